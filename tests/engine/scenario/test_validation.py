"""One broken file per check: each problem must point at the exact line and column."""

from __future__ import annotations

import pytest

from conftest import position_of
from engine.scenario.io import scenario_from_text

# (id, text replaced, replacement, anchor in the new text where the problem must point,
#  offset into the anchor, words the message must contain)
CASES = [
    # -- map and terrain
    ("row_too_short", "    ..~~=...\n    ..~~=.R.", "    ..~~=...\n    ..~~=.R", "..~~=.R\n", 7,
     "row 2 of the terrain has 7 cells but the map is 8 wide"),
    ("row_too_long", "    ..HH=...", "    ..HH=....", "..HH=....", 8, "has 9 cells"),
    ("unknown_terrain_char", "    ..~~=.R.", "    ..~~=.Q.", "Q.\n", 0,
     "unknown terrain character 'Q' at [6, 2]"),
    ("too_few_rows", "    ..HH=...\n", "", "..~~=.R.", 0, "has 3 rows but the map is 4 high"),
    ("too_many_rows", "    ..HH=...\n", "    ..HH=...\n    ........\n", "........\n", 0,
     "has 5 rows but the map is 4 high"),
    ("unknown_turn_system", "turn_system: sides", "turn_system: oders", "oders", 0,
     "unknown turn system 'oders'; did you mean 'orders'?"),
    # -- sides and references
    ("duplicate_side_id", "{id: blue, name: Blue", "{id: red, name: Blue", "red, name: Blue", 0,
     "two sides with the id 'red'"),
    ("first_side_unknown", "first_side: red", "first_side: green", "green", 0,
     "first_side is 'green', which is not a side"),
    ("one_side_only", '  - {id: blue, name: Blue Army, color: "#2e6fd8", controller: ai}\n', "",
     "  - {id: red", 2, "at least two sides"),
    ("same_colour_warning", '"#2e6fd8"', '"#C0392B"', '"#C0392B"', 0, "same colour"),
    ("unit_side_unknown", "{id: r1, type: infantry, side: red", "{id: r1, type: infantry, side: rde",
     "rde", 0, "'rde' is not a side; did you mean 'red'?"),
    ("feature_owner_unknown", "type: depot, at: [0, 0], owner: red", "type: depot, at: [0, 0], owner: gren",
     "gren", 0, "'gren' is not a side"),
    ("mine_owner_neutral", "{kind: mine, at: [5, 2], owner: blue}", "{kind: mine, at: [5, 2], owner: neutral}",
     "mine, at: [5, 2], owner: neutral", 25, "'neutral' is not a side"),
    # -- ids
    ("duplicate_unit_id", "{id: b2, type: engineer", "{id: b1, type: engineer", "b1, type: engineer", 0,
     "two units have the id 'b1'"),
    ("duplicate_vp_id", "{kind: victory_point, id: vp2", "{kind: victory_point, id: vp1",
     "vp1, at: [0, 3]", 0, "two victory points have the id 'vp1'"),
    ("unknown_unit_type", "type: tank", "type: tnak", "tnak", 0,
     "no unit type 'tnak'; did you mean 'tank'?"),
    ("unknown_building_type", "type: depot", "type: depto", "depto", 0,
     "no building type 'depto'; did you mean 'depot'?"),
    ("unknown_work_type", "type: trench", "type: moat", "moat", 0, "no work type 'moat'"),
    # -- cells in bounds
    ("unit_out_of_bounds", "side: red, at: [1, 1]", "side: red, at: [8, 1]", "[8, 1]", 0,
     "outside the 8x4 map"),
    ("feature_out_of_bounds", "{kind: wreck, at: [5, 0]}", "{kind: wreck, at: [5, 4]}", "[5, 4]", 0,
     "the wreck is at [5, 4], outside"),
    ("escort_area_out_of_bounds", "[[7, 1], [7, 2]]", "[[7, 1], [9, 2]]", "[9, 2]", 0,
     "escort area's cell is at [9, 2], outside"),
    # -- where things may stand
    ("unit_on_water", "side: red, at: [1, 1]", "side: red, at: [3, 1]", "[3, 1]", 0,
     "cannot stand on water at [3, 1]; place it on land or put a bridge there"),
    ("vehicle_in_ruins", "side: blue, at: [6, 1]", "side: blue, at: [6, 2]", "[6, 2], hp", 0,
     "cannot stand on ruined village"),
    ("tank_on_dragons_teeth", "type: trench, at: [7, 3]", "type: dragons_teeth, at: [6, 1]",
     "[6, 1], hp", 0, "cannot enter"),
    ("inside_construction_site", "type: depot, at: [0, 0], owner: red, state: finished",
     "type: depot, at: [1, 1], owner: red, state: under_construction", "[1, 1]}", 0,
     "inside the construction site"),
    ("in_enemy_building", "type: depot, at: [0, 0], owner: red", "type: depot, at: [6, 1], owner: red",
     "[6, 1], hp", 0, "a unit may stand only in a building of its own side"),
    ("two_units_one_cell", "side: blue, at: [7, 3]", "side: blue, at: [6, 1]", "[6, 1]}", 0,
     "where unit 'b1' already is"),
    ("helicopter_landed_in_forest", "{id: r1, type: infantry, side: red, at: [1, 1]}",
     "{id: r1, type: attack_helicopter, side: red, at: [3, 0]}", "[3, 0]", 0,
     "helicopters land only on grass"),
    ("helicopter_landed_in_depot", "{id: r1, type: infantry, side: red, at: [1, 1]}",
     "{id: r1, type: transport_helicopter, side: red, at: [0, 0]}", "[0, 0]}", 0,
     "starts landed inside a depot"),
    ("unit_on_enemy_mine_warning", "side: red, at: [1, 1]", "side: red, at: [5, 2]", "[5, 2]}", 0,
     "starts on a mine of 'blue'"),
    ("escort_area_unreachable_warning", "[[7, 1], [7, 2]]", "[[2, 2], [3, 2]]", "[[2, 2]", 0,
     "no cell of the escort area can be reached"),
    ("flying_ground_unit", "{id: r1, type: infantry, side: red, at: [1, 1]}",
     "{id: r1, type: infantry, side: red, at: [1, 1], flying: true}", "flying", 0, "cannot fly"),
    # -- features on the right ground
    ("bridge_on_land", "{kind: bridge, at: [2, 1]", "{kind: bridge, at: [1, 0]", "[1, 0]", 0,
     "bridges go only on water"),
    ("building_on_water", "type: depot, at: [0, 0]", "type: depot, at: [3, 2]", "[3, 2]", 0,
     "is on water; put it on land"),
    ("two_buildings_one_cell", "type: trench, at: [7, 3]", "type: trench, at: [0, 0]",
     "[0, 0], owner: blue", 0, "already a building or work at [0, 0]"),
    ("progress_when_finished", "owner: red, state: finished}", "owner: red, state: finished, progress: 1}",
     "progress: 1}", 10, "progress only applies"),
    ("progress_too_high", "owner: red, state: finished}", "owner: red, state: under_construction, progress: 3}",
     "3}", 0, "finished after 3 build orders"),
    # -- overrides
    ("hp_over_max", "hp: 9, fuel: 12", "hp: 19, fuel: 12", "19", 0, "more than its maximum 16"),
    ("fuel_over_max", "hp: 9, fuel: 12", "hp: 9, fuel: 41", "41", 0, "fuel 41, more than its maximum 40"),
    ("fuel_on_foot_unit", "{id: r1, type: infantry, side: red, at: [1, 1]}",
     "{id: r1, type: infantry, side: red, at: [1, 1], fuel: 3}", "fuel", 0, "has no fuel"),
    ("feature_hp_over_max", "{kind: bridge, at: [2, 1], owner: neutral}",
     "{kind: bridge, at: [2, 1], owner: neutral, hp: 99}", "99", 0, "more than a bridge's 20"),
    # -- cargo
    ("cargo_unknown_unit", "cargo: [r3]", "cargo: [r9]", "r9", 0, "carries 'r9', which is not a unit"),
    ("cargo_in_non_carrier", "hp: 9, fuel: 12}", "hp: 9, fuel: 12, cargo: [b2]}", "cargo: [b2]", 0,
     "cannot carry other units"),
    ("cargo_over_capacity", "cargo: [r3]", "cargo: [r3, r4, r5]", "cargo: [r3, r4", 0,
     "carries 3 load points but has room for 2"),
    ("cargo_with_position", "{id: r3, type: medic, side: red}", "{id: r3, type: medic, side: red, at: [0, 1]}",
     "r3]", 0, "also has 'at'"),
    ("cargo_other_side", "{id: r3, type: medic, side: red}", "{id: r3, type: medic, side: blue}", "r3]", 0,
     "carriers take only their own side"),
    ("unit_nowhere", ", cargo: [r3]}", "}", "{id: r3", 0, "has no 'at' and is in no carrier's cargo"),
    ("large_unit_as_cargo", "cargo: [r3]", "cargo: [r3, b9]", "b9", 0, "cannot be carried"),
    # -- victory
    ("hold_points_unreachable", "hold_points: 2", "hold_points: 3", "3\n", 0,
     "hold_points is 3 but the map has only 2 victory point(s)"),
    ("hold_points_unknown_side", "hold_points: 2", "hold_points: {red: 2, bleu: 1}", "bleu", 0,
     "hold_points names 'bleu', which is not a side; did you mean 'blue'?"),
    ("hold_points_side_unreachable", "hold_points: 2", "hold_points: {red: 1, blue: 3}", "3}", 0,
     "hold_points for 'blue' is 3 but the map has only 2 victory point(s)"),
    ("hold_until_after_last_round", "side: blue, round: 8", "side: blue, round: 11", "11", 0,
     "round is 11 but the scenario ends after round 10"),
    ("escort_by_round_late", "by_round: 9", "by_round: 12", "by_round: 12", 10, "by_round is 12"),
    ("escort_enemy_unit", "units: [r2]", "units: [b2]", "b2]", 0, "a side escorts its own units"),
    ("kill_own_unit", "side: red, unit: b1", "side: red, unit: r1", "r1}", 0, "its own unit"),
    ("kill_unknown_unit", "side: red, unit: b1", "side: red, unit: zz", "zz}", 0, "'zz' is not a unit"),
    ("on_last_round_unknown", "on_last_round: draw", "on_last_round: green", "green", 0,
     "use 'draw' or a side id"),
    # -- schema layer, reported with the same precision
    ("schema_unknown_key", "  hold_points: 2", "  hold_point: 2", "hold_point", 0,
     "unknown key 'hold_point' in 'victory'; did you mean 'hold_points'?"),
    ("schema_bad_season", "season: autumn", "season: autum", "autum", 0, "did you mean 'autumn'?"),
    ("schema_bad_type", "rounds: 10", "rounds: ten", "ten", 0, "should be a whole number"),
    ("schema_bad_colour", '"#2e6fd8"', '"blue"', '"blue"', 0, "'#rrggbb'"),
    ("schema_missing_key", "name: Test Bridge\n", "", "format", 0, "needs the key 'name'"),
    ("schema_bad_cell", "at: [1, 1]}", "at: [1]}", "[1]}", 0, "a cell written [col, row]"),
    ("schema_bad_format", "format: clumsy-scenario/1", "format: clumsy-scenario/2", "clumsy-scenario/2",
     0, "must be 'clumsy-scenario/1'"),
]

