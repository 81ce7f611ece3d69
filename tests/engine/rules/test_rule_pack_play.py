"""Games with a mission's own types (issue 35, DESIGN.md "Rule packs"): a new weapon flag
combination, a terrain that blocks a movement class, numbers a pack overrides, and the
computer player on the shipped mission that has a pack."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine import Game, IllegalAction
from engine.ai.player import AIPlayer
from engine.catalog import load_catalog
from engine.scenario.io import dump_scenario, load_scenario, scenario_from_text
from engine.scenario.packs import RulePacks
from engine.scenario.shipped import shipped_mission
from rules_helpers import U, make_scenario, play

PACK: dict[str, Any] = {
    "units": [
        {"id": "heavy_mortar", "base": "mortar", "name": "Heavy mortar", "symbol": "HM",
         "weapons": [{"id": "hm", "name": "Heavy mortar", "damage": 6, "min_range": 2,
                      "max_range": 10, "fire": "indirect",
                      "flags": ["shell", "blast", "stationary"]}]},
        {"id": "half_track", "base": "truck", "name": "Half-track", "symbol": "Hf",
         "move_class": "tracked"},
    ],
    "terrain": [
        {"char": "r", "id": "reed_bed", "name": "Reed bed", "color": "#a3a34f",
         "move_cost": {"foot": 3, "wheeled": None, "tracked": 5, "towed": None},
         "fuel_cost": 5, "cover": 1, "blocks_line_of_fire": True},
    ],
}
NUMBERS = {**PACK, "numbers": {"vision_max": 4, "orders": {"initiative_die": 9}}}


def pack_game(terrain: list[str], units: list[Any], pack: dict[str, Any] = PACK,
              **kw: Any) -> Game:
    scenario = make_scenario(terrain, units, validate=False, **kw)
    scenario.rules = RulePacks(inline=pack)
    read, problems = scenario_from_text(dump_scenario(scenario), "pack-test.yaml")
    assert [str(p) for p in problems if p.severity == "error"] == []
    assert read is not None
    return Game(read)


def fire(target: tuple[int, int], unit: str = "r1") -> dict[str, Any]:
    return {"type": "fire", "unit": unit, "target": list(target)}


def test_a_heavy_mortar_blasts_around_its_target_and_shells_the_ground():
    game = pack_game(["........"], [U("r1", "heavy_mortar", "red", (0, 0)),
                                   U("b1", "infantry", "blue", (5, 0)),
                                   U("b2", "infantry", "blue", (6, 0))])
    rules = game.state.catalog.rules
    play(game, fire((5, 0)))
    assert game.unit("b1")["hp"] == 10 - 6
    assert game.unit("b2")["hp"] == 10 - rules.blast_damage(6)  # the blast: a new combination
    assert game.state.terrain_at((5, 0)).id == "crater"  # a shell


def test_a_heavy_mortar_may_not_fire_after_moving_the_stationary_flag():
    game = pack_game(["=========="], [U("r1", "heavy_mortar", "red", (0, 0)),
                                     U("b1", "infantry", "blue", (6, 0))])
    assert game.is_legal(fire((6, 0)))
    play(game, {"type": "move", "unit": "r1", "to": [1, 0]})
    with pytest.raises(IllegalAction, match="only if the unit has not moved"):
        game.apply(fire((6, 0)))
    # the base mortar's weapon has no such flag: it fires after moving (at half range)
    plain = pack_game(["=========="], [U("r1", "mortar", "red", (0, 0)),
                                       U("b1", "infantry", "blue", (3, 0))])
    play(plain, {"type": "move", "unit": "r1", "to": [1, 0]})
    assert plain.is_legal(fire((3, 0)))


def test_a_reed_bed_blocks_wheels_but_not_tracks_or_feet():
    units = [U("r1", "truck", "red", (0, 0)), U("r2", "half_track", "red", (0, 1)),
             U("r3", "infantry", "red", (0, 2)), U("b1", "infantry", "blue", (5, 2))]
    game = pack_game([".r....", ".r....", ".r...."], units)
    assert (1, 0) not in game.reachable_cells("r1")
    assert all(cell[0] == 0 for cell in game.reachable_cells("r1"))  # the reeds wall it in
    assert game.reachable_cells("r2")[(1, 1)].ap == 5  # tracked: the pack's cost
    assert game.reachable_cells("r3")[(1, 2)].ap == 3
    with pytest.raises(IllegalAction):
        game.apply({"type": "move", "unit": "r1", "to": [1, 0]})


def test_a_packs_numbers_reach_the_rules_and_the_turn_system():
    game = pack_game(["......"], [U("r1", "infantry", "red", (0, 0)),
                                  U("b1", "infantry", "blue", (5, 0))], NUMBERS)
    assert game.state.catalog.rules.vision_max == 4
    assert load_catalog().rules.vision_max != 4
    scenario = make_scenario(["......"], [U("r1", "infantry", "red", (0, 0)),
                                          U("b1", "infantry", "blue", (5, 0))], validate=False)
    scenario.turn_system = "orders"
    scenario.rules = RulePacks(inline=NUMBERS)
    orders = Game(scenario_from_text(dump_scenario(scenario), "t.yaml")[0])
    assert orders.turns.n["initiative_die"] == 9


def test_a_mission_without_a_pack_plays_as_before():
    scenario = make_scenario(["......"], [U("r1", "infantry", "red", (0, 0)),
                                          U("b1", "infantry", "blue", (5, 0))])
    game = Game(scenario)
    assert game.state.catalog is load_catalog()


def _ai_game(seed: int) -> Game:
    scenario = load_scenario(Path(str(shipped_mission("marsh_road"))))
    game = Game(scenario, seed=seed)
    players = {s.id: AIPlayer(seed=seed) for s in scenario.sides}
    turns = 0
    while game.result is None and turns < 200:
        players[game.side].play_turn(game)
        turns += 1
    assert game.result is not None
    return game


def test_the_ai_plays_the_marsh_road_with_its_own_types():
    """AI against AI to the end; the pack's types take part: the half-tracks move (through
    the marsh) and the heavy mortars fire."""
    moved, fired = set(), set()
    for seed in (1, 2):
        game = _ai_game(seed)
        for action in game.history:
            unit = game.state.units.get(str(action.get("unit")))
            if unit is None:
                continue
            if action.get("type") == "move":
                moved.add(unit.type.id)
            if action.get("type") == "fire":
                fired.add(unit.type.id)
    assert "half_track" in moved
    assert "heavy_mortar" in fired
