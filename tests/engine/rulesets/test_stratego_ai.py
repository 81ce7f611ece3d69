"""The Stratego computer player (engine/rulesets/stratego/ai.py) defends its flag against
a piece seen to move near it, and sends its miners at the pieces never seen to move once
they can only be the bombs and the flag (stratego.yaml `computer`); each with a control
that plays otherwise with the weight at 0. Its fairness (the hidden ranks never change
its move) is checked with the scripts' check (test_stratego_scripts.py)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from conftest import SCENARIOS
from engine import Game
from engine.rulesets.stratego import ai
from engine.rulesets.stratego.ai import StrategoPlayer, choose_action
from engine.scenario.io import load_scenario
from tests.engine.rulesets.test_stratego_scripts import check_style

MISSION = SCENARIOS / "stratego_classic.yaml"


def board(keep: set[str], places: dict[str, tuple[int, int]]) -> Any:
    """The shipped game with only the pieces `keep` (and those placed) left, red to move."""
    game = Game(load_scenario(MISSION), seed=0)
    for piece in game.state.pieces.values():
        if piece.id not in keep and piece.id not in places:
            piece.at = None
    for pid, at in places.items():
        game.state.pieces[pid].at = at
    game.state.board = {p.at: p.id for p in game.state.pieces.values() if p.at is not None}
    assert game.side == "red"
    return game


def weights(monkeypatch: pytest.MonkeyPatch, **zero: float) -> None:
    rules = ai.stratego_rules()
    changed = dataclasses.replace(rules, computer=dataclasses.replace(rules.computer, **zero))
    monkeypatch.setattr(ai, "stratego_rules", lambda: changed)


# red's flag in the corner behind its bombs, a sergeant by it, three pieces in front;
# blue's pieces far off
FLAG = {"r31", "r11", "r21", "r32", "r23", "r04", "r01", "r02",
        "b10", "b20", "b30", "b14", "b01"}


def test_a_piece_seen_to_move_next_to_the_flag_is_attacked(monkeypatch):
    game = board(FLAG, {"b23": (2, 7)})  # a hidden blue piece, seen to move, by the flag
    action = choose_action(game, seed=1, moved={"b23"})
    assert action == {"type": "move", "unit": "r23", "to": [2, 7]}
    weights(monkeypatch, defend_attack=0.0, defend_approach=0.0)
    assert choose_action(game, seed=1, moved={"b23"})["to"] != [2, 7]  # control


def test_the_defenders_come_nearer_a_threat_to_the_flag(monkeypatch):
    game = board(FLAG - {"r23", "r02"}, {"b23": (1, 8), "r23": (3, 8)})

    def approaches() -> int:
        """Of ten seeds (the draw that breaks ties), the moves that come nearer b23."""
        near = 0
        for seed in range(10):
            action = choose_action(game, seed, moved={"b23"})
            start = game.state.pieces[action["unit"]].at
            near += ai.steps(tuple(action["to"]), (1, 8)) < ai.steps(start, (1, 8))
        return near

    assert approaches() == 10
    weights(monkeypatch, defend_attack=0.0, defend_approach=0.0)
    assert approaches() <= 6  # control: a forward move of any piece


def test_a_miner_goes_for_the_last_pieces_never_seen_to_move(monkeypatch):
    """Blue keeps its flag, its bombs and a marshal that moved: the unmoved hidden pieces
    are no more than the bombs and flag, so the miner attacks one next to it."""
    blue = {"b10", "b02", "b09", "b20", "b21", "b24", "b30", "b14"}
    game = board({"r31", "r11", "r21", "r32"} | blue, {"r12": (8, 2)})
    bombs_near = [p.at for p in game.state.pieces.values()
                  if p.side == "blue" and p.at is not None and p.type.id == "bomb"
                  and abs(p.at[0] - 8) + abs(p.at[1] - 2) == 1]
    assert bombs_near, "the miner stands next to a blue bomb"
    action = choose_action(game, seed=1, moved={"b14"})
    assert tuple(action["to"]) in bombs_near, action
    weights(monkeypatch, miner_unmoved=0.0, seek=0.0)
    assert tuple(choose_action(game, seed=1, moved={"b14"})["to"]) not in bombs_near


def test_the_player_remembers_which_enemy_pieces_moved():
    game = Game(load_scenario(MISSION), seed=3)
    red, blue = StrategoPlayer(1), StrategoPlayer(2)
    red.choose_action(game)  # red looks at the board first
    game.apply(red.choose_action(game))
    moved_blue = blue.choose_action(game)
    game.apply(moved_blue)
    red.choose_action(game)
    assert red.moved == {moved_blue["unit"]}


def test_the_unseen_enemy_ranks_never_change_the_ais_move():
    assert check_style(StrategoPlayer) > 20
