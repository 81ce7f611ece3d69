"""The tracing picture of View > Reference image...: a picture laid on the map with an
opacity, a position and a scale, to paint terrain over. It is the user's, not the
mission's: remembered per mission in the user's settings (QSettings), never in the scenario
file. The terrain is drawn opaque, so the picture lies over it at its opacity (half by
default) and takes no clicks: the tools paint through it."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QGraphicsPixmapItem, QGraphicsScene

SETTINGS_GROUP = "reference_images"
REFERENCE_Z = 1.0  # over the map item (z 0)


@dataclass
class ReferenceImage:
    path: str
    opacity: float = 0.5
    x: float = 0.0
    y: float = 0.0
    scale: float = 1.0


def mission_key(path: Path | None, name: str) -> str:
    """The settings key of a mission: its file, or its name while it is unsaved."""
    identity = str(path.resolve()) if path is not None else f"unsaved:{name}"
    return hashlib.sha1(identity.encode("utf-8")).hexdigest()[:16]


def load_reference(settings: QSettings, key: str) -> ReferenceImage | None:
    settings.beginGroup(f"{SETTINGS_GROUP}/{key}")
    try:
        path = str(settings.value("path", "") or "")
        if not path:
            return None
        return ReferenceImage(path, float(settings.value("opacity", 0.5)),
                              float(settings.value("x", 0.0)), float(settings.value("y", 0.0)),
                              float(settings.value("scale", 1.0)))
    finally:
        settings.endGroup()


def save_reference(settings: QSettings, key: str, ref: ReferenceImage | None) -> None:
    settings.remove(f"{SETTINGS_GROUP}/{key}")
    if ref is None:
        return
    settings.beginGroup(f"{SETTINGS_GROUP}/{key}")
    for name, value in vars(ref).items():
        settings.setValue(name, value)
    settings.endGroup()


class ReferenceLayer:
    """The picture's item in a map view's scene (none while no picture is chosen)."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.item: QGraphicsPixmapItem | None = None
        self.current: ReferenceImage | None = None

    def show(self, ref: ReferenceImage | None) -> bool:
        """Show `ref` (None: remove the picture); False when its file cannot be read."""
        self.clear()
        if ref is None:
            return True
        pixmap = QPixmap(ref.path)
        if pixmap.isNull():
            return False
        item = QGraphicsPixmapItem(pixmap)
        item.setZValue(REFERENCE_Z)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        item.setOpacity(ref.opacity)
        item.setPos(ref.x, ref.y)
        item.setScale(ref.scale)
        self.scene.addItem(item)
        self.item, self.current = item, ref
        return True

    def clear(self) -> None:
        if self.item is not None:
            self.scene.removeItem(self.item)
        self.item, self.current = None, None
