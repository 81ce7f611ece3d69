"""The side's loss, not the mover's: the friends a move leaves under the enemy's fire
(issue 32, traced at Boot Camp), a part of the player's moves (engine/ai/planner/moves.py
`Planner.cell_score`, engine/ai/planner/cell_scores.py).

One enemy shoots one target: its next side-turn's threat is shared among our units
within its reach, its patrol shot (A9) among our ground units in its zone (danger.py).
A unit that steps out of a slot does not take the enemy's shot away: it falls, shared
among fewer, on the friends still there. A cell's score counted the mover's own loss
only, so each unit in turn left the zones it stood in, the sturdiest first, and the last
ones in them took every shot (Boot Camp, red's tank in round 1: beside blue's tank and
2nd Squad with Brown Squad, 6 HP, and the sapper, it drove to the corner; staying, it
won both of the bench's games). With `shared_fire_weight` on, a ground unit's cell also
counts that share of the change in its ground friends' expected loss (each on the cell
it stands on now, as the map's shares are read) that its leaving or joining the slots
makes: a tank in front of a squad keeps the enemy's fire on itself where the squad
would lose more; a squad leaving a tank beside the enemy loses nothing by it. Only the
rise counts: a unit leaving makes the shot fall on the friends still there whatever
target the enemy picks, but one joining takes it off them only if the enemy shoots by
lot, and an enemy picks (the weakest, the best shot): no unit is sent into fire as a
shield by this term.

Narrowed (stop 53, `shared_fire_patrol_only`, `shared_fire_answer`): on the big missions
the term moved units where it was not the Boot Camp's case, a squad leaving a next
side-turn's reach of 8 to 10 cells shared by eight friends (the Eagle's Nest), a mortar,
with no direct fire, kept beside a truck in a rocket launcher's patrol zone (Kessel). With
the knobs on only the enemy's patrol shots count, falling at the end of this side-turn on
whoever is still in the zone, and only enemies the mover could fire on from where it
stands (leaving, it takes its answer from its friends too) and friends with fewer HP left
than it (the Boot Camp's blue against the flanker: a 1-HP squad kept beside its tank in a
patrol zone only died in its place).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.ai.view import SideView, Unit
from engine.grid import Cell

Key = tuple[int, ...]


def counted(view: SideView, unit: Unit, slot: tuple[bool, Cell, int]) -> bool:
    """Whether the slot's shot counts under the narrowing knobs: `shared_fire_patrol_only`,
    only an enemy's patrol shot (A9: it falls at the end of this side-turn, on whoever is
    still in the zone; a next side-turn's threat, shared among all in a wide reach, is
    not the mover's to keep); `shared_fire_answer`, only an enemy the mover could fire on
    from where it stands with a direct weapon (it leaves its friends without its answer
    too: a tank beside a squad, not a mortar beside a truck); under it, too, only friends
    weaker than the mover count (`friends_loss_change`)."""
    cfg = view.cfg
    patrol, centre, _ = slot
    if cfg.shared_fire_patrol_only and not patrol:
        return False
    if not cfg.shared_fire_answer:
        return True
    here = unit.at
    t = unit.unit_type
    if here is None or t.has("no_patrol") or not t.has_direct_fire:
        return False
    d = view.grid.distance(here, centre)
    return any(e.at == centre and not e.flying and any(
        w.fire == "direct" and w.min_range <= d <= w.max_range and view.can_hit(t, w, e)
        for w in t.weapons) for e in view.enemies)


def friends_loss_change(view: SideView, unit: Unit) -> Callable[[Cell], float] | None:
    """The rise (never a fall) in the expected loss (value shares, as `loss_of`) of the
    unit's ground friends when it ends its move on a cell instead of where it stands,
    times `shared_fire_weight`; None when that is 0 everywhere (the knob off, a unit in flight
    or off the map, no friend under an enemy's fire)."""
    cfg = view.cfg
    weight = cfg.shared_fire_weight
    here = unit.at
    if weight <= 0 or here is None or unit.flying or unit.unit_type.is_aircraft:
        return None
    view.loss_of(unit)  # the ground map read, its terms and shares with it
    read = view.terms_read("ground")
    if read is None:
        return None
    terms, shares = read
    counts = terms.counts
    # under `shared_fire_answer`, only friends with fewer HP left than the mover: a
    # weaker unit staying only dies in their place (the patrol shot picks fewer HP)
    weaker = unit.hp if cfg.shared_fire_answer else None
    friends = [(c, f) for c, f in view.own_cells.items()
               if f.id != unit.id and not f.flying and terms.terms.get(c)
               and (weaker is None or f.hp < weaker)]
    if not friends or len(counts) != len(shares):
        return None
    # only the slots that reach a friend change a friend's loss
    # (slot, where its enemy stands, its row, its reach), as danger.py counts a slot's units
    slots = [(i, terms.slots[i][1], terms.slots[i][1][1], terms.slots[i][2])
             for i in sorted({slot for c, _ in friends for slot, _ in terms.terms[c]})
             if counted(view, unit, terms.slots[i])]
    if not slots:
        return None
    dist = view.grid.distance
    keys: dict[Cell, Key] = {}

    def member(cell: Cell) -> Key:
        key = keys.get(cell)
        if key is None:
            row = cell[1]
            key = keys[cell] = tuple(i for i, centre, r0, reach in slots
                                     if -reach <= row - r0 <= reach
                                     and dist(centre, cell) <= reach)
        return key

    cover_at = view.cover_reader()
    least, bonus = view.rules.min_damage, cfg.kill_bonus
    mines = view.side_mines
    values = {f.id: view.unit_value(f) for _, f in friends}

    def side_loss(now: tuple[float, ...]) -> float:
        total = 0.0
        for c, f in friends:
            cell_terms = terms.terms[c]
            raw = 0.0
            for slot, value in cell_terms:
                raw += now[slot] * value
            count = len(cell_terms)
            mine = view.mine_damage if c in mines else 0
            dmg = max(count * least, raw - count * cover_at(c)) + mine
            share = min(f.hp, dmg) / max(1, f.max_hp)
            if dmg >= f.hp:
                share += bonus
            total += share * values[f.id]
        return total

    base_key = member(here)
    base = side_loss(shares)
    patrol_share = cfg.patrol_danger
    found: dict[Key, float] = {base_key: 0.0}

    def change(cell: Cell) -> float:
        key = member(cell)
        known = found.get(key)
        if known is not None:
            return known
        moved = list(counts)
        for i in base_key:
            moved[i] -= 1
        for i in key:
            moved[i] += 1
        now = tuple(patrol_share / max(1, n) if patrol else 1.0 / max(1, n)
                    for (patrol, _, _), n in zip(terms.slots, moved, strict=True))
        # only what the friends lose more: joining a slot takes no shot off them, the
        # enemy picks its target (the weakest, the best shot), not one by lot
        found[key] = value = weight * max(0.0, side_loss(now) - base)
        return value

    return change
