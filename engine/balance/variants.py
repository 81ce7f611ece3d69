"""What-if variants of a mission (`clumsy balance FILE --vary ...`, DESIGN.md "Command
line"): each `--vary` expression is one axis of small edits, read against the mission so
that a side, type, event or cell it lacks is a one-line `BadInput` naming the expression;
the grid of the axes gives the variants, each an edited deep copy of the mission (the
file is never written). A variant is checked by the validator before it is played: one
the validator refuses is kept with its reason and skipped by the sweep.

The expressions (VALUES is `A..B`, `A,B,C` or one number):
- `rounds=VALUES`: the mission's last round;
- `hold_points=VALUES`: the number of victory points that wins (any side), and
  `hold_points.SIDE=VALUES` that side's number (0: it never wins by holding; a single
  number becomes one per side, every other side keeping it);
- `event:ID=VALUES`: the time of event ID: the round of a `round` trigger, the rounds of an
  `after` trigger (also as the one timed part of an `all`/`any`);
- `add:SIDE:TYPE@[X,Y]`: the mission without and with one more unit of TYPE for SIDE at
  cell (X, Y), where it may stand;
- `remove:SIDE:TYPE`: the mission without and with one fewer of SIDE's units of TYPE (the
  last in the file that no event or objective names; it leaves its AI plan group).

A number's axis holds its values only (the mission's own value among them plays it as it
is); an `add` or `remove` axis holds the mission without and with the edit. The grid's
first variant is always the mission as it is.
"""

from __future__ import annotations

import copy
import itertools
import re
from collections.abc import Callable, Sequence
from dataclasses import field
from typing import Any

from engine.balance.errors import BadInput
from engine.catalog import load_catalog
from engine.records import record
from engine.scenario.io import dump_scenario, scenario_from_text
from engine.scenario.kinds.after import AfterTrigger
from engine.scenario.kinds.combined import AllTrigger, AnyTrigger
from engine.scenario.kinds.round import RoundTrigger
from engine.scenario.model import Scenario, Unit, Victory

MAX_RANGE = 60  # values of one axis: a sweep is a handful, never a scan of hundreds

_NUMBERS = re.compile(r"^\s*(\d+)\s*(?:\.\.\s*(\d+)\s*)?$")
_LIST = re.compile(r"^\s*\d+\s*(,\s*\d+\s*)+$")
_CELL = re.compile(r"^\[\s*(-?\d+)\s*,\s*(-?\d+)\s*\]$")


@record(frozen=True)
class Edit:
    """One small change: `kind` rounds, hold_points, event, add or remove."""

    kind: str
    target: str = ""  # the side (hold_points.SIDE, add, remove) or the event id
    value: int = 0
    unit_type: str = ""
    cell: tuple[int, int] | None = None
    unit_id: str = ""  # add: the new unit's id; remove: the unit taken away

    @property
    def text(self) -> str:
        """The edit as a `--vary` value names it: `rounds=14`, `add:blue:infantry@[3,4]`."""
        if self.kind == "rounds":
            return f"rounds={self.value}"
        if self.kind == "hold_points":
            return f"hold_points.{self.target}={self.value}" if self.target else \
                f"hold_points={self.value}"
        if self.kind == "event":
            return f"event:{self.target}={self.value}"
        if self.kind == "add":
            x, y = self.cell or (0, 0)
            return f"add:{self.target}:{self.unit_type}@[{x},{y}]"
        return f"remove:{self.target}:{self.unit_type}"

    def apply(self, sc: Scenario) -> None:
        """Make the change on `sc` (a copy: the caller's deep copy of the mission)."""
        if self.kind == "rounds":
            sc.rounds = self.value
        elif self.kind == "hold_points":
            set_hold_points(sc, self.target or None, self.value)
        elif self.kind == "event":
            trigger = timed_trigger(sc, self.target)
            if isinstance(trigger, RoundTrigger):
                trigger.round = self.value
            elif isinstance(trigger, AfterTrigger):
                trigger.rounds = self.value
        elif self.kind == "add":
            sc.units.append(Unit(id=self.unit_id, type=self.unit_type, side=self.target,
                                 at=self.cell))
        elif self.kind == "remove":
            remove_unit(sc, self.unit_id)


