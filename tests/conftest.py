from __future__ import annotations

import copy
import functools
import gc
import os
import re
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import TypeVar

import cost_order
import pytest
from shared_runs import twins

T = TypeVar("T")

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Settings, recovery copies and logs written by the tests go to a folder of the run's own,
# never into the user's real settings (Qt reads these on Linux).
_RUN_HOME = tempfile.mkdtemp(prefix="clumsy-tests-")
for _name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    os.environ[_name] = os.path.join(_RUN_HOME, _name.lower())

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).resolve().parent / "fixtures"
SCENARIOS = ROOT / "scenarios"


# Tests of over about 10 s each on two cores (`./run-tests --durations=30` lists them): the
# 128x128 Grey Meadow's games, the fuzz run, the lookahead's seeds, the holding box's games,
# the cluster's missing scheduler, the AI's fairness over every mission (and with each knob
# that ships off), the saved forms' hypothesis run. `./run-tests --quick` leaves them (and
# the `slow` wheel installs) out of the edit-test loop; the full run, which CI makes, keeps
# every one. Besides these, whole games that a faster test of the quick run covers path for path: the AI's difficulty
# ranking (the levels' knobs are played by test_play_difficulty_changes_the_game...), and
# the parameters marked long where they are made (a mission under a turn system not its
# own in test_conformance.py and test_faults_play.py; random play's second seed).
LONG = ("operation_grey_meadow", "test_mutated_missions_never_break_the_cli_guarantees",
        "test_easy_loses_more_than_hard_against_normal",
        "test_the_lookahead_is_deterministic_for_a_seed",
        "test_unchecked_holding_box_means_no_game_is_won_by_victory_points",
        "test_a_scheduler_that_is_not_there_is_a_one_line_error",
        "test_what_the_side_cannot_see_never_changes_an_ai_decision",
        "test_the_hard_level_keeps_the_ai_fair_under_activation",
        "test_the_hard_level_keeps_the_ai_fair_under_phased",
        "test_the_fairness_check_under_activation_catches_the_real_activations",
        "test_the_remembered_enemies_keep_the_ai_fair", "test_the_assault_keeps_the_ai_fair",
        "test_staging_within_contact_keeps_the_ai_fair",
        "test_the_engineers_kept_behind_the_fighters_keep_the_ai_fair",
        "test_the_presumed_defenders_keep_the_ai_fair",
        "test_the_held_ground_keeps_the_ai_fair",
        "test_the_hold_after_the_shot_keeps_the_ai_fair",
        "test_the_waiting_enemys_knobs_keep_the_ai_fair",
        "test_the_fire_danger_keeps_the_ai_fair", "test_the_focus_fire_keeps_the_ai_fair",
        "test_the_stalled_points_search_keeps_the_ai_fair",
        "test_the_fight_hidden_ground_keeps_the_ai_fair",
        "test_the_unit_in_front_keeps_the_ai_fair",
        "test_the_hard_level_as_shipped_keeps_the_ai_fair",
        "test_the_enemys_own_channel_never_changes_what_the_search_judges",
        "test_control_a_clone_with_the_enemys_own_channel_fails_the_check",
        "test_the_hidden_defences_knobs_keep_the_ai_fair",
        "test_the_last_engineer_kept_back_keeps_the_ai_fair",
        "test_the_spotter_keeps_the_ai_fair", "test_the_clearing_keeps_the_ai_fair",
        "test_every_form_saved_at_every_step_reopens_and_its_autosave_restores")


# And by measured cost: a test a recorded run measured at QUICK_LIMIT CPU-seconds or more
# (tests/test_costs.txt, which lists exactly those) is long too, so `--quick` stays under
# two minutes on two cores. Those are whole games on the bigger missions (random play,
# the AI against random play, `clumsy play --json`, the fairness checks, conformance),
# the fuzz runs, the wheel's installs and a few editor walks; their smaller siblings
# (the tutorial, square_skirmish, marsh_road, the mixed map...) stay in the quick run.
QUICK_LIMIT = 0.6
# ...but the architecture's contracts run in the quick loop whatever they cost: the
# engine never imports Qt, the editor uses the engine and not the reverse, no cycles; and
# the command line's AI game of each turn system on the mission written for it
QUICK_ALWAYS = ("tests/test_layering.py", "tests/engine/test_engine_imports.py",
                "tests/test_conformance.py::test_the_command_line_plays_and_renders_every_case"
                "[four_ways_")


