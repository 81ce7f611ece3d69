"""The balance loop, written once: AI games of one mission over a range of seeds, on any
`concurrent.futures.Executor`, yielded as they finish and cancellable (DESIGN.md,
"Command line"). `clumsy balance` (a progress bar) and the editor's Balance check
(progress and Cancel) both drive `run_games`; `summarize_series` sums the records up.

A per-game record is `{"seed", "winner", "termination", "rounds"}`: a game depends only on
its seed (the game's dice and every AI player are seeded from it), so the same seed gives
the same record whichever executor, process or machine plays it. `run_played` also hands
back each game's replay and heat layers when asked (`--replays`, `--heatmap`).

A game whose future fails (its worker died, its pool broke) is played again, up to
`game_retries` of engine/data/balance.yaml; a game that fails every time is a bug, raised
as `GameFailed` with its seed.
"""

from __future__ import annotations

import atexit
import logging
import multiprocessing
import signal
import threading
from collections.abc import Iterable, Iterator, Mapping, Sequence
from concurrent.futures import (
    FIRST_COMPLETED,
    BrokenExecutor,
    Executor,
    Future,
    ProcessPoolExecutor,
    ThreadPoolExecutor,
    wait,
)
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from engine.ai.player import RandomPlayer
from engine.ai.scripts import SCRIPTS, scripted_player
from engine.balance.errors import BadInput
from engine.balance.game import Difficulty, check_levels, level_of, load, play_game
from engine.balance.heatmap import HeatLayers, game_heat
from engine.balance.stats import balance_numbers, totals
from engine.records import record
from engine.ruleset import available_rulesets, computer_player, ruleset_of
from engine.scenario.io import scenario_from_text
from engine.scenario.model import Scenario
from engine.scenario.packs import read_packs
from engine.scenario.yaml_source import YamlSourceError, parse_yaml

log = logging.getLogger(__name__)

# Who the AI plays against: itself, random play, or a scripted opponent (engine.ai.scripted).
OPPONENTS = ("ai", "random", *SCRIPTS)
GameRecord = dict[str, Any]  # {"seed", "winner", "termination", "rounds"}


class GameFailed(RuntimeError):
    """A game of the series raised: a bug in the engine or the AI, named by its seed so
    `clumsy play FILE --seed N` reproduces it."""

    def __init__(self, seed: int, error: BaseException) -> None:
        super().__init__(f"the game of seed {seed} failed: {type(error).__name__}: {error}")
        self.seed = seed


@record(frozen=True)
class MissionText:
    """A mission sent as its file's text: a cluster worker on another machine has no path
    to read, and the same text gives the same games as the file."""

    filename: str
    text: str
    # the rule pack files the mission names, as (name, text): they travel with it
    packs: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of_file(cls, path: str | Path) -> MissionText:
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise BadInput(f"{path}: cannot read the file: {exc}") from exc
        try:
            packs = tuple(read_packs(parse_yaml(text), str(path)).texts.items())
        except YamlSourceError:
            packs = ()  # reading the mission says what is wrong
        return cls(str(path), text, packs)


Source = Scenario | str | MissionText


@lru_cache(maxsize=4)
def scenario_from_path(path: str) -> Scenario:
    """The mission read once per process (a worker plays many seeds of it)."""
    return load(path)


@lru_cache(maxsize=4)
def scenario_from_mission_text(mission: MissionText) -> Scenario:
    scenario, problems = scenario_from_text(mission.text, mission.filename,
                                            texts=dict(mission.packs) or None)
    if scenario is None or any(p.severity == "error" for p in problems):
        raise BadInput("\n".join(str(p) for p in problems) or f"{mission.filename}: not a mission")
    return scenario


def scenario_of(source: Source) -> Scenario:
    if isinstance(source, MissionText):
        return scenario_from_mission_text(source)
    return scenario_from_path(source) if isinstance(source, str) else source


@record
class PlayedGame:
    """One game's record and, when asked, its replay (the format `clumsy play --replay`
    writes) and its heat layers (engine.balance.heatmap)."""

    record: GameRecord
    replay: dict[str, Any] | None = None
    heat: HeatLayers | None = None
    first_side: str | None = None  # who moved first (an initiative roll may decide it)


def ai_side(sides: list[str], seed: int, opponent: str) -> str | None:
    """Against random play or a script the AI plays side `seed % sides`; against the AI,
    every side."""
    return sides[seed % len(sides)] if opponent != "ai" else None


