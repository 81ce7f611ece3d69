"""A balance run gathered: the games of seeds S..S+N-1 played by the balance loop
(engine.balance.run), their records, who moved first in each, the summed heat layers and
whether the run was cancelled, each replay written as its game finishes. `clumsy balance`
reports it; tests and benchmarks call `play_run` and `run_balance` directly."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import field
from pathlib import Path
from typing import Any

from engine.balance.errors import BadInput
from engine.balance.game import Difficulty
from engine.balance.heatmap import HeatLayers, add_heat
from engine.balance.run import (
    GameRecord,
    Source,
    check_players,
    run_played,
    scenario_of,
    summarize_series,
)
from engine.records import record
from engine.scenario.io import write_text_atomic
from engine.scenario.model import Scenario

Progress = Callable[[int, int], None]


@record
class BalanceRun:
    """What a run gathered: the records, who moved first in each game, the summed heat
    layers (when asked) and whether it was cancelled before every game was played."""

    scenario: Scenario
    opponent: str
    records: list[GameRecord] = field(default_factory=list)
    first_sides: dict[int, str | None] = field(default_factory=dict)
    heat: HeatLayers = field(default_factory=dict)
    cancelled: bool = False

    def report(self) -> dict[str, Any]:
        if not self.records:
            raise ValueError("no games to sum up")
        return summarize_series(self.scenario, self.records, self.opponent, self.first_sides)


def replay_path(directory: Path, seed: int) -> Path:
    return directory / f"seed-{seed}.json"


def play_run(source: Source | Path, games: int, *, seed_start: int = 0, jobs: int = 1,
             opponent: str = "ai", max_rounds: int | None = None,
             executor: Executor | None = None, cancel: threading.Event | None = None,
             progress: Progress | None = None, replays: Path | None = None,
             heat: bool = False, difficulty: Difficulty = None) -> BalanceRun:
    """Play seeds seed_start..seed_start+games-1 and gather them; each replay is written to
    `replays/seed-S.json` as its game finishes, so a cancelled run keeps its replays."""
    if games < 1:
        raise ValueError(f"games must be at least 1, got {games}")
    src: Source = str(source) if isinstance(source, Path) else source
    run = BalanceRun(scenario_of(src), opponent)
    check_players(run.scenario, opponent, difficulty)
    if replays is not None:
        try:
            replays.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise BadInput(f"{replays}: cannot make the replay folder: "
                           f"{exc.strerror or exc}") from exc
    if progress:
        progress(0, games)
    for played in run_played(src, range(seed_start, seed_start + games), executor, jobs=jobs,
                             opponent=opponent, max_rounds=max_rounds, cancel=cancel,
                             replays=replays is not None, heat=heat,
                             difficulty=difficulty):
        run.records.append(played.record)
        run.first_sides[played.record["seed"]] = played.first_side
        if played.heat:
            add_heat(run.heat, played.heat)
        if replays is not None and played.replay is not None:
            path = replay_path(replays, played.record["seed"])
            try:
                write_text_atomic(path, json.dumps(played.replay, indent=1) + "\n")
            except OSError as exc:
                raise BadInput(f"{path}: cannot write the replay: {exc.strerror or exc}") from exc
        if progress:
            progress(len(run.records), games)
    run.cancelled = cancel is not None and cancel.is_set() and len(run.records) < games
    return run


def run_balance(scenario: Scenario | str | Path, games: int, jobs: int = 1,
                progress_callback: Progress | None = None, opponent: str = "ai",
                max_rounds: int | None = None, executor: Executor | None = None,
                cancel: threading.Event | None = None, seed_start: int = 0) -> dict[str, Any]:
    """Play `games` games (seeds seed_start..) and sum them up; after a cancel, the sum of
    the games that finished (a ValueError if none did)."""
    return play_run(scenario, games, seed_start=seed_start, jobs=jobs, opponent=opponent,
                    max_rounds=max_rounds, executor=executor, cancel=cancel,
                    progress=progress_callback).report()
