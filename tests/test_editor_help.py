"""The Help menu: a shortcuts list read from the window's actions, the user guide, About."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication

import editor
from conftest import ROOT
from editor.window import help_dialog
from editor.window.help_dialog import (
    ShortcutsDialog,
    UserGuideDialog,
    shortcut_text,
    user_guide_markdown,
)


def menu_titles(window) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


def test_the_help_menu_holds_the_guide_the_shortcuts_and_about(window):
    assert menu_titles(window)[-1] == "&Help"
    help_menu = window.menuBar().actions()[-1].menu()
    assert [a for a in help_menu.actions() if not a.isSeparator()] == [
        window.a_guide, window.a_shortcuts, window.a_about]


def test_every_action_with_a_shortcut_is_in_the_shortcuts_list(window):
    dialog = window.show_shortcuts()
    assert isinstance(dialog, ShortcutsDialog) and dialog.isVisible()
    rows = dialog.rows()
    keyed = [a for a in window.findChildren(QAction) if shortcut_text(a)]
    assert len(keyed) >= 30
    listed = {(name, keys) for name, keys, _ in rows}
    for action in keyed:
        assert any(keys == shortcut_text(action) for _, keys in listed), action.text()
    assert ("Brush", "2", "Tools") in rows
    assert ("Play-test", "F5", "Play") in rows
    assert ("User guide", "F1", "Help") in rows
    undo = next(r for r in rows if r[0] == "Undo")  # not "Undo Place tank"
    assert undo[1] == QKeySequence(QKeySequence.StandardKey.Undo).toString(
        QKeySequence.SequenceFormat.NativeText)
    assert len(rows) == len({(r[0], r[1]) for r in rows})  # each action once


def test_a_new_action_adds_a_row_so_the_list_cannot_go_stale(window):
    before = window.show_shortcuts().rows()
    extra = QAction("Measure distance", window)
    extra.setShortcut(QKeySequence("Ctrl+Alt+M"))
    window.addAction(extra)
    after = window.show_shortcuts().rows()
    assert len(after) == len(before) + 1
    assert ("Measure distance", QKeySequence("Ctrl+Alt+M").toString(
        QKeySequence.SequenceFormat.NativeText), "Map") in after
    window.a_zoom_fit.setShortcut(QKeySequence("Ctrl+9"))
    assert ("Fit map", "Ctrl+9", "View") in window.show_shortcuts().rows()


def test_the_filter_keeps_the_rows_that_match(window):
    dialog = window.show_shortcuts()
    dialog.filter.setText("brush")
    shown = dialog.rows(shown_only=True)
    assert shown and all("brush" in " ".join(r).casefold() for r in shown)
    assert len(shown) < len(dialog.rows())


def test_F1_opens_the_user_guide_from_the_readme(qtbot, window):
    window.activateWindow()
    qtbot.keyClick(window.view, Qt.Key.Key_F1)
    guide = window.help_windows.get("guide")
    assert isinstance(guide, UserGuideDialog) and guide.isVisible()
    text = guide.browser.toPlainText()
    assert text.startswith("User guide")
    assert "Play-test (F5)" in text and "Shipped missions" not in text
    window.show_user_guide()
    assert window.help_windows["guide"] is guide  # one window, brought forward
    window.close()
    assert not guide.isVisible()  # it goes with the window it describes


def test_the_user_guide_is_read_from_the_package_metadata_when_installed(monkeypatch, tmp_path):
    from_checkout = user_guide_markdown()
    assert from_checkout.splitlines()[0] == "# User guide"
    assert "**Files.**" in from_checkout
    assert "## Shipped missions" not in from_checkout
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    monkeypatch.setattr(editor, "__file__", str(tmp_path / "site" / "editor" / "__init__.py"))
    monkeypatch.setattr(help_dialog.metadata, "metadata",
                        lambda name: type("Meta", (), {"get_payload": lambda self: readme})())
    assert user_guide_markdown() == from_checkout


def test_about_names_the_editor_and_its_version(window):
    about = window.show_about()
    QApplication.processEvents()
    assert about.isVisible()
    assert "General Clumsy editor" in about.text.text()  # type: ignore[attr-defined]
    assert help_dialog.editor_version() in about.text.text()  # type: ignore[attr-defined]
