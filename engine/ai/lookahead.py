"""A short search over the side's own side-turn, for contested choices (the `hard` level).

When the greedy player (engine/ai/player.py) is about to fire or move, and other shots or
moves look nearly as good, each of a few candidates is tried on a clone of the game: the
candidate, then the rest of the side-turn as the greedy player would play it, then (with
`lookahead_reply`) the enemy's reply as the greedy player would play it; the candidate
whose outcome the side judges best is played. How the enemy's player breaks its near ties
(its noise, its seed) is not the side's to know, and one reply can spare a unit that most
would kill: with `lookahead_replies` N the reply is played by N enemy players of different
seeds, each from where the side's side-turn ended, and the outcome is their mean (a reply
whose player is proven to play as the first reply's is not played again: reply_pairs.py).

The clone is the position as the side knows it, never more (A7, A8): enemy units the side
does not spot are taken off the map, enemy mines it does not know of are lifted, and the
dice are the side's own (a seeded generator, never the game's), so a rollout cannot learn
what the real shots will roll. Nor does the enemy's player in a rollout read the enemy's
own channel: its past events, its actions, its picture of the map and what it saw of our
buildings and works are the enemy's to know, not the side's; on the clone they are what the
side knows of them (`Game.believed_by`). The outcome is judged by the material of both sides
(unit values times the share of HP left), the victory points held (A12) and each own
unit's cell score (the Planner's progress, cover, danger and duties) over what the side
would know then.

The rollouts' players remember as the sides would (`lookahead_memory`): the AI keeps a
side's memory for the game in its turn cache (the points it held, where it last saw each
enemy, the foes it has seen destroyed, the round its assault began, the side-turns its
guns were on target, ...). Each rollout's own player begins with a copy of the searching
player's memory, and the enemy's player with none (what the enemy remembers is not the
side's to know); without it both carried, from one rollout and search to the next, what
they had "seen" in earlier rollouts: kills that never happened, an assault begun in an
imagined side-turn, the guns counted on target once a rollout.

The search is counted, not timed: `lookahead_candidates` candidates, `lookahead_rollouts`
dice per candidate, `lookahead_decisions` searched decisions a side-turn, at most
`lookahead_rollout_actions` actions of each side-turn a rollout plays (ai.yaml), so a game
is the same for a seed and a big map's rollouts stay bounded. With `lookahead_candidates: 0` (normal, easy) nothing here
runs.
"""

from __future__ import annotations

import copy
import math
import random
import zlib
from collections.abc import Callable, Sequence
from typing import Any

from engine.ai.config import AIConfig
from engine.ai.planner.moves import Planner
from engine.ai.view import MEMORY, SideView, TurnCache
from engine.rules.vision import reading_position

# Turn systems whose side-turn the search plays out: under `sides` (A1.1) a rollout is the
# side's whole side-turn. Under the systems of RULES.md B what follows a choice is a phase
# (phased), one unit's activation (activation) or an order's initiative step (orders), so
# a rollout would judge a fragment, and measured head to head it played worse there.
SEARCHED_SYSTEMS = ("sides",)


Action = dict[str, Any]
# plays the rest of a side-turn on a game (the greedy player's play_turn)
Rollout = Callable[[Any], object]


def searched(greedy: Action, system: str | None, cfg: AIConfig) -> bool:
    """Whether the search weighs this decision: a fire or move under `sides`, under
    `activation` with `lookahead_activation`, under `phased` with `lookahead_phased`;
    which unit to activate with `lookahead_unit_choice` (measured apart: the choice of the
    unit is what wins there), under `orders` with `lookahead_orders`."""
    if greedy["type"] == "activate":
        return system == "activation" and cfg.lookahead_unit_choice > 0
    return (system in SEARCHED_SYSTEMS
            or (system == "activation" and cfg.lookahead_activation > 0)
            or (system == "phased" and cfg.lookahead_phased > 0)
            or (system == "orders" and cfg.lookahead_orders > 0))


def play_round(twin: Any, side: str, mine: Any, theirs: Any, limit: int) -> None:
    """The rest of the round on a clone, `side`'s activations by `mine`, the others' by
    `theirs` (`activation`: a choice's worth shows in the round's later activations, the
    side's own and the enemy's, not in the rest of one unit's), at most `limit` actions."""
    rnd = twin.round
    _play_both(twin, side, mine, theirs, limit, lambda: twin.round == rnd)


