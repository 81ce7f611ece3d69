"""More scripted opponents, of the shapes of game the first four never play (issue 32).

Each reads only what its side may know, through the AI's `SideView` (engine/ai/scripted.py
`Script`); the search baseline searches a believed clone only (engine/ai/lookahead.py
`believed_game`: no unit the side does not see, its own dice). Knobs: ai.yaml `script_*`.

- `raider`: a raid on several points at once: each engineer to a different point not
  held, the fighters screening them `script_screen_distance` cells out toward the enemy;
- `ambush`: every unit to the best cover within `script_ambush_radius` of where it began,
  then on Alert, firing only from there (a patient defence);
- `artillery`: guns (indirect fire) shoot first; the fighters wait out of the seen
  enemies' reach for `script_prepare_rounds` rounds, then all go in together;
- `objective`: a rush for whatever wins the game for its side: points to hold, a unit to
  kill, a convoy to bring in, else the enemy's points;
- `search`: greedy, but a move is chosen among the `script_search_moves` best by playing
  each on a believed clone with the greedy script's shot after it and judging material.
"""

from __future__ import annotations

import random
from typing import Any

from engine.ai.lookahead import believed_game
from engine.ai.scripted import Action, GreedyShooter, Script
from engine.ai.view import INF, SideView, Unit
from engine.grid import Cell
from engine.scenario.kinds.base import CONVOY, TARGET


def _fighters(view: SideView) -> list[Unit]:
    return [u for u in view.own if u.at is not None and u.unit_type.weapons
            and not u.unit_type.has("capture")]


