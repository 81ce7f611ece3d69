"""Mission variables (docs/design.md, "Mission variables"): the `variables:` key, the
`set_var`, `add_var` and `score` actions and the `var` trigger, kept in the game state
(clone and replay keep them) and out of every side's channel but for what `score` tells,
under every turn system of RULES.md B."""

from __future__ import annotations

import pytest
from mission_helpers import fired, kinds, mission, mission_game, replays_equal

from engine import Game
from engine.scenario.io import dump_scenario, scenario_from_text

SYSTEMS = ["sides", "phased", "orders", "activation"]

COUNTER = """\
variables: {kills: 0, alarm: 5}
events:
  - id: tick
    when: {round: 2}
    do:
      - add_var: {name: kills, amount: 2}
  - id: tock
    when: {round: 3}
    do:
      - set_var: {name: alarm, value: -1}
      - score: {var: kills, points: 10, side: red}
  - id: done
    when: {var: {name: kills, at_least: 12}}
    do:
      - end_game: {winner: red}
"""


def play_until_over(game: Game, limit: int = 300) -> None:
    for _ in range(limit):
        if game.result is not None:
            return
        game.apply({"type": "end_turn"})


def test_variables_start_from_the_file_and_the_writer_keeps_them_byte_for_byte():
    s = mission(COUNTER)
    assert s.variables == {"kills": 0, "alarm": 5}
    text = dump_scenario(s)
    assert "variables: {kills: 0, alarm: 5}\n" in text
    assert dump_scenario(scenario_from_text(text)[0]) == text
    assert Game(s).variables == {"kills": 0, "alarm": 5}


@pytest.mark.parametrize("system", SYSTEMS)
def test_set_add_score_and_the_var_trigger_under_every_turn_system(system):
    s = mission(COUNTER, turn_system=system)
    game = Game(s, seed=5)
    play_until_over(game)
    assert fired(game) == ["tick", "tock", "done"]
    assert game.variables == {"kills": 12, "alarm": -1}
    changes = [e for e in game.events if e["type"] in ("variable", "scored")]
    assert changes == [
        {"type": "variable", "name": "kills", "value": 2, "event": "tick"},
        {"type": "variable", "name": "alarm", "value": -1, "event": "tock"},
        {"type": "scored", "var": "kills", "points": 10, "value": 12, "to": "red",
         "event": "tock"}]
    assert game.result["winner"] == "red" and game.result["round"] == 3
    replays_equal(s, game)


def test_the_var_trigger_tests_at_most_and_equals():
    extra = ("variables: {n: 3}\n"
             "events:\n"
             "  - {id: low, when: {var: {name: n, at_most: 2}}, do: [{message: {to: all, text: low}}]}\n"
             "  - {id: three, when: {var: {name: n, equals: 3}}, do: [{add_var: {name: n, amount: -1}}]}\n")
    game = mission_game(extra)
    assert fired(game) == ["three"]  # file order: 'low' was checked while n was 3
    assert game.variables == {"n": 2}
    game.apply({"type": "end_turn"})  # the next check sees n at 2
    assert fired(game) == ["three", "low"]


def test_a_clone_keeps_its_own_variables():
    extra = ("variables: {n: 0}\n"
             "events:\n"
             "  - {id: up, once: false, when: {enters: {unit: r1, area: gate}}, "
             "do: [{add_var: {name: n, amount: 1}}]}\n")
    game = mission_game(extra)
    clone = game.clone()
    game.apply({"type": "move", "unit": "r1", "to": [2, 0]})
    assert game.variables == {"n": 1} and clone.variables == {"n": 0}


def test_no_side_reads_a_variable_but_the_side_a_score_is_told():
    game = mission_game(COUNTER)
    play_until_over(game)
    red, blue = game.events_for("red"), game.events_for("blue")
    assert "variable" not in kinds(red) + kinds(blue)
    assert [e["value"] for e in red if e["type"] == "scored"] == [12]
    assert "scored" not in kinds(blue)


def test_a_score_for_every_side_is_read_by_every_side():
    extra = ("variables: {prestige: 100}\n"
             "events:\n  - {id: p, when: {round: 1}, do: [{score: {var: prestige, points: -5}}]}\n")
    game = mission_game(extra)
    for side in ("red", "blue"):
        assert [e["value"] for e in game.events_for(side) if e["type"] == "scored"] == [95]


def test_a_snapshot_keeps_the_variables_now_but_tells_a_side_none():
    from engine import snapshot

    s = mission(COUNTER)
    game = Game(s)
    for _ in range(2):
        game.apply({"type": "end_turn"})  # round 2: kills + 2
    whole = snapshot(game, s)
    assert whole.variables == {"kills": 2, "alarm": 5}
    assert snapshot(game, s, "red").variables is None
    again = Game(whole)
    assert again.variables == {"kills": 2, "alarm": 5}
