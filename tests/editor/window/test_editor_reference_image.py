"""View > Reference image...: a picture over the map at its opacity, position and scale,
remembered per mission in the user's settings and never in the scenario file."""

from __future__ import annotations

from PIL import Image

from conftest import open_window
from editor.map.reference_image import ReferenceImage
from editor.window.reference_dialog import ReferenceImageDialog
from engine.scenario.io import dump_scenario


def picture(tmp_path):
    path = tmp_path / "trace.png"
    Image.new("RGB", (64, 32), (200, 30, 30)).save(path)
    return path


def test_the_picture_lies_on_the_map_and_takes_no_clicks(window, tmp_path):
    before = dump_scenario(window.doc.scenario)
    ref = ReferenceImage(str(picture(tmp_path)), opacity=0.3, x=10, y=20, scale=2.0)
    assert window.reference.apply(ref)
    item = window.reference.layer.item
    assert item is not None and item.scene() is window.view.scene()
    assert (item.opacity(), item.pos().x(), item.pos().y(), item.scale()) == \
        (0.3, 10.0, 20.0, 2.0)
    assert item.zValue() > window.view.item.zValue()
    assert not item.acceptedMouseButtons()
    window.files.save()
    assert dump_scenario(window.doc.scenario) == before
    assert "trace.png" not in window.doc.path.read_text(encoding="utf-8")


def test_it_is_remembered_per_mission(window, tmp_path):
    ref = ReferenceImage(str(picture(tmp_path)), opacity=0.6)
    window.reference.apply(ref)
    other = tmp_path / "other.yaml"
    other.write_text(window.doc.path.read_text(encoding="utf-8"), encoding="utf-8")
    assert window.files.open_path(other)
    assert window.reference.layer.item is None
    assert window.files.open_path(tmp_path / "base.yaml")
    assert window.reference.layer.current == ref


def test_the_dialog_gives_the_choices_and_remove_clears(window, tmp_path, qtbot):
    dialog = ReferenceImageDialog(None, window)
    qtbot.addWidget(dialog)
    dialog.path.setText(str(picture(tmp_path)))
    dialog.opacity.setValue(40)
    dialog.scale.setValue(1.5)
    got = dialog.result_reference()
    assert got is not None and (got.opacity, got.scale) == (0.4, 1.5)
    window.reference.apply(got)
    dialog._remove()
    assert dialog.result_reference() is None
    window.reference.apply(None)
    assert window.reference.layer.item is None


def test_an_unreadable_picture_is_one_message(window, tmp_path):
    bad = tmp_path / "bad.png"
    bad.write_bytes(b"nope")
    assert not window.reference.apply(ReferenceImage(str(bad)))
    assert len(window.told) == 1 and "cannot be read as a picture" in window.told[0][1]


def test_view_menu_reference_image_end_to_end_and_the_next_window_has_it(
        window, tmp_path, qtbot, monkeypatch):
    """View > Reference image...: the dialog's choices lay the picture on the map at its
    opacity, position and scale; the next window on the same mission (same settings) shows it again; the
    scenario file never names it."""
    trace = picture(tmp_path)

    def fill(dialog):
        dialog.path.setText(str(trace))
        dialog.opacity.setValue(35)
        dialog.x.setValue(12.0)
        dialog.y.setValue(-8.0)
        dialog.scale.setValue(2.5)
        return True

    monkeypatch.setattr(window.files.prompts, "run_dialog", fill)
    window.a_reference.trigger()
    item = window.reference.layer.item
    assert item is not None
    assert (round(item.opacity(), 2), item.pos().x(), item.pos().y(), item.scale()) == \
        (0.35, 12.0, -8.0, 2.5)
    window.settings.sync()
    again = open_window(qtbot, tmp_path, window.doc.scenario, window.doc.path)
    shown = again.reference.layer.item
    assert shown is not None and (shown.pos().x(), shown.scale()) == (12.0, 2.5)
    again.files.save()
    assert "trace.png" not in again.doc.path.read_text(encoding="utf-8")
