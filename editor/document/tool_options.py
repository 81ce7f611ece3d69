"""What the designer has chosen to paint or place: shared by the palette and the tools."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from engine.scenario.defaults import scenario_defaults

MIRROR_NONE = "none"
MIRROR_MODES = (MIRROR_NONE, "left_right", "top_bottom", "rotate_180")
MAX_BRUSH_RADIUS = 12  # cells around the centre: 0 paints one cell
FEATURE_KINDS = ("bridge", "mine", "victory_point", "building", "work", "wreck")


class ToolOptions(QObject):
    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.terrain = "="
        self.brush_radius = 0  # 0 = one cell, 1 = the cell and its neighbours, ...
        self.side = ""  # side id for units, mines, buildings, works
        self.unit_type = "infantry"
        self.feature_kind = "victory_point"
        self.feature_type = "depot"  # building or work type
        self.feature_finished = True
        self.mirror = MIRROR_NONE
        self.base_terrain = scenario_defaults().base_terrain

    def set(self, **values: object) -> None:
        for key, value in values.items():
            if not hasattr(self, key):
                raise AttributeError(key)
            setattr(self, key, value)
        self.changed.emit()
