"""What every mission kind is made of (DESIGN.md, "Mission events"): the `Kind` record
and the helpers the kinds' modules share.

A kind (a trigger or an action) is one module of `engine.scenario.kinds` holding its
record (a dataclass), its schema fragment, how it is read from and written to the file,
and its semantic checks. The rules (`engine.rules.events`) register its run hook and the
editor (`editor/docks/event_kinds.py`) its label, form and text, each keyed by the kind's
name; `tests/test_mission_kinds.py` fails when a kind lacks one of them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import field
from typing import TYPE_CHECKING, Any

from engine.records import record

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import MissionChecks

Cell = tuple[int, int]
# An `area:` value: the id of a named area, or a list of cells.
AreaRef = str | list[Cell]
PathT = tuple[str | int, ...]
ALL_SIDES = "all"
DRAW = "draw"
# A unit entry from file data and back (engine.scenario.model's, handed in by the caller).
UnitCodec = Callable[[Any], Any]
Check = Callable[["MissionChecks", PathT, Any], None]


@record(frozen=True)
class Kind:
    """One trigger or action kind: `name` is its key in the file.

    `parse(body, unit_from_data)` builds the record from schema-valid data and
    `write(record, unit_data)` gives the body back in the file's key order. A `flat` kind
    (`round`) has no body of its own: its keys sit beside the kind's key, so `parse` and
    `write` see the whole trigger. `schema` is the JSON schema of the body (of a flat
    kind: of each of its keys), which scripts/schema_kinds.py writes into
    schemas/scenario.schema.json. `check(checker, path, body)` reports semantic problems
    (path: where the body is); `declare` runs over every action of the file before any
    check (a reinforcement's unit ids, which triggers and withdrawals may name).
    """

    name: str
    record: type
    schema: dict[str, Any]
    parse: Callable[[Any, UnitCodec | None], Any]
    write: Callable[[Any, UnitCodec | None], Any]
    check: Check | None = None
    flat: bool = False
    declare: Check | None = None
    # the file's lines of an action, when not one flow line (reinforce: a unit a line)
    lines: Callable[[Any], list[str]] | None = None
    # an `area: old` of the record is renamed `new` (nested records included)
    rename_area: Callable[[Any, str, str], None] | None = None
    # replay event types the action's run hook writes (each has a log sentence)
    emits: tuple[str, ...] = ()
    # a trigger that holds others in its `triggers` list (all, any): a node of the tree
    nests: bool = False
    # the body's keys that hold a text a player reads (a string or a map of languages)
    texts: tuple[str, ...] = ()


def cell(value: Any) -> Cell:
    return (int(value[0]), int(value[1]))


def parse_area_ref(value: Any) -> AreaRef:
    return value if isinstance(value, str) else [cell(c) for c in value]


def area_ref_data(area: AreaRef) -> Any:
    return area if isinstance(area, str) else [list(c) for c in area]


def drop_none(d: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in d.items() if v is not None}


ID = {"$ref": "#/$defs/id"}
AREA_REF = {"$ref": "#/$defs/area_ref"}


# What an objective asks of its side (the AI reads it instead of the kind's name):
HOLD = "hold"        # last out its `round`: the side wins by not losing
CONVOY = "convoy"    # bring its own `units` into its area
TARGET = "target"    # destroy the enemy `unit`
ROLES = (HOLD, CONVOY, TARGET)


@record
class Objective:
    """One victory objective (`victory: objectives:`): every kind's record. Each kind
    reads and writes only its own keys (its `ObjectiveKind.parse`/`write`)."""

    kind: str
    side: str
    round: int | None = None
    unit: str | None = None
    units: list[str] = field(default_factory=list)
    area: list[Cell] = field(default_factory=list)
    by_round: int | None = None
    # The id of a named area (`areas:`) when the file names one instead of listing cells.
    area_id: str | None = None


def objective_area(o: Objective, data: dict[str, Any]) -> None:
    """Read an objective's `area:` (a named area's id, or cells) into `o`."""
    value = data.get("area")
    if isinstance(value, str):
        o.area_id = value
    else:
        o.area = [cell(c) for c in value or []]


def objective_area_data(o: Objective) -> dict[str, Any]:
    """The `area:` key of an objective (absent when it names none)."""
    if o.area_id is not None:
        return {"area": o.area_id}
    return {"area": [list(c) for c in o.area]} if o.area else {}


@record(frozen=True)
class ObjectiveKind:
    """One victory objective kind (`victory: objectives:`, A12): `name` is its `kind:`.

    `parse(data)` builds the `Objective` from schema-valid data and `write(objective)`
    gives its keys back in the file's order (`kind`, `side`, then the kind's own).
    `schema` is the JSON schema of an objective of the kind (the `then` of the schema's
    `if kind`); `check(checker, path, objective, side_ok)` the semantic checks beyond the
    side and the rounds every objective gets; `survives(objective, dropped_unit_ids, keep)`
    a map resize: it trims the objective in place (`keep(cell)` is the cell after the
    resize, None when cut off) and says False when its subject is gone. `role` (one of
    ROLES) is what it asks of its side, and `concerns(objective)` the units it names, which
    the AI reads instead of the kind's name. The rules (`engine.rules.victory`) register
    its run hook, the editor (`editor/docks/objective_kinds.py`) its label, form and line.
    """

    name: str
    schema: dict[str, Any]
    parse: Callable[[dict[str, Any]], Objective]
    write: Callable[[Objective], dict[str, Any]]
    role: str
    concerns: Callable[[Any], tuple[str, ...]] = lambda o: ()
    check: Callable[..., None] | None = None
    survives: Callable[[Any, set[str], Callable[[Cell], Cell | None]], bool] | None = None
