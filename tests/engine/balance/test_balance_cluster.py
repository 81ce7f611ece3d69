"""`clumsy balance --scheduler`: the games on a Dask distributed cluster give the same
per-game records as a local run of the same seeds (a game depends only on mission and
seed), through the same executor interface; a worker that dies loses no game."""

from __future__ import annotations

import json

import pytest
from shared_runs import reference_game

from conftest import SCENARIOS
from engine.balance.cluster import cluster_executor
from engine.balance.run import MissionText, run_games
from engine.cli.main import main

TUTORIAL = SCENARIOS / "tutorial.yaml"
SEEDS = [0, 1, 2, 3]


@pytest.fixture(autouse=True)
def distributed():
    """Dask distributed, or the test skipped where it is not installed. Imported by the
    tests that run, not when the module is collected: a worker that runs none of them
    would import it for nothing (0.25 CPU-s)."""
    return pytest.importorskip("distributed")


@pytest.fixture(scope="module")
def scheduler():
    """A scheduler and one worker (threads, in this process) on 127.0.0.1."""
    distributed = pytest.importorskip("distributed")
    cluster = distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False,
                                       protocol="tcp", host="127.0.0.1", dashboard_address=":0")
    try:
        yield cluster.scheduler_address
    finally:
        cluster.close()


def by_seed(records):
    return sorted(records, key=lambda r: r["seed"])


def test_the_cluster_gives_the_same_records_as_a_local_run(scheduler, shared_runs):
    """The local records are the reference games, played here once a run (`play_one`,
    which a run on one job plays: tests/engine/balance/test_balance_run.py)."""
    local = [reference_game(shared_runs, TUTORIAL, seed) for seed in SEEDS]
    with cluster_executor(scheduler) as executor:
        remote = by_seed(run_games(MissionText.of_file(TUTORIAL), SEEDS, executor))
    assert remote == local
    assert [r["seed"] for r in remote] == SEEDS


def test_clumsy_balance_scheduler_writes_the_same_json_as_jobs(scheduler, tmp_path, capsys):
    on_cluster, here = tmp_path / "cluster.json", tmp_path / "local.json"
    assert main(["balance", str(TUTORIAL), "--games", "3", "--seed-start", "7",
                 "--scheduler", scheduler, "--json", str(on_cluster)]) == 0
    assert main(["balance", str(TUTORIAL), "--games", "3", "--seed-start", "7", "--jobs", "1",
                 "--json", str(here)]) == 0
    assert json.loads(on_cluster.read_text()) == json.loads(here.read_text())
    assert "95% interval" in capsys.readouterr().out


def test_a_game_on_a_killed_worker_is_played_again(tmp_path, distributed, shared_runs):
    """A worker process killed mid-run: Dask gives its games to the new worker (or they
    fail and run_games submits them again); every seed still ends in its record."""
    import os
    import signal

    cluster = distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=True,
                                       host="127.0.0.1", dashboard_address=":0")
    try:
        with cluster_executor(cluster.scheduler_address) as executor:
            client = executor._client
            games = run_games(MissionText.of_file(TUTORIAL), [0, 1, 2], executor)
            first = next(games)
            pids = client.run(os.getpid)
            assert len(pids) == 1 and os.getpid() not in pids.values()
            for pid in pids.values():
                os.kill(pid, signal.SIGKILL)
            rest = list(games)
    finally:
        cluster.close()
    assert by_seed([first, *rest]) == [reference_game(shared_runs, TUTORIAL, s) for s in (0, 1, 2)]


def test_a_scheduler_that_is_not_there_is_a_one_line_error(capsys):
    assert main(["balance", str(TUTORIAL), "--games", "1",
                 "--scheduler", "tcp://127.0.0.1:9"]) == 2
    err = capsys.readouterr().err
    assert "cannot reach the scheduler" in err and "Traceback" not in err
    assert main(["balance", str(TUTORIAL), "--games", "1", "--scheduler", "somewhere"]) == 2
    assert "expected an address like tcp://HOST:PORT" in capsys.readouterr().err


def test_a_sweep_on_the_cluster_gives_each_variant_the_local_records(scheduler):
    """The variants travel to the workers as edited missions; the same seeds give every
    variant the same records there as here (common random numbers on any executor)."""
    from engine.balance.sweep import run_sweep
    from engine.balance.variants import grid, parse_vary
    from engine.scenario.io import load_scenario

    sc = load_scenario(TUTORIAL)
    variants = grid(sc, [parse_vary("rounds=6,12", sc), parse_vary("remove:red:tank", sc)], 20)
    local = run_sweep(sc.name, ["blue", "red"], variants, 2)
    with cluster_executor(scheduler) as executor:
        remote = run_sweep(sc.name, ["blue", "red"], variants, 2, executor=executor)
    assert [r.records for r in remote.results] == [r.records for r in local.results]
    assert all([g["seed"] for g in r.records] == [0, 1] for r in remote.results)