def known_opponent(opponent: str) -> bool:
    """One of OPPONENTS, or a scripted style a ruleset brings (`Ruleset.scripts`, e.g.
    Stratego's: engine/rulesets/stratego/scripted.py)."""
    return opponent in OPPONENTS or any(
        opponent in r.scripts for r in available_rulesets().values())


def check_players(sc: Scenario, opponent: str, difficulty: Difficulty = None) -> None:
    """Refuse, in one line, an unknown opponent or level, a side the mission lacks, or a
    scripted opponent for a ruleset with a turn order of its own (the scripts play the
    shared rules' units and victory points)."""
    own = ruleset_of(sc).scripts
    if opponent not in OPPONENTS and opponent not in own:
        names = [*OPPONENTS, *own]
        raise BadInput(f"unknown opponent {opponent!r}: choose one of {', '.join(names)}")
    if opponent in SCRIPTS and not ruleset_of(sc).turn_systems():
        raise BadInput(f"{sc.name}: the scripted opponent {opponent!r} plays only missions "
                       "with a turn system (the shared rules)")
    check_levels(sc, difficulty)


def play_one(scenario: Source, seed: int, opponent: str = "ai",
             max_rounds: int | None = None, difficulty: Difficulty = None) -> GameRecord:
    """One game of the series and its record. Module-level, so a process pool can run it."""
    return play_detailed(scenario, seed, opponent, max_rounds, difficulty=difficulty).record


def play_detailed(scenario: Source, seed: int, opponent: str = "ai",
                  max_rounds: int | None = None, replay: bool = False,
                  heat: bool = False, difficulty: Difficulty = None,
                  overrides: Mapping[str, Any] | None = None) -> PlayedGame:
    """One game, with its replay and heat layers when asked (worked out where the game is
    played, so a cluster sends back sums, not whole games, unless replays are kept);
    `overrides` changes ai.yaml numbers for the computer player's sides (a benchmark's
    trial of a knob)."""
    sc = scenario_of(scenario)
    sides = [s.id for s in sc.sides]
    plays_ai = ai_side(sides, seed, opponent)
    players: dict[str, Any] = {}
    for i, side in enumerate(sides):
        if plays_ai is None or side == plays_ai:
            level = level_of(difficulty, side)
            config = {**({"difficulty": level} if level else {}), **(overrides or {})}
            players[side] = computer_player(sc, seed * 16 + i, config or None)
        elif opponent == "random":
            players[side] = RandomPlayer(seed * 16 + i)
        elif opponent in (own := ruleset_of(sc).scripts):  # a ruleset's own style
            players[side] = own[opponent](seed * 16 + i)
        else:
            players[side] = scripted_player(opponent, seed * 16 + i)
    game, summary = play_game(sc, seed=seed, max_rounds=max_rounds, players=players)
    record = {"seed": seed, "winner": summary["winner"], "termination": summary["termination"],
              "rounds": summary["rounds"]}
    first = next((e.get("side") for e in game.events if e.get("type") == "turn_started"), None)
    played = PlayedGame(record, first_side=first)
    if replay:
        name = scenario.filename if isinstance(scenario, MissionText) else (
            scenario if isinstance(scenario, str) else sc.name)
        played.replay = {"scenario": name, "seed": seed, "actions": list(game.history),
                         "events": list(game.events), "result": summary}
    if heat:
        unit_sides = {u["id"]: u["side"] for u in game.units()}
        played.heat = game_heat(sc, game.events, unit_sides)
    return played


def default_executor(jobs: int) -> Executor:
    """`jobs` worker processes, deaf to Ctrl+C; a single job runs in one worker thread, as a
    process would only add its start-up time. Never forked from this program (it may run
    threads, like the editor): where the system has it, each worker is forked from a
    server process started fresh once a process, which imported the games' code once
    ("forkserver", `worker_context`); elsewhere each worker starts fresh ("spawn") and
    imports it again."""
    if jobs <= 1:
        return ThreadPoolExecutor(max_workers=1)
    return ProcessPoolExecutor(max_workers=jobs, mp_context=worker_context(),
                               initializer=ignore_ctrl_c)


def worker_context() -> multiprocessing.context.BaseContext:
    """The balance workers' start method: "forkserver" with this module imported by the
    server before it forks (a worker then starts without importing the engine and the AI
    again, 0.3-0.5 CPU-s each; the server lives as long as this process, so a second run
    of games, in the editor or a test, starts no server again), or "spawn" where there is
    no fork server (Windows)."""
    if "forkserver" not in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("spawn")
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload([__name__])
    _stop_server_at_exit()
    return context


