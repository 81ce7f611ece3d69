"""The computer player's tunable numbers (engine/data/ai.yaml), read once and typed.

Like `engine.rules.play_rules`, a missing or unknown key is refused by name, so a typo in the
data file cannot silently leave a weight at some value hidden in code.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

import yaml

from engine.catalog import DATA_DIR

AI_FILE = DATA_DIR / "ai.yaml"


@dataclass(frozen=True)
class AIConfig:
    """Every number of engine/data/ai.yaml; see the comments there for what each does."""

    max_actions_per_turn: int
    shot_candidates: int
    moves_per_unit: int
    random_end_turn_chance: float
    random_max_actions: int
    value_base: float
    value_per_hp: float
    value_per_damage: float
    value_engineer_bonus: float
    value_general_bonus: float
    value_objective_bonus: float
    value_carrier_cargo: float
    kill_bonus: float
    friendly_fire: float
    min_shot_value: float
    progress_per_turn: float
    progress_defend_factor: float
    cover: float
    danger: float
    danger_defend_factor: float
    danger_attack_factor: float
    danger_artillery_factor: float
    danger_support_factor: float
    danger_protected_factor: float
    attack: float
    threat_step_ap: int
    threat_moves: float
    move_margin: float
    noise: float
    support_adjacent: float
    aura_bonus: float
    hold_radius: int
    vp_on_target: float
    vp_owned_stay: float
    artillery_band_penalty: float
    low_hp_fraction: float
    low_ammo_fraction: float
    low_fuel_fraction: float
    load_far_turns: float
    unload_near_turns: float
    unload_enemy_distance: int
    landing_zone_radius: int
    orders_hold_cover: int
    orders_sprint_far_turns: float
    orders_sprint_enemy_distance: int
    smoke_min_threatened: int

    def with_overrides(self, overrides: Mapping[str, Any]) -> AIConfig:
        """A copy with some numbers changed (tests, tuning); unknown names are refused."""
        return replace(self, **_checked(dict(overrides), partial=True))


def _checked(raw: dict[str, Any], partial: bool = False) -> dict[str, Any]:
    known = {f.name: f for f in fields(AIConfig)}
    unknown = sorted(set(raw) - set(known))
    if unknown:
        raise ValueError(f"{AI_FILE.name}: unknown field(s) {', '.join(unknown)}")
    out: dict[str, Any] = {}
    for name, f in known.items():
        if name not in raw:
            if partial:
                continue
            raise ValueError(f"{AI_FILE.name}: field {name!r} is missing")
        value = raw[name]
        whole = f.type in (int, "int")
        if isinstance(value, bool) or not isinstance(value, int if whole else (int, float)):
            kind = "a whole number" if whole else "a number"
            raise ValueError(f"{AI_FILE.name}: field {name!r} must be {kind}, got {value!r}")
        out[name] = int(value) if whole else float(value)
    return out


@functools.lru_cache(maxsize=1)
def _shipped() -> tuple[AIConfig, dict[str, dict[str, Any]]]:
    """The shipped numbers, and the numbers each turn system changes (`turn_systems`)."""
    with AI_FILE.open(encoding="utf-8") as stream:
        raw = yaml.safe_load(stream)
    if not isinstance(raw, dict):
        raise ValueError(f"{AI_FILE.name}: must be a mapping of numbers")
    systems = raw.pop("turn_systems", None) or {}
    if not isinstance(systems, dict) or not all(isinstance(v, dict) for v in systems.values()):
        raise ValueError(f"{AI_FILE.name}: 'turn_systems' must map system names to numbers")
    return AIConfig(**_checked(raw)), {str(k): _checked(dict(v), partial=True)
                                       for k, v in systems.items()}


def default_ai_config() -> AIConfig:
    """The shipped numbers."""
    return _shipped()[0]


def ai_config(config: AIConfig | Mapping[str, Any] | None = None,
              turn_system: str | None = None) -> AIConfig:
    """The shipped config, a given one, or the shipped one with some numbers overridden:
    first those of the turn system (`turn_systems` in ai.yaml), then the given ones."""
    if isinstance(config, AIConfig):
        return config
    base, systems = _shipped()
    overrides = {**systems.get(turn_system or "", {}), **(config or {})}
    return base if not overrides else base.with_overrides(overrides)
