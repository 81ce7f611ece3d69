"""The computer player: a greedy one-ply evaluator over the side's own view.

`AIPlayer.choose_action(game)` returns one action for the side to play, in phases that
each prune the legal actions to a few worth scoring:

1. fire: every shot the side's units could take now (estimated value: damage against
   remaining HP after cover, kills, blasts on friends), best first, checked with
   `is_legal`; focus fire falls out of it, since a wounded target's kill is worth more;
2. board: foot troops far from their goal get into an adjacent truck;
3. move: per unit, score every reachable cell cheaply (progress to the unit's goal,
   cover, danger, a shot from there), refine the best few with lines of fire, move if
   it beats standing still;
4. orders: unload near the goal, heal, resupply, repair;
5. alert, where the engine offers it;
6. the turn system's own step, if it offers one (activate the next unit, give an
   order: `game.system_actions()`, best first); then end the side-turn (or phase, or
   activation: whatever `end_turn` means under the scenario's turn system).

Each unit decides each phase once a side-turn, so a turn is linear in units and always
ends. Same seed and same game give the same actions: the only chance is a seeded jitter
on cell scores, which varies AI-vs-AI games between seeds.
"""

from __future__ import annotations

import functools
import importlib
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engine.ai.config import AIConfig, ai_config
from engine.ai.knowledge.shared_work import SharedWork
from engine.ai.knowledge.suspect_lines import line_factor, shot_blocks, suspect_cells
from engine.ai.lookahead import believed_game
from engine.ai.planner.moves import Goal, Planner
from engine.ai.planner.plans import STAY
from engine.ai.planner.recharge import recharging
from engine.ai.planner.spent import both, hold_after_fire, probe_rank
from engine.ai.player_orders import OrderPhases
from engine.ai.random_player import RandomPlayer as RandomPlayer  # balance runs read it here
from engine.ai.turn_systems import activation
from engine.ai.view import (
    FRESH_START,
    INF,
    MEMORY,
    SideView,
    TurnCache,
    Unit,
    turn_start,
    turn_system_name,
)
from engine.grid import Cell
from engine.rules.vision import reading_position
from engine.scenario.kinds.base import TARGET

# the goals of units that move after the fighters (they follow, serve or shoot over them)
SUPPORT_GOALS = ("heal", "supply", "follow", "carry", "artillery", "guns_up")

Action = dict[str, Any]
Event = dict[str, Any]
END_TURN: Action = {"type": "end_turn"}


# A turn system whose own steps the AI plays with more judgement than "the first step
# offered" names its advisor module (`TurnSystem.advisor`). The module may have
# `before(game, view, planner)`, asked before the AI's common phases (phased: lay smoke
# before moving), and `advise(game, view, planner, steps)`, asked after them (orders: give
# orders, declare Specials). A system with none is played by the common phases and its
# first offered step.


def system_advisor(game: Any, stage: str = "advise") -> Callable[..., Action | None] | None:
    """The turn system's advisor for a stage ("before" or "advise"), or None."""
    module = getattr(getattr(game, "turns", None), "advisor", None)
    if module is None:
        return None
    return getattr(importlib.import_module(module), stage, None)  # type: ignore[no-any-return]


