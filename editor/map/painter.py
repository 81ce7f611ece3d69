"""Draws a scenario's map with QPainter: used by the map view and by `clumsy render`.

Only the cells that intersect the rectangle being painted are drawn, grouped by terrain
so that the brush changes once per terrain, not once per cell. Far zoomed out, the view
draws the terrain from a small cached image that is updated cell by cell as it changes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPixmap, QPolygonF

from editor.map.feature_symbols import (
    key_feature_margin,
    paint_bridge,
    paint_building,
    paint_mine,
    paint_victory_point,
    paint_work,
    paint_wreck,
)
from editor.map.overlay_painting import OverlayPainting
from editor.map.paint_options import PaintOptions
from editor.map.palettes import side_colour, terrain_colours
from editor.map.terrain_edges import TerrainEdges
from editor.map.terrain_glyphs import TERRAIN_GLYPHS, GlyphCache
from editor.map.terrain_model import GRID_PEN_COLOR, blend
from editor.map.terrain_stamps import TerrainStamps
from editor.map.unit_symbols import UnitState, frame_rect, paint_unit_symbol, unit_look
from engine.catalog import Catalog
from engine.grid import Grid, Layout, make_grid
from engine.ruleset import UnknownRuleset, ruleset_of
from engine.scenario.defaults import scenario_defaults
from engine.scenario.model import Cell, Feature, Scenario, Unit
from engine.scenario.packs import catalog_of

if TYPE_CHECKING:
    from collections.abc import Iterable

    from editor.map.terrain_image import TerrainImage
    from editor.map.terrain_tiles import TerrainTiles
    from engine.cell_region import CellRegion

NEUTRAL_COLOR = QColor("#8a8a8a")
DETAIL_MIN_PIXELS = 11.0  # below this cell radius on screen, skip symbols and text
FAR_UNIT_PIXELS = 4.0  # below this, units are bare frames in their side colour, drawn in bulk


def grid_of(scenario: Scenario) -> Grid:
    m = scenario.map
    return make_grid(m.grid or scenario_defaults().grid, m.width, m.height)


class CellWindow:
    """The cells whose box meets a rectangle, as a membership test: a repaint of the
    whole map asks it of its units and marks instead of listing every cell."""

    def __init__(self, model: MapPainter, rect: QRectF) -> None:
        s = model.cell_size
        self.model = model
        self.x0, self.x1 = rect.left() - s, rect.right() + s
        self.y0, self.y1 = rect.top() - s, rect.bottom() + s
        self.rect = rect

    def __contains__(self, cell: object) -> bool:
        if not isinstance(cell, tuple):
            return False
        col, row = cell
        model = self.model
        if not (0 <= col < model.grid.width and 0 <= row < model.grid.height):
            return False
        x, y = model._xs[row & 1][col], model._ys[row]
        return self.x0 <= x <= self.x1 and self.y0 <= y <= self.y1

    def among(self, cells: Iterable[Cell]) -> list[Cell]:
        return [cell for cell in cells if cell in self]

    def count(self) -> int:
        """About how many cells are in the window (no list made)."""
        extent = self.model.extent()
        w = min(self.x1, extent.right()) - max(self.x0, extent.left())
        h = min(self.y1, extent.bottom()) - max(self.y0, extent.top())
        if w <= 0 or h <= 0:
            return 0
        share = (w * h) / max(1.0, extent.width() * extent.height())
        return int(share * self.model.grid.width * self.model.grid.height)


class MapPainter:
    """Paints one scenario at a given cell size (hex radius / half square side, pixels)."""

    def __init__(self, scenario: Scenario, cell_size: float = 24.0,
                 catalog: Catalog | None = None) -> None:
        # the scenario's catalog (its rule packs' types too) unless one is given
        self._given_catalog = catalog
        self.cell_size = cell_size
        self.cells_drawn = 0  # cells whose terrain was painted one by one (tests count work)
        self.colour_blind = False  # View > Colour-blind safe palette (editor/map/palettes.py)
        self._use_catalog(catalog or catalog_of(scenario))
        self.unknown_terrain = QColor("#ff00ff")
        # The view's tile cache of the terrain at its zoom (editor/map/terrain_tiles.py); None
        # when drawn once (clumsy render), where every cell in the rectangle is drawn.
        self.tiles: TerrainTiles | None = None
        self.set_scenario(scenario)

    def enable_tiles(self) -> None:
        from editor.map.terrain_tiles import TerrainTiles

        if self.tiles is None:
            self.tiles = TerrainTiles(self)

    def _use_catalog(self, catalog: Catalog) -> None:
        self.catalog = catalog
        self._standard_colors = {ch: QColor(t.color) for ch, t in catalog.terrain.items()}
        self.terrain_colors = terrain_colours(self._standard_colors, self.colour_blind)
        self._terrain_rank = {ch: k for k, ch in enumerate(catalog.terrain)}

    def set_scenario(self, scenario: Scenario) -> None:
        catalog = self._given_catalog or catalog_of(scenario)
        if catalog is not self.catalog:  # the mission's rule packs changed
            self._use_catalog(catalog)
            self._cache = None
            if self.tiles is not None:
                self.tiles.clear()
        self._piece_symbols: tuple[str | None, dict[str, str]] | None = None
        self._dug_in: dict[Cell, str] | None = None
        self.grid = grid_of(scenario)
        self.layout = Layout.for_grid(self.grid, self.cell_size)
        # Both grids place a cell's centre at x(column, row parity), y(row): kept as tables,
        # so the painter finds a centre with two look-ups instead of the grid's arithmetic.
        w, h = self.grid.width, self.grid.height
        self._xs = [[self.grid.cell_to_pixel((c, p), self.layout)[0] for c in range(w)]
                    for p in (0, 1)]
        self._ys = [self.grid.cell_to_pixel((0, r), self.layout)[1] for r in range(h)]
        self._unit_polygon = self._polygon_at((0, 0))
        old: Scenario | None = getattr(self, "scenario", None)
        self.scenario = scenario
        if (old is not None and old is not scenario and old.map.grid == scenario.map.grid
                and (old.map.width, old.map.height) == (self.grid.width, self.grid.height)):
            # A new position on the same board (play-test, replay): only the cells whose
            # terrain differs are drawn again in the cached images.
            changed = [(c, r) for r, (a, b) in enumerate(zip(old.map.rows, scenario.map.rows,
                                                              strict=False)) if a != b
                       for c in range(self.grid.width) if a[c:c + 1] != b[c:c + 1]]
            self.update_terrain_image(changed)
        else:
            self._cache: TerrainImage | None = None
            if self.tiles is not None:
                self.tiles.clear()
        self._glyphs = GlyphCache()
        self._overlays = OverlayPainting(self)
        self._stamps = TerrainStamps(self)
        edges_on = getattr(self, "_edges", None) is None or self._edges.enabled
        self._edges = TerrainEdges(self)
        self._edges.enabled = edges_on

    # -- geometry -----------------------------------------------------------------------
    def extent(self) -> QRectF:
        w, h = self.grid.pixel_extent(self.layout)
        return QRectF(0, 0, w, h)

    def center(self, cell: Cell) -> QPointF:
        return QPointF(*self.xy(cell))

    def xy(self, cell: Cell) -> tuple[float, float]:
        """The cell's centre in scene pixels (cells off the map too)."""
        col, row = cell
        if 0 <= col < self.grid.width and 0 <= row < self.grid.height:
            return self._xs[row & 1][col], self._ys[row]
        return self.grid.cell_to_pixel(cell, self.layout)

    def cell_at(self, point: QPointF) -> Cell | None:
        cell = self.grid.pixel_to_cell(point.x(), point.y(), self.layout)
        return cell if self.grid.in_bounds(cell) else None

    def polygon(self, cell: Cell) -> QPolygonF:
        x, y = self.xy(cell)
        return self._unit_polygon.translated(x, y)

    def _polygon_at(self, cell: Cell) -> QPolygonF:
        cx, cy = self.grid.cell_to_pixel(cell, self.layout)
        return QPolygonF([QPointF(x - cx, y - cy) for x, y in self.grid.cell_polygon(cell, self.layout)])

    def features_near(self, rect: QRectF, scale: float,
                      visible: CellWindow | set[Cell]) -> list[Feature]:
        """The features to draw into `rect`: those on its cells, and zoomed out, where key
        features (feature_symbols) are drawn larger than a cell, those close enough to reach
        into it."""
        margin = key_feature_margin(scale)
        if margin <= self.cell_size:
            return [f for f in self.scenario.features if f.at in visible]
        near = rect.adjusted(-margin, -margin, margin, margin)
        return [f for f in self.scenario.features
                if f.at in visible or near.contains(self.center(f.at))]

    def cells_in(self, rect: QRectF) -> list[Cell]:
        return self.grid.cells_in_rect(rect.left(), rect.top(), rect.right(), rect.bottom(),
                                       self.layout)

    # -- painting ------------------------------------------------------------------------
    def paint(self, painter: QPainter, rect: QRectF, options: PaintOptions,
              scale: float = 1.0, tint: Callable[[QPainter, QRectF], None] | None = None) -> None:
        """Paint everything intersecting `rect` (scene coordinates); `scale` = screen zoom.
        `tint` (the season and hour) is laid over the map and its units, under the names,
        zones and marks, so they read at night as by day."""
        on_screen = self.cell_size * scale
        grid = options.show_grid and on_screen >= 6.0
        detail = on_screen >= DETAIL_MIN_PIXELS
        visible = CellWindow(self, rect)
        listed: list[Cell] | None = None

        def cells() -> list[Cell]:  # listed only when something walks every cell in view
            nonlocal listed
            if listed is None:
                listed = self.cells_in(rect)
            return listed

        if self.tiles is not None and self.tiles.paint(painter, rect, scale, grid, detail):
            pass
        elif on_screen < 4.0 and visible.count() > 4000:
            self.paint_far_terrain(painter, rect)
        else:
            self.paint_terrain(painter, cells(), detail=detail, grid=grid, scale=scale)
        if options.zones:
            self._overlays.paint_overlay(painter, visible, options.zones, False)
        if options.heat:
            self._overlays.paint_overlay(painter, visible, options.heat, detail)
        if options.overlay:
            self._overlays.paint_overlay(painter, visible, options.overlay, detail)
        seen, side = options.fog, options.fog_side
        if options.show_features:
            for feature in self.features_near(rect, scale, visible):
                if not (
                        side is not None and feature.kind == "mine" and feature.owner != side):
                    self.paint_feature(painter, feature, detail)  # A7: enemy mines stay hidden
        if options.show_units:
            shown = [u for u in self.scenario.units
                     if u.at in visible and (seen is None or u.side == side or u.at in seen)]
            if on_screen < FAR_UNIT_PIXELS and not self.piece_symbols():
                self.paint_far_units(painter, shown)
            else:
                self._dug_in = self.dug_in_cells()  # looked up once a repaint, not a unit
                for unit in shown:
                    self.paint_unit(painter, unit, detail)
                self._dug_in = None
        if options.fog is not None:
            self._overlays.paint_fog(painter, cells(), options.fog)
        if tint is not None:
            tint(painter, rect & self.extent())
        self._overlays.paint_mission(painter, visible, options, detail)
        self._overlays.paint_marks(painter, options, visible)

    def paint_mission(self, painter: QPainter, visible: CellWindow | set[Cell],
                      options: PaintOptions, detail: bool) -> None:
        """Deployment zones, reinforcement ghosts, areas with their names, place names."""
        self._overlays.paint_mission(painter, visible, options, detail)

    def paint_text(self, painter: QPainter, at: QPointF, text: str, color: QColor,
                   size: float = 0.55) -> None:
        """A name centred on `at`, light on a dark halo so it reads on any terrain."""
        self._overlays.paint_text(painter, at, text, color, size)

    def paint_terrain(self, painter: QPainter, cells: list[Cell], detail: bool = True,
                      grid: bool = False, scale: float = 1.0) -> None:
        """Fill the cells by terrain; the outline doubles as the grid line when asked."""
        rows = self.scenario.map.rows
        groups: dict[str, list[Cell]] = {}
        for cell in cells:
            row = rows[cell[1]] if cell[1] < len(rows) else ""
            ch = row[cell[0]] if cell[0] < len(row) else "?"
            groups.setdefault(ch, []).append(cell)
        # A fixed order (the catalog's), so that where two cells share an edge the same
        # outline wins whichever part of the map is drawn: a region repainted alone (a
        # strip of `clumsy render`, a changed cell in a cached tile) matches the whole.
        order = self._terrain_rank
        ordered = sorted(groups.items(), key=lambda item: (order.get(item[0], len(order)), item[0]))
        self.cells_drawn += len(cells)
        if self._stamps.paint(painter, ordered, grid, detail, scale):
            if detail:
                self._edges.paint(painter, cells, scale)
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        xs, ys, shape, draw = self._xs, self._ys, self._unit_polygon, painter.drawPolygon
        for ch, group in ordered:
            color = self.terrain_colors.get(ch, self.unknown_terrain)
            painter.setPen(QPen(_blend(color, GRID_PEN_COLOR), 0) if grid else QPen(color, 1.0))
            painter.setBrush(color)
            for c, r in group:
                draw(shape.translated(xs[r & 1][c], ys[r]))
        if detail:
            self._edges.paint(painter, cells, scale)
            half = self.cell_size
            for ch, group in ordered:
                pixmap = self._decoration(ch, scale)
                if pixmap is None:
                    continue
                source = QRectF(pixmap.rect())
                stamp = painter.drawPixmap
                for c, r in group:
                    stamp(QRectF(xs[r & 1][c] - half, ys[r] - half, 2 * half, 2 * half),
                          pixmap, source)
        painter.restore()

    def _decoration(self, ch: str, scale: float) -> QPixmap | None:
        """Terrain symbols drawn once per zoom level, then stamped on every cell."""
        return self._glyphs.pixmap(ch, self.cell_size, scale)

    def paint_far_terrain(self, painter: QPainter, rect: QRectF) -> None:
        """The terrain under `rect` from the small whole-map image, for far zoom."""
        image = self.terrain_image()
        extent = self.extent()
        sx = image.width() / extent.width()
        sy = image.height() / extent.height()
        source = QRectF(rect.left() * sx, rect.top() * sy, rect.width() * sx, rect.height() * sy)
        painter.drawImage(rect, image, source)

    def terrain_image_made(self) -> bool:
        """Whether the small terrain image exists (making it imports numpy)."""
        return self._cache is not None

    def terrain_image(self) -> QImage:
        """A small image of the whole terrain (a few pixels a cell): the minimap, far zoom."""
        if self._cache is None:
            from editor.map.terrain_image import TerrainImage  # numpy: only where it is drawn

            self._cache = TerrainImage(self)
        return self._cache.image

    def update_terrain_image(self, cells: list[Cell] | set[Cell] | CellRegion) -> None:
        """The terrain of `cells` changed: bring the cached images up to date."""
        if self._cache is not None:
            self._cache.update_cells(cells)
        if self.tiles is not None:
            self.tiles.update_cells(cells)

    def invalidate_cache(self) -> None:
        self._cache = None
        if self.tiles is not None:
            self.tiles.clear()

    # -- things ---------------------------------------------------------------------------
    def set_look(self, transitions: bool, colour_blind: bool) -> None:
        """Terrain transitions on or off and the palette (standard or colour-blind safe):
        the cached terrain is drawn again."""
        self._edges.enabled = transitions
        if colour_blind != self.colour_blind:
            self.colour_blind = colour_blind
            self.terrain_colors = terrain_colours(self._standard_colors, colour_blind)
        self._edges.clear()
        self._stamps.clear()
        self.invalidate_cache()

    @property
    def transitions(self) -> bool:
        return self._edges.enabled

    def side_color(self, side_id: str | None) -> QColor:
        side = self.scenario.side(side_id) if side_id else None
        if self.colour_blind and side is not None:
            return side_colour(self.scenario.sides.index(side))
        return QColor(side.color) if side is not None and side.color else NEUTRAL_COLOR

    def box(self, cell: Cell, frac: float) -> QRectF:
        c = self.center(cell)
        r = self.cell_size * frac
        return QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)

    def paint_unit(self, painter: QPainter, unit: Unit, detail: bool = True) -> None:
        assert unit.at is not None
        symbol = self.piece_symbols().get(unit.type)
        if symbol is not None:  # a ranked piece (its scout is no General Clumsy scout)
            self.paint_piece(painter, unit, symbol, detail)
            return
        utype = self.catalog.units.get(unit.type)
        max_hp = utype.hp if utype else 1
        dug_in = self._dug_in if self._dug_in is not None else self.dug_in_cells()
        state = UnitState(hp_fraction=(unit.hp if unit.hp is not None else max_hp) / max_hp,
                          cargo=len(unit.cargo), flying=bool(unit.flying),
                          dug_in=None if unit.flying else dug_in.get(unit.at))
        paint_unit_symbol(painter, self.center(unit.at), self.cell_size,
                          self.side_color(unit.side), unit_look(utype), state, detail)

    def paint_far_units(self, painter: QPainter, units: list[Unit]) -> None:
        """Units seen from far (a cell a few pixels across): only the frame's place and the
        side's colour can be told apart there (unit_symbols draws no outline, icon or mark
        below 4 pixels), so each side's frames go to the painter in one call."""
        by_side: dict[str, list[QRectF]] = {}
        for unit in units:
            assert unit.at is not None
            by_side.setdefault(unit.side, []).append(frame_rect(self.center(unit.at),
                                                                self.cell_size))
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        for side, rects in by_side.items():
            painter.setBrush(self.side_color(side))
            painter.drawRects(rects)
        painter.restore()

    def dug_in_cells(self) -> dict[Cell, str]:
        """The cells of trenches and bunkers (A7: cover for the unit in them), by work type;
        a unit on one is drawn dug in, since its symbol hides the work."""
        return {f.at: f.type for f in self.scenario.features
                if f.kind == "work" and f.type in ("trench", "bunker")}

    def piece_symbols(self) -> dict[str, str]:
        """Piece type -> symbol, for a ruleset whose sides set up pieces (Stratego); asked
        for every unit drawn, so worked out once per ruleset the scenario names."""
        name = self.scenario.ruleset
        cached = self._piece_symbols
        if cached is None or cached[0] != name:
            try:
                setup = ruleset_of(self.scenario).setup
            except UnknownRuleset:
                setup = None
            cached = self._piece_symbols = (name, setup.symbols() if setup is not None else {})
        return cached[1]

    def paint_piece(self, painter: QPainter, unit: Unit, symbol: str,
                    detail: bool = True) -> None:
        """A set-up piece (Stratego): a tile of its side's colour with its rank or symbol
        ("?" for a piece whose rank the viewer does not know)."""
        assert unit.at is not None
        color = self.side_color(unit.side)
        box = self.box(unit.at, 0.7)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(QColor("white"), max(1.0, self.cell_size * 0.07)))
        painter.setBrush(color)
        painter.drawRoundedRect(box, box.width() * 0.12, box.height() * 0.12)
        if detail:
            font = QFont(painter.font())
            font.setPixelSize(max(6, int(self.cell_size * 0.6)))
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(_text_color(color))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, symbol)
        painter.restore()

    def paint_feature(self, painter: QPainter, feature: Feature, detail: bool = True) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        c = self.center(feature.at)
        s = self.cell_size
        kind = feature.kind
        if kind == "bridge":
            paint_bridge(painter, c, s)
        elif kind == "mine":
            paint_mine(painter, c, s, self.side_color(feature.owner))
        elif kind == "victory_point":
            fill = QColor("#ffd24a") if not feature.owner else self.side_color(feature.owner)
            paint_victory_point(painter, c, s, fill, self.vp_number(feature) if detail else "")
        elif kind == "building":
            record = self.catalog.buildings.get(feature.type or "")
            paint_building(painter, c, s, self.side_color(feature.owner),
                           record.icon if record else None,
                           (feature.state or "finished") == "finished",
                           record.symbol if record else "?")
        elif kind == "work":
            paint_work(painter, c, s, self.side_color(feature.owner), feature.type,
                       (feature.state or "finished") == "finished")
        elif kind == "wreck":
            paint_wreck(painter, c, s)
        painter.restore()

    def vp_number(self, feature: Feature) -> str:
        """Victory points are numbered 1..N in file order, as the designer placed them."""
        vps = [f for f in self.scenario.features if f.kind == "victory_point"]
        return str(next((i + 1 for i, f in enumerate(vps) if f is feature), "?"))

    def label(self, painter: QPainter, box: QRectF, text: str, color: QColor, frac: float) -> None:
        font = QFont(painter.font())
        font.setPixelSize(max(6, int(self.cell_size * frac)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(color)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


_blend = blend  # the name the painter and the benchmarks know
_TERRAIN_DECOR = TERRAIN_GLYPHS  # the name the benchmarks know


def _text_color(background: QColor) -> QColor:
    return QColor("black") if background.lightness() > 150 else QColor("white")