def play_segments(twin: Any, side: str, mine: Any, theirs: Any, limit: int) -> None:
    """`phased`: play on until `side`'s next segment begins, `side`'s phases by `mine`, the
    others' by `theirs` (a choice in the side's Fire or Movement phase is answered by the
    enemy's Defensive Fire and then by its whole segment: its Fire phase at the units the
    choice left in the open, its moves under the side's opportunity fire; a choice in the
    side's Defensive Fire, by the rest of the enemy's segment), at most `limit` actions."""
    ours = twin.state.order.index(side)
    left = [twin.state.turn.get("segment") != ours]  # the side's segment was left

    def going_on() -> bool:
        if twin.state.turn.get("segment") != ours:
            left[0] = True
            return True
        return not left[0]
    _play_both(twin, side, mine, theirs, limit, going_on)


def _play_both(twin: Any, side: str, mine: Any, theirs: Any, limit: int,
               going_on: Callable[[], bool]) -> None:
    """Both sides' actions on a clone, `side`'s by `mine`, the others' by `theirs`, while
    the game goes on and `going_on()`, at most `limit` actions."""
    done = 0
    while twin.result is None and done < limit and going_on():
        player = mine if twin.side == side else theirs
        with reading_position():  # the move's check reuses the decision's search
            twin.apply(player.choose_action(twin))
        done += 1


def believed_game(game: Any, side: str, dice_seed: int) -> Any:
    """A clone of the game holding only what `side` knows: the enemy units it does not
    spot are off the map (with their cargo), the enemy mines it has not found are gone,
    the map is as the side last saw it, the other sides' channels hold only what `side`
    knows of them (`Game.believed_by`: the public events, the turn ends, the map as `side`
    last saw it, the structures they see on the clone), and the clone rolls its own
    seeded dice."""
    # game.clone(), less the deep copies of the history and the events: the engine never
    # changes an action or event once recorded, and the rollouts read neither's past
    twin = copy.copy(game)
    twin.state = game._clone_state()
    twin.history = []
    twin.events = []
    state = twin.state
    spotted = {u.id for u in game.seen_units(side)}
    lifted = []
    for unit in state.units.values():
        if unit.alive and unit.side != side and unit.at is not None and unit.id not in spotted:
            state.lift(unit)
            lifted.append(unit.id)
    never_activated(state, lifted)
    never_queued(state, lifted)
    twin.unknown_units = frozenset(_with_cargo(state, lifted))
    known = set(game.known_mines(side))
    for cell in [c for c in state.mines if c not in known]:
        del state.mines[cell]
    if hasattr(game, "known_map"):
        _believed_map(game, state, side)
    # the side's channel, and of the other sides only what it knows of them (built from the
    # clone as it now stands): their players in a rollout read that, never their own
    twin.believed_by(side)
    twin.rng = random.Random(dice_seed)
    return twin


def _with_cargo(state: Any, ids: list[str]) -> set[str]:
    """The units of `ids` and everything aboard them, however deep."""
    found: set[str] = set()
    todo = list(ids)
    while todo:
        uid = todo.pop()
        if uid in found or uid not in state.units:
            continue
        found.add(uid)
        todo.extend(state.units[uid].cargo)
    return found


def never_activated(state: Any, lifted: list[str]) -> None:
    """`activation`: the units taken off the clone are never activated there, whether or
    not the real ones have been this round (the turn's bookkeeping of units the side does
    not see is hidden, A8), so the clone's hand and round go as the side can know."""
    activated = state.turn.get("activated")
    if isinstance(activated, list):
        activated.extend(lifted)


def never_queued(state: Any, lifted: list[str]) -> None:
    """`orders`: the units taken off the clone never act there (their turn in the
    initiative queue, or a Hold waiting for the round's end, goes), so a rollout plays on
    with the units the side knows of."""
    for name in ("queue", "waiting"):
        queue = state.turn.get(name)
        if isinstance(queue, list):
            queue[:] = [uid for uid in queue if uid not in lifted]


def _believed_map(game: Any, state: Any, side: str) -> None:
    """The clone's map as the side last saw it: terrain, wrecks, the fires it knows of,
    no building or work of another side it does not know of."""
    seen = game.known_map(side)
    state.terrain = [list(row) for row in seen.terrain]
    state.terrain_version = seen.version  # the memory's own number: one per content
    state.wrecks = set(seen.wrecks)
    for cell in [c for c in state.fires if c not in seen.fires]:
        del state.fires[cell]
    known = {(s["kind"], s["at"][0], s["at"][1]) for s in game.known_structures(side)}
    for layer in (state.structures, state.bridges):
        for cell in [c for c, s in layer.items() if s.owner != side
                     and (s.kind, c[0], c[1]) not in known]:
            del layer[cell]


