"""A rule pack's description in the editor's language (issue 35: a pack's names and
descriptions may be language maps): the palette's tooltip of the Marsh Road's heavy
mortar is Italian when the editor speaks Italian."""

from __future__ import annotations

import shutil

from PySide6.QtCore import Qt

from conftest import SCENARIOS, open_window
from engine.scenario.io import load_scenario


def test_the_palette_shows_a_pack_types_description_in_the_editors_language(
        qtbot, tmp_path, italian):
    path = tmp_path / "marsh_road.yaml"
    shutil.copy(SCENARIOS / "marsh_road.yaml", path)
    window = open_window(qtbot, tmp_path, load_scenario(path), path)
    combo = window.palette_dock.unit_type
    index = combo.findData("heavy_mortar")
    assert index >= 0
    tip = combo.itemData(index, Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("Un tubo da 120 mm"), tip
