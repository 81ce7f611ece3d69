"""The editor's part of each victory objective kind (engine/scenario/kinds/): its name in
the editor's language and its line in the objectives list. Its page of fields and the
objective a new one starts as are the `ObjectivesEditor.PARTS` of editor/docks/objectives.py;
tests/test_mission_kinds.py fails when a kind of the engine lacks either.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from engine.scenario.kinds import OBJECTIVES
from engine.scenario.model import Objective

translate = QCoreApplication.translate


@dataclass(frozen=True)
class ObjectiveEditorKind:
    name: str
    label: Callable[[], str]
    # the list's line; `cells` is the objective's area count in words ("3 cells")
    summary: Callable[[Objective, str], str]


EDITOR_OBJECTIVES: dict[str, ObjectiveEditorKind] = {k.name: k for k in (
    ObjectiveEditorKind(
        "hold_until", lambda: translate("Objectives", "Hold until a round"),
        lambda o, cells: translate("Objectives", "{side} holds out until round {round}").format(
            side=o.side, round=o.round)),
    ObjectiveEditorKind(
        "escort", lambda: translate("Objectives", "Escort units to an area"),
        lambda o, cells: translate(
            "Objectives", "{side} escorts {units} to {cells} by round {round}").format(
            side=o.side, units=", ".join(o.units) or "?", cells=cells or len(o.area),
            round=o.by_round)),
    ObjectiveEditorKind(
        "kill_unit", lambda: translate("Objectives", "Kill a unit"),
        lambda o, cells: translate("Objectives", "{side} kills {unit}").format(
            side=o.side, unit=o.unit or "?")),
)}


def objective_kind_labels() -> dict[str, str]:
    """The kinds as the Add combo shows them (built when used: in the chosen language)."""
    return {name: EDITOR_OBJECTIVES[name].label() for name in OBJECTIVES}


def objective_summary(o: Objective, cells: str = "") -> str:
    """One line for the list; `cells` is the escort area's count in words ("3 cells")."""
    kind = EDITOR_OBJECTIVES.get(o.kind)
    return kind.summary(o, cells) if kind is not None else f"{o.kind} ({o.side})"
