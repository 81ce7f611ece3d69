"""The editor's icons: the desktop theme's icon when it has one, else the bundled SVG.

The bundled set (`editor/icons/*.svg`, package data) is drawn on a 24x24 grid with
1.8 px round strokes in two colours: an ink, repainted here with the palette's text
colour so that every icon reads on light and dark themes alike, and one accent (blue;
green for Play, red for what deletes). Tools have no theme names, so they always use
the bundled drawing.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

from PySide6.QtCore import QByteArray, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QIcon,
    QIconEngine,
    QPainter,
    QPalette,
    QPixmap,
)
from PySide6.QtSvg import QSvgRenderer

INK = "#1f2933"  # the colour the SVG files are drawn in, replaced by the palette's text colour
SIZES = (16, 24, 32, 48)  # pixmaps made for each icon (menus, toolbar, high-DPI screens)

# Bundled name -> freedesktop icon-naming-spec name, for actions a desktop theme draws.
THEME_NAMES = {
    "new": "document-new",
    "open": "document-open",
    "save": "document-save",
    "save-as": "document-save-as",
    "revert": "document-revert",
    "quit": "application-exit",
    "undo": "edit-undo",
    "redo": "edit-redo",
    "copy": "edit-copy",
    "paste": "edit-paste",
    "delete": "edit-delete",
    "select-all": "edit-select-all",
    "zoom-in": "zoom-in",
    "zoom-out": "zoom-out",
    "zoom-fit": "zoom-fit-best",
    "play": "media-playback-start",
    "guide": "help-contents",
    "about": "help-about",
}


def icon_names() -> list[str]:
    """Every bundled icon, by name (the SVG file's stem)."""
    return sorted(_bundled())


@lru_cache(maxsize=1)
def _bundled() -> frozenset[str]:
    # the folder is listed once: the window asks for fifty icons at start, and finding
    # the package's resources again for each was a tenth of what making them cost
    folder = resources.files("editor") / "icons"
    return frozenset(entry.name[:-4] for entry in folder.iterdir()
                     if entry.name.endswith(".svg"))


def _known(name: str) -> None:
    if name not in _bundled():
        raise KeyError(f"no bundled icon '{name}' in editor/icons")


def svg_text(name: str) -> str:
    """The bundled drawing; KeyError naming the icon when there is none."""
    _known(name)
    return (resources.files("editor") / "icons" / f"{name}.svg").read_text(encoding="utf-8")


def ink_colour() -> QColor:
    """The palette's text colour: dark on a light theme, light on a dark one."""
    app = QGuiApplication.instance()
    palette = app.palette() if isinstance(app, QGuiApplication) else QPalette()
    return palette.color(QPalette.ColorRole.WindowText)


class BundledIconEngine(QIconEngine):
    """A bundled icon drawn the first time Qt asks for it: the window's fifty icons are
    mostly in menus not yet opened, and drawing them all (four sizes each) took a tenth of
    the editor's start-up. Once drawn, it is the same QIcon as ever, shared by name and ink."""

    def __init__(self, name: str, colour: str) -> None:
        super().__init__()
        self.name, self.colour = name, colour

    def drawn(self) -> QIcon:
        return _rendered(self.name, self.colour)

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        self.drawn().paint(painter, rect, Qt.AlignmentFlag.AlignCenter, mode, state)

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        return self.drawn().pixmap(size, mode, state)

    def actualSize(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QSize:
        return self.drawn().actualSize(size, mode, state)

    def availableSizes(self, mode: QIcon.Mode = QIcon.Mode.Normal,
                       state: QIcon.State = QIcon.State.Off) -> list[QSize]:
        return self.drawn().availableSizes(mode, state)

    def isNull(self) -> bool:
        return False

    def key(self) -> str:
        return "clumsy-bundled"

    def clone(self) -> QIconEngine:
        # Qt keeps the clone (a copy of the icon being changed) but PySide leaves it owned
        # by its Python object: kept here, or Qt would be left holding a deleted engine
        twin = BundledIconEngine(self.name, self.colour)
        _CLONES.append(twin)
        return twin


_CLONES: list[BundledIconEngine] = []  # the few engines Qt cloned (see `clone`)


def bundled_icon(name: str, ink: QColor | None = None) -> QIcon:
    """The bundled drawing in the ink (default: the palette's text colour), drawn when
    first shown; KeyError naming the icon when there is none."""
    colour = (ink or ink_colour()).name()
    return _icons(name, colour)


@lru_cache(maxsize=256)
def _icons(name: str, colour: str) -> QIcon:
    _known(name)  # an unknown name is refused at once, not when first drawn
    return QIcon(BundledIconEngine(name, colour))


@lru_cache(maxsize=256)
def _rendered(name: str, colour: str) -> QIcon:
    text = svg_text(name).replace(INK, colour)
    renderer = QSvgRenderer(QByteArray(text.encode("utf-8")))
    if not renderer.isValid():
        raise ValueError(f"editor/icons/{name}.svg is not an SVG Qt can draw")
    result = QIcon()
    for size in SIZES:
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        result.addPixmap(pixmap)
    return result


def icon(name: str) -> QIcon:
    """The theme's icon for `name` when the desktop theme has one, else the bundled one."""
    theme_name = THEME_NAMES.get(name)
    if theme_name and QIcon.hasThemeIcon(theme_name):
        return QIcon.fromTheme(theme_name)
    return bundled_icon(name)
