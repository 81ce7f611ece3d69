"""A small mission for the mission-event tests, written as YAML so every test reads its
events through the loader and validation, as a designer's file would be."""

from __future__ import annotations

from engine import Game
from engine.scenario.io import dump_scenario, scenario_from_text
from engine.scenario.model import Scenario

BASE = """\
format: clumsy-scenario/1
name: events test
turn_system: {turn_system}
map:
  grid: square
  width: 8
  height: 4
  terrain: |
    ........
    ........
    ...~....
    ........
rounds: 10
first_side: red
sides:
  - {{id: red}}
  - {{id: blue}}
features:
  - {{kind: victory_point, id: vp1, at: [1, 3]}}
units:
  - {{id: r1, type: infantry, side: red, at: [0, 0]}}
  - {{id: r2, type: engineer, side: red, at: [0, 1]}}
  - {{id: b1, type: infantry, side: blue, at: [7, 3]}}
  - {{id: b2, type: infantry, side: blue, at: [7, 2], hp: 1}}
{units}victory:
  destroy_all: false
  hold_points: 0
areas:
  - {{id: gate, name: The gate, cells: [[2, 0], [2, 1]]}}
  - {{id: blue_setup, cells: [[6, 2], [6, 3], [7, 2], [7, 3], [5, 3]]}}
{extra}"""


def mission_text(extra: str = "", units: str = "", turn_system: str = "sides") -> str:
    return BASE.format(extra=extra, units=units, turn_system=turn_system)


def mission(extra: str = "", units: str = "", turn_system: str = "sides") -> Scenario:
    text = mission_text(extra, units, turn_system)
    scenario, problems = scenario_from_text(text, "mission.yaml")
    errors = [str(p) for p in problems if p.severity == "error"]
    assert not errors and scenario is not None, "\n".join(errors) + "\n" + text
    assert dump_scenario(scenario) == text or scenario_from_text(
        dump_scenario(scenario))[0] == scenario
    return scenario


def mission_game(extra: str = "", units: str = "", turn_system: str = "sides",
                 seed: int = 0) -> Game:
    return Game(mission(extra, units, turn_system), seed=seed)


def kinds(events: list[dict]) -> list[str]:
    return [e["type"] for e in events]


def fired(game: Game) -> list[str]:
    return [e["event"] for e in game.events if e["type"] == "triggered"]


def replays_equal(scenario: Scenario, game: Game) -> None:
    """The same scenario, seed and actions give the same events; a clone plays on alike."""
    twin = Game(scenario, seed=game.seed)
    for action in game.history:
        twin.apply(dict(action))
    assert twin.events == game.events
    clone = game.clone()
    if game.result is None:
        assert game.apply({"type": "end_turn"}) == clone.apply({"type": "end_turn"})
    assert game.events == clone.events