def _enemy_centre(view: SideView) -> Cell:
    """Where the enemy is: the seen enemies' middle, else the far side from our own."""
    cells = [e.at for e in view.enemies if e.at is not None]
    if not cells:
        own = [u.at for u in view.own if u.at is not None] or [(0, 0)]
        x = sum(c[0] for c in own) // len(own)
        y = sum(c[1] for c in own) // len(own)
        return (view.grid.width - 1 - x, view.grid.height - 1 - y)
    return (sum(c[0] for c in cells) // len(cells), sum(c[1] for c in cells) // len(cells))


class Raider(Script):
    """Engineers to different open points; fighters screen them toward the enemy."""

    def act(self, game: Any, view: SideView) -> Action | None:
        shot = self.fire(game, view)
        if shot is not None:
            return shot
        grid = view.grid
        action, taken = self.engineers_to_points(game, view)
        if action is not None:
            return action
        enemy = _enemy_centre(view)
        screen = []
        for c in sorted(taken) or self.open_points(view):  # a cell toward the enemy
            d = max(1, grid.distance(c, enemy))
            k = min(1.0, self.config.script_screen_distance / d)
            screen.append((round(c[0] + (enemy[0] - c[0]) * k), round(c[1] + (enemy[1] - c[1]) * k)))
        screen = [c for c in screen if grid.in_bounds(c)] or self.open_points(view)
        for u in _fighters(view):
            action = self.move_toward(game, view, u, screen)
            if action is not None:
                return action
        return None


class Ambush(Script):
    """Into cover near where it began, then on Alert; fires only from there."""

    def __init__(self, seed: int = 0, config: Any = None) -> None:
        super().__init__(seed, config)
        self.home: dict[str, Cell] = {}

    def act(self, game: Any, view: SideView) -> Action | None:
        for u in view.own:
            if u.at is not None:
                self.home.setdefault(u.id, u.at)
        shot = self.fire(game, view)
        if shot is not None:
            return shot
        grid, radius = view.grid, self.config.script_ambush_radius
        for u in view.own:
            home = self.home.get(u.id)
            if u.at is None or home is None or not self.once("move", u.id):
                continue
            here = view.cover_at(u.at)
            better = sorted((-view.cover_at(c), grid.distance(c, home), c)
                            for c in game.reachable_cells(u.id)
                            if grid.distance(c, home) <= radius and view.cover_at(c) > here)
            for _, _, cell in better:
                action = {"type": "move", "unit": u.id, "to": [cell[0], cell[1]]}
                if game.is_legal(action):
                    return action
        for u in view.own:
            if u.shots_left > 0 and not u.alert and self.once("alert", u.id):
                alert = {"type": "alert", "unit": u.id}
                if game.is_legal(alert):
                    return alert
        return None


class ArtilleryFirst(GreedyShooter):
    """Guns shoot first; fighters wait out of reach, then all go in together."""

    def act(self, game: Any, view: SideView) -> Action | None:
        if game.round > self.config.script_prepare_rounds:
            return super().act(game, view)
        guns = [u for u in view.own if any(w.fire == "indirect" for w in u.unit_type.weapons)]
        shot = self.fire(game, view)
        if shot is not None:
            return shot
        goals = [e.at for e in view.enemies if e.at is not None] or self.open_points(view)
        reach = {e.at: max((w.max_range for w in e.unit_type.weapons), default=0) + 1
                 for e in view.enemies if e.at is not None}

        def safe(cell: Cell) -> bool:
            return all(view.grid.distance(cell, at) > r for at, r in reach.items())

        for u in [*guns, *_fighters(view)]:
            action = self.move_toward(game, view, u, goals, keep=safe)
            if action is not None:
                return action
        return None


class ObjectiveRush(Script):
    """Everything on the way its side wins: hold points, kill a unit, bring a convoy in."""

    def act(self, game: Any, view: SideView) -> Action | None:
        shot = self.fire(game, view)
        if shot is not None:
            return shot
        targets: list[Cell] = []
        for o in view.my_objectives(CONVOY):
            targets += list(o.area)
        for o in view.my_objectives(TARGET):
            seen = [e.at for e in view.enemies if e.id == o.unit and e.at is not None]
            targets += seen or [_enemy_centre(view)]
        points = [vp.at for vp in view.vps if vp.owner != view.side]
        for u in view.own:
            goals = (points if u.unit_type.has("capture") and points
                     else targets or points or [_enemy_centre(view)])
            if u.at is not None and u.at not in goals:
                action = self.move_toward(game, view, u, goals)
                if action is not None:
                    return action
        return None


class SearchBaseline(GreedyShooter):
    """Greedy, with each unit's move picked by trying the best few on a believed clone."""

    def act(self, game: Any, view: SideView) -> Action | None:
        shot = self.fire(game, view)
        if shot is not None:
            return shot
        goals = [e.at for e in view.enemies if e.at is not None] or self.open_points(view)
        for u in view.own:
            if u.at is None or not self.once("move", u.id):
                continue
            field = view.travel_field(goals, u.unit_type.move_class,
                                      capture=u.unit_type.has("capture"))
            here = field.get(u.at, INF)
            ranked = sorted((field.get(c, INF), c) for c in game.reachable_cells(u.id)
                            if field.get(c, INF) < here)[:self.config.script_search_moves]
            best: tuple[float, Action] | None = None
            for _, cell in ranked:
                action = {"type": "move", "unit": u.id, "to": [cell[0], cell[1]]}
                if not game.is_legal(action):
                    continue
                value = self._judge(game, view.side, action)
                if best is None or value > best[0]:
                    best = (value, action)
            if best is not None:
                return best[1]
        return None

    def _judge(self, game: Any, side: str, action: Action) -> float:
        twin = believed_game(game, side, random.Random(self.seed).randrange(1 << 30))
        if not twin.is_legal(action):  # the map as the side last saw it forbids it
            return float("-inf")
        twin.apply(dict(action))
        if twin.side == side and twin.result is None:
            greedy = GreedyShooter(self.seed, None)
            shot = greedy.fire(twin, SideView(twin, side, self.config, greedy.cache))
            if shot is not None:
                twin.apply(shot)
        return sum((1 if u.side == side else -1) * u.hp for u in twin.state.units.values()
                   if u.alive and (u.side == side or u.at is not None))


MORE_SCRIPTS: dict[str, type[Script]] = {
    "raider": Raider, "ambush": Ambush, "artillery": ArtilleryFirst,
    "objective": ObjectiveRush, "search": SearchBaseline}
