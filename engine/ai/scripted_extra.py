"""Scripted opponents of six more shapes of game (issue 32: many and varied samples).

Each reads only what its side may know, through the AI's `SideView` (engine/ai/scripted.py
`Script`): its own units, the enemies it sees (and the lurkers it remembers), the points,
the map and the public rules. Knobs: ai.yaml `script_*`.

- `flanker`: the force swings `script_flank_offset` cells out to one side of the enemy's
  middle, then goes for the points the enemy holds (behind its line) from there;
- `kiter`: fires at its longest range (the farthest target first), then steps back out of
  every seen enemy's reach (`script_kite_margin` cells more); a unit that has not fired
  comes no nearer than its own reach;
- `blitz`: every unit moves first, as far as it can, onto the nearest point the enemy
  holds (else one not held), from round 1; it fires with what it has left;
- `garrison`: one unit posted on each point, the rest a reserve in the points' middle that
  counter-attacks a point the enemy holds or comes within `script_alarm_radius` of;
- `infiltrator`: to the points not held, ending every move on a cell no enemy it knows of
  would spot it on (vision less concealment), firing only once it is seen or at a point;
- `decoy`: its cheapest armed unit goes straight at the enemy, the rest go for the points
  farthest from where the decoy heads.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.ai.scripted import Action, Script
from engine.ai.scripted_more import _enemy_centre
from engine.ai.view import SideView, Unit
from engine.grid import Cell
from engine.rules.sight_range import unit_vision


def _reach(unit: Unit) -> int:
    return max((w.max_range for w in unit.unit_type.weapons), default=0)


def _middle(cells: list[Cell]) -> Cell:
    return (sum(c[0] for c in cells) // len(cells), sum(c[1] for c in cells) // len(cells))


def _enemy_points(view: SideView) -> list[Cell]:
    """The points the enemy holds, else those the side does not hold (else the middle)."""
    held = [vp.at for vp in view.vps if vp.owner not in (None, view.side)]
    return held or Script.open_points(view)


class Flanker(Script):
    """Around one side of the enemy's line to a cell beside it, then onto its points."""

    def __init__(self, seed: int = 0, config: Any = None) -> None:
        super().__init__(seed, config)
        self.sign = 0  # which side it swings round: chosen once, kept
        self.swung: set[str] = set()  # the units that reached the flank

    def act(self, game: Any, view: SideView) -> Action | None:
        shot = self.fire(game, view)
        if shot is not None:
            return shot
        own = [u.at for u in view.own if u.at is not None]
        if not own:
            return None
        grid, offset = view.grid, self.config.script_flank_offset
        mine, theirs = _middle(own), _enemy_centre(view)
        ax, ay = theirs[0] - mine[0], theirs[1] - mine[1]
        size = max(1.0, (ax * ax + ay * ay) ** 0.5)

        def beside(sign: int) -> Cell:  # offset cells across the line from us to them
            x = round(theirs[0] - sign * ay * offset / size)
            y = round(theirs[1] + sign * ax * offset / size)
            return grid.clamp((x, y))

        if not self.sign:  # the flank with the fewest seen enemies near it, then the nearer
            self.sign = min((1, -1), key=lambda s: (
                sum(grid.distance(e.at, beside(s)) <= offset for e in view.enemies
                    if e.at is not None), grid.distance(mine, beside(s)), s))
        flank, points = beside(self.sign), _enemy_points(view)
        for u in sorted(view.own, key=lambda u: u.id):
            if u.at is None:
                continue
            if grid.distance(u.at, flank) <= self.config.script_flank_reached:
                self.swung.add(u.id)
            goals = points if u.id in self.swung else [flank]
            if u.at not in goals:
                action = self.move_toward(game, view, u, goals)
                if action is not None:
                    return action
        return None


