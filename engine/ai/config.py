"""The computer player's tunable numbers (engine/data/ai.yaml), read once and typed.

The file goes through the catalog's typed loader, so a missing or unknown key, or a value
of the wrong kind, is refused by name: a typo in the data file cannot silently leave a
weight at some value hidden in code.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import field, replace
from pathlib import Path
from typing import Any

from engine.data_files import CatalogError, build_record, read_data_file, record_fields
from engine.records import many_fields

AI_FILE = "ai.yaml"


@many_fields  # @dataclass(frozen=True), its methods not compiled per field (records.py)
class AIConfig:
    """Every number of engine/data/ai.yaml; see the comments there for what each does."""

    max_actions_per_turn: int
    field_first_reach: int
    field_budget_cells: int
    fields_kept_least: int
    fields_kept_most: int
    field_graphs_least: int
    field_join_most: int
    field_join_chain_most: int
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
    own_mine_travel_ap: float
    danger_defend_factor: float
    danger_attack_factor: float
    plan_danger_cautious: float
    plan_danger_normal: float
    plan_danger_bold: float
    danger_artillery_factor: float
    danger_support_factor: float
    danger_protected_factor: float
    attack: float
    threat_step_ap: int
    threat_moves: float
    drone_recharge: int
    drone_recharge_weight: float
    lurk_rounds: int
    lurk_hide_cells: int
    lurk_danger: float
    camouflage_eyes: int
    last_stand_units: int
    last_stand_rounds: int
    end_event_threats: int
    end_event_clock: int
    end_area_units: int
    end_reach_units: int
    units_left_margin: int
    units_left_preserve_factor: float
    units_left_press_factor: float
    kept_shot_target_factor: float
    shot_block_rounds: int
    blocked_line_factor: float
    suspect_line_factor: float
    retake_points: int
    alert_capture_factor: float
    alert_indirect: int
    drawn_kill_duty: int
    held_point_standoff: int
    patrol_danger: float
    fire_danger: float
    focus_fire: float
    opportunity_danger: float
    alert_danger: float
    move_margin: float
    noise: float
    support_adjacent: float
    aura_bonus: float
    hold_radius: int
    vp_on_target: float
    capturer_escort: int
    search_without_capturers: int
    search_ratio: float
    capturer_lag_turns: float
    capturer_cover_turns: float
    presumed_danger: float
    hidden_ground_danger: float
    fight_hidden_ground: float
    front_danger: float
    presumed_damage: float
    vp_owned_stay: float
    artillery_band_penalty: float
    stage_distance: int
    contact_stage_distance: int
    fired_hold: int
    probe_first: int
    next_shot_weight: float
    own_patrol_weight: float
    shared_fire_weight: float
    shared_fire_patrol_only: int
    shared_fire_answer: int
    stage_slack: int
    stage_weight: float
    mass_min_units: int
    mass_fraction: float
    held_ground_turns: int
    strong_position_enemies: int
    overwhelm_ratio: float
    endgame_rounds: int
    clock_plan_slack: float
    clock_meeting_slack: float
    endgame_capture_danger: float
    endgame_leave_held: int
    probe_gap: float
    prep_turns: int
    assault_min_units: int
    assault_convoy_min_units: int
    assault_ratio: float
    assault_danger_factor: float
    assault_weight: float
    assault_keep: int
    assault_hold_off: int
    endgame_opportunity_factor: float
    hunt_ratio: float
    hunt_lead: int
    hunt_min_kills: int
    hunt_share: float
    hunt_opportunity_factor: float
    idle_hunt_share: float
    hopeless_hunt: int
    spotter: int
    spotter_weight: float
    spotter_in_fight: int
    spotter_watch: int
    guns_up: int
    guns_up_weight: float
    guns_up_risk_rounds: int
    guns_up_risk_factor: float
    spotter_spare_ratio: float
    spotter_idle_guns: int
    spotter_stall_rounds: int
    spotter_watch_near: int
    hunt_camouflage: int
    ambushed_danger: float
    ambushed_radius: int
    ambushed_rounds: int
    ambushed_meeting: float
    ambushed_meeting_rounds: int
    last_capturer_danger: float
    last_capturer_suspect: float
    last_capturer_struck_radius: int
    last_capturer_release_ratio: float
    last_capturer_release_kills: int
    last_capturer_sole: int
    clear_cover: int
    clear_cover_weight: float
    clear_cover_wait_cells: int
    clear_cover_engineer_hp: int
    engage_distance: int
    blocked_point_turns: float
    blocked_memory_rounds: int
    blocked_search: int
    last_rounds_stay: int
    contest_units: int
    contest_radius: int
    contest_weight: float
    threat_turns: float
    raider_target_factor: float
    end_hunt_units: int
    end_hunt_turns: float
    end_hunt_target_factor: float
    deny_attacking: int
    contest_in_radius: int
    contest_decisive_weight: float
    deny_threat_order: int
    clock_keeps_points: int
    block_units: int
    guard_units: int
    guard_distance: int
    guard_answer: int
    guard_in_sight: int
    scout_min_vision: int
    scout_margin: int
    scout_weight: float
    attack_range_margin: int
    flank_weight: float
    flank_goal_weight: float
    flank_alert: int
    flank_alert_cover: int
    flank_alert_won: int
    flank_alert_trade: int
    flank_alert_unjoined: int
    clock_strength_ratio: float
    clock_progress_factor: float
    clock_danger_factor: float
    clock_hidden: float
    escort_weight: float
    escort_rush_slack: int
    escort_rush_weight: float
    escort_avoid_ap: float
    danger_escort_factor: float
    escort_close: int
    escort_apart_penalty: float
    fuel_short_penalty: float
    fuel_reserve: float
    low_hp_fraction: float
    low_ammo_fraction: float
    low_fuel_fraction: float
    load_far_turns: float
    unload_near_turns: float
    unload_enemy_distance: int
    landing_zone_radius: int
    airlift_weight: float
    bridge_weight: float
    orders_hold_cover: int
    orders_sprint_far_turns: float
    orders_sprint_enemy_distance: int
    orders_sprint_probes: int
    orders_round_plan: int
    orders_stand_margin: float
    orders_ambush_units: int
    orders_wave_sprint: int
    smoke_min_threatened: int
    pass_chance: float
    script_hold_radius: int
    script_screen_distance: int
    script_ambush_radius: int
    script_prepare_rounds: int
    script_search_moves: int
    script_flank_offset: int
    script_flank_reached: int
    script_kite_margin: int
    script_alarm_radius: int
    script_feint_share: float
    script_counter_distance: int
    script_counter_rounds: int
    lookahead_candidates: int
    lookahead_decisions: int
    lookahead_rollouts: int
    lookahead_reply: int
    lookahead_memory: int
    lookahead_follow: int
    lookahead_activation: int
    lookahead_unit_choice: int
    lookahead_phased: int
    lookahead_orders: int
    lookahead_round_actions: int
    lookahead_rollout_actions: int
    lookahead_margin: float
    lookahead_win: float
    lookahead_vp: float
    lookahead_position: float

    def with_overrides(self, overrides: Mapping[str, Any]) -> AIConfig:
        """A copy with some numbers changed (tests, tuning); unknown names are refused."""
        return replace(self, **record_fields(AIConfig, dict(overrides), "AI config overrides",
                                             partial=True))


@many_fields  # @dataclass(frozen=True), its methods not compiled per field (records.py)
class AIData:
    """ai.yaml: the numbers, and those each turn system changes (`turn_systems`: system
    name -> some of the numbers, checked like the rest)."""

    config: AIConfig
    turn_systems: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    difficulty_levels: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)


def load_ai_data(directory: Path | None = None) -> AIData:
    """Read ai.yaml of a data directory (the shipped one unless given); a missing, unknown
    or mistyped key is a CatalogError naming the file and key."""
    raw = read_data_file(AI_FILE, directory)
    if not isinstance(raw, dict):
        raise CatalogError(f"{AI_FILE}: must be a mapping of numbers, got {raw!r}")
    systems = raw.pop("turn_systems", None) or {}
    if not isinstance(systems, dict):
        raise CatalogError(f"{AI_FILE}: field 'turn_systems' must map turn systems to "
                           f"numbers, got {systems!r}")
    overrides = {str(name): record_fields(AIConfig, numbers,
                                          f"{AI_FILE}: turn_systems: {name}", partial=True)
                 for name, numbers in systems.items()}
    levels = raw.pop("difficulty_levels", None) or {}
    if not isinstance(levels, dict) or not all(isinstance(v, dict) or v is None
                                               for v in levels.values()):
        raise CatalogError(f"{AI_FILE}: field 'difficulty_levels' must map level names to "
                           f"numbers, got {levels!r}")
    difficulty = {str(name): record_fields(AIConfig, numbers or {},
                                           f"{AI_FILE}: difficulty_levels: {name}",
                                           partial=True)
                  for name, numbers in levels.items()}
    return AIData(build_record(AIConfig, raw, AI_FILE), overrides, difficulty)


@functools.lru_cache(maxsize=1)
def _shipped() -> AIData:
    return load_ai_data()


def default_ai_config() -> AIConfig:
    """The shipped numbers."""
    return _shipped().config


DIFFICULTY = "difficulty"  # the key of a player's config that names a difficulty level


def difficulty_levels() -> list[str]:
    """The difficulty levels a designer may choose, as ai.yaml lists them (easy first)."""
    return list(_shipped().difficulty_levels)


def check_difficulty(level: str) -> str:
    """The level, if ai.yaml has it; else a one-line ValueError naming the known ones."""
    known = difficulty_levels()
    if level not in known:
        raise ValueError(f"unknown difficulty {level!r}: choose one of {', '.join(known)}")
    return level


def ai_config(config: AIConfig | Mapping[str, Any] | None = None,
              turn_system: str | None = None) -> AIConfig:
    """The shipped config, a given one, or the shipped one with some numbers overridden:
    first those of the turn system (`turn_systems` in ai.yaml), then those of the
    difficulty level the given mapping names (`{"difficulty": "hard"}`, `difficulty_levels`
    in ai.yaml), then the given numbers. An unknown level is a one-line ValueError."""
    if isinstance(config, AIConfig):
        return config
    shipped = _shipped()
    given = dict(config or {})
    level = given.pop(DIFFICULTY, None)
    by_level = shipped.difficulty_levels[check_difficulty(str(level))] if level else {}
    overrides = {**shipped.turn_systems.get(turn_system or "", {}), **by_level, **given}
    return shipped.config if not overrides else shipped.config.with_overrides(overrides)
