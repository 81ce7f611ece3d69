"""The copies the hard level's rollouts make (issue 37, stop 58): `clone_state` and
`turn_info_for` give what deepcopy gave, without deepcopy's dispatch for every value.

`clone_state` is deepcopy with the catalog's memo, made by `data_copy` (the state's records
named by `copied_as_data`): the same objects, in the same order, shared as deepcopy shares
them, each unit numbered by its `__setstate__` in the same order. `turn_info_for` redacts
`turn_info`'s own copy rather than a deep copy of it."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
from counting import calls_of

from engine import Game
from engine.ai.player import AIPlayer
from engine.rules import state as state_module
from engine.rules.state import clone_state, state_changes
from engine.scenario.io import load_scenario
from rules_helpers import turn_info_redacted

MISSIONS = Path(__file__).resolve().parents[3] / "scenarios"
SHARED = ("catalog", "play", "grid", "_neighbour_cache", "type")  # the memo's


def deepcopy_clone(state: state_module.GameState) -> state_module.GameState:
    """`clone_state` as it was: deepcopy with the catalog's records in the memo."""
    memo: dict[int, Any] = {id(state.catalog): state.catalog, id(state.play): state.play,
                            id(state.grid): state.grid,
                            id(state._neighbour_cache): state._neighbour_cache}
    for t in state.catalog.units.values():
        memo[id(t)] = t
    return copy.deepcopy(state, memo)


def shape(value: Any, first: int, ids: dict[int, int], out: list[Any]) -> list[Any]:
    """The value's objects as a flat list: each one's type and contents, an object met
    again as its number, a unit's change number counted from `first`."""
    if type(value) in (str, int, float, bool, type(None)):
        out.append(value)
        return out
    if id(value) in ids:
        out.append(("again", ids[id(value)]))
        return out
    ids[id(value)] = len(ids)
    out.append(type(value).__name__)
    if isinstance(value, dict):
        for k, v in value.items():
            shape(k, first, ids, out)
            shape(v, first, ids, out)
    elif isinstance(value, (list, tuple, set)):
        for v in value:
            shape(v, first, ids, out)
    elif type(value).__module__ == state_module.__name__:
        for k, v in value.__dict__.items():
            out.append(k)
            if k == "changed":
                out.append(v - first)
            elif k not in SHARED:
                shape(v, first, ids, out)
    else:
        out.append(repr(value))
    return out


def deepcopies_counted(monkeypatch: pytest.MonkeyPatch) -> list[type]:
    """The types of the values handed to `copy.deepcopy` from now on (until undone)."""
    calls: list[type] = []
    deepcopy = copy.deepcopy

    def counting(value: Any, memo: dict[int, Any] | None = None) -> Any:
        calls.append(type(value))
        return deepcopy(value, memo)
    monkeypatch.setattr(copy, "deepcopy", counting)
    return calls


def played(name: str, actions: int) -> Game:
    game = Game(load_scenario(MISSIONS / f"{name}.yaml"), seed=0)
    players = {s: AIPlayer(seed=i) for i, s in enumerate(game.sides)}
    for _ in range(actions):
        if game.result is not None:
            break
        game.apply(players[game.side].choose_action(game))
    return game


@pytest.mark.parametrize("name", ["tutorial", "four_ways_activation"])
def test_a_state_clone_is_deepcopys_without_deepcopy(name, monkeypatch):
    game = played(name, 25)
    state = game.state
    assert state.vps and state.structures and state.wrecks is not None
    first = next(state_changes())
    theirs = deepcopy_clone(state)
    between = next(state_changes())
    calls = deepcopies_counted(monkeypatch)
    ours = clone_state(state)
    monkeypatch.undo()
    assert calls == []  # control: before, the state went to deepcopy
    assert shape(ours, between, {}, []) == shape(theirs, first, {}, [])
    assert ours == theirs == state
    assert ours.catalog is state.catalog and ours.grid is state.grid
    for uid, unit in ours.units.items():
        assert unit is not state.units[uid] and unit.type is state.units[uid].type
        assert unit.cargo is not state.units[uid].cargo
    # the vps filed by cell are the copy's own vps, as deepcopy's memo makes them
    state.vp_at(state.vps[0].at)
    again = clone_state(state)
    assert again._vp_cells[again.vps[0].at] is again.vps[0]


def test_turn_info_for_redacts_its_own_copy_without_a_deep_copy(monkeypatch):
    """Under `activation` the turn info names units (the activated ones): the side's
    answer is a deep copy of `turn_info` redacted (`rules_helpers.turn_info_redacted`), without copying it again."""
    game = played("four_ways_activation", 30)
    ids = game.channel.unit_ids
    for side in game.sides:
        expected = turn_info_redacted(game.turn_info, game._sight(side), ids)
        calls = deepcopies_counted(monkeypatch)
        told = game.turn_info_for(side)
        monkeypatch.undo()
        assert calls == []  # control: the redaction of before deep-copied the info
        assert told == expected and told.get("activated") is not None
        told["activated"].append("x")  # the side's own copy
        assert "x" not in game.turn_info_for(side)["activated"]


def test_a_sides_events_are_copied_as_trees_without_data_copys_memo(monkeypatch):
    """Each kept event is a tree of its own: `events_for` copies it without
    `data_copy`'s memo (deepcopy's copy all the same: tests/engine/rules/test_data_copy.py)."""
    from engine.rules import side_channel

    game = played("harrow_ford", 40)
    kept = game.channel.events[game.sides[0]]
    assert any(isinstance(v, (list, dict)) for e in kept for v in e.values())
    calls: list[Any] = []
    monkeypatch.setattr(side_channel, "data_copy", lambda v, memo=None: calls.append(v))
    told = game.events_for(game.sides[0])
    assert calls == []  # control: before, the side's events went to data_copy
    assert told == copy.deepcopy(kept)


def test_turn_info_for_is_worked_out_once_while_a_position_is_read(monkeypatch):
    """An AI decision asks a side's turn info two or three times (its view, the turn
    system's advice): while the position is read it is worked out once, each asker given
    a copy of its own; after an action, anew."""
    from engine.rules.vision import reading_position

    game = played("four_ways_activation", 30)
    side = game.side
    told = game._turn_info_told  # the real one, for the answers compared
    worked = calls_of(monkeypatch, game, "_turn_info_told")
    with reading_position():
        answers = [game.turn_info_for(side) for _ in range(3)]
    assert worked == [side]  # control: without the memo, once per ask
    assert answers[0] == answers[1] == answers[2] == told(side)[0]
    answers[0]["activated"].append("x")
    assert "x" not in answers[1]["activated"]
    player = AIPlayer(seed=0)
    with reading_position():
        game.apply(player.choose_action(game))
        after = game.turn_info_for(game.side)
    assert after == told(game.side)[0] and len(worked) > 1
