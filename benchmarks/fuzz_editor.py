"""Random use of the real editor window: tools on the map, every dock's widgets (events,
triggers, actions, AI plans, areas, sides, objectives, properties; the Analysis dock left
out, it starts games; the Rules window's unit types, terrain, buildings and numbers; the
menus' entries, with the dialogs they run filled at random), undo and redo, and a save every few steps that must reopen, both as
`./run-editor FILE` reads it and through File > Open (docs/design.md, "Validation": the
editor reopens everything it can save). Any exception, in a slot or in an event handler
of the map, is a failure.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/fuzz_editor.py \\
        [--mission scenarios/harrow_ford.yaml ...] [--seeds 1-6] [--steps 300] [--keep DIR]

Each run prints its last steps when it fails, and with --keep the saved file that did not
reopen. Dialogs answer at once (questions Yes, files none, colours a fixed one). Found so
far: a pick on the map that outlived the form that asked for it (a crash), and a trigger
form that saved a side and a unit together, a file the editor could not reopen.
"""

from __future__ import annotations

import argparse
import difflib
import faulthandler
import os
import random
import shutil
import sys
import tempfile
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt  # noqa: E402
from PySide6.QtGui import QColor  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton,
    QApplication,
    QColorDialog,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFileDialog,
    QInputDialog,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPlainTextEdit,
    QSpinBox,
    QTabWidget,
    QWidget,
)

from engine.scenario.io import dump_scenario  # noqa: E402

TEXTS = ["", "x", "a b", "ünïcödé ✓", "0", "-1", "1e30", "[1, 2]", "{a: b}", "\u2028", "#",
         "'", '"q"', "x" * 300, "null", "yes", "no"]
TOOLS = ["Select", "Magic wand", "Select same terrain", "Brush", "Fill", "Line", "Eraser",
         "Picker", "Place unit", "Place feature"]
# menu entries left out: they quit, start games, open other windows or ask for files
NOT_FROM_MENUS = {"Open…", "Quit", "Play-test", "Balance check…", "New campaign…",
                  "Open campaign…", "User guide", "Keyboard shortcuts", "About",
                  "Reference image…", "Export image…", "Export as Tiled map…", "Import…",
                  "Save As…", "Save", "Go to the map", "Next panel", "Previous panel",
                  "Rules of this mission…"}
FINDINGS: list[str] = []  # the running run's: exceptions from slots and event handlers
WIDGETS = (QComboBox, QSpinBox, QDoubleSpinBox, QLineEdit, QPlainTextEdit, QAbstractButton,
           QListWidget, QTabWidget)


def answer_dialogs() -> None:
    """Every dialog answers at once, as a hurried designer would."""
    yes, ok = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.Ok
    QMessageBox.question = staticmethod(lambda *a, **k: yes)  # type: ignore[method-assign]
    for name in ("warning", "information", "critical"):
        setattr(QMessageBox, name, staticmethod(lambda *a, **k: ok))
    QDialog.exec = lambda self: 0  # type: ignore[method-assign]
    QFileDialog.getOpenFileName = staticmethod(lambda *a, **k: ("", ""))  # type: ignore[method-assign]
    QFileDialog.getSaveFileName = staticmethod(lambda *a, **k: ("", ""))  # type: ignore[method-assign]
    QColorDialog.getColor = staticmethod(lambda *a, **k: QColor("#123456"))  # type: ignore[method-assign]
    QInputDialog.getText = staticmethod(lambda *a, **k: ("fuzz", True))  # type: ignore[method-assign]


def catch_map_handlers() -> None:
    """An exception out of a Python override of Qt's event handlers can take PySide down
    with it: note it and go on."""
    from editor.map.view import MapView

    for name in ("mousePressEvent", "mouseMoveEvent", "mouseReleaseEvent"):
        original = getattr(MapView, name)

        def handler(self: Any, event: Any, original: Callable[..., Any] = original,
                    name: str = name) -> Any:
            try:
                return original(self, event)
            except Exception:  # noqa: BLE001 - every exception is the finding
                FINDINGS.append(f"in MapView.{name}:\n{traceback.format_exc()}")
                return None

        setattr(MapView, name, handler)