def recorded_cost(nodeid: str, costs: dict[str, float]) -> float:
    """The test's recorded CPU seconds, or the shared game's it reads if more: a recorded
    run charges a game shared by two tests (tests/shared_runs.py) to the one that played it."""
    return max(costs.get(test, 0.0) for test in (nodeid, *twins(nodeid)))


@pytest.hookimpl(hookwrapper=True)
def pytest_collection_modifyitems(items: list[pytest.Item]):
    """The LONG tests and those of a recorded cost of QUICK_LIMIT or more marked before
    `-m` selects, then every test in the order of its recorded cost, the longest first
    (tests/cost_order.py), once every plugin is done."""
    costs = cost_order.recorded_costs()
    long_by_name = re.compile("|".join(map(re.escape, LONG))).search  # any of them in the id
    for item in items:
        if (long_by_name(item.nodeid)
                or (recorded_cost(item.nodeid, costs) >= QUICK_LIMIT
                    and not item.nodeid.startswith(QUICK_ALWAYS))):
            item.add_marker(pytest.mark.long)
    yield
    items[:] = cost_order.by_cost(items, costs)


# The cyclic garbage collector, left at Python's defaults, took a fifth to a third of the
# CPU of the long games (Grey Meadow's random play: 3.6 of 12.3 CPU-s): at every 700 new
# objects it scanned the young ones, and at each quarter's growth of the heap every object
# alive, the parsed missions, modules and Qt wrappers that the collection made and that
# live as long as the run included. The run's own processes (each xdist worker) therefore
# collect at every GC_THRESHOLDS[0] new objects, and freeze what the collection made (it
# is never garbage to look for: `gc.freeze`). Only when garbage cycles are freed changes,
# not what a test runs or asserts; the processes the tests start (`clumsy`, the editor's
# validation worker, the balance pools) keep Python's defaults, as shipped.
GC_THRESHOLDS = (20_000, 20, 10)


def pytest_configure(config: pytest.Config) -> None:
    gc.set_threshold(*GC_THRESHOLDS)
    # here, not in pyproject.toml: a changed pyproject.toml reinstalls the shared .venv
    config.addinivalue_line("markers", "reads_window: the test only reads the main window "
                            "(`window`): it shares its module's (module_window below)")
    folder = os.environ.get("CLUMSY_TEST_COSTS")
    if folder:
        config.pluginmanager.register(cost_order.CostRecorder(folder), "clumsy-test-costs")


@pytest.hookimpl(trylast=True)
def pytest_collection_finish(session: pytest.Session) -> None:
    """What the collection made lives through the run: out of the collector's scans (and
    the games played in-process are told so: they need not count it)."""
    gc.collect()
    gc.freeze()
    from engine.balance.collections_quiet import host_keeps_frozen

    host_keeps_frozen()


@pytest.fixture(scope="session", autouse=True)
def one_widget_application():
    """One QApplication for the whole run, made first: `clumsy render` in-process would
    otherwise make a plain QGuiApplication, and a widget test after it would abort the
    process (Qt allows one application object, and widgets need QApplication). English is
    installed as the editor installs it on start (its plurals: "3 cells")."""
    try:
        from PySide6.QtWidgets import QApplication
    except ImportError:  # the engine's tests run without Qt too
        yield None
        return
    app = QApplication.instance() or QApplication([])
    from editor.i18n.translator import apply_language

    assert apply_language("en") == []  # as the editor starts: English, with its plural forms
    yield app


