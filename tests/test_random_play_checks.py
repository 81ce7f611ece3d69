"""The random-play games' own checks (tests/random_play.py) do each piece of work once: a
listed action dict is checked as JSON when first listed and again at the game's end, not
at every step that lists it again, and a dict changed after its first listing is caught."""

from __future__ import annotations

import pytest
import random_play
from random_play import JsonOnce, assert_json

from conftest import SCENARIOS
from engine import Game
from engine.scenario.io import load_scenario


def test_a_listed_value_is_new_once_and_every_one_is_kept_for_the_end():
    listed = JsonOnce()
    a, b = {"type": "end_turn"}, {"type": "end_turn"}  # equal, but two dicts
    assert listed.new([a]) == [a]
    fresh = listed.new([a, b, a])
    assert len(fresh) == 1 and fresh[0] is b
    assert listed.new([b, a]) == []
    kept = listed.all()
    assert len(kept) == 2 and kept[0] is a and kept[1] is b


def test_a_dict_changed_after_its_first_listing_is_caught_at_the_end():
    listed = JsonOnce()
    move = {"type": "move", "unit": "r1", "to": [1, 2]}
    assert_json(listed.new([move]))
    move["to"] = (1, 2.5, {3})  # not JSON: a set inside
    assert listed.new([move]) == []  # not read again while listed...
    with pytest.raises(AssertionError, match="not JSON"):
        assert_json(listed.all())  # ...but at the game's end


def test_a_random_game_checks_each_listed_dict_once_and_again_at_the_end(monkeypatch):
    """Counted: the values assert_json reads are the distinct dicts listed, each when
    first listed and all of them at the end; the tutorial lists a third of its dicts again
    (Grey Meadow, 96%)."""
    checked, listed = [], []
    monkeypatch.setattr(random_play, "assert_json", lambda values: checked.append(len(values)))

    def counted_game(*args, **kwargs):  # its listings kept (so no dict's id is taken again)
        game = Game(*args, **kwargs)
        real = game.legal_actions

        def legal_actions() -> list:
            listed.append(real())
            return listed[-1]

        game.legal_actions = legal_actions
        return game

    monkeypatch.setattr(random_play, "Game", counted_game)
    random_play.random_game(load_scenario(SCENARIOS / "tutorial.yaml"), 0)
    distinct = {id(a) for found in listed for a in found}
    assert sum(checked[:-1]) == checked[-1] == len(distinct)  # once, then all at the end
    assert len(distinct) < 0.8 * sum(map(len, listed))
