"""Work that two tests of a run both need, done once a run: a `clumsy` command line, or a
check whose answer is a number. The first test to ask does it in its process (a command
line by cli_helpers.clumsy_in_process) and keeps the answer (the exit code and both
streams) in the run's folder; a later one, in that process or another xdist worker, reads
it. Work that fails (raises) keeps nothing: each test that asks does it again and fails.
A worker that asks while another does the work waits for it (a file lock), so the work is
done once whatever the order. The folder is the run's own (pytest's base temporary
folder, shared by the workers of one run): nothing is kept from one run to the next."""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import re
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

from cli_helpers import clumsy_in_process

try:
    import fcntl
except ImportError:  # no file locks (Windows): each test does its own work
    fcntl = None  # type: ignore[assignment]

T = TypeVar("T")


class SharedRuns:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.ran = 0  # the work this process did (the rest it read)

    def run(self, *args: object) -> subprocess.CompletedProcess[str]:
        """What `clumsy_in_process(*args)` returns, run once a run."""
        argv = [str(a) for a in args]

        def command() -> dict[str, Any]:
            done = clumsy_in_process(*argv)
            return {"code": done.returncode, "out": done.stdout, "err": done.stderr}

        saved = self.once(json.dumps(["clumsy", *argv]), command)
        return subprocess.CompletedProcess(["clumsy", *argv], saved["code"], saved["out"],
                                           saved["err"])

    def once(self, key: str, work: Callable[[], T]) -> T:
        """`work()`, whose answer is JSON, done once a run for every test asking with this
        key (a text naming everything the answer depends on)."""
        if fcntl is None:
            self.ran += 1
            return work()
        self.folder.mkdir(parents=True, exist_ok=True)
        name = hashlib.sha256(key.encode("utf-8")).hexdigest()[:20]
        kept = self.folder / f"{name}.json"
        with self._locked(self.folder / f"{name}.lock"):
            if not kept.exists():
                self.ran += 1
                answer = work()
                kept.write_text(json.dumps({"key": key, "answer": answer}), encoding="utf-8")
            saved = json.loads(kept.read_text(encoding="utf-8"))
        assert saved["key"] == key, (saved["key"], key)
        return saved["answer"]  # type: ignore[no-any-return]

    @staticmethod
    @contextlib.contextmanager
    def _locked(path: Path) -> Iterator[None]:
        with open(path, "a+", encoding="utf-8") as handle:
            fcntl.flock(handle, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(handle, fcntl.LOCK_UN)


# The balance tests check each executor's games (threads, processes, a cluster, a pool
# whose workers die, a cancelled run) against the game of the same mission and seed played
# here (a game depends only on them): that reference, the tutorial's seeds 0-5, was played
# again by each test that compared with it (twelve games of about 0.12 CPU-s for four).
def reference_game(runs: SharedRuns, mission: Path | str, seed: int) -> dict[str, Any]:
    """`engine.balance.run.play_one(mission, seed)`'s record, played once a run."""
    from engine.balance.run import play_one

    return runs.once(json.dumps(["play_one", str(mission), seed]),
                     lambda: play_one(str(mission), seed))


# test_play_cli.py plays every shipped mission with the AI to its end, seed 1
# (`test_play_json_on_every_shipped_mission...`); under the mission's own turn system,
# test_faults_play.py's three rounds of seed 1 are that game's first three rounds (the same
# actions and events: the AI never reads --max-rounds, checked on every shipped mission).
WHOLE_GAME_SEED = 1
WHOLE_GAME_TEST = ("tests/engine/cli/test_play_cli.py::"
                   "test_play_json_on_every_shipped_mission_carries_the_result_at_the_top[{}]")


def whole_game(mission: Path) -> list[str]:
    """The command line of test_play_cli.py's whole game of a shipped mission."""
    return ["play", str(mission), "--json", "--seed", str(WHOLE_GAME_SEED)]


def in_run(session: object, nodeid: str) -> bool:
    """Whether this run has the test `nodeid` (`--quick`, `-k` or a file given alone may
    leave it out): a test that would read the work another test keeps once a run does,
    where the other is not in the run, only the work it needs itself."""
    ids = getattr(session, "_clumsy_test_ids", None)
    if ids is None:
        ids = {item.nodeid for item in getattr(session, "items", ())}
        session._clumsy_test_ids = ids  # type: ignore[attr-defined]
    return nodeid in ids


def whole_game_in_run(session: object, mission: Path) -> bool:
    """Whether this run plays test_play_cli.py's whole game of the mission."""
    return in_run(session, WHOLE_GAME_TEST.format(mission.stem))


# test_faults_play.py has the AI play three rounds of seed 1 of every shipped mission under
# each turn system not its own; test_conformance.py plays, replays and renders the same game
# of each such case (`clumsy play --json --replay`): played once a run for both.
OTHER_SYSTEM_SEED, OTHER_SYSTEM_ROUNDS = 1, 3


def other_system_game(runs: SharedRuns, mission: Path,
                      system: str) -> tuple[subprocess.CompletedProcess[str], str | None]:
    """`clumsy play COPY --seed 1 --max-rounds 3 --json --replay REPLAY`, COPY the shipped
    mission saved under `system`, once a run: the run and the replay's text (None when the
    command wrote none). The copy stays in the run's folder for the tests to read."""
    from engine.scenario.io import load_scenario, save_scenario

    folder = runs.folder / "other-systems"
    path = folder / f"{mission.stem}_{system}.yaml"
    replay = path.with_suffix(".json")
    argv = ["play", str(path), "--seed", str(OTHER_SYSTEM_SEED), "--max-rounds",
            str(OTHER_SYSTEM_ROUNDS), "--json", "--replay", str(replay)]

    def command() -> dict[str, Any]:
        folder.mkdir(parents=True, exist_ok=True)
        scenario = load_scenario(mission)
        scenario.turn_system = system
        save_scenario(scenario, path)
        done = clumsy_in_process(*argv)
        text = replay.read_text(encoding="utf-8") if replay.exists() else None
        return {"code": done.returncode, "out": done.stdout, "err": done.stderr, "replay": text}

    saved = runs.once(json.dumps(["clumsy", *argv]), command)
    return (subprocess.CompletedProcess(["clumsy", *argv], saved["code"], saved["out"],
                                        saved["err"]), saved["replay"])


# The tests that read one shared game: whichever runs first plays it, and a recorded run
# (tests/test_costs.txt) charges that test alone; `twins` names the others, so that each
# is as long as the game it reads (tests/conftest.py's QUICK_LIMIT).
FAULTS_TEST = ("tests/engine/cli/test_faults_play.py::"
               "test_B_the_ai_plays_every_mission_under_every_turn_system[{}-{}]")
CONFORMANCE_TEST = ("tests/test_conformance.py::"
                    "test_the_command_line_plays_and_renders_every_case[{}-{}]")
SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"


@functools.cache
def own_systems() -> dict[str, str]:
    """Each shipped mission's own turn system, read from its text."""
    found = {}
    for path in SCENARIOS.glob("*.yaml"):
        match = re.search(r"^turn_system: *(\w+)", path.read_text(encoding="utf-8"), re.M)
        found[path.stem] = match.group(1) if match else "sides"
    return found


def twins(nodeid: str) -> list[str]:
    """The tests that read the same shared game as this one (none for most tests): the
    whole game's (test_play_cli.py) is the AI's own-system case of test_faults_play.py,
    and the cases under another system of that file and of test_conformance.py share one."""
    case = re.search(r"\[([a-z0-9_]+?)(?:-([a-z]+))?\]$", nodeid)
    if case is None:
        return []
    mission, system = case.groups()
    own = own_systems().get(mission)
    if nodeid == WHOLE_GAME_TEST.format(mission) and own is not None:
        return [FAULTS_TEST.format(mission, own)]
    if system == own:  # the AI's own-system case reads the whole game only when it is in
        return []      # the run, and plays its own three rounds where it is not
    if nodeid in (FAULTS_TEST.format(mission, system), CONFORMANCE_TEST.format(mission, system)):
        return [FAULTS_TEST.format(mission, system), CONFORMANCE_TEST.format(mission, system)]
    return []
