"""Many plays of a campaign (DESIGN.md, "Campaign file"; `clumsy balance CAMPAIGN.yaml`):
one campaign per seed on the balance library's executor, summed up as the distribution of
the paths taken and of the final outcomes, each rate with its Wilson interval, and how
each mission went."""

from __future__ import annotations

import functools
from collections.abc import Callable
from concurrent.futures import Executor, as_completed
from dataclasses import field
from typing import Any

from engine.balance.game import Difficulty
from engine.balance.run import default_executor
from engine.balance.stats import rate_row
from engine.campaign.load import load_campaign
from engine.campaign.play import play_campaign
from engine.records import record

Progress = Callable[[int, int], None]


@functools.lru_cache(maxsize=4)
def _campaign(path: str) -> Any:
    return load_campaign(path)


def play_campaign_seed(path: str, seed: int, max_rounds: int | None = None,
                       difficulty: Difficulty = None) -> dict[str, Any]:
    """One play of the campaign at `path` (read once per process), as its JSON record.
    Module-level, so a process pool can run it."""
    return play_campaign(_campaign(path), seed, max_rounds, difficulty).to_json()


@record
class CampaignSeries:
    name: str
    records: list[dict[str, Any]] = field(default_factory=list)

    def report(self) -> dict[str, Any]:
        return summarize_campaigns(self.name, self.records)


def run_campaigns(path: str, games: int, seed_start: int = 0, jobs: int = 1,
                  max_rounds: int | None = None, difficulty: Difficulty = None,
                  progress: Progress | None = None, executor: Executor | None = None
                  ) -> CampaignSeries:
    """Play seeds seed_start..seed_start+games-1 of the campaign and gather them."""
    if games < 1:
        raise ValueError(f"games must be at least 1, got {games}")
    series = CampaignSeries(_campaign(path).campaign.name)
    pool = executor if executor is not None else default_executor(jobs)
    try:
        futures = [pool.submit(play_campaign_seed, path, seed, max_rounds, difficulty)
                   for seed in range(seed_start, seed_start + games)]
        if progress:
            progress(0, games)
        for future in as_completed(futures):
            series.records.append(future.result())
            if progress:
                progress(len(series.records), games)
    finally:
        if executor is None:
            pool.shutdown(wait=True, cancel_futures=True)
    series.records.sort(key=lambda r: r["seed"])
    return series


def summarize_campaigns(name: str, records: list[dict[str, Any]]) -> dict[str, Any]:
    """The paths taken and the final outcomes (each with its rate and interval), and for
    every mission how often it was played and who won it."""
    n = len(records)
    if n == 0:
        raise ValueError("no campaigns to sum up")
    paths: dict[tuple[str, ...], int] = {}
    finals: dict[str, int] = {}
    missions: dict[str, dict[str, Any]] = {}
    for r in records:
        path = tuple(r["path"])
        paths[path] = paths.get(path, 0) + 1
        finals[r["final"]] = finals.get(r["final"], 0) + 1
        for step in r["steps"]:
            slot = missions.setdefault(step["mission"], {"played": 0, "wins": {}, "draws": 0,
                                                         "unfinished": 0})
            slot["played"] += 1
            if step["outcome"] == "win":
                slot["wins"][step["winner"]] = slot["wins"].get(step["winner"], 0) + 1
            else:
                slot[{"draw": "draws"}.get(step["outcome"], "unfinished")] += 1
    ordered = sorted(paths.items(), key=lambda kv: (-kv[1], kv[0]))
    return {
        "campaign": name, "games": n,
        "paths": [{"path": list(p), **rate_row(count, n)} for p, count in ordered],
        "finals": {k: rate_row(v, n) for k, v in sorted(finals.items(),
                                                         key=lambda kv: (-kv[1], kv[0]))},
        "missions": missions,
        "results": [{"seed": r["seed"], "path": r["path"], "final": r["final"]}
                    for r in records],
    }


def format_campaign_table(report: dict[str, Any]) -> str:
    """The report as text: paths, final outcomes, missions."""
    lines = [f"{report['campaign']}: {report['games']} campaign(s)", "", "paths:"]
    for row in report["paths"]:
        lines.append(f"  {row['games']:>4}  {_pct(row)}  {' -> '.join(row['path'])}")
    lines += ["", "final outcome (who won the last mission):"]
    for final, row in report["finals"].items():
        lines.append(f"  {row['games']:>4}  {_pct(row)}  {final}")
    lines += ["", "missions:"]
    for mission, slot in report["missions"].items():
        wins = ", ".join(f"{side} {count}" for side, count in sorted(slot["wins"].items()))
        rest = [f"draws {slot['draws']}"] if slot["draws"] else []
        rest += [f"unfinished {slot['unfinished']}"] if slot["unfinished"] else []
        lines.append(f"  {mission}: played {slot['played']}; "
                     + "; ".join(filter(None, [f"wins: {wins}" if wins else "", *rest])))
    return "\n".join(lines)


def _pct(row: dict[str, Any]) -> str:
    return f"{row['rate']:6.1%} [{row['low']:.0%}-{row['high']:.0%}]"