@cache
def _stop_server_at_exit() -> None:
    """The fork server ends with this process and is waited for (as each spawned worker
    was), rather than left to end alone: no process outlives the editor or the command,
    and the server's CPU and its workers' are this process's children's (what
    benchmarks/bench_suite.py reads)."""
    from multiprocessing import forkserver

    stop = getattr(forkserver._forkserver, "_stop", None)
    if stop is not None:
        atexit.register(stop)


def ignore_ctrl_c() -> None:
    """A worker leaves Ctrl+C to the parent, which stops the run and lets the running games
    finish (a worker killed by it would break the pool and lose them)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def run_games(scenario: Source | Path, seeds: Iterable[int],
              executor: Executor | None = None, *, jobs: int = 1, opponent: str = "ai",
              max_rounds: int | None = None, cancel: threading.Event | None = None,
              poll_seconds: float = 0.1, difficulty: Difficulty = None) -> Iterator[GameRecord]:
    """Each game's record as it completes (in completion order); see `run_played`."""
    for played in run_played(scenario, seeds, executor, jobs=jobs, opponent=opponent,
                             max_rounds=max_rounds, cancel=cancel, poll_seconds=poll_seconds,
                             difficulty=difficulty):
        yield played.record


def run_played(scenario: Source | Path, seeds: Iterable[int],
               executor: Executor | None = None, *, jobs: int = 1, opponent: str = "ai",
               max_rounds: int | None = None, cancel: threading.Event | None = None,
               poll_seconds: float = 0.1, replays: bool = False, heat: bool = False,
               retries: int | None = None, difficulty: Difficulty = None
               ) -> Iterator[PlayedGame]:
    """Submit one game per seed to `executor` (by default `default_executor(jobs)`, shut
    down at the end) and yield each game as it completes, in completion order.

    Setting `cancel` cancels the games not yet started; the games already running finish
    and are yielded, then the loop ends. Closing the generator early cancels the same way.
    A game whose future fails is submitted again (`retries` times, by default balance.yaml's
    `game_retries`; a broken pool of our own is replaced first); a game that fails every
    time raises `GameFailed`, and the games not yet started are cancelled. `opponent`
    names who plays against the AI (OPPONENTS), `difficulty` the AI's level."""
    source: Source = str(scenario) if isinstance(scenario, Path) else scenario
    for _, played in run_tasks([(source, seed) for seed in seeds], executor, jobs=jobs,
                               opponent=opponent, max_rounds=max_rounds, cancel=cancel,
                               poll_seconds=poll_seconds, replays=replays, heat=heat,
                               retries=retries, difficulty=difficulty):
        yield played


def run_tasks(tasks: Sequence[tuple[Source, int]], executor: Executor | None = None, *,
              jobs: int = 1, opponent: str = "ai", max_rounds: int | None = None,
              cancel: threading.Event | None = None, poll_seconds: float = 0.1,
              replays: bool = False, heat: bool = False, retries: int | None = None,
              difficulty: Difficulty = None) -> Iterator[tuple[int, PlayedGame]]:
    """`run_played` for games of several missions at once (a sweep's variants): each task
    is (mission, seed); every task is submitted at the start, so the games of all the
    missions spread over the workers, and each is yielded with its task's index as it
    completes. Cancel, retries and failures as `run_played`."""
    if not known_opponent(opponent):
        raise ValueError(f"opponent must be one of {', '.join(OPPONENTS)} or a ruleset's "
                         f"scripted style, got {opponent!r}")
    allowed = balance_numbers().game_retries if retries is None else retries
    own_pool = executor is None
    pool = executor if executor is not None else default_executor(jobs)
    futures: dict[Future[PlayedGame], int] = {}
    level = {} if difficulty is None else {"difficulty": difficulty}
    failures: dict[int, int] = {}

    def submit(index: int) -> Future[PlayedGame]:
        nonlocal pool
        source, seed = tasks[index]
        try:
            future = pool.submit(play_detailed, source, seed, opponent, max_rounds, replays, heat,
                                 **level)
        except BrokenExecutor:
            if not own_pool:
                raise
            pool.shutdown(wait=False, cancel_futures=True)
            pool = default_executor(jobs)
            future = pool.submit(play_detailed, source, seed, opponent, max_rounds, replays, heat,
                                 **level)
        futures[future] = index
        return future

    try:
        pending = {submit(i) for i in range(len(tasks))}
        cancelling = False
        while pending:
            if not cancelling and cancel is not None and cancel.is_set():
                cancelling = True
                pending = {f for f in pending if not f.cancel()}
            done, pending = wait(pending, timeout=poll_seconds, return_when=FIRST_COMPLETED)
            for future in sorted(done, key=futures.__getitem__):
                if future.cancelled():
                    continue
                index = futures[future]
                seed = tasks[index][1]
                try:
                    played = future.result()
                except Exception as exc:
                    failures[index] = failures.get(index, 0) + 1
                    if failures[index] > allowed or cancelling:
                        raise GameFailed(seed, exc) from exc
                    log.warning("the game of seed %d failed (%s: %s); playing it again",
                                seed, type(exc).__name__, exc)
                    pending.add(submit(index))
                    continue
                yield index, played
    finally:
        for future in futures:
            future.cancel()
        if own_pool:
            pool.shutdown(wait=True, cancel_futures=True)