@record(frozen=True)
class Axis:
    """The choices of one `--vary`: None is the mission as it is (add and remove)."""

    expression: str
    choices: tuple[Edit | None, ...]


@record
class Variant:
    """One point of the grid: its edits, the edited mission, or why the validator refused it."""

    edits: tuple[Edit, ...]
    scenario: Scenario | None = None
    refused: str | None = None
    text: str = ""  # the edited mission's file text
    label: str = field(default="")

    def __post_init__(self) -> None:
        if not self.label:
            self.label = ", ".join(e.text for e in self.edits) or "as is"


# -- the edits' pieces ---------------------------------------------------------------------
def set_hold_points(sc: Scenario, side: str | None, value: int) -> None:
    victory = sc.victory if sc.victory is not None else Victory()
    sc.victory = victory
    if side is None:
        victory.hold_points = value
        return
    current = victory.hold_points
    if isinstance(current, dict):
        victory.hold_points = {**current, side: value}
        return
    if current is None:  # the rules' default: that many points, or all when fewer
        vps = sum(f.kind == "victory_point" for f in sc.features)
        current = min(load_catalog().rules.default_hold_points, vps)
    victory.hold_points = {s.id: (value if s.id == side else current) for s in sc.sides}


def timed_trigger(sc: Scenario, event_id: str) -> RoundTrigger | AfterTrigger | None:
    """The part of event `event_id`'s trigger that says when: a `round` or an `after`
    trigger, itself or the only one inside an `all`/`any`."""
    event = next((e for e in sc.events if e.id == event_id), None)
    if event is None:
        return None
    found: list[RoundTrigger | AfterTrigger] = []

    def walk(t: Any) -> None:
        if isinstance(t, RoundTrigger | AfterTrigger):
            found.append(t)
        elif isinstance(t, AllTrigger | AnyTrigger):
            for inner in t.triggers:
                walk(inner)

    walk(event.when)
    return found[0] if len(found) == 1 else None


def remove_unit(sc: Scenario, unit_id: str) -> None:
    """The unit gone, and with it its place in a carrier's cargo and in its side's AI
    plan groups (an event or objective that names it is left: the validator refuses)."""
    sc.units = [u for u in sc.units if u.id != unit_id]
    for u in sc.units:
        if unit_id in u.cargo:
            u.cargo = [c for c in u.cargo if c != unit_id]
    for groups in sc.ai.values():
        for group in groups:
            if unit_id in group.units:
                group.units = [x for x in group.units if x != unit_id]


def error_problems(sc: Scenario, name: str) -> list[Any]:
    """The validator's errors on `sc` as it would be saved."""
    _, problems = scenario_from_text(dump_scenario(sc), name)
    return [p for p in problems if p.severity == "error"]


# -- reading --vary ---------------------------------------------------------------------
def parse_values(expression: str, raw: str) -> list[int]:
    """`A..B`, `A,B,C` or `A`: whole numbers >= 0, at most MAX_RANGE of them."""
    m = _NUMBERS.match(raw)
    if m:
        low, high = int(m.group(1)), int(m.group(2) or m.group(1))
        if high < low:
            raise BadInput(f"--vary {expression}: the range {raw.strip()} runs backwards; "
                           f"write {high}..{low}")
        values = list(range(low, high + 1))
    elif _LIST.match(raw):
        values = sorted({int(v) for v in raw.split(",")})
    else:
        raise BadInput(f"--vary {expression}: {raw.strip() or 'nothing'} is not a number, "
                       "a range A..B or a list A,B,C")
    if len(values) > MAX_RANGE:
        raise BadInput(f"--vary {expression}: {len(values)} values; a sweep takes at most "
                       f"{MAX_RANGE} per --vary")
    return values


