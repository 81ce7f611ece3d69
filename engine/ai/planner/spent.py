"""After the shot, no closing in (issue 32, the attack on a patient defence), a part of
the player's moves (engine/ai/player.py).

Traced on Relief of Harrow Ford, the host against the ambush script (docs/ai-log.md): a
rifle fires from where it stands, then, its shot spent, walks on toward the defence for
the progress of its goal, and the first step into a defender's reach draws the shot
that defender kept on Alert (A9: it fires at the first enemy it sees moving in its
range and line of fire), often from a rocket team it does not see; it ends in the
patrol zones (A9: a free shot at the end of the side-turn) with nothing left to answer
with. A unit that does not move draws no kept shot, and one that has fired gains nothing
this side-turn by closing in: its next shot comes in the next side-turn, from where it
stands at full range (A5: range halves after moving).

So (`fired_hold` 1), under `sides` (the other systems give the defender reaction fire
anyway, and under `phased` every unit fires before it moves), while the side attacks a
defence (`SideView.against_defence`), outside its last rounds and its hunt, a fighter
whose shots of this side-turn are all spent moves only to cells no nearer the attack's
front (the enemies it sees and those it remembers, else the points to take) than the
cell it stands on: it stays, falls back or goes along the front, not toward it. 0: off.

The probe (`probe_first` 1), under `sides` too: the first unit of a side-turn to step
into a defender's reach draws every kept shot that reaches it (A9: each guard fires at
the first enemy it sees moving in its range), until it falls; the units moving after it
pass through spent shots. So while the side attacks a defence and its wave goes in, its
fighters move in the order of the hit points they have left, the most first (traced at
Harrow: the tank, 16 HP, drew three kept shots a side-turn that would have killed a
rifle); the rest keep the order of their travel to their goals. 0: that order alone.

Both ship off (ai.yaml 0): measured in docs/ai-log.md ("Spending the kept shots"),
`fired_hold` lost two script cells of the whole table and `probe_first` the Harrow
host's cell against the ambush it was built for.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.ai.view import Unit, turn_system_name
from engine.grid import Cell

if TYPE_CHECKING:
    from engine.ai.planner.moves import Planner


def hold_after_fire(planner: Planner, unit: Unit) -> Callable[[Cell], bool] | None:
    """The cells the unit may end a move on under the rule (None: any cell)."""
    if not planner.cfg.fired_hold or unit.at is None:
        return None
    t = unit.unit_type
    if unit.shots_fired <= 0 or unit.shots_left > 0 or not planner.is_fighter(t):
        return None
    if planner.defending or planner.endgame or planner.hunting or t.is_aircraft:
        return None
    view = planner.view
    if turn_system_name(view.game) != "sides" \
            or not view.against_defence():
        return None
    front = planner.attack_front()
    if not front:
        return None
    dist = view.grid.distance

    def nearest(cell: Cell) -> int:
        return min(dist(cell, f) for f in front)

    here = nearest(unit.at)
    return lambda cell: nearest(cell) >= here


def both(first: Callable[[Cell], bool], second: Callable[[Cell], bool]) -> Callable[[Cell], bool]:
    """A cell filter passing what both filters pass (the drone's leash and the hold)."""
    return lambda cell: first(cell) and second(cell)


def probe_rank(planner: Planner, unit: Unit) -> float:
    """The unit's place in the side-turn's move order before its travel (lower first):
    under the probe, a fighter's hit points left, negated; else 0."""
    if not planner.cfg.probe_first or planner.defending or not planner.is_fighter(unit.unit_type):
        return 0.0
    view = planner.view
    if turn_system_name(view.game) != "sides" \
            or not view.against_defence() or not planner.wave_ready():
        return 0.0
    return -float(unit.hp)
