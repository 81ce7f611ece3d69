"""A side's own convoy (A12 escort objectives; issue 32, the Greenwood Convoy): the cells
of its area a convoy unit can stand in, and the assault for a side that must bring a
convoy through. Parts of objectives.py (`escort_goal`) and assault.py.

*The cells it can stand in.* The travel field counts reaching a cell next to an
impassable goal cell as reaching it (an enemy's cell is attacked from next door). An
escort is won only by standing in the area, so a convoy's goal is the area's cells its
move class can enter: the Greenwood's trucks otherwise parked next to its ruins, sure they
had arrived, until the deadline passed.

*The assault.* A convoy cannot pass a patient defence: every truck must reach the area by
its round, and the trucks are the first thing a defence in cover on Alert shoots. Fed in
one at a time, the escorting fighters die in the kept shots and the convoy drives into
the same shots alone when its deadline nears. So a side with a convoy of its own uses the
assault (going in together) with `assault_convoy_min_units` fighters or more, even where
the plain assault is off (`assault_min_units` 0): its fighters clear the way together
before the convoy goes. The other sides keep `assault_min_units`.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.ai.config import AIConfig
from engine.ai.view import SideView
from engine.grid import Cell
from engine.scenario.kinds.base import CONVOY


def standing_cells(view: SideView, area: Sequence[Cell], move_class: str) -> tuple[Cell, ...]:
    """The area's cells a unit of the class can enter (all of them where it can enter none:
    the field then leads next to the area, the nearest it can come)."""
    return view.enterable(area, move_class) or tuple(area)


def assault_min_units(view: SideView, cfg: AIConfig) -> int:
    """The fighters the assault needs to go in on this side (0: the assault is off):
    `assault_min_units` where that is on, else `assault_convoy_min_units` for a side that
    has a convoy to bring in."""
    if cfg.assault_min_units > 0:
        return cfg.assault_min_units
    if cfg.assault_convoy_min_units > 0 and view.my_aims(CONVOY):
        return cfg.assault_convoy_min_units
    return 0
