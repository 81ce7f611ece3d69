"""The fire that gathers on the unit in front, in contact (issue 32; `front_danger`).

Traced on the Boot Camp at Little Harrow (docs/ai-log.md, "The unit in front"): in a meeting
brawl the AI's units went forward one by one, with no shot, to cells nearer the enemy
than any friend, and the enemy's next side-turn gathered on them (red's squads beside
blue's tank against the garrison, blue's rifles against it from round 2 on). The danger
map (engine/ai/knowledge/danger.py) shares each enemy's threat among all our units within its
reach, as if the enemy fired at random; so the more of our units an enemy reaches, the
safer the cell in front of them looks. But an enemy shoots what is in front of it: the
rules' patrol shot (A9) goes to the nearest seen ground unit in its zone, and a shooter
that moves first reaches the nearest target with the least of its AP and the most left
to fire.

So, once the next side-turn's threat of an enemy the side sees or remembers reaches one
of its ground units (`in_contact`) and the side is not attacking a defence (an attacker
must go into the ground its defence holds), a ground unit ending its move where it has
no shot, on a cell strictly nearer an enemy than every other ground unit of its side,
loses more there: that enemy's threat counted whole, `front_danger` times the difference
between the whole (1; a patrol shot `patrol_danger`) and the share the map gave it
(view_danger.py `front_loss_of`, weighed in cell_scores.py). A unit that fires from
the cell trades shots and is left alone. Not for a side that defends (it wins by not
losing: its ground is the points and lines it holds, and the knob had it give them up,
the Marsh Road's fens from the north hamlet and Vell's rearguard from the baggage's
road), nor for an enemy whose fire is indirect or bursts (blast): it falls on any unit
its side sees and on the cells around, so a unit kept behind another is no safer (the
fens kept behind one another were taken two to a bomb); docs/ai-log.md, "The unit in front,
narrowed". Only the side's own units, the threats of its danger map, the objectives and
the public rules are read. 0: off.

`close_fight` is the close fight of unseen_ground.py's `fight_hidden_ground` (a seen
armed enemy within `engage_distance`), kept here beside it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from engine.ai.knowledge.danger import DangerTerms
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


def in_contact(ground: Iterable[Cell], danger: Mapping[Cell, tuple[float, int]]) -> bool:
    """The next side-turn's threat of some enemy (the danger map's: seen or remembered)
    reaches one of the side's ground units (`ground`: where they stand)."""
    return any(danger.get(cell, (0.0, 0))[1] > 0 for cell in ground)


def front_extra(terms: DangerTerms, shares: tuple[float, ...], ground: list[Cell],
                mover: Cell | None,
                distance: Callable[[Cell, Cell], int], patrol_whole: float,
                weight: float) -> Callable[[Cell], float]:
    """The raw damage a unit now at `mover` adds to a cell's danger for being in front:
    for each threat covering the cell, when the cell is strictly nearer its enemy than
    every other of our ground units (`ground`, the mover's own cell left out), `weight`
    times the whole of the threat less the share the map counted (`shares`)."""
    slots, spread = terms.slots, terms.spread
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
            if slot in spread:  # indirect or blast fire: not at the unit in front
                continue
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
