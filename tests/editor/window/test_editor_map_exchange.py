"""File > Import... and File > Export as Tiled map...: a Tiled map or a picture opens as a
new unsaved document, bad files are one message and change nothing, the export round-trips."""

from __future__ import annotations

import pytest
from PIL import Image
from PySide6.QtWidgets import QFileDialog

from conftest import ROOT
from editor.window.map_exchange import PictureImportDialog
from engine.scenario.io import dump_scenario
from tiled_helpers import BAD_INPUT, bad_input_file, write_map


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


@pytest.mark.reads_window
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


@pytest.mark.reads_window
def test_the_file_menu_has_import_and_export(window):
    texts = [a.text() for a in window.menuBar().actions()[0].menu().actions()]
    assert "&Import…" in texts and "Export as &Tiled map…" in texts


@pytest.mark.reads_window
@pytest.mark.parametrize("case", sorted(BAD_INPUT))
def test_every_bad_file_through_the_import_dialog_is_one_message_and_no_new_document(
        window, tmp_path, monkeypatch, case):
    """Issue 36, Bad input, in the editor: File > Import... on each file `clumsy convert`
    refuses says the same one line in a message box, and the open mission stays."""
    src = bad_input_file(tmp_path, case)
    before, path = dump_scenario(window.doc.scenario), window.doc.path
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(src), ""))
    dialogs = []
    monkeypatch.setattr(window.files.prompts, "run_dialog",
                        lambda dialog: dialogs.append(dialog) or True)
    window.files.exchange.import_dialog()
    assert len(window.told) == 1, window.told
    title, text = window.told[0]
    assert title == "Cannot import" and BAD_INPUT[case] in text and "\n" not in text
    if case == "unreadable_picture":
        assert dialogs == []  # no options asked for a picture that cannot be read
    # (a foreign Tiled map is asked its terrain map first: with one naming every tile, a
    # missing tileset image would not matter; without, it is the message)
    assert dump_scenario(window.doc.scenario) == before and window.doc.path == path
    assert window.doc.undo_stack.isClean()


@pytest.mark.reads_window
def test_an_export_that_cannot_be_written_leaves_nothing_on_disk(window, tmp_path):
    """The map's write fails after its tileset picture was written: the picture goes too."""
    out = tmp_path / "m.tmx"
    out.mkdir()  # a folder where the map would go: the rename over it fails
    assert not window.files.exchange.export_path(out)
    assert len(window.told) == 1 and window.told[0][0] == "Export failed"
    assert "\n" not in window.told[0][1]
    assert not (tmp_path / "m-terrain.png").exists() and not list(out.iterdir())


@pytest.mark.reads_window
def test_a_failed_export_keeps_the_tileset_picture_that_was_there(window, tmp_path):
    old = tmp_path / "m-terrain.png"
    old.write_bytes(b"the earlier export")
    (tmp_path / "m.tmx").mkdir()
    assert not window.files.exchange.export_path(tmp_path / "m.tmx")
    assert old.read_bytes() == b"the earlier export"


def test_a_foreign_tiled_map_asks_for_a_terrain_map_and_our_own_export_does_not(
        window, tmp_path, monkeypatch):
    """File > Import... of a Tiled map whose tiles carry no clumsy_terrain offers a terrain
    map file (as `clumsy convert --terrain-map`); our own export opens without asking."""
    foreign = write_map(tmp_path, [1, 2, 2, 1], 2, 2)
    mapping = tmp_path / "terrain-map.yaml"
    mapping.write_text('tiles:\n  two: {0: "H", 1: "S"}\n', encoding="utf-8")
    asked = []

    def answer(dialog):
        asked.append(type(dialog).__name__)
        dialog.terrain_map.edit.setText(str(mapping))
        return True

    monkeypatch.setattr(window.files.prompts, "run_dialog", answer)
    chosen = [foreign]
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(chosen[0]), ""))
    window.files.exchange.import_dialog()
    assert asked == ["TiledImportDialog"] and window.told == []
    assert window.doc.scenario.map.rows == ["HS", "SH"]  # by the file, not by colour
    ours = tmp_path / "ours.tmx"
    assert window.files.exchange.export_path(ours)
    chosen[0] = ours
    window.files.exchange.import_dialog()
    assert asked == ["TiledImportDialog"]  # not asked again
    assert window.doc.scenario.map.rows == ["HS", "SH"]


@pytest.mark.reads_window
def test_cancelling_the_tiled_import_choice_changes_nothing(window, tmp_path, monkeypatch):
    foreign = write_map(tmp_path, [1, 2], 2, 1)
    before = dump_scenario(window.doc.scenario)
    monkeypatch.setattr(window.files.prompts, "run_dialog", lambda dialog: False)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(foreign), ""))
    window.files.exchange.import_dialog()
    assert dump_scenario(window.doc.scenario) == before and window.told == []
