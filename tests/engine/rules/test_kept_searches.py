"""Reach searches kept across steps (issue 37): a unit's search is reused while nothing it
read has changed. The answer with the kept searches must be the answer of a fresh search
at every step of random play on shipped missions under every turn system, each kind of
change must drop the search it touches and no other, and the searches per step fall."""

from __future__ import annotations

import copy
import random
from pathlib import Path

import pytest
from random_play import mixed_scenario

from engine import Game
from engine.rules import engineering, kept_searches, movement
from engine.rules.state import Mine
from engine.scenario.io import load_scenario
from engine.turns.base import available_turn_systems
from rules_helpers import U, make_game

MISSIONS = Path(__file__).resolve().parents[3] / "scenarios"


def fresh(call, *args):
    with kept_searches.searching_afresh():
        return call(*args)


def reaches(game: Game) -> dict[str, dict]:
    return {u.id: game.reachable_cells(u.id) for u in game.state.living(game.side)
            if u.on_map}


def play_comparing(game: Game, seed: int, steps: int) -> int:
    """Random play; at every step the kept answers equal fresh ones. Returns the steps
    played that had a move among the legal actions."""
    chooser = random.Random(seed)
    moved = 0
    for _ in range(steps):
        legal = game.legal_actions()
        assert legal == fresh(game.legal_actions)
        if not legal:
            break
        assert reaches(game) == fresh(reaches, game)
        moves = [a for a in legal if a["type"] == "move"]
        moved += bool(moves)
        # mostly moves; else any action (an activation or order comes first in some
        # turn systems), now and then the end of the turn
        others = moves if moves and chooser.random() < 0.7 else legal[:-1]
        action = legal[-1] if chooser.random() < 0.1 or not others else chooser.choice(
            others)
        if action["type"] == "move":  # the path the move takes, kept or searched to it
            unit, to = game.state.units[action["unit"]], tuple(action["to"])
            path = movement.cheapest_path(game.state, unit, to)
            assert path is not None and path == fresh(
                movement.cheapest_path, game.state, unit, to)
        game.apply(action)
    return moved


@pytest.mark.parametrize("system", sorted(available_turn_systems()))
def test_kept_searches_answer_as_fresh_ones_under_every_turn_system(system):
    scenario = copy.deepcopy(mixed_scenario())
    scenario.turn_system = system
    assert play_comparing(Game(scenario, seed=3), seed=3, steps=120) > 5


@pytest.mark.parametrize("mission", ("tutorial", "harrow_ford", "river_crossing",
                                     "four_ways_phased", "four_ways_orders",
                                     "four_ways_activation", "winter_night_defence"))
def test_kept_searches_answer_as_fresh_ones_on_shipped_missions(mission):
    game = Game(load_scenario(MISSIONS / f"{mission}.yaml"), seed=1)
    assert play_comparing(game, seed=1, steps=80) > 5


def test_kept_searches_answer_as_fresh_ones_on_grey_meadow():
    game = Game(load_scenario(MISSIONS / "operation_grey_meadow.yaml"), seed=0)
    assert play_comparing(game, seed=0, steps=6) > 2


# ---------------------------------------------------------------- each kind of change

@pytest.fixture
def counted(monkeypatch):
    calls: list[str] = []
    search = movement._search

    def counting(state, unit, goal=None, asked=None, read=None):
        calls.append(unit.id)
        return search(state, unit, goal, asked, read)
    monkeypatch.setattr(movement, "_search", counting)
    return calls


def strip_game(*others):
    return make_game(["." * 30, "." * 30], [U("r1", "infantry", "red", (0, 0)), *others])


def check(game: Game, calls: list[str], searched: bool) -> dict:
    before = len(calls)
    kept = game.reachable_cells("r1")
    assert (len(calls) > before) == searched
    assert kept == fresh(game.reachable_cells, "r1")
    return kept


def test_a_unit_entering_the_searched_area_drops_the_search_one_far_off_does_not(counted):
    game = strip_game(U("b1", "infantry", "blue", (29, 1)))
    first = check(game, counted, searched=True)
    check(game, counted, searched=False)  # nothing changed: kept
    state, b1 = game.state, game.state.units["b1"]
    state.lift(b1)
    state.place(b1, (28, 1))  # control: far from where r1 can go
    assert check(game, counted, searched=False) == first
    state.lift(b1)
    state.place(b1, (1, 0))  # an enemy next to r1: a wall now, no move ends there
    changed = check(game, counted, searched=True)
    assert (1, 0) in first and (1, 0) not in changed


def test_a_friend_entering_or_leaving_the_area_changes_only_where_moves_end(counted):
    """A friend is passed through at the cost of its cell's terrain: every step of the
    search costs what it did, so the kept search's labels stand and only the cells a
    move may end on are read again, in the order a fresh search gives them."""
    game = strip_game(U("r2", "infantry", "red", (29, 1)))
    first = check(game, counted, searched=True)
    state, r2 = game.state, game.state.units["r2"]
    state.lift(r2)
    state.place(r2, (1, 0))  # next to r1: passed through, no move ends there any more
    changed = check(game, counted, searched=False)
    assert (1, 0) in first and (1, 0) not in changed
    assert list(changed) == list(fresh(game.reachable_cells, "r1"))
    state.lift(r2)
    state.place(r2, (0, 1))  # and on: (1, 0) free again, (0, 1) taken
    again = check(game, counted, searched=False)
    assert (1, 0) in again and (0, 1) not in again
    assert list(again) == list(fresh(game.reachable_cells, "r1"))
    state.lift(r2)
    state.place(r2, (29, 1))
    assert list(check(game, counted, searched=False).items()) == list(first.items())


