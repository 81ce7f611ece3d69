"""Remake docs/transitions-hex.png and docs/transitions-square.png: a part of a shipped
mission drawn by `clumsy render`'s painter with the terrain transitions off (left) and on
(right), side by side.

Run: .venv/bin/python scripts/transitions_screenshot.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QRect  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402

from editor.render.map_image import Look, render_image  # noqa: E402
from engine.scenario.io import read_scenario  # noqa: E402

SHOTS = (("river_crossing.yaml", "transitions-hex.png", QRect(0, 0, 620, 440)),
         ("square_skirmish.yaml", "transitions-square.png", QRect(0, 0, 620, 440)))
GAP = 8


def main() -> int:
    for mission, name, part in SHOTS:
        scenario, _ = read_scenario(ROOT / "scenarios" / mission)
        assert scenario is not None, mission
        off, on = (render_image(scenario, 30.0, look=Look(transitions=t)).copy(part)
                   for t in (False, True))
        out = QImage(2 * part.width() + GAP, part.height(), QImage.Format.Format_RGB32)
        out.fill(QColor("#ffffff"))
        p = QPainter(out)
        p.drawImage(0, 0, off)
        p.drawImage(part.width() + GAP, 0, on)
        p.end()
        out.save(str(ROOT / "docs" / name))
        print(f"docs/{name}: {mission}, transitions off | on")
    return 0


if __name__ == "__main__":
    sys.exit(main())