class Kiter(Script):
    """Fires from as far as it can, then steps back out of the seen enemies' reach."""

    def act(self, game: Any, view: SideView) -> Action | None:
        grid = view.grid
        options = []
        for u in view.own:
            if u.at is None or u.shots_left <= 0:
                continue
            for e in view.enemies:
                d = grid.distance(u.at, e.at)  # type: ignore[arg-type]
                if d <= _reach(u):
                    options.append(((-d, e.hp, u.id, e.at),
                                    {"type": "fire", "unit": u.id, "target": list(e.at)}))  # type: ignore[arg-type]
        for _, action in sorted(options, key=lambda o: o[0]):
            if game.is_legal(action):
                return action
        reach = [(e.at, _reach(e) + self.config.script_kite_margin) for e in view.threats
                 if e.at is not None and e.unit_type.weapons]

        def margin(cell: Cell) -> int:  # how far out of every known reach (<= 0: in one)
            return min((grid.distance(cell, at) - r for at, r in reach), default=99)

        goals = [e.at for e in view.enemies if e.at is not None]
        for u in sorted(view.own, key=lambda u: u.id):
            if u.at is None:
                continue
            if margin(u.at) <= 0 and (u.shots_fired > 0 or u.shots_left <= 0):
                action = self._back(game, u, margin)
            elif u.unit_type.has("capture") or not goals:
                action = self.move_toward(game, view, u, self.open_points(view))
            else:  # up to its own reach of the nearest seen enemy, no nearer
                action = self.move_toward(game, view, u, goals, keep=self._standoff(
                    view, goals, _reach(u)))
            if action is not None:
                return action
        return None

    @staticmethod
    def _standoff(view: SideView, goals: list[Cell], reach: int) -> Callable[[Cell], bool]:
        return lambda c: min(view.grid.distance(c, g) for g in goals) >= reach

    def _back(self, game: Any, unit: Unit, margin: Callable[[Cell], int]) -> Action | None:
        if not self.once("move", unit.id):
            return None
        here = margin(unit.at)  # type: ignore[arg-type]
        for m, cell in sorted((-margin(c), c) for c in game.reachable_cells(unit.id)):
            if -m <= here:
                break
            action = {"type": "move", "unit": unit.id, "to": [cell[0], cell[1]]}
            if game.is_legal(action):
                return action
        return None


class Blitz(Script):
    """Everything at full speed onto the nearest point the enemy holds; fires after."""

    def act(self, game: Any, view: SideView) -> Action | None:
        points = _enemy_points(view)
        for u in sorted(view.own, key=lambda u: u.id):
            if u.at is not None and u.at not in points:
                action = self.move_toward(game, view, u, points)
                if action is not None:
                    return action
        return self.fire(game, view)


class Garrison(Script):
    """One unit on each point; the rest a reserve that counter-attacks a lost point."""

    def __init__(self, seed: int = 0, config: Any = None) -> None:
        super().__init__(seed, config)
        self.posts: dict[str, Cell] = {}  # unit id -> the point it holds

    def act(self, game: Any, view: SideView) -> Action | None:
        shot = self.fire(game, view)
        if shot is not None:
            return shot
        grid = view.grid
        points = sorted(vp.at for vp in view.vps)
        alive = {u.id: u for u in view.own if u.at is not None}
        self.posts = {uid: p for uid, p in self.posts.items() if uid in alive}
        for p in points:  # the nearest free unit; an engineer first where it must capture
            if p in self.posts.values():
                continue
            held = any(vp.at == p and vp.owner == view.side for vp in view.vps)
            free = [u for u in alive.values() if u.id not in self.posts]
            if free:
                u = min(free, key=lambda u: (held == u.unit_type.has("capture"),
                                             grid.distance(u.at, p), u.id))  # type: ignore[arg-type]
                self.posts[u.id] = p
        radius = self.config.script_alarm_radius
        alarm = [vp.at for vp in view.vps if vp.owner not in (None, view.side)
                 or any(grid.distance(e.at, vp.at) <= radius for e in view.enemies
                        if e.at is not None)]
        home = _middle(points) if points else _enemy_centre(view)
        for u in sorted(alive.values(), key=lambda u: u.id):
            post = self.posts.get(u.id)
            if post is not None:
                goals = [post]
            elif alarm:
                goals = alarm
            elif grid.distance(u.at, home) > 2:  # type: ignore[arg-type]
                goals = [home]
            else:
                continue
            if u.at not in goals:
                action = self.move_toward(game, view, u, goals)
                if action is not None:
                    return action
        for u in alive.values():  # the posted keep their shot for what comes
            if (u.id in self.posts and view.enemies and u.shots_left > 0 and not u.alert
                    and self.once("alert", u.id)):
                alert = {"type": "alert", "unit": u.id}
                if game.is_legal(alert):
                    return alert
        return None


