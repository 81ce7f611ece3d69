"""The balance loop, written once: AI games of one mission over a range of seeds, on any
`concurrent.futures.Executor`, yielded as they finish and cancellable (DESIGN.md,
"Command line"). `clumsy balance` (a progress bar) and the editor's Balance check
(progress and Cancel) both drive `run_games`; `summarize_series` sums the records up.

A per-game record is `{"seed", "winner", "termination", "rounds"}`: a game depends only on
its seed (the game's dice and every AI player are seeded from it), so the same seed gives
the same record whichever executor, process or machine plays it.
"""

from __future__ import annotations

import multiprocessing
import threading
from collections.abc import Iterable, Iterator
from concurrent.futures import (
    FIRST_COMPLETED,
    Executor,
    Future,
    ProcessPoolExecutor,
    ThreadPoolExecutor,
    wait,
)
from functools import lru_cache
from pathlib import Path
from typing import Any

from engine.ai.player import RandomPlayer
from engine.cli.play import load, play_game
from engine.ruleset import computer_player
from engine.scenario.model import Scenario

OPPONENTS = ("ai", "random")
GameRecord = dict[str, Any]  # {"seed", "winner", "termination", "rounds"}


class GameFailed(RuntimeError):
    """A game of the series raised: a bug in the engine or the AI, named by its seed so
    `clumsy play FILE --seed N` reproduces it."""

    def __init__(self, seed: int, error: BaseException) -> None:
        super().__init__(f"the game of seed {seed} failed: {type(error).__name__}: {error}")
        self.seed = seed


@lru_cache(maxsize=4)
def scenario_from_path(path: str) -> Scenario:
    """The mission read once per process (a worker plays many seeds of it)."""
    return load(path)


def ai_side(sides: list[str], seed: int, opponent: str) -> str | None:
    """Against a random opponent the AI plays side `seed % sides`; against the AI, every side."""
    return sides[seed % len(sides)] if opponent == "random" else None


def play_one(scenario: Scenario | str, seed: int, opponent: str = "ai",
             max_rounds: int | None = None) -> GameRecord:
    """One game of the series and its record. Module-level, so a process pool can run it."""
    sc = scenario_from_path(scenario) if isinstance(scenario, str) else scenario
    sides = [s.id for s in sc.sides]
    plays_ai = ai_side(sides, seed, opponent)
    players: dict[str, Any] = {}
    for i, side in enumerate(sides):
        if plays_ai is None or side == plays_ai:
            players[side] = computer_player(sc, seed * 16 + i)
        else:
            players[side] = RandomPlayer(seed * 16 + i)
    _, summary = play_game(sc, seed=seed, max_rounds=max_rounds, players=players)
    return {"seed": seed, "winner": summary["winner"], "termination": summary["termination"],
            "rounds": summary["rounds"]}


def default_executor(jobs: int) -> Executor:
    """`jobs` worker processes, started fresh ("spawn": never forked from a program that
    runs threads, like the editor); a single job runs in one worker thread, as a process
    would only add its start-up time."""
    if jobs <= 1:
        return ThreadPoolExecutor(max_workers=1)
    return ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("spawn"))


def run_games(scenario: Scenario | str | Path, seeds: Iterable[int],
              executor: Executor | None = None, *, jobs: int = 1, opponent: str = "ai",
              max_rounds: int | None = None, cancel: threading.Event | None = None,
              poll_seconds: float = 0.1) -> Iterator[GameRecord]:
    """Submit one game per seed to `executor` (by default `default_executor(jobs)`, shut
    down at the end) and yield each game's record as it completes, in completion order.

    Setting `cancel` cancels the games not yet started; the games already running finish
    and are yielded, then the loop ends. Closing the generator early cancels the same way.
    A game that raises raises `GameFailed` here, and the games not yet started are
    cancelled."""
    if opponent not in OPPONENTS:
        raise ValueError(f"opponent must be one of {', '.join(OPPONENTS)}, got {opponent!r}")
    source: Scenario | str = str(scenario) if isinstance(scenario, (str, Path)) else scenario
    pool = executor if executor is not None else default_executor(jobs)
    futures: dict[Future[GameRecord], int] = {}
    try:
        for seed in seeds:
            futures[pool.submit(play_one, source, seed, opponent, max_rounds)] = seed
        pending = set(futures)
        cancelling = False
        while pending:
            if not cancelling and cancel is not None and cancel.is_set():
                cancelling = True
                pending = {f for f in pending if not f.cancel()}
            done, pending = wait(pending, timeout=poll_seconds, return_when=FIRST_COMPLETED)
            for future in sorted(done, key=futures.__getitem__):
                if future.cancelled():
                    continue
                try:
                    record = future.result()
                except Exception as exc:
                    raise GameFailed(futures[future], exc) from exc
                yield record
    finally:
        for future in futures:
            future.cancel()
        if executor is None:
            pool.shutdown(wait=True, cancel_futures=True)


def outcome(record: GameRecord) -> str:
    """win, draw (a result with no winner) or unfinished (no result: termination None)."""
    if record["termination"] is None:
        return "unfinished"
    return "draw" if record["winner"] is None else "win"


def summarize_series(sc: Scenario, records: list[GameRecord], opponent: str) -> dict[str, Any]:
    """Win rates by side and, for every winner and for draws, counts by termination. The
    records are taken in seed order, so the sum does not depend on who played them."""
    results = sorted(records, key=lambda r: r["seed"])
    sides = [s.id for s in sc.sides]
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
        "scenario": sc.name, "games": n, "opponent": opponent, "sides": sides,
        "colors": {s.id: s.color for s in sc.sides},
        "wins": wins, "win_rate": {s: wins[s] / n for s in sides},
        "draws": draws, "draw_rate": draws / n, "unfinished": unfinished,
        "by_termination": by_termination,
        "average_rounds": sum(r["rounds"] for r in results) / n,
        "results": results,
    }
    if opponent == "random":
        by_side = {}
        for s in sides:
            played = [r for r in results if ai_side(sides, r["seed"], opponent) == s]
            won = sum(r["winner"] == s for r in played)
            by_side[s] = {"games": len(played), "wins": won,
                          "win_rate": won / len(played) if played else 0.0}
        ai_wins = sum(r["winner"] == ai_side(sides, r["seed"], opponent) for r in results)
        out["ai"] = {"games": n, "wins": ai_wins, "win_rate": ai_wins / n, "by_side": by_side}
    return out
