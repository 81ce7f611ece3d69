"""Difficulty levels of the computer player (engine/data/ai.yaml `difficulty_levels`): the
knobs each level overrides, the refusal of unknown levels, and that they change how well
the AI plays; `clumsy play/balance --difficulty` and `clumsy balance --opponent SCRIPT`."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator

import pytest

from conftest import ROOT, SCENARIOS
from engine import Game, computer_player, load_scenario
from engine.ai.config import ai_config, difficulty_levels, load_ai_data
from engine.balance.game import play_game
from engine.cli.main import main
from engine.data_files import CatalogError, read_data_file

TUTORIAL = str(SCENARIOS / "tutorial.yaml")
DATA = ROOT / "engine" / "data"


def test_the_levels_are_easy_normal_hard_and_override_the_shipped_knobs():
    assert difficulty_levels() == ["easy", "normal", "hard"]
    levels = read_data_file("ai.yaml")["difficulty_levels"]  # type: ignore[index]
    assert ai_config({"difficulty": "normal"}) == ai_config()
    for level in ("easy", "hard"):
        config = ai_config({"difficulty": level})
        assert levels[level] and all(getattr(config, k) == v for k, v in levels[level].items())
    assert ai_config({"difficulty": "easy"}).pass_chance > 0 == ai_config().pass_chance
    # the turn system's numbers still apply, and numbers given outright come last
    assert ai_config({"difficulty": "hard"}, "phased").threat_moves == 0.5
    assert ai_config({"difficulty": "hard", "noise": 0.7}).noise == 0.7


def test_an_unknown_level_is_refused_in_one_line():
    with pytest.raises(ValueError, match=r"^unknown difficulty 'brutal': choose one of "
                                         r"easy, normal, hard$"):
        computer_player(load_scenario(TUTORIAL), 0, {"difficulty": "brutal"})


def test_a_level_with_an_unknown_knob_is_refused_naming_file_level_and_key(tmp_path):
    shutil.copy(DATA / "ai.yaml", tmp_path / "ai.yaml")
    text = (tmp_path / "ai.yaml").read_text(encoding="utf-8")
    assert "    lookahead_rollouts: 1" in text
    (tmp_path / "ai.yaml").write_text(
        text.replace("    lookahead_rollouts: 1", "    lookahead_rolouts: 1"), encoding="utf-8")
    with pytest.raises(CatalogError, match="difficulty_levels: hard.*'lookahead_rolouts'"):
        load_ai_data(tmp_path)


def scores_against_normal(level: str, seeds: range) -> Iterator[float]:
    """The level's score (win 1, draw 1/2, loss 0) in each game against normal, playing
    each side once a seed, game by game."""
    scenario = load_scenario(TUTORIAL)
    sides = [s.id for s in scenario.sides]
    for seed in seeds:
        for me in sides:
            players = {s: computer_player(scenario, seed * 16 + i,
                                          {"difficulty": level if s == me else "normal"})
                       for i, s in enumerate(sides)}
            _, summary = play_game(scenario, seed=seed, players=players)
            yield 1.0 if summary["winner"] == me else 0.5 if summary["winner"] is None else 0


def test_easy_loses_more_than_hard_against_normal():
    """Easy's score over the eight games is below hard's over the same eight. A game's
    score is never negative, so once hard's games played so far score more than easy's
    eight, the rest cannot undo it: they are not played (about half of hard's games, the
    costly ones). Otherwise every game is played and the two whole scores compared."""
    seeds = range(4)
    easy = sum(scores_against_normal("easy", seeds))
    hard = 0.0
    for score in scores_against_normal("hard", seeds):
        hard += score
        if hard > easy:
            break
    assert easy < hard


def test_B_stratego_takes_a_difficulty_and_plays_on():
    game = Game(load_scenario(SCENARIOS / "stratego_classic.yaml"), seed=0)
    player = computer_player(game, 0, {"difficulty": "hard"})
    player.play_turn(game)
    assert game.history


def test_play_difficulty_changes_the_game_and_bad_levels_are_refused(capsys):
    histories = []
    for level in ("easy", "hard"):
        assert main(["play", TUTORIAL, "--json", "--seed", "2", "--difficulty", level]) == 0
        histories.append(json.loads(capsys.readouterr().out)["final_state"])
    assert histories[0] != histories[1]
    assert main(["play", TUTORIAL, "--difficulty", "red=hard,blue=easy"]) == 0
    capsys.readouterr()
    assert main(["play", TUTORIAL, "--difficulty", "brutal"]) == 2
    err = capsys.readouterr().err
    assert err.strip() == ("clumsy play: error: unknown difficulty 'brutal': choose one of "
                           "easy, normal, hard")


@pytest.mark.parametrize("value, message", [
    ("red=brutal", "unknown difficulty 'brutal': choose one of easy, normal, hard"),
    ("green=hard", "--difficulty: Boot Camp at Little Harrow has no side 'green' "
                   "(its sides: blue, red)"),
    ("red=", "--difficulty: 'red=' is not SIDE=LEVEL (e.g. --difficulty red=hard,blue=easy)"),
])
def test_balance_refuses_a_bad_difficulty_before_any_game(value, message, capsys):
    assert main(["balance", TUTORIAL, "--games", "2", "--jobs", "1",
                 "--difficulty", value]) == 2
    captured = capsys.readouterr()
    assert captured.err.strip() == f"clumsy balance: error: {message}"
    assert "[" not in captured.err  # no progress bar: nothing was played


def test_balance_against_a_script_reports_the_ai_rate(capsys):
    assert main(["balance", TUTORIAL, "--games", "2", "--jobs", "1", "--opponent", "turtle",
                 "--difficulty", "hard"]) == 0
    out = capsys.readouterr().out
    assert "opponent turtle" in out and "AI win rate vs turtle" in out
    assert "AI plays" in out


def test_balance_refuses_a_script_on_a_mission_without_a_turn_system(capsys):
    mission = str(SCENARIOS / "stratego_classic.yaml")
    assert main(["balance", mission, "--games", "1", "--jobs", "1", "--opponent", "greedy"]) == 2
    assert "the scripted opponent 'greedy' plays only missions with a turn system" in (
        capsys.readouterr().err)


def test_balance_difficulty_per_side_changes_the_games():
    from engine.balance.run import play_one

    scenario = load_scenario(TUTORIAL)
    normal = [play_one(scenario, seed) for seed in range(3)]
    easy_red = [play_one(scenario, seed, difficulty={"red": "easy"}) for seed in range(3)]
    assert normal != easy_red
    assert [play_one(scenario, s, difficulty="normal") for s in range(3)] == normal