def rounds_histogram(records: list[GameRecord]) -> dict[int, int]:
    """How many games ended in each round (unfinished games at the round they stopped)."""
    counts: dict[int, int] = {}
    for r in records:
        counts[r["rounds"]] = counts.get(r["rounds"], 0) + 1
    return dict(sorted(counts.items()))


def outcome(record: GameRecord) -> str:
    """win, draw (a result with no winner) or unfinished (no result: termination None)."""
    if record["termination"] is None:
        return "unfinished"
    return "draw" if record["winner"] is None else "win"


def summarize_series(sc: Scenario, records: list[GameRecord], opponent: str,
                     first_sides: dict[int, str | None] | None = None) -> dict[str, Any]:
    """Win rates by side with their Wilson intervals ("totals", the `--json` shape) and,
    for every winner and for draws, counts by termination; the rounds the games ended in;
    and, where the side to move first changes from game to game (`first_sides`, seed ->
    side), the win rates by who moved first. The records are taken in seed order, so the
    sum does not depend on who played them."""
    return summarize_records(sc.name, [s.id for s in sc.sides],
                             {s.id: s.color for s in sc.sides}, records, opponent, first_sides)


def summarize_records(name: str, sides: list[str], colors: dict[str, str | None],
                      records: list[GameRecord], opponent: str,
                      first_sides: dict[int, str | None] | None = None) -> dict[str, Any]:
    """`summarize_series` from a name, the sides and their colours (a merged result file
    has no scenario)."""
    results = sorted(records, key=lambda r: r["seed"])
    n = len(results)
    if n == 0:
        raise ValueError("no games to sum up")
    wins = {s: sum(r["winner"] == s for r in results) for s in sides}
    draws = sum(outcome(r) == "draw" for r in results)
    unfinished = sum(outcome(r) == "unfinished" for r in results)
    by_termination: dict[str, dict[str, int]] = {}
    for r in results:
        if r["termination"] is not None:
            slot = by_termination.setdefault(r["winner"] or "draw", {})
            slot[r["termination"]] = slot.get(r["termination"], 0) + 1
    out: dict[str, Any] = {
        "scenario": name, "games": n, "opponent": opponent, "sides": sides,
        "colors": dict(colors),
        "wins": wins, "win_rate": {s: wins[s] / n for s in sides},
        "draws": draws, "draw_rate": draws / n, "unfinished": unfinished,
        "by_termination": by_termination,
        "average_rounds": sum(r["rounds"] for r in results) / n,
        "results": results,
        "totals": totals(sides, results),
        "rounds_histogram": rounds_histogram(results),
    }
    firsts = {first_sides[r["seed"]] for r in results if first_sides and r["seed"] in first_sides}
    if first_sides and len(firsts) > 1:
        out["by_first_side"] = {
            f: totals(sides, [r for r in results if first_sides.get(r["seed"]) == f])
            for f in sides if f in firsts}
        out["first_side_games"] = {f: sum(first_sides.get(r["seed"]) == f for r in results)
                                   for f in out["by_first_side"]}
    if opponent != "ai":
        by_side = {}
        for s in sides:
            played = [r for r in results if ai_side(sides, r["seed"], opponent) == s]
            won = sum(r["winner"] == s for r in played)
            by_side[s] = {"games": len(played), "wins": won,
                          "win_rate": won / len(played) if played else 0.0}
        ai_wins = sum(r["winner"] == ai_side(sides, r["seed"], opponent) for r in results)
        out["ai"] = {"games": n, "wins": ai_wins, "win_rate": ai_wins / n, "by_side": by_side}
    return out