class KnownView(SideView):
    """The side's view of a believed clone: every enemy unit on the clone's map is one the
    side knew of when the search began, so it counts whether or not it is spotted now."""

    def __init__(self, game: Any, side: str, cfg: AIConfig, cache: TurnCache) -> None:
        super().__init__(game, side, cfg, cache)
        self.enemies = [u.snapshot() for u in game.units() if u.side != side and u.at is not None]
        self.enemy_cells = {u.at: u for u in self.enemies if u.at is not None}
        self.ground_cells = {c for c, u in {**self.own_cells, **self.enemy_cells}.items()
                             if not u.flying}
        self._by_id = {u.id: u for u in (*self.own, *self.enemies)}


class Judge:
    """Scores outcomes of one search for `side`: material, victory points, positions."""

    def __init__(self, side: str, cfg: AIConfig, values: dict[str, float],
                 cache: TurnCache, seed: int, remembered: dict[str, Any] | None = None) -> None:
        self.side = side
        # a position is judged by progress, cover and danger, not by the shots it offers:
        # those would count an enemy left alive as a gain (its target); nor by the search
        # for hidden enemies (hunt.py), a plan for moving that a side turns to once it sees
        # no enemy: every enemy killed would move the goals and make the scores of two
        # outcomes unlike (killing both of two enemies judged worse than one)
        self.cfg = cfg.with_overrides({"noise": 0.0, "attack": 0.0,
                                       "search_without_capturers": 0})
        self.values = values
        self.cache = cache
        self.seed = seed
        self.remembered = remembered  # the side's memory the goals are read with, if given
        self.base: dict[str, float] = {}

    def _view(self, game: Any) -> KnownView:
        shared = self.cache  # travel fields depend on terrain only: keep them between clones
        if self.remembered is not None:  # the goals the side's own player would pursue
            return KnownView(game, self.side, self.cfg, with_memory(shared, self.remembered))
        cache = TurnCache(fields=shared.fields, costs=shared.costs, terrain=shared.terrain,
                          searches=shared.searches, shared_work=shared.shared_work)
        return KnownView(game, self.side, self.cfg, cache)

    def positions(self, game: Any) -> dict[str, float]:
        """Each own unit's cell score where it stands, as if its next side-turn began."""
        view = self._view(game)
        planner = Planner(view, self.seed)
        out: dict[str, float] = {}
        for u in view.own:
            if u.at is None:
                continue
            goal = planner.goal(u)
            field = planner.field(u, goal)
            out[u.id] = planner.cell_score(u, u.at, goal, field, False, u.max_ap, False)
        return out

    def start(self, game: Any) -> None:
        """The positions before the search: a unit lost costs its material, not these."""
        self.base = self.positions(game)

    def score(self, game: Any) -> float:
        cfg, side = self.cfg, self.side
        result = game.result
        total = 0.0
        if result is not None:
            winner = result.get("winner")
            if winner == side:
                total += cfg.lookahead_win
            elif winner is not None:
                total -= cfg.lookahead_win
        for u in game.state.units.values():
            value = self.values.get(u.id)
            if value is None or not u.alive:
                continue
            share = value * u.hp / max(1, u.type.hp)
            total += share if u.side == side else -share
        for vp in getattr(game.state, "vps", []):
            if vp.owner == side:
                total += cfg.lookahead_vp
            elif vp.owner is not None:
                total -= cfg.lookahead_vp
        now = self.positions(game)
        total += cfg.lookahead_position * sum(now.get(uid, base)
                                              for uid, base in self.base.items())
        return total


def memory(cache: TurnCache) -> dict[str, Any]:
    """A copy of the side's memory kept in its turn cache (the searcher's own)."""
    return copy.deepcopy({name: getattr(cache, name) for name in MEMORY})


def with_memory(cache: TurnCache, remembered: dict[str, Any]) -> TurnCache:
    """A turn cache with the work of `cache` (fields, costs, lines) and the memory
    `remembered` (a copy is taken: a rollout writes to it), nothing decided yet."""
    return TurnCache(fields=cache.fields, costs=cache.costs, terrain=cache.terrain,
                     graphs=cache.graphs, lines=cache.lines, searches=cache.searches,
                     snapshots=cache.snapshots, cover=cache.cover,
                     shared_work=cache.shared_work, **copy.deepcopy(remembered))


def dice_seed(seed: int, game: Any, rollout: int) -> int:
    """The side's own dice for one rollout: the same for every candidate of a decision
    (common random numbers), different between decisions and rollouts."""
    key = f"{seed}|{game.round}|{game.side}|{len(game.history_for(game.side))}|{rollout}"
    return zlib.crc32(key.encode())