class AnsweredBoxes:
    """QMessageBox's static boxes answered for the whole run: one nobody answers would hang
    the run offscreen. What each shows goes to `shown`, the test's own list when it asks for
    it (`no_modal_dialogs`). Patched once a process rather than by an autouse fixture of
    every test (a monkeypatch of four names set up and undone 3,276 times); a test that
    patches a box itself (`monkeypatch`) gets these answers back after it."""

    def __init__(self, message_box) -> None:
        self.shown: list[str] = []
        self.patch = pytest.MonkeyPatch()
        buttons = message_box.StandardButton
        self.patch.setattr(message_box, "question", self.answer(buttons.Discard))
        for name in ("warning", "critical", "information"):
            self.patch.setattr(message_box, name, self.answer(buttons.Ok))

    def answer(self, default):
        def box(*args, **kwargs):
            self.shown.append(" ".join(str(a) for a in args[1:3]))
            return default
        return staticmethod(box)


@pytest.fixture(scope="session", autouse=True)
def message_boxes_answered():
    try:
        from PySide6.QtWidgets import QMessageBox
    except ImportError:  # the engine's tests run without Qt too
        yield None
        return
    boxes = AnsweredBoxes(QMessageBox)
    yield boxes
    boxes.patch.undo()


@pytest.fixture
def no_modal_dialogs(message_boxes_answered):
    """What the message boxes showed during the test (answered, as in every test)."""
    if message_boxes_answered is None:
        yield []
        return
    message_boxes_answered.shown = shown = []
    yield shown


@pytest.hookimpl(trylast=True)
def pytest_runtest_teardown() -> None:
    """The widgets a test made are gone before the next test starts. pytest-qt closes the
    test's windows and asks Qt to delete them (`deleteLater`), but outside an event loop Qt
    deletes them only when some later test runs one: until then they piled up (50 main
    windows at times), each still answering the application's signals and events. After
    the test's fixtures are torn down (within pytest-qt's check of exceptions raised in Qt's
    calls); a hook rather than an autouse fixture of every test."""
    qt_core = sys.modules.get("PySide6.QtCore")  # not loaded: no widget was made
    if qt_core is not None and qt_core.QCoreApplication.instance() is not None:
        qt_core.QCoreApplication.sendPostedEvents(None, qt_core.QEvent.Type.DeferredDelete)


@pytest.fixture(scope="session")
def shared_runs(tmp_path_factory):
    """`clumsy` command lines run once a run for every test that asks (tests/shared_runs.py),
    kept in the run's folder: under xdist the parent of the workers' own folders."""
    from shared_runs import SharedRuns

    base = tmp_path_factory.getbasetemp()
    under_xdist = "PYTEST_XDIST_WORKER" in os.environ
    return SharedRuns((base.parent if under_xdist else base) / "shared-runs")


@pytest.fixture
def base_text() -> str:
    return (FIXTURES / "base.yaml").read_text(encoding="utf-8")


def nonempty(items: Iterable[T], what: str) -> list[T]:
    """The items as a list, refusing none: a test looping over an empty glob or list would
    pass without checking anything."""
    found = list(items)
    assert found, f"no {what} found: the test would check nothing"
    return found


def shipped_missions() -> list[Path]:
    """General Clumsy missions (any turn system); Stratego setups are a ruleset of their
    own with tests of their own (tests/test_stratego*.py)."""
    return nonempty((p for p in sorted(SCENARIOS.glob("*.yaml")) if not is_stratego(p)),
                    "General Clumsy mission in scenarios/")


def shipped_stratego() -> list[Path]:
    return nonempty((p for p in sorted(SCENARIOS.glob("*.yaml")) if is_stratego(p)),
                    "Stratego set-up in scenarios/")


@functools.cache
def shipped_scenario(path: Path):
    """A mission (shipped, or a fixture) read once a process, for the tests that play a
    copy of it (`shipped_variant`). Shared: read it, or change a `copy.deepcopy` of it."""
    from engine.scenario.io import load_scenario

    return load_scenario(path)


@functools.cache
def shipped_outline(path: Path):
    """A shipped mission's model made straight from its YAML, unchecked: what the modules
    that build their parameter lists from the missions when collected read (each mission's
    turn system, ruleset and map size: test_conformance.py, test_faults_play.py,
    test_side_channel.py, test_hidden_information.py). A sixth of `shipped_scenario`'s
    CPU (libyaml, no checks), so no mission is read and checked at a worker's collection:
    a test reads its own (`shipped_variant`), the worker that runs it."""
    import yaml

    from engine.scenario.model import Scenario

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return Scenario.from_data(yaml.load(path.read_text(encoding="utf-8"), Loader=loader))


