"""`clumsy-editor [FILE]`: start the editor, on a shipped mission when no file is given."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from editor.recovery import discard, pending_recoveries
from engine.scenario.io import read_scenario
from engine.scenario.problems import ScenarioError

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
DEFAULT_MISSION = SCENARIOS / "river_crossing.yaml"


def offer_recovery(window: object) -> None:
    """After a crash, offer each recovery copy back (newest first)."""
    from editor.main_window import MainWindow

    assert isinstance(window, MainWindow)
    for rec in sorted(pending_recoveries(), key=lambda r: -r.saved_at):
        where = str(rec.original) if rec.original else "an unsaved map"
        answer = window.ask(
            "Recover unsaved work?",
            f"The editor did not close properly last time. Restore the autosaved copy of {where}?",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            discard(rec)
            continue
        try:
            scenario, problems = read_scenario(rec.file)
        except ScenarioError:
            discard(rec)
            continue
        if scenario is None:
            continue
        window.doc.reset(scenario, rec.original)
        window.doc.undo_stack.resetClean()  # restored work is unsaved work
        window.doc.set_problems(problems)
        discard(rec)
        window.statusBar().showMessage("Restored the autosaved copy: save it to keep it", 10000)
        return


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="clumsy-editor", description="General Clumsy scenario editor")
    parser.add_argument("file", nargs="?", help=f"scenario to open (default: {DEFAULT_MISSION.name})")
    args = parser.parse_args(argv)
    QCoreApplication.setOrganizationName("GeneralClumsy")
    QCoreApplication.setApplicationName("Editor")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from editor.main_window import MainWindow

    path = Path(args.file) if args.file else DEFAULT_MISSION
    try:
        scenario, problems = read_scenario(path)
    except ScenarioError as exc:
        print("\n".join(map(str, exc.problems)), file=sys.stderr)
        return 2
    if scenario is None:
        print("\n".join(map(str, problems)), file=sys.stderr)
        print(f"{path}: not shaped like a scenario; fix the problems above first", file=sys.stderr)
        return 1
    window = MainWindow(scenario, path)
    window.doc.set_problems(problems)
    window._add_recent(path)
    window.show()
    window.view.zoom_fit()
    offer_recovery(window)
    return int(app.exec())


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
