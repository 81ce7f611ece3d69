"""The computer player is fair by construction (RULES.md A8): what it decides depends only
on what its side may know. A metamorphic test over every shipped mission: at each of the
AI's decisions in a few side-turns, the same position with the units the side does not
see moved, retyped or taken off, the other sides' own channels changed (their events,
history, memory of structures, map and sight: what they alone know), and the game's own
dice reseeded, gives the same action.
A control shows the test catches a player that reads the whole game."""

from __future__ import annotations

import copy
import functools
import json
import random
import types
from collections.abc import Iterable, Iterator
from typing import Any

import pytest
from fairness_copies import (
    _DEEPCOPY,
    _DISPATCH,
    _RENAMED,
    WORK_TABLES,
    carry_kept_work,
    copies_of_the_same,
    copy_for,
    frozen,
    twin_of,
)
from fairness_shortcuts import SeenCells, redrawn

from conftest import SCENARIOS
from engine import Game, load_scenario
from engine.ai import view as ai_view
from engine.ai.config import ai_config
from engine.ai.player import AIPlayer
from engine.grid import Cell
from engine.rules import vision
from engine.rules.known_map import KnownMap
from engine.rules.side_channel import Sight
from engine.scenario.defaults import scenario_defaults
from rules_helpers import F, U, make_scenario

# Every shipped mission the computer player of the shared rules plays (Stratego has its own
# ruleset), each under its own turn system: sides, activation, orders and phased.
MISSIONS = sorted(p.stem for p in SCENARIOS.glob("*.yaml") if p.stem != "stratego_classic")
WARM_ROUNDS = {"operation_grey_meadow": 1}  # rounds played unchecked first (contact)
CHECKED_TURNS = 2  # side-turns whose every decision is checked
MAP_SHARE = 0.5  # the share of the cells of another side's picture of the map changed


def unseen_enemies(game: Any, side: str) -> list[Any]:
    """The enemy units on the map the side does not spot, whose ids the turn system's
    bookkeeping does not name (taking those off would change the turn, not the sight)."""
    state = game.state
    spotted = vision.spotted_ids(state, side)
    turn = json.dumps(state.turn, default=str)
    return [u for u in state.units.values() if u.alive and u.side != side
            and u.at is not None and u.id not in spotted and not u.cargo
            and f'"{u.id}"' not in turn]


def knowledge(game: Any, side: str) -> Any:
    """What the side may read now (the precondition: a perturbation keeps it). Its
    events are the side's own log that `game.events_for(side)` copies (the copy, of a
    whole game's log at every checked decision, compares the same). The cells it sees
    compare as their sets (`SeenCells`)."""
    seen = sorted((u["id"], u["type"], u["at"], u["hp"]) for u in game.seen_units(side))
    return (seen, SeenCells(game, side), game.channel.events[side],
            game.turn_info_for(side), sorted(game.known_mines(side)))


def perturbed(game: Any, side: str, dice: random.Random,
              channel_dice: random.Random | None = None, units: bool = True) -> Any:
    """`perturbed_units` (unless not `units`), or when that changed what the side knows (an
    enemy unit's place can matter to the sight), only the game's dice reseeded; either way with the
    other sides' private channels changed (`perturbed_channels`, with `channel_dice`: a
    stream of its own, so the units' perturbations draw as before). The game's position is
    read once (its sight and spotting are asked by the perturbation and the knowledge
    alike); the twin's is read anew once changed (`vision.changing_position`). What the
    side knows in the game is read once: the game does not change meanwhile."""
    with vision.reading_position():
        known = knowledge(game, side)
        twin = perturbed_units(game, side, dice, known) if units else None
    if twin is None:
        twin = twin_of(game)
        twin.rng = random.Random(dice.random())
    perturbed_channels(twin, side, dice if channel_dice is None else channel_dice)
    assert knowledge(twin, side) == known
    return twin


