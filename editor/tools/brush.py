"""The terrain brush."""

from __future__ import annotations

from editor.map.tool import QT_TRANSLATE_NOOP
from editor.tools.stroke import StrokeTool


class BrushTool(StrokeTool):
    name = QT_TRANSLATE_NOOP("Tools", "Brush")
    icon_name = "brush"
    shortcut = "2"
    status_text = QT_TRANSLATE_NOOP(
        "Tools", "Brush: drag to paint the chosen terrain; [ and ] change the size")

