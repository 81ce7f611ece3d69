"""Live validation in a process of its own (issue 37, "Validation off the GUI's
interpreter"): the same problems as `clumsy validate` of the file the editor would save,
on every shipped mission and on fuzzed ones; the GUI thread only pickles the model (no YAML
dump per edit); a newer edit drops the pass in flight; one process for all windows, and
none left behind when the editor ends. Work is counted, never timed."""

from __future__ import annotations

import copy
import os
import pickle
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from benchmarks.bench_validation import big_scenario
from conftest import SCENARIOS
from editor.document import validation_runner
from editor.document.scenario_document import ScenarioDocument
from editor.document.validation_runner import ValidationRunner
from editor.document.validation_worker import ValidationWorker, shared_worker
from engine.scenario.io import dump_scenario, read_scenario
from engine.scenario.problems import ScenarioError
from engine.scenario.validation_service import validate

MISSIONS = sorted(SCENARIOS.glob("*.yaml"))


def clumsy_validate(path: Path) -> list:
    """What `clumsy validate FILE` reports (engine.cli.main.cmd_validate reads it so)."""
    try:
        return read_scenario(path)[1]
    except ScenarioError as exc:
        return exc.problems


def saved_and_validated(scenario, tmp_path: Path, name: str) -> list:
    path = tmp_path / name
    path.write_text(dump_scenario(scenario), encoding="utf-8")
    return clumsy_validate(path)


@pytest.mark.parametrize("mission", MISSIONS, ids=lambda p: p.stem)
def test_the_process_finds_the_problems_clumsy_validate_finds(mission, tmp_path):
    scenario = read_scenario(mission)[0]
    sent = pickle.loads(pickle.dumps(scenario))  # as the model travels to the process
    name = str(tmp_path / mission.name)
    assert validate(sent, name) == saved_and_validated(scenario, tmp_path, mission.name)


def fuzzed_model(seed: int):
    """A shipped mission's model with careless edits an editor can make: units moved off the
    map or onto each other, unknown types and sides, ids repeated, odd terrain, bad rounds."""
    rng = random.Random(seed)
    scenario = copy.deepcopy(read_scenario(rng.choice(MISSIONS))[0])
    m = scenario.map
    for _ in range(rng.randint(1, 4)):
        units = scenario.units
        roll = rng.randrange(7)
        if roll == 0 and units:
            rng.choice(units).at = (rng.randint(-2, m.width + 2), rng.randint(-2, m.height + 2))
        elif roll == 1 and units:
            rng.choice(units).type = rng.choice(["tank", "infantry", "zeppelin", ""])
        elif roll == 2 and units:
            rng.choice(units).side = rng.choice([s.id for s in scenario.sides] + ["nobody"])
        elif roll == 3 and len(units) > 1:
            a, b = rng.sample(units, 2)
            a.id, a.at = b.id, b.at
        elif roll == 4:
            r, c = rng.randrange(m.height), rng.randrange(m.width)
            m.rows[r] = m.rows[r][:c] + rng.choice(".F~H=#?") + m.rows[r][c + 1:]
        elif roll == 5:
            scenario.rounds = rng.randint(-2, 40)
        elif scenario.features:
            rng.choice(scenario.features).at = (rng.randint(-1, m.width), rng.randint(-1, m.height))
    return scenario


def test_on_fuzzed_missions_too(tmp_path):
    for seed in range(60):
        scenario = fuzzed_model(seed)
        sent = pickle.loads(pickle.dumps(scenario))
        assert validate(sent, str(tmp_path / "fuzzed.yaml")) == saved_and_validated(
            scenario, tmp_path, "fuzzed.yaml"), seed


def test_an_edit_reaches_the_problems_through_the_process_with_no_dump_here(qtbot, monkeypatch):
    dumps = []
    real = validation_runner.dump_scenario
    monkeypatch.setattr(validation_runner, "dump_scenario",
                        lambda s: (dumps.append(s), real(s))[1])
    scenario = read_scenario(SCENARIOS / "tutorial.yaml")[0]
    doc = ScenarioDocument(scenario)
    runner = ValidationRunner(doc)
    unit = doc.scenario.units[0]
    with qtbot.waitSignal(doc.problems_changed, timeout=60_000) as got:
        doc.set_attributes(unit, {"type": "no_such_type"})
    assert runner.submitted >= 1 and dumps == []
    assert any("no_such_type" in p.message for p in got.args[0])
    runner.wait()  # the same pass on this thread, as saving does
    assert doc.problems == got.args[0]


def test_a_newer_edit_drops_the_pass_in_flight():
    worker = ValidationWorker()
    try:
        results = []
        key = worker.register(lambda revision, problems: results.append(revision))
        big = big_scenario(160, 400)
        worker.submit(key, 1, "big.yaml", big)  # a long pass...
        worker.submit(key, 2, "big.yaml", big)  # ...that a newer edit overtakes
        deadline = time.monotonic() + 120
        while not results and time.monotonic() < deadline:
            time.sleep(0.05)
        time.sleep(0.5)
        assert results == [2]
    finally:
        worker.stop()