def perturbed_channels(game: Any, side: str, dice: random.Random) -> None:
    """Change in place what each other side alone knows (RULES.md A8): its past events
    (none, or every other one), its history (its own actions dropped, the turn ends
    kept), its memory of the buildings and works not its own (forgotten), its picture of
    the map (a cell in 8 of another terrain, wrecks and fires on others) and its last
    sight (nothing seen). Nothing of `side`'s own channel changes."""
    channel = game.channel
    letters = sorted({ch for row in game.state.terrain for ch in row})
    for other in game.sides:
        if other == side:
            continue
        events = channel.events[other]
        channel.events[other] = dice.choice(([], events[::2], events[1::2]))
        channel.history[other] = [a for a in channel.history[other]
                                  if a.get("type") == "end_turn" or dice.random() < 0.5]
        if dice.random() < 0.5:
            channel.known[other] = {}
        known = channel.maps.get(other)
        if known is not None:
            terrain = redrawn(known.terrain, letters, dice, MAP_SHARE)
            width, height = len(terrain[0]), len(terrain)
            cells = [(dice.randrange(width), dice.randrange(height)) for _ in range(8)]
            channel.maps[other] = KnownMap(terrain, set(cells[:4]), set(cells[4:]))
        channel.sight[other] = Sight(frozenset())


def unseen_cells(terrain: list[list[str]], seen: set[Cell]) -> UnseenCells:
    """Terrain letter -> the cells of that terrain the side does not see, in the map's
    order (row by row), and each one's place in that list (`UnseenCells.get`)."""
    return UnseenCells(cells_of_each_terrain(tuple(map(tuple, terrain))), seen)


class UnseenCells:
    """The mapping of `unseen_cells`, a terrain's entry worked out when first asked: a
    checked decision moves a few unseen units, onto the terrains they stand on, and a big
    map's other terrains were listed for nothing (16,384 cells at each of Grey Meadow's
    decisions). A terrain without an unseen cell has no entry, as in a dict of them."""

    def __init__(self, by_terrain: dict[str, list[Cell]], seen: set[Cell]) -> None:
        self.by_terrain, self.seen = by_terrain, seen
        self.found: dict[str, tuple[list[Cell], dict] | None] = {}

    def get(self, ch: str, default: Any = None) -> Any:
        if ch not in self.found:
            unseen = [c for c in self.by_terrain.get(ch, ()) if c not in self.seen]
            self.found[ch] = (unseen, {c: k for k, c in enumerate(unseen)}) if unseen else None
        entry = self.found[ch]
        return default if entry is None else entry


@functools.lru_cache(maxsize=8)
def cells_of_each_terrain(terrain: tuple[tuple[str, ...], ...]) -> dict[str, list[Cell]]:
    """Terrain letter -> its cells in the map's order (row by row): listed once per map
    (its rows are the key), not once per checked decision."""
    found: dict[str, list[Cell]] = {}
    for y, row in enumerate(terrain):
        for x, ch in enumerate(row):
            found.setdefault(ch, []).append((x, y))
    return found


class FreeCells:
    """The cells of `cells` (in their order) that are not `taken` now: the list a
    comprehension over the whole map would make, without making it (`random.choice` reads
    its length and one item, the same draw either way; a big map has thousands of cells of
    a terrain and a hundred unseen units to move on it)."""

    def __init__(self, cells: list[Cell], index: dict[Cell, int], taken: Iterable[Cell]):
        self.cells = cells
        self.gaps = sorted({index[c] for c in taken if c in index})

    def __len__(self) -> int:
        return len(self.cells) - len(self.gaps)

    def __getitem__(self, k: int) -> Cell:
        if not 0 <= k < len(self):
            raise IndexError(k)
        for gap in self.gaps:  # the k-th kept cell: skip each taken one at or before it
            if gap > k:
                break
            k += 1
        return self.cells[k]

    def __iter__(self) -> Iterator[Cell]:
        return (self[k] for k in range(len(self)))


def perturbed_units(game: Any, side: str, dice: random.Random, known: Any = None) -> Any:
    """A clone of the game that differs only in what `side` does not know: each unseen enemy
    unit moved to another unseen cell of the same terrain, retyped or taken off, and the
    game's dice reseeded. None when no perturbation keeps the side's knowledge (`known`,
    when the caller has read it: `knowledge(game, side)`)."""
    twin = twin_of(game)
    state = twin.state
    seen = set(game.visible_cells(side))
    ground_types = [t for t in state.catalog.units.values() if not t.is_aircraft and t.hp]
    unseen = unseen_cells(state.terrain, seen)
    with vision.changing_position(state):
        for u in unseen_enemies(twin, side):
            what = dice.choice(("move", "retype", "remove", "keep"))
            if what == "remove":
                state.lift(u)
                u.alive, u.hp = False, 0
            elif what == "move":
                terrain = state.terrain[u.at[1]][u.at[0]]
                layer = state.air if u.flying else state.ground
                free = FreeCells(*unseen.get(terrain, ([], {})), (*layer, *state.structures))
                if free:
                    state.lift(u)
                    state.place(u, dice.choice(free))
            elif what == "retype" and not u.type.is_aircraft:
                t = dice.choice(ground_types)
                u.type, u.hp, u.ap = t, min(u.hp, t.hp), t.ap
                u.ammo, u.fuel = t.ammo, t.fuel if t.fuel is not None else t.battery
        twin.rng = random.Random(dice.random())
    if known is None:
        known = knowledge(game, side)
    return twin if knowledge(twin, side) == known else None


