"""The editor on a mission with its own types (issue 35): the palette lists them marked as
the mission's, the map draws the pack's terrain in its colour, the ground checks know
them, and what is painted and placed with them saves and reopens."""

from __future__ import annotations

import shutil
from pathlib import Path

from editor_helpers import click, use
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from conftest import open_window
from engine.scenario.io import load_scenario, read_scenario
from engine.scenario.shipped import shipped_mission


def marsh_window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    path = tmp_path / "marsh_road.yaml"
    shutil.copy(Path(str(shipped_mission("marsh_road"))), path)
    return open_window(qtbot, tmp_path, load_scenario(path), path), path


def test_the_palette_lists_the_missions_own_types_marked(qtbot, tmp_path, monkeypatch):
    win, _ = marsh_window(qtbot, tmp_path, monkeypatch)
    palette = win.palette_dock
    terrain = {palette.terrain_list.item(i).data(Qt.ItemDataRole.UserRole):
               palette.terrain_list.item(i).text() for i in range(palette.terrain_list.count())}
    assert terrain["m"].endswith("[mission]") and terrain["r"].endswith("[mission]")
    assert not terrain["."].endswith("[mission]")
    units = {palette.unit_type.itemData(i): palette.unit_type.itemText(i)
             for i in range(palette.unit_type.count())}
    assert units["heavy_mortar"] == "Heavy mortar (HM)   [mission]"
    assert units["mortar"] == "Mortar (Mo)"
    assert win.view.painter_model.terrain_colors["m"] == QColor("#8f9a6a")


def test_painting_and_placing_the_missions_types_saves_and_reopens(qtbot, tmp_path,
                                                                     monkeypatch):
    win, path = marsh_window(qtbot, tmp_path, monkeypatch)
    doc = win.doc
    messages: list[str] = []
    doc.status_message.connect(messages.append)
    win.options.set(terrain="r", brush_radius=0, mirror="none")
    use(win, "Brush")
    click(qtbot, win, (5, 0))
    assert doc.terrain_at((5, 0)) == "r"
    use(win, "Place unit")
    win.options.set(unit_type="truck", side="crown")
    click(qtbot, win, (5, 0))  # a reed bed: no wheels (the pack's terrain)
    assert doc.units_at((5, 0)) == [] and messages and "reed bed" in messages[-1].lower()
    win.options.set(unit_type="half_track", side="crown")
    click(qtbot, win, (5, 0))  # tracks may
    assert [u.type for u in doc.units_at((5, 0))] == ["half_track"]
    assert win.files.save_to(path)
    scenario, problems = read_scenario(path)
    assert [p for p in problems if p.severity == "error"] == []
    assert scenario.map.terrain_at((5, 0)) == "r"
    assert any(u.type == "half_track" and u.at == (5, 0) for u in scenario.units)
    assert scenario.rules is not None and scenario.rules.inline is not None
