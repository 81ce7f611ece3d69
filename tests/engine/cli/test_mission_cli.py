"""`clumsy play` and mission events (DESIGN.md "Mission events", "Command line"): messages
for every side as they fire, and the triggered events in `--json`."""

from __future__ import annotations

import json
import re

from conftest import SCENARIOS
from engine.cli import play as play_module
from engine.cli.main import main
from engine.cli.mission_log import message_lines
from engine.scenario.io import dump_scenario, load_scenario
from engine.scenario.texts import localized

HARROW = str(SCENARIOS / "harrow_ford.yaml")


def test_play_prints_messages_for_every_side_as_they_fire(capsys):
    assert main(["play", HARROW, "--seed", "4"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    # the round the Host reaches the crossing depends on the AI's play (its plans too)
    assert any(re.fullmatch(r"round \d+, to all: The Host is at the crossing!", line)
               for line in lines), lines
    messages = [line for line in lines if line.startswith("round ")]
    assert messages and lines[-1] not in messages  # the result comes last
    if any("relief column" in line for line in messages):
        assert "round 5, to militia: The relief column has arrived on the east road." in lines
        assert "round 5, to host: Enemy trucks on the east road!" in lines


def test_play_json_lists_the_triggered_events_with_their_messages(capsys):
    assert main(["play", HARROW, "--json", "--seed", "4"]) == 0
    data = json.loads(capsys.readouterr().out)
    first = dict(data["triggered"][0])
    assert isinstance(first.pop("round"), int)
    assert first == {"event": "host_across",
                     "messages": [{"to": "all", "text": "The Host is at the crossing!"}]}
    assert all({"round", "messages"} <= set(t) for t in data["triggered"])


def test_the_shipped_event_mission_uses_every_mission_key_and_round_trips():
    scenario = load_scenario(HARROW)
    assert scenario.briefing and scenario.labels and scenario.areas
    assert scenario.deployment and scenario.events and scenario.ai
    assert (SCENARIOS / "harrow_ford.yaml").read_text(encoding="utf-8") == dump_scenario(scenario)
    river = load_scenario(SCENARIOS / "river_crossing.yaml")
    assert river.briefing and river.labels


def test_text_mode_localizes_only_the_events_it_tells(capsys, monkeypatch):
    """The printed lines are those of every event localized (as before), but only the
    events told (messages, cards, delayed reinforcements) are localized: a game's moves and
    shots were copied through `localized` at every action for nothing (issue 37)."""
    batches: list[list[dict]] = []
    rounds: list[int] = []
    told, printer = play_module.told, play_module._print_messages
    monkeypatch.setattr(play_module, "told", lambda events: batches.append(events) or told(events))
    monkeypatch.setattr(play_module, "_print_messages",
                        lambda game, events: rounds.append(game.round) or printer(game, events))
    assert main(["play", HARROW, "--seed", "4", "--max-rounds", "6"]) == 0
    printed = [line for line in capsys.readouterr().out.splitlines() if line.startswith("round ")]
    expected = [line for events, round_ in zip(batches, rounds, strict=True)
                for line in message_lines(localized(events, None), round_)]
    assert printed == expected and any("to all" in line for line in printed)
    every = sum(len(events) for events in batches)
    assert sum(len(told(events)) for events in batches) * 20 < every
