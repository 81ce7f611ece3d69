"""Validation of `ruleset: stratego` scenarios (RULES.md B, Stratego): the board and its lakes,
the pieces and their counts, every piece inside its side's deployment zone."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from engine.rulesets.stratego.game import stratego_rules
from engine.scenario.event_checks import refuse_mission_keys
from engine.turns.base import available_turn_systems

if TYPE_CHECKING:
    from engine.scenario.validation import SemanticChecker


def _cell(value: Any) -> tuple[int, int] | None:
    if (isinstance(value, list) and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        return (value[0], value[1])
    return None


def check_stratego(checker: SemanticChecker) -> None:
    checker.check_turn_system(available_turn_systems())
    refuse_mission_keys(checker, "Stratego")
    rules = stratego_rules()
    data = checker.data
    m = data.get("map")
    if isinstance(m, dict):
        if m.get("grid") != "square":
            checker.report(("map",), "Stratego is played on a square grid; set grid: square")
        if (m.get("width"), m.get("height")) != (rules.width, rules.height):
            checker.report(("map",), f"the Stratego board is {rules.width}x{rules.height}; "
                           f"set width: {rules.width} and height: {rules.height}")
        else:
            for r, row in enumerate(checker.rows[:rules.height]):
                for c, ch in enumerate(row[:rules.width]):
                    want = rules.lake if (c, r) in rules.lakes else rules.land
                    if ch != want:
                        what = "a lake" if want == rules.lake else "open ground"
                        checker.report(("map", "terrain"), f"[{c}, {r}] must be {what} "
                                       f"('{want}') on the Stratego board", cell=(c, r))
    if data.get("features"):
        checker.report(("features",), "Stratego has no features; remove them")
    listed = data.get("sides")  # a value of the wrong type: the schema layer says so
    sides: list[str] = [s["id"] for s in (listed if isinstance(listed, list) else [])
                        if isinstance(s, dict) and isinstance(s.get("id"), str)]
    if len(sides) != 2:
        checker.report(("sides",), "Stratego is played by exactly two sides")
        return
    first = data.get("first_side")
    order = sides if first not in sides else (
        sides[sides.index(first):] + sides[:sides.index(first)])
    counts: dict[str, Counter[str]] = {s: Counter() for s in sides}
    taken: dict[tuple[int, int], str] = {}
    units = data.get("units")
    for i, u in enumerate(units if isinstance(units, list) else []):
        if not isinstance(u, dict):
            continue
        uid, kind, side = u.get("id"), u.get("type"), u.get("side")
        if not isinstance(kind, str):  # the schema layer says "should be text" at its line
            continue
        if isinstance(uid, str):
            if uid in checker.units:
                checker.report(("units", i, "id"), f"two pieces have the id '{uid}'")
            checker.units[uid] = (i, u)
        if kind not in rules.pieces:
            checker.report(("units", i, "type"), f"there is no Stratego piece '{kind}'; "
                           "pieces are " + ", ".join(rules.pieces))
            continue
        if not isinstance(side, str) or side not in counts:
            checker.check_side_ref(("units", i, "side"), side)
            continue
        counts[side][kind] += 1
        cell = _cell(u.get("at"))
        if cell is None:
            checker.report(("units", i), f"piece '{uid}' needs a square ('at')")
            continue
        if cell in rules.lakes:
            checker.report(("units", i, "at"), f"piece '{uid}' is in a lake at {list(cell)}",
                           cell=cell)
        low, high = rules.zone_rows(order, side)
        if not low <= cell[1] <= high or not 0 <= cell[0] < rules.width:
            checker.report(("units", i, "at"), f"piece '{uid}' of '{side}' is at {list(cell)}, "
                           f"outside its deployment zone (rows {low}-{high})", cell=cell)
        if cell in taken:
            checker.report(("units", i, "at"), f"piece '{uid}' is on {list(cell)}, where "
                           f"'{taken[cell]}' already is", cell=cell)
        taken[cell] = str(uid)
    for side in sides:
        for piece in rules.pieces.values():
            have = counts[side][piece.id]
            if have != piece.count:
                checker.report(("units",), f"'{side}' has {have} {piece.id} piece(s); "
                               f"Stratego needs {piece.count} ({pieces_left(have, piece.count)})")


def pieces_left(have: int, need: int) -> str:
    return f"{need - have} left to place" if have < need else f"{have - need} too many"