EXTRA_UNITS = {
    "cargo_over_capacity": "  - {id: r4, type: infantry, side: red}\n  - {id: r5, type: infantry, side: red}\n",
    "large_unit_as_cargo": "  - {id: b9, type: tank, side: red}\n",
}


def _break(base_text: str, case_id: str, old: str, new: str) -> str:
    assert old in base_text, f"{case_id}: fixture text not found"
    text = base_text.replace(old, new, 1)
    if case_id in EXTRA_UNITS:
        text = text.replace("victory:\n", EXTRA_UNITS[case_id] + "victory:\n", 1)
    return text


@pytest.mark.parametrize("case_id,old,new,anchor,offset,words", CASES, ids=[c[0] for c in CASES])
def test_each_check_points_at_the_node_at_fault(base_text, case_id, old, new, anchor, offset, words):
    text = _break(base_text, case_id, old, new)
    _, problems = scenario_from_text(text, "bad.yaml")
    matching = [p for p in problems if words in p.message]
    assert matching, f"no problem says {words!r}; got: " + "; ".join(map(str, problems))
    line, column = position_of(text, anchor, offset)
    assert (matching[0].line, matching[0].column) == (line, column), str(matching[0])
    assert str(matching[0]).startswith(f"bad.yaml:{line}:{column}: ")


