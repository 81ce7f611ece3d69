"""The map view: one graphics item paints the visible cells; the active tool gets the mouse.

Zoom with the wheel or Ctrl+plus/minus, pan with the middle button or Space+drag. The
arrow keys move a cell cursor that uses the tool from the keyboard (editor.map.cursor).
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Set as AbstractSet

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QMoveEvent,
    QPainter,
    QPen,
    QResizeEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QToolTip,
    QWidget,
)

from editor.document.piece_setup import setup_overlay
from editor.document.scenario_document import ScenarioDocument
from editor.map.cursor import KeyboardCursor, paint_cursor
from editor.map.daylight_tint import DaylightTint, daylight_tint
from editor.map.mission_overlay import MissionViewState, apply_mission_overlay
from editor.map.painter import MapPainter, PaintOptions
from editor.map.tool import Tool
from editor.map.unit_tooltip import cell_tooltip, units_at
from editor.map.view_anchor import hold_in_place
from editor.widgets.window_fit import fitted_scene_rect
from engine.cell_region import CellRegion, bounds_corners, cells_bounds
from engine.scenario.model import Cell

MIN_SCALE, MAX_SCALE = 0.02, 8.0
LARGE_PREVIEW = 2000  # outlined cells beyond which only the visible ones are drawn
SETTLE_MS = 120  # a wheel resting this long: the zoom drawn properly (from its own tiles)


class MapItem(QGraphicsItem):
    """The whole map as one item; paints only the exposed rectangle's cells."""

    def __init__(self, painter_model: MapPainter) -> None:
        super().__init__()
        self.model = painter_model
        self.options = PaintOptions()
        self.tint: DaylightTint | None = None  # the season and hour, over the drawn map
        # called after a zoom step drawn from the last zoom's tiles (editor/map/terrain_tiles.py)
        self.on_settle: Callable[[], None] | None = None
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)

    def boundingRect(self) -> QRectF:
        return self.model.extent()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        scale = painter.worldTransform().m11()
        self.model.paint(painter, option.exposedRect, self.options, scale,
                         self.tint.paint if self.tint is not None else None)
        tiles = self.model.tiles
        if tiles is not None and tiles.settling:
            tiles.settling = False
            if self.on_settle is not None:
                self.on_settle()