def shipped_variant(path: Path, system: object = None):
    """A copy of the mission of its own (a deep copy of the one read once a process: 0.5 ms,
    not a 14 ms read), under turn system `system` (None: its own)."""
    variant = copy.deepcopy(shipped_scenario(path))
    if system is not None:
        variant.turn_system = system
    return variant


@pytest.fixture
def scenario(request):
    """The scenario of a test parametrized `indirect` with a function that makes it (a
    `functools.partial` of `shipped_variant`, `load_scenario`...): made by the test, in the
    worker that runs it, not by every worker's collection, and a copy of the test's own."""
    return request.param()


def is_stratego(path: Path) -> bool:
    return "\nruleset: stratego\n" in path.read_text(encoding="utf-8")


def position_of(text: str, anchor: str, offset: int = 0) -> tuple[int, int]:
    """1-based line and column of the first occurrence of `anchor` (plus `offset` chars)."""
    index = text.index(anchor) + offset
    line = text.count("\n", 0, index) + 1
    column = index - (text.rfind("\n", 0, index) + 1) + 1
    return line, column


@pytest.fixture
def window(request, qtbot, tmp_path, monkeypatch):
    """The main window on a copy of tests/fixtures/base.yaml, with its own data folder.
    A test marked `reads_window` gets its module's window instead (`module_window`),
    reset for it and checked unchanged after it (`reading_the_shared_window`)."""
    if request.node.get_closest_marker("reads_window") is not None:
        shared = request.getfixturevalue("module_window")
        yield from reading_the_shared_window(shared, monkeypatch, request.node)
        return
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    path = copy_of_base(tmp_path)
    yield open_window(qtbot, tmp_path, base_scenario(path), path)


def copy_of_base(folder: Path) -> Path:
    import shutil

    path = folder / "base.yaml"
    shutil.copy(FIXTURES / "base.yaml", path)
    return path


def base_scenario(path: Path):
    from engine.scenario.io import load_scenario

    return load_scenario(path)


# One main window per test module for the tests that only read it (marked `reads_window`):
# a window built, shown and closed costs about 0.09 CPU-s, a third of the editor's tests'
# CPU. The tests of a module that use `window` with the mark share one; the others, and
# every test that edits, keeps a setting or leaves a dialog on the window, build their own.
@pytest.fixture(scope="module")
def module_window(tmp_path_factory):
    """The main window on a copy of base.yaml for one module's tests that only read it,
    with the module's own data folder and settings file, closed at the module's end."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtTest import QTest

    folder = tmp_path_factory.mktemp("module-window")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_DATA_HOME", str(folder / "data"))
        path = copy_of_base(folder)
        win = main_window(folder, base_scenario(path), path)
        assert QTest.qWaitForWindowExposed(win)
        at_full_size_on_the_centre(win)
        win.module_folder = folder
        win.first_tool = win.tools.current
        win.built_layout = win.saveState()
        yield win
        win.close()
        win.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def reading_the_shared_window(win, monkeypatch, test: pytest.Item):
    """The module's window as a fresh one: nothing told, the prompts answered "discard",
    no Help window, the first tool, the docks and toolbar where they were built, the view
    at 100% on the map's centre, the module's data folder. After the test the window must
    be as it was (`window_state`: the document, its undo steps and file, the selection,
    the tool options, the settings, the windows open beside it, its size): a test that
    changes any of it fails here, and must take a window of its own (no `reads_window`)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(win.module_folder / "data"))
    answer_as_in_tests(win)
    for dialog in win.help.windows.values():  # Help's windows made anew, as in a new window
        dialog.close()
        dialog.deleteLater()
    win.help.windows.clear()
    if win.tools.current is not win.first_tool:
        win.tools.activate(win.first_tool)
    if win.saveState() != win.built_layout:  # restored, the docks are laid out again
        win.restoreState(win.built_layout)
    at_full_size_on_the_centre(win)
    before = window_state(win)
    yield win
    # the windows the test gave pytest-qt are closed by it next, Help's by the next reset
    own = {id(ref()) for ref, _ in getattr(test, "qt_widgets", [])}
    own |= {id(dialog) for dialog in win.help.windows.values()}
    after = window_state(win, leaving=own)
    changed = sorted(key for key in before if before[key] != after[key])
    assert win.isVisible() and not changed, (
        f"a test marked reads_window changed the module's shared window ({', '.join(changed)}):"
        " give it its own")


