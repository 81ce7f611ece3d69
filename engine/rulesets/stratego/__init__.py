"""Stratego (RULES.md B, ruleset `stratego`): game, validation, AI and board set-up."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from engine.ruleset import Ruleset
from engine.rulesets.stratego.ai import StrategoPlayer
from engine.rulesets.stratego.game import StrategoGame
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


RULESET = Ruleset(
    name="stratego", title="Stratego", game=StrategoGame, check=check_stratego,
    player=_player, snapshot=position_as_scenario, setup=StrategoSetup())
