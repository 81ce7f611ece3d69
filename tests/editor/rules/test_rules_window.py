"""The Rules window (Tools menu, issue 35): add a unit type and a terrain through its
forms, each edit one undo step checked live; place and paint them; save, reopen and
play-test the mission."""

from __future__ import annotations

from editor_helpers import click, use
from PySide6.QtWidgets import QFileDialog

from editor.playtest.window import PlaytestWindow
from engine.scenario.io import read_scenario


def _palette_units(win) -> dict[str, str]:
    combo = win.palette_dock.unit_type
    return {combo.itemData(i): combo.itemText(i) for i in range(combo.count())}


def add_heavy_mortar(rules) -> None:
    tab = rules.units
    tab.base.setCurrentIndex(tab.base.findData("mortar"))
    tab.new_id.setText("heavy_mortar")
    tab.add_button.click()


def add_marsh_road(rules) -> None:
    rules.show_page(rules.terrain)
    tab = rules.terrain
    tab.base.setCurrentIndex(tab.base.findData("road"))
    tab.new_char.setText("m")
    tab.new_id.setText("marsh_road")
    tab.add_button.click()


def test_a_unit_type_and_a_terrain_added_placed_saved_reopened_and_played(qtbot, window):
    win, doc = window, window.doc
    rules = win.show_rules()
    assert "game's types only" in rules.where.text()
    add_heavy_mortar(rules)
    assert [u["id"] for u in doc.scenario.rules.inline["units"]] == ["heavy_mortar"]
    assert doc.catalog.units["heavy_mortar"].hp == doc.catalog.units["mortar"].hp
    assert _palette_units(win)["heavy_mortar"].endswith("[mission]")  # at once
    rules.units.numbers["hp"].setValue(12)
    rules.units.numbers["hp"].setValue(13)  # typing on: one step with the one before
    rules.units.weapon["damage"].setValue(7)
    assert doc.catalog.units["heavy_mortar"].hp == 13
    assert doc.catalog.units["heavy_mortar"].weapons[0].damage == 7
    add_marsh_road(rules)
    tab = rules.terrain
    tab.costs["wheeled"].setValue(0)  # impassable to wheels
    marsh = doc.catalog.terrain["m"]
    assert marsh.step_cost("wheeled") is None and marsh.step_cost("tracked") == 1
    assert doc.catalog.is_own("terrain", "marsh_road") and rules.problem_messages() == []
    # each a step of its own: undo the wheels, then the terrain, and redo both
    doc.undo_stack.undo()
    assert doc.catalog.terrain["m"].step_cost("wheeled") == 1
    doc.undo_stack.undo()
    assert "m" not in doc.catalog.terrain and rules.terrain.entries.count() == 0
    doc.undo_stack.redo()
    doc.undo_stack.redo()
    assert doc.catalog.terrain["m"].step_cost("wheeled") is None
    # the map and the palette know them: paint the marsh road, place the heavy mortar
    assert win.view.painter_model.terrain_colors["m"].name() == marsh.color
    win.options.set(terrain="m", brush_radius=0, mirror="none")
    use(win, "Brush")
    click(qtbot, win, (5, 1))
    assert doc.terrain_at((5, 1)) == "m"
    win.options.set(unit_type="heavy_mortar", side="red")
    use(win, "Place unit")
    click(qtbot, win, (5, 1))
    assert [u.type for u in doc.units_at((5, 1))] == ["heavy_mortar"]
    assert win.files.save_to(doc.path)
    scenario, problems = read_scenario(doc.path)
    assert [str(p) for p in problems if p.severity == "error"] == []
    assert scenario.rules.inline["units"][0]["hp"] == 13
    assert scenario.map.terrain_at((5, 1)) == "m"
    win.ask = lambda *a: 0
    win.a_play.trigger()
    play = win.playtest
    assert isinstance(play, PlaytestWindow)
    assert play.game.state.catalog.units["heavy_mortar"].hp == 13
    mortar = next(u for u in play.game.units() if u["type"] == "heavy_mortar")
    assert tuple(mortar["at"]) == (5, 1)
    play.close()


def test_a_problem_of_the_rules_shows_live_and_the_mission_still_opens(qtbot, window):
    win, doc = window, window.doc
    rules = win.show_rules()
    add_marsh_road(rules)
    rules.terrain.new_char.setText("F")  # forest's
    rules.terrain.new_id.setText("fen")
    rules.terrain.add_button.click()
    assert any("terrain character 'F' is already 'forest''s" in m
               for m in rules.problem_messages())
    assert win.files.save_to(doc.path)
    scenario, problems = read_scenario(doc.path)
    assert scenario is not None  # opens to be mended
    assert any("already 'forest''s" in p.message for p in problems)
    rules.terrain.entries.setCurrentRow(1)
    rules.terrain.remove_button.click()
    assert rules.problem_messages() == []


def test_numbers_are_overridden_and_the_rules_saved_as_a_pack_file(qtbot, window, tmp_path,
                                                                  monkeypatch):
    win, doc = window, window.doc
    rules = win.show_rules()
    rules.show_page(rules.numbers)
    tab = rules.numbers
    tab.key.setCurrentIndex(tab.key.findData("vision_max"))
    tab.add_button.click()
    tab.value.setValue(5)
    assert doc.catalog.rules.vision_max == 5
    assert doc.scenario.rules.inline == {"numbers": {"vision_max": 5}}
    pack = tmp_path / "kit.yaml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(pack), "")))
    rules.save_button.click()  # the button's `checked` once reached save_pack as its path
    assert pack.read_text(encoding="utf-8") == (
        "format: clumsy-rules/1\nnumbers: {vision_max: 5}\n")
    doc.scenario.rules = None
    text = doc.path.read_text(encoding="utf-8")
    doc.path.write_text(text.replace("map:\n", "rules: [kit.yaml]\nmap:\n", 1),
                        encoding="utf-8")
    scenario, problems = read_scenario(doc.path)
    assert problems == [] and scenario.rules.files == ["kit.yaml"]
    win.files.open_path(doc.path)
    rules.refresh()
    assert "kit.yaml" in rules.where.text() and not rules.units.isEnabled()
    assert win.doc.catalog.rules.vision_max == 5
    assert not tab.isEnabled() and tab.entries.count() == 0  # a file's numbers: not here