def parse_vary(expression: str, sc: Scenario) -> Axis:
    """One `--vary` expression read against the mission; anything it cannot use is a
    one-line BadInput naming the expression and what is wrong."""
    text = expression.strip()
    if text.startswith("add:"):
        return _parse_add(expression, text[4:], sc)
    if text.startswith("remove:"):
        return _parse_remove(expression, text[7:], sc)
    key, eq, raw = text.partition("=")
    key = key.strip()
    if not eq:
        raise BadInput(f"--vary {expression}: expected rounds=A..B, hold_points=A..B, "
                       "hold_points.SIDE=A..B, event:ID=A..B, add:SIDE:TYPE@[X,Y] or "
                       "remove:SIDE:TYPE")
    values = parse_values(expression, raw)
    if key == "rounds":
        if 0 in values:
            raise BadInput(f"--vary {expression}: a mission has at least 1 round")
        return Axis(expression, tuple(Edit("rounds", value=v) for v in values))
    if key == "hold_points" or key.startswith("hold_points."):
        side = key.partition(".")[2]
        if key != "hold_points":
            _check_side(expression, sc, side)
        elif 0 in values:
            raise BadInput(f"--vary {expression}: 0 points for every side: use "
                           "hold_points.SIDE=0 for a side that never wins by holding")
        return Axis(expression, tuple(Edit("hold_points", side, v) for v in values))
    if key.startswith("event:"):
        event_id = key[6:].strip()
        ids = [e.id for e in sc.events]
        if event_id not in ids:
            listed = ", ".join(ids) if ids else "none"
            raise BadInput(f"--vary {expression}: {sc.name} has no event {event_id!r} "
                           f"(its events: {listed})")
        if timed_trigger(sc, event_id) is None:
            raise BadInput(f"--vary {expression}: event {event_id!r} has no time to vary "
                           "(its trigger holds no single 'round' or 'after')")
        if 0 in values and isinstance(timed_trigger(sc, event_id), RoundTrigger):
            raise BadInput(f"--vary {expression}: a 'round' trigger's round is at least 1")
        return Axis(expression, tuple(Edit("event", event_id, v) for v in values))
    raise BadInput(f"--vary {expression}: unknown setting {key!r}; vary rounds, "
                   "hold_points, hold_points.SIDE, event:ID, add:SIDE:TYPE@[X,Y] or "
                   "remove:SIDE:TYPE")


def _check_side(expression: str, sc: Scenario, side: str) -> None:
    sides = [s.id for s in sc.sides]
    if side not in sides:
        raise BadInput(f"--vary {expression}: {sc.name} has no side {side!r} "
                       f"(its sides: {', '.join(sides)})")


def _parse_add(expression: str, rest: str, sc: Scenario) -> Axis:
    head, at, cell_text = rest.partition("@")
    side, colon, unit_type = head.partition(":")
    side, unit_type = side.strip(), unit_type.strip()
    m = _CELL.match(cell_text.strip())
    if not at or not colon or not side or not unit_type or m is None:
        raise BadInput(f"--vary {expression}: expected add:SIDE:TYPE@[X,Y]")
    _check_side(expression, sc, side)
    cell = (int(m.group(1)), int(m.group(2)))
    edit = Edit("add", side, unit_type=unit_type, cell=cell,
                unit_id=new_unit_id(sc, side, unit_type))
    why = add_problem(sc, edit)
    if why:
        raise BadInput(f"--vary {expression}: {why}")
    return Axis(expression, (None, edit))


def new_unit_id(sc: Scenario, side: str, unit_type: str) -> str:
    taken = {u.id for u in sc.units}
    for n in itertools.count(1):
        candidate = f"{side}_{unit_type}_added{n}"
        if candidate not in taken:
            return candidate
    raise AssertionError("unreachable")


