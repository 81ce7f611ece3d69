"""The fairness check's shortcuts (tests/engine/ai/test_ai_fairness.py): the same answers
as the plain ways, for less. `SeenCells`, the side's seen cells compared by the eyes that
see them first; `redrawn`, the perturbation's picture of a map drawn without
`random.choice`'s calls (tests/engine/ai/test_ai_fairness_shared.py holds both)."""

from __future__ import annotations

import random
from typing import Any

from engine.grid import Cell
from engine.rules import vision


class SeenCells:
    """The cells the side sees (`game.visible_cells`), equal to another game's as their
    sets are, worked out only to tell: on one map, the same eyes (`vision.observers`:
    each one's cell, reach and kind) and revealed cells see the same cells (A8; the
    function `vision.visible_cells` is of them alone), and most checked decisions never
    ask for the cells (view.py `visible`), a big map's 3,000 twice: a sixth of Grey
    Meadow's check. Other eyes: the cells are compared (they may still be the same)."""

    def __init__(self, game: Any, side: str) -> None:
        self.game, self.side = game, side

    def eyes(self) -> tuple[Any, ...]:
        state = self.game.state
        return (state.grid, vision.observers(state, self.side),
                vision.revealed_cells(state, self.side))

    def cells(self) -> set[Cell]:
        return self.game.visible_cells(self.side)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SeenCells) and (
            self.eyes() == other.eyes() or self.cells() == other.cells())

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"SeenCells({sorted(self.cells())})"


def redrawn(terrain: list[list[str]], letters: list[str], dice: random.Random,
            share: float) -> list[list[str]]:
    """`[[dice.choice(letters) if dice.random() < share else ch for ch in row] for row in
    terrain]`, the same draws (`random.choice` is `letters[dice._randbelow(n)]`: a
    draw of n's bit length, again while it is n or more), without the two Python calls
    of `choice` a cell: a big map draws for every one of its 16,384 cells at every
    checked decision (test_the_map_is_redrawn_as_by_choice)."""
    draw, bits = dice.random, dice.getrandbits  # read once
    n = len(letters)
    k = n.bit_length()
    out = []
    for row in terrain:
        new: list[str] = []
        add = new.append
        for ch in row:
            if draw() < share:
                r = bits(k)
                while r >= n:
                    r = bits(k)
                ch = letters[r]
            add(ch)
        out.append(new)
    return out
