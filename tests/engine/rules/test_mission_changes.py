"""The actions that change a mission while it runs (docs/design.md, "Mission events"):
`objective`, `set_terrain`, `bridge`, `weather` and `reveal`, each under every turn
system of RULES.md B, with replay and clone equality."""

from __future__ import annotations

import pytest
from mission_helpers import fired, kinds, mission, mission_game, replays_equal

from engine import Game
from engine.rules import seasons
from engine.rules.state import ForestFire

SYSTEMS = ["sides", "phased", "orders", "activation"]


def at_round(n: int, do: str, eid: str = "e1") -> str:
    return f"  - id: {eid}\n    when: {{round: {n}}}\n    do: {do}\n"


def play(game: Game, until, limit: int = 400) -> None:
    for _ in range(limit):
        if until() or game.result is not None:
            return
        game.apply({"type": "end_turn"})


def terrain(game: Game, cell: tuple[int, int]) -> str:
    return game.state.terrain[cell[1]][cell[0]]


# -- set_terrain -----------------------------------------------------------------------------
@pytest.mark.parametrize("system", SYSTEMS)
def test_set_terrain_changes_the_cells_but_not_under_a_unit_that_cannot_stand_there(system):
    s = mission("events:\n" + at_round(2, "[{set_terrain: {area: [[4, 1], [0, 0], [5, 1]], "
                                          "terrain: '~'}}]"), turn_system=system)
    game = Game(s, seed=1)
    play(game, lambda: bool(fired(game)))
    assert terrain(game, (4, 1)) == terrain(game, (5, 1)) == "~"
    assert terrain(game, (0, 0)) == "."  # r1, infantry, stands there
    changes = [e for e in game.events if e["type"] in ("terrain_changed", "terrain_kept")]
    assert changes == [
        {"type": "terrain_kept", "at": [0, 0], "unit": "r1", "terrain": "water", "event": "e1"},
        {"type": "terrain_changed", "at": [4, 1], "terrain": "water", "event": "e1"},
        {"type": "terrain_changed", "at": [5, 1], "terrain": "water", "event": "e1"}]
    replays_equal(s, game)


def test_set_terrain_puts_out_a_fire_on_ground_that_cannot_burn():
    game = mission_game("events:\n" + at_round(2, "[{set_terrain: {area: [[5, 0]], "
                                                 "terrain: '~'}}]"))
    game.state.terrain[0][5] = "F"
    game.state.fires[(5, 0)] = ForestFire((5, 0))
    play(game, lambda: bool(fired(game)))
    assert terrain(game, (5, 0)) == "~" and (5, 0) not in game.state.fires


# -- bridge ----------------------------------------------------------------------------------
@pytest.mark.parametrize("system", SYSTEMS)
def test_bridge_built_then_destroyed_with_the_unit_on_it(system):
    extra = ("events:\n" + at_round(2, "[{bridge: {at: [3, 2], state: built}}]", "build")
             + at_round(3, "[{bridge: {at: [3, 2], state: destroyed}}]", "blow"))
    s = mission(extra, turn_system=system)
    game = Game(s, seed=2)
    play(game, lambda: "build" in fired(game))
    assert game.state.bridges[(3, 2)].finished
    assert {"type": "bridge_built", "at": [3, 2], "event": "build"} in game.events
    # a unit on the bridge is lost with it (A5), as with a shelled bridge
    b2 = game.state.units["b2"]
    game.state.lift(b2)
    game.state.place(b2, (3, 2))
    play(game, lambda: "blow" in fired(game))
    assert (3, 2) not in game.state.bridges
    assert not game.state.units["b2"].alive
    gone = [e for e in game.events if e["type"] == "destroyed"]
    assert gone[0]["target"]["type"] == "bridge" and gone[1]["unit"] == "b2"


