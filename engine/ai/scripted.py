"""Simple scripted opponents to measure the computer player against (issue of the AI's
strength: `clumsy balance --opponent NAME`, benchmarks/bench_ai_opponents.py).

Each script is a player like the AI (`choose_action`, `play_turn`) and knows only what its
side may know: it reads the game through the AI's `SideView` (its own units, the enemies
it spots under A8, the victory points of A12, the map), never a hidden enemy unit. Every
unit acts at most once a phase a side-turn, so a side-turn always ends; the only choice
left to chance is none at all: same game, same actions.

- `greedy`: shoots the best visible target (A5: the weakest first), else moves toward the
  nearest seen enemy, else toward the victory points it does not hold;
- `rusher`: engineers go straight to the nearest victory point not held (A12), the others
  escort the nearest engineer, shooting what they see on the way;
- `turtle`: goes back to the victory points it holds, to the best cover near them, digs
  trenches there (A7: engineers, on adjacent cells), fires at what comes, keeps a shot on
  alert, never advances;
- `first_order`: under `orders` (RULES.md B) gives every unit the first order offered and
  declares the first Special offered, else plays as `greedy`;
- `raider`, `ambush`, `artillery`, `objective`, `search`: engine/ai/scripted_more.py;
  all of them by name: engine/ai/scripts.py.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from engine.ai.config import ai_config
from engine.ai.view import INF, SideView, TurnCache, Unit, turn_start
from engine.grid import Cell
from engine.rules.vision import reading_position

Action = dict[str, Any]
END_TURN: Action = {"type": "end_turn"}


class Script:
    """What every script shares: per side-turn memory of which unit did what, shooting,
    moving along the side's travel field, and the turn system's first step at the end."""

    def __init__(self, seed: int = 0, config: Mapping[str, Any] | None = None) -> None:
        self.seed = seed
        self.config = ai_config({k: v for k, v in (config or {}).items() if k != "difficulty"})
        self._key: tuple[Any, ...] | None = None
        self.done: set[tuple[str, str]] = set()
        self.cache = TurnCache()

    def choose_action(self, game: Any) -> Action:
        if game.result is not None or getattr(game, "deploying", False):
            return dict(END_TURN)
        with reading_position():
            if self._fresh(game) >= self.config.max_actions_per_turn:
                return dict(END_TURN)
            view = SideView(game, game.side, self.config, self.cache)
            action = self.act(game, view)
        if action is not None:
            return action
        system = getattr(game, "system_actions", None)
        steps = system() if system is not None else []
        return dict(steps[0]) if steps else dict(END_TURN)

    def play_turn(self, game: Any) -> list[dict[str, Any]]:
        events: list[dict[str, Any]] = []
        side, rnd = game.side, game.round
        while game.result is None and game.side == side and game.round == rnd:
            action = self.choose_action(game)
            events += game.apply(action)
            if action["type"] == "end_turn":
                break
        return events

    def act(self, game: Any, view: SideView) -> Action | None:
        raise NotImplementedError

    def _fresh(self, game: Any) -> int:
        """Actions taken since the side-turn (or activation) began; forgets at its start."""
        history = game.history_for(game.side)
        start = turn_start(history)
        key = (game.serial, game.round, game.side, start)
        if key != self._key:
            self._key, self.done = key, set()
        return len(history) - start

    def once(self, phase: str, uid: str) -> bool:
        """True the first time a unit asks for a phase this side-turn."""
        if (phase, uid) in self.done:
            return False
        self.done.add((phase, uid))
        return True

    def fire(self, game: Any, view: SideView) -> Action | None:
        """The best legal shot at a seen enemy: the fewest hit points left, then the most
        valuable target, then the nearest."""
        options = []
        for u in view.own:
            reach = max((w.max_range for w in u.unit_type.weapons), default=0)
            if u.at is None or u.shots_left <= 0:
                continue
            for e in view.enemies:
                assert e.at is not None
                d = view.grid.distance(u.at, e.at)
                if d <= reach:
                    options.append(((e.hp, -view.unit_value(e), d, u.id, e.at),
                                    {"type": "fire", "unit": u.id, "target": [e.at[0], e.at[1]]}))
        options.sort(key=lambda o: o[0])
        return next((a for _, a in options if game.is_legal(a)), None)

    def move_toward(self, game: Any, view: SideView, unit: Unit, goals: Iterable[Cell],
                    keep: Callable[[Cell], bool] | None = None) -> Action | None:
        """A move to the reachable cell nearest the goals by travel (then the most cover),
        if it is nearer than where the unit stands; `keep` limits the cells."""
        goal_cells = list(goals)
        if unit.at is None or not goal_cells or not self.once("move", unit.id):
            return None
        field = view.travel_field(goal_cells, unit.unit_type.move_class,
                                  capture=unit.unit_type.has("capture"))
        here = field.get(unit.at, INF)
        reach = game.reachable_cells(unit.id)
        ranked = sorted((field.get(c, INF), -view.cover_at(c), c) for c in reach
                        if keep is None or keep(c))
        for dist, _, cell in ranked:
            if dist >= here:
                break
            action = {"type": "move", "unit": unit.id, "to": [cell[0], cell[1]]}
            if game.is_legal(action):
                return action
        return None

    def engineers_to_points(self, game: Any, view: SideView
                            ) -> tuple[Action | None, set[Cell]]:
        """Each engineer (a unit that captures) toward the nearest point not held that no
        other engineer goes for: the first move that can be made, and the points taken."""
        grid = view.grid
        points = [vp.at for vp in view.vps if vp.owner != view.side]
        engineers = sorted((u for u in view.own if u.at is not None
                            and u.unit_type.has("capture")), key=lambda u: u.id)
        taken: set[Cell] = set()
        for u in engineers:
            free = [c for c in points if c not in taken] or points
            if not free or u.at is None:
                continue
            target = min(free, key=lambda c: (grid.distance(u.at, c), c))  # type: ignore[arg-type]
            taken.add(target)
            if u.at != target:
                action = self.move_toward(game, view, u, [target])
                if action is not None:
                    return action, taken
        return None, taken

    @staticmethod
    def open_points(view: SideView) -> list[Cell]:
        """The victory points the side does not hold, else all of them, else the middle."""
        cells = [vp.at for vp in view.vps if vp.owner != view.side] or [vp.at for vp in view.vps]
        return cells or [(view.grid.width // 2, view.grid.height // 2)]


class GreedyShooter(Script):
    """Shoots the best visible target; else moves toward seen enemies or open points."""

    def act(self, game: Any, view: SideView) -> Action | None:
        shot = self.fire(game, view)
        if shot is not None:
            return shot
        goals = [e.at for e in view.enemies if e.at is not None] or self.open_points(view)
        for u in view.own:
            action = self.move_toward(game, view, u, goals)
            if action is not None:
                return action
        return None


class VictoryRusher(Script):
    """Engineers straight to the nearest victory point not held; the rest escort them."""

    def act(self, game: Any, view: SideView) -> Action | None:
        shot = self.fire(game, view)
        if shot is not None:
            return shot
        targets = [vp.at for vp in view.vps if vp.owner != view.side]
        engineers = [u for u in view.own if u.at is not None and u.unit_type.has("capture")]
        for u in engineers:
            if u.at not in targets:
                action = self.move_toward(game, view, u, targets)
                if action is not None:
                    return action
        escort = [u.at for u in engineers if u.at is not None]
        fallback = [e.at for e in view.enemies if e.at is not None] or self.open_points(view)
        for u in view.own:
            if not u.unit_type.has("capture"):
                action = self.move_toward(game, view, u, escort or fallback)
                if action is not None:
                    return action
        return None


class Turtle(Script):
    """Digs in near the points its side holds, fires at what comes, never advances."""

    def act(self, game: Any, view: SideView) -> Action | None:
        shot = self.fire(game, view)
        if shot is not None:
            return shot
        anchors = [vp.at for vp in view.vps if vp.owner == view.side]
        grid = view.grid
        for u in view.own:
            if u.at is None or not anchors:
                continue
            near = min(grid.distance(u.at, a) for a in anchors)
            if near > self.config.script_hold_radius:  # on the way back to its points
                action = self.move_toward(game, view, u, anchors)
            else:  # within them: only to better cover, never out
                action = self._to_cover(game, view, u, anchors)
            if action is not None:
                return action
        for u in view.own:  # engineers dig trenches beside them: under friends first
            if (u.at is None or not anchors or not u.unit_type.has("build")
                    or not self.once("dig", u.id)):
                continue
            spots = sorted(view.state.neighbours(u.at), key=lambda c: (
                c not in view.own_cells, min(grid.distance(c, a) for a in anchors), c))
            for c in spots:
                dig = {"type": "build", "unit": u.id, "at": [c[0], c[1]], "what": "trench"}
                if game.is_legal(dig):
                    return dig
        if view.enemies:
            for u in view.own:
                if u.shots_left > 0 and self.once("alert", u.id):
                    alert = {"type": "alert", "unit": u.id}
                    if game.is_legal(alert):
                        return alert
        return None

    def _to_cover(self, game: Any, view: SideView, unit: Unit,
                  anchors: list[Cell]) -> Action | None:
        if unit.at is None or not self.once("move", unit.id):
            return None
        grid, cover = view.grid, view.cover_at(unit.at)
        better = sorted((-view.cover_at(c), c) for c in game.reachable_cells(unit.id)
                        if view.cover_at(c) > cover
                        and min(grid.distance(c, a) for a in anchors) <= self.config.script_hold_radius)
        for _, cell in better:
            action = {"type": "move", "unit": unit.id, "to": [cell[0], cell[1]]}
            if game.is_legal(action):
                return action
        return None


class FirstOrder(GreedyShooter):
    """Under `orders`: the first order offered for each unit, the first Special offered;
    the acting unit then plays as the greedy shooter."""

    def act(self, game: Any, view: SideView) -> Action | None:
        system = getattr(game, "system_actions", None)
        steps = system() if system is not None else []
        if steps and steps[0].get("type") in ("order", "special"):
            return dict(steps[0])
        return super().act(game, view)


# the four first scripts; every script, by name: engine/ai/scripts.py
BASIC_SCRIPTS: dict[str, type[Script]] = {"greedy": GreedyShooter, "rusher": VictoryRusher,
                                          "turtle": Turtle, "first_order": FirstOrder}
