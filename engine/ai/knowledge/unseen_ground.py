"""The ground a side cannot clear, weighed for the unit whose loss ends the game, and for
every unit in a close fight (issue 32).

Traced on the Greenwood Convoy against the `flanker` script (docs/ai-log.md): the rangers'
Colonel, the unit the legion must kill, ran from the enemies it saw along the road, eight
cells from any friend, into the forest, and ended its move beside a rocket team hidden
there; the team's patrol shot and its next shot killed him in round 2. The danger map
counts only the enemies the side sees or remembers, so ground the side has never looked
into was as safe as open ground in full view.

A cell is *cleared* when one of the side's units would spot a small enemy in cover there
as they stand now (A8: vision less the concealment of a small unit in cover, or out of
cover on open ground; adjacent always). The side's own vision and positions, the map's
cover and the public rules: nothing the side may not know. A cell for the protected unit
(the `hide` goal) is worth less, by `hidden_ground_danger` times the loss a presumed
shot of `presumed_damage` would cost it (engine/ai/planner/moves.py `cell_score`), when a cell
within the rules' patrol radius of it (a hidden unit's end-of-turn shot, A9) is not
cleared and holds no unit of the side. 0: off.

The close fight (`fight_hidden_ground`, traced on the Boot Camp at Little Harrow, docs/ai-log.md):
once a seen armed enemy stands within `engage_distance` of one of the side's units, in a
meeting fight or on the defence (not attacking one), the enemies it does not see are as
near as the ones it does. There a unit that had fired
walked off alone into ground no friend could see into, "safe" because no seen enemy's
threat reached it, and the enemy's unseen squad came out beside it and shot it first
(A9: the side that did not just play fires first). Every unit of the side then weighs the
same presumed shot, `fight_hidden_ground` times, where ground within the patrol radius of
its cell is not cleared: it keeps to the ground its side sees, beside its friends. 0: off.
"""

from __future__ import annotations

from typing import Any

from engine.ai.view import SideView, Unit
from engine.grid import Cell
from engine.rules.sight_range import unit_vision


class UnclearedGround:
    """Which cells near a cell the side cannot rule a hidden enemy out of (worked out
    for the cells asked about, kept for the decision)."""

    def __init__(self, view: SideView) -> None:
        self.view = view
        self._eyes: list[tuple[Cell, int]] | None = None
        self._cleared: dict[Cell, bool] = {}
        self._near: dict[Cell, bool] = {}
        self._fight: bool | None = None

    def eyes(self) -> list[tuple[Cell, int]]:
        if self._eyes is None:
            view = self.view
            state = view.state
            self._eyes = [(u.at, unit_vision(u.unit_type, state.hour, state.season, view.rules,
                                             state.rain))
                          for u in view.own if u.at is not None]
        return self._eyes

    def cleared(self, cell: Cell) -> bool:
        """A small enemy in cover (or in the open, on open ground) there would be seen."""
        known = self._cleared.get(cell)
        if known is None:
            view = self.view
            rules, dist = view.rules, view.grid.distance
            hidden = rules.concealment("small", view.cover_at(cell) > 0)
            known = self._cleared[cell] = any(
                (d := dist(at, cell)) <= rules.always_spotted_distance or d <= sight - hidden
                for at, sight in self.eyes())
        return known

    def hidden_near(self, cell: Cell) -> bool:
        """Some cell within the patrol radius of `cell` is neither cleared nor ours."""
        known = self._near.get(cell)
        if known is None:
            view = self.view
            known = self._near[cell] = any(
                c not in view.own_cells and c not in view.enemy_cells and not self.cleared(c)
                for c in view.grid.cells_within(cell, view.rules.patrol_radius))
        return known

    def in_fight(self) -> bool:
        """A meeting fight at close quarters: a seen armed enemy stands within
        `engage_distance` of one of the side's units on the ground, and the side is not
        attacking a defence (read once a decision). An attacker must go into the ground
        its defence hides in (the wave, the probe and the stage see to how); kept out of
        it, it stood and was shot (Harrow's host against the infiltrator, Kessel's corps
        against the ambush, docs/ai-log.md)."""
        if self._fight is None:
            self._fight = self.view.in_close_fight()  # front_fire.py `close_fight`
        return self._fight

    def weight(self, goal_name: str, flying: bool) -> float:
        """How much a unit with this goal weighs the presumed loss (0: not at all): the
        hunted unit `hidden_ground_danger`, any other in a close fight
        `fight_hidden_ground`; a unit in flight none (no patrol shot reaches it)."""
        if flying:
            return 0.0
        cfg = self.view.cfg
        if goal_name == "hide":
            return float(cfg.hidden_ground_danger)
        fight = float(cfg.fight_hidden_ground)
        return fight if fight > 0 and self.in_fight() else 0.0

    def loss(self, unit: Unit, cell: Cell) -> float:
        """The presumed loss of the unit ending its move on the cell (0 when the ground
        within the patrol radius is cleared): a presumed shot's share of its hit points,
        times its value (as the danger map's `expected_loss`)."""
        if not self.hidden_near(cell):
            return 0.0
        view = self.view
        hit = min(unit.hp, max(view.rules.min_damage,
                               view.cfg.presumed_damage - view.unit_cover(unit, cell)))
        return hit / max(1, unit.max_hp) * view.unit_value(unit)


def hidden_ground_on(cfg: Any) -> bool:
    return float(cfg.hidden_ground_danger) > 0