def test_the_units_own_ap_hp_or_cell_drops_its_search(counted):
    game = strip_game()
    first = check(game, counted, searched=True)
    r1 = game.state.units["r1"]
    r1.ap -= 1
    assert check(game, counted, searched=True) != first
    r1.ap += 1
    game.state.lift(r1)
    game.state.place(r1, (3, 0))
    assert check(game, counted, searched=True) != first


def test_a_wreck_or_a_known_mine_in_the_area_drops_the_search_outside_it_does_not(counted):
    game = strip_game()
    first = check(game, counted, searched=True)
    game.state.wrecks.add((27, 0))  # control
    game.state.mines[(26, 1)] = Mine((26, 1), "red")
    assert check(game, counted, searched=False) == first
    game.state.wrecks.add((1, 0))
    with_wreck = check(game, counted, searched=True)
    assert with_wreck != first
    game.state.mines[(0, 1)] = Mine((0, 1), "red")  # its own mine: it stops there (A7)
    assert check(game, counted, searched=True) != with_wreck


def test_a_terrain_change_drops_every_search(counted):
    game = strip_game()
    first = check(game, counted, searched=True)
    game.state.set_terrain((1, 0), game.state.catalog.terrain["~"].id)
    assert check(game, counted, searched=True) != first


def test_a_copy_of_the_state_keeps_its_own_searches(counted):
    game = strip_game(U("r2", "infantry", "red", (29, 1)))
    first = check(game, counted, searched=True)
    clone = game.clone()
    r2 = clone.state.units["r2"]
    clone.state.lift(r2)
    clone.state.place(r2, (1, 0))
    assert (1, 0) not in clone.reachable_cells("r1")
    assert check(game, counted, searched=False) == first


# ---------------------------------------------------------------- the work

def test_searches_per_step_fall_on_grey_meadow(counted):
    """Between two steps usually one unit moved: the steps after the first search only
    the units whose area it touched, not every living unit again."""
    game = Game(load_scenario(MISSIONS / "operation_grey_meadow.yaml"), seed=0)
    living = sum(1 for u in game.state.living(game.side) if u.on_map)
    game.legal_actions()
    assert len(counted) >= living // 2
    chooser = random.Random(0)
    per_step = []
    for _ in range(5):
        moves = [a for a in game.legal_actions() if a["type"] == "move"]
        counted.clear()
        game.apply(chooser.choice(moves))
        game.legal_actions()
        per_step.append(len(counted))
    assert sum(per_step) <= living, (per_step, living)


def test_a_kept_search_lists_the_moves_it_made_before(counted):
    """The move dicts are made once per kept search: a unit whose search stood lists the
    same dicts again (a new list of them), one whose search changed lists new ones; a
    search made afresh lists its own. Equal answers either way."""
    game = strip_game(U("r2", "infantry", "red", (29, 1)))
    first = [a for a in game.legal_actions() if a["type"] == "move"]
    again = game.legal_actions()
    moves = [a for a in again if a["type"] == "move"]
    assert moves == first and all(a is b for a, b in zip(moves, first, strict=True))
    again.clear()  # the caller's list: the kept moves are not it
    r1_moves = [a for a in first if a["unit"] == "r1"]
    assert movement.move_actions(game.state, game.state.units["r1"]) == r1_moves
    r2 = game.state.units["r2"]
    game.state.lift(r2)
    game.state.place(r2, (28, 1))  # r2's own search changes, r1's stands
    now = {a["unit"]: [] for a in first}
    for a in game.legal_actions():
        if a["type"] == "move":
            now[a["unit"]].append(a)
    assert all(a is b for a, b in zip(now["r1"], r1_moves, strict=True))
    assert not {id(a) for a in now["r2"]} & {id(a) for a in first}
    assert [a for a in fresh(game.legal_actions) if a["type"] == "move"] == [
        *now["r1"], *now["r2"]]
    assert not {id(a) for a in fresh(game.legal_actions)} & {id(a) for a in first}


def area_reads(monkeypatch) -> list[str]:
    """The units whose kept search reads its area from now on, one entry a read."""
    reads: list[str] = []
    read_area = kept_searches._cells_read

    def counting(state, unit, area, mines, unseen):
        reads.append(unit.id)
        return read_area(state, unit, area, mines, unseen)
    monkeypatch.setattr(kept_searches, "_cells_read", counting)
    return reads


