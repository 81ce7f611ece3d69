"""The map view's terrain, cached as tiles of screen pixels at the current zoom.

A repaint blits the cached tiles under the exposed rectangle instead of drawing every cell
again; a tile is drawn the first time it is seen at a zoom and kept (least recently used
first out, within a pixel budget). A terrain edit repaints only the changed cells' rectangle
inside the tiles it touches; a new zoom or grid setting starts a new set of tiles. Units,
features and overlays are drawn over the tiles on every repaint, as before.

A wheel turning through zoom levels draws each step from the last zoom's tiles, scaled
(over the small whole-map image where they do not reach, once it exists; far from them,
where cells are small, from that image alone), so that no step draws thousands of cells; `settling` then asks the view for one repaint once the
wheel rests, which draws the new zoom's own tiles.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QTransform

from editor.map.terrain_model import TerrainPainter
from engine.cell_region import bounds_corners, cells_bounds

if TYPE_CHECKING:
    from collections.abc import Iterable

    from engine.cell_region import CellRegion
    from engine.scenario.model import Cell

TILE = 256  # pixels a side
BUDGET = 24_000_000  # pixels kept at most (about 96 MB)
FAR = 4.0  # below this cell radius on screen a tile is the terrain image scaled
STALE_RANGE = 4.0  # a zoom step is drawn from tiles made at most this much nearer or farther
STEP_IMAGE = 12.0  # below this cell radius on screen a zoom step may be the terrain image


class TerrainTiles:
    def __init__(self, model: TerrainPainter) -> None:
        self.model = model
        self._tiles: OrderedDict[tuple[int, int], QImage] = OrderedDict()
        self._key: tuple[float, bool, bool] | None = None
        self.tiles_drawn = 0  # tiles drawn whole (tests count work)
        self.updates = 0  # edits brought into the tiles (one a region edit)
        # the last complete zoom's tiles and its scale, for the zoom steps after it
        self._stale: tuple[float, OrderedDict[tuple[int, int], QImage]] | None = None
        self.stale_frames = 0  # zoom steps drawn from the last zoom's tiles (tests count)
        self.settling = False  # a zoom step was drawn from stale tiles: repaint when it rests

    def clear(self) -> None:
        self._tiles.clear()
        self._stale = None

    def paint(self, painter: QPainter, rect: QRectF, scale: float, grid: bool,
              detail: bool) -> bool:
        """Blit the tiles under `rect` (scene coordinates); False when the painter's
        transform is not a plain zoom and shift (the caller then draws the cells)."""
        t = painter.worldTransform()
        if (t.type().value > QTransform.TransformationType.TxScale.value
                or abs(t.m22() - t.m11()) > 1e-9 or _device_ratio(painter) != 1.0):
            return False  # a rotated view or a high-DPI screen: cells drawn directly
        key = (scale, grid, detail)
        if key != self._key:
            # A new zoom: this repaint is drawn from the last zoom's tiles, scaled, or else
            # draws the cells directly (a wheel turning through zoom levels pays for no
            # tiles); the next one at the same zoom makes tiles.
            if self._tiles and self._key is not None:
                self._stale = (self._key[0], self._tiles)
            self._tiles = OrderedDict()
            self._key = key
            return self._paint_stale(painter, rect, scale, t)
        extent = self.model.extent()
        right, bottom = extent.width() * scale, extent.height() * scale
        left, top = rect.left() * scale, rect.top() * scale
        i0, j0 = max(0, math.floor(left / TILE)), max(0, math.floor(top / TILE))
        i1 = min(math.ceil(right / TILE) - 1, math.floor(rect.right() * scale / TILE))
        j1 = min(math.ceil(bottom / TILE) - 1, math.floor(rect.bottom() * scale / TILE))
        painter.save()
        painter.setWorldTransform(QTransform.fromTranslate(round(t.dx()), round(t.dy())))
        for j in range(j0, j1 + 1):
            for i in range(i0, i1 + 1):
                painter.drawImage(QPointF(i * TILE, j * TILE), self._tile(i, j))
        painter.restore()
        return True

    def _paint_stale(self, painter: QPainter, rect: QRectF, scale: float,
                     t: QTransform) -> bool:
        """A zoom step from the last zoom's tiles, scaled; where they do not reach, the
        small terrain image when it is made (False: neither covers `rect`, the caller
        draws the cells)."""
        extent = self.model.extent()
        area = rect & extent
        image = self.model.terrain_image_made()
        usable = self._stale is not None and 1 / STALE_RANGE <= scale / self._stale[0] <= STALE_RANGE
        if not usable:  # far from the last tiles: thousands of cells, or few enough to draw
            if not (image and self.model.cell_size * scale < STEP_IMAGE):
                return False
            self.model.paint_far_terrain(painter, area)
            self.stale_frames += 1
            self.settling = True
            return True
        assert self._stale is not None
        old, tiles = self._stale
        ratio = scale / old
        if area.isEmpty():
            return True
        i0, j0 = math.floor(area.left() * old / TILE), math.floor(area.top() * old / TILE)
        i1, j1 = math.floor(area.right() * old / TILE), math.floor(area.bottom() * old / TILE)
        wanted = [(i, j) for j in range(j0, j1 + 1) for i in range(i0, i1 + 1)]
        missing = any(k not in tiles for k in wanted)
        if missing and not image:
            return False
        if missing:
            self.model.paint_far_terrain(painter, area)
        painter.save()
        to_device = QTransform.fromTranslate(t.dx(), t.dy())
        to_device.scale(ratio, ratio)
        painter.setWorldTransform(to_device)
        for i, j in wanted:
            tile = tiles.get((i, j))
            if tile is not None:
                painter.drawImage(QPointF(i * TILE, j * TILE), tile)
        painter.restore()
        self.stale_frames += 1
        self.settling = True
        return True

    def _tile(self, i: int, j: int) -> QImage:
        tile = self._tiles.get((i, j))
        if tile is not None:
            self._tiles.move_to_end((i, j))
            return tile
        tile = QImage(TILE, TILE, QImage.Format.Format_ARGB32_Premultiplied)
        tile.fill(Qt.GlobalColor.transparent)
        self._draw(tile, i, j, QRect(0, 0, TILE, TILE))
        self.tiles_drawn += 1
        self._tiles[(i, j)] = tile
        while len(self._tiles) * TILE * TILE > BUDGET:
            self._tiles.popitem(last=False)
        return tile

    def _draw(self, tile: QImage, i: int, j: int, clip: QRect) -> None:
        """Draw the terrain inside `clip` (tile pixels) of tile (i, j)."""
        assert self._key is not None
        scale, grid, detail = self._key
        p = QPainter(tile)
        p.setClipRect(clip)
        p.translate(-i * TILE, -j * TILE)
        p.scale(scale, scale)
        scene = QRectF(clip.translated(i * TILE, j * TILE))
        scene = QRectF(scene.left() / scale, scene.top() / scale, scene.width() / scale,
                       scene.height() / scale)
        model = self.model
        if model.cell_size * scale < FAR:
            model.paint_far_terrain(p, scene)
        else:
            model.paint_terrain(p, model.cells_in(scene), detail=detail, grid=grid, scale=scale)
        p.end()

    def update_cells(self, cells: Iterable[Cell] | CellRegion) -> None:
        """Repaint the changed cells (and what overlaps them) in the tiles kept: the box
        around them, once an edit, from the bounds of the cells (no loop over a region)."""
        self._stale = None  # an edit: the last zoom's tiles show the terrain as it was
        if not self._tiles or self._key is None:
            return
        scale = self._key[0]
        bounds = cells_bounds(cells)
        if bounds is None:
            return
        self.updates += 1
        points = [self.model.xy(cell) for cell in bounds_corners(bounds)]
        # a changed cell also changes its neighbours' edges (terrain_edges), up to the
        # neighbours' centres
        s = self.model.cell_size * (2.0 if self.model.transitions else 1.0)
        x0, x1 = min(x for x, _ in points) - s, max(x for x, _ in points) + s
        y0, y1 = min(y for _, y in points) - s, max(y for _, y in points) + s
        area = QRectF(x0, y0, x1 - x0, y1 - y0)
        zoomed = QRectF(area.left() * scale, area.top() * scale, area.width() * scale,
                        area.height() * scale).toAlignedRect().adjusted(-2, -2, 2, 2)
        for (i, j), tile in self._tiles.items():
            part = zoomed.intersected(QRect(i * TILE, j * TILE, TILE, TILE))
            if not part.isEmpty():
                part.translate(-i * TILE, -j * TILE)
                p = QPainter(tile)
                p.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
                p.fillRect(part, Qt.GlobalColor.transparent)
                p.end()
                self._draw(tile, i, j, part)


def _device_ratio(painter: QPainter) -> float:
    device = painter.device()
    return device.devicePixelRatioF() if device is not None else 1.0
