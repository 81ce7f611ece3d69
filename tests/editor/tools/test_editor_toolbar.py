"""The toolbar and the icons: icon-first, one size, names and keys in the tooltips."""

from __future__ import annotations

import os

import pytest
from editor_helpers import click, use  # noqa: I001
from PySide6.QtCore import QRect
from PySide6.QtGui import QAction, QColor, QIcon
from PySide6.QtWidgets import QApplication, QToolBar, QWidgetAction

from editor.main_window import MainWindow
from editor.tools.paste import PasteTool
from editor.tools.pick_cells import PickCellsTool
from editor.tools.registry import TOOL_CLASSES
from editor.widgets import icons
from editor.widgets.icons import bundled_icon, icon, icon_names, svg_text


def toolbar_geometry(win: MainWindow) -> dict[str, QRect]:
    """Where each toolbar button stands, by its action's object id."""
    bar = win.findChild(QToolBar, "ToolsToolbar")
    return {str(id(a)): QRect(bar.widgetForAction(a).geometry())  # type: ignore[union-attr]
            for a in bar.actions() if not a.isSeparator()}


def ink_pixels(qicon: QIcon, size: int = 24) -> int:
    image = qicon.pixmap(size, size).toImage()
    return sum(image.pixelColor(x, y).alpha() > 0 for x in range(size) for y in range(size))


def test_every_bundled_icon_is_a_24px_svg_that_draws_offscreen():
    names = icon_names()
    assert len(names) >= 40
    for name in names:
        text = svg_text(name)
        assert 'viewBox="0 0 24 24"' in text and icons.INK in text, name
        assert ink_pixels(bundled_icon(name)) > 12, f"{name}.svg draws nothing"


def test_the_ink_follows_the_palette_so_icons_read_on_dark_themes_too():
    light_ink = bundled_icon("grid", QColor("#202020")).pixmap(24, 24).toImage()
    dark_ink = bundled_icon("grid", QColor("#f0f0f0")).pixmap(24, 24).toImage()
    drawn = [(x, y) for x in range(24) for y in range(24) if light_ink.pixelColor(x, y).alpha() > 200]
    assert drawn
    x, y = drawn[0]
    assert light_ink.pixelColor(x, y).lightness() < 80 < 180 < dark_ink.pixelColor(x, y).lightness()


def test_a_bundled_icon_drawn_when_first_shown_survives_a_changed_copy():
    """The icons are drawn when first shown (editor/widgets/icons.py, issue 37): a copy of
    one that is then changed clones its engine, which Qt keeps (a fresh process: a lost
    engine would crash it)."""
    import subprocess
    import sys

    code = ("import gc\n"
            "from PySide6.QtWidgets import QApplication\n"
            "from PySide6.QtGui import QIcon, QPixmap\n"
            "app = QApplication([])\n"
            "from editor.widgets import icons\n"
            "copies = []\n"
            "for name in icons.icon_names()[:5]:\n"
            "    copy = QIcon(icons.icon(name)); copy.addPixmap(QPixmap(8, 8)); gc.collect()\n"
            "    copies.append(copy)\n"
            "gc.collect()\n"
            "print(sum(not c.pixmap(24, 24).isNull() for c in copies))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.returncode == 0, out.stderr
    assert out.stdout.split()[-1] == "5"


def test_an_unknown_icon_names_itself():
    with pytest.raises(KeyError, match="no bundled icon 'nonesuch'"):
        svg_text("nonesuch")


def test_icon_prefers_the_desktop_theme_and_falls_back_to_the_bundled_drawing(monkeypatch):
    monkeypatch.setattr(QIcon, "hasThemeIcon", staticmethod(lambda name: False))
    assert ink_pixels(icon("undo")) > 12  # bundled
    themed = bundled_icon("save")
    monkeypatch.setattr(QIcon, "hasThemeIcon", staticmethod(lambda name: name == "edit-undo"))
    monkeypatch.setattr(QIcon, "fromTheme", staticmethod(lambda name: themed))
    assert icon("undo") is themed
    assert icon("brush").cacheKey() != themed.cacheKey()  # tools have no theme name


@pytest.mark.reads_window
def test_every_tool_toolbar_and_menu_action_has_an_icon(window):
    assert len(window.tools.actions) == len(TOOL_CLASSES)
    for action in window.toolbar.actions():
        if isinstance(action, QWidgetAction):
            continue  # a field in the toolbar (the text language chooser), not a button
        assert action.isSeparator() or not action.icon().isNull(), action.text()
    for action in window.tools.actions:
        assert not action.icon().isNull(), action.text()
    unmarked = {*(d.toggleViewAction() for d in window.docks), *window.panel_actions}
    for top in window.menuBar().actions():
        for action in top.menu().actions():  # type: ignore[union-attr]
            if action.isSeparator() or action in unmarked:
                continue  # dock toggles show their check mark, F6 its key
            assert not action.icon().isNull(), f"{top.text()} > {action.text()}"
    assert {t.icon_name for t in (*TOOL_CLASSES, PasteTool, PickCellsTool)} <= set(icon_names())


@pytest.mark.reads_window
def test_the_toolbar_is_icons_only_and_its_tooltips_carry_name_and_key(window):
    from PySide6.QtCore import Qt

    assert window.toolbar.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly
    brush = next(a for a in window.tools.actions if a.text() == "Brush")
    assert brush.toolTip() == "Brush (2)"
    assert window.a_play.toolTip() == "Play-test (F5)"
    assert window.a_new.toolTip().startswith("New map (")
    sizes = {window.toolbar.widgetForAction(a).size().toTuple()  # type: ignore[union-attr]
             for a in window.toolbar.actions()
             if not a.isSeparator() and not isinstance(a, QWidgetAction)}
    assert len(sizes) == 1, sizes  # every button one size
    fields = [a for a in window.toolbar.actions() if isinstance(a, QWidgetAction)]
    assert all(a.defaultWidget().toolTip() for a in fields)  # a field says what it is


def test_no_toolbar_button_moves_when_the_undo_text_changes(qtbot, window):
    """Issue point 10: the Undo button grew with the command's name, pushing every tool."""
    QApplication.processEvents()
    before = toolbar_geometry(window)
    window.options.set(terrain="F", brush_radius=0, unit_type="tank", side="red")
    use(window, "Place unit")
    click(qtbot, window, (5, 3))
    QApplication.processEvents()
    undo_text = window.doc.undo_stack.undoText()
    assert undo_text and window.a_undo.text().endswith(undo_text)
    assert toolbar_geometry(window) == before
    assert window.a_undo.toolTip() == f"Undo {undo_text} (Ctrl+Z)"
    window.doc.undo_stack.undo()
    QApplication.processEvents()
    assert toolbar_geometry(window) == before
    assert window.a_redo.toolTip().startswith(f"Redo {undo_text} (")


@pytest.mark.reads_window
def test_actions_made_later_are_not_left_without_a_tooltip(window):
    assert all(a.toolTip() for a in window.findChildren(QAction) if a.text())
