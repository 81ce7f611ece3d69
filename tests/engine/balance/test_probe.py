"""Strategy probes (engine/balance/probe.py, `clumsy balance --probe`): the styles and the
seeds that give the AI each side, the exploit rule, the sentences told from the games'
events, and a real probe end to end (its --json shape)."""

from __future__ import annotations

import json

import pytest
from cli_helpers import clumsy

from conftest import SCENARIOS
from engine.balance.probe import (
    GameStory,
    Probe,
    StyleResult,
    is_exploit,
    probe_style,
    probe_styles,
    run_probe,
    side_names,
    style_seeds,
    tell,
    verdict_words,
)
from engine.balance.probe_table import format_probe
from engine.balance.run import ai_side
from engine.scenario.io import load_scenario

SIDES = ["marches", "guard"]


def test_the_styles_are_the_ai_at_each_level_and_every_script_that_plays_the_mission():
    styles = probe_styles(load_scenario(SCENARIOS / "river_crossing.yaml"))
    assert styles[:3] == ["ai:easy", "ai:normal", "ai:hard"]
    assert {"raider", "ambush", "artillery", "objective", "search", "greedy"} <= set(styles)
    assert "first_order" not in styles  # not an `orders` mission
    assert "first_order" in probe_styles(load_scenario(SCENARIOS / "four_ways_orders.yaml"))
    assert probe_styles(load_scenario(SCENARIOS / "stratego_classic.yaml")) == [
        "ai:easy", "ai:normal", "ai:hard", "flag_rush", "cautious", "scout_probe"
    ]  # the shared scripts play the shared rules only; Stratego brings its own


def test_a_scripts_seeds_give_the_ai_the_side_probed():
    for side in SIDES:
        seeds = style_seeds(SIDES, side, "raider", 5, seed_start=3)
        assert len(set(seeds)) == 5
        assert {ai_side(SIDES, s, "raider") for s in seeds} == {side}


def result(wins: int, losses: int, side: str = "guard") -> StyleResult:
    r = StyleResult("raider", side)
    r.stories = [GameStory(i, "marches", "victory_points", 7) for i in range(wins)]
    r.stories += [GameStory(100 + i, side, "destroy_all", 9) for i in range(losses)]
    return r


def test_an_exploit_wins_seven_in_ten_with_its_interval_above_sixty_percent():
    fair = [{"seed": i, "winner": SIDES[i % 2], "termination": "destroy_all", "rounds": 9}
            for i in range(20)]
    assert is_exploit(result(12, 0), fair, SIDES)  # 12 of 12: 0.76-1.00
    assert not is_exploit(result(5, 0), fair, SIDES)  # 5 of 5: low end 0.57
    assert not is_exploit(result(7, 3), fair, SIDES)  # 70%, low end 0.40
    # the AI-vs-AI run already finds the guard short of its share: not an exploit
    lopsided = [{"seed": i, "winner": "marches", "termination": "victory_points",
                 "rounds": 7} for i in range(20)]
    assert not is_exploit(result(12, 0), lopsided, SIDES)


def test_the_sentence_tells_how_when_and_which_points_were_never_retaken():
    r = result(3, 1)
    for story, rnd in zip(r.stories[:3], (7, 11, 15), strict=True):
        story.rounds = rnd
        story.captures = [("vp_chapel", "marches", 2), ("vp_mill", "marches", 3)]
    text = tell(r, SIDES)
    assert text == ("A raid on the points wins 3 of 4 as marches: victory points 3, by "
                    "round 7-15. vp_chapel and vp_mill taken in round 2 and never retaken.")
    r.stories[0].captures.append(("vp_mill", "guard", 5))
    assert "some retaken later" in tell(r, SIDES)
    assert tell(result(0, 4), SIDES) == ("A raid on the points wins none of 4 against "
                                         "guard (4 lost, 0 drawn).")


def test_the_sentence_names_the_sides_as_the_mission_does():
    names = {"marches": "Army of the Marches", "guard": "Riverland Guard"}
    text = tell(result(3, 1), SIDES, names=names)
    assert text.startswith("A raid on the points wins 3 of 4 as Army of the Marches: ")
    assert tell(result(0, 4), SIDES, names=names) == (
        "A raid on the points wins none of 4 against Riverland Guard (4 lost, 0 drawn).")


