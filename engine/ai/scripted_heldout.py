"""Held-out scripted opponents (issue 32): shapes of game no other script plays, kept out
of every tuning of the AI's knobs, so their cells measure play it was not fitted to.

Each reads only what its side may know, through the AI's `SideView` (engine/ai/scripted.py
`Script`). Knobs: ai.yaml `script_feint_share`, `script_counter_distance`,
`script_counter_rounds`.

- `feint`: a feint on one flank and a raid on the other: the first `script_feint_share`
  of the fighters (by id) go for the seen enemy, else the point, nearest the map's west
  edge, shooting; the engineers with the other fighters go for the point not held
  furthest from that flank;
- `sapper`: an engineer rush that ignores combat: engineers never shoot and walk to the
  points not held (nearest first, each its own); the others stand still and only shoot;
- `counter`: a hold-back defence that counterattacks late: every unit stays where it began
  and shoots what comes; it goes in (as the greedy script) once a seen enemy comes within
  `script_counter_distance` of one of its units or in the last `script_counter_rounds`.
"""

from __future__ import annotations

from typing import Any

from engine.ai.scripted import Action, GreedyShooter, Script
from engine.ai.view import SideView, Unit


def _armed(view: SideView) -> list[Unit]:
    return sorted((u for u in view.own if u.at is not None and u.unit_type.weapons
                   and not u.unit_type.has("capture")), key=lambda u: u.id)


class Feint(Script):
    """A feint at the west flank's objective; the raid goes for the furthest point."""

    def act(self, game: Any, view: SideView) -> Action | None:
        shot = self.fire(game, view)
        if shot is not None:
            return shot
        fighters = _armed(view)
        n = round(len(fighters) * self.config.script_feint_share)
        feint, raid = fighters[:n], fighters[n:]
        seen = [e.at for e in view.enemies if e.at is not None]
        points = self.open_points(view)
        flank = min(seen or points, key=lambda c: (c[0], c[1]))
        for u in feint:
            action = self.move_toward(game, view, u, [flank])
            if action is not None:
                return action
        far = max(points, key=lambda c: (view.grid.distance(c, flank), c))
        engineers = sorted((u for u in view.own if u.at is not None
                            and u.unit_type.has("capture")), key=lambda u: u.id)
        for u in [*engineers, *raid]:
            if u.at != far:
                action = self.move_toward(game, view, u, [far])
                if action is not None:
                    return action
        return None


class Sapper(Script):
    """Engineers to the points, never shooting; the rest stand and shoot."""

    def act(self, game: Any, view: SideView) -> Action | None:
        action, _ = self.engineers_to_points(game, view)
        if action is not None:
            return action
        grid = view.grid
        shots = [u for u in view.own if not u.unit_type.has("capture")]
        options = []
        for u in shots:
            reach = max((w.max_range for w in u.unit_type.weapons), default=0)
            if u.at is None or u.shots_left <= 0:
                continue
            for e in view.enemies:
                if e.at is not None and grid.distance(u.at, e.at) <= reach:
                    options.append(((e.hp, grid.distance(u.at, e.at), u.id, e.at),
                                    {"type": "fire", "unit": u.id,
                                     "target": [e.at[0], e.at[1]]}))
        options.sort(key=lambda o: o[0])
        return next((a for _, a in options if game.is_legal(a)), None)


class Counter(GreedyShooter):
    """Holds where it began, shooting; counterattacks when the enemy is near or late."""

    def __init__(self, seed: int = 0, config: Any = None) -> None:
        super().__init__(seed, config)
        self.going = False

    def act(self, game: Any, view: SideView) -> Action | None:
        cfg, grid = self.config, view.grid
        last = view.last_round
        if last and game.round > last - cfg.script_counter_rounds:
            self.going = True
        own = [u.at for u in view.own if u.at is not None]
        if any(grid.distance(e.at, a) <= cfg.script_counter_distance
               for e in view.enemies if e.at is not None for a in own):
            self.going = True
        if self.going:
            return super().act(game, view)
        return self.fire(game, view)


HELDOUT_SCRIPTS: dict[str, type[Script]] = {"feint": Feint, "sapper": Sapper,
                                            "counter": Counter}