class Run:
    def __init__(self, app: QApplication, mission: Path, seed: int, keep: Path | None) -> None:
        from editor.app import read_start
        from editor.main_window import MainWindow

        self.app, self.rng, self.keep, self.seed = app, random.Random(seed), keep, seed
        self.folder = Path(tempfile.mkdtemp(prefix="fuzz-editor-"))
        for other in mission.parent.iterdir():  # its pack files too
            if other.is_file():
                shutil.copy(other, self.folder / other.name)
        self.path = self.folder / mission.name
        self.read_start = read_start
        scenario, problems, path = read_start(str(self.path))
        # settings of the run's own (a run neither reads nor changes the designer's, and
        # gives the same steps whatever ran before it in the process)
        settings = QSettings(str(self.folder / "settings.ini"), QSettings.Format.IniFormat)
        self.win = MainWindow(scenario, path, settings)
        self.win.doc.set_problems(problems)
        self.win.resize(1400, 900)
        self.win.show()
        self.win.view.zoom_fit()
        self.win.make_docks()
        self.rules = self.win.show_rules()  # the mission's own unit and terrain types too
        self.win.run_dialog = self.fill_dialog  # type: ignore[method-assign]
        self.log: list[tuple[Any, ...]] = []
        FINDINGS.clear()
        self.errors = FINDINGS

    def pos(self, cell: tuple[int, int]) -> Any:
        return self.win.view.mapFromScene(self.win.view.painter_model.center(cell))

    def widgets(self) -> list[QWidget]:
        found: list[QWidget] = []
        roots = [dock.widget() for dock in self.win.docks
                 if dock.objectName() != "AnalysisDock"]
        for root in [*roots, self.rules]:
            if root is None:
                continue
            for kind in WIDGETS:
                found += [w for w in root.findChildren(kind)
                          if w.isEnabled() and w.isVisibleTo(root)]
        return found

    def step(self) -> None:
        rng, win = self.rng, self.win
        roll = rng.random()
        if roll < 0.08:
            name = rng.choice(TOOLS)
            self.log.append(("tool", name))
            win.tools.activate(win.tools.named(name))
        elif roll < 0.25:
            cell = rng.choice(list(win.doc.grid.cells()))
            self.log.append(("click", cell))
            QTest.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton,
                             Qt.KeyboardModifier.NoModifier, self.pos(cell))
        elif roll < 0.30:
            cells = list(win.doc.grid.cells())
            start, end = rng.choice(cells), rng.choice(cells)
            self.log.append(("drag", start, end))
            viewport = win.view.viewport()
            QTest.mousePress(viewport, Qt.MouseButton.LeftButton,
                             Qt.KeyboardModifier.NoModifier, self.pos(start))
            QTest.mouseMove(viewport, self.pos(end))
            QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton,
                               Qt.KeyboardModifier.NoModifier, self.pos(end))
        elif roll < 0.35:
            times = rng.randrange(1, 4)
            self.log.append(("undo", times))
            for _ in range(times):
                win.doc.undo_stack.undo()
        elif roll < 0.38:
            self.log.append(("redo",))
            win.doc.undo_stack.redo()
        elif roll < 0.42:
            self.save_and_reopen()
        elif roll < 0.46:
            action = rng.choice([a for a in all_actions(win)  # menus are rebuilt: ask anew
                                 if a.text().replace("&", "") not in NOT_FROM_MENUS])
            self.log.append(("menu", action.text()))
            action.trigger()
        else:
            self.use_a_widget()

    def use_a_widget(self) -> None:
        found = self.widgets()
        if not found:
            return
        rng = self.rng
        w = rng.choice(found)
        label = f"{type(w).__name__} {w.objectName() or getattr(w, 'text', lambda: '')()}"
        if isinstance(w, QComboBox) and w.count():
            index = rng.randrange(w.count())
            self.log.append((label, "index", index))
            w.setCurrentIndex(index)
        elif isinstance(w, (QSpinBox, QDoubleSpinBox)):
            value = rng.choice([w.minimum(), w.maximum(), (w.minimum() + w.maximum()) / 2,
                                w.minimum() + 1])
            value = int(value) if isinstance(w, QSpinBox) else value
            self.log.append((label, "value", value))
            w.setValue(value)
            w.editingFinished.emit()
        elif isinstance(w, QLineEdit):
            text = rng.choice(TEXTS)
            self.log.append((label, "text", text[:20]))
            w.setText(text)
            w.editingFinished.emit()
            w.returnPressed.emit()
        elif isinstance(w, QPlainTextEdit):
            text = rng.choice(TEXTS)
            self.log.append((label, "text", text[:20]))
            w.setPlainText(text)
        elif isinstance(w, QListWidget) and w.count():
            row = rng.randrange(w.count())
            self.log.append((label, "row", row))
            w.setCurrentRow(row)
        elif isinstance(w, QTabWidget) and w.count():
            tab = rng.randrange(w.count())
            self.log.append((label, "tab", tab))
            w.setCurrentIndex(tab)
        elif isinstance(w, QAbstractButton):
            self.log.append((label, "click"))
            w.click()

    def fill_dialog(self, dialog: QDialog) -> bool:
        """A dialog the window runs (New map, Resize map, Preferences): its numbers and
        choices drawn at random (maps kept small), and mostly accepted."""
        rng = self.rng
        for spin in dialog.findChildren(QSpinBox):
            spin.setValue(rng.randint(spin.minimum(), min(spin.maximum(), spin.minimum() + 40)))
        for combo in dialog.findChildren(QComboBox):
            if combo.count():
                combo.setCurrentIndex(rng.randrange(combo.count()))
        accepted = rng.random() < 0.8
        self.log.append((type(dialog).__name__, "accepted" if accepted else "cancelled"))
        return accepted

    def save_and_reopen(self) -> None:
        self.log.append(("save",))
        win = self.win
        if not win.files.save_to(self.path):
            self.errors.append(f"save refused: {win.told}")
            return
        scenario, problems, _ = self.read_start(str(self.path))
        if scenario is not None and dump_scenario(scenario) != dump_scenario(win.doc.scenario):
            diff = difflib.unified_diff(dump_scenario(win.doc.scenario).splitlines(),
                                        dump_scenario(scenario).splitlines(),
                                        "in the editor", "read back", lineterm="", n=1)
            self.errors.append("saved, and reads back other than it was:\n"
                               + "\n".join(list(diff)[:40]))
        if scenario is None:
            self.errors.append("saved, and ./run-editor refuses it:\n"
                               + "\n".join(map(str, problems)))
            if self.keep is not None:
                self.keep.mkdir(parents=True, exist_ok=True)
                shutil.copy(self.path, self.keep / f"seed{self.seed}-{self.path.name}")
        elif not win.files.open_path(self.path):
            self.errors.append(f"saved, and File > Open refuses it: {win.told}")
        win.make_docks()

    def run(self, steps: int) -> bool:
        for number in range(steps):
            settled_step(self.app, self.step)
            if failed_at(number, self.log):
                return False
        return True


