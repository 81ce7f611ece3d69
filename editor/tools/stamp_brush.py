"""Stamps on the map: a stamp is placed like a paste (X/Y flip, Z/Shift+Z turn), and the
random-choice brush places one of several stamps, chosen at random, at every click."""

from __future__ import annotations

import copy
import random

from PySide6.QtCore import QObject
from PySide6.QtGui import QMouseEvent

from editor.document.scenario_document import ScenarioDocument
from editor.document.stamp_library import Stamp
from editor.document.tool_options import ToolOptions
from editor.map.tool import QT_TRANSLATE_NOOP
from editor.tools.clipboard import MapClip, transformed, turn_description
from editor.tools.paste import PasteTool
from engine.scenario.model import Cell


def clip_of(stamp: Stamp) -> MapClip:
    """The stamp as a clipboard, to paste."""
    return MapClip(stamp.width, stamp.height, dict(stamp.terrain),
                   copy.deepcopy(stamp.units), copy.deepcopy(stamp.features))


def stamp_of(name: str, grid: str, clip: MapClip) -> Stamp:
    """A clipboard (a copied selection) as a stamp named `name`."""
    return Stamp(name, grid, clip.width, clip.height, dict(clip.terrain),
                 copy.deepcopy(clip.units), copy.deepcopy(clip.features))


class StampBrushTool(PasteTool):
    """Every click places one of the chosen stamps (the preview shows which comes next);
    the turns apply to all of them."""

    name = QT_TRANSLATE_NOOP("Tools", "Stamp brush")
    icon_name = "stamp"
    status_text = QT_TRANSLATE_NOOP(
        "Tools", "Stamp brush: every click places one of the chosen stamps at random; X/Y "
        "flip, Z/Shift+Z rotate; Esc to stop")

    def __init__(self, doc: ScenarioDocument, options: ToolOptions, clips: list[MapClip],
                 seed: int | None = None, parent: QObject | None = None) -> None:
        self.rng = random.Random(seed)
        self.clips = list(clips)
        self.index = self.rng.randrange(len(self.clips))
        super().__init__(doc, options, self.clips[self.index], parent)

    def turn(self, turn: str) -> None:
        hex_grid = self.doc.grid.kind == "hex"
        self.clips = [transformed(c, turn, hex_grid) for c in self.clips]
        self.clip = self.clips[self.index]
        self.doc.status_message.emit(self.tr("Stamp brush: stamps {turn}").format(
            turn=turn_description(turn, hex_grid)))
        self.preview_changed.emit()

    def mouse_press(self, cell: Cell, event: QMouseEvent) -> None:
        super().mouse_press(cell, event)
        self.index = self.rng.randrange(len(self.clips))
        self.clip = self.clips[self.index]
        self.preview_changed.emit()
