"""Setting up a Stratego board in the editor (RULES.md B, Stratego): the pieces each side
places, the deployment zones and lakes to draw, why a placement is refused, and a random
legal deployment. Pure data: the editor colours the zones and pushes the undo commands."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from engine.grid import Cell
from engine.ruleset import WATER
from engine.rulesets.stratego.game import HIDDEN, deploy_order, random_deployment, stratego_rules
from engine.scenario.model import Scenario, Unit


def zone_rows(scenario: Scenario, side: str) -> tuple[int, int] | None:
    """The rows the side deploys in, or None when the scenario is not a board of two
    sides."""
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


class StrategoSetup:
    """`engine.ruleset.PieceSetup` for Stratego."""

    def pieces(self) -> dict[str, int]:
        return {kind: piece.count for kind, piece in stratego_rules().pieces.items()}

    def symbols(self) -> dict[str, str]:
        out = {kind: piece.symbol for kind, piece in stratego_rules().pieces.items()}
        out[HIDDEN] = "?"
        return out

    def overlay(self, scenario: Scenario) -> dict[Cell, str]:
        cells: dict[Cell, str] = {}
        for side in scenario.sides:
            for cell in zone_cells(scenario, side.id):
                cells[cell] = side.id
        for cell in stratego_rules().lakes:
            cells[cell] = WATER
        return cells

    def pieces_left(self, scenario: Scenario, side: str) -> dict[str, int]:
        placed = Counter(u.type for u in scenario.units if u.side == side)
        return {kind: count - placed[kind] for kind, count in self.pieces().items()}

    def placement_problem(self, scenario: Scenario, piece_type: str, side: str,
                          cell: Cell) -> str | None:
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
        if self.pieces_left(scenario, side)[piece_type] <= 0:
            return f"{side} has no {piece_type} left to place"
        return None

    def random_deployment(self, scenario: Scenario, side: str,
                          rng: random.Random) -> list[Unit] | str:
        rows = zone_rows(scenario, side)
        if rows is None:
            return "random deployment needs a Stratego scenario with two sides"
        taken = {u.id for u in scenario.units if u.side != side}
        prefix = side[:1] or "p"
        while any(uid.startswith(prefix) for uid in taken):
            prefix += side[len(prefix):len(prefix) + 1] or "x"
        return random_deployment(side, rows, rng, prefix=prefix)

    def describe(self, unit: Mapping[str, Any]) -> str:
        rank = unit.get("rank")
        return (f"{unit['id']}: {unit['type']}" + (f", rank {rank}" if rank else "")
                + f" at {list(unit['at'])}")
