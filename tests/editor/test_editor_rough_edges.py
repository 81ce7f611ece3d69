"""Issue 38 item 11, the smaller rough edges, each driven through the real widgets: the
status bar's terrain after painting under a still pointer, tool digits typed into a field,
the reinforcement's side by name, the label dialog's whole title, names and zones that
read on the night tint, and a play-test window that stays where it was."""

from __future__ import annotations

from editor_helpers import cell_pos, click, use
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit

from conftest import FIXTURES, open_window
from engine.scenario.io import load_scenario
from engine.scenario.mission import Area, Label


def test_the_status_bar_names_the_terrain_just_painted_under_a_still_pointer(qtbot, window):
    win = window
    qtbot.mouseMove(win.view.viewport(), cell_pos(win, (6, 0)))
    assert "Forest" not in win.cell_label.text()
    win.options.set(terrain="F", brush_radius=0)
    use(win, "Brush")
    click(qtbot, win, (6, 0))  # press and release where the pointer stands: no move
    assert win.doc.terrain_at((6, 0)) == "F"
    assert "Forest" in win.cell_label.text()
    win.doc.undo_stack.undo()
    assert "Forest" not in win.cell_label.text()


def test_a_digit_typed_into_a_field_never_switches_the_tool(qtbot, window):
    win = window
    win.activateWindow()
    qtbot.waitActive(win)
    use(win, "Select")
    combo = win.palette_dock.mirror
    edit = next(e for e in win.scenario_settings.content().findChildren(QLineEdit) if e.isVisible())
    for field in (combo, edit):
        field.setFocus()
        assert QApplication.focusWidget() is field
        qtbot.keyClick(field, Qt.Key.Key_2)
        assert win.tools.current.name == "Select", type(field)
    assert edit.text().endswith("2")
    win.view.setFocus()
    qtbot.keyClick(win.view, Qt.Key.Key_2)  # on the map the digit is the tool's
    assert win.tools.current.name == "Brush"


def test_the_reinforcement_side_is_chosen_by_name(qtbot, window):
    win = window
    dock = win.events
    dock.add_trigger_kind.setCurrentIndex(dock.add_trigger_kind.findData("round"))
    dock.add_event_button.click()
    actions = dock.event_actions
    actions.add_kind.setCurrentIndex(actions.add_kind.findData("reinforce"))
    actions.add_button.click()
    side = actions.form.widgets["side"]
    assert isinstance(side, QComboBox)
    names = [side.itemText(i) for i in range(side.count())]
    assert any("Red Army" in n for n in names) and any("Blue Army" in n for n in names)
    side.setCurrentIndex(side.findData("blue"))
    assert win.doc.scenario.events[0].do[0].side == "blue"


def test_the_label_dialog_shows_its_whole_title(qtbot, window):
    from editor.tools.place_label import label_dialog

    dialog = label_dialog("Place name at [12, 34] — a long way from home", "Harrow")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    needed = dialog.fontMetrics().horizontalAdvance(dialog.windowTitle())
    assert dialog.width() >= needed + 100  # the title and the frame's buttons
    assert dialog.textValue() == "Harrow"


def luminance(color: QColor) -> float:
    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return (0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF())
            + 0.0722 * channel(color.blueF()))


def contrast(a: QColor, b: QColor) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def night_window(qtbot, tmp_path):
    path = tmp_path / "night.yaml"
    text = (FIXTURES / "base.yaml").read_text(encoding="utf-8")
    path.write_text(text.replace("season: autumn, start_hour: 5", "season: winter, start_hour: 23"),
                    encoding="utf-8")
    scenario = load_scenario(path)
    scenario.areas.append(Area("ford", [(5, 1), (5, 2)], "FORD"))
    scenario.labels.append(Label((6, 2), "HARROW"))
    win = open_window(qtbot, tmp_path, scenario, path)
    win.a_areas.setChecked(True)
    win.a_areas.triggered.emit()
    win.view.scale(2, 2)
    win.view.center_on_cell((5, 2))
    qtbot.wait(10)
    assert win.view.item.tint is not None and win.view.item.tint.multiply is not None
    return win


def text_contrast(win, cell) -> float:
    """The contrast ratio of a name's letters (its brightest pixels) against the map just
    under it (in the cell, below the name), as the view shows it."""
    image = win.view.viewport().grab().toImage()
    centre = cell_pos(win, cell)
    size = win.view.painter_model.cell_size * win.view.scale_factor()
    half = int(size * 0.4)
    letters = sorted((image.pixelColor(centre + QPoint(dx, dy))
                      for dx in range(-half, half) for dy in range(-half // 3, half // 3)),
                     key=luminance)
    text = letters[-max(3, len(letters) // 50)]
    under = sorted((image.pixelColor(centre + QPoint(dx, int(size * 0.38)))
                    for dx in range(-4, 5)), key=luminance)
    return contrast(text, under[len(under) // 2])


def test_names_and_zones_read_on_the_night_tint(qtbot, tmp_path):
    win = night_window(qtbot, tmp_path)
    area_contrast = text_contrast(win, (5, 1))
    label_contrast = text_contrast(win, (6, 2))
    assert area_contrast >= 3.0, area_contrast  # WCAG's ratio for large bold text
    assert label_contrast >= 4.5, label_contrast
    # the red side's zone stands out from the same terrain outside it
    win.doc.scenario.deployment = []
    from editor.document import mission_edits
    mission_edits.set_zone_cells(win.doc, "red", [(6, 0)], 1)
    qtbot.wait(10)
    image = win.view.viewport().grab().toImage()
    inside = image.pixelColor(cell_pos(win, (6, 0)) + QPoint(0, 6))
    outside = image.pixelColor(cell_pos(win, (7, 1)) + QPoint(0, 6))
    distance = ((inside.red() - outside.red()) ** 2 + (inside.green() - outside.green()) ** 2
                + (inside.blue() - outside.blue()) ** 2) ** 0.5
    assert distance >= 60, (inside.getRgb(), outside.getRgb())


def test_five_play_test_starts_keep_the_same_geometry(qtbot, window, tmp_path):
    from editor.playtest.window import PlaytestWindow

    settings = QSettings(str(tmp_path / "play.ini"), QSettings.Format.IniFormat)
    seen = []
    for _ in range(5):
        play = PlaytestWindow(window.doc.scenario, parent=window, settings=settings,
                              ai_delay_ms=0)
        play.show()
        qtbot.waitExposed(play)
        qtbot.wait(20)
        seen.append(play.frameGeometry())
        play.close()
        play.deleteLater()
        qtbot.wait(5)
    assert len(set((g.x(), g.y(), g.width(), g.height()) for g in seen)) == 1, seen

