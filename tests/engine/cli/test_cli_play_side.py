"""`clumsy play --side ID` (issue 31, RULES.md A8): `--json` and `--replay` tell only what
that side saw (its channel), and such a replay cannot be played back."""

from __future__ import annotations

import json

from cli_helpers import clumsy_in_process as clumsy

from conftest import SCENARIOS
from engine import ruleset_of
from engine.scenario.io import load_scenario

MISSION = SCENARIOS / "river_crossing.yaml"
# `clumsy play` in this process (cli_helpers.clumsy_in_process: the command line's `main`,
# what the console script runs): its start-up, 0.3 CPU-s a run, is tested with the real
# console script in test_cli_details.py and test_cli_process.py.


def test_the_json_of_a_side_holds_its_channel_and_no_mission_secret(tmp_path):
    run = clumsy("play", MISSION, "--max-rounds", "1", "--json", "--side", "guard")
    assert run.returncode == 0, run.stderr
    told = json.loads(run.stdout)
    assert "triggered" not in told and told["side"] == "guard"
    scenario = load_scenario(MISSION)
    game = ruleset_of(scenario).game(scenario, seed=0)
    enemies = {u.id for u in scenario.units if u.side != "guard"}
    seen = {u["id"] for u in told["final_state"]["units"]}
    assert seen <= {u.id for u in scenario.units} | set(game.state.units)
    everything = json.loads(clumsy("play", MISSION, "--max-rounds", "1", "--json").stdout)
    assert len(told["final_state"]["units"]) < len(everything["final_state"]["units"])
    assert not any(e.get("type") == "triggered" for e in told["events"])
    assert enemies - seen, "some enemy stays unseen at the end of round 1"


def test_a_side_replay_is_refused_as_actions(tmp_path):
    replay = tmp_path / "side.json"
    assert clumsy("play", MISSION, "--max-rounds", "1", "--side", "guard",
                  "--replay", replay).returncode == 0
    stored = json.loads(replay.read_text(encoding="utf-8"))
    assert stored["side"] == "guard"
    assert all(a.get("side") in (None, "marches") for a in stored["actions"])
    run = clumsy("play", MISSION, "--actions", replay)
    assert run.returncode == 2
    assert "saved for side 'guard'" in run.stderr


def test_an_unknown_side_is_one_line():
    run = clumsy("play", MISSION, "--side", "nope", "--json")
    assert run.returncode == 2
    assert "has no side 'nope'" in run.stderr
