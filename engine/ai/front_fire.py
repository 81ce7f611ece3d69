"""The fire that gathers on the unit in front, in a close fight (issue 32; `front_danger`).

Traced on the Boot Camp at Little Harrow (docs/ai.md, "The unit in front"): in a meeting
brawl a unit went forward alone, five or six cells, to a cell where the enemies it saw
could reach it, and died there in the enemy's next side-turn (blue's 2nd Squad at (5, 3)
against the garrison, red's squads beside blue's tank, red's Red Squad against the
search script). The danger map (engine/ai/danger.py) shares each enemy's threat among
all our units within its reach, as if the enemy fired at random; so the more of our
units an enemy reaches, the safer the cell in front of them looks. But an enemy shoots
what is in front of it: the rules' patrol shot (A9) goes to the nearest seen ground unit
in its zone, and a shooter that moves first reaches the nearest target with the least of
its AP and the most left to fire.

So, once a seen armed enemy stands within `engage_distance` of one of the side's ground
units and the side is not attacking a defence (the same close fight as
unseen_ground.py's `fight_hidden_ground`), a ground unit ending its move on a cell
strictly nearer an enemy than every other ground unit of its side counts that enemy's
threat whole, not shared: `front_danger` times the difference between the whole (1, a
patrol shot `patrol_danger`) and the share the map gave it. Only the side's own units,
the enemies it sees or remembers (the map's threats) and the public rules are read.
0: off.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from engine.ai.danger import DangerTerms
from engine.grid import Cell

INF_DIST = 1 << 30


def close_fight(own: Iterable[Cell], enemies: Iterable[tuple[Cell | None, bool]],
                distance: Callable[[Cell, Cell], int], reach: int,
                against_defence: bool) -> bool:
    """A seen armed enemy (`enemies`: where each stands, whether it is armed) within
    `reach` (`engage_distance`) of one of the side's ground units (`own`), the side not
    attacking a defence: an attacker must go into the ground its defence holds (the
    wave, the probe and the stage see to how)."""
    if against_defence:
        return False
    cells = list(own)
    return any(armed and at is not None and distance(here, at) <= reach
               for at, armed in enemies for here in cells)


def front_extra(terms: DangerTerms, shares: tuple[float, ...], ground: list[Cell],
                mover: Cell | None,
                distance: Callable[[Cell, Cell], int], patrol_whole: float,
                weight: float) -> Callable[[Cell], float]:
    """The raw damage a unit now at `mover` adds to a cell's danger for being in front:
    for each threat covering the cell, when the cell is strictly nearer its enemy than
    every other of our ground units (`ground`, the mover's own cell left out), `weight`
    times the whole of the threat less the share the map counted (`shares`)."""
    slots = terms.slots
    cell_terms = terms.terms
    others = list(ground)
    if mover is not None and mover in others:
        others.remove(mover)
    nearest: dict[int, int] = {}  # slot -> the distance of our nearest other ground unit

    def extra(cell: Cell) -> float:
        found = cell_terms.get(cell)
        if not found or not shares:
            return 0.0
        total = 0.0
        for slot, value in found:
            patrol, centre, _ = slots[slot]
            other = nearest.get(slot)
            if other is None:
                other = nearest[slot] = min((distance(centre, c) for c in others),
                                            default=INF_DIST)
            if distance(centre, cell) < other:
                whole = patrol_whole if patrol else 1.0
                total += max(0.0, whole - shares[slot]) * value
        return weight * total
    return extra