def test_a_bridge_built_replays_alike():
    extra = "events:\n" + at_round(2, "[{bridge: {at: [3, 2], state: built}}]", "build")
    s = mission(extra)
    game = Game(s)
    play(game, lambda: "build" in fired(game))
    replays_equal(s, game)


# -- weather ---------------------------------------------------------------------------------
@pytest.mark.parametrize("system", SYSTEMS)
def test_weather_changes_the_season_from_its_round_and_rain_at_once(system):
    extra = "events:\n" + at_round(1, "[{weather: {season: winter, from_round: 3}}, "
                                      "{weather: {rain: true}}]")
    s = mission(extra, turn_system=system)
    game = Game(s, seed=3)
    assert game.state.rain and game.season == "summer"
    play(game, lambda: game.round == 2)
    assert game.season == "summer"
    play(game, lambda: game.round == 3)
    assert game.season == "winter"
    weather = [e for e in game.events if e["type"] == "weather"]
    assert [(e["season"], e["rain"], e["round"]) for e in weather] == [
        ("summer", True, 1), ("winter", True, 3)]
    for side in ("red", "blue"):  # the sky is public
        assert [e["type"] for e in game.events_for(side)].count("weather") == 2
    replays_equal(s, game)


def test_rain_shortens_vision_as_autumn_rain_and_stops_fires_spreading():
    dry = mission_game()
    wet = mission_game("events:\n" + at_round(1, "[{weather: {rain: true}}]"))
    rules = dry.state.catalog.rules
    assert rules.rain_vision_modifier == -1
    seen_dry, seen_wet = dry.visible_cells("red"), wet.visible_cells("red")
    assert seen_wet < seen_dry
    for game in (dry, wet):
        game.state.terrain[0][5] = game.state.terrain[0][6] = "F"
        game.state.fires[(5, 0)] = ForestFire((5, 0), side_turns=1)
        seasons.spread_fires(game.state)
    assert (6, 0) in dry.state.fires and (6, 0) not in wet.state.fires


# -- reveal ----------------------------------------------------------------------------------
def at_night(extra: str, system: str):
    """The mission at 23:00 (A8: night shortens vision), so red sees nothing of blue."""
    from mission_helpers import mission_text

    from engine.scenario.io import scenario_from_text
    text = mission_text(extra, turn_system=system).replace(
        "rounds: 10\n", "calendar: {start_hour: 23}\nrounds: 10\n")
    scenario, problems = scenario_from_text(text, "night.yaml")
    assert scenario is not None and not problems, [str(p) for p in problems]
    return scenario


@pytest.mark.parametrize("system", SYSTEMS)
def test_reveal_lifts_the_fog_over_an_area_for_its_rounds(system):
    extra = ("events:\n" + at_round(1, "[{reveal: {side: red, area: [[7, 3], [7, 2]], "
                                       "rounds: 2}}]"))
    hidden = Game(at_night("", system), seed=4)
    assert (7, 3) not in hidden.visible_cells("red")
    assert "b1" not in {u["id"] for u in hidden.seen_units("red")}
    s = at_night(extra, system)
    game = Game(s, seed=4)
    assert {(7, 3), (7, 2)} <= game.visible_cells("red")
    assert {"b1", "b2"} <= {u["id"] for u in game.seen_units("red")}
    told = [e for e in game.events_for("red") if e["type"] == "revealed"]
    assert told == [{"type": "revealed", "side": "red", "count": 2, "until_round": 2,
                     "event": "e1"}]
    assert "revealed" not in kinds(game.events_for("blue"))
    play(game, lambda: game.round == 2)
    assert (7, 3) in game.visible_cells("red")
    play(game, lambda: game.round == 3)
    assert (7, 3) not in game.visible_cells("red")
    replays_equal(s, game)


# -- objective -------------------------------------------------------------------------------
OBJECTIVE_BASE = "victory:\n  destroy_all: false\n  hold_points: 0\n"


