"""The Stamps dock: the stamp library (editor.document.stamp_library) with a preview of
each stamp; save the selection as a new stamp, place one like a paste (with flips and
turns), or paint with a random choice of several. What it asks of the map and the tools
comes in as the `StampActions` the main window hands it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap, QPolygonF
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QGridLayout,
    QInputDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.document.stamp_library import Stamp, StampLibrary
from editor.map.palettes import terrain_colours
from engine.catalog import load_catalog
from engine.grid import HexGrid, Layout, SquareGrid

PREVIEW = 64  # px a side
GRID_MARGIN = 40  # px beside a preview in the list's grid, for its name
GRID_TEXT = 40  # px under a preview: two lines of its name


@dataclass
class StampActions:
    """What the dock asks of the window: the selection as a stamp named so (or why there
    is none), place one stamp, paint with several, the open map's grid ("hex", "square")."""

    capture: Callable[[str], Stamp | str]
    place: Callable[[Stamp], None]
    brush: Callable[[list[Stamp]], None]
    map_grid: Callable[[], str]


def stamp_preview(stamp: Stamp, size: int = PREVIEW, colour_blind: bool = False) -> QPixmap:
    """The stamp's cells in their terrain colours (the colour-blind safe ones if asked), a
    white dot where a unit or a feature stands, fitted into a square of `size` pixels."""
    grid = (HexGrid if stamp.grid == "hex" else SquareGrid)(stamp.width, stamp.height)
    probe = Layout.for_grid(grid, 10.0)
    w, h = grid.pixel_extent(probe)
    k = (size - 4) / max(w, h, 1e-6)
    layout = Layout.for_grid(grid, 10.0 * k)
    w, h = grid.pixel_extent(layout)
    dx, dy = (size - w) / 2, (size - h) / 2
    colors = terrain_colours({ch: QColor(t.color) for ch, t in load_catalog().terrain.items()},
                             colour_blind)
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.translate(dx, dy)
    p.setPen(QColor(0, 0, 0, 80))
    for cell, ch in stamp.terrain.items():
        p.setBrush(colors.get(ch, QColor("#ff00ff")))
        p.drawPolygon(QPolygonF([QPointF(x, y) for x, y in grid.cell_polygon(cell, layout)]))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 230))
    radius = max(1.5, 10.0 * k * 0.3)
    for thing in (*stamp.units, *stamp.features):
        if thing.at is not None:
            x, y = grid.cell_to_pixel(thing.at, layout)
            p.drawEllipse(QPointF(x, y), radius, radius)
    p.end()
    return pixmap


