"""Editing a scenario whose ruleset sets up pieces in zones (`Ruleset.setup`, e.g.
Stratego, RULES.md B): the zones and lakes drawn on the map, placement checks, and a
random legal deployment as one undo step.

The rules (pieces, counts, zones, lakes) are the ruleset's (`engine.ruleset.PieceSetup`);
this module only colours them and turns them into undo commands.
"""

from __future__ import annotations

import copy
import random

from PySide6.QtGui import QColor

from editor.commands import ReplaceScenarioCommand
from editor.document import ScenarioDocument
from engine.grid import Cell
from engine.ruleset import WATER, PieceSetup, UnknownRuleset, ruleset_of
from engine.scenario.model import Scenario

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
        return "random deployment needs a ruleset whose sides set up pieces in zones"
    pieces = setup.random_deployment(scenario, side, rng or random.Random())
    if isinstance(pieces, str):
        return pieces
    after = copy.deepcopy(scenario)
    after.units = [*copy.deepcopy([u for u in scenario.units if u.side != side]), *pieces]
    doc.undo_stack.push(ReplaceScenarioCommand(doc, after, f"Random deployment for {side}"))
    return None
