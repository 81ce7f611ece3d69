"""Remake docs/screenshot.png: the editor with a shipped mission open, drawn offscreen.

Run: .venv/bin/python scripts/screenshot.py [MISSION] [OUT.png] [WIDTHxHEIGHT]
(docs/screenshot-1280.png and -1920.png are the same at 1280x720 and 1920x1080.)
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def main() -> int:
    mission = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "scenarios" / "river_crossing.yaml"
    out = Path(sys.argv[2]) if len(sys.argv) > 2 else ROOT / "docs" / "screenshot.png"
    width, height = map(int, (sys.argv[3] if len(sys.argv) > 3 else "1600x1000").split("x"))
    app = QApplication.instance() or QApplication([])
    from editor.main_window import MainWindow
    from engine.scenario.io import read_scenario

    scenario, problems = read_scenario(mission)
    assert scenario is not None, problems
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(scenario, mission, settings)
    window.resize(width, height)
    window.show()
    app.processEvents()
    window.view.zoom_fit()
    units = [u for u in scenario.units if u.at is not None]
    if units:
        window.doc.select([units[0]])
    window.validation.wait()
    for _ in range(5):
        app.processEvents()
    out.parent.mkdir(parents=True, exist_ok=True)
    if not window.grab().save(str(out)):
        print(f"could not write {out}", file=sys.stderr)
        return 1
    print(f"{out} written")
    window.doc.undo_stack.setClean()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
