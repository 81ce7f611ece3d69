"""The triggers `not`, `holds`, `unit_at` and `turn_of` (docs/design.md, "Mission
events"), each under every turn system of RULES.md B, with replay and clone equality."""

from __future__ import annotations

import pytest
from mission_helpers import fired, kinds, mission, mission_game, mission_text, replays_equal

from engine import Game
from engine.rules import events as mission_events
from engine.scenario.io import scenario_from_text

SYSTEMS = ["sides", "phased", "orders", "activation"]


def event(when: str, once: str = "", do: str = "[{message: {to: all, text: Now}}]") -> str:
    return f"events:\n  - id: e1\n    when: {when}\n{once}    do: {do}\n"


def end_turns_until(game: Game, done, limit: int = 400) -> None:
    for _ in range(limit):
        if done() or game.result is not None:
            return
        game.apply({"type": "end_turn"})


def red_holds_vp1(extra: str, system: str = "sides"):
    text = mission_text(extra, turn_system=system).replace(
        "{kind: victory_point, id: vp1, at: [1, 3]}",
        "{kind: victory_point, id: vp1, at: [1, 3], owner: red}")
    scenario, problems = scenario_from_text(text, "held.yaml")
    assert scenario is not None and not [p for p in problems if p.severity == "error"], problems
    return scenario


# -- not -----------------------------------------------------------------------------------
@pytest.mark.parametrize("system", SYSTEMS)
def test_not_fires_while_its_trigger_does_not_hold(system):
    s = mission(event("{all: [{round: 2}, {not: {destroyed: {unit: b2}}}]}"),
                turn_system=system)
    game = Game(s, seed=2)
    end_turns_until(game, lambda: bool(fired(game)))
    assert fired(game) == ["e1"] and game.round == 2
    replays_equal(s, game)


def test_not_never_fires_once_its_trigger_holds():
    s = mission(event("{all: [{round: 2}, {not: {destroyed: {unit: b2}}}]}"))
    game = Game(s)
    game.state.units["b2"].alive = False  # as if shot in round 1
    end_turns_until(game, lambda: game.round >= 3)
    assert fired(game) == []


def test_not_of_a_var_reads_a_variable_nested():
    extra = ("variables: {blown: 0}\n" + event("{not: {var: {name: blown, at_least: 1}}}"))
    game = mission_game(extra)
    assert fired(game) == ["e1"]


# -- holds ---------------------------------------------------------------------------------
@pytest.mark.parametrize("system", SYSTEMS)
def test_holds_fires_after_the_side_held_the_point_for_its_rounds(system):
    s = red_holds_vp1(event("{holds: {side: red, point: vp1, rounds: 2}}"), system)
    game = Game(s, seed=4)
    assert game.state.mission.held["vp1"] == ["red", 1]
    end_turns_until(game, lambda: bool(fired(game)))
    assert fired(game) == ["e1"] and game.round == 3
    replays_equal(s, game)


def test_holds_starts_over_when_the_point_changes_hands():
    s = red_holds_vp1(event("{holds: {side: red, point: vp1, rounds: 2}}"))
    game = Game(s)
    end_turns_until(game, lambda: game.round == 2)
    game.state.vps[0].owner = "blue"  # lost in round 2 (as a capture would) ...
    mission_events.check(game)
    assert game.state.mission.held["vp1"] == ["blue", 2]
    game.state.vps[0].owner = "red"  # ... and taken back in round 2
    mission_events.check(game)
    assert game.state.mission.held["vp1"] == ["red", 2]
    end_turns_until(game, lambda: bool(fired(game)))
    assert fired(game) == ["e1"] and game.round == 4


def test_holds_is_not_met_by_the_other_side():
    s = red_holds_vp1(event("{holds: {side: blue, point: vp1, rounds: 1}}"))
    game = Game(s)
    end_turns_until(game, lambda: game.round >= 4)
    assert fired(game) == []


# -- unit_at -------------------------------------------------------------------------------
@pytest.mark.parametrize("system", SYSTEMS)
def test_unit_at_counts_the_side_units_in_the_area(system):
    extra = ("events:\n"
             "  - {id: two, when: {unit_at: {side: red, area: [[0, 0], [0, 1]], count: 2}}, "
             "do: [{message: {to: all, text: two}}]}\n"
             "  - {id: three, when: {unit_at: {side: red, area: [[0, 0], [0, 1]], count: 3}}, "
             "do: [{message: {to: all, text: three}}]}\n"
             "  - {id: b1, when: {unit_at: {unit: b1, area: blue_setup}}, "
             "do: [{message: {to: all, text: b1}}]}\n")
    s = mission(extra, turn_system=system)
    game = Game(s, seed=1)
    assert fired(game) == ["two", "b1"]
    end_turns_until(game, lambda: game.round >= 3)
    assert fired(game) == ["two", "b1"]
    replays_equal(s, game)


def test_unit_at_holds_no_longer_once_a_unit_walks_out():
    s = mission(event("{unit_at: {side: red, area: [[0, 0], [0, 1]], count: 2}}",
                      once="    once: false\n"))
    game = Game(s)
    assert fired(game) == ["e1"]
    game.apply({"type": "move", "unit": "r1", "to": [1, 0]})
    game.apply({"type": "move", "unit": "r1", "to": [0, 0]})
    assert fired(game) == ["e1", "e1"]
    replays_equal(s, game)


# -- turn_of -------------------------------------------------------------------------------
@pytest.mark.parametrize("system", SYSTEMS)
def test_turn_of_fires_in_the_side_turn_of_that_side(system):
    extra = ("variables: {turns: 0}\n" + event(
        "{turn_of: {side: blue}}", once="    once: false\n",
        do="[{add_var: {name: turns, amount: 1}}]"))
    s = mission(extra, turn_system=system)
    game = Game(s, seed=6)
    end_turns_until(game, lambda: game.round >= 4)
    # stopped as round 4 begins: in `sides` and `phased` red's side-turn of round 4 is
    # on, blue's not yet; in `orders` and `activation` every side's starts with the round
    whole_round = system in ("orders", "activation")
    assert game.variables["turns"] == (4 if whole_round else 3)
    replays_equal(s, game)


def test_turn_of_in_sides_fires_at_each_blue_side_turn_start():
    extra = event("{turn_of: {side: blue}}", once="    once: false\n")
    game = mission_game(extra)
    assert fired(game) == []  # red begins
    events = game.apply({"type": "end_turn"})
    assert kinds(events)[-3:] == ["turn_started", "triggered", "message"]
    game.apply({"type": "end_turn"})
    game.apply({"type": "end_turn"})
    assert fired(game) == ["e1", "e1"] and game.side == "blue"
