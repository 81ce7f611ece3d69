"""Rule packs (issue 35, DESIGN.md "Rule packs"): each problem of a pack at its exact line
and column, in the mission or in the pack file; reading and writing `rules:`; the
scenario's catalog."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine.catalog import load_catalog
from engine.scenario.io import dump_scenario, read_scenario, scenario_from_text
from engine.scenario.packs import catalog_of
from engine.scenario.shipped import shipped_mission

ROOT = Path(__file__).resolve().parents[3]

HEAD = """\
format: clumsy-scenario/1
name: Pack test
"""
TAIL = """\
map:
  grid: square
  width: 4
  height: 2
  terrain: |
    .mm.
    ..m.
rounds: 3
first_side: a
sides:
  - {id: a}
  - {id: b}
units:
  - {id: u1, type: heavy_mortar, side: a, at: [1, 0]}
  - {id: u2, type: infantry, side: b, at: [3, 1]}
"""
MORTAR = ("{id: heavy_mortar, base: mortar, name: Heavy mortar, symbol: HM, weapons: "
          "[{id: hm, name: Heavy mortar, damage: 6, min_range: 3, max_range: 12, "
          "fire: indirect, flags: [shell, blast]}]}")
MARSH = ('{char: m, id: marsh_road, name: Marsh road, color: "#8f9a6a", move_cost: '
         '{foot: 2, wheeled: 3, tracked: 3, towed: 3}, fuel_cost: 3, cover: 0, '
         'blocks_line_of_fire: false}')


def mission(units: list[str] = (MORTAR,), terrain: list[str] = (MARSH,),  # type: ignore[assignment]
            numbers: str | None = None, tail: str = TAIL) -> str:
    lines = [HEAD.rstrip("\n"), "rules:"]
    if units:
        lines += ["  units:"] + [f"    - {u}" for u in units]
    if terrain:
        lines += ["  terrain:"] + [f"    - {t}" for t in terrain]
    if numbers:
        lines.append(f"  numbers: {numbers}")
    return "\n".join(lines) + "\n" + tail


def problems_of(text: str, name: str = "m.yaml") -> list[str]:
    return [str(p) for p in scenario_from_text(text, name)[1]]


def column(text: str, line: int, word: str) -> int:
    return text.splitlines()[line - 1].index(word) + 1


def test_a_good_inline_pack_validates_and_gives_the_scenario_its_types():
    text = mission()
    scenario, problems = scenario_from_text(text, "m.yaml")
    assert problems == []
    catalog = catalog_of(scenario)
    mortar = catalog.units["heavy_mortar"]
    assert mortar.weapon("hm").flags == {"shell", "blast"}
    assert mortar.hp == load_catalog().units["mortar"].hp  # from its base
    assert catalog.terrain["m"].id == "marsh_road" and catalog.is_own("terrain", "marsh_road")
    assert "heavy_mortar" not in load_catalog().units  # the global catalog is untouched
    assert catalog_of(scenario) is catalog  # built once per pack content


def test_a_base_that_does_not_exist_is_named_at_its_line_with_a_did_you_mean():
    text = mission(units=[MORTAR.replace("base: mortar", "base: mortr")])
    assert problems_of(text) == [
        f"m.yaml:5:{column(text, 5, 'mortr')}: error: unit type 'heavy_mortar': base "
        "'mortr' does not exist; did you mean 'mortar'?",
        f"m.yaml:{text.count(chr(10)) - 1}:{column(text, text.count(chr(10)) - 1, 'heavy')}: "
        "error: there is no unit type 'heavy_mortar'; did you mean 'heavy_tank'?"]


def test_a_weapon_min_range_above_its_max_range():
    text = mission(units=[MORTAR.replace("min_range: 3", "min_range: 13")])
    assert problems_of(text)[0] == (
        f"m.yaml:5:{column(text, 5, '13')}: error: weapon 'hm' of unit type "
        "'heavy_mortar': min_range 13 is above max_range 12")


def test_a_terrain_character_already_taken():
    text = mission(terrain=[MARSH.replace("char: m", "char: F")], tail=TAIL.replace(".mm.", ".FF.").replace("..m.", "..F."))
    first = problems_of(text)[0]
    assert first == (f"m.yaml:7:{column(text, 7, 'char: F') + 6}: error: terrain character "
                     "'F' is already 'forest''s (Forest); free ones: abcdefgh")


def test_a_move_cost_for_a_class_that_does_not_exist():
    text = mission(terrain=[MARSH.replace("wheeled: 3", "whealed: 3")])
    assert problems_of(text)[0] == (
        f"m.yaml:7:{column(text, 7, 'whealed')}: error: unknown key 'whealed' in 'move_cost' "
        "of terrain type 'marsh_road'; did you mean 'wheeled'?")


def test_a_unit_type_whose_class_can_stand_on_no_terrain_of_the_map():
    boat = ("{id: punt, base: infantry, symbol: Pu, move_class: foot, name: Punt}")
    water = ('{char: w, id: deep_fen, name: Deep fen, color: "#305070", move_cost: '
             '{foot: null, wheeled: null, tracked: null, towed: null}, fuel_cost: null, '
             'cover: 0, blocks_line_of_fire: false}')
    tail = TAIL.replace(".mm.\n    ..m.", "wwww\n    wwww").replace(
        "  - {id: u1, type: heavy_mortar, side: a, at: [1, 0]}\n"
        "  - {id: u2, type: infantry, side: b, at: [3, 1]}\n", "")
    text = mission(units=[boat], terrain=[water], tail=tail)
    assert problems_of(text)[0] == (
        f"m.yaml:5:{column(text, 5, 'foot')}: error: unit type 'punt' (foot) can stand on no "
        "terrain of this map; give the map terrain it may enter, or the type another "
        "move_class")


def test_an_unknown_number_key_is_named_with_a_did_you_mean():
    text = mission(numbers="{vision_max: 9, vision_mx: 3}")
    line = 8
    assert problems_of(text) == [
        f"m.yaml:{line}:{column(text, line, 'vision_mx')}: error: unknown key 'vision_mx' in "
        "'numbers'; did you mean 'vision_max'?"]
    assert catalog_of(scenario_from_text(text, "m.yaml")[0]).rules.vision_max == 9


def test_a_number_of_the_wrong_kind_and_a_turn_system_number():
    text = mission(numbers="{vision_max: lots, orders: {initiative_die: 8}}")
    assert problems_of(text) == [
        f"m.yaml:8:{column(text, 8, 'lots')}: error: 'vision_max' should be a whole number, "
        'not text "lots"']
    scenario = scenario_from_text(text.replace("lots", "9"), "m.yaml")[0]
    assert catalog_of(scenario).turn_numbers["orders"]["initiative_die"] == 8


def test_a_unit_type_id_already_in_the_catalog():
    text = mission(units=[MORTAR.replace("id: heavy_mortar", "id: mortar", 1)],
                   tail=TAIL.replace("heavy_mortar", "mortar"))
    assert problems_of(text)[0] == (
        f"m.yaml:5:{column(text, 5, 'mortar')}: error: unit type 'mortar' already exists; "
        "give the new type an id of its own (and 'base: mortar' to start from it)")


def test_a_type_made_from_scratch_lacking_fields():
    text = mission(units=["{id: heavy_mortar, name: Heavy mortar, symbol: HM}"])
    assert problems_of(text)[0].startswith(
        "m.yaml:5:7: error: unit type 'heavy_mortar' has no base and lacks move_class, size, "
        "hp, ap, vision, ammo, fuel, description")


def test_a_scenario_is_checked_against_the_catalog_its_packs_make(tmp_path):
    """A unit of a pack's type on a terrain the type may not enter is refused; without the
    pack the type itself is unknown."""
    reed = ('{char: r, id: reed_bed, name: Reed bed, color: "#a3a34f", move_cost: '
            '{foot: 3, wheeled: null, tracked: 5, towed: null}, fuel_cost: 5, cover: 1, '
            'blocks_line_of_fire: true}')
    tail = TAIL.replace(".mm.", ".rm.").replace(
        "{id: u2, type: infantry, side: b, at: [3, 1]}", "{id: u2, type: truck, side: b, "
        "at: [1, 0]}").replace("{id: u1, type: heavy_mortar, side: a, at: [1, 0]}",
                               "{id: u1, type: heavy_mortar, side: a, at: [0, 0]}")
    text = mission(terrain=[MARSH, reed], tail=tail)
    found = problems_of(text)
    assert len(found) == 1 and "'u2' (truck) cannot stand on reed bed" in found[0], found
    no_pack = tail.replace("heavy_mortar", "mortar").replace(".rm.", "....").replace(
        "..m.", "....")
    assert problems_of(HEAD + no_pack) == []


def test_a_broken_pack_still_opens_the_mission_to_be_mended():
    text = mission(units=[MORTAR.replace("base: mortar", "base: mortr")])
    scenario, problems = scenario_from_text(text, "m.yaml")
    assert scenario is not None and problems
    assert dump_scenario(scenario) == text  # nothing of the broken pack is lost


def test_an_inline_pack_writes_back_byte_for_byte():
    text = mission(numbers="{vision_max: 9, low_hp_fraction: 0.25, orders: {intercept_on: 3}}")
    scenario, problems = scenario_from_text(text, "m.yaml")
    assert problems == []
    assert dump_scenario(scenario) == text
    assert catalog_of(scenario).rules.low_hp_fraction == 0.25


def test_the_shipped_pack_mission_writes_back_byte_for_byte_and_uses_its_types():
    path = Path(str(shipped_mission("marsh_road")))
    scenario, problems = read_scenario(path)
    assert problems == [] and scenario is not None
    assert dump_scenario(scenario) == path.read_text(encoding="utf-8")
    catalog = catalog_of(scenario)
    own_units = {u.type for u in scenario.units if catalog.is_own("unit", u.type)}
    assert own_units == {"heavy_mortar", "half_track"}
    chars = set(scenario.map.terrain_text)
    assert {"m", "r"} <= chars and catalog.terrain["r"].step_cost("wheeled") is None
    assert catalog.units["heavy_mortar"].names["it"] == "Mortaio pesante"


# -- pack files -----------------------------------------------------------------------

PACK_FILE = f"""\
format: clumsy-rules/1
units:
  - {MORTAR}