def add_problem(sc: Scenario, edit: Edit) -> str | None:
    """Why the unit of `edit` cannot be added (no such type, off the map, on a cell taken
    or where it may not stand), or None; the validator's own words."""
    x, y = edit.cell or (0, 0)
    if not (0 <= x < sc.map.width and 0 <= y < sc.map.height):
        return (f"the cell [{x},{y}] is off the map ({sc.map.width}x{sc.map.height}: "
                f"x 0-{sc.map.width - 1}, y 0-{sc.map.height - 1})")
    there = sc.units_at((x, y))
    if there:
        return f"the cell [{x},{y}] holds unit {there[0].id!r} already"
    trial = copy.deepcopy(sc)
    edit.apply(trial)
    index = len(trial.units) - 1
    for p in error_problems(trial, sc.name):
        if p.path[:2] == ("units", index) or edit.unit_id in p.message:
            return p.message
    return None


def _parse_remove(expression: str, rest: str, sc: Scenario) -> Axis:
    side, colon, unit_type = rest.partition(":")
    side, unit_type = side.strip(), unit_type.strip()
    if not colon or not side or not unit_type:
        raise BadInput(f"--vary {expression}: expected remove:SIDE:TYPE")
    _check_side(expression, sc, side)
    unit_id = removable_unit(sc, side, unit_type)
    if unit_id is None:
        types = sorted({u.type for u in sc.units if u.side == side})
        raise BadInput(f"--vary {expression}: side {side!r} has no unit of type "
                       f"{unit_type!r} (its types: {', '.join(types) or 'none'})")
    return Axis(expression, (None, Edit("remove", side, unit_type=unit_type,
                                        unit_id=unit_id)))


def removable_unit(sc: Scenario, side: str, unit_type: str) -> str | None:
    """The id of the side's last unit of that type whose removal the validator accepts
    (nothing else names it); the last one of all when every one is named somewhere (the
    variant is then refused and reported); None when the side has none."""
    ids = [u.id for u in sc.units if u.side == side and u.type == unit_type]
    if not ids:
        return None
    before = len(error_problems(sc, sc.name))
    for unit_id in reversed(ids):
        trial = copy.deepcopy(sc)
        remove_unit(trial, unit_id)
        if len(error_problems(trial, sc.name)) <= before:
            return unit_id
    return ids[-1]


# -- the grid -------------------------------------------------------------------------------
def make_variant(sc: Scenario, edits: Sequence[Edit], label: str = "") -> Variant:
    """The mission with `edits` made on a deep copy, read back through the validator as a
    file would be: refused (with the validator's first error) or ready to play."""
    edited = copy.deepcopy(sc)
    for edit in edits:
        edit.apply(edited)
    text = dump_scenario(edited)
    name = f"{sc.name} [{label or ', '.join(e.text for e in edits) or 'as is'}]"
    checked, problems = scenario_from_text(text, name)
    errors = [p for p in problems if p.severity == "error"]
    variant = Variant(tuple(edits), label=label)
    if checked is None or errors:
        variant.refused = errors[0].message if errors else "not a mission"
        return variant
    variant.scenario, variant.text = checked, text
    return variant


def grid(sc: Scenario, axes: Sequence[Axis], max_variants: int,
         made: Callable[[int, int], None] | None = None) -> list[Variant]:
    """The mission as it is, then every combination of the axes' choices (in the order
    given, the last axis varying fastest), each once: a combination that gives the same
    mission text as an earlier one (rounds=12 on a 12-round mission) is left out."""
    combos = list(itertools.product(*(a.choices for a in axes)))
    if len(combos) > max_variants:
        sizes = " x ".join(str(len(a.choices)) for a in axes)
        raise BadInput(f"--vary: {sizes} = {len(combos)} variants; a sweep plays at most "
                       f"{max_variants} (balance.yaml sweep_max_variants)")
    variants = [make_variant(sc, ())]
    seen = {variants[0].text}
    for i, combo in enumerate(combos):
        edits = tuple(e for e in combo if e is not None)
        variant = make_variant(sc, edits)
        if made:
            made(i + 1, len(combos))
        if variant.refused is None and variant.text in seen:
            continue
        seen.add(variant.text)
        variants.append(variant)
    return variants
