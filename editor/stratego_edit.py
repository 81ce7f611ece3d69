"""Editing a `ruleset: stratego` scenario (RULES.md B, Stratego): pieces left per side, the
deployment zones and lakes on the map, and a random legal deployment as one undo step.

The rules (pieces, counts, zones, lakes) are the engine's (`engine.rulesets.stratego.game`); this module
only reads them for the palette, the map view and the edits.
"""

from __future__ import annotations

import copy
import random
from collections import Counter

from PySide6.QtGui import QColor

from editor.commands import ReplaceScenarioCommand
from editor.document import ScenarioDocument
from engine.grid import Cell
from engine.rulesets.stratego.game import deploy_order, random_deployment, stratego_rules
from engine.scenario.model import Scenario

ZONE_ALPHA = 70
LAKE_COLOR = QColor(30, 80, 200, 90)


def is_stratego(scenario: Scenario) -> bool:
    return scenario.ruleset == "stratego"


def zone_rows(scenario: Scenario, side: str) -> tuple[int, int] | None:
    """The rows the side deploys in, or None when the scenario is not a Stratego board of
    two sides."""
    order = deploy_order(scenario)
    if len(order) != 2 or side not in order:
        return None
    return stratego_rules().zone_rows(order, side)


def zone_cells(scenario: Scenario, side: str) -> set[Cell]:
    rules = stratego_rules()
    rows = zone_rows(scenario, side)
    if rows is None:
        return set()
    return {(c, r) for r in range(rows[0], rows[1] + 1) for c in range(rules.width)
            if (c, r) not in rules.lakes}


def pieces_left(scenario: Scenario, side: str) -> dict[str, int]:
    """Per piece type, how many more the side may place (negative: too many)."""
    placed = Counter(u.type for u in scenario.units if u.side == side)
    return {kind: piece.count - placed[kind] for kind, piece in stratego_rules().pieces.items()}


def stratego_overlay(scenario: Scenario) -> dict[Cell, tuple[QColor, str]]:
    """Each side's deployment zone in its colour, the lakes in blue."""
    overlay: dict[Cell, tuple[QColor, str]] = {}
    for side in scenario.sides:
        color = QColor(side.color or "#8a8a8a")
        color.setAlpha(ZONE_ALPHA)
        for cell in zone_cells(scenario, side.id):
            overlay[cell] = (color, "")
    for cell in stratego_rules().lakes:
        overlay[cell] = (LAKE_COLOR, "")
    return overlay


def placement_problem(scenario: Scenario, piece_type: str, side: str, cell: Cell) -> str | None:
    """Why a piece may not be placed there (zone, lake, count), or None."""
    rules = stratego_rules()
    if piece_type not in rules.pieces:
        return (f"'{piece_type}' is not a Stratego piece; choose one of the palette's "
                "Stratego pieces")
    if cell in rules.lakes:
        return f"{list(cell)} is a lake"
    if cell not in zone_cells(scenario, side):
        rows = zone_rows(scenario, side)
        where = f"rows {rows[0]}-{rows[1]}" if rows else "its zone"
        return f"{side} deploys in {where}"
    if pieces_left(scenario, side)[piece_type] <= 0:
        return f"{side} has no {piece_type} left to place"
    return None


def randomly_deploy(doc: ScenarioDocument, side: str, rng: random.Random | None = None
                    ) -> str | None:
    """Replace the side's pieces with a random legal deployment of its zone, as one undo
    step; returns a refusal to show, or None."""
    scenario = doc.scenario
    rows = zone_rows(scenario, side)
    if not is_stratego(scenario) or rows is None:
        return "random deployment needs a Stratego scenario with two sides"
    others = [u for u in scenario.units if u.side != side]
    taken = {u.id for u in others}
    prefix = side[:1] or "p"
    while any(uid.startswith(prefix) for uid in taken):
        prefix += side[len(prefix):len(prefix) + 1] or "x"
    after = copy.deepcopy(scenario)
    after.units = [*copy.deepcopy(others),
                   *random_deployment(side, rows, rng or random.Random(), prefix=prefix)]
    doc.undo_stack.push(ReplaceScenarioCommand(doc, after, f"Random deployment for {side}"))
    return None