def all_actions(win: QWidget) -> list[Any]:
    """The entries of the window's menus, submenus included."""
    found, menus = [], [a.menu() for a in win.menuBar().actions()]
    while menus:
        for action in menus.pop().actions():
            if action.menu() is not None:
                menus.append(action.menu())
            elif not action.isSeparator():
                found.append(action)
    return found


def start_app() -> QApplication:
    """The application, with settings of its own, dialogs that answer at once, and every
    exception out of a slot noted as a finding."""
    QCoreApplication.setOrganizationName("GeneralClumsyFuzz")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    answer_dialogs()
    sys.excepthook = lambda kind, value, tb: FINDINGS.append(
        "".join(traceback.format_exception(kind, value, tb)))
    return app  # type: ignore[return-value]


# A step (with the events it leaves) that takes longer is a freeze: the run prints every
# thread's stack and ends with a failing exit (the Campaign window's graph once toggled its
# scroll bars for ever; the fuzzer waited with it).
STEP_LIMIT_S = 300


def settled_step(app: QApplication, do_step: Callable[[], object]) -> None:
    """One step, then what the event loop does before the next input (deferred deletions
    included); an exception is a finding, a step that never settles ends the run."""
    faulthandler.dump_traceback_later(STEP_LIMIT_S, exit=True)
    try:
        do_step()
        app.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        app.processEvents()
    except Exception:  # noqa: BLE001 - every exception is the finding
        FINDINGS.append(traceback.format_exc())
    finally:
        faulthandler.cancel_dump_traceback_later()


def failed_at(number: int, log: list[tuple[Any, ...]]) -> bool:
    """Whether the run has a finding; if so it is printed with the last steps."""
    if not FINDINGS:
        return False
    print(f"FAILED at step {number}; the last steps: {log[-10:]}")
    print("\n".join(FINDINGS))
    return True


def mission_arguments(doc: str, missions: list[str], seeds: str,
                      steps: int) -> argparse.ArgumentParser:
    """The fuzzers' common options: the missions, a range of seeds, steps a run."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("--mission", nargs="+", type=Path,
                        default=[ROOT / "scenarios" / name for name in missions])
    parser.add_argument("--seeds", default=seeds, help="a seed or a range, e.g. 1-6")
    parser.add_argument("--steps", type=int, default=steps)
    return parser


def seeds(text: str) -> list[int]:
    first, _, last = text.partition("-")
    return list(range(int(first), int(last or first) + 1))


def main(argv: list[str] | None = None) -> int:
    parser = mission_arguments(__doc__, ["tutorial.yaml", "harrow_ford.yaml"], "1-3", 300)
    parser.add_argument("--keep", type=Path, help="folder for saved files that did not reopen")
    args = parser.parse_args(argv)
    app = start_app()
    catch_map_handlers()
    failed = 0
    for mission in args.mission:
        for seed in seeds(args.seeds):
            run = Run(app, mission.resolve(), seed, args.keep)
            ok = run.run(args.steps)
            failed += not ok
            print(f"{'ok' if ok else 'FAILED'}: {mission.name} seed {seed}, {args.steps} steps",
                  flush=True)
            run.win.doc.undo_stack.resetClean()
            run.win.close()
            run.win.deleteLater()
            app.processEvents()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
