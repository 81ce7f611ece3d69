"""The balance loop (engine.balance.run): one game per seed on any executor, records as
games finish, cancelling, and the sums and labels `clumsy balance` prints from them."""

from __future__ import annotations

import multiprocessing
import os
import random
import threading
import time
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor

import pytest
from shared_runs import reference_game

from conftest import SCENARIOS
from engine.balance.chart import balance_figure
from engine.balance.run import default_executor, run_games, summarize_series
from engine.balance.table import format_table
from engine.results import TERMINATIONS
from engine.scenario.io import load_scenario

TUTORIAL = SCENARIOS / "tutorial.yaml"
SEEDS = [0, 1, 2]


def by_seed(records):
    return sorted(records, key=lambda r: r["seed"])


def test_a_thread_pool_and_a_process_pool_give_the_same_records(shared_runs):
    with ThreadPoolExecutor(max_workers=2) as threads:
        in_threads = by_seed(run_games(TUTORIAL, SEEDS, threads))
    with ProcessPoolExecutor(max_workers=2) as processes:
        in_processes = by_seed(run_games(TUTORIAL, SEEDS, processes))
    assert in_threads == in_processes
    assert [r["seed"] for r in in_threads] == SEEDS
    for record in in_threads:
        assert set(record) == {"seed", "winner", "termination", "rounds"}
        assert record["termination"] in TERMINATIONS
        assert record == reference_game(shared_runs, TUTORIAL, record["seed"])


def test_the_default_executor_runs_the_same_games():
    assert by_seed(run_games(TUTORIAL, SEEDS[:2], jobs=2)) == by_seed(
        run_games(TUTORIAL, SEEDS[:2], jobs=1))


def test_cancelling_stops_early_and_keeps_the_finished_games(shared_runs):
    cancel = threading.Event()
    seeds = list(range(20))
    with ThreadPoolExecutor(max_workers=1) as pool:
        kept = []
        for record in run_games(TUTORIAL, seeds, pool, cancel=cancel):
            kept.append(record)
            cancel.set()
    # Cancel stops the run early; the games that finished or were running when it came are
    # kept (on a loaded machine the pool may finish a short game or two before the loop sees
    # the cancel, so only the early stop is certain)
    assert 1 <= len(kept) < len(seeds) // 2
    for record in kept:
        assert record == reference_game(shared_runs, TUTORIAL, record["seed"])


class CountingExecutor(ThreadPoolExecutor):
    """A thread pool that keeps the futures it hands out."""

    def __init__(self) -> None:
        super().__init__(max_workers=1)
        self.futures: list[Future] = []

    def submit(self, fn, /, *args, **kwargs):
        future = super().submit(fn, *args, **kwargs)
        self.futures.append(future)
        return future


class GatedExecutor(CountingExecutor):
    """One worker; every game after the first waits for `gate`, so what is running, done
    or still queued when the loop is closed does not depend on how fast games are."""

    def __init__(self) -> None:
        super().__init__()
        self.gate = threading.Event()
        self.started = 0

    def submit(self, fn, /, *args, **kwargs):
        def gated(*a, **k):
            self.started += 1
            if self.started > 1:
                self.gate.wait(timeout=60)
            return fn(*a, **k)
        return super().submit(gated, *args, **kwargs)


def test_closing_the_loop_early_cancels_the_games_not_started():
    with GatedExecutor() as pool:
        games = run_games(TUTORIAL, range(10), pool)
        first = next(games)
        deadline = time.monotonic() + 30
        while pool.started < 2 and time.monotonic() < deadline:
            time.sleep(0.005)  # the worker takes the second game and holds at the gate
        games.close()  # the second game is running, eight are queued
        pool.gate.set()
    assert first["seed"] == 0
    assert len(pool.futures) == 10
    assert sum(f.cancelled() for f in pool.futures) == 8
    assert all(f.done() for f in pool.futures)


def test_a_bad_opponent_is_refused_before_any_game():
    with pytest.raises(ValueError, match="opponent must be one of ai, random"):
        next(run_games(TUTORIAL, SEEDS, opponent="human"))


RECORDS = [
    {"seed": 0, "winner": "red", "termination": "victory_points", "rounds": 9},
    {"seed": 1, "winner": "red", "termination": "destroy_all", "rounds": 7},
    {"seed": 2, "winner": "red", "termination": "victory_points", "rounds": 11},
    {"seed": 3, "winner": "blue", "termination": "kill_unit", "rounds": 5},
    {"seed": 4, "winner": None, "termination": "last_round", "rounds": 12},
    {"seed": 5, "winner": None, "termination": None, "rounds": 3},
]


def test_the_sum_groups_by_termination_whatever_order_the_games_finished_in():
    scenario = load_scenario(TUTORIAL)
    shuffled = RECORDS[:]
    random.Random(1).shuffle(shuffled)
    report = summarize_series(scenario, shuffled, "ai")
    assert report == summarize_series(scenario, RECORDS, "ai")
    assert report["results"] == RECORDS
    assert report["by_termination"] == {"red": {"victory_points": 2, "destroy_all": 1},
                                        "blue": {"kill_unit": 1}, "draw": {"last_round": 1}}
    assert (report["wins"], report["draws"], report["unfinished"]) == (
        {"red": 3, "blue": 1}, 1, 1)


def test_the_table_and_the_chart_name_the_kinds_readably():
    report = summarize_series(load_scenario(TUTORIAL), RECORDS, "ai")
    table = format_table(report)
    assert "red                   3    50%       19%-81%  victory points 2, all destroyed 1" in table
    assert "blue                  1    17%        3%-56%  unit killed 1" in table
    assert "draw                  1    17%        3%-56%  last round 1" in table
    assert "unfinished            1    17%" in table
    assert "_" not in table.split("\n", 1)[1]
    figure = balance_figure(report)
    rates, ends, rounds = figure.axes[:3]
    assert [t.get_text() for t in rates.get_xticklabels()] == ["blue", "red", "draw"]  # file order
    assert [t.get_text() for t in ends.get_legend().get_texts()] == [
        "all destroyed", "victory points", "unit killed", "last round", "unfinished"]
    assert sorted(round(p.get_height()) for p in rounds.patches) == [1, 1, 1, 1, 1, 1]


@pytest.mark.skipif("forkserver" not in multiprocessing.get_all_start_methods(),
                    reason="no fork server here: each worker is spawned")
def test_the_workers_of_every_run_are_forked_from_one_server():
    """`default_executor`'s workers come from one fork server a process, started fresh and
    with the games' code imported once (`worker_context`): a run's workers are not this
    process's children (never forked from a program that may run threads), and a second
    run's come from the same server. Spawned (before), each worker was this process's
    child and imported the engine and the AI again."""
    parents = set()
    for _ in range(2):
        with default_executor(2) as pool:
            parents.add(pool.submit(os.getppid).result())
    assert os.getpid() not in parents and len(parents) == 1