def test_the_base_fixture_is_valid(base_text):
    scenario, problems = scenario_from_text(base_text, "base.yaml")
    assert scenario is not None
    assert problems == []


def test_all_problems_are_reported_in_one_pass(base_text):
    text = base_text.replace("type: tank", "type: tnak").replace("hold_points: 2", "hold_points: 9")
    text = text.replace("season: autumn", "season: never").replace("    ..~~=.R.", "    ..~~=.Q.")
    _, problems = scenario_from_text(text, "bad.yaml")
    messages = " | ".join(p.message for p in problems)
    for words in ("tnak", "hold_points is 9", "'never'", "'Q'"):
        assert words in messages
    assert [p.line for p in problems] == sorted(p.line for p in problems)


def test_problems_carry_the_map_cell_for_the_editor(base_text):
    text = base_text.replace("side: red, at: [1, 1]", "side: red, at: [3, 1]")
    _, problems = scenario_from_text(text, "bad.yaml")
    assert [p.cell for p in problems] == [(3, 1)]


def test_warnings_do_not_make_a_scenario_invalid(base_text):
    text = base_text.replace('"#2e6fd8"', '"#c0392b"')
    scenario, problems = scenario_from_text(text, "warn.yaml")
    assert scenario is not None
    assert [p.severity for p in problems] == ["warning"]