terrain:
  - {MARSH}
"""


def file_mission(tmp_path: Path, names: str, pack: str | None = PACK_FILE,
                 pack_name: str = "fen.yaml") -> Path:
    if pack is not None:
        (tmp_path / pack_name).write_text(pack, encoding="utf-8")
    path = tmp_path / "m.yaml"
    path.write_text(HEAD + f"rules: {names}\n" + TAIL, encoding="utf-8")
    return path


def test_a_pack_file_beside_the_mission_is_read_and_written_back(tmp_path):
    path = file_mission(tmp_path, "[fen.yaml]")
    scenario, problems = read_scenario(path)
    assert problems == []
    assert dump_scenario(scenario) == path.read_text(encoding="utf-8")
    assert catalog_of(scenario).units["heavy_mortar"].symbol == "HM"
    # the files travel with the model: a copy elsewhere builds the same catalog
    (tmp_path / "fen.yaml").unlink()
    assert catalog_of(scenario).units["heavy_mortar"].symbol == "HM"


def test_packs_apply_in_order_a_later_one_building_on_an_earlier_one(tmp_path):
    file_mission(tmp_path, "[fen.yaml, more.yaml]")
    (tmp_path / "more.yaml").write_text(
        "format: clumsy-rules/1\nunits:\n  - {id: siege_mortar, base: heavy_mortar, "
        "symbol: SM, name: Siege mortar, hp: 14}\nnumbers: {vision_max: 7}\n",
        encoding="utf-8")
    scenario, problems = read_scenario(tmp_path / "m.yaml")
    assert problems == []
    catalog = catalog_of(scenario)
    assert catalog.units["siege_mortar"].weapon("hm").damage == 6
    assert catalog.units["siege_mortar"].hp == 14 and catalog.rules.vision_max == 7


def test_a_problem_in_a_pack_file_is_reported_at_the_pack_files_line(tmp_path):
    path = file_mission(tmp_path, "[fen.yaml]", PACK_FILE.replace("base: mortar", "base: mortr"))
    problems = read_scenario(path)[1]
    pack = str(tmp_path / "fen.yaml")
    col = PACK_FILE.splitlines()[2].index("base: mortar") + len("base: ") + 1
    assert str(problems[0]) == (f"{pack}:3:{col}: error: unit type 'heavy_mortar': base "
                                "'mortr' does not exist; did you mean 'mortar'?")


def test_a_pack_file_without_its_format_line(tmp_path):
    path = file_mission(tmp_path, "[fen.yaml]", PACK_FILE.replace("format: clumsy-rules/1\n",
                                                                  ""))
    assert [str(p) for p in read_scenario(path)[1]] == [
        f"{tmp_path / 'fen.yaml'}:1:1: error: a pack file starts with 'format: clumsy-rules/1'"]


def test_a_pack_file_that_is_missing_is_named_at_the_mission_line(tmp_path):
    path = file_mission(tmp_path, "[fenn.yaml]", pack_name="fen.yaml")
    found = [str(p) for p in read_scenario(path)[1]]
    assert found[0] == (f"{path}:3:9: error: pack file 'fenn.yaml' not found in {tmp_path}; "
                        "did you mean 'fen.yaml'?")


@pytest.mark.parametrize("name", ["../fen.yaml", "/etc/fen.yaml", "sub/../../fen.yaml",
                                  "C:/fen.yaml"])
def test_a_pack_file_outside_the_mission_folder_is_refused(tmp_path, name):
    inner = tmp_path / "mission"
    inner.mkdir()
    (tmp_path / "fen.yaml").write_text(PACK_FILE, encoding="utf-8")
    path = file_mission(inner, f"[{name!r}]".replace("'", '"'), pack=None)
    found = [str(p) for p in read_scenario(path)[1]]
    assert found[0].startswith(f"{path}:3:9: error: pack file '{name}' is outside the "
                               "mission's folder"), found


def test_a_link_leading_out_of_the_folder_is_refused(tmp_path):
    inner = tmp_path / "mission"
    inner.mkdir()
    (tmp_path / "fen.yaml").write_text(PACK_FILE, encoding="utf-8")
    (inner / "fen.yaml").symlink_to(tmp_path / "fen.yaml")
    path = file_mission(inner, "[fen.yaml]", pack=None)
    found = [str(p) for p in read_scenario(path)[1]]
    assert found[0] == (f"{path}:3:9: error: pack file 'fen.yaml' is outside the mission's "
                        "folder (a link leads out)")


def test_the_committed_pack_schema_is_the_generated_one():
    result = subprocess.run([sys.executable, str(ROOT / "scripts" / "rules_schema.py")],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


def test_a_packs_description_may_be_a_language_map():
    """Issue 35: a pack's names and descriptions may be language maps; the catalog keeps
    the English one as `description` and the map for `description_in` (the palette's
    tooltip in the editor's language). The Marsh Road's heavy mortar has both."""
    from conftest import SCENARIOS
    from engine.catalog import description_in
    from engine.scenario.io import load_scenario
    from engine.scenario.packs.build import catalog_of

    catalog = catalog_of(load_scenario(SCENARIOS / "marsh_road.yaml"))
    mortar = catalog.units["heavy_mortar"]
    assert mortar.description.startswith("A 120 mm tube")
    assert description_in(mortar, "it").startswith("Un tubo da 120 mm")
    assert description_in(mortar, "de") == mortar.description  # no German: the English
    assert description_in(catalog.units["mortar"], "it") == catalog.units["mortar"].description


def test_a_type_made_from_the_heavy_tank_cannot_sprint_under_orders_as_the_heavy_tank():
    """RULES.md B, orders: Sprint "heavy: none" names the heavy tank
    (turn_systems.yaml sprint_none_types); a pack's type made from it (`base:`, two deep)
    is as heavy, a type made from the tank sprints as the tank does."""
    from engine import Game

    units = ["{id: super_heavy, base: heavy_tank, name: Super heavy, symbol: Z1, hp: 30}",
             "{id: siege_tank, base: super_heavy, name: Siege tank, symbol: Z2}",
             "{id: light_tank, base: tank, name: Light tank, symbol: Z3}"]
    tail = TAIL.replace("rounds: 3", "turn_system: orders\nrounds: 3").replace(
        "  - {id: u1, type: heavy_mortar, side: a, at: [1, 0]}\n",
        "  - {id: u1, type: siege_tank, side: a, at: [0, 0]}\n"
        "  - {id: u3, type: light_tank, side: a, at: [0, 1]}\n")
    scenario, problems = scenario_from_text(mission(units=units, tail=tail), "m.yaml")
    assert problems == [], [str(p) for p in problems]
    catalog = catalog_of(scenario)
    assert catalog.units["siege_tank"].bases == ("super_heavy", "heavy_tank")
    assert catalog.units["siege_tank"] == catalog.units["super_heavy"].__class__(
        **{**catalog.units["siege_tank"].__dict__, "bases": ()})  # not a field one compares
    game = Game(scenario, seed=1)
    assert game.turns.sprint_cells(game.state.units["u1"]) == 0
    assert game.turns.sprint_cells(game.state.units["u3"]) == 2  # tracked, as the tank


def test_bases_is_worked_out_never_written_in_a_pack():
    text = mission(units=[MORTAR.replace("base: mortar", "base: mortar, bases: [tank]")])
    assert any("bases" in p for p in problems_of(text)), problems_of(text)