class AIPlayer(OrderPhases):
    """Plays whichever side is to play, seeing only what that side sees."""

    def __init__(self, seed: int = 0, config: AIConfig | Mapping[str, Any] | None = None):
        self.seed = seed
        self._given = config
        self.config = ai_config(config)
        self._configured_for: str | None = None
        self._turn_key: tuple[Any, ...] | None = None
        # the side's history as the last decision read it (`_turn_scan`)
        self._scan: tuple[Any, ...] | None = None
        self._cache = TurnCache()
        self._can_land: bool | None = None
        self._pass_dice = random.Random(seed)  # pass_chance (an easy difficulty level)
        self._inner: tuple[AIPlayer, ...] | None = None  # the lookahead's rollout players
        # a rollout player's: the searching player's shared work of its side-turn
        self._search_work: SharedWork | None = None

    # -- public API -----------------------------------------------------------------------
    def choose_action(self, game: Any) -> Action:
        """The next action of the side to play; end_turn when it is done. A decision only
        reads the position, so what the side sees is worked out once for it."""
        with reading_position():
            return self._choose(game)

    def _choose(self, game: Any) -> Action:
        if game.result is not None:
            return dict(END_TURN)
        self._configure(game)
        cache = self._cache_for(game)
        if cache.actions >= self.config.max_actions_per_turn:
            return dict(END_TURN)
        if self.config.pass_chance > 0 and self._pass_dice.random() < self.config.pass_chance:
            return dict(END_TURN)
        view = SideView(game, game.side, self.config, cache)
        planner = Planner(view, self.seed)
        if getattr(game, "deploying", False):
            return self._deploy(game, view, planner)
        before = system_advisor(game, "before")
        first = before(game, view, planner) if before is not None else None
        if first is not None:
            return first
        for phase in (self._fire, self._board, self._move, self._land, self._orders,
                      self._alert):
            action = phase(game, view, planner)
            if action is not None:
                for done in cache.done.values():  # asked again, it decides the same
                    done.discard(action.get("unit", ""))
                if self.config.lookahead_candidates > 0:
                    action = self._look_ahead(game, view, planner, action)
                return action
        system = getattr(game, "system_actions", None)
        steps = system() if system is not None else []
        advisor = system_advisor(game)
        if advisor is not None:
            action = advisor(game, view, planner, steps)
            if action is not None:
                return action
        action = dict(steps[0]) if steps else dict(END_TURN)
        if action["type"] == "activate" and self.config.lookahead_unit_choice > 0:
            action = self._look_ahead(game, view, planner, action)  # which unit (hard)
        return action

    def _configure(self, game: Any) -> None:
        """Play by the numbers of the game's turn system (ai.yaml `turn_systems`)."""
        system = turn_system_name(game)
        if system != self._configured_for:
            self._configured_for = system
            self.config = ai_config(self._given, system)

    def play_turn(self, game: Any, limit: int | None = None) -> list[Event]:
        """Apply actions until the side ends its turn or the game ends (or, with `limit`,
        after that many actions: a lookahead rollout on a big map)."""
        events: list[Event] = []
        side, rnd = game.side, game.round
        done = 0
        while game.result is None and game.side == side and game.round == rnd:
            if limit is not None and done >= limit:
                break
            with reading_position():  # the move's check reuses the decision's search
                action = self.choose_action(game)
                events += game.apply(action)
            done += 1
            if action["type"] == "end_turn":
                break
        return events

    # -- turn memory ------------------------------------------------------------------------
    def _cache_for(self, game: Any) -> TurnCache:
        """Decisions already taken this side-turn (which units are done with a phase)."""
        history = game.history_for(game.side)
        start, moved = self._turn_scan(game, history)
        key = (game.serial, game.round, game.side, start)
        if key != self._turn_key:
            # `activation` and `phased`: a side's activations (or phases) of one round,
            # each a side-turn of its own, read the same threats and terrain again: the
            # shared work, keyed by all it reads, is kept for the side's round
            same_round = self._turn_key is not None and self._turn_key[:3] == key[:3]
            self._turn_key = key
            old = self._cache  # fields and costs are keyed by what they depend on: keep them
            self._cache = TurnCache(fields=old.fields, costs=old.costs, terrain=old.terrain,
                                    graphs=old.graphs, lines=old.lines,
                                    searches=old.searches, search_memory=old.search_memory,
                                    shot_blocks=old.shot_blocks,
                                    shot_blocks_read=old.shot_blocks_read,
                                    struck=old.struck, struck_read=old.struck_read,
                                    snapshots=old.snapshots, cover=old.cover,
                                    structures=old.structures,
                                    stage_counts=old.stage_counts,
                                    shared_work=old.shared_work if same_round else SharedWork(),
                                    engineers=old.engineers if same_round else None,
                                    **{name: getattr(old, name) for name in MEMORY})
            if self._search_work is not None:
                self._cache.shared_work = self._search_work
        self._cache.actions = len(history) - start
        self._cache.moved = moved
        return self._cache

    def _turn_scan(self, game: Any, history: list[Action]) -> tuple[int, set[str]]:
        """Where the side-turn began in `history` (`turn_start`) and the units moved since,
        from the actions added since the last scan of the same game (its number) and side:
        a game's actions are only ever added to a side's history."""
        scan, n = self._scan, len(history)
        if scan is not None and scan[0] == game.serial and scan[1] == game.side \
                and scan[2] <= n:
            start, moved, low = scan[3], set(scan[4]), scan[2]
            for i in range(n - 1, low - 1, -1):  # the last fresh start among the new
                if history[i].get("type") in FRESH_START:
                    start, moved, low = i + 1, set(), i + 1
                    break
        else:
            start = low = turn_start(history)
            moved = set()
        moved.update(a.get("unit", "") for a in history[low:] if a.get("type") == "move")
        # a flat tuple naming the game, as the turn's key (a copy for a clone renames it)
        self._scan = (game.serial, game.side, n, start, tuple(moved))
        return start, moved

    def _done(self, view: SideView, phase: str, uid: str) -> bool:
        done = view.cache.done.setdefault(phase, set())
        if uid in done:
            return True
        done.add(uid)
        return False

    # -- before round 1: deployment ---------------------------------------------------------
    def _deploy(self, game: Any, view: SideView, planner: Planner) -> Action:
        """Each unit once, fighters first: to the free cell of the side's zone nearest its
        goal (by the travel field), when that is nearer than where it stands."""
        zone = game.deployment_zone(view.side)
        ranked = []
        for u in view.own:
            if u.at is None or u.at not in zone:
                continue
            goal = planner.goal(u)
            support = goal.name in SUPPORT_GOALS
            ranked.append((support, u.id, u, goal))
        for _, uid, u, goal in sorted(ranked, key=lambda r: (r[0], r[1])):
            if self._done(view, "deploy", uid):
                continue
            field = planner.field(u, goal)
            here = field.get(u.at, INF) if u.at is not None else INF
            free = sorted((field.get(c, INF), c) for c in zone
                          if c not in view.own_cells and field.get(c, INF) < here)
            for _, cell in free[:self.config.moves_per_unit]:
                action = {"type": "deploy", "unit": uid, "to": [cell[0], cell[1]]}
                if game.is_legal(action):
                    return action
        return dict(END_TURN)

    # -- lookahead (the hard level: engine/ai/lookahead.py) -------------------------------
    def _look_ahead(self, game: Any, view: SideView, planner: Planner,
                    greedy: Action) -> Action:
        """The greedy fire or move, or a close alternative that a short search over the
        rest of the side-turn (on the position as the side knows it) judges better; at
        most `lookahead_decisions` searches a side-turn."""
        from engine.ai import lookahead  # only the hard level searches
        from engine.ai.reply_pairs import paired_replies

        cfg = self.config
        cache = view.cache
        # fewer than two candidates is no choice (a rollout's players keep unit_choice)
        if (greedy["type"] not in ("fire", "move", "activate")
                or cfg.lookahead_candidates < 2
                or cache.searched >= cfg.lookahead_decisions
                or not lookahead.searched(greedy, turn_system_name(game), cfg)):
            return greedy
        candidates = self._alternatives(game, view, planner, greedy)
        if len(candidates) < 2:
            return greedy
        cache.searched += 1

        inner_cfg = cfg.with_overrides({"lookahead_candidates": 0})
        if self._inner is None:  # the own player, then the enemy's (one a reply's seed):
            # the first proves whether the others play its replies alike (reply_pairs.py)
            self._inner = (AIPlayer(self.seed, inner_cfg),
                           paired_reply_player()(self.seed + 1, inner_cfg), *(
                               AIPlayer(self.seed + 1 + k, inner_cfg)
                               for k in range(1, max(1, cfg.lookahead_replies))))
        mine, theirs = self._inner[0], self._inner[1]
        for inner in self._inner:  # the threats they read are mostly the side-turn's own
            inner._search_work = cache.shared_work
        # each rollout's players remember as the sides would: the searcher's memory (a
        # copy), the enemy's none (lookahead.py `lookahead_memory`); their kept work (travel
        # fields, graphs: keyed by all they read) the searcher's, the enemy's players' one
        ours = lookahead.memory(cache) if cfg.lookahead_memory else None

        played: list[Any] = []  # the clone the own player last began a rollout on

        def begin(twin: Any) -> None:
            if ours is not None and (not played or played[0] is not twin):
                mine._cache = lookahead.with_memory(cache, ours)
            played[:] = [twin]
            mine._turn_key = None  # nothing decided on this clone's side-turn yet

        def rest_of_turn(twin: Any) -> object:
            begin(twin)
            return mine.play_turn(twin, cfg.lookahead_rollout_actions)

        def fresh_enemy(twin: Any, enemy: AIPlayer = theirs) -> None:
            if ours is not None:
                enemy._cache = lookahead.with_memory(theirs._cache, {})
            enemy._turn_key = None

        def follow(twin: Any) -> object:
            begin(twin)  # its memory goes on from the rollout's own side-turn
            return mine.play_turn(twin, cfg.lookahead_rollout_actions)

        system = turn_system_name(game)
        # `activation`: the rest of the round, both sides' activations; `orders`: the rest
        # of the round, every unit's turn left; `phased`: on to the side's next segment
        play_on = {"activation": (lookahead.play_round, cfg.lookahead_rollout_actions),
                   "orders": (lookahead.play_round, cfg.lookahead_round_actions),
                   "phased": (lookahead.play_segments, cfg.lookahead_round_actions)}
        if system in play_on:
            play, limit = play_on[system]

            def both_sides(twin: Any) -> object:
                begin(twin)
                fresh_enemy(twin)
                return play(twin, view.side, mine, theirs, limit)

            return lookahead.search(game, view.side, cfg, self.seed, candidates,
                                    planner.values, cache, both_sides, (), None, ours,
                                    whole_round=True)
        # the replies after the first are not played where proven alike (reply_pairs.py)
        replies = paired_replies(self._inner[1:], fresh_enemy, cfg) if cfg.lookahead_reply else []
        return lookahead.search(game, view.side, cfg, self.seed, candidates, planner.values,
                                cache, rest_of_turn, replies,
                                follow if cfg.lookahead_follow else None, ours)

    def _alternatives(self, game: Any, view: SideView, planner: Planner,
                      greedy: Action) -> list[Action]:
        """The greedy action first; for a shot, the other legal shots whose value comes
        within `lookahead_margin` of the best; for a move, the mover's next-best cells."""
        cfg = self.config
        out: list[Action] = [greedy]

        def add(action: Action) -> None:
            if len(out) < cfg.lookahead_candidates and action not in out and game.is_legal(action):
                out.append(action)

        if greedy["type"] == "activate":  # the units with the best shots first
            for action in activation.ranked(game, self._shot_options(view, planner)):
                add(action)
        elif greedy["type"] == "fire":
            shots = self._shot_options(view, planner)
            top = shots[0][0] if shots else 0.0
            for value, action in shots[:cfg.shot_candidates]:
                if value >= top - cfg.lookahead_margin:
                    add(action)
        else:
            mover = view.unit(greedy["unit"])
            for action in self._move_options(game, view, planner, mover, planner.goal(mover),
                                             cfg.lookahead_candidates):
                add(action)
        return out

    # -- phase 1: fire ----------------------------------------------------------------------
    def _shot_options(self, view: SideView, planner: Planner) -> list[tuple[float, Action]]:
        """Every shot the side's units could take now, best-looking first (unchecked)."""
        cfg = self.config
        options: list[tuple[float, str, str, Cell]] = []
        shot_ap = view.rules.shot_ap
        protected = {o.unit for o in view.their_aims(TARGET)}
        moved_or_stayed = view.cache.moved | view.cache.done.get("move", set())
        blocks, suspects = shot_blocks(view), suspect_cells(view)  # suspect_lines.py
        if not view.enemies:  # no target for any unit (`Shots.shots_from` finds none)
            return []
        for u in view.own:
            at = u.at
            if at is None or u.shots_left <= 0 or u.ap < shot_ap(u.unit_type.ap):
                continue
            if u.id in protected and u.id not in moved_or_stayed:
                continue  # the unit the enemy must kill gets away first, then may shoot
            # under `activation` the shot first draws the opportunity fire on the cell
            exposed = cfg.danger * planner.opportunity_loss(u, (at,), u.flying)
            shots = planner.gun_shots if planner.is_artillery(u.unit_type) else planner.fire_shots
            for value, weapon, target in shots.shots_from(u, at, u.moved, True):
                if target.at is None:
                    continue
                if weapon.fire == "direct" and not u.flying and not target.flying:
                    value *= line_factor(view, at, target.at, blocks, suspects)
                value -= exposed
                if value >= cfg.min_shot_value:
                    options.append((value, u.id, weapon.id, target.at))
        options.sort(key=lambda o: (-o[0], o[1], o[2], o[3]))
        return [(value, {"type": "fire", "unit": uid, "target": [cell[0], cell[1]],
                         "weapon": weapon_id}) for value, uid, weapon_id, cell in options]

    def _fire(self, game: Any, view: SideView, planner: Planner) -> Action | None:
        # no unit with a shot that the turn system lets fire (under `activation`, none
        # active, or the active one's shots spent): no shot is legal, none is weighed; the
        # side's memory of its stopped shots is read as at every decision (it keeps the round)
        shot_ap = view.rules.shot_ap
        if all(u.at is None or u.shots_left <= 0 or u.ap < shot_ap(u.unit_type.ap)
               or not self._may(game, u.id, "fire") for u in view.own):
            shot_blocks(view)
            return None
        for _, action in self._shot_options(view, planner)[:self.config.shot_candidates]:
            if game.is_legal(action):
                return action
        return None

    # -- phase 3: move ----------------------------------------------------------------------
    def _move(self, game: Any, view: SideView, planner: Planner) -> Action | None:
        """Fighters nearest their goal move first (they clear the way), support after;
        the order is fixed once a side-turn, and units that came ashore join at the end."""
        order = view.cache.order
        if not order:
            # a unit that may not move now may not all the side-turn (`activation`: only
            # the active unit acts, once it rallied not even it; `orders`: only the acting
            # unit, none in the orders step; `phased`: none outside the Movement phase,
            # not one that fired or moved in it): its goal is asked as ever (the goal rules
            # write the side's memory), its travel not (`sides`: every unit may move)
            weigh_all = turn_system_name(game) in (None, "sides")
            ranked = []
            for u in view.own:
                if u.at is None:
                    continue
                goal = planner.goal(u)
                if not weigh_all and not self._may(game, u.id, "move"):
                    ranked.append((True, 0.0, INF, u.id))  # last: it never moves here
                    continue
                turns = planner.turns_to_goal(u, goal, u.at)
                support = goal.name in SUPPORT_GOALS
                # the probe: the sturdiest fighter first into the kept shots (spent.py)
                ranked.append((support, probe_rank(planner, u), turns, u.id))
            order.extend(uid for *_, uid in sorted(ranked))
        landing = self._recharge(game, view, planner)
        if landing is not None:
            return landing
        units: dict[str, Unit] = {u.id: u for u in view.own if u.at is not None}
        kept = recharging(view, self.config.drone_recharge)
        for uid in [*order, *sorted(set(units) - set(order))]:
            mover = units.get(uid)
            if mover is None or uid in view.cache.moved or not self._may(game, uid, "move") \
                    or uid in kept:
                continue
            if self._done(view, "move", uid):
                continue
            t = mover.unit_type
            if t.has("needs_tow") or (t.fuel is not None and (mover.fuel or 0) <= 0):
                continue
            if mover.cargo and t.is_aircraft and not self._land_available(game, mover):
                continue  # it could never set its load down again
            action = self._best_move(game, view, planner, mover, planner.goal(mover))
            if action is not None:
                return action
        return None

    def _best_move(self, game: Any, view: SideView, planner: Planner, unit: Unit,
                   goal: Goal) -> Action | None:
        found = self._move_options(game, view, planner, unit, goal, 1)
        return found[0] if found else None

    def _move_options(self, game: Any, view: SideView, planner: Planner, unit: Unit,
                      goal: Goal, wanted: int) -> list[Action]:
        """Up to `wanted` legal moves of the unit, best first, each beating standing still
        by `move_margin` (the first is the greedy move)."""
        cfg = self.config
        at = unit.at
        assert at is not None
        if goal.name == STAY:  # its mission plan keeps it where it stands (ai/plans.py)
            return []
        field = planner.field(unit, goal)
        reach = game.reachable_costs(unit.id)  # cell -> (AP, fuel), the paths when needed
        if not reach:
            return []
        leash = self._leash(view, unit)
        hold = hold_after_fire(planner, unit)  # no closing in once its shots are spent
        if hold is not None:
            leash = hold if leash is None else both(leash, hold)

        stay = planner.cell_score(unit, at, goal, field, unit.moved, unit.ap, True)
        flying = unit.unit_type.is_aircraft
        fear = cfg.danger * goal.danger_factor
        # the scores of the cells it may reach, what depends on the unit read once
        # (the same sums as `cell_score` of each cell: engine/ai/planner/cell_scores.py)
        # and the Alert or opportunity shots each path draws (the paths only then)
        drawn = planner.opportunity_losses(unit, flying, moving=True, capture=goal.capture)
        paths = game.reachable_cells(unit.id) if drawn is not None else None
        ap, have = unit.ap, unit.fuel  # the fuel left on a cell: None for none to burn
        # a unit the drawn shots kill on its way does not do its work at the end
        killed = planner.killed_on_way(unit, flying, goal.capture) if (
            drawn is not None and planner.has_duties(unit.unit_type)) else None
        duty = planner.duty_of(unit, unit.unit_type, goal) if killed is not None else None

        # one scorer for both passes, the lines of fire checked in the second; the field
        # read for all the cells at once (artillery's score reads none: cell_scores.py)
        score_of = planner.scorer(unit, goal, field, True, False)
        band = goal.name == "artillery"

        def scored(cells: Sequence[Cell], with_lines: bool) -> list[tuple[float, Cell]]:
            """(-score, cell) of each cell: sorted as they are, best first, ties by cell."""
            out: list[tuple[float, Cell]] = []
            aways = [None] * len(cells) if band else field.values_at(cells)
            for cell, away in zip(cells, aways, strict=True):
                cost, fuel = reach[cell]
                score = score_of(cell, ap - cost, None if have is None else have - fuel,
                                 with_lines, away)
                if drawn is not None:
                    assert paths is not None
                    way = paths[cell].path[1:]
                    score -= fear * drawn(way)
                    if killed is not None and duty is not None and killed(way):
                        score -= duty(cell)
                out.append((-score, cell))
            return out

        cheap = scored(list(reach) if leash is None else [c for c in reach if leash(c)], False)
        cheap.sort()
        refined = scored([c for _, c in cheap[:cfg.moves_per_unit]], True) if cheap else []
        refined.sort()
        # reachable_cells is the engine's own list of legal ends, but a turn system may
        # refuse some of them (a routed unit moves toward no enemy): ask before choosing
        out: list[Action] = []
        for negated, cell in refined:
            if -negated <= stay + cfg.move_margin or len(out) >= wanted:
                break
            action = {"type": "move", "unit": unit.id, "to": [cell[0], cell[1]]}
            if game.is_legal(action):
                out.append(action)
        return out

    def _leash(self, view: SideView, unit: Unit) -> Any:
        """Drones stay within the leash of a friendly pilot (A10), if they have one."""
        if not unit.unit_type.is_drone:
            return None
        pilots = [u.at for u in view.own if u.at is not None and u.unit_type.has("pilot")]
        if not pilots:
            return None
        radius = view.rules.drone_leash
        return lambda cell: any(view.grid.distance(cell, p) <= radius for p in pilots)

    @staticmethod
    def _may(game: Any, uid: str, kind: str) -> bool:
        """Whether the turn system lets the unit act now (every unit may, under `sides`)."""
        may_act = getattr(game, "may_act", None)
        return True if may_act is None else bool(may_act(uid, kind))

    # -- engine capabilities ---------------------------------------------------------------
    def _land_available(self, game: Any, aircraft: Unit) -> bool:
        """Whether this engine lets a helicopter land (A11) — without it a carrier that
        takes off can never unload. Probed once on a clone, through the public API."""
        if aircraft.flying:
            return bool(game.is_legal({"type": "land", "unit": aircraft.id})) or bool(
                self._can_land)
        if self._can_land is None:
            if game.side != aircraft.side or not self._may(game, aircraft.id, "move"):
                return False  # not now (another side's turn, or not the active unit): ask later
            probe = believed_game(game, aircraft.side, 0)  # as the side knows it (A8)
            self._can_land = False
            for cell in sorted(probe.reachable_cells(aircraft.id)):
                move = {"type": "move", "unit": aircraft.id, "to": [cell[0], cell[1]]}
                if probe.state.terrain_at(cell).landing and probe.is_legal(move):
                    probe.apply(move)
                    self._can_land = probe.is_legal({"type": "land", "unit": aircraft.id})
                    break
        return self._can_land


@functools.cache
def paired_reply_player() -> type[AIPlayer]:
    """The rollouts' first enemy player: the AI's player that proves, as it plays, whether
    the other replies' players would play alike (engine/ai/reply_pairs.py; made here, as
    that module never imports this one, and only once the hard level searches)."""
    from engine.ai.reply_pairs import PairedReplies

    class PairedReplyPlayer(PairedReplies, AIPlayer):
        pass

    return PairedReplyPlayer