class Twin:
    """One way of perturbing the checked decisions' position (its own dice, so that its
    perturbations draw the same whichever others are checked beside it): the units the
    side does not see too (`units`) or only the other sides' channels and the game's dice;
    with `outcomes`, what each decision judged (`judged`) is compared as well. Its count of
    decisions checked and of outcomes compared, and the first failure's message (checked no
    further after it)."""

    def __init__(self, name: str, units: bool = True, outcomes: bool = False) -> None:
        self.units, self.outcomes = units, outcomes
        self.dice = random.Random(name)
        self.channel_dice = random.Random(f"{name}:channels")
        self.checked, self.compared = 0, 0
        self.failure: str | None = None
        self.copy: Any = None  # the copy checked at the last decision (`carry_kept_work`)

    def answer(self) -> dict[str, Any]:
        return {"checked": self.checked, "compared": self.compared, "failure": self.failure}


def check_decisions(name: str, make_player: Any = AIPlayer,
                    judged: list[Any] | None = None) -> int:
    """Play the mission AI against AI; at every decision of the checked side-turns compare
    the action the player chooses in the game with the one a copy of it, in the same
    side-turn, chooses on a perturbed clone (and, with `judged`, what the decision wrote
    into it: the hard level's rollouts judged, say). The number of decisions checked."""
    twin = Twin(name, outcomes=judged is not None)
    check_twins(name, make_player, [twin], judged, stop=True)
    return twin.checked


def check_twins(name: str, make_player: Any, twins: list[Twin],
                judged: list[Any] | None = None, stop: bool = False) -> list[Any]:
    """`check_decisions` with each twin's perturbation at every checked decision, on one
    game (its warm-up and its decisions played once for all): with `stop`, the first
    failure raises; otherwise it is the twin's `failure` and the others go on. The game's
    history (its warm-up and checked side-turns)."""
    game = Game(load_scenario(SCENARIOS / f"{name}.yaml"), seed=3)
    players = {s: make_player(11) for s in game.sides}
    warm = WARM_ROUNDS.get(name, 2)
    while game.result is None and game.round <= warm:
        players[game.side].play_turn(game)
    turns = 0
    while game.result is None and turns < CHECKED_TURNS:
        side, rnd = game.side, game.round
        while game.result is None and game.side == side and game.round == rnd:
            with vision.reading_position():  # one position: see `check_decision`
                action = check_decision(name, game, players[side], twins, judged, stop)
            game.apply(action)
            if action["type"] == "end_turn":
                break
        turns += 1
    return game.history


def check_decision(name: str, game: Any, player: Any, twins: list[Twin],
                   judged: list[Any] | None, stop: bool) -> dict[str, Any]:
    """The player's action in the game, checked against each twin's copy's. Read as one
    position (as `AIPlayer.play_turn` reads a decision): the game's sight and spotting,
    worked out for the perturbation, are not worked out again by the player's decision, nor
    the twin's by its copy's (nor by the check that the twin's channels left its side's
    knowledge as it was): the same answers, the position unchanged meanwhile."""
    side, rnd = game.side, game.round
    seconds = []
    for twin in twins:
        if twin.failure is None:
            with copies_of_the_same():
                other = perturbed(game, side, twin.dice, twin.channel_dice, twin.units)
            second = copy_for(player, game, other)
            if twin.copy is not None:
                carry_kept_work(twin.copy, second)
            seconds.append((twin, other, second))
    written = [] if judged is None else judged
    start = len(written)
    action: dict[str, Any] = player.choose_action(game)
    middle = len(written)
    logs = len(game.history), len(game.events)  # the twins share them (`twin_of`)
    for twin, other, second in seconds:
        chosen = second.choose_action(other)
        assert (len(game.history), len(game.events)) == logs
        assert other.state.terrain_version == game.state.terrain_version  # and the map
        twin.copy = second
        if chosen != action:
            twin.failure = (f"{name}: {side}'s decision in round {rnd} changed with "
                            f"what it cannot see: {chosen} instead of {action}")
        elif twin.outcomes and written[start:middle] != written[middle:]:
            twin.failure = (f"{name}: what {side}'s decision in round {rnd} judged "
                            "changed with what it cannot see")
        else:
            twin.checked += 1
            twin.compared += (middle - start) if twin.outcomes else 0
        del written[middle:]
        if stop and twin.failure is not None:
            raise AssertionError(twin.failure)
    del written[start:]
    return action


