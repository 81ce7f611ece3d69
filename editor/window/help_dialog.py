"""The Help menu's windows: keyboard shortcuts, the user guide and About.

The shortcuts list is read from the window's actions each time it opens, so it cannot
go stale; the user guide is docs/guide.md (docs/guide.LANG.md where the editor speaks a
language that has one, else the English guide), read from docs/ in a checkout and from
editor/guide/ in an installed copy, where the build puts it (setup.py).
"""

from __future__ import annotations

from pathlib import Path

import PySide6
import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

import editor
from editor.i18n.translator import SOURCE_LANGUAGE, current_language
from editor.map.cursor import cursor_key_rows
from editor.widgets.field_guard import guard_fields
from editor.widgets.window_fit import fit_to_screen

DISTRIBUTION = "general-clumsy-editor"
GUIDE = "guide"  # docs/guide.md, docs/guide.it.md; the installed copies are in editor/guide/
HELP_TEXT = "help_text"  # an action's property: its name in the list when its text varies (Undo)


def action_name(text: str) -> str:
    """A menu text as a name: no mnemonic ampersand, no trailing ellipsis."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").rstrip(".")


def plain_text(action: QAction) -> str:
    """The action's name in the list (its HELP_TEXT property when its text varies)."""
    label = action.property(HELP_TEXT)
    return action_name(label if isinstance(label, str) and label else action.text())


def tooltip_text(action: QAction) -> str:
    """What the toolbar shows on hover: the name with its keys, "Brush (2)"."""
    keys = shortcut_text(action)
    name = action_name(action.text())
    return f"{name} ({keys})" if keys else name


class TooltipFollower(QObject):
    """Keeps an action's tooltip in step with its text ("Undo Move unit (Ctrl+Z)"). A child
    of the action, so it goes with it."""

    def __init__(self, action: QAction) -> None:
        super().__init__(action)
        self.action = action

    def update(self, *_: object) -> None:
        if shiboken6.isValid(self.action):  # the stack may speak while the window is torn down
            self.action.setToolTip(tooltip_text(self.action))


def shortcut_text(action: QAction) -> str:
    return ", ".join(s.toString(QKeySequence.SequenceFormat.NativeText)
                     for s in action.shortcuts() if not s.isEmpty())


def shortcut_rows(window: QMainWindow) -> list[tuple[str, str, str]]:
    """(action, shortcut, menu) for every action of `window` that has a shortcut."""
    return [(plain_text(a), shortcut_text(a), where) for a, where in keyed_actions(window)]


def keyed_actions(window: QMainWindow) -> list[tuple[QAction, str]]:
    """Every action of `window` with a shortcut, and the menu that holds it: first those
    in the menus, in menu order, then those only the window holds (map keys)."""
    rows: list[tuple[QAction, str]] = []
    seen: set[int] = set()

    def add(action: QAction, where: str) -> None:
        if id(action) in seen or action.isSeparator():
            return
        seen.add(id(action))
        if shortcut_text(action):
            rows.append((action, where))

    def walk(menu: QMenu, where: str) -> None:
        for action in menu.actions():
            submenu = action.menu()
            if isinstance(submenu, QMenu):
                walk(submenu, f"{where} › {plain_text(action)}")
            else:
                add(action, where)

    for top in window.menuBar().actions():
        menu = top.menu()
        if isinstance(menu, QMenu):
            walk(menu, plain_text(top))
    for action in window.findChildren(QAction):
        if _belongs_to(action, window):
            add(action, QCoreApplication.translate("Help", "Map"))
    return rows


def _belongs_to(action: QAction, window: QMainWindow) -> bool:
    """True unless the action is another window's (an open play-test window's keys)."""
    owner: QObject | None = action.parent()
    while owner is not None and owner is not window:
        if isinstance(owner, QMainWindow):
            return False
        owner = owner.parent()
    return owner is window


