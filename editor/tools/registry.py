"""The tools the toolbar offers, in its order; a new tool is one module in this folder
plus its line here."""

from __future__ import annotations

from editor.map.tool import Tool
from editor.tools.brush import BrushTool
from editor.tools.eraser import EraserTool
from editor.tools.fill import FillTool
from editor.tools.line import LineTool
from editor.tools.picker import PickerTool
from editor.tools.place_feature import PlaceFeatureTool
from editor.tools.place_label import PlaceLabelTool
from editor.tools.place_unit import PlaceUnitTool
from editor.tools.select import SelectTool
from editor.tools.wand import SameTerrainTool, WandTool

TOOL_CLASSES: tuple[type[Tool], ...] = (SelectTool, WandTool, SameTerrainTool, BrushTool,
                                        FillTool, LineTool, EraserTool, PickerTool,
                                        PlaceUnitTool, PlaceFeatureTool, PlaceLabelTool)

