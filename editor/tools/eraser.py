"""The eraser: paints the default terrain."""

from __future__ import annotations

from editor.map.tool import QT_TRANSLATE_NOOP
from editor.tools.stroke import StrokeTool


class EraserTool(StrokeTool):
    name = QT_TRANSLATE_NOOP("Tools", "Eraser")
    icon_name = "eraser"
    shortcut = "5"
    status_text = QT_TRANSLATE_NOOP("Tools", "Eraser: drag to paint the base terrain back")
    history_text = QT_TRANSLATE_NOOP("Tools", "Erase {cells} to {terrain}")

    def char(self) -> str:
        return self.options.base_terrain

