"""`clumsy-editor [FILE]`: start the editor, on a shipped mission when no file is given."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from editor.logging_setup import setup_logging
from engine.scenario.io import read_scenario
from engine.scenario.problems import ScenarioError

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"
DEFAULT_MISSION = SCENARIOS / "river_crossing.yaml"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="clumsy-editor", description="General Clumsy scenario editor")
    parser.add_argument("file", nargs="?", help=f"scenario to open (default: {DEFAULT_MISSION.name})")
    args = parser.parse_args(argv)
    QCoreApplication.setOrganizationName("GeneralClumsy")
    QCoreApplication.setApplicationName("Editor")
    setup_logging()
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
    window.files.add_recent(path)
    window.show()
    window.view.zoom_fit()
    window.files.offer_recovery()
    return int(app.exec())


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
