"""`Game.legal_action_list()` (engine/rules/action_list.py): `legal_actions()` as a
sequence that makes only the actions read from it. The same actions in the same order at
every step of random play, and the random player's draws from it the very games it plays
from the whole list."""

from __future__ import annotations

import functools
import random

import pytest
from random_play import mixed_scenario

from conftest import SCENARIOS, shipped_variant
from engine import Game, load_scenario
from engine.ai.player import RandomPlayer
from engine.rules import game as rules_game
from engine.rules.action_list import ActionList

MISSIONS = ("marsh_road", "square_skirmish")  # under `sides`: the moves counted, not made


def scenarios() -> list[tuple[str, object]]:
    """Each made by its test (conftest's `scenario`), not when the tests are collected."""
    return [*((m, functools.partial(shipped_variant, SCENARIOS / f"{m}.yaml")) for m in MISSIONS),
            ("mixed", mixed_scenario)]


SCENARIOS_PLAYED = scenarios()


@pytest.mark.parametrize("name, scenario", SCENARIOS_PLAYED, ids=[n for n, _ in SCENARIOS_PLAYED],
                         indirect=["scenario"])
def test_the_action_list_is_the_legal_actions_at_every_step(name, scenario) -> None:
    game = Game(scenario, seed=2)
    chooser = random.Random(2)
    lazy_steps = 0
    for _ in range(30):
        full = game.legal_actions()
        listed = game.legal_action_list()
        lazy_steps += isinstance(listed, ActionList)
        assert len(listed) == len(full) and list(listed) == full
        if not full:
            break
        picks = chooser.sample(range(len(full)), min(8, len(full)))
        assert [listed[i] for i in picks] == [full[i] for i in picks]
        assert [listed[-i - 1] for i in picks] == [full[-i - 1] for i in picks]
        assert listed[1:7:2] == full[1:7:2] and listed[-3:] == full[-3:]
        with pytest.raises(IndexError):
            listed[len(full)]
        game.apply(full[-1] if chooser.random() < 0.1 else chooser.choice(full))
    assert lazy_steps > 0, "the moves were never counted"


def test_a_turn_system_that_checks_each_action_gets_the_list_itself() -> None:
    game = Game(load_scenario(SCENARIOS / "four_ways_phased.yaml"), seed=0)
    assert game.legal_action_list() == game.legal_actions()
    assert type(game.legal_action_list()) is list


def test_the_random_player_plays_the_same_games_as_from_the_whole_list(monkeypatch) -> None:
    def played(scenario) -> list[dict]:
        game = Game(scenario, seed=1)
        players = {s: RandomPlayer(seed=i) for i, s in enumerate(game.sides)}
        while game.result is None and game.round <= 2:
            players[game.side].play_turn(game)
        return game.history

    scenario = load_scenario(SCENARIOS / "marsh_road.yaml")
    lazy = played(scenario)
    monkeypatch.setattr(rules_game.Game, "legal_action_list", lambda game: game.legal_actions())
    assert played(scenario) == lazy and len(lazy) > 20
