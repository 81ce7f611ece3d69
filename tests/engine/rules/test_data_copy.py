"""`data_copy` (engine/rules/data_copy.py, issue 37) is `copy.deepcopy` of the game's
plain data, made faster: equal values, no list or dict shared with the original, an
object met twice copied once, other objects handed to deepcopy; the events a side reads
of a whole AI game are deepcopy's."""

from __future__ import annotations

import copy
from dataclasses import dataclass
from pathlib import Path

from engine import Game
from engine.ai.player import AIPlayer
from engine.rules.data_copy import data_copy
from engine.scenario.io import load_scenario

MISSIONS = Path(__file__).resolve().parents[3] / "scenarios"


@dataclass
class Record:
    cells: list


def nodes(value, seen=None):
    """Every list and dict in the value (their ids)."""
    seen = set() if seen is None else seen
    if isinstance(value, (list, dict)):
        seen.add(id(value))
        for v in (value.values() if isinstance(value, dict) else value):
            nodes(v, seen)
    return seen


def test_plain_data_copies_as_deepcopy_copies_it():
    shared = [1, 2]
    value = [{"type": "moved", "path": [[1, 2], [2, 2]], "at": shared, "again": shared,
              "hp": 3.5, "flag": True, "none": None, (1, 2): "cell", "t": (1, [3])},
             shared, "x", 7, Record([[0, 0]])]
    ours, theirs = data_copy(value), copy.deepcopy(value)
    assert ours == theirs == value
    assert not nodes(ours) & nodes(value)  # nothing shared with the original
    assert ours[0]["at"] is ours[0]["again"] is ours[1]  # one copy of an object met twice
    assert ours[0]["t"] is not value[0]["t"] and ours[0]["t"][1] is not value[0]["t"][1]
    assert ours[4] is not value[4] and ours[4].cells is not value[4].cells
    assert list(ours[0]) == list(value[0])  # the keys in their order
    assert data_copy("s") == "s" and data_copy(None) is None


def test_a_sides_events_of_an_ai_game_are_deepcopys():
    game = Game(load_scenario(MISSIONS / "harrow_ford.yaml"), seed=0)
    players = {s: AIPlayer(seed=i) for i, s in enumerate(game.sides)}
    for _ in range(60):
        if game.result is not None:
            break
        game.apply(players[game.side].choose_action(game))
    for side in game.sides:
        kept = game.channel._of(game.channel.events, side)
        assert kept and game.events_for(side) == copy.deepcopy(kept)
        assert not nodes(game.events_for(side)) & nodes(kept)
    assert game.turn_info == copy.deepcopy(game.turn_info)


def test_a_clone_copies_its_history_and_events_as_data(monkeypatch):
    """`Game.clone` copies the history and the events with `data_copy`, not deepcopy's
    dispatch for every value: the same lists, nothing shared with the original."""
    game = Game(load_scenario(MISSIONS / "tutorial.yaml"), seed=0)
    player = AIPlayer(seed=0)
    for _ in range(12):
        game.apply(player.choose_action(game))
    copied: list[int] = []
    deepcopy = copy.deepcopy

    def counting(value, memo=None):
        copied.append(id(value))
        return deepcopy(value, memo)
    monkeypatch.setattr(copy, "deepcopy", counting)
    twin = game.clone()
    assert id(game.history) not in copied and id(game.events) not in copied
    assert twin.history == game.history and twin.events == game.events
    assert not nodes(twin.history) & nodes(game.history)
    assert not nodes(twin.events) & nodes(game.events)