class ShortcutsDialog(QDialog):
    """Every key of the window, filtered as you type."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        fit_to_screen(self, None, "shortcuts/geometry", (560, 620))
        guard_fields(self)  # its fields, and the wheel over it, focused or not
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(self.tr("Filter by action, key or menu"))
        self.filter.setClearButtonEnabled(True)
        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels([self.tr("Action"), self.tr("Shortcut"), self.tr("Menu")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.setShowGrid(False)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.filter)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.filter.textChanged.connect(self._apply_filter)
        self.window_of_actions = window
        self.refresh()

    def refresh(self) -> None:
        """Read the window's actions again (shown each time the dialog opens)."""
        rows = keyed_actions(self.window_of_actions)
        cursor_rows = cursor_key_rows()  # the cell cursor's keys are no actions
        self.table.setRowCount(len(rows) + len(cursor_rows))
        for r, (action, where) in enumerate(rows):
            self.table.setItem(r, 0, QTableWidgetItem(action.icon(), plain_text(action)))
            self.table.setItem(r, 1, QTableWidgetItem(shortcut_text(action)))
            self.table.setItem(r, 2, QTableWidgetItem(where))
        for r, texts in enumerate(cursor_rows, len(rows)):
            for column, text in enumerate(texts):
                self.table.setItem(r, column, QTableWidgetItem(text))
        self._apply_filter(self.filter.text())

    def rows(self, shown_only: bool = False) -> list[tuple[str, str, str]]:
        """The table's rows, all or only those the filter leaves."""
        return [(self._text(r, 0), self._text(r, 1), self._text(r, 2))
                for r in range(self.table.rowCount())
                if not (shown_only and self.table.isRowHidden(r))]

    def _text(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text() if item is not None else ""

    def _apply_filter(self, text: str) -> None:
        needle = text.strip().casefold()
        for r in range(self.table.rowCount()):
            row = " ".join(self._text(r, c) for c in range(3)).casefold()
            self.table.setRowHidden(r, bool(needle) and needle not in row)


def user_guide_markdown(language: str | None = None) -> str:
    """The user guide in `language` (default: the editor's), else in English."""
    path = guide_file(language or current_language())
    if path is None:
        return ("# User guide\n\nThe user guide (docs/guide.md) is not in this copy of the "
                "editor.\n")
    return path.read_text(encoding="utf-8")


def guide_file(language: str) -> Path | None:
    """docs/guide.LANG.md, else docs/guide.md, from the checkout or the installed package."""
    folder = guide_folder()
    names = [f"{GUIDE}.{language}.md"] if language != SOURCE_LANGUAGE else []
    for name in [*names, f"{GUIDE}.md"]:
        if (folder / name).is_file():
            return folder / name
    return None


def guide_folder() -> Path:
    """docs/ of the checkout the editor runs from, else the installed package's guide/."""
    package = Path(editor.__file__).resolve().parent
    checkout = package.parent
    if (checkout / "pyproject.toml").is_file() and (checkout / "docs").is_dir():
        return checkout / "docs"
    return package / GUIDE


class UserGuideDialog(QDialog):
    """The user guide beside the map, not modal: read it while you work."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("User guide"))
        fit_to_screen(self, None, "guide/geometry", (760, 680))
        guard_fields(self)  # its fields, and the wheel over it, focused or not
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.setSearchPaths([str(guide_folder())])  # the guide's own links and images
        self.browser.setMarkdown(user_guide_markdown())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)


def editor_version() -> str:
    from importlib import metadata  # About only: not at start (it reads the installed packages)

    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return QCoreApplication.translate("Help", "development copy")


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About the General Clumsy editor"))
        text = QLabel(self.tr(
            "<h3>General Clumsy editor {version}</h3>"
            "<p>Scenario and map editor for General Clumsy, a turn-based tactical wargame on "
            "hex or square grids: paint the map, place the forces, write the mission, "
            "play-test it by the real rules and check its balance.</p>"
            "<p>MIT licence. PySide6 {qt}.</p>").format(version=editor_version(),
                                                        qt=PySide6.__version__))
        text.setWordWrap(True)
        text.setTextFormat(Qt.TextFormat.RichText)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(buttons)
        self.text = text
        self.setMinimumWidth(420)
