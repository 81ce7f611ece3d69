"""`clumsy-editor [FILE]`: start the editor, on a shipped mission when no file is given.

The mission is read before PySide6 is imported: once it is, PySide6's import hook reads
the source of every module imported after it, to look for its own name, and the scenario
layer (YAML, jsonschema, the mission kinds: about a hundred modules) would pay that too.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from editor.i18n.languages import LANGUAGES
from engine.scenario.io import read_scenario, scenario_from_text
from engine.scenario.model import Scenario
from engine.scenario.problems import Problem, ScenarioError
from engine.scenario.shipped import DEFAULT_MISSION, ShippedFileMissing, shipped_mission

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication

    from editor.main_window import MainWindow


def read_start(file: str | None) -> tuple[Scenario | None, list[Problem], Path | None]:
    """The scenario to start on: FILE, or else a copy of the shipped default mission, which
    has no path of its own, so that Save asks where to keep it instead of writing into the
    installed package. ScenarioError or ShippedFileMissing when it cannot be read. Read
    without the checks that play the game forward (they load the AI): the window's
    background validation adds them once it is up."""
    if file:
        path = Path(file)
        scenario, problems = read_scenario(path, deep=False)
        return scenario, problems, path
    mission = shipped_mission(DEFAULT_MISSION)
    scenario, problems = scenario_from_text(mission.read_text(encoding="utf-8"), str(mission),
                                            deep=False)
    return scenario, problems, None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="clumsy-editor", description="General Clumsy scenario editor")
    parser.add_argument("file", nargs="?", help="scenario to open (default: a copy of the shipped "
                        f"mission {DEFAULT_MISSION}, saved wherever you choose)")
    parser.add_argument("--check", action="store_true",
                        help="start, show the window, validate the scenario and quit at once: "
                        "exit 0 when the editor works here and the scenario has no errors "
                        "(without a display, set QT_QPA_PLATFORM=offscreen)")
    parser.add_argument("--lang", choices=sorted(LANGUAGES),
                        help="the language of the editor (default: the one chosen in "
                        "Edit > Preferences, else the system's)")
    args = parser.parse_args(argv)
    try:
        scenario, problems, path = read_start(args.file)
    except ScenarioError as exc:
        print("\n".join(map(str, exc.problems)), file=sys.stderr)
        return 2
    except ShippedFileMissing as exc:
        print(f"clumsy-editor: {exc}", file=sys.stderr)
        return 2
    if scenario is None:
        print("\n".join(map(str, problems)), file=sys.stderr)
        print(f"{args.file or DEFAULT_MISSION}: not shaped like a scenario; fix the problems above first",
              file=sys.stderr)
        return 1
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from editor.i18n.translator import apply_language, choose_language
    from editor.window.interface_scale import apply_scale
    from editor.window.logging_setup import setup_logging

    QCoreApplication.setOrganizationName("GeneralClumsy")
    QCoreApplication.setApplicationName("Editor")
    setup_logging()
    apply_scale()  # Preferences' interface scale, before the application is made
    app = QApplication.instance() or QApplication(sys.argv[:1])
    for problem in apply_language(choose_language(args.lang)):
        print(f"clumsy-editor: {problem}", file=sys.stderr)
    from editor.main_window import MainWindow

    window = MainWindow(scenario, path)
    window.doc.set_problems(problems)
    window.show()
    window.view.zoom_fit()
    # the checks left out above (deep) come with the window's first validation pass, in
    # the background once the window is drawn (MainWindow: AfterFirstPaint)
    if args.check:
        return check_and_quit(app, window)
    if path is None:
        window.statusBar().showMessage(
            QCoreApplication.translate("Start", "A copy of the shipped mission {mission}: "
                                       "Save asks where to keep it").format(mission=DEFAULT_MISSION),
            10000)
    else:
        window.files.add_recent(path)
    window.files.offer_recovery()
    return int(app.exec())


def menu_titles(window: MainWindow) -> list[str]:
    """The menu bar's titles as shown (in the editor's language), without their & marks."""
    return [a.text().replace("&", "") for a in window.menuBar().actions()]


def check_and_quit(app: QCoreApplication, window: MainWindow) -> int:
    """`--check`: the window is up and the editor's own validation has run; say so and quit
    without touching settings or recovery files."""
    import PySide6

    from editor.i18n.translator import current_language

    app.processEvents()
    window.validation.wait()
    errors = [p for p in window.doc.problems if p.severity == "error"]
    for problem in errors:
        print(problem, file=sys.stderr)
    shown = window.isVisible()
    print(f"clumsy-editor: {'window shown' if shown else 'the window did not show'} on "
          f"'{window.doc.scenario.name}' ({len(errors)} error(s)), PySide6 {PySide6.__version__}, "
          f"language {current_language()}, menus {' '.join(menu_titles(window))}")
    window.hide()
    window.deleteLater()
    return 0 if shown and not errors else 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