def test_every_window_shares_one_process(qtbot):
    worker = shared_worker()
    before = worker.started
    runners = [ValidationRunner(ScenarioDocument(read_scenario(SCENARIOS / "tutorial.yaml")[0]))
               for _ in range(3)]
    for runner in runners:
        runner.run_now()
    assert worker.started - before <= 1
    assert worker.process is not None and worker.process.poll() is None


def test_stopping_ends_the_process():
    worker = ValidationWorker()
    worker.submit(worker.register(lambda *_: None), 1, "t.yaml",
                  read_scenario(SCENARIOS / "tutorial.yaml")[0])
    process = worker.process
    assert process is not None and process.poll() is None
    worker.stop()
    assert process.poll() is not None and worker.process is None


def test_no_process_outlives_an_editor_that_dies():
    code = ("import os, sys\n"
            "from editor.document.validation_worker import ValidationWorker\n"
            "from engine.scenario.io import read_scenario\n"
            "w = ValidationWorker()\n"
            f"w.submit(w.register(lambda *_: None), 1, 't', read_scenario({str(SCENARIOS / 'tutorial.yaml')!r})[0])\n"
            "print(w.process.pid, flush=True)\n"
            "os._exit(0)  # no clean-up: as if the editor were killed\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120, check=True, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    pid = int(out.stdout.split()[-1])
    deadline = time.monotonic() + 60
    while _alive(pid) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not _alive(pid)


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0]
    except FileNotFoundError:
        return False
    return state != "Z"


def test_the_model_is_written_to_the_process_off_the_callers_thread(monkeypatch):
    """A big map's model is more than the pipe holds: its writing waits for the process,
    so it is never the GUI thread's (issue 37: a brush stroke's frames). While one is being
    written, a window's newer model replaces the one still waiting."""
    import threading

    from editor.document import validation_worker

    release, writing = threading.Event(), threading.Event()
    written: list[tuple[int, str]] = []

    def held_write(stream, data):  # a full pipe: the first write waits for the process
        key, revision, _name, _scenario = pickle.loads(data)
        written.append((revision, threading.current_thread().name))
        writing.set()
        release.wait(30)

    monkeypatch.setattr(validation_worker, "write_frame", held_write)
    worker = ValidationWorker()
    try:
        scenario = big_scenario(64, 10)
        key = worker.register(lambda revision, problems: None)
        worker.submit(key, 1, "big.yaml", scenario)
        assert writing.wait(30)
        worker.submit(key, 2, "big.yaml", scenario)  # returns while 1 is still being written
        worker.submit(key, 3, "big.yaml", scenario)  # replaces 2, not yet written
        assert [r for r, _ in written] == [1]
        release.set()
        deadline = time.monotonic() + 30
        while len(written) < 2 and time.monotonic() < deadline:
            time.sleep(0.01)
        assert [r for r, _ in written] == [1, 3]
        assert {name for _, name in written} == {"validation-models"}
    finally:
        release.set()
        worker.stop()


def test_a_mission_with_pack_files_is_checked_against_its_own_folder(qtbot, tmp_path):
    """The pack files a mission names are read from its folder, wherever the editor was
    started (the suite runs in the project's folder); unsaved, it has no folder to read
    them from, and the problem says so."""
    folder = tmp_path / "missions"
    folder.mkdir()
    (folder / "fen.yaml").write_text(
        "format: clumsy-rules/1\nunits:\n"
        "  - {id: heavy_mortar, base: mortar, name: Heavy mortar, symbol: HM}\n",
        encoding="utf-8")
    text = (SCENARIOS / "tutorial.yaml").read_text(encoding="utf-8")
    path = folder / "m.yaml"
    path.write_text(text.replace("\nmap:", "\nrules: [fen.yaml]\nmap:", 1), encoding="utf-8")
    scenario, problems = read_scenario(path)
    assert errors(problems) == [] and scenario.rules.files == ["fen.yaml"]
    assert Path.cwd() != folder
    doc = ScenarioDocument(scenario, path)
    runner = ValidationRunner(doc)
    unit = doc.scenario.units[0]
    with qtbot.waitSignal(doc.problems_changed, timeout=60_000) as got:
        doc.set_attributes(unit, {"type": "heavy_mortar"})  # a type of the pack
    assert errors(got.args[0]) == []  # the live pass, in the process
    runner.wait()  # the pass on this thread, as saving does
    assert errors(doc.problems) == []
    doc.path = None  # as a new, unsaved mission
    runner.wait()
    assert any("has no folder" in p for p in errors(doc.problems)), doc.problems


def errors(problems: list) -> list[str]:
    return [str(p) for p in problems if p.severity == "error"]
