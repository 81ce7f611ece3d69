"""Stamps: the selection saved as a named stamp in the user's data folder, read back by
the next window, placed like a paste with a turn (one undo step), painted with the
random-choice brush; a broken stamp file is left out with one line."""

from __future__ import annotations

from editor_helpers import click, use
from PySide6.QtCore import Qt

from conftest import open_window
from editor.document.stamp_library import StampLibrary, stamp_from_text, stamp_text
from editor.tools.clipboard import FLIP_X, FLIP_Y, ROTATE_CW, transformed
from editor.tools.paste import PasteTool
from editor.tools.stamp_brush import StampBrushTool, clip_of


def _choose(dock, *names):
    dock.list.clearSelection()
    for i in range(dock.list.count()):
        item = dock.list.item(i)
        if item.data(Qt.ItemDataRole.UserRole) in names:
            item.setSelected(True)


def _save(window, name, region):
    use(window, "Select")
    window.tools.current.select_region(region)
    window.stamps.ask_name = lambda: name
    window.stamps.save_selection()


def test_a_stamp_is_saved_in_the_data_folder_and_read_by_the_next_window(
        qtbot, window, tmp_path):
    dock = window.stamps
    assert str(dock.library.folder).startswith(str(tmp_path))  # the test's own data folder
    _save(window, "West bank", ((0, 0), (2, 1)))  # grass, forest, water; r1, the depot
    assert "saved" in dock.note.text()
    files = list(dock.library.folder.glob("*.yaml"))
    assert [f.name for f in files] == ["west-bank.yaml"]
    text = files[0].read_text(encoding="utf-8")
    assert "format: clumsy-stamp/1" in text and "grid: hex" in text
    again = StampLibrary(dock.library.terrain_chars, dock.library.folder)
    again.reload()
    stamp = again.named("West bank")
    assert stamp is not None and (stamp.width, stamp.height) == (3, 2)
    assert stamp.terrain[(2, 0)] == "F" and stamp.terrain[(2, 1)] == "~"
    assert [u.id for u in stamp.units] == ["r1"] and stamp.units[0].at == (1, 1)
    assert sorted(f.kind for f in stamp.features) == ["bridge", "building"]
    assert stamp_from_text(stamp_text(stamp), "x", dock.library.terrain_chars) == stamp
    other = open_window(qtbot, tmp_path, window.doc.scenario, None)
    assert [other.stamps.list.item(i).text() for i in range(other.stamps.list.count())] \
        == ["West bank"]
    assert not other.stamps.list.item(0).icon().isNull()  # its preview


def test_a_stamp_is_placed_turned_and_undone_in_one_step(qtbot, window):
    doc, dock = window.doc, window.stamps
    _save(window, "Lake", ((2, 0), (3, 1)))  # FF over ~~
    _choose(dock, "Lake")
    dock.place()
    paste = window.tools.current
    assert isinstance(paste, PasteTool)
    paste.turn(ROTATE_CW)
    want = transformed(clip_of(dock.library.named("Lake")), ROTATE_CW, hex_grid=True)
    assert paste.clip.terrain == want.terrain
    rows, steps = list(doc.scenario.map.rows), doc.undo_stack.count()
    click(qtbot, window, (5, 2))
    landed = {(5 + c, 2 + r): ch for (c, r), ch in want.terrain.items()
              if doc.grid.in_bounds((5 + c, 2 + r))}
    assert landed and all(doc.terrain_at(cell) == ch for cell, ch in landed.items())
    assert doc.undo_stack.count() == steps + 1
    doc.undo_stack.undo()
    assert doc.scenario.map.rows == rows


def test_the_random_brush_places_one_of_the_chosen_stamps_at_each_click(qtbot, window):
    doc, dock = window.doc, window.stamps
    _save(window, "Wood", ((2, 0), (3, 0)))  # FF
    _save(window, "Hills", ((2, 3), (3, 3)))  # HH
    _choose(dock, "Wood", "Hills")
    dock.brush()
    brush = window.tools.current
    assert isinstance(brush, StampBrushTool) and len(brush.clips) == 2
    brush.rng.seed(0)  # the choices after the first click: 1, 1, 0, ... (both stamps)
    seen = set()
    for n in range(8):
        cell = (5, 0) if n % 2 == 0 else (5, 2)
        steps = doc.undo_stack.index()
        nxt = brush.clip
        click(qtbot, window, cell)
        pair = doc.terrain_at(cell) + doc.terrain_at((cell[0] + 1, cell[1]))
        assert pair == "".join(nxt.terrain[(c, 0)] for c in range(2))
        assert pair in ("FF", "HH") and doc.undo_stack.index() == steps + 1
        seen.add(pair)
        doc.undo_stack.undo()
    assert seen == {"FF", "HH"}  # both came up in eight clicks


def test_a_broken_stamp_file_is_left_out_with_one_line(window):
    dock = window.stamps
    dock.library.folder.mkdir(parents=True, exist_ok=True)
    (dock.library.folder / "junk.yaml").write_text("format: clumsy-stamp/1\nname: J\n"
                                                  "grid: hex\nwidth: 2\nheight: 1\n"
                                                  "terrain: 'Q.'\n", encoding="utf-8")
    (dock.library.folder / "bad.yaml").write_text(": : [", encoding="utf-8")
    dock.refresh()
    lines = dock.note.text().splitlines()
    assert len(lines) == 2 and dock.list.count() == 0
    assert "bad.yaml: not YAML" in lines[0] and "unknown terrain 'Q'" in lines[1]


def test_a_square_stamp_is_refused_on_a_hex_map(window):
    dock = window.stamps
    _save(window, "Corner", ((0, 0), (1, 0)))
    stamp = dock.library.named("Corner")
    stamp.grid = "square"
    dock.library.save(stamp)
    dock.refresh()
    _choose(dock, "Corner")
    dock.place()
    assert "square map" in dock.note.text() and not isinstance(window.tools.current, PasteTool)


def test_a_stamp_is_placed_flipped_with_the_keys_its_unit_with_a_new_id(qtbot, window):
    """From the Stamps dock: Place, X and Y flip it (keys on the map), a click lays terrain,
    features and the unit together as one undo step; the unit gets an id of its own."""
    doc, dock = window.doc, window.stamps
    _save(window, "Depot", ((0, 0), (2, 1)))  # grass, forest, water; r1, the depot
    _choose(dock, "Depot")
    dock.place()
    window.view.setFocus()
    qtbot.keyClick(window.view.viewport(), Qt.Key.Key_X)
    qtbot.keyClick(window.view.viewport(), Qt.Key.Key_Y)
    clip = clip_of(dock.library.named("Depot"))
    want = transformed(transformed(clip, FLIP_X, hex_grid=True), FLIP_Y, hex_grid=True)
    assert window.tools.current.clip.terrain == want.terrain
    units, steps = len(doc.scenario.units), doc.undo_stack.count()
    click(qtbot, window, (4, 2))
    assert doc.undo_stack.count() == steps + 1
    for (c, r), ch in want.terrain.items():
        assert doc.terrain_at((4 + c, 2 + r)) == ch
    ids = [u.id for u in doc.scenario.units]
    assert len(ids) == units + 1 and len(set(ids)) == len(ids)
    doc.undo_stack.undo()
    assert len(doc.scenario.units) == units
