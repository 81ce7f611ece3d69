"""The Help menu: a shortcuts list read from the window's actions, the user guide, About."""

from __future__ import annotations

import pytest
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


@pytest.mark.reads_window
def test_the_help_menu_holds_the_guide_the_shortcuts_and_about(window):
    assert menu_titles(window)[-1] == "&Help"
    help_menu = window.menuBar().actions()[-1].menu()
    assert [a for a in help_menu.actions() if not a.isSeparator()] == [
        window.a_guide, window.a_shortcuts, window.a_about]


@pytest.mark.reads_window
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


@pytest.mark.reads_window
def test_the_filter_keeps_the_rows_that_match(window):
    dialog = window.show_shortcuts()
    dialog.filter.setText("brush")
    shown = dialog.rows(shown_only=True)
    assert shown and all("brush" in " ".join(r).casefold() for r in shown)
    assert len(shown) < len(dialog.rows())


def test_F1_opens_the_user_guide_from_docs_guide_md(qtbot, window):
    window.activateWindow()
    qtbot.keyClick(window.view, Qt.Key.Key_F1)
    guide = window.help_windows.get("guide")
    assert isinstance(guide, UserGuideDialog) and guide.isVisible()
    text = guide.browser.toPlainText()
    assert text.startswith("User guide")
    assert "Play-test (F5)" in text and "Why each dependency" not in text  # not the README
    window.show_user_guide()
    assert window.help_windows["guide"] is guide  # one window, brought forward
    window.close()
    assert not guide.isVisible()  # it goes with the window it describes


def test_the_user_guide_is_docs_guide_md_in_a_checkout():
    guide = (ROOT / "docs" / "guide.md").read_text(encoding="utf-8")
    assert user_guide_markdown("en") == guide
    assert guide.splitlines()[0] == "# User guide" and "**Files.**" in guide


def test_the_guide_follows_the_language_with_english_as_the_fallback(tmp_path, monkeypatch):
    monkeypatch.setattr(help_dialog, "guide_folder", lambda: tmp_path)
    (tmp_path / "guide.md").write_text("# User guide\n", encoding="utf-8")
    assert user_guide_markdown("it") == "# User guide\n"  # no Italian guide: the English one
    (tmp_path / "guide.it.md").write_text("# Guida\n", encoding="utf-8")
    assert user_guide_markdown("it") == "# Guida\n"
    assert user_guide_markdown("en") == "# User guide\n"
    assert user_guide_markdown("fr") == "# User guide\n"
    (tmp_path / "guide.md").unlink()
    assert "is not in this copy" in user_guide_markdown("en")


def test_the_shipped_italian_guide_is_shown_when_the_editor_speaks_italian(monkeypatch):
    monkeypatch.setattr(help_dialog, "current_language", lambda: "it")
    assert user_guide_markdown() == (ROOT / "docs" / "guide.it.md").read_text(encoding="utf-8")


def test_the_user_guide_is_read_from_the_package_when_installed(monkeypatch, tmp_path):
    """An installed copy has no docs/ beside it: the build copied the guides into
    editor/guide/ (setup.py), and that is where they are read."""
    package = tmp_path / "site" / "editor"
    (package / "guide").mkdir(parents=True)
    (package / "guide" / "guide.md").write_text("# User guide\n\ninstalled\n", encoding="utf-8")
    monkeypatch.setattr(editor, "__file__", str(package / "__init__.py"))
    assert help_dialog.guide_folder() == package / "guide"
    assert user_guide_markdown("en") == "# User guide\n\ninstalled\n"
    assert user_guide_markdown("it") == "# User guide\n\ninstalled\n"


def test_the_build_copies_every_guide_into_the_package(tmp_path):
    import importlib.util
    spec = importlib.util.spec_from_file_location("project_setup", ROOT / "setup.py")
    assert spec is not None and spec.loader is not None
    setup_module = importlib.util.module_from_spec(spec)
    import setuptools
    calls = []
    original = setuptools.setup
    setuptools.setup = lambda **kw: calls.append(kw)  # type: ignore[assignment]
    try:
        spec.loader.exec_module(setup_module)
    finally:
        setuptools.setup = original  # type: ignore[assignment]
    command = object.__new__(setup_module.BuildWithGuideAndTranslations)
    command.copy_guides(tmp_path / "guide")
    copied = sorted(p.name for p in (tmp_path / "guide").iterdir())
    assert copied == sorted(p.name for p in (ROOT / "docs").glob("guide*.md"))
    assert "guide.md" in copied


@pytest.mark.reads_window
def test_about_names_the_editor_and_its_version(window):
    about = window.show_about()
    QApplication.processEvents()
    assert about.isVisible()
    assert "General Clumsy editor" in about.text.text()  # type: ignore[attr-defined]
    assert help_dialog.editor_version() in about.text.text()  # type: ignore[attr-defined]


def test_the_guides_name_the_buildings_there_are_and_match_paragraph_for_paragraph():
    """issue 38 (items 5, 12): the guide named a "house", a building kind that does not
    exist; the Italian guide is the English one's, paragraph for paragraph."""
    import re
    from pathlib import Path

    from engine.catalog import load_catalog, name_in

    docs = Path(__file__).resolve().parents[3] / "docs"
    guides = {lang: (docs / name).read_text(encoding="utf-8")
              for lang, name in (("en", "guide.md"), ("it", "guide.it.md"))}
    assert not re.search(r"\bhouse\b", guides["en"]) and not re.search(r"\bcasa\b", guides["it"])
    for building in load_catalog().buildings.values():
        for lang, text in guides.items():
            assert name_in(building, lang).lower() in " ".join(text.lower().split()), (
                lang, building.id)
    heads = {lang: re.findall(r"^\*\*[^*]+\*\*", text, re.M) for lang, text in guides.items()}
    assert len(heads["en"]) == len(heads["it"]), heads
    assert guides["en"].count("\n## ") == guides["it"].count("\n## ")