def test_a_step_reads_again_only_the_areas_it_changed(monkeypatch):
    """While a position is read, the side's `ContentsLog` names the cells whose contents
    changed since a kept search last read its area: a search whose area holds none of
    them stands without reading its area again. Between two listings of Grey Meadow one
    unit moved: only the few searches around its old and new cells read theirs (every
    kept search read its whole area at every step before)."""
    game = Game(load_scenario(MISSIONS / "operation_grey_meadow.yaml"), seed=0)
    reads = area_reads(monkeypatch)
    game.legal_actions()
    living = sum(1 for u in game.state.living(game.side) if u.on_map)
    per_step = work_per_step(game, reads)
    assert sum(per_step) <= living // 2, (per_step, living)



def test_checking_listed_moves_reads_no_area_again(monkeypatch):
    """`is_legal` and `apply`'s check read the position within a reading of their own:
    the kept search of a listed move's unit is vouched for by the side's contents log
    (no cell changed since the listing), not its area read again at each check (as
    outside a reading)."""
    game = Game(load_scenario(MISSIONS / "operation_grey_meadow.yaml"), seed=0)
    reads = area_reads(monkeypatch)
    moves = [a for a in game.legal_actions() if a["type"] == "move"]
    picked = random.Random(0).sample(moves, 6)
    reads.clear()
    assert all(game.is_legal(move) for move in picked)
    assert not game.is_legal({**picked[0], "to": [-1, -1]})
    game.apply(picked[0])  # its check, the walk, and what each side is told
    assert reads == []
    assert game.history_for(game.sides[0])[-1] == picked[0]


def work_per_step(game: Game, calls: list[str]) -> list[int]:
    """Five random moves on Grey Meadow: after each, the `calls` made by a listing (equal
    to a fresh one's)."""
    chooser = random.Random(0)
    per_step = []
    for _ in range(5):
        moves = [a for a in game.legal_actions() if a["type"] == "move"]
        game.apply(chooser.choice(moves))
        calls.clear()
        listed = game.legal_actions()
        per_step.append(len(calls))
        assert listed == fresh(game.legal_actions)
    return per_step


def test_the_contents_log_drops_what_a_change_in_the_area_touches():
    """The changes above, each read within a position read (the kept searches stand by
    the side's `ContentsLog` there): a unit, a wreck or a mine put in the area is caught,
    one put far off is not; the answers and the listing are fresh ones' every time."""
    game = strip_game(U("b1", "infantry", "blue", (29, 1)))
    state = game.state

    def read() -> dict:
        with movement.reading_position():  # the kept searches stand by the log here
            kept = game.reachable_cells("r1")
            listed = game.legal_actions()
        assert kept == fresh(game.reachable_cells, "r1")
        assert listed == fresh(game.legal_actions)
        return kept
    first = read()
    b1 = state.units["b1"]
    state.lift(b1)
    state.place(b1, (28, 1))  # control: far off
    assert read() == first
    state.wrecks.add((27, 0))
    state.mines[(26, 1)] = Mine((26, 1), "red")
    assert read() == first
    state.lift(b1)
    state.place(b1, (1, 0))  # an enemy next to r1: a wall, no move ends there
    walled = read()
    assert (1, 0) in first and (1, 0) not in walled
    state.lift(b1)
    state.place(b1, (29, 1))
    assert read() == first
    state.wrecks.add((0, 1))
    with_wreck = read()
    assert with_wreck != first
    state.mines[(2, 0)] = Mine((2, 0), "red")  # its own mine: it stops there (A7)
    assert read() != with_wreck


def test_a_friend_coming_keeps_the_move_dicts_of_the_cells_still_listed():
    """A friend coming into the area changes only where moves end: the kept search stands,
    and the move to each cell still listed is the dict listed before (made once per kept
    search and cell), the list equal to a fresh one's."""
    game = strip_game(U("r2", "infantry", "red", (29, 1)))

    def r1_moves(listed: list) -> list:
        return [a for a in listed if a["type"] == "move" and a["unit"] == "r1"]
    first = {tuple(a["to"]): a for a in r1_moves(game.legal_actions())}
    r2 = game.state.units["r2"]
    game.state.lift(r2)
    game.state.place(r2, (1, 0))
    now = r1_moves(game.legal_actions())
    assert (1, 0) in first and [1, 0] not in [a["to"] for a in now]
    assert now == r1_moves(fresh(game.legal_actions))
    assert all(a is first[tuple(a["to"])] for a in now)


def test_an_engineers_orders_are_listed_again_only_where_a_step_changed_its_reach(
        monkeypatch):
    """The engineer orders are kept like the searches: between two listings of Grey
    Meadow one unit moved, and only an engineer whose own values changed or within whose
    reach a cell's contents did lists its orders again (every engineer did at every
    listing before); the listing is a fresh one's."""
    game = Game(load_scenario(MISSIONS / "operation_grey_meadow.yaml"), seed=0)
    listed: list[str] = []
    work = engineering._engineering_actions

    def counting(state, unit):
        listed.append(unit.id)
        return work(state, unit)
    monkeypatch.setattr(engineering, "_engineering_actions", counting)
    game.legal_actions()
    engineers = len(listed)
    assert engineers >= 5
    per_step = work_per_step(game, listed)
    assert sum(per_step) <= engineers, (per_step, engineers)