def with_objectives(extra: str, objectives: str, system: str = "sides"):
    from mission_helpers import mission_text

    from engine.scenario.io import scenario_from_text
    text = mission_text(extra, turn_system=system).replace(
        OBJECTIVE_BASE, OBJECTIVE_BASE + "  objectives:\n" + objectives)
    scenario, problems = scenario_from_text(text, "objectives.yaml")
    assert scenario is not None and not [p for p in problems if p.severity == "error"], \
        [str(p) for p in problems]
    return scenario


@pytest.mark.parametrize("system", SYSTEMS)
def test_objective_added_wins_for_its_side(system):
    extra = "events:\n" + at_round(
        1, "[{objective: {change: add, kind: hold_until, side: blue, round: 2, "
           "message: Hold out two rounds.}}]")
    s = mission(extra, turn_system=system)
    game = Game(s, seed=5)
    play(game, lambda: False)
    assert game.result["winner"] == "blue" and game.result["termination"] == "hold_until"
    assert game.result["round"] == 2
    told = [e for e in game.events_for("red") if e["type"] == "objective_changed"]
    assert told == [{"type": "objective_changed", "change": "add", "kind": "hold_until",
                     "side": "blue", "message": "Hold out two rounds.", "event": "e1"}]
    replays_equal(s, game)


@pytest.mark.parametrize("system", SYSTEMS)
def test_objective_removed_no_longer_wins(system):
    extra = "events:\n" + at_round(2, "[{objective: {change: remove, number: 1}}]")
    s = with_objectives(extra, "    - {kind: hold_until, side: red, round: 3}\n", system)
    game = Game(s, seed=6)
    play(game, lambda: game.round >= 5)
    assert game.result is None and game.victory.objectives == ()
    replays_equal(s, game)


def test_objective_replaced_keeps_its_number_and_a_clone_keeps_the_old_one():
    extra = ("events:\n" + at_round(2, "[{objective: {change: replace, number: 1, kind: "
                                       "hold_until, side: blue, round: 3}}]")
             + at_round(3, "[{objective: {change: remove, number: 1}}]", "e2"))
    s = with_objectives(extra, "    - {kind: hold_until, side: red, round: 5}\n")
    game = Game(s)
    clone = game.clone()
    play(game, lambda: "e1" in fired(game))
    assert [(o.side, o.round) for o in game.victory.objectives] == [("blue", 3)]
    assert [(o.side, o.round) for o in clone.victory.objectives] == [("red", 5)]
    play(game, lambda: "e2" in fired(game))
    assert game.victory.objectives == () and game.state.mission.objective_numbers == []
    replays_equal(s, game)


def test_a_map_resize_shifts_and_trims_the_new_kinds_cells():
    from engine.scenario.resize import resized_scenario

    extra = ("events:\n"
             "  - id: e1\n    when: {not: {unit_at: {side: red, area: [[0, 0], [5, 1]]}}}\n"
             "    do:\n"
             "      - set_terrain: {area: [[0, 1], [6, 1]], terrain: F}\n"
             "      - bridge: {at: [3, 2], state: built}\n"
             "      - bridge: {at: [0, 2], state: destroyed}\n"
             "      - reveal: {side: red, area: [[0, 3], [7, 3]], rounds: 1}\n")
    s = mission(extra)
    out = resized_scenario(s, 7, 4, -1, 0, ".")  # the first column goes
    e = out.events[0]
    assert e.when.triggers[0].area == [(4, 1)]
    set_terrain, bridge, reveal = e.do
    assert set_terrain.area == [(5, 1)] and bridge.at == (2, 2)
    assert reveal.area == [(6, 3)]


def test_a_snapshot_draws_the_season_a_weather_action_set():
    from engine import snapshot

    s = mission("events:\n" + at_round(1, "[{weather: {season: winter}}]"))
    game = Game(s)
    assert snapshot(game, s).calendar.season == "winter"
    assert mission().calendar is None and snapshot(Game(mission()), mission()).calendar is None