def test_the_text_report_names_the_sides_and_words_the_verdict_from_its_data():
    scenario = load_scenario(SCENARIOS / "river_crossing.yaml")
    raid = result(3, 1)
    raid.sentence = tell(raid, SIDES, names=side_names(scenario))
    baseline = [{"seed": i, "winner": "marches", "termination": "victory_points",
                 "rounds": 7} for i in range(20)]
    document = json.loads(json.dumps(Probe(scenario, baseline, [raid]).document()))
    assert document["baseline"]["verdict"]["values"]["side"] == "marches"  # data: the id
    text = format_probe(document)
    assert text.splitlines()[0].endswith(
        "the AI against AI: Not balanced: Army of the Marches wins more often than its "
        "fair share 50% (95% interval 84%-100%).")
    assert "The AI as Riverland Guard:" in text and "The AI as Army of the Marches:" in text
    assert "  - A raid on the points wins 3 of 4 as Army of the Marches: " in text


def test_a_real_probe_plays_every_style_against_every_side():
    probe = run_probe(str(SCENARIOS / "tutorial.yaml"), 1, styles=["ai:easy", "raider"])
    doc = json.loads(json.dumps(probe.document()))
    assert doc["baseline"]["games"] == 1
    # the verdict is data in no language; the side in it is an id, worded with a name
    verdict = doc["baseline"]["verdict"]
    assert verdict["kind"] == "too_wide" and verdict["key"] == "verdict.too_wide"
    assert verdict["values"]["side"] in {"blue", "red"} and verdict["values"]["games"] == 1
    assert doc["names"] == {"blue": "Training Company", "red": "Sparring Company"}
    worded = verdict_words(doc["baseline"], names=doc["names"])
    assert worded.startswith("Too wide to call balanced: the 95% interval of ")
    assert doc["names"][verdict["values"]["side"]] in worded
    assert verdict_words({"games": 0, "verdict": None}) == "-"
    assert set(doc["probe"]) == {"blue", "red"}
    for rows in doc["probe"].values():
        assert [r["style"] for r in rows] == ["ai:easy", "raider"]
        for r in rows:
            assert set(r) >= {"style", "games", "score", "low", "high", "exploit", "sentence"}
            assert r["games"] == 1 and 0 <= r["low"] <= r["score"] <= r["high"] <= 1
            # the sentences name the sides as the mission does, never by their ids
            assert "Training Company" in r["sentence"] or "Sparring Company" in r["sentence"]
            assert not {"blue", "red"} & set(r["sentence"].replace(".", " ").split())
    typical = [x.typical for x in probe.results]
    assert all(t and t["events"] for t in typical)  # a replay to show each style's game


def test_probe_with_an_opponent_is_a_one_line_error():
    run = clumsy("balance", str(SCENARIOS / "tutorial.yaml"), "--probe", "--games", "1",
                 "--opponent", "greedy")
    assert run.returncode == 2
    assert "--probe plays every opponent style itself" in run.stderr
    assert "Traceback" not in run.stderr


def test_one_cell_played_on_its_own_is_the_probe_s_cell_on_the_same_seeds():
    tutorial = str(SCENARIOS / "tutorial.yaml")
    probe = run_probe(tutorial, 2, styles=["raider"])
    cell = next(r for r in probe.results if r.side == "red")
    alone = probe_style(tutorial, "red", "raider", 2, baseline=probe.baseline)
    assert [s.seed for s in alone.stories] == style_seeds(["blue", "red"], "red", "raider", 2)
    assert [(s.seed, s.winner, s.termination, s.rounds) for s in alone.stories] == [
        (s.seed, s.winner, s.termination, s.rounds) for s in cell.stories]
    assert alone.row() == cell.row()  # the same score, interval, flag and sentence
    more = probe_style(tutorial, "red", "raider", 3)
    assert [s.seed for s in more.stories][:2] == [s.seed for s in alone.stories]


def test_a_cell_names_the_side_or_style_the_mission_lacks():
    tutorial = str(SCENARIOS / "tutorial.yaml")
    for side, style, named in (("green", "raider", "'green'"), ("red", "turtles", "'turtles'")):
        with pytest.raises(ValueError, match=named) as e:
            probe_style(tutorial, side, style, 1)
        assert "\n" not in str(e.value)
