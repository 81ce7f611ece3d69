"""The editor's part of each victory objective kind (engine/scenario/kinds/): its name in
the editor's language, the fields of its form, the objective a new one starts as and its
line in the objectives list. The objectives dock (editor/docks/objectives.py) builds a
kind's page from its `fields`, a row or two per field from its `FIELDS`;
tests/test_mission_kinds.py fails when a kind of the engine lacks an entry, or names a
field the dock cannot build or the record does not hold.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from engine.scenario.kinds import OBJECTIVES
from engine.scenario.model import Objective, Scenario

translate = QCoreApplication.translate


@dataclass(frozen=True)
class ObjectiveEditorKind:
    name: str
    label: Callable[[], str]
    # the list's line; `cells` is the objective's area count in words ("3 cells")
    summary: Callable[[Objective, str], str]
    # the record's fields its form shows, in order (the dock's FIELDS build them)
    fields: tuple[str, ...]
    # a new objective with valid defaults, or why there can be none yet (shown as refused)
    new: Callable[[Scenario], Objective | str]


def _new_escort(s: Scenario) -> Objective | str:
    side = next((x.id for x in s.sides if any(u.side == x.id for u in s.units)), None)
    if side is None:
        return translate("ObjectivesEditor",
                         "Place a unit first: an escort objective names units to escort")
    unit = next(u for u in s.units if u.side == side)
    return Objective(kind="escort", side=side, units=[unit.id], area=[], by_round=s.rounds)


def _new_kill(s: Scenario) -> Objective | str:
    pair = next(((x.id, u.id) for x in s.sides for u in s.units if u.side != x.id), None)
    if pair is None:
        return translate("ObjectivesEditor",
                         "Place an enemy unit first: a kill objective names its target")
    return Objective(kind="kill_unit", side=pair[0], unit=pair[1])


EDITOR_OBJECTIVES: dict[str, ObjectiveEditorKind] = {k.name: k for k in (
    ObjectiveEditorKind(
        "hold_until", lambda: translate("Objectives", "Hold until a round"),
        lambda o, cells: translate("Objectives", "{side} holds out until round {round}").format(
            side=o.side, round=o.round),
        ("round",), lambda s: Objective(kind="hold_until", side=s.first_side, round=s.rounds)),
    ObjectiveEditorKind(
        "escort", lambda: translate("Objectives", "Escort units to an area"),
        lambda o, cells: translate(
            "Objectives", "{side} escorts {units} to {cells} by round {round}").format(
            side=o.side, units=", ".join(o.units) or "?", cells=cells or len(o.area),
            round=o.by_round),
        ("units", "area", "by_round"), _new_escort),
    ObjectiveEditorKind(
        "kill_unit", lambda: translate("Objectives", "Kill a unit"),
        lambda o, cells: translate("Objectives", "{side} kills {unit}").format(
            side=o.side, unit=o.unit or "?"),
        ("unit",), _new_kill),
)}


def objective_kind_labels() -> dict[str, str]:
    """The kinds as the Add combo shows them (built when used: in the chosen language)."""
    return {name: EDITOR_OBJECTIVES[name].label() for name in OBJECTIVES}


def objective_summary(o: Objective, cells: str = "") -> str:
    """One line for the list; `cells` is the escort area's count in words ("3 cells")."""
    kind = EDITOR_OBJECTIVES.get(o.kind)
    return kind.summary(o, cells) if kind is not None else f"{o.kind} ({o.side})"
