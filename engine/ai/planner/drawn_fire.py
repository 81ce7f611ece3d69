"""The opportunity shots a unit draws as it acts (RULES.md B `activation`, A9's Alert
shots), as the computer player weighs them: moves.py's `Planner` reads them through
this mixin (`opportunity_loss`, `opportunity_losses`, `killed_on_way`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.ai.config import AIConfig
from engine.ai.view import SideView, Unit
from engine.grid import Cell


class DrawnFire:
    """The drawn-fire half of `Planner`: it reads the planner's view, config and standing
    (declared here, set by `Planner.__init__`)."""

    view: SideView
    cfg: AIConfig
    defending: bool
    endgame: bool
    hunting: bool

    def spotted_at(self, unit: Unit, cell: Cell) -> bool:
        raise NotImplementedError  # Planner's

    def opportunity_loss(self, unit: Unit, cells: Sequence[Cell], flying: bool,
                         moving: bool = False, capture: bool = False) -> float:
        """RULES.md B `activation`: the expected loss (value share, as `expected_loss`)
        from the opportunity shots the unit draws acting on `cells` (the cells a move
        enters, or the cell where it fires or gives an order): every seen enemy whose
        direct fire covers one of them, that would spot it there and has not fired at
        this activation yet, shoots once, weighed by `opportunity_danger` (times
        `endgame_opportunity_factor` for an attacker in its last rounds: it commits).
        Where no opportunity fire is counted, a move (`moving`) still draws the shot
        of every seen enemy on Alert (A9: it fires at the first enemy that moves within
        its range and line of fire), weighed by `alert_danger` (times `alert_capture_factor`
        for an engineer going for a point, `capture`: the side's win walks with it, and a
        fighter that moves first draws those shots), their mortars' and guns' indirect
        shots too with `alert_indirect` (the rules fire any weapon that reaches)."""
        drawn = self.opportunity_losses(unit, flying, moving, capture)
        return 0.0 if drawn is None else drawn(cells)

    def opportunity_losses(self, unit: Unit, flying: bool, moving: bool = False,
                           capture: bool = False) -> Callable[[Sequence[Cell]], float] | None:
        """`opportunity_loss` of the unit as a function of the cells (asked for every
        move a unit may make: its weight read once), or None where it is 0.0 for any."""
        drawn = self._drawn_hits(unit, flying, moving, capture)
        if drawn is None:
            return None
        weight, hits = drawn
        view, bonus = self.view, self.cfg.kill_bonus

        def loss(cells: Sequence[Cell]) -> float:
            hit = hits(cells)
            if hit <= 0:
                return 0.0
            share = min(unit.hp, hit) / max(1, unit.max_hp)
            if hit >= unit.hp:
                share += bonus
            return weight * share * view.unit_value(unit)
        return loss

    def killed_on_way(self, unit: Unit, flying: bool,
                      capture: bool = False) -> Callable[[Sequence[Cell]], bool] | None:
        """Whether the shots a move draws on its cells (as `opportunity_loss` counts them)
        kill the unit on its way, so that it never does its work at the end
        (`drawn_kill_duty`); None where that is off or nothing is drawn."""
        if self.cfg.drawn_kill_duty <= 0:
            return None
        drawn = self._drawn_hits(unit, flying, True, capture)
        if drawn is None:
            return None
        hits, hp = drawn[1], unit.hp
        return lambda cells: hits(cells) >= hp

    def _drawn_hits(self, unit: Unit, flying: bool, moving: bool, capture: bool
                    ) -> tuple[float, Callable[[Sequence[Cell]], float]] | None:
        """The weight of the shots the unit draws (`opportunity_loss`) and the damage
        they deal it as a function of the cells, or None where the weight is 0."""
        cfg, view = self.cfg, self.view
        weight = cfg.opportunity_danger
        only: frozenset[str] | None = None
        if weight <= 0 and moving:
            weight = cfg.alert_danger * (cfg.alert_capture_factor if capture else 1.0)
            only = view.alerted
            if not only:
                return None
        if self.endgame and not self.defending:
            weight *= cfg.endgame_opportunity_factor
        elif self.hunting:
            weight *= cfg.hunt_opportunity_factor
        if weight <= 0:
            return None
        t = unit.unit_type
        kind = "drone" if t.is_drone else "air" if flying else "ground"

        # the kept shots of the mortars and guns on Alert too (alert_indirect)
        lobbed = view.indirect_alert_cover() if (
            only is not None and kind == "ground" and cfg.alert_indirect) else {}

        fired, least = view.opportunity_fired, view.rules.min_damage
        drawn_at: dict[Cell, tuple[tuple[str, float], ...]] = {}  # a cell's, read once

        def at_cell(cell: Cell, reach: dict[Cell, Any]) -> tuple[tuple[str, float], ...]:
            guards = reach.get(cell)
            if lobbed and cell in lobbed:
                guards = (guards or ()) + lobbed[cell]
            cover = 0 if kind != "ground" or not guards else view.unit_cover(unit, cell)
            found = drawn_at[cell] = () if not guards or not self.spotted_at(unit, cell) else \
                tuple((gid, max(least, dmg - cover)) for gid, dmg in guards
                      if gid not in fired and (only is None or gid in only))
            return found

        def hits(cells: Sequence[Cell]) -> float:  # the paths share their cells
            if not cells:
                return 0.0
            reach = view.opportunity_cover(kind)
            shots: dict[str, float] = {}
            for cell in cells:
                found = drawn_at.get(cell)
                for gid, dmg in (at_cell(cell, reach) if found is None else found):
                    if gid not in shots:
                        shots[gid] = dmg
            return sum(shots.values())
        return weight, hits
