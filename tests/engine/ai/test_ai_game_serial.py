"""The AI's memories of a side-turn are keyed by the game object's own number
(`GameBase.serial`), not by its address: once a game is freed, a new game may be given
the same address (`id`), and a memory keyed by it would carry the old game's decisions
into the new one. Here a new game takes over the very object of the first (the same
`id`), as a reused address would look to the AI."""

from __future__ import annotations

import copy

from engine import Game
from engine.ai.lookahead import believed_game
from engine.ai.player import AIPlayer
from engine.ai.scripted import GreedyShooter
from tests.mission_helpers import mission, mission_game


def test_every_game_object_has_a_serial_of_its_own():
    game = mission_game()
    made = [game, Game(mission(), seed=0), game.clone(), copy.copy(game),
            believed_game(game, game.side, 3)]
    assert len({g.serial for g in made}) == len(made)


def reused(game: Game) -> Game:
    """A fresh game of the same scenario in `game`'s own object (its `id` unchanged)."""
    fresh = Game(mission(), seed=game.seed)
    game.__dict__.clear()
    game.__dict__.update(fresh.__dict__)
    return game


def test_the_ai_forgets_its_side_turn_when_another_game_takes_the_address():
    game = mission_game()
    player = AIPlayer(seed=0)
    player.choose_action(game)
    kept, address = player._cache, id(game)
    assert reused(game) is game and id(game) == address
    player.choose_action(game)
    assert player._cache is not kept  # the first game's decisions are not the second's


def test_a_script_forgets_its_side_turn_when_another_game_takes_the_address():
    game = mission_game()
    script = GreedyShooter(seed=0)
    script.choose_action(game)
    script.done.add(("move", "anything"))
    reused(game)
    script.choose_action(game)
    assert ("move", "anything") not in script.done
