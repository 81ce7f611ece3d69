"""A QImage's 32-bit pixels as a numpy array, read at once (a test that compares many
pixels one by one through `pixel(x, y)` spends its time in the calls)."""

from __future__ import annotations

import numpy as np
from PySide6.QtGui import QImage


def pixels32(image: QImage, kind: QImage.Format) -> np.ndarray:
    """The pixels of an image of the 32-bit format `kind` (RGB32 or ARGB32), by row, each
    as a uint32 0xAARRGGBB (for RGB32 the alpha byte as stored: `pixel(x, y)` reads it
    as 0xff)."""
    assert image.format() == kind
    rows = np.frombuffer(image.constBits(), np.uint32).reshape(image.height(),
                                                                image.bytesPerLine() // 4)
    return rows[:, :image.width()]
