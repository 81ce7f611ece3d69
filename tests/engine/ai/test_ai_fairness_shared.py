"""What the fairness check's twins and copies (tests/engine/ai/test_ai_fairness.py,
tests/fairness_copies.py) share with the game and the player rather than copy, and the
perturbation's map redrawn without `random.choice`: the same twins, the same copies, the
same draws, made for less."""

from __future__ import annotations

import random
from typing import Any

import pytest
from fairness_copies import WORK_TABLES, copy_for, twin_of
from fairness_shortcuts import SeenCells, redrawn
from test_ai_fairness import MAP_SHARE

from conftest import SCENARIOS
from engine import Game, load_scenario
from engine.ai.player import AIPlayer


@pytest.mark.parametrize("count", [1, 2, 3, 5, 8, 11, 17])
def test_the_map_is_redrawn_as_by_choice(count: int) -> None:
    """`redrawn` draws what the comprehension with `random.choice` drew, cell for cell,
    and leaves the dice where it left them, for any number of terrain letters (a power
    of two draws once a changed cell; another may draw again)."""
    letters = [chr(ord("a") + k) for k in range(count)]
    shape = random.Random(count)
    terrain = [[shape.choice(letters) for _ in range(23)] for _ in range(17)]
    for seed in range(4):
        ours, theirs = random.Random(seed), random.Random(seed)
        by_choice = [[theirs.choice(letters) if theirs.random() < MAP_SHARE else ch
                      for ch in row] for row in terrain]
        assert redrawn(terrain, letters, ours, MAP_SHARE) == by_choice
        assert ours.getstate() == theirs.getstate()
    assert count == 1 or by_choice != terrain


def played(name: str, decisions: int) -> tuple[Game, AIPlayer]:
    """The mission's game after `decisions` of AI against AI, and the player of the side
    to act (one whose turn cache holds shots, firing cells and enemies' parts)."""
    game = Game(load_scenario(SCENARIOS / f"{name}.yaml"), seed=3)
    players = {s: AIPlayer(11) for s in game.sides}
    for _ in range(decisions):
        game.apply(players[game.side].choose_action(game))
    return game, players[game.side]


def tables(player: AIPlayer) -> dict[str, dict[Any, Any]]:
    cache = player._cache
    return {**{n: getattr(cache, n) for n in WORK_TABLES}, "parts": cache.parts[1]}


def test_a_copys_work_goes_into_its_own_tables_of_the_players_work() -> None:
    """A copy for a twin begins with the player's tables of work and enemies' parts, the
    tables themselves (made once, never changed), in dicts of its own: what it works out
    on the twin never reaches the player's, and what the player works out after never
    reaches the copy's."""
    game, player = played("summer_forest", 19)
    mine = tables(player)
    assert all(mine.values())
    before = {n: dict(t) for n, t in mine.items()}
    twin = twin_of(game)
    going = copy_for(player, game, twin)
    theirs = tables(going)
    for name, table in theirs.items():
        assert table is not mine[name] and table == before[name]
        assert all(table[k] is v for k, v in before[name].items())
    action = player.choose_action(game)
    assert {n: dict(t) for n, t in tables(going).items()} == before
    grown = {n: dict(t) for n, t in tables(player).items()}
    assert all(len(grown[n]) > len(t) for n, t in before.items())  # the player's work
    assert going.choose_action(twin) == action
    assert all(len(t) > len(before[n]) for n, t in tables(going).items())  # the copy's
    assert {n: dict(t) for n, t in tables(player).items()} == grown


def test_a_twin_shares_the_games_map_and_logs_and_copies_the_rest() -> None:
    game, _ = played("summer_forest", 8)
    twin = twin_of(game)
    assert twin.state.terrain is game.state.terrain
    assert twin.history is game.history and twin.events is game.events
    assert twin.state.terrain_version == game.state.terrain_version
    assert twin.state.units is not game.state.units
    assert all(twin.state.units[k] is not u for k, u in game.state.units.items())
    assert twin.channel is not game.channel and twin.serial != game.serial


def test_the_seen_cells_are_compared_by_the_eyes_then_by_the_cells(monkeypatch) -> None:
    """`SeenCells` of a twin with the game's eyes equals the game's without working the
    cells out; with other eyes (own units taken off one by one) it compares the cells,
    equal as long as the others see them all."""
    game, _ = played("summer_forest", 8)
    side = game.side
    twin, gone = twin_of(game), twin_of(game)
    with monkeypatch.context() as m:
        m.setattr(type(game), "visible_cells", lambda *a: pytest.fail("cells worked out"))
        assert SeenCells(twin, side) == SeenCells(game, side)
    asked: list[Any] = []
    real = type(game).visible_cells
    monkeypatch.setattr(type(game), "visible_cells",
                        lambda self, s: asked.append(self) or real(self, s))
    answers = []
    for u in [u for u in gone.state.units.values() if u.side == side and u.at is not None]:
        gone.state.lift(u)
        u.alive, u.hp = False, 0
        asked.clear()
        answers.append(SeenCells(gone, side) == SeenCells(game, side))
        assert asked == [gone, game]
        assert answers[-1] == (real(gone, side) == real(game, side))
    assert not answers[-1]
