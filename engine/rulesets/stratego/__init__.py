"""Stratego (RULES.md B, ruleset `stratego`): game, validation, AI and board set-up."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from engine.ruleset import Ruleset
from engine.rulesets.stratego.ai import StrategoPlayer
from engine.rulesets.stratego.game import OPTIONS, StrategoGame, stratego_rules
from engine.rulesets.stratego.scripted import STRATEGO_SCRIPTS
from engine.rulesets.stratego.setup import StrategoSetup
from engine.rulesets.stratego.validation import check_stratego
from engine.scenario.model import Scenario, Unit


def position_as_scenario(game: Any, base: Scenario, viewer: str | None) -> Scenario:
    """The pieces on the board; with a viewer, the opponent's pieces it has not seen in a
    combat have the type `unknown` (HIDDEN): their ranks are not told."""
    views = game.units() if viewer is None else game.seen_units(viewer)
    snapshot = copy.copy(base)
    snapshot.units = [Unit(id=v["id"], type=v["type"], side=v["side"], at=tuple(v["at"]))
                      for v in views if v["at"] is not None]
    snapshot.features = []
    return snapshot


def _player(seed: int = 0, config: Mapping[str, Any] | None = None) -> StrategoPlayer:
    return StrategoPlayer(seed)


def scenario_defaults() -> dict[str, Any]:
    """What a scenario switched to Stratego starts from (stratego.yaml): its board with the
    lakes, its rounds, and no turn system or calendar of General Clumsy's."""
    rules = stratego_rules()
    return {"rounds": rules.rounds, "turn_system": None, "turn_options": None,
            "calendar": None,
            "map": {"grid": "square", "width": rules.width, "height": rules.height,
                    "rows": rules.terrain_rows()}}


RULESET = Ruleset(
    name="stratego", title="Stratego", game=StrategoGame, check=check_stratego,
    player=_player, snapshot=position_as_scenario, setup=StrategoSetup(),
    defaults=scenario_defaults(),
    # Stratego reads the rounds, who moves first and what the last round means; no
    # calendar, turn system, VP victory or unit statistics.
    settings=("rounds", "first_side", "victory.on_last_round"),
    options=OPTIONS, scripts=STRATEGO_SCRIPTS)
