"""Render a scenario to an image with the same painter as the map view."""

from __future__ import annotations

import math
import os

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter

from editor.map_painter import MapPainter, PaintOptions
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


def render_image(scenario: Scenario, cell_size: float = 24.0, show_grid: bool = True,
                 problems: list[Problem] | None = None, fog: set[Cell] | None = None,
                 fog_side: str | None = None) -> QImage:
    """The whole map; with `fog`, the cells outside it darkened and enemy units hidden."""
    ensure_gui_application()
    painter_model = MapPainter(scenario, cell_size)
    extent = painter_model.extent()
    width, height = math.ceil(extent.width()), math.ceil(extent.height())
    if width * height > MAX_PIXELS:
        scale = math.sqrt(MAX_PIXELS / (width * height))
        return render_image(scenario, cell_size * scale, show_grid, problems, fog, fog_side)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#202020"))
    options = PaintOptions(show_grid=show_grid, fog=fog, fog_side=fog_side,
                           problem_cells={p.cell for p in problems or [] if p.cell is not None})
    qp = QPainter(image)
    painter_model.paint(qp, QRectF(0, 0, width, height), options)
    qp.end()
    return image


def render_png(scenario: Scenario, path: str, cell_size: float = 24.0, show_grid: bool = True,
               problems: list[Problem] | None = None, fog: set[Cell] | None = None,
               fog_side: str | None = None) -> None:
    image = render_image(scenario, cell_size, show_grid, problems, fog, fog_side)
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    kind = image_format(path) or "PNG"
    if kind != "PNG":  # no alpha channel in JPEG or BMP
        image = image.convertToFormat(QImage.Format.Format_RGB32)
    # PySide6 stubs type the format as bytes, but QImage.save accepts only str at run time.
    if not image.save(buffer, kind):  # type: ignore[call-overload]
        raise OSError(f"the {kind} encoder failed")
    buffer.close()
    write_bytes_atomic(path, bytes(data.data()))
