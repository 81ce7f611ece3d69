"""`fewer_collections` (engine/balance/collections_quiet.py, issue 37): within it the
objects alive when it began are left out of the collector's work and young collections
wait for more new containers; afterwards the collector is as it was. A game played within
it is the game played without it. Work is counted, never timed. (The test suite's own
processes freeze what the collection made and collect less often: tests/conftest.py;
each test here sets Python's defaults first and gives the suite's settings back.)"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import nullcontext
from pathlib import Path
from unittest import mock

import pytest

from engine.balance import collections_quiet
from engine.balance import game as balance_game
from engine.balance.collections_quiet import YOUNG, fewer_collections
from engine.scenario.io import load_scenario

MISSIONS = Path(__file__).resolve().parents[3] / "scenarios"
DEFAULTS = (700, 10, 10)


@pytest.fixture
def python_defaults(monkeypatch) -> Iterator[None]:
    """The collector as a `clumsy` process starts with it (nothing frozen, and no host
    that keeps its own objects frozen)."""
    suite, frozen = gc.get_threshold(), gc.get_freeze_count()
    monkeypatch.setattr(collections_quiet, "_host_froze", False)
    gc.unfreeze()
    gc.set_threshold(*DEFAULTS)
    try:
        yield
    finally:
        gc.set_threshold(*suite)
        if frozen:
            gc.freeze()


def test_within_the_old_objects_are_left_out_and_afterwards_all_is_as_it_was(python_defaults):
    with fewer_collections():
        assert gc.get_freeze_count() > 0  # the objects alive now are left out
        assert gc.get_threshold() == (YOUNG, 10, 10)
        with fewer_collections():  # nested: the outer one gives back
            assert gc.get_threshold() == (YOUNG, 10, 10)
        assert gc.get_freeze_count() > 0
    assert gc.get_threshold() == DEFAULTS and gc.get_freeze_count() == 0


def test_games_in_threads_that_overlap_give_the_collector_back_as_it_was(python_defaults):
    """The editor plays balance games in threads of its own: one begun while another runs
    and ended after it does not leave the raised threshold behind, and the first one's end
    does not give the collector back under the second."""
    first, second = fewer_collections(), fewer_collections()
    first.__enter__()
    second.__enter__()
    first.__exit__(None, None, None)
    assert gc.get_threshold() == (YOUNG, 10, 10) and gc.get_freeze_count() > 0
    second.__exit__(None, None, None)
    assert gc.get_threshold() == DEFAULTS and gc.get_freeze_count() == 0


def test_the_collector_is_given_back_when_the_game_fails(python_defaults):
    with pytest.raises(RuntimeError), fewer_collections():
        raise RuntimeError("a failing game")
    assert gc.get_threshold() == DEFAULTS and gc.get_freeze_count() == 0


def test_objects_frozen_before_stay_frozen(python_defaults):
    gc.freeze()
    frozen = gc.get_freeze_count()
    with fewer_collections():
        pass
    assert gc.get_freeze_count() == frozen and gc.get_threshold() == DEFAULTS


def test_a_host_that_keeps_its_objects_frozen_is_not_asked_how_many(python_defaults,
                                                                    monkeypatch):
    """The test suite's processes keep what their collection made frozen and say so
    (`host_keeps_frozen`): a game's block leaves those objects as they are without
    counting them (the count walks each one), and neither freezes nor unfreezes."""
    gc.freeze()
    asked: list[str] = []
    for name in ("get_freeze_count", "freeze", "unfreeze"):
        real = getattr(gc, name)
        monkeypatch.setattr(gc, name, lambda real=real, name=name: asked.append(name) or real())
    collections_quiet.host_keeps_frozen()
    with fewer_collections(set_up=True), fewer_collections():
        assert gc.get_threshold() == (YOUNG, 10, 10)
    assert asked == [] and gc.get_threshold() == DEFAULTS and gc.isenabled()


def test_a_game_within_is_the_game_without_it_with_fewer_collections(python_defaults):
    """The same game, its play (`_play_on`, the block's inside) with a few collections
    where Python's defaults make many."""
    scenario = load_scenario(MISSIONS / "harrow_ford.yaml")
    counted: list[int] = []
    playing = [False]
    real_play_on = balance_game._play_on

    def play_on(*args):
        playing[0] = True
        try:
            return real_play_on(*args)
        finally:
            playing[0] = False

    def count(phase, info):
        if phase == "start" and playing[0]:
            counted[-1] += 1

    gc.callbacks.append(count)
    try:
        with mock.patch.object(balance_game, "_play_on", play_on):
            counted.append(0)
            game, quiet = balance_game.play_game(scenario, seed=3, max_rounds=4)
            counted.append(0)
            with mock.patch.object(balance_game, "fewer_collections", nullcontext):
                other, plain = balance_game.play_game(scenario, seed=3, max_rounds=4)
    finally:
        gc.callbacks.remove(count)
    assert quiet == plain and game.history == other.history and game.events == other.events
    assert counted[0] * 5 < counted[1], counted


def test_a_set_up_collects_nothing_until_the_play_begins_and_then_leaves_it_out(
        python_defaults):
    """`set_up` (a `clumsy play` process: the file read, the AI imported, the game set up):
    no collection until a nested block (a game's play) begins; what the set-up made is
    then left out of the play's collections (frozen with the rest); afterwards the
    collector is as it was."""
    collections: list[int] = []

    def count(phase, info):
        if phase == "start":
            collections.append(info["generation"])

    gc.callbacks.append(count)
    try:
        with fewer_collections(set_up=True):
            frozen = gc.get_freeze_count()
            set_up = [[i] for i in range(3 * YOUNG)]  # kept through the game
            assert collections == [] and not gc.isenabled()
            with fewer_collections():  # the play begins
                assert gc.isenabled() and gc.get_freeze_count() >= frozen + len(set_up)
                assert gc.get_threshold() == (YOUNG, 10, 10)
                played = [[i] for i in range(2 * YOUNG)]
                assert collections  # the play collects as it did
            assert gc.isenabled()
        assert len(set_up) == len(played) + YOUNG
    finally:
        gc.callbacks.remove(count)
    assert gc.isenabled() and gc.get_threshold() == DEFAULTS and gc.get_freeze_count() == 0


def test_a_set_up_with_no_play_or_the_collector_off_gives_it_back_as_it_was(
        python_defaults):
    with fewer_collections(set_up=True):
        assert not gc.isenabled()
    assert gc.isenabled() and gc.get_freeze_count() == 0
    gc.disable()  # whoever runs it turned the collector off: it stays off
    try:
        with fewer_collections(set_up=True), fewer_collections():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()