class StampsDock(QDockWidget):
    def __init__(self, library: StampLibrary, actions: StampActions,
                 parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Stamps"), parent)
        self.setObjectName("StampsDock")
        self.library = library
        self.actions = actions
        # asks the new stamp's name; a test answers it instead
        self.ask_name: Callable[[], str | None] = self._ask_name
        self.colour_blind = False  # the previews in the colours the map is drawn in
        self.list = QListWidget()
        self.list.setViewMode(QListWidget.ViewMode.IconMode)
        self.list.setIconSize(QSize(PREVIEW, PREVIEW))
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        # one cell a stamp, whatever its name: a long name wraps, then is elided (its
        # tooltip has it whole), and never pushes the others out of the grid
        self.list.setGridSize(QSize(PREVIEW + GRID_MARGIN, PREVIEW + GRID_TEXT))
        self.list.setWordWrap(True)
        self.list.setUniformItemSizes(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.setMovement(QListWidget.Movement.Static)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.list.setToolTip(self.tr("Double-click a stamp to place it; Ctrl+click chooses "
                                     "several for the random brush"))
        self.list.itemDoubleClicked.connect(lambda _: self.place())
        self.save_button = QPushButton(self.tr("Save selection…"))
        self.save_button.setToolTip(self.tr("Keep the selected cells, with their units and "
                                            "features, as a named stamp"))
        self.save_button.clicked.connect(self.save_selection)
        self.place_button = QPushButton(self.tr("Place"))
        self.place_button.clicked.connect(self.place)
        self.brush_button = QPushButton(self.tr("Random brush"))
        self.brush_button.setToolTip(self.tr("Each click places one of the chosen stamps, "
                                             "picked at random"))
        self.brush_button.clicked.connect(self.brush)
        self.remove_button = QPushButton(self.tr("Delete"))
        self.remove_button.clicked.connect(self.remove)
        self.note = QLabel()
        self.note.setWordWrap(True)
        buttons = QGridLayout()  # two rows: the dock's column stays narrow
        for k, button in enumerate((self.save_button, self.place_button, self.brush_button,
                                    self.remove_button)):
            buttons.addWidget(button, k // 2, k % 2)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.addWidget(self.list)
        layout.addLayout(buttons)
        layout.addWidget(self.note)
        self.setWidget(body)
        self.list.itemSelectionChanged.connect(self._enable)
        self.refresh()

    def refresh(self) -> None:
        """Read the library's folder again and show its stamps."""
        self.library.reload()
        self.list.clear()
        for stamp in self.library.stamps:
            item = QListWidgetItem(QIcon(stamp_preview(stamp, colour_blind=self.colour_blind)),
                                   stamp.name)
            item.setData(Qt.ItemDataRole.UserRole, stamp.name)
            item.setToolTip(self.tr("{name}: {width}x{height}, {grid}").format(
                name=stamp.name, width=stamp.width, height=stamp.height,
                grid=self._grid_word(stamp.grid)))
            self.list.addItem(item)
        self.say("\n".join(self.library.problems))
        self._enable()

    def set_colour_blind(self, on: bool) -> None:
        self.colour_blind = on
        self.refresh()

    def chosen(self) -> list[Stamp]:
        names = [item.data(Qt.ItemDataRole.UserRole) for item in self.list.selectedItems()]
        return [s for s in (self.library.named(n) for n in names) if s is not None]

    def say(self, text: str) -> None:
        self.note.setText(text)

    def _enable(self) -> None:
        count = len(self.list.selectedItems())
        self.place_button.setEnabled(count == 1)
        self.remove_button.setEnabled(count >= 1)
        self.brush_button.setEnabled(count >= 1)

    def _ask_name(self) -> str | None:
        name, ok = QInputDialog.getText(self, self.tr("Save stamp"), self.tr("Stamp name:"))
        return name.strip() if ok and name.strip() else None

    def save_selection(self) -> None:
        name = self.ask_name()
        if not name:
            return
        stamp = self.actions.capture(name)
        if isinstance(stamp, str):
            self.say(stamp)
            return
        try:
            self.library.save(stamp)
        except OSError as exc:
            self.say(self.tr("The stamp could not be saved: {error}").format(error=exc))
            return
        self.refresh()
        self.say(self.tr("Stamp “{name}” saved").format(name=name))

    def _grid_word(self, kind: str) -> str:
        return self.tr("hex") if kind == "hex" else self.tr("square")

    def _refusal(self, stamps: list[Stamp]) -> str:
        """Why these stamps cannot go on the open map ("" when they can)."""
        kind = self.actions.map_grid()
        wrong = [s.name for s in stamps if s.grid != kind]
        if not wrong:
            return ""
        return self.tr("{names}: cut from a {grid} map, this map is {kind}").format(
            names=", ".join(wrong), grid=self._grid_word("square" if kind == "hex" else "hex"),
            kind=self._grid_word(kind))

    def place(self) -> None:
        chosen = self.chosen()
        if len(chosen) == 1:
            self.say(self._refusal(chosen))
            if not self.note.text():
                self.actions.place(chosen[0])

    def brush(self) -> None:
        chosen = self.chosen()
        if chosen:
            self.say(self._refusal(chosen))
            if not self.note.text():
                self.actions.brush(chosen)

    def remove(self) -> None:
        for stamp in self.chosen():
            self.library.remove(stamp.name)
        self.refresh()
