"""Editing a scenario whose ruleset sets up pieces in zones (`Ruleset.setup`, e.g.
Stratego, RULES.md B): the zones and lakes drawn on the map, placement checks, and a
random legal deployment as one undo step.

The rules (pieces, counts, zones, lakes) are the ruleset's (`engine.ruleset.PieceSetup`);
this module only colours them and turns them into undo commands.
"""

from __future__ import annotations

import copy
import random

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from editor.document.commands import AddThingsCommand, ReplaceScenarioCommand
from editor.document.scenario_document import ScenarioDocument
from engine.grid import Cell
from engine.ruleset import WATER, PieceSetup, UnknownRuleset, ruleset_of
from engine.scenario.model import Scenario, Unit

translate = QCoreApplication.translate

ZONE_ALPHA = 70
LAKE_COLOR = QColor(30, 80, 200, 90)


def piece_setup(scenario: Scenario) -> PieceSetup | None:
    """The scenario's piece set-up rules, or None (units from the catalog, no zones; also
    for a ruleset this engine does not know, which validation reports)."""
    try:
        return ruleset_of(scenario).setup
    except UnknownRuleset:
        return None


def setup_overlay(scenario: Scenario) -> dict[Cell, tuple[QColor, str]]:
    """Each side's deployment zone in its colour, the lakes in blue; empty when the
    ruleset has no zones."""
    setup = piece_setup(scenario)
    if setup is None:
        return {}
    colors: dict[str, QColor] = {}
    for side in scenario.sides:
        color = QColor(side.color or "#8a8a8a")
        color.setAlpha(ZONE_ALPHA)
        colors[side.id] = color
    return {cell: (LAKE_COLOR if owner == WATER else colors.get(owner, LAKE_COLOR), "")
            for cell, owner in setup.overlay(scenario).items()}


def placement_problem(scenario: Scenario, unit_type: str, side: str, cell: Cell) -> str | None:
    """Why the ruleset refuses that piece there (zone, lake, count), or None."""
    setup = piece_setup(scenario)
    return None if setup is None else setup.placement_problem(scenario, unit_type, side, cell)


def randomly_deploy(doc: ScenarioDocument, side: str, rng: random.Random | None = None
                    ) -> str | None:
    """Replace the side's pieces with a random legal deployment of its zone, as one undo
    step; returns a refusal to show, or None."""
    scenario = doc.scenario
    setup = piece_setup(scenario)
    if setup is None:
        return translate("PieceSetup", "random deployment needs a ruleset whose sides set up "
                                       "pieces in zones")
    pieces = setup.random_deployment(scenario, side, rng or random.Random())
    if isinstance(pieces, str):
        return pieces
    after = copy.deepcopy(scenario)
    after.units = [*copy.deepcopy([u for u in scenario.units if u.side != side]), *pieces]
    doc.undo_stack.push(ReplaceScenarioCommand(
        doc, after, translate("PieceSetup", "Random deployment for {side}").format(side=side)))
    return None


def fill_deployment(doc: ScenarioDocument, side: str, rng: random.Random | None = None
                    ) -> str | None:
    """Deal the side's pieces not yet placed at random onto the free squares of its zone,
    keeping the pieces placed by hand, as one undo step; returns a refusal, or None. New
    ids follow the board order of their squares, so they tell no rank (RULES.md B)."""
    scenario = doc.scenario
    setup = piece_setup(scenario)
    if setup is None:
        return translate("PieceSetup", "random deployment needs a ruleset whose sides set up "
                                       "pieces in zones")
    left = [kind for kind, n in setup.pieces_left(scenario, side).items() for _ in range(n)]
    if not left:
        return translate("PieceSetup", "{side} has every piece placed already; use Replace all "
                                       "to deal them anew").format(side=side)
    taken = {u.at for u in scenario.units if u.at is not None}
    free = sorted(cell for cell, owner in setup.overlay(scenario).items()
                  if owner == side and cell not in taken)
    if len(free) < len(left):
        return translate("PieceSetup", "the zone of {side} has {free} free square(s) for {left} "
                                       "piece(s) left; clear some squares or use Replace "
                                       "all").format(side=side, free=len(free), left=len(left))
    rng = rng or random.Random()
    rng.shuffle(left)
    cells = sorted(rng.sample(free, len(left)), key=lambda c: (c[1], c[0]))
    prefix = (side[:1] or "p").lower()
    used = {u.id for u in scenario.units}
    units: list[Unit] = []
    n = 1
    for kind, cell in zip(left, cells, strict=True):
        while f"{prefix}{n:02d}" in used:
            n += 1
        used.add(f"{prefix}{n:02d}")
        units.append(Unit(id=f"{prefix}{n:02d}", type=kind, side=side, at=cell))
    doc.undo_stack.push(AddThingsCommand(
        doc, units=units, text=translate("PieceSetup", "Fill the deployment of {side}").format(
            side=side)))
    return None