class BoardView(QGraphicsView):
    """A map drawn by one MapItem, with zoom (wheel) and pan (middle drag, Space+drag).

    The editor's MapView adds tools on top; the play-test window uses it as it is.
    """

    zoom_changed = Signal(float)

    def __init__(self, painter_model: MapPainter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.painter_model = painter_model
        painter_model.enable_tiles()  # the terrain blitted from tiles at the current zoom
        self.item = MapItem(self.painter_model)
        # once a wheel rests, the map at its zoom drawn again from tiles of that zoom
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(self.item.update)
        self.item.on_settle = self._settle.start
        self.setScene(QGraphicsScene(self))
        self.scene().addItem(self.item)
        self.setBackgroundBrush(QColor("#2b2b2b"))
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setMouseTracking(True)
        self._pan_from: QPointF | None = None
        self._space_down = False
        self.keyboard: KeyboardCursor | None = None  # the cell cursor, where the board has one
        self._button_held = False  # a mouse button is down on the map
        self._after_release: list[Callable[[], None]] = []  # scrolls waiting for its release
        # a scene point and where it is to show again after a move or resize of the view
        self._held: tuple[QPointF, QPoint] | None = None
        # the scale Fit map set (None once zoomed since) and the window's size last seen:
        # a fitted map fits again when the window is resized, and holds still when a dock
        # beside it folds (the window keeps its size)
        self._fitted_scale: float | None = None
        self._window_size = QSize()
        # The hover tooltip of a cell ("" for none): the units on it (editor/map/unit_tooltip.py).
        self.tooltip_for: Callable[[Cell], str] | None = None
        self._reset_scene_rect()

    def _reset_scene_rect(self) -> None:
        self.scene().setSceneRect(self._panning_rect())

    def _panning_rect(self) -> QRectF:
        """The map and a margin of four cells to pan past its edges."""
        extent = self.painter_model.extent()
        margin = self.painter_model.cell_size * 4
        return extent.adjusted(-margin, -margin, margin, margin)

    def refresh(self) -> None:
        self.item.update()

    def set_look(self, transitions: bool, colour_blind: bool) -> None:
        """Terrain transitions and the palette (editor.map.map_look), drawn again."""
        self.painter_model.set_look(transitions, colour_blind)
        self.refresh()
        self.viewport().update()

    @property
    def options(self) -> PaintOptions:
        return self.item.options

    def set_heat_overlay(self, heat: dict[Cell, tuple[QColor, str]]) -> None:
        """Show a balance run's heat layer on the map (an empty dict hides it)."""
        self.options.heat = dict(heat)
        self.refresh()

    # -- the map holds still (editor/map/view_anchor.py) --------------------------------------
    def _holds_still(self) -> bool:
        return self.isVisible() and not self.size().isEmpty()

    def moveEvent(self, event: QMoveEvent) -> None:
        """A dock above or left of the map folded: the map stays where it was in the window
        (held once the resize that comes with the move is done)."""
        if self._held is None and self._holds_still():
            self._held = (self.mapToScene(QPoint(0, 0)), event.oldPos() - event.pos())
            QTimer.singleShot(0, self, self._hold)
        super().moveEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The view grew or shrank (a dock folded, the window resized): what was on screen
        stays where it was in the window, the map view's top-left corner its anchor; a
        fitted map (Fit map, and not zoomed since) fits again when the window was resized."""
        window_size, self._window_size = self._window_size, self.window().size()
        if self.is_fitted() and window_size.isValid() and window_size != self._window_size:
            super().resizeEvent(event)
            self.when_released(self.zoom_fit)
            return
        if self._held is None and self._holds_still() and event.oldSize().isValid():
            self._held = (self.mapToScene(QPoint(0, 0)), QPoint(0, 0))
        super().resizeEvent(event)
        self._hold()

    def _hold(self) -> None:
        held, self._held = self._held, None
        if held is not None:
            hold_in_place(self, *held)

    def cell_at_event(self, event: QMouseEvent) -> Cell | None:
        return self.painter_model.cell_at(self.mapToScene(event.position().toPoint()))

    def center_on_cell(self, cell: Cell) -> None:
        """Bring `cell` to the middle, once no mouse button is held on the map."""
        self.when_released(lambda: self.centerOn(self.painter_model.center(cell)))

    def when_released(self, scroll: Callable[[], None]) -> None:
        """Run a scroll the map did not ask for (a problem shown, a thing selected) now, or,
        while a mouse button is held on the map, when it is released: nothing moves the
        map under a pointer that is painting or picking cells."""
        if self._button_held:
            self._after_release.append(scroll)
        else:
            scroll()

    def viewportEvent(self, event: QEvent) -> bool:
        """A hover tooltip over the map (the viewport gets QEvent.ToolTip, not the view);
        whether a mouse button is held on it (scrolls wait for its release)."""
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress:
            self._button_held = True
        elif kind == QEvent.Type.MouseButtonRelease and isinstance(event, QMouseEvent) \
                and event.buttons() == Qt.MouseButton.NoButton:
            handled = super().viewportEvent(event)
            self._button_held = False
            waiting, self._after_release = self._after_release, []
            for scroll in waiting:
                scroll()
            return handled
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            cell = self.painter_model.cell_at(self.mapToScene(event.pos()))
            text = self.tooltip_for(cell) if cell is not None and self.tooltip_for else ""
            if text:
                QToolTip.showText(event.globalPos(), text, self.viewport())
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().viewportEvent(event)

    # -- zoom and pan --------------------------------------------------------------------
    def scale_factor(self) -> float:
        return self.transform().m11()

    def is_fitted(self) -> bool:
        """Whether the map shows as Fit map left it (no zoom since)."""
        return self._fitted_scale is not None and self.scale_factor() == self._fitted_scale

    def zoom_by(self, factor: float) -> None:
        self._fitted_scale = None
        if self.scene().sceneRect() != self._panning_rect():  # fitted before: pan again
            self.scene().setSceneRect(self.scene().sceneRect().united(self._panning_rect()))
        target = max(MIN_SCALE, min(MAX_SCALE, self.scale_factor() * factor))
        factor = target / self.scale_factor()
        self.scale(factor, factor)
        self.zoom_changed.emit(self.scale_factor())

    def zoom_fit(self) -> None:
        """Show the whole map with no scrollbar: the scene shrinks to the fitted view (the
        next zoom gives back the margin to pan past the edges)."""
        room = self.maximumViewportSize() - QSize(2, 2)  # no rounding may bring a scrollbar
        rect, scale = fitted_scene_rect(self.painter_model.extent(), room,
                                        self.painter_model.cell_size * 0.25)
        self.scene().setSceneRect(rect)
        self.setTransform(QTransform.fromScale(scale, scale))
        self._fitted_scale = self.scale_factor()
        self._window_size = self.window().size()
        self.centerOn(rect.center())
        self.zoom_changed.emit(self.scale_factor())

    def wheelEvent(self, event: QWheelEvent) -> None:
        """Zoom about the cursor: the point of the map under it stays under it."""
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom_about(1.15 ** steps, event.position())

    def zoom_about(self, factor: float, at: QPointF) -> None:
        """Zoom by `factor`, keeping the map point under the viewport point `at` in place
        (explicitly: Qt's AnchorUnderMouse uses the last mouse-move position, which a wheel
        without a move before it does not update)."""
        anchor = self.mapToScene(at.toPoint())
        self.zoom_by(factor)
        moved = self.mapFromScene(anchor)
        delta = moved - at.toPoint()
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + delta.x())
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + delta.y())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The keyboard cursor's keys first (editor.map.cursor), then Space to pan."""
        if self.keyboard is not None and self.keyboard.key_press(event):
            return
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_down = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if self.keyboard is not None and self.keyboard.key_release(event):
            return
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_down = False
            self.viewport().unsetCursor()
            return
        super().keyReleaseEvent(event)

    def start_pan(self, event: QMouseEvent) -> bool:
        """Middle button, or Space with the left button, grabs the map."""
        if event.button() == Qt.MouseButton.MiddleButton or (
                self._space_down and event.button() == Qt.MouseButton.LeftButton):
            self._pan_from = event.position()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            return True
        return False

    def continue_pan(self, event: QMouseEvent) -> bool:
        if self._pan_from is None:
            return False
        delta = event.position() - self._pan_from
        self._pan_from = event.position()
        self.horizontalScrollBar().setValue(int(self.horizontalScrollBar().value() - delta.x()))
        self.verticalScrollBar().setValue(int(self.verticalScrollBar().value() - delta.y()))
        return True

    def end_pan(self) -> bool:
        if self._pan_from is None:
            return False
        self._pan_from = None
        self.viewport().unsetCursor()
        return True


class MapView(BoardView):
    cell_hovered = Signal(object)  # Cell | None
    context_menu_requested = Signal(object, object)  # Cell, global QPoint

    def __init__(self, doc: ScenarioDocument, parent: QWidget | None = None) -> None:
        super().__init__(MapPainter(doc.scenario), parent)
        self.doc = doc
        self.tool: Tool | None = None
        self._preview: AbstractSet[Cell] = set()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.keyboard = KeyboardCursor(lambda: self.doc.grid, lambda: self.tool,
                                       self._middle_cell, self._view_point, self)
        self.keyboard.moved.connect(self._keyboard_moved)
        self._last_mouse = QPointF(-1, -1)
        doc.terrain_changed.connect(self._on_terrain_changed)
        doc.contents_changed.connect(self.refresh)
        doc.selection_changed.connect(self._on_selection_changed)
        doc.map_reset.connect(self._on_map_reset)
        doc.catalog_changed.connect(self._on_catalog_changed)
        doc.problems_changed.connect(self._on_problems)
        doc.settings_changed.connect(self._update_zones)
        self.item.options.text_language = doc.text_language
        doc.text_language_changed.connect(self._on_text_language)
        self.tooltip_for = self._unit_tooltip
        self.mission_state = MissionViewState()
        doc.settings_changed.connect(self.update_mission)
        doc.map_reset.connect(self.update_mission)
        self.show_daylight = True
        doc.settings_changed.connect(self.update_daylight)
        doc.map_reset.connect(self.update_daylight)
        self._update_zones()
        self.update_mission()
        self.update_daylight()

    def _unit_tooltip(self, cell: Cell) -> str:
        """The units placed on the hovered cell, as the scenario has them."""
        model = self.painter_model
        return cell_tooltip(units_at(model.scenario, cell), model.scenario, model.catalog)

    # -- model changes --------------------------------------------------------------------
    def _update_zones(self) -> None:
        """Show the deployment zones and lakes of a ruleset that sets up pieces in zones."""
        self.item.options.zones = setup_overlay(self.doc.scenario)
        self.refresh()

    def _on_text_language(self) -> None:
        """Place names in the language the mission's texts are edited in."""
        self.item.options.text_language = self.doc.text_language
        self.refresh()

    def update_mission(self) -> None:
        """Redraw the mission overlay: areas, deployment zones, reinforcement ghosts."""
        colors = {s.id: self.painter_model.side_color(s.id) for s in self.doc.scenario.sides}
        apply_mission_overlay(self.item.options, self.doc.scenario, self.mission_state, colors)
        self.refresh()

    def set_daylight(self, on: bool) -> None:
        """Show or hide the season and hour tint (editor.map.daylight_tint)."""
        self.show_daylight = on
        self.update_daylight()

    def update_daylight(self) -> None:
        tint = daylight_tint(self.doc.scenario) if self.show_daylight else None
        if tint != self.item.tint:
            self.item.tint = tint
            self.refresh()

    def _on_map_reset(self) -> None:
        self.item.prepareGeometryChange()
        self.painter_model.set_scenario(self.doc.scenario)
        self.item.options.selected = []
        self.item.options.zones = setup_overlay(self.doc.scenario)
        self._reset_scene_rect()
        self.refresh()

    def _on_catalog_changed(self) -> None:
        """The mission's rule packs changed: its terrain colours and unit types anew."""
        self.painter_model.set_scenario(self.doc.scenario)
        self.refresh()

    def _on_terrain_changed(self, cells: set[Cell] | CellRegion) -> None:
        self.painter_model.update_terrain_image(cells)
        self.item.update(self._cells_rect(cells))

    def _cells_rect(self, cells: set[Cell] | CellRegion) -> QRectF:
        """The scene rectangle that holds the cells' polygons, with a pen's margin (from
        the cells' bounds: no loop over a region's cells)."""
        bounds = cells_bounds(cells)
        if bounds is None:
            return QRectF()
        points = [self.painter_model.xy(cell) for cell in bounds_corners(bounds)]
        s = self.painter_model.cell_size + 2
        x0, x1 = min(x for x, _ in points), max(x for x, _ in points)
        y0, y1 = min(y for _, y in points), max(y for _, y in points)
        return QRectF(x0 - s, y0 - s, x1 - x0 + 2 * s, y1 - y0 + 2 * s)

    def _on_selection_changed(self) -> None:
        self.item.options.selected = list(self.doc.selection)
        self.refresh()

    def _on_problems(self, problems: list) -> None:
        self.item.options.problem_cells = {p.cell for p in problems if p.cell is not None}
        self.refresh()

    # -- tools ----------------------------------------------------------------------------
    def set_tool(self, tool: Tool) -> None:
        """Give the mouse to `tool` and show the cursor it asks for."""
        if self.tool is not None:
            self.tool.deactivate()
            self.tool.preview_changed.disconnect(self._update_preview)
        self.tool = tool
        self.setCursor(tool.cursor())
        tool.preview_changed.connect(self._update_preview)
        self._update_preview()

    def _update_preview(self) -> None:
        """Redraw the tool's outline where it was and where it is now, nothing more."""
        preview = self.tool.preview() if self.tool else set()
        if preview != self._preview:
            changed = self._preview ^ preview
            self._preview = preview
            if len(changed) > LARGE_PREVIEW:
                self.viewport().update()
            else:
                self.update_scene_rect(self._cells_rect(changed))

    def update_scene_rect(self, rect: QRectF) -> None:
        """Repaint the part of the viewport that shows `rect` (scene coordinates)."""
        if rect.isEmpty():
            return
        area = self.mapFromScene(rect).boundingRect().adjusted(-3, -3, 3, 3)
        self.viewport().update(area)

    # -- the keyboard cursor ------------------------------------------------------------------
    def _middle_cell(self) -> Cell | None:
        return self.painter_model.cell_at(self.mapToScene(self.viewport().rect().center()))

    def _view_point(self, cell: Cell) -> QPointF:
        return QPointF(self.mapFromScene(self.painter_model.center(cell)))

    def _keyboard_moved(self, cell: Cell | None) -> None:
        """Keep the cursor's cell in sight, name it on the status bar, redraw the cursor."""
        if cell is not None:
            self.ensureVisible(self.painter_model.polygon(cell).boundingRect(), 40, 40)
        self.cell_hovered.emit(cell)
        self._update_preview()
        self.viewport().update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.tool is not None and self.tool.key_press(event):
            self._update_preview()
            self.viewport().update()  # the same outline may hold turned contents
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.start_pan(event):
            return
        cell = self.cell_at_event(event)
        if cell is not None and self.tool is not None and event.button() == Qt.MouseButton.LeftButton:
            self.tool.mouse_press(cell, event)
            self._update_preview()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        super().mouseMoveEvent(event)  # keeps Qt's idea of the mouse position current
        moved = event.position() != self._last_mouse
        self._last_mouse = event.position()
        if self.keyboard.cell is not None and moved:
            self.keyboard.hide()  # the mouse takes over from the keyboard cursor
        if self.continue_pan(event):
            return
        cell = self.cell_at_event(event)
        self.cell_hovered.emit(cell)
        if self.tool is not None:
            self.tool.mouse_move(cell, event)
            self._update_preview()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.end_pan():
            return
        if self.tool is not None and event.button() == Qt.MouseButton.LeftButton:
            self.tool.mouse_release(self.cell_at_event(event), event)
            self._update_preview()

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        cell = self.painter_model.cell_at(self.mapToScene(event.pos()))
        if cell is not None:
            self.context_menu_requested.emit(cell, event.globalPos())

    def leaveEvent(self, event: object) -> None:
        self.cell_hovered.emit(None)
        if self.tool is not None:
            self.tool.hover = None
            self._update_preview()

    def _draw_preview_contents(self, painter: QPainter) -> None:
        """The paste preview shows the clipboard as it would land (turned, flipped): its
        terrain, and a dot where a unit or feature goes."""
        terrain, things = self.tool.preview_contents() if self.tool else ({}, set())
        painter.setPen(Qt.PenStyle.NoPen)
        colors = self.painter_model.terrain_colors
        for cell, char in terrain.items():
            if cell in self._preview and char in colors:
                color = QColor(colors[char])
                color.setAlpha(170)
                painter.setBrush(color)
                painter.drawPolygon(self.painter_model.polygon(cell))
        painter.setBrush(QColor(255, 255, 255, 230))
        radius = self.painter_model.cell_size * 0.25
        for cell in things & self._preview:
            painter.drawEllipse(self.painter_model.center(cell), radius, radius)

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        cursor = self.keyboard.cell
        if cursor is not None and self.doc.grid.in_bounds(cursor):
            paint_cursor(painter, self.painter_model.polygon(cursor), self.scale_factor())
        if not self._preview:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self._draw_preview_contents(painter)
        painter.setPen(QPen(QColor(255, 255, 255, 220), 0))
        painter.setBrush(QColor(255, 255, 255, 50))
        for cell in self._preview_in(QRectF(rect)):
            if self.doc.grid.in_bounds(cell):
                painter.drawPolygon(self.painter_model.polygon(cell))
        painter.restore()

    def _preview_in(self, rect: QRectF) -> list[Cell] | AbstractSet[Cell]:
        """The outlined cells to draw: all of a small outline, the visible ones of a large
        one (a wand's choice of a whole map)."""
        if len(self._preview) <= LARGE_PREVIEW:
            return self._preview
        return [c for c in self.painter_model.cells_in(rect) if c in self._preview]
