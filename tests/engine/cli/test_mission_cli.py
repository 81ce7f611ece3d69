"""`clumsy play` and mission events (DESIGN.md "Mission events", "Command line"): messages
for every side as they fire, and the triggered events in `--json`."""

from __future__ import annotations

import json

from conftest import SCENARIOS
from engine.cli.main import main
from engine.scenario.io import dump_scenario, load_scenario

HARROW = str(SCENARIOS / "harrow_ford.yaml")


def test_play_prints_messages_for_every_side_as_they_fire(capsys):
    assert main(["play", HARROW, "--seed", "4"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert "round 2, to all: The Host is at the crossing!" in lines
    messages = [line for line in lines if line.startswith("round ")]
    assert messages and lines[-1] not in messages  # the result comes last
    if any("relief column" in line for line in messages):
        assert "round 5, to militia: The relief column has arrived on the east road." in lines
        assert "round 5, to host: Enemy trucks on the east road!" in lines


def test_play_json_lists_the_triggered_events_with_their_messages(capsys):
    assert main(["play", HARROW, "--json", "--seed", "4"]) == 0
    data = json.loads(capsys.readouterr().out)
    first = data["triggered"][0]
    assert first == {"round": 2, "event": "host_across",
                     "messages": [{"to": "all", "text": "The Host is at the crossing!"}]}
    assert all({"round", "messages"} <= set(t) for t in data["triggered"])


def test_the_shipped_event_mission_uses_every_mission_key_and_round_trips():
    scenario = load_scenario(HARROW)
    assert scenario.briefing and scenario.labels and scenario.areas
    assert scenario.deployment and scenario.events
    assert (SCENARIOS / "harrow_ford.yaml").read_text(encoding="utf-8") == dump_scenario(scenario)
    river = load_scenario(SCENARIOS / "river_crossing.yaml")
    assert river.briefing and river.labels