class Infiltrator(Script):
    """To the points not held, ending each move where no enemy it knows of would spot it."""

    def act(self, game: Any, view: SideView) -> Action | None:
        grid, rules, state = view.grid, view.rules, view.state
        eyes = [(e.at, unit_vision(e.unit_type, state.hour, state.season, rules, state.rain))
                for e in view.threats if e.at is not None]

        def unseen(unit: Unit) -> Callable[[Cell], bool]:
            def hidden(cell: Cell) -> bool:
                conceal = rules.concealment(unit.unit_type.size, view.cover_at(cell) > 0)
                return all((d := grid.distance(at, cell)) > rules.always_spotted_distance
                           and d > sight - conceal for at, sight in eyes)
            return hidden

        points = [vp.at for vp in view.vps]
        for u in view.own:  # fires once it is seen anyway, or from a point
            if u.at is not None and (not unseen(u)(u.at) or any(
                    grid.distance(u.at, p) <= 1 for p in points)):
                shot = self._shot_by(game, view, u)
                if shot is not None:
                    return shot
        goals = self.open_points(view)
        for u in sorted(view.own, key=lambda u: u.id):
            if u.at is not None and u.at not in goals:
                action = self.move_toward(game, view, u, goals, keep=unseen(u))
                if action is not None:
                    return action
        return None

    def _shot_by(self, game: Any, view: SideView, unit: Unit) -> Action | None:
        targets = sorted((e.hp, view.grid.distance(unit.at, e.at), e.at)  # type: ignore[arg-type]
                         for e in view.enemies if e.at is not None
                         and view.grid.distance(unit.at, e.at) <= _reach(unit))  # type: ignore[arg-type]
        for _, _, at in targets:
            action = {"type": "fire", "unit": unit.id, "target": [at[0], at[1]]}
            if unit.shots_left > 0 and game.is_legal(action):
                return action
        return None


class Decoy(Script):
    """The cheapest armed unit straight at the enemy; the rest to the points away from it."""

    def __init__(self, seed: int = 0, config: Any = None) -> None:
        super().__init__(seed, config)
        self.decoy: str | None = None

    def act(self, game: Any, view: SideView) -> Action | None:
        shot = self.fire(game, view)
        if shot is not None:
            return shot
        grid = view.grid
        armed = [u for u in view.own if u.at is not None and u.unit_type.weapons]
        if self.decoy not in {u.id for u in armed} and armed:
            self.decoy = min(armed, key=lambda u: (view.unit_value(u), u.id)).id
        enemy = _enemy_centre(view)
        decoy = next((u for u in armed if u.id == self.decoy), None)
        if decoy is not None:
            goals = [e.at for e in view.enemies if e.at is not None] or [enemy]
            action = self.move_toward(game, view, decoy, goals)
            if action is not None:
                return action
        points = sorted(self.open_points(view), key=lambda p: (-grid.distance(p, enemy), p))
        away = points[:max(1, len(points) // 2)]
        for u in sorted(view.own, key=lambda u: u.id):
            if u.id != self.decoy and u.at is not None and u.at not in away:
                action = self.move_toward(game, view, u, away)
                if action is not None:
                    return action
        return None


EXTRA_SCRIPTS: dict[str, type[Script]] = {
    "flanker": Flanker, "kiter": Kiter, "blitz": Blitz, "garrison": Garrison,
    "infiltrator": Infiltrator, "decoy": Decoy}
