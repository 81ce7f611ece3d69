"""`clumsy play` and `clumsy balance`: results, JSON, replays, supplied actions, exit codes,
the progress bar and the chart."""

from __future__ import annotations

import json
import struct

import pytest
from shared_runs import whole_game

from conftest import SCENARIOS, nonempty
from engine.balance.series import run_balance
from engine.cli.main import main
from engine.results import TERMINATIONS
from engine.scenario.io import load_scenario

TUTORIAL = str(SCENARIOS / "tutorial.yaml")


def test_play_prints_the_result(capsys):
    assert main(["play", TUTORIAL, "--seed", "1"]) == 0
    out = capsys.readouterr().out.strip()
    assert (" wins: " in out or out.startswith("draw")) and "round" in out


def test_play_json_is_one_object(capsys):
    assert main(["play", TUTORIAL, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["outcome"] in ("win", "draw")
    assert {"winner", "reason", "rounds", "seed", "scenario"} <= set(data)


@pytest.mark.parametrize("mission", nonempty(sorted(SCENARIOS.glob("*.yaml")), "mission"),
                         ids=lambda p: p.stem)
def test_play_json_on_every_shipped_mission_carries_the_result_at_the_top(mission, shared_runs):
    # run once a run: test_faults_play.py checks the same game's first three rounds
    run = shared_runs.run(*whole_game(mission))
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    sides = {s.id for s in load_scenario(mission).sides}
    assert data["termination"] in TERMINATIONS, data
    assert data["winner"] is None or data["winner"] in sides
    assert isinstance(data["reason"], str) and data["reason"]
    assert isinstance(data["round"], int) and data["round"] >= 1
    assert data["outcome"] == ("draw" if data["winner"] is None else "win")
    assert data["final_state"]["units"]


def test_max_rounds_reports_unfinished(capsys):
    assert main(["play", TUTORIAL, "--max-rounds", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["outcome"] == "unfinished" and data["winner"] is None
    assert data["termination"] is None and data["round"] == 1
    assert "1 round" in data["reason"]


def test_a_stratego_final_state_lists_every_piece_and_no_victory_points(capsys):
    mission = SCENARIOS / "stratego_classic.yaml"
    assert main(["play", str(mission), "--json", "--max-rounds", "2"]) == 0
    state = json.loads(capsys.readouterr().out)["final_state"]
    assert len(state["units"]) == len(load_scenario(mission).units)
    assert state["victory_points"] == []
    assert all(u["at"] is None or len(u["at"]) == 2 for u in state["units"])


def test_a_replay_plays_back_to_the_same_result(tmp_path, capsys):
    replay = tmp_path / "game.json"
    assert main(["play", TUTORIAL, "--seed", "2", "--json", "--replay", str(replay)]) == 0
    first = json.loads(capsys.readouterr().out)
    saved = json.loads(replay.read_text(encoding="utf-8"))
    assert saved["seed"] == 2 and saved["scenario"] == TUTORIAL
    assert saved["actions"][-1]["type"] == "end_turn" or first["outcome"] == "win"
    assert saved["result"]["reason"] == first["reason"]
    assert saved["result"]["termination"] == first["termination"]
    assert saved["events"][-1] == {"type": "game_over", "winner": first["winner"],
                                   "reason": first["reason"],
                                   "termination": first["termination"], "round": first["round"]}
    actions = tmp_path / "actions.json"
    actions.write_text(json.dumps(saved["actions"]), encoding="utf-8")
    assert main(["play", TUTORIAL, "--seed", "2", "--json", "--actions", str(actions)]) == 0
    again = json.loads(capsys.readouterr().out)
    assert (again["winner"], again["reason"], again["rounds"]) == (
        first["winner"], first["reason"], first["rounds"])


def test_supplied_actions_go_first_then_the_ai_plays_on(tmp_path, capsys):
    actions = tmp_path / "actions.json"
    actions.write_text(json.dumps([{"type": "move", "unit": "b_inf1", "to": [2, 1]},
                                   {"type": "end_turn"}]), encoding="utf-8")
    replay = tmp_path / "replay.json"
    assert main(["play", TUTORIAL, "--actions", str(actions), "--replay", str(replay)]) == 0
    saved = json.loads(replay.read_text(encoding="utf-8"))
    assert saved["actions"][:2] == json.loads(actions.read_text(encoding="utf-8"))
    assert len(saved["actions"]) > 2
    capsys.readouterr()


def test_an_illegal_supplied_action_exits_2_and_says_why(tmp_path, capsys):
    actions = tmp_path / "actions.json"
    actions.write_text(json.dumps([{"type": "move", "unit": "r_inf1", "to": [7, 1]}]),
                       encoding="utf-8")
    assert main(["play", TUTORIAL, "--actions", str(actions)]) == 2
    err = capsys.readouterr().err
    assert "action 1" in err and "red's" in err and "Traceback" not in err


def test_bad_input_exits_2_without_a_traceback(tmp_path, capsys):
    notjson = tmp_path / "bad.json"
    notjson.write_text("[{", encoding="utf-8")
    notlist = tmp_path / "obj.json"
    notlist.write_text('{"type": "end_turn"}', encoding="utf-8")
    invalid = tmp_path / "invalid.yaml"
    invalid.write_text((SCENARIOS / "tutorial.yaml").read_text(encoding="utf-8")
                       .replace("rounds: 12", "rounds: 0"), encoding="utf-8")
    cases = [
        ["play", str(tmp_path / "missing.yaml")],
        ["play", str(invalid)],
        ["play", TUTORIAL, "--actions", str(notjson)],
        ["play", TUTORIAL, "--actions", str(notlist)],
        ["play", TUTORIAL, "--actions", str(tmp_path / "none.json")],
        ["play", TUTORIAL, "--max-rounds", "0"],
        ["balance", str(tmp_path / "missing.yaml"), "--games", "1"],
        ["balance", TUTORIAL, "--games", "0"],
    ]
    for argv in cases:
        assert main(argv) == 2, argv
        err = capsys.readouterr().err
        assert "error" in err and "Traceback" not in err, (argv, err)


def test_balance_on_two_processes_prints_rates_and_writes_a_png(tmp_path, capsys):
    chart = tmp_path / "chart.png"
    assert main(["balance", TUTORIAL, "--games", "2", "--jobs", "2",
                 "--chart", str(chart)]) == 0
    captured = capsys.readouterr()
    assert "[" + "#" * 30 + "] 2/2" in captured.err
    assert "2 game(s)" in captured.out and "draw" in captured.out
    table = captured.out.split("chart:")[0]
    assert "how it ended" in table and "_" not in table
    data = chart.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    length, kind = struct.unpack(">I4s", data[8:16])
    width, height = struct.unpack(">II", data[16:24])
    assert (length, kind) == (13, b"IHDR") and (width, height) == (1100, 750)


def test_run_balance_returns_the_numbers_and_reports_progress():
    seen = []
    report = run_balance(SCENARIOS / "tutorial.yaml", games=2, jobs=1,
                         progress_callback=lambda done, total: seen.append((done, total)),
                         opponent="random")
    assert seen[0] == (0, 2) and seen[-1] == (2, 2)
    assert report["games"] == 2 and set(report["win_rate"]) == {"blue", "red"}
    assert sum(report["wins"].values()) + report["draws"] + report["unfinished"] == 2
    assert report["ai"]["by_side"]["blue"]["games"] == 1
    assert report["average_rounds"] > 0


def test_json_has_the_final_state_and_a_replay_replays_event_for_event(tmp_path, capsys):
    _json, clumsy = json, main
    mission = str(SCENARIOS / "tutorial.yaml")
    replay = tmp_path / "replay.json"
    assert clumsy(["play", mission, "--seed", "4", "--json", "--replay", str(replay)]) == 0
    out = _json.loads(capsys.readouterr().out)
    state = out["final_state"]
    assert {u["id"] for u in state["units"]} >= {"b_inf1"}
    assert all(0 <= u["hp"] <= u["max_hp"] for u in state["units"])
    first = _json.loads(replay.read_text())
    assert first["events"] and first["actions"]
    again = tmp_path / "again.json"
    assert clumsy(["play", mission, "--seed", "4", "--actions", str(replay), "--replay", str(again)]) == 0
    second = _json.loads(again.read_text())
    assert second["events"][: len(first["events"])] == first["events"]


def test_a_stratego_game_runs_past_the_side_turn_action_cap_to_its_end():
    """A Stratego turn ends by itself after one move, so hundreds of moves without an
    end_turn are no runaway side-turn."""
    from engine.ai.player import RandomPlayer
    from engine.balance.game import play_game

    scenario = load_scenario(SCENARIOS / "stratego_classic.yaml")
    _, summary = play_game(scenario, seed=0,
                           players={"red": RandomPlayer(0), "blue": RandomPlayer(1)})
    # the game ends by the rules, never by the per-side-turn action cap ("unfinished")
    assert summary["termination"] in ("flag_captured", "no_moves", "last_round"), summary
    assert summary["round"] > 150


def test_balance_against_random_play_on_stratego_reports_the_ai_rate(capsys):
    mission = str(SCENARIOS / "stratego_classic.yaml")
    assert main(["balance", mission, "--games", "2", "--jobs", "1", "--opponent", "random"]) == 0
    out = capsys.readouterr().out
    assert "AI win rate vs random" in out and "flag captured" in out


def test_a_failing_game_names_its_seed_without_a_traceback(monkeypatch, capsys):
    from engine.balance import run as balance_run

    def broken(scenario, seed, opponent="ai", max_rounds=None, replay=False, heat=False):
        raise KeyError("b_inf9")

    monkeypatch.setattr(balance_run, "play_detailed", broken)
    assert main(["balance", TUTORIAL, "--games", "2", "--jobs", "1"]) == 1
    err = capsys.readouterr().err
    assert "error: the game of seed 0 failed: KeyError: 'b_inf9'" in err
    assert "Traceback" not in err


def test_play_hashes_the_scenario_only_for_a_replay(tmp_path, monkeypatch, capsys):
    """The replay's scenario hash dumps the whole scenario (a 128x128 map's every row):
    only a replay written or played back needs it, not a plain game."""
    import engine.cli.play as play

    hashed: list[object] = []
    real = play.scenario_hash
    monkeypatch.setattr(play, "scenario_hash", lambda s: hashed.append(s) or real(s))
    assert main(["play", TUTORIAL, "--max-rounds", "1", "--json"]) == 0
    assert hashed == []
    replay = tmp_path / "replay.json"
    assert main(["play", TUTORIAL, "--max-rounds", "1", "--replay", str(replay)]) == 0
    assert len(hashed) == 1 and json.loads(replay.read_text(encoding="utf-8"))[
        "scenario_hash"] == real(load_scenario(TUTORIAL))
    assert main(["play", TUTORIAL, "--max-rounds", "2", "--actions", str(replay)]) == 0
    assert len(hashed) == 2
