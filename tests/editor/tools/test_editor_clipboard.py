"""Copy and paste a rectangle: units keep their cargo under new ids, features keep their
kind, victory points get fresh ids, and one undo takes the whole paste back."""

from __future__ import annotations

from conftest import FIXTURES
from editor.document.scenario_document import ScenarioDocument
from editor.tools.clipboard import copy_region, paste
from engine.scenario.io import dump_scenario, load_scenario, scenario_from_text
from engine.scenario.model import Feature, Unit


def test_paste_keeps_cargo_features_and_vps_apart(qtbot):
    doc = ScenarioDocument(load_scenario(FIXTURES / "base.yaml"))
    west = {(c, r) for c in range(3) for r in range(4)}  # r1, r2 carrying r3, bridge, vp2, depot
    clip = copy_region(doc, west)
    assert clip is not None and (clip.width, clip.height) == (3, 4)
    assert all(isinstance(u, Unit) for u in clip.units)
    assert all(isinstance(f, Feature) for f in clip.features)
    assert sorted(u.id for u in clip.units) == ["r1", "r2", "r3"]
    assert sorted(f.kind for f in clip.features) == ["bridge", "building", "victory_point"]
    units_before, features_before = len(doc.scenario.units), len(doc.scenario.features)

    assert paste(doc, clip, (4, 0), stroke=1) is None

    new_units = doc.scenario.units[units_before:]
    new_features = doc.scenario.features[features_before:]
    by_type = {u.type: u for u in new_units}
    assert by_type["truck"].at == (5, 2) and by_type["truck"].cargo == [by_type["medic"].id]
    assert by_type["medic"].at is None and by_type["medic"].id not in {"r1", "r2", "r3"}
    assert {f.kind: f.at for f in new_features} == {
        "bridge": (6, 1), "victory_point": (4, 3), "building": (4, 0)}
    assert [f.id for f in new_features if f.kind == "victory_point"] == ["vp3"]
    ids = [u.id for u in doc.scenario.units]
    assert len(ids) == len(set(ids))
    _, problems = scenario_from_text(dump_scenario(doc.scenario), "pasted.yaml")
    assert not [p for p in problems if "cargo" in p.message or "unique" in p.message]

    doc.undo_stack.undo()
    assert len(doc.scenario.units) == units_before
    assert len(doc.scenario.features) == features_before


# -- flip and rotate before pasting (Tiled's X, Y, Z) --------------------------------------

from PySide6.QtCore import Qt  # noqa: E402

from editor.tools.clipboard import (  # noqa: E402
    FLIP_X,
    FLIP_Y,
    ROTATE_CCW,
    ROTATE_CW,
    MapClip,
    transformed,
)
from editor.tools.paste import PasteTool  # noqa: E402
from engine.grid import HexGrid, SquareGrid  # noqa: E402


def _clip_of(terrain: dict, units: dict | None = None) -> MapClip:
    clip = MapClip(max(c for c, _ in terrain) + 1, max(r for _, r in terrain) + 1, dict(terrain))
    for cell, uid in (units or {}).items():
        clip.units.append(Unit(uid, "infantry", "red", at=cell))
    clip.features.append(Feature("victory_point", at=min(terrain), id="vp1"))
    return clip


def _same(a: MapClip, b: MapClip) -> bool:
    return (a.terrain == b.terrain and [(u.id, u.at) for u in a.units] == [(u.id, u.at) for u in b.units]
            and [f.at for f in a.features] == [f.at for f in b.features])


def test_clipboard_square_rotation_turns_90_degrees_and_four_make_identity():
    clip = _clip_of({(0, 0): "F", (1, 0): "H", (2, 0): "~", (0, 1): "."}, {(2, 0): "u1"})
    turned = transformed(clip, ROTATE_CW, hex_grid=False)
    # A 3x2 block turned clockwise is 2x3: the top row becomes the right column, top down.
    assert (turned.width, turned.height) == (2, 3)
    assert turned.terrain == {(1, 0): "F", (1, 1): "H", (1, 2): "~", (0, 0): "."}
    assert turned.units[0].at == (1, 2)  # the unit on the water went with it
    assert turned.features[0].at == (1, 0)
    assert _same(transformed(turned, ROTATE_CCW, hex_grid=False), clip)
    again = clip
    for _ in range(4):
        again = transformed(again, ROTATE_CW, hex_grid=False)
    assert _same(again, clip)


def test_clipboard_square_flips_mirror_columns_and_rows():
    clip = _clip_of({(0, 0): "F", (1, 0): "H", (0, 1): "~", (1, 1): "."}, {(0, 1): "u1"})
    flipped = transformed(clip, FLIP_X, hex_grid=False)
    assert flipped.terrain == {(1, 0): "F", (0, 0): "H", (1, 1): "~", (0, 1): "."}
    assert flipped.units[0].at == (1, 1)
    down = transformed(clip, FLIP_Y, hex_grid=False)
    assert down.terrain == {(0, 1): "F", (1, 1): "H", (0, 0): "~", (1, 0): "."}
    assert down.units[0].at == (0, 0)
    assert _same(transformed(flipped, FLIP_X, hex_grid=False), clip)


def _hex_neighbour_pairs(clip: MapClip) -> set[frozenset]:
    grid = HexGrid(64, 64)
    cells = set(clip.terrain)
    return {frozenset((clip.terrain[a], clip.terrain[b])) for a in cells
            for b in grid.neighbours((a[0] + 10, a[1] + 10)) if (b[0] - 10, b[1] - 10) in cells
            for b in [(b[0] - 10, b[1] - 10)]}