def check_key(name: str, knobs: dict[str, Any] | None, *what: str) -> str:
    """The text naming a check of AIPlayer with these knobs (tests/shared_runs.py): the
    mission, warm-up and checked side-turns and the numbers of the player under the
    mission's turn system (a knob's case whose knobs are those shipped is the every-mission
    check's), and `what` else it does."""
    scenario = load_scenario(SCENARIOS / f"{name}.yaml")
    system = scenario.turn_system or scenario_defaults().turn_system
    return json.dumps([name, WARM_ROUNDS.get(name, 2), CHECKED_TURNS, str(system),
                       repr(ai_config(knobs, str(system))), *what])


def checked_game_once(shared_runs: Any, name: str,
                      knobs: dict[str, Any] | None = None) -> dict[str, Any]:
    """`check_decisions` of AIPlayer with these knobs, for a test that patches nothing, done
    once a run for every test whose check is the same (`check_key`): the decisions checked
    and the first failure's message (`Twin.answer`), and the game's history (its warm-up
    and checked side-turns, the game as played without the check, failing or not:
    test_ai_lookahead.py's determinism compares a game of its own with it)."""
    def work() -> dict[str, Any]:
        twin = Twin(name)
        history = check_twins(name, lambda seed: AIPlayer(seed, knobs), [twin])
        return {**twin.answer(), "history": history}

    return shared_runs.once(check_key(name, knobs), work)


def check_decisions_once(shared_runs: Any, name: str,
                         knobs: dict[str, Any] | None = None) -> int:
    """The decisions `checked_game_once` checked; its failure raised."""
    return answered(checked_game_once(shared_runs, name, knobs))


def answered(check: dict[str, Any]) -> int:
    """The decisions a check kept once a run checked (`Twin.answer`); its failure raised."""
    if check["failure"] is not None:
        raise AssertionError(check["failure"])
    return int(check["checked"])


@pytest.mark.parametrize("name", MISSIONS)
def test_what_the_side_cannot_see_never_changes_an_ai_decision(name: str, shared_runs) -> None:
    assert check_decisions_once(shared_runs, name) > 0


def test_the_fairness_test_catches_a_player_that_reads_the_whole_game(monkeypatch) -> None:
    """Control: a side view that lists every enemy unit, seen or not, fails the test."""
    real = ai_view.SideView.__init__

    def omniscient(self: Any, game: Any, side: str, cfg: Any, cache: Any) -> None:
        real(self, game, side, cfg, cache)
        self.enemies = [u.snapshot() for u in game.units() if u.side != side
                        and u.at is not None]
        self.enemy_cells = {u.at: u for u in self.enemies}
        self._by_id.update({u.id: u for u in self.enemies})

    monkeypatch.setattr(ai_view.SideView, "__init__", omniscient)
    with pytest.raises(AssertionError, match="changed with what it cannot see"):
        check_decisions("tutorial")


def reachable(root: Any) -> dict[int, Any]:
    """id -> object of everything reachable from `root` through containers, instance
    attributes and slots (types, functions and modules left out)."""
    found: dict[int, Any] = {}
    todo = [root]
    while todo:
        value = todo.pop()
        if id(value) in found or isinstance(value, (type, types.FunctionType,
                                                     types.ModuleType)):
            continue
        found[id(value)] = value
        if isinstance(value, dict):
            todo += [*value, *value.values()]
        elif isinstance(value, (list, tuple, set, frozenset)):
            todo += list(value)
        else:
            todo += list(getattr(value, "__dict__", {}).values())
            todo += [getattr(value, n) for c in type(value).__mro__
                     for n in getattr(c, "__slots__", ()) if hasattr(value, n)]
    return found


