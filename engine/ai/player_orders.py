"""The computer player's phases but fire and move (engine/ai/player.py's `AIPlayer` plays
them through this mixin): boarding, orders (unload near the goal, build, heal, repair,
resupply), alert, and a loaded or fetching helicopter's landing."""

from __future__ import annotations

from typing import Any

from engine.ai.config import AIConfig
from engine.ai.planner.moves import Planner
from engine.ai.planner.recharge import on_last_charges
from engine.ai.view import INF, SideView, Unit

Action = dict[str, Any]


class OrderPhases:
    """Phases 2, 3b, 4 and 5 of `AIPlayer`: they read its config and turn memory (declared
    here, set and kept by `AIPlayer`)."""

    config: AIConfig

    def _done(self, view: SideView, phase: str, uid: str) -> bool:
        raise NotImplementedError  # AIPlayer's

    def _land_available(self, game: Any, aircraft: Unit) -> bool:
        raise NotImplementedError  # AIPlayer's

    @staticmethod
    def _may(game: Any, uid: str, kind: str) -> bool:
        raise NotImplementedError  # AIPlayer's

    # -- phase 2: board -------------------------------------------------------------------
    def _board(self, game: Any, view: SideView, planner: Planner) -> Action | None:
        cfg = self.config
        carriers = [u for u in view.own if u.at is not None and not u.flying
                    and u.unit_type.capacity > 0]
        if not carriers:
            return None
        for u in view.own:
            t = u.unit_type
            at = u.at
            if at is None or u.moved or not t.is_foot or self._done(view, "board", u.id):
                continue
            if any(e.at is not None and view.grid.distance(at, e.at) <= cfg.unload_enemy_distance
                   for e in view.enemies):
                continue
            goal = planner.goal(u)
            # no carrier beside it: its travel is not weighed (it would board none)
            beside = [c for c in carriers
                      if c.at is not None and view.grid.distance(at, c.at) <= 1]
            if not beside or planner.turns_to_goal(u, goal, at) < cfg.load_far_turns:
                continue
            for c in beside:
                if c.unit_type.is_aircraft and not self._land_available(game, c):
                    continue
                kind = "tow" if t.has("needs_tow") else "load"
                action = {"type": kind, "unit": u.id, "into": c.id}
                if game.is_legal(action):
                    return action
        return None

    # -- phase 4: orders --------------------------------------------------------------------
    def _orders(self, game: Any, view: SideView, planner: Planner) -> Action | None:
        for u in view.own:
            if self._done(view, "orders", u.id):
                continue
            action = self._order_for(game, view, planner, u)
            if action is not None:
                return action
        return None

    def _order_for(self, game: Any, view: SideView, planner: Planner, u: Unit) -> Action | None:
        t = u.unit_type
        if u.aboard is not None:
            return self._unload(game, view, planner, u)
        at = u.at
        if at is None:
            return None
        build = planner.bridging.build_order(u)
        if build is not None and game.is_legal(build):
            return build
        near = [f for n in view.state.neighbours(at) if (f := view.own_cells.get(n)) is not None]
        options: list[tuple[float, Action]] = []
        for f in near:
            ft = f.unit_type
            if t.has("heal") and ft.is_foot and f.hp < f.max_hp:
                options.append((1 - f.hp / f.max_hp,
                                {"type": "heal", "unit": u.id, "target": f.id}))
            if t.has("repair") and ft.is_repairable and f.hp < f.max_hp:
                options.append((1 - f.hp / f.max_hp,
                                {"type": "repair", "unit": u.id, "target": f.id}))
            if t.has("resupply") and planner.short_of_supply(f, 0.99):
                lack = 0.0
                if f.max_ammo:
                    lack = 1 - (f.ammo or 0) / f.max_ammo
                if ft.fuel:
                    lack = max(lack, 1 - (f.fuel or 0) / ft.fuel)
                options.append((lack, {"type": "resupply", "unit": u.id, "target": f.id}))
        options.sort(key=lambda o: (-o[0], o[1]["target"]))
        for _, action in options:
            if game.is_legal(action):
                return action
        return None

    def _unload(self, game: Any, view: SideView, planner: Planner, u: Unit) -> Action | None:
        cfg = self.config
        assert u.aboard is not None
        carrier = view.unit(u.aboard)
        cat = carrier.at
        if cat is None or carrier.flying:
            return None
        ct = carrier.unit_type
        goal = planner.goal(u)
        field = planner.field(u, goal)
        t = u.unit_type
        near_goal = min((field.get(n, INF) for n in view.state.neighbours(cat)),
                        default=INF) / max(1, t.ap) <= cfg.unload_near_turns
        enemy_near = any(e.at is not None
                         and view.grid.distance(cat, e.at) <= cfg.unload_enemy_distance
                         for e in view.enemies)
        stuck = (ct.is_aircraft and not self._land_available(game, carrier)) or (
            ct.fuel is not None and (carrier.fuel or 0) <= 0)
        if planner.is_artillery(t) and view.enemies:
            hi = max(w.max_range for w in t.weapons)
            enemy_near = enemy_near or any(
                e.at is not None and view.grid.distance(cat, e.at) <= hi for e in view.enemies)
        if not (near_goal or enemy_near or stuck):
            return None
        cells = [n for n in view.state.neighbours(cat)]
        score_of = planner.scorer(u, goal, field, True, True)  # `cell_score`, read once
        scored = sorted(((score_of(c, u.ap, None), c) for c in cells),
                        key=lambda s: (-s[0], s[1]))
        for _, cell in scored:
            action = {"type": "unload", "unit": u.id, "to": [cell[0], cell[1]]}
            if game.is_legal(action):
                return action
        return None

    # -- phase 5: alert ---------------------------------------------------------------------
    def _alert(self, game: Any, view: SideView, planner: Planner) -> Action | None:
        for u in view.own:
            at = u.at
            if at is None or u.shots_left <= 0 or not view.threats:
                continue
            # a unit the turn system keeps from it (under `activation`, all but the active
            # one) is not weighed: no alert of it is legal (its `_done` mark kept as before)
            if self._done(view, "alert", u.id) or not self._may(game, u.id, "alert"):
                continue
            reach = max((w.max_range for w in u.unit_type.weapons), default=0) * 2
            # the enemies it sees, and those it saw that may lurk there still (lurkers.py)
            if not any(e.at is not None and view.grid.distance(at, e.at) <= reach
                       for e in view.threats):
                continue
            if planner.opportunity_loss(u, (at,), u.flying) > 0:
                continue  # going on alert there would draw the opportunity fire first
            action = {"type": "alert", "unit": u.id}
            if game.is_legal(action):
                return action
        return None

    # -- phase 3b: land ----------------------------------------------------------------------
    def _recharge(self, game: Any, view: SideView, planner: Planner) -> Action | None:
        """A10: a drone on its last charges (`drone_recharge`) flies to a cell beside a
        pilot it can reach this side-turn (the one with the least danger) and lands there
        at once, before the pilot moves on: landed at the end of the side-turn, it
        recharges. None reachable: it moves toward them as any unit toward its goal."""
        if self.config.drone_recharge <= 0:
            return None
        for u in view.own:
            if not u.flying or u.at is None or not on_last_charges(u, self.config.drone_recharge):
                continue
            goal = planner.goal(u)
            if goal.name != "recharge":
                continue
            land = {"type": "land", "unit": u.id}
            if u.at in goal.cells and game.is_legal(land):
                return land
            if u.id in view.cache.moved or not self._may(game, u.id, "move"):
                continue
            reach = game.reachable_costs(u.id)
            loss = view.loss_of(u)
            for _, cell in sorted((loss(c), c) for c in goal.cells if c in reach):
                move = {"type": "move", "unit": u.id, "to": [cell[0], cell[1]]}
                if game.is_legal(move):
                    return move
        return None

    def _land(self, game: Any, view: SideView, planner: Planner) -> Action | None:
        """A helicopter carrying a load lands once it is in its landing zone, so the load
        can get out (A11); flying, nothing unloads. An empty one lands beside the foot
        units it came to fetch (engine/ai/planner/airlift.py), so they can board."""
        for u in view.own:
            if not (u.flying and u.unit_type.is_aircraft and u.unit_type.capacity > 0):
                continue
            goal = planner.goal(u)
            if not u.cargo and goal.name != "pickup":
                continue
            if u.at not in goal.cells or self._done(view, "land", u.id):
                continue
            action = {"type": "land", "unit": u.id}
            if game.is_legal(action):
                return action
        return None
