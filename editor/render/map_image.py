"""Render a scenario to an image with the same painter as the map view."""

from __future__ import annotations

import math
import os
from collections.abc import Iterator
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter

from editor.map.painter import MapPainter, PaintOptions
from editor.render.png_writer import write_png_strips
from engine.scenario.io import write_bytes_atomic
from engine.scenario.model import Cell, Scenario
from engine.scenario.problems import Problem

MAX_PIXELS = 120_000_000
# The image formats `render_png` writes, by the output file's extension.
FORMATS = {".png": "PNG", ".jpg": "JPEG", ".jpeg": "JPEG", ".bmp": "BMP"}


def image_format(path: str) -> str | None:
    """The format the file's extension names, or None when it names none we write."""
    return FORMATS.get(os.path.splitext(path)[1].lower())


def ensure_gui_application() -> None:
    if QGuiApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        ensure_gui_application.app = QGuiApplication([])  # type: ignore[attr-defined]


STRIP_ROWS = 256  # rows drawn at a time when writing a PNG (editor/render/png_writer.py)
BACKGROUND = QColor("#202020")


@dataclass(frozen=True)
class Look:
    """The map's look (View menu; `clumsy render --no-transitions --colour-blind`)."""

    transitions: bool = True
    colour_blind: bool = False


def _fitted(scenario: Scenario, cell_size: float,
            look: Look = Look()) -> tuple[MapPainter, int, int]:
    """The painter at `cell_size`, shrunk until the image stays under MAX_PIXELS."""
    painter_model = MapPainter(scenario, cell_size)
    extent = painter_model.extent()
    width, height = math.ceil(extent.width()), math.ceil(extent.height())
    if width * height > MAX_PIXELS:
        return _fitted(scenario, cell_size * math.sqrt(MAX_PIXELS / (width * height)), look)
    painter_model.set_look(look.transitions, look.colour_blind)
    return painter_model, width, height


def _options(show_grid: bool, problems: list[Problem] | None, fog: set[Cell] | None,
             fog_side: str | None) -> PaintOptions:
    return PaintOptions(show_grid=show_grid, fog=fog, fog_side=fog_side,
                        problem_cells={p.cell for p in problems or [] if p.cell is not None})


def render_image(scenario: Scenario, cell_size: float = 24.0, show_grid: bool = True,
                 problems: list[Problem] | None = None, fog: set[Cell] | None = None,
                 fog_side: str | None = None, look: Look = Look()) -> QImage:
    """The whole map; with `fog`, the cells outside it darkened and enemy units hidden."""
    ensure_gui_application()
    painter_model, width, height = _fitted(scenario, cell_size, look)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(BACKGROUND)
    qp = QPainter(image)
    painter_model.paint(qp, QRectF(0, 0, width, height),
                        _options(show_grid, problems, fog, fog_side))
    qp.end()
    return image


def render_strips(scenario: Scenario, cell_size: float = 24.0, show_grid: bool = True,
                  problems: list[Problem] | None = None, fog: set[Cell] | None = None,
                  fog_side: str | None = None,
                  rows: int = STRIP_ROWS,
                  look: Look = Look()) -> tuple[int, int, Iterator[QImage]]:
    """The image `render_image` draws, as opaque strips of `rows` rows, top to bottom: each
    strip paints only the cells that reach into it, so a big map never sits whole in
    memory and a strip can be compressed while the next is drawn."""
    ensure_gui_application()
    painter_model, width, height = _fitted(scenario, cell_size, look)
    options = _options(show_grid, problems, fog, fog_side)

    def strips() -> Iterator[QImage]:
        for top in range(0, height, rows):
            h = min(rows, height - top)
            image = QImage(width, h, QImage.Format.Format_RGB32)
            image.fill(BACKGROUND)
            qp = QPainter(image)
            qp.translate(0, -top)
            painter_model.paint(qp, QRectF(0, top, width, h), options)
            qp.end()
            yield image

    return width, height, strips()


def render_png(scenario: Scenario, path: str, cell_size: float = 24.0, show_grid: bool = True,
               problems: list[Problem] | None = None, fog: set[Cell] | None = None,
               fog_side: str | None = None, look: Look = Look()) -> None:
    kind = image_format(path) or "PNG"
    if kind == "PNG":  # drawn in strips, compressed in threads as they come
        width, height, strips = render_strips(scenario, cell_size, show_grid, problems, fog,
                                              fog_side, look=look)
        write_bytes_atomic(path, write_png_strips(width, height, strips))
        return
    image = render_image(scenario, cell_size, show_grid, problems, fog, fog_side, look)
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image = image.convertToFormat(QImage.Format.Format_RGB32)  # no alpha in JPEG or BMP
    # PySide6 stubs type the format as bytes, but QImage.save accepts only str at run time.
    if not image.save(buffer, kind):  # type: ignore[call-overload]
        raise OSError(QCoreApplication.translate("Render", "the {kind} encoder failed").format(
            kind=kind))
    buffer.close()
    write_bytes_atomic(path, bytes(data.data()))