def test_the_copies_are_deepcopys() -> None:
    """The check's copies of the game and the player share with them exactly what
    `copy.deepcopy` shares (its numbers, texts and tuples of them, and what a class's own
    `__deepcopy__` or the game's clone share on purpose), nothing more; a copy for a twin
    shares too, on purpose, its turn caches' tables of work and enemies' parts (not the
    dicts holding them: `fairness_copies._turn_cache_copy`)."""
    game = Game(load_scenario(SCENARIOS / "summer_forest.yaml"), seed=3)
    player = AIPlayer(11)
    for _ in range(6):
        game.apply(player.choose_action(game))
    assert player._cache.fields  # a turn cache full of travel fields and cells
    for original, make in ((player, lambda: copy.deepcopy(player)), (game, game.clone)):
        own = reachable(original)
        deep = set(own) & set(reachable(make()))
        with copies_of_the_same():
            twin = make()
        shared = set(own) & set(reachable(twin))
        assert shared == deep
        assert any(type(own[i]) is tuple for i in shared)  # cells shared, as deepcopy does
    # a copy for a twin: the same, but for the tuples naming the game, which name the twin
    twin = game.clone()
    own = reachable(player)
    deep = set(own) & set(reachable(copy.deepcopy(player)))
    going = copy_for(player, game, twin)
    copied = reachable(going)
    shared = set(own) & set(copied)
    names = {i for i in deep if type(own[i]) is int and own[i] == game.serial
             or type(own[i]) is tuple and frozen(own[i]) and game.serial in ints_in(own[i])}
    caches = [v for v in own.values() if type(v) is ai_view.TurnCache]
    holders = [d for c in caches for d in (*(getattr(c, n) for n in WORK_TABLES),
                                           *((c.parts, c.parts[1]) if c.parts else ()))]
    work = set(reachable([list(d.values()) for d in holders if type(d) is dict])) & set(own)
    assert work and not shared & {id(d) for d in holders}
    assert names and shared == (deep - names) | work
    assert not any(type(v) is int and v == game.serial for v in copied.values())  # nowhere
    assert going._turn_key == (twin.serial, *player._turn_key[1:])
    assert copy._deepcopy_dispatch == _DISPATCH and _DISPATCH[dict] is _DEEPCOPY[dict]
    assert not _RENAMED


def ints_in(value: tuple) -> set[int]:
    """The ints in a frozen tuple, at any depth."""
    found: set[int] = set()
    for v in value:
        if type(v) is tuple:
            found |= ints_in(v)
        elif type(v) is int:
            found.add(v)
    return found


def test_a_copy_goes_on_with_the_players_side_turn() -> None:
    """The check's copy of the player, taken for a clone of the game, decides on the clone
    what the player decides on the game, with the same memory of the side-turn after; a
    plain deep copy starts the side-turn afresh on a clone (and so decides as at a turn's
    start: the check would not be of the player's own decisions)."""
    game = Game(load_scenario(SCENARIOS / "summer_forest.yaml"), seed=3)
    player = AIPlayer(11)
    while game.round <= 2:
        player.play_turn(game)
    decisions, afresh = 0, 0
    # side-turns on until one has a memory a plain copy loses (the games change with the
    # AI's play: which side-turn that is is not fixed)
    while game.result is None and game.round <= 8 and not (decisions > 3 and afresh > 0):
        side = game.side
        while game.side == side and game.result is None:
            twin = game.clone()
            going = copy_for(player, game, twin)
            # a plain copy, once the side-turn has a memory (it costs 12 times the player's)
            plain = copy.deepcopy(player) if not afresh and any(player._cache.done.values()) \
                else None
            action = player.choose_action(game)
            assert going.choose_action(twin) == action
            assert going._cache.done == player._cache.done
            assert going._cache.events_read[1] == player._cache.events_read[1]
            if plain is not None:
                plain.choose_action(game.clone())
                afresh += plain._cache.done != player._cache.done
            decisions += 1
            game.apply(action)
            if action["type"] == "end_turn":
                break
    assert decisions > 3 and afresh > 0


