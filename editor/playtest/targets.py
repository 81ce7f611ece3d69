"""What a click on a cell means for the selected unit, and why the rules refuse it.

The reasons are the engine's own: the `IllegalAction` an action raises (RULES.md A5 a
move too far, A6 a target out of range, out of sight, behind a blocked line, too few AP),
asked of a clone so the game itself never changes. Only units the viewer knows of count
as targets (A8): a click on a hidden enemy is a move like any other.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine import GameAPI
from engine.rules.actions import IllegalAction
from engine.scenario.model import Cell

Action = dict[str, Any]


def refusal(game: GameAPI, action: Action) -> str | None:
    """The engine's reason for refusing `action` now, or None when it is legal."""
    if game.is_legal(action):
        return None
    try:
        game.clone().apply(action)
    except IllegalAction as exc:
        return str(exc)
    return None  # the legality check and the action disagree: the action decides


def fire_targets(actions: Iterable[Action]) -> set[Cell]:
    """The cells a unit's legal actions fire at."""
    return {(int(a["target"][0]), int(a["target"][1])) for a in actions
            if a.get("type") == "fire" and isinstance(a.get("target"), (list, tuple))}


def click_action(game: GameAPI, unit_id: str, cell: Cell, enemy_known: bool,
                 fires: bool) -> Action:
    """The action a click on `cell` asks of the unit: a shot at a known enemy (when the
    ruleset fires, and unless moving there is legal, a Stratego attack), else a move."""
    move: Action = {"type": "move", "unit": unit_id, "to": list(cell)}
    if not enemy_known or not fires:
        return move
    fire: Action = {"type": "fire", "unit": unit_id, "target": list(cell)}
    if game.is_legal(fire) or not game.is_legal(move):
        return fire
    return move
