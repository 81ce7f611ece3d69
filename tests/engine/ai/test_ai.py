"""The computer player: deterministic, always ends its turn, sees only what its
side sees, and beats random play on every shipped mission."""

from __future__ import annotations

import pytest

from conftest import shipped_missions
from engine import Game, load_scenario
from engine.ai.config import ai_config, default_ai_config
from engine.ai.player import AIPlayer, RandomPlayer
from engine.balance.series import run_balance
from rules_helpers import U, make_scenario

MISSIONS = shipped_missions()
IDS = [p.stem for p in MISSIONS]
TUTORIAL = next(p for p in MISSIONS if p.stem == "tutorial")


def play_rounds(game: Game, players: dict[str, object], rounds: int) -> None:
    while game.result is None and game.round <= rounds:
        players[game.side].play_turn(game)  # type: ignore[attr-defined]


def test_same_seed_same_game_same_actions():
    scenario = load_scenario(TUTORIAL)
    histories = []
    for _ in range(2):
        game = Game(scenario, seed=5)
        play_rounds(game, {s.id: AIPlayer(seed=3) for s in scenario.sides}, 3)
        histories.append(game.history)
    assert histories[0] == histories[1]
    assert any(a["type"] != "end_turn" for a in histories[0])


def test_choose_action_does_not_change_the_game_and_is_legal():
    game = Game(load_scenario(TUTORIAL), seed=0)
    ai = AIPlayer(seed=1)
    before = list(game.history)
    action = ai.choose_action(game)
    assert game.history == before
    assert action == {"type": "end_turn"} or game.is_legal(action)
    assert ai.choose_action(game) == action


@pytest.mark.parametrize("path", MISSIONS, ids=IDS)
def test_the_ai_ends_its_side_turn(path):
    game = Game(load_scenario(path), seed=0)
    ai = AIPlayer(seed=0)
    for _ in range(2):
        side, start = game.side, len(game.history)
        ai.play_turn(game)
        if game.result is not None:
            break
        if game.turns.name == "sides":  # other systems: a phase ends, a roll hands over
            assert game.side != side
            assert game.history[-1] == {"type": "end_turn"}
        assert len(game.history) - start <= ai.config.max_actions_per_turn + 1


def test_the_ai_never_shoots_what_its_side_does_not_see():
    """With fog (game.seen_units, game.seen_snapshots), enemies it does not spot do not
    exist for it."""
    scenario = make_scenario(["........", "........", "........"],
                             [U("r1", "infantry", "red", (1, 1)),
                              U("b1", "infantry", "blue", (4, 1))])
    blind = Game(scenario, seed=0)
    blind.visible_cells = lambda side: {tuple(u["at"]) for u in blind.units(side)}  # type: ignore[method-assign]
    blind.seen_units = lambda side: blind.units(side)  # type: ignore[method-assign]
    real = blind.seen_snapshots  # what the AI reads each decision: its own units, no enemy
    blind.seen_snapshots = lambda side, kept=None: (real(side, kept)[0], [])  # type: ignore[method-assign]
    AIPlayer(seed=0).play_turn(blind)
    assert not [a for a in blind.history if a["type"] == "fire"]
    seeing = Game(scenario, seed=0)
    AIPlayer(seed=0).play_turn(seeing)
    assert [a for a in seeing.history if a["type"] == "fire"]


def test_focus_fire_finishes_the_wounded_target():
    scenario = make_scenario(["........", "........", "........"],
                             [U("r1", "infantry", "red", (1, 1)),
                              U("b1", "infantry", "blue", (3, 0)),
                              U("b2", "infantry", "blue", (3, 2), hp=3)])
    game = Game(scenario, seed=0)
    action = AIPlayer(seed=0).choose_action(game)
    assert action["type"] == "fire" and action["target"] == [3, 2]


def test_the_config_lives_in_data_and_refuses_unknown_numbers():
    assert default_ai_config().max_actions_per_turn > 0
    assert ai_config({"noise": 0.0}).noise == 0.0
    with pytest.raises(ValueError, match="unknown field"):
        ai_config({"noize": 0.0})
    with pytest.raises(ValueError, match="whole number"):
        ai_config({"moves_per_unit": 2.5})


def test_random_player_passes_after_its_action_cap():
    game = Game(load_scenario(TUTORIAL), seed=0)
    player = RandomPlayer(seed=0, config={"random_end_turn_chance": 0.0,
                                          "random_max_actions": 3})
    player.play_turn(game)
    assert len(game.history) <= 4 and game.history[-1] == {"type": "end_turn"}


# The strength test: the AI plays each side once against random play; it must win both.
# Two games a mission keep CI cheap; `clumsy balance --opponent random` measures 50.
@pytest.mark.parametrize("path", MISSIONS, ids=IDS)
def test_the_ai_beats_random_play(path):
    report = run_balance(path, games=2, jobs=1, opponent="random")
    assert report["ai"]["wins"] == 2, [(r["seed"], r["winner"], r["termination"])
                                       for r in report["results"]]


def test_a_loaded_helicopter_lands_near_its_loads_goal_and_the_load_gets_out():
    """A11: nothing unloads in flight, and no helicopter lands on a victory point; the AI
    flies its engineers to landing ground near the point, lands, and they get out."""
    from engine.scenario.model import Feature

    scenario = make_scenario(["." * 16] * 5,
                             [U("h1", "transport_helicopter", "red", (0, 2), cargo=["e1"]),
                              U("e1", "engineer", "red"),
                              U("b1", "infantry", "blue", (15, 4))],
                             features=[Feature(kind="victory_point", id="vp", at=(9, 2))])
    game = Game(scenario, seed=0)
    ai = AIPlayer(seed=0)
    for _ in range(4):
        if game.result is not None or game.unit("e1")["aboard"] is None:
            break
        ai.play_turn(game)
        game.apply({"type": "end_turn"})  # blue waits
    engineer = game.unit("e1")
    assert engineer["aboard"] is None and engineer["at"] is not None
    assert [a["type"] for a in game.history].count("land") >= 1
    assert game.state.grid.distance(tuple(engineer["at"]), (9, 2)) <= 4
