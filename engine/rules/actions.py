"""What every action shares: the error for an illegal one and reading its keys safely.

Actions arrive as plain dicts (from JSON, the editor, an AI, a replay file), so every key
is checked here before any rule looks at it; a bad value gives a sentence a person can
act on, never a KeyError or TypeError from deep inside the engine.
"""

from __future__ import annotations

from typing import Any

from engine.grid import Cell
from engine.rules.state import GameState, UnitState

Action = dict[str, Any]
Event = dict[str, Any]


class IllegalAction(ValueError):
    """The action breaks a rule or is malformed; the message says why. The game state is
    left exactly as it was (python-chess's IllegalMoveError is the model)."""


def refuse(why: str | None) -> None:
    """Raise IllegalAction with the reason a rule check gave, if it gave one."""
    if why is not None:
        raise IllegalAction(why)


def cell_key(action: Action, key: str, state: GameState) -> Cell:
    """The cell under `key` as a tuple; refused unless it is two whole numbers on the map."""
    value = action.get(key)
    if (not isinstance(value, (list, tuple)) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise IllegalAction(f"'{key}' must be a cell [col, row], got {value!r}")
    cell = (int(value[0]), int(value[1]))
    if not state.grid.in_bounds(cell):
        raise IllegalAction(f"{list(cell)} is off the {state.grid.width}x"
                            f"{state.grid.height} map")
    return cell


def unit_key(action: Action, key: str, state: GameState) -> UnitState:
    """A living unit named by `key` (any side)."""
    uid = action.get(key)
    if not isinstance(uid, str):
        raise IllegalAction(f"'{key}' must be a unit id, got {uid!r}")
    unit = state.units.get(uid)
    if unit is None:
        raise IllegalAction(f"there is no unit '{uid}'")
    if not unit.alive:
        raise IllegalAction(f"unit '{uid}' has been destroyed")
    return unit


def acting_unit(action: Action, state: GameState, aboard_ok: bool = False) -> UnitState:
    """The unit doing the action: living, of the side to play, and on the map unless the
    action is one a passenger may take (unload)."""
    unit = unit_key(action, "unit", state)
    if unit.side != state.side:
        raise IllegalAction(f"unit '{unit.id}' is {unit.side}'s, and it is {state.side}'s "
                            "turn")
    if unit.at is None and not aboard_ok:
        raise IllegalAction(f"unit '{unit.id}' is aboard '{unit.aboard}' and must be "
                            "unloaded first")
    return unit


def pay_check(unit: UnitState, cost: int, what: str) -> None:
    if unit.ap < cost:
        raise IllegalAction(f"unit '{unit.id}' has {unit.ap} AP left; {what} costs {cost}")


def cell_json(cell: Cell | None) -> list[int] | None:
    return None if cell is None else [cell[0], cell[1]]