def test_clipboard_hex_rotation_is_60_degrees_and_six_make_identity():
    # A centre with its six neighbours, each a different terrain: a turn moves each ring
    # cell to the next direction, and the centre keeps all six as neighbours.
    grid = HexGrid(10, 10)
    centre = (1, 2)
    ring = grid.neighbours(centre)
    letters = "ABCDEF"
    terrain = {centre: "X"} | {cell: letters[i] for i, cell in enumerate(ring)}
    clip = transformed(_clip_of(terrain, {ring[0]: "u1"}), FLIP_X, hex_grid=True)
    clip = transformed(clip, FLIP_X, hex_grid=True)  # normalised, even top row
    turned = transformed(clip, ROTATE_CW, hex_grid=True)
    assert turned.terrain != clip.terrain
    assert sorted(turned.terrain.values()) == sorted(clip.terrain.values())
    assert _hex_neighbour_pairs(turned) == _hex_neighbour_pairs(clip)
    # Clockwise on pointy-top hexes: the east neighbour goes to the south-east.
    new_centre = next(c for c, ch in turned.terrain.items() if ch == "X")
    old_centre = next(c for c, ch in clip.terrain.items() if ch == "X")
    east_letter = clip.terrain[(old_centre[0] + 1, old_centre[1])]
    south_east = (new_centre[0] + (new_centre[1] % 2), new_centre[1] + 1)
    assert turned.terrain[south_east] == east_letter
    unit_letter = clip.terrain[clip.units[0].at]
    assert turned.terrain[turned.units[0].at] == unit_letter  # the unit went with its cell
    again = clip
    for _ in range(6):
        again = transformed(again, ROTATE_CW, hex_grid=True)
    assert _same(again, clip)
    assert not _same(transformed(transformed(clip, ROTATE_CW, True), ROTATE_CW, True), clip)
    assert _same(transformed(turned, ROTATE_CCW, hex_grid=True), clip)


def test_clipboard_hex_flips_keep_the_shape_and_undo_themselves():
    grid = HexGrid(10, 10)
    cells = [(1, 1), (2, 1), (1, 2), (2, 2), (1, 3)]
    clip = transformed(_clip_of({c: "FH~.R"[i] for i, c in enumerate(cells)}, {(2, 2): "u1"}),
                       FLIP_X, True)
    for turn in (FLIP_X, FLIP_Y):
        flipped = transformed(clip, turn, hex_grid=True)
        assert _hex_neighbour_pairs(flipped) == _hex_neighbour_pairs(clip)
        assert flipped.terrain[flipped.units[0].at] == clip.terrain[clip.units[0].at]
        assert _same(transformed(flipped, turn, hex_grid=True), clip)
    assert grid.kind == "hex" and SquareGrid(2, 2).kind == "square"


def test_paste_tool_keys_turn_the_clipboard_and_paste_it_turned(window, qtbot):
    """X, Y, Z and Shift+Z while pasting, on the real window's map (a hex map): the status
    line says what a turn did and the pasted terrain, unit and feature land turned."""
    doc = window.doc
    # Copy the top-left 2x2 block of base.yaml: "..", ".." with the depot at (0, 0) and r1 at
    # (1, 1).
    window.clip = copy_region(doc, {(0, 0), (1, 0), (0, 1), (1, 1)})
    window.start_paste()
    tool = window.tools.current
    assert isinstance(tool, PasteTool)
    before = tool.clip
    messages: list[str] = []
    doc.status_message.connect(messages.append)
    qtbot.keyClick(window.view, Qt.Key.Key_Z)
    assert messages[-1].endswith("rotated 60° clockwise")
    assert tool.clip.terrain != before.terrain or [u.at for u in tool.clip.units] != [
        u.at for u in before.units]
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ShiftModifier)
    assert messages[-1].endswith("rotated 60° anticlockwise")
    assert _same(tool.clip, before)
    qtbot.keyClick(window.view, Qt.Key.Key_X)
    assert "flipped left-right" in messages[-1]
    units_before = len(doc.scenario.units)
    features_before = len(doc.scenario.features)
    paste(doc, tool.clip, (4, 0), stroke=99)
    new_units = doc.scenario.units[units_before:]
    new_features = doc.scenario.features[features_before:]
    # Flipped left-right: the depot (was top-left) is top-right; r1 (odd row, right) moves
    # to the odd row's left cell.
    depot = next(f for f in new_features if f.kind == "building")
    infantry = next(u for u in new_units if u.type == "infantry")
    assert depot.at[1] == 0 and infantry.at[1] == 1
    assert depot.at[0] > 4 and infantry.at[0] < 5


def test_paste_preview_shows_the_clipboard_turned(window, qtbot):
    """The preview under the cursor shows the clipboard's terrain and things as they would
    land: after X the forest and water of a 2x2 block of base.yaml move sides."""
    from editor_helpers import cell_pos

    doc = window.doc
    window.clip = copy_region(doc, {(1, 0), (2, 0), (1, 1), (2, 1)})  # ".F" over ".~"
    window.start_paste()
    qtbot.mouseMove(window.view.viewport(), cell_pos(window, (4, 2)))
    tool = window.tools.current
    terrain, _ = tool.preview_contents()
    assert set(terrain) == tool.preview()
    assert terrain == {(4 + c, 2 + r): ch for (c, r), ch in tool.clip.terrain.items()}
    window.view.viewport().repaint()
    before = window.view.viewport().grab().toImage()
    qtbot.keyClick(window.view, Qt.Key.Key_X)
    turned, _ = tool.preview_contents()
    assert turned == {(4 + c, 2 + r): ch for (c, r), ch in tool.clip.terrain.items()}
    assert turned != terrain
    window.view.viewport().repaint()
    assert window.view.viewport().grab().toImage() != before
