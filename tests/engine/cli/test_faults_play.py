"""`clumsy play` on every shipped mission under every turn system (RULES.md B): the AI
only ever picks legal actions, an engine or AI failure is an internal error (exit 3, a
logged traceback), and bad input, however hostile, is exit 2 with one clear message."""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path
from typing import Any

import pytest
from shared_runs import (
    OTHER_SYSTEM_SEED,
    WHOLE_GAME_SEED,
    other_system_game,
    whole_game,
    whole_game_in_run,
)

from conftest import SCENARIOS, nonempty, shipped_outline
from engine import ruleset_of
from engine.cli.main import main
from engine.cli.play import MAX_ACTION_DEPTH
from engine.cli.play_errors import EXIT_INTERNAL
from engine.scenario.io import load_scenario, save_scenario

SEEDS = (1,)  # conformance plays seed 3 of each mission under its own system too
TUTORIAL = str(SCENARIOS / "tutorial.yaml")


def variants() -> list[Any]:  # pytest.param sets
    """A mission under a system not its own is marked long (as in tests/test_conformance.py):
    `./run-tests --quick` has the AI play each mission under its own system, and each turn
    system on the mission written for it (four_ways_*); the full run plays every pair."""
    out = []
    for path in nonempty(sorted(SCENARIOS.glob("*.yaml")), "mission in scenarios/"):
        scenario = shipped_outline(path)
        systems = sorted(ruleset_of(scenario).turn_systems()) or [scenario.turn_system]
        if scenario.map.width * scenario.map.height > 64 * 64:
            systems = [scenario.turn_system]  # operational size: its own system (time)
        for system in systems:
            marks = () if system == scenario.turn_system else (pytest.mark.long,)
            out.append(pytest.param(path.stem, str(system), marks=marks))
    return out


@pytest.mark.parametrize(("mission", "system"), variants())
def test_B_the_ai_plays_every_mission_under_every_turn_system(mission, system, tmp_path, capsys,
                                                             request, shared_runs):
    shipped = SCENARIOS / f"{mission}.yaml"
    scenario = load_scenario(shipped)
    own = system == scenario.turn_system
    scenario.turn_system = system
    path = tmp_path / f"{mission}_{system}.yaml"
    save_scenario(scenario, path)
    for seed in SEEDS:
        if own and seed == WHOLE_GAME_SEED and whole_game_in_run(request.session, shipped):
            # these three rounds begin test_play_cli.py's whole game: played once a run
            run = shared_runs.run(*whole_game(shipped))
            assert run.returncode == 0, (seed, run.stderr)
            continue
        if not own and seed == OTHER_SYSTEM_SEED:
            # test_conformance.py plays, replays and renders this game: played once a run
            run, _ = other_system_game(shared_runs, shipped, system)
            assert run.returncode == 0, (seed, run.stderr)
            continue
        code = main(["play", str(path), "--seed", str(seed), "--max-rounds", "3"])
        err = capsys.readouterr().err
        assert code == 0, (seed, err)


class IllegalPlayer:
    """A computer player with a bug: it always ends someone else's turn with nonsense."""

    def choose_action(self, game):
        return {"type": "move", "unit": "no-such-unit", "to": [0, 0]}


def test_B_an_illegal_ai_action_is_an_internal_error_with_a_logged_traceback(
        monkeypatch, capsys, caplog):
    monkeypatch.setattr("engine.balance.game.computer_player", lambda game, seed: IllegalPlayer())
    with caplog.at_level(logging.DEBUG):
        code = main(["-v", "play", TUTORIAL, "--seed", "1"])
    assert code == EXIT_INTERNAL == 3
    message = [line for line in capsys.readouterr().err.splitlines()
               if line.startswith("clumsy play:")]
    assert len(message) == 1 and message[0].startswith("clumsy play: internal error")
    assert any(r.exc_info for r in caplog.records), "the traceback goes to the log"


def test_the_help_documents_the_exit_codes(capsys):
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "2 bad input" in out and "3 internal error" in out


def play_with_actions(path, capsys) -> tuple[int, str]:
    code = main(["play", TUTORIAL, "--max-rounds", "1", "--actions", str(path)])
    return code, capsys.readouterr().err


def test_deeply_nested_actions_are_bad_input(tmp_path, capsys):
    for depth in (MAX_ACTION_DEPTH + 1, 100_000):
        path = tmp_path / f"deep{depth}.json"
        path.write_text("[" * depth + "]" * depth)
        code, err = play_with_actions(path, capsys)
        assert code == 2 and "nests" in err and "Traceback" not in err


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_a_device_as_actions_is_refused_before_reading(capsys):
    code, err = play_with_actions("/dev/zero", capsys)
    assert code == 2 and "is a device, not a regular file" in err


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_as_actions_is_refused_without_blocking(tmp_path, capsys):
    fifo = tmp_path / "actions.json"
    os.mkfifo(fifo)
    code, err = play_with_actions(fifo, capsys)
    assert code == 2 and "named pipe" in err


@pytest.mark.parametrize("actions", [[{"type": 5}], [{"type": "move", "unit": [], "to": "x"}],
                                     [{"type": "fire", "unit": {}, "target": None}]])
def test_malformed_actions_are_bad_input_in_one_line(actions, tmp_path, capsys):
    path = tmp_path / "a.json"
    path.write_text(json.dumps(actions))
    code, err = play_with_actions(path, capsys)
    assert code == 2 and len(err.strip().splitlines()) == 1, err


def test_three_rounds_of_seed_1_begin_the_whole_game_that_test_play_cli_plays(tmp_path,
                                                                              capsys):
    """What lets the AI's own-system case above read test_play_cli.py's whole game: the
    three rounds of a saved copy are that game's first actions and events."""
    scenario = load_scenario(TUTORIAL)
    path = tmp_path / "tutorial_own.yaml"
    save_scenario(scenario, path)
    short, whole = tmp_path / "three.json", tmp_path / "whole.json"
    assert main(["play", str(path), "--seed", str(WHOLE_GAME_SEED), "--max-rounds", "3",
                 "--replay", str(short)]) == 0
    assert main([*whole_game(Path(TUTORIAL)), "--replay", str(whole)]) == 0
    capsys.readouterr()
    three, all_of_it = (json.loads(p.read_text(encoding="utf-8")) for p in (short, whole))
    assert len(three["actions"]) < len(all_of_it["actions"])
    assert all_of_it["actions"][:len(three["actions"])] == three["actions"]
    assert all_of_it["events"][:len(three["events"])] == three["events"]
