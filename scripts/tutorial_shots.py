"""Remake the screenshots of docs/tutorial.md: the real editor builds the tutorial's mission
step by step, offscreen, with the real tools driven by mouse events on the map, and each
step is saved as docs/tutorial/NN-name.png.

Run: .venv/bin/python scripts/tutorial_shots.py [OUT_DIR]
(about half a minute; run it again whenever the editor's look changes). The mission it
builds is saved to a temporary folder for the play-test step and not kept.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QPoint, QSettings, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

SIZE = (1400, 900)
BALANCE_GAMES = 20
NAME = "First Light at Millbrook"
RIVER = [(9, row) for row in range(12)]
BRIDGE = (9, 6)
VPS = [(12, 6), (14, 2), (13, 10)]
RED = [("infantry", (2, 5)), ("infantry", (2, 7)), ("infantry", (3, 3)),
       ("tank", (1, 6)), ("mortar", (0, 8)), ("engineer", (3, 9))]
BLUE = [("infantry", (12, 5)), ("infantry", (13, 3)), ("infantry", (12, 9)),
        ("sniper", (11, 7)), ("mortar", (14, 6))]


class Shots:
    def __init__(self, out: Path) -> None:
        self.app = QApplication.instance() or QApplication([])
        self.out = out
        out.mkdir(parents=True, exist_ok=True)
        self.tmp = Path(tempfile.mkdtemp())
        from editor.main_window import MainWindow
        from engine.scenario.io import read_scenario
        mission = ROOT / "scenarios" / "tutorial.yaml"
        scenario, _ = read_scenario(mission)
        settings = QSettings(str(self.tmp / "s.ini"), QSettings.Format.IniFormat)
        self.settings = settings
        self.win = MainWindow(scenario, None, settings)
        self.win.resize(*SIZE)
        self.win.show()
        self.settle()

    def settle(self, rounds: int = 6) -> None:
        for _ in range(rounds):
            self.app.processEvents()
        self.win.validation.wait()
        for _ in range(rounds):
            self.app.processEvents()

    def save(self, widget: QWidget, name: str) -> None:
        self.settle()
        path = self.out / f"{name}.png"
        if not widget.grab().save(str(path)):
            raise SystemExit(f"could not write {path}")
        print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path} written")

    # -- the map, through the real tools --------------------------------------------------
    def pos(self, cell: tuple[int, int]) -> QPoint:
        view = self.win.view
        return view.mapFromScene(view.painter_model.center(cell))

    def use(self, tool: str, **options: object) -> None:
        self.win.tools.activate(self.win.tools.named(tool))
        if options:
            self.win.options.set(**options)

    def click(self, cell: tuple[int, int]) -> None:
        QTest.mouseMove(self.win.view.viewport(), self.pos(cell))
        QTest.mouseClick(self.win.view.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, self.pos(cell))

    def drag(self, cells: list[tuple[int, int]]) -> None:
        vp = self.win.view.viewport()
        QTest.mouseMove(vp, self.pos(cells[0]))  # the pointer comes to the cell first, as a hand's
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         self.pos(cells[0]))
        for cell in cells[1:]:
            QTest.mouseMove(vp, self.pos(cell))
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                           self.pos(cells[-1]))

    # -- the steps ------------------------------------------------------------------------
    def new_map(self) -> None:
        from editor.widgets.dialogs import NewMapDialog
        dialog = NewMapDialog(self.win, self.settings)
        dialog.name.setText(NAME)
        dialog.grid.setCurrentIndex(dialog.grid.findData("hex"))
        dialog.width_spin.setValue(16)
        dialog.height_spin.setValue(12)
        dialog.show()
        self.save(dialog, "01-new-map")
        self.win.doc.reset(dialog.result_scenario(), None)
        self.win.files.opened.emit()
        dialog.close()
        self.settle()
        self.win.view.zoom_fit()

    def terrain(self) -> None:
        self.use("Line", terrain="~")
        self.drag([RIVER[0], RIVER[-1]])
        self.use("Line", terrain="=")
        self.drag([(0, 6), (8, 6)])
        self.drag([(10, 6), (15, 6)])
        self.use("Brush", terrain="F", brush_radius=1)
        self.drag([(4, 2), (5, 2), (6, 3)])
        self.drag([(12, 10), (13, 10)])
        self.use("Brush", terrain="H", brush_radius=0)
        self.drag([(13, 3), (14, 3), (13, 2)])
        self.use("Brush", terrain="F", brush_radius=1)
        self.save(self.win, "02-terrain")

    def features(self) -> None:
        self.use("Place feature", feature_kind="bridge", side="")
        self.click(BRIDGE)
        self.use("Place feature", feature_kind="victory_point")
        for cell in VPS:
            self.click(cell)
        self.save(self.win, "03-bridge-and-points")

    def units(self) -> None:
        self.use("Place unit", side="red")
        for unit_type, cell in RED:
            self.win.options.set(unit_type=unit_type)
            self.click(cell)
        self.win.options.set(side="blue")
        for unit_type, cell in BLUE:
            self.win.options.set(unit_type=unit_type)
            self.click(cell)
        self.win.options.set(unit_type="tank")
        self.click((9, 3))  # on water: refused, the status bar says why
        self.save(self.win, "04-units")

    def settings_dock(self) -> None:
        dock = self.win.scenario_settings
        dock.raise_()
        dock.season.setCurrentIndex(dock.season.findData("summer"))
        dock.start_hour.setValue(5)
        dock.rounds.setValue(12)
        dock.hold_points.setValue(4)  # more than the map has: validation objects
        dock.hold_points.editingFinished.emit()
        self.win.problems.raise_()
        self.win.problems.show()
        self.settle()
        self.win.view.zoom_fit()
        self.save(self.win, "05-settings-and-problem")
        dock.hold_points.setValue(2)
        dock.hold_points.editingFinished.emit()
        index = dock.on_last_round.findData("blue")
        dock.on_last_round.setCurrentIndex(index)
        self.settle()

    def select(self) -> None:
        self.use("Select")
        self.click(RED[3][1])  # the tank
        self.win.properties.raise_()
        self.save(self.win, "06-properties")

    def play_test(self) -> None:
        path = self.tmp / "first_light.yaml"
        self.win.files.save_to(path)
        self.win.play_test()
        play = self.win.playtest
        self.settle()
        play.resize(*SIZE)  # after the window has fitted itself to the (small) offscreen screen
        self.settle()
        board = play.board
        board.zoom_fit()
        self.settle()
        at = board.mapFromScene(board.painter_model.center(RED[3][1]))
        QTest.mouseClick(board.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, at)
        self.save(play, "07-play-test")
        play.close()

    def balance(self) -> None:
        self.win.balance_check()
        dialog = self.win.balance_dialog
        dialog.games.setValue(BALANCE_GAMES)
        dialog.jobs.setValue(2)
        dialog.start()
        dialog.wait_until_done(600_000)
        self.save(dialog, "08-balance")
        dialog.close()


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "tutorial"
    shots = Shots(out)
    for step in (shots.new_map, shots.terrain, shots.features, shots.units,
                 shots.settings_dock, shots.select, shots.play_test, shots.balance):
        step()
    shots.win.doc.undo_stack.setClean()
    shots.win.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