def window_state(win, leaving: set[int] = frozenset()) -> dict[str, object]:
    """What a test sharing its module's window (`reads_window`) must leave as it found it:
    what a later test reads of a window it takes for new. (The docks and the toolbar are
    put back where they were built before each test; `leaving`: the ids of the windows
    that are closed after the test anyway.)"""
    from PySide6.QtWidgets import QApplication

    from engine.scenario.io import dump_scenario

    options = {name: value for name, value in vars(win.options).items()
               if isinstance(value, (str, int, float, bool, tuple))}
    return {
        "document": dump_scenario(win.doc.scenario), "file": win.doc.path,
        "undo steps": win.doc.undo_stack.count(),
        "selection": [id(thing) for thing in win.doc.selection],
        "tool options": options,
        "settings": {key: win.settings.value(key) for key in win.settings.allKeys()},
        "windows": sorted(type(other).__name__ for other in QApplication.topLevelWidgets()
                          if other.isVisible() and other is not win
                          and id(other) not in leaving),
        "size": (win.width(), win.height()),
    }


@pytest.fixture
def italian():
    """Italian installed for one test, English after. The catalogue is compiled once for
    the test process, into its cache folder (XDG_CACHE_HOME above, the process's own), as
    the editor compiles it once for a user, and read from there by every later test: a
    cache folder per test ran `lrelease` twice a test (the Italian catalogue and, at the
    end, the English one), two processes of about 0.1 CPU-s each. The compiling itself is
    tested in tests/editor/i18n (test_the_catalogue_compiles_with_lrelease, the start-up
    in Italian, the English plural forms)."""
    from editor.i18n.translator import apply_language

    assert apply_language("it") == []
    yield
    apply_language("en")


@pytest.fixture
def italian_window(italian, window):
    """The main window (`window`) opened in Italian."""
    return window


def open_window(qtbot, tmp_path, scenario, path):
    """The real main window, shown offscreen at 100% zoom, with its own settings file;
    its questions answered "discard" and its warnings kept in `window.told`."""
    win = main_window(tmp_path, scenario, path)
    qtbot.addWidget(win)
    qtbot.waitExposed(win)
    at_full_size_on_the_centre(win)
    return win


def main_window(tmp_path, scenario, path):
    """The main window built as `open_window` says, shown, not yet waited for."""
    from PySide6.QtCore import QSettings

    from editor.main_window import MainWindow

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    as_the_editor_starts()
    win = MainWindow(scenario, path, settings)
    answer_as_in_tests(win)
    win.resize(1200, 800)
    win.show()
    return win


def at_full_size_on_the_centre(win) -> None:
    win.view.resetTransform()
    win.view.centerOn(win.view.painter_model.extent().center())


def answer_as_in_tests(win) -> None:
    """The window's warnings kept in `win.told`, its questions answered "discard"."""
    from PySide6.QtWidgets import QMessageBox

    win.told = []
    win.tell = lambda title, text: win.told.append((title, text))
    win.ask = lambda *a: QMessageBox.StandardButton.Discard


def as_the_editor_starts() -> None:
    """The application as `clumsy-editor` starts it: no wheel and key guard yet
    (editor/widgets/field_guard.py; the main window makes it once it is built, and it
    filters the fields, the focus widget and the windows, never the application). In a
    test process an earlier test's window left it, with the windows it knew."""
    import shiboken6
    from PySide6.QtCore import QCoreApplication

    from editor.widgets.field_guard import FieldGuard

    app = QCoreApplication.instance()
    guard = app.findChild(FieldGuard) if app is not None else None
    if guard is not None:
        shiboken6.delete(guard)
