"""The balance lab's numbers and files (DESIGN.md, "Command line"): Wilson intervals, the
verdict and its thresholds from engine/data/balance.yaml, `--seed-start`, the `--json`
shape, `--merge` and its refusals, a failed game played again, and a cancelled run that
writes what finished."""

from __future__ import annotations

import json
import threading
from concurrent.futures import Future, ThreadPoolExecutor

import pytest
from shared_runs import reference_game

from conftest import SCENARIOS
from engine.balance.run import run_games
from engine.balance.series import play_run
from engine.balance.stats import balance_numbers, totals, verdict, wilson
from engine.cli.main import main

TUTORIAL = str(SCENARIOS / "tutorial.yaml")


def test_wilson_matches_the_textbook_values():
    assert wilson(5, 10) == pytest.approx((0.2366, 0.7634), abs=1e-4)
    assert wilson(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert wilson(10, 10) == pytest.approx((0.7225, 1.0), abs=1e-4)
    assert wilson(100, 200) == pytest.approx((0.4314, 0.5686), abs=1e-4)


def test_the_thresholds_come_from_the_balance_data_file():
    numbers = balance_numbers()
    assert numbers.interval_z == 1.96 and numbers.game_retries >= 1
    assert 0 < numbers.call_half_width < numbers.fair_margin


def records(wins: dict[str | None, int]) -> list[dict]:
    out, seed = [], 0
    for winner, count in wins.items():
        for _ in range(count):
            out.append({"seed": seed, "winner": winner, "rounds": 5,
                        "termination": "destroy_all" if winner else "last_round"})
            seed += 1
    return out


def test_verdict_says_too_wide_and_how_many_more_games_narrow_it():
    few = verdict(["red", "blue"], records({"red": 6, "blue": 4}))
    assert few.kind == "too_wide" and few.more_games > 300
    assert "about" in few.text and "more game(s)" in few.text
    many = verdict(["red", "blue"], records({"red": 500, "blue": 500}))
    assert many.kind == "balanced" and many.more_games == 0
    lopsided = verdict(["red", "blue"], records({"red": 40, "blue": 10}))
    assert lopsided.kind == "unbalanced" and "red wins more often" in lopsided.text


def test_a_side_named_in_the_plural_reads_well_in_the_verdict():
    """A side called "rangers" must not read "rangers's 95% interval"."""
    wide = verdict(["rangers", "legion"], records({"rangers": 6, "legion": 4}))
    assert "the 95% interval of rangers is" in wide.text or \
        "the 95% interval of legion is" in wide.text, wide.text
    assert "'s" not in wide.text, wide.text


def test_the_totals_give_every_side_and_draws_a_rate_with_its_interval():
    rows = totals(["red", "blue"], records({"red": 3, None: 1}))
    assert list(rows) == ["red", "blue", "draw"]
    assert rows["red"]["games"] == 3 and rows["red"]["rate"] == 0.75
    assert rows["blue"] == {"games": 0, "rate": 0.0, "low": 0.0, "high": pytest.approx(0.4899, abs=1e-4)}


def test_seed_start_plays_that_range_and_json_has_the_design_shape(tmp_path, capsys,
                                                                   shared_runs):
    out = tmp_path / "a.json"
    assert main(["balance", TUTORIAL, "--games", "2", "--jobs", "1", "--seed-start", "5",
                 "--json", str(out)]) == 0
    assert "95% interval" in capsys.readouterr().out
    data = json.loads(out.read_text())
    assert set(data) >= {"scenario", "games", "totals"}
    assert [g["seed"] for g in data["games"]] == [5, 6]
    assert data["games"][0] == reference_game(shared_runs, TUTORIAL, 5)
    assert list(data["totals"]) == ["blue", "red", "draw"]
    for row in data["totals"].values():
        assert set(row) == {"games", "rate", "low", "high"}
        assert 0 <= row["low"] <= row["rate"] <= row["high"] <= 1


def test_merge_sums_seed_ranges_and_refuses_a_seed_twice(tmp_path, capsys):
    a, b, both = tmp_path / "a.json", tmp_path / "b.json", tmp_path / "both.json"
    assert main(["balance", TUTORIAL, "--games", "2", "--jobs", "1", "--json", str(a)]) == 0
    assert main(["balance", TUTORIAL, "--games", "1", "--jobs", "1", "--seed-start", "2",
                 "--json", str(b)]) == 0
    whole = tmp_path / "whole.json"
    assert main(["balance", TUTORIAL, "--games", "3", "--jobs", "1", "--json", str(whole)]) == 0
    capsys.readouterr()
    assert main(["balance", "--merge", str(a), str(b), "--json", str(both)]) == 0
    assert "3 game(s)" in capsys.readouterr().out
    merged, played = json.loads(both.read_text()), json.loads(whole.read_text())
    assert merged["games"] == played["games"] and merged["totals"] == played["totals"]
    assert main(["balance", "--merge", str(a), str(both)]) == 2
    err = capsys.readouterr().err
    assert "seed 0 is also in" in err and "Traceback" not in err


def test_merge_refuses_another_mission_and_a_file_that_is_not_a_result(tmp_path, capsys):
    a, other, junk = tmp_path / "a.json", tmp_path / "other.json", tmp_path / "junk.json"
    assert main(["balance", TUTORIAL, "--games", "1", "--jobs", "1", "--json", str(a)]) == 0
    data = json.loads(a.read_text())
    data["scenario"] = "Another mission"
    data["games"][0]["seed"] = 9
    other.write_text(json.dumps(data))
    junk.write_text('{"games": 3}')
    capsys.readouterr()
    assert main(["balance", "--merge", str(a), str(other)]) == 2
    assert "results of 'Another mission', not of" in capsys.readouterr().err
    assert main(["balance", "--merge", str(a), str(junk)]) == 2
    assert "junk.json: missing or wrong key 'scenario'" in capsys.readouterr().err
    assert main(["balance", "--merge", str(a)]) == 2
    assert "at least two" in capsys.readouterr().err


class FailingOnce(ThreadPoolExecutor):
    """A pool whose first future for each seed fails, as when its worker dies."""

    def __init__(self) -> None:
        super().__init__(max_workers=1)
        self.failed: set[int] = set()

    def submit(self, fn, /, *args, **kwargs):
        seed = args[1]
        if seed not in self.failed:
            self.failed.add(seed)
            future: Future = Future()
            future.set_exception(ConnectionResetError("worker died"))
            return future
        return super().submit(fn, *args, **kwargs)


def test_a_game_whose_worker_dies_is_played_again(shared_runs):
    with FailingOnce() as pool:
        kept = sorted(run_games(TUTORIAL, [0, 1], pool), key=lambda r: r["seed"])
    assert pool.failed == {0, 1}
    assert kept == [reference_game(shared_runs, TUTORIAL, s) for s in (0, 1)]


def test_a_cancelled_run_writes_what_finished(tmp_path, monkeypatch, capsys, shared_runs):
    """Ctrl+C sets the run's cancel event (engine.cli.balance.ctrl_c_cancels): here the
    progress bar sets it after the first game, as the handler would."""
    from engine.cli import balance

    def cancel_after_first(stream=None, width=30):
        def show(done, total):
            if done == 1:
                import signal
                signal.raise_signal(signal.SIGINT)
        return show

    monkeypatch.setattr(balance, "text_progress", cancel_after_first)
    out = tmp_path / "part.json"
    assert main(["balance", TUTORIAL, "--games", "20", "--jobs", "1", "--json", str(out)]) == 130
    captured = capsys.readouterr()
    data = json.loads(out.read_text())
    # the game running when Ctrl+C came still finishes and is kept
    # (a short game or two more may finish before the loop sees the cancel on a loaded machine)
    assert 1 <= len(data["games"]) < 10
    assert reference_game(shared_runs, TUTORIAL, 0) in data["games"]
    assert f"stopped: {len(data['games'])} of 20 games finished" in captured.out
    assert "Ctrl+C again to quit at once" in captured.err


def test_a_run_keeps_every_replay_and_sums_the_heat(tmp_path):
    cancel = threading.Event()
    run = play_run(TUTORIAL, 2, jobs=1, replays=tmp_path / "replays", heat=True, cancel=cancel)
    files = sorted(p.name for p in (tmp_path / "replays").iterdir())
    assert files == ["seed-0.json", "seed-1.json"]
    replay = json.loads((tmp_path / "replays" / "seed-1.json").read_text())
    assert set(replay) == {"scenario", "seed", "actions", "events", "result"}
    record = next(r for r in run.records if r["seed"] == 1)
    assert replay["seed"] == 1 and replay["result"]["winner"] == record["winner"]
    deaths = sum(sum(cells.values()) for name, cells in run.heat.items()
                 if name.startswith("deaths:"))
    assert deaths == sum(1 for seed in (0, 1) for e in json.loads(
        (tmp_path / "replays" / f"seed-{seed}.json").read_text())["events"]
        if e["type"] == "destroyed")
