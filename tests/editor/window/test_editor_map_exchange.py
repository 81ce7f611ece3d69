"""File > Import... and File > Export as Tiled map...: a Tiled map or a picture opens as a
new unsaved document, bad files are one message and change nothing, the export round-trips."""

from __future__ import annotations

from PIL import Image

from conftest import ROOT
from editor.window.map_exchange import PictureImportDialog
from engine.scenario.io import dump_scenario
from tiled_helpers import write_map


def test_export_then_import_gives_the_mission_back(window, tmp_path):
    before = dump_scenario(window.doc.scenario)
    out = tmp_path / "m.tmx"
    assert window.files.exchange.export_path(out)
    assert (tmp_path / "m-terrain.png").is_file()
    window.doc.scenario.name = "changed"
    assert window.files.exchange.import_path(out)
    assert dump_scenario(window.doc.scenario) == before
    assert window.doc.path is None and window.doc.undo_stack.isClean()
    assert window.told == []


def test_a_tiled_example_opens_as_a_new_map(window):
    assert window.files.exchange.import_path(ROOT / "tests" / "data" / "tiled" /
                                             "hexagonal-mini.tmx")
    assert (window.doc.scenario.map.width, window.doc.scenario.map.height) == (20, 20)
    assert window.doc.path is None


def test_a_bad_map_is_one_message_and_changes_nothing(window, tmp_path):
    before = dump_scenario(window.doc.scenario)
    path = write_map(tmp_path, [1, 2], 2, 1, orientation="isometric")
    assert not window.files.exchange.import_path(path)
    assert len(window.told) == 1
    title, text = window.told[0]
    assert "'isometric' maps are not supported" in text and "\n" not in text
    assert dump_scenario(window.doc.scenario) == before


def test_a_picture_with_the_dialogs_choices(window, tmp_path, qtbot):
    img = Image.new("RGB", (40, 20), (47, 107, 58))
    img.save(tmp_path / "p.png")
    dialog = PictureImportDialog(window, tmp_path / "p.png")
    qtbot.addWidget(dialog)
    dialog.grid.setCurrentIndex(dialog.grid.findData("square"))
    dialog.columns.setValue(6)
    preview = dialog.preview.pixmap().toImage()
    assert preview.width() == 320 and preview.height() == 160  # 6x3 cells, scaled
    assert preview.pixelColor(5, 5).name() == "#2f6b3a"  # forest
    assert window.files.exchange.import_path(tmp_path / "p.png", dialog=dialog)
    assert window.doc.scenario.map.rows == ["FFFFFF"] * 3
    assert window.doc.scenario.map.grid == "square"


def test_the_file_menu_has_import_and_export(window):
    texts = [a.text() for a in window.menuBar().actions()[0].menu().actions()]
    assert "&Import…" in texts and "Export as &Tiled map…" in texts