def outcome_key(game: Any) -> tuple[Any, ...]:
    """Everything of a clone's position that play reads (units, points, works, mines,
    fires, smoke, the turn system's and the mission's state, the dice): two clones with
    the same key play on alike, so a rollout reaching one already judged is not played
    again (the side's players are deterministic; the reply reads the same position)."""
    state = game.state
    units = tuple((u.id, u.at, u.hp, u.ap, u.ammo, u.fuel, u.aboard, tuple(u.cargo), u.flying,
                   u.moved, u.shots_fired, tuple(sorted(u.weapons_used.items())), u.alive,
                   u.stayed_still, u.alert, u.heading_from)
                  for u in state.units.values())
    vps = tuple((v.id, v.owner, v.holder, v.count) for v in getattr(state, "vps", []))
    return (game.round, game.side, repr(game.result), units, vps, state.terrain_version,
            repr(sorted(state.structures.items())), repr(sorted(state.bridges.items())),
            repr(sorted(state.mines.items())), repr(sorted(state.fires.items())),
            repr(sorted(state.smoke.items())), repr(state.turn), repr(state.mission),
            tuple(sorted(state.wrecks)), game.rng.getstate())


def search(game: Any, side: str, cfg: AIConfig, seed: int, candidates: Sequence[Action],
           values: dict[str, float], cache: TurnCache, rest_of_turn: Rollout,
           replies: Sequence[Rollout], follow: Rollout | None = None,
           remembered: dict[str, Any] | None = None, whole_round: bool = False) -> Action:
    """The candidate with the best mean outcome over `lookahead_rollouts` rollouts: apply
    it to a believed clone, play the rest of the side-turn (`rest_of_turn`), then the
    enemy's side-turn (each of `replies`, from that same position: the mean of their
    outcomes is the rollout's) and the side's next (`follow`, if given), and
    judge. Ties go to the earlier candidate (the greedy choice comes first). A rollout
    whose side-turn ends where an earlier one's did (`outcome_key`) is judged as that one
    was, not played on again. With `remembered` (the side's memory), the judge reads the
    units' goals as the side's own player would. With `whole_round`, `rest_of_turn` plays
    the rest of the round for both sides (`play_round`), whoever is to play after the
    candidate."""
    judge = Judge(side, cfg, values, cache, seed, remembered)
    judge.start(believed_game(game, side, 0))
    judged: dict[tuple[Any, ...], float] = {}
    best: tuple[float, int] | None = None
    for index, action in enumerate(candidates):
        total = 0.0
        for r in range(max(1, cfg.lookahead_rollouts)):
            twin = believed_game(game, side, dice_seed(seed, game, r))
            if not twin.is_legal(action):  # the map as the side last saw it forbids it
                total = -math.inf
                break
            twin.apply(dict(action))
            rnd = twin.round
            if twin.result is None and twin.round == rnd and (twin.side == side or whole_round):
                rest_of_turn(twin)
            key = (r, outcome_key(twin))
            if key in judged:
                total += judged[key]
                continue
            if replies and twin.result is None and twin.side != side:
                judged[key] = sum(_replies(twin, side, replies, follow, judge)) / len(replies)
            else:
                judged[key] = judge.score(twin)
            total += judged[key]
        mean = total / max(1, cfg.lookahead_rollouts)
        if best is None or mean > best[0]:
            best = (mean, index)
    return dict(candidates[0 if best is None else best[1]])


def _replies(twin: Any, side: str, replies: Sequence[Rollout], follow: Rollout | None,
             judge: Judge) -> list[float]:
    """The outcome of each enemy reply (and the side's side-turn after it, with `follow`),
    each played from where the side's side-turn ended on `twin` (the last on `twin`
    itself, the others on clones of it). The replies' players differ only by their seeds
    (their noise), so most play the same actions: a reply whose actions are an earlier
    one's ends in the same position (the same clone, the same actions: the engine and its
    dice are deterministic), and is judged as that one was, not again."""
    start = len(twin.history)
    scores: list[float] = []
    ended: list[tuple[list[Action], float]] = []  # the actions each reply played, its score
    for k, reply in enumerate(replies):
        alike = getattr(reply, "played_as_first", None)  # proven so as it played (reply_pairs.py)
        if k and alike is not None and alike():
            scores.append(scores[0])
            continue
        game = twin if k == len(replies) - 1 else twin.clone()
        reply(game)
        if follow is not None and game.result is None and game.side == side:
            follow(game)
        played = game.history[start:]
        score = next((s for actions, s in ended if actions == played), None)
        if score is None:
            score = judge.score(game)
            ended.append((played, score))
        scores.append(score)
    return scores