def test_the_free_cells_are_the_whole_maps_list() -> None:
    """`FreeCells` is the list the perturbation drew from before: every unseen cell of a
    terrain, in the map's order, without a unit of the layer or a structure; item by item
    and its length, for every terrain and both layers."""
    game = Game(load_scenario(SCENARIOS / "summer_forest.yaml"), seed=3)
    player = AIPlayer(11)
    for _ in range(8):
        game.apply(player.choose_action(game))
    state = game.state
    compared = 0
    for side in game.sides:
        seen = set(game.visible_cells(side))
        unseen = unseen_cells(state.terrain, seen)
        for terrain in {ch for row in state.terrain for ch in row}:
            for layer in (state.ground, state.air):
                whole = [(x, y) for y, row in enumerate(state.terrain)
                         for x, ch in enumerate(row) if ch == terrain and (x, y) not in seen
                         and (x, y) not in layer and (x, y) not in state.structures]
                free = FreeCells(*unseen.get(terrain, ([], {})), (*layer, *state.structures))
                assert len(free) == len(whole) and list(free) == whole
                assert [free[k] for k in range(len(free))] == whole
                compared += len(whole) < len(unseen.get(terrain, ([],))[0])
    assert compared  # some cells were taken out: the gaps were skipped


def test_a_spotted_enemy_shows_neither_its_ap_nor_its_ammunition_nor_its_fuel() -> None:
    """A8: a side sees an enemy unit, not what is left in it: the AI reads the type's full
    values (its own units show what they have)."""
    game = Game(make_scenario(["." * 6] * 2, [
        U("r1", "infantry", "red", (0, 0), ammo=1), U("b1", "tank", "blue", (2, 0),
                                                     ammo=1, fuel=3)]))
    tank = next(u for u in game.seen_units("red") if u["id"] == "b1")
    full = game.unit("b1").unit_type
    assert (tank["ammo"], tank["fuel"], tank["ap"]) == (full.ammo, full.fuel, full.ap)
    assert tank.snapshot().ammo == full.ammo and tank.snapshot().fuel == full.fuel
    assert game.unit("b1")["ammo"] == 1 and game.unit("b1")["fuel"] == 3
    own = next(u for u in game.seen_units("red") if u["id"] == "r1")
    assert own["ammo"] == 1


def test_a_crater_made_out_of_sight_is_not_known_until_the_side_sees_it_again() -> None:
    """A8: the map is public at the start; a change out of sight (a crater, a wreck) is
    learnt when the side sees the cell again, by `Game.view` and the AI's side view alike;
    a side that sees the cell knows it at once."""
    from engine.ai.config import ai_config
    from engine.ai.view import SideView, TurnCache

    game = Game(make_scenario(["." * 20] * 3, [
        U("r1", "infantry", "red", (0, 1)), U("b1", "infantry", "blue", (19, 1))]))
    assert (18, 1) not in game.visible_cells("red") and (18, 1) in game.visible_cells("blue")
    game.state.set_terrain((18, 1), "crater")
    game.state.wrecks.add((17, 1))
    game.apply({"type": "end_turn"})
    assert game.view("red").terrain[1][18] == "." and (17, 1) not in game.view("red").wrecks
    assert game.view("blue").terrain[1][18] == "C" and (17, 1) in game.view("blue").wrecks
    red = SideView(game, "red", ai_config(None), TurnCache())
    assert red.state.terrain_at((18, 1)).id == "grass" and not red.cover_at((17, 1)) > 0
    blue = SideView(game, "blue", ai_config(None), TurnCache())
    assert blue.state.terrain_at((18, 1)).id == "crater" and blue.cover_at((17, 1)) > 0


def line_of_fire_game(hidden: bool) -> Game:
    """Red's tank sees blue's rifle five cells off in the open; with `hidden`, a second
    rifle stands unseen in a trench between them (A8: in cover, spotted from 3 cells)."""
    units = [U("r_tank", "tank", "red", (0, 2)), U("b_seen", "infantry", "blue", (5, 2))]
    if hidden:
        units.append(U("b_hidden", "infantry", "blue", (4, 2)))
    return Game(make_scenario(["." * 12] * 5, units,
                              features=[F("work", (4, 2), type="trench", owner="blue")]), seed=0)


def test_an_unseen_unit_in_the_line_of_fire_does_not_change_the_decision() -> None:
    """A shot's legality reads only what its side sees (A5 with A8, engine/rules/fire.py
    `hidden_blocker`): the same knowledge, the same decision. (It was a leak: an unseen
    unit in the line of fire made the shot illegal, and the AI moved instead.)"""
    with_it, without = line_of_fire_game(True), line_of_fire_game(False)
    assert knowledge(with_it, "red") == knowledge(without, "red")
    assert AIPlayer(0).choose_action(with_it) == AIPlayer(0).choose_action(without)
