"""Remake the Italian screenshots of docs/translations.md: the main window, the play-test
and the balance dialog (after a short run), drawn offscreen with Italian installed.

Run: .venv/bin/python scripts/screenshot_it.py [MISSION]
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
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

DOCS = ROOT / "docs"


def _save(app: QApplication, widget: QWidget, name: str) -> bool:
    for _ in range(10):
        app.processEvents()
    ok = widget.grab().save(str(DOCS / name))
    print(f"{DOCS / name} {'written' if ok else 'NOT written'}")
    return ok


def main() -> int:
    mission = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "scenarios" / "tutorial.yaml"
    app = QApplication.instance() or QApplication([])
    from editor.i18n.translator import apply_language

    problems = apply_language("it")
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    from editor.balance.dialog import BalanceDialog
    from editor.main_window import MainWindow
    from editor.playtest.window import PlaytestWindow
    from engine.scenario.io import read_scenario

    scenario, found = read_scenario(mission)
    assert scenario is not None, found
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(scenario, mission, settings)
    window.resize(1400, 900)
    window.show()
    app.processEvents()
    window.view.zoom_fit()
    window.validation.wait()
    ok = _save(app, window, "screenshot-it-main.png")

    play = PlaytestWindow(scenario, seed=1, controllers={s.id: ("human" if i == 0 else "ai")
                                                           for i, s in enumerate(scenario.sides)},
                          ai_delay_ms=0, settings=settings)
    play.resize(1300, 850)
    play.show()
    app.processEvents()
    play.end_turn()
    play.wait_for_ai()
    for _ in range(50):
        app.processEvents()
    play.board.zoom_fit()
    ok = _save(app, play, "screenshot-it-playtest.png") and ok
    play.close()

    dialog = BalanceDialog(scenario, window)
    dialog.resize(1100, 850)
    dialog.games.setValue(6)
    dialog.jobs.setValue(1)
    dialog.show()
    dialog.start()
    dialog.wait_until_done()
    ok = _save(app, dialog, "screenshot-it-balance.png") and ok
    window.doc.undo_stack.setClean()
    window.close()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
