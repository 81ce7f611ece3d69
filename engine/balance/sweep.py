"""What-if sweeps (`clumsy balance FILE --vary ...`): the variants of a mission
(engine.balance.variants) played on the same seeds, S..S+N-1 for every variant (common
random numbers: the game's dice and every AI start from the same seed in each variant,
so a difference between two variants is the edit's, not the luck's), and each variant's
verdict with its Wilson intervals. The games of every variant are submitted together
(`run.run_tasks`), so on a process pool or a Dask cluster the variants spread over the
workers as the games of one run do. A variant the validator refused is reported with its
reason and never played.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from dataclasses import field
from typing import Any

from engine.balance.run import GameRecord, run_tasks
from engine.balance.stats import totals, verdict
from engine.balance.variants import Variant
from engine.records import record

Progress = Callable[[int, int], None]


@record
class VariantResult:
    """One variant's games (in seed order) and what they say."""

    variant: Variant
    sides: list[str]
    records: list[GameRecord] = field(default_factory=list)

    @property
    def label(self) -> str:
        return self.variant.label

    def rates(self) -> dict[str, dict[str, float]]:
        return {who: {"rate": row["rate"], "low": row["low"], "high": row["high"]}
                for who, row in totals(self.sides, self.records).items()}

    def verdict_text(self) -> str:
        if self.variant.refused is not None:
            return f"refused: {self.variant.refused}"
        if not self.records:
            return "not played"
        return verdict(self.sides, self.records).text

    def unfairness(self) -> float:
        """How far the sides are from their fair shares: the largest gap, over the sides,
        between a side's win rate and one game in as many as there are sides (a draw is
        no side's win, so a variant that ends in draws is no fix); 1.0 when nothing was
        played."""
        return unfairness(self.sides, self.records)

    def half_width(self) -> float:
        """The widest half-interval of a side's rate: how unsure the variant still is."""
        rows = totals(self.sides, self.records)
        return max((rows[s]["high"] - rows[s]["low"]) / 2 for s in self.sides)

    def row(self) -> dict[str, Any]:
        """The `--json` `sweep` entry: {"variant", "verdict", "rates", "games"} and, for a
        refused variant, "refused" with the validator's reason and no rates."""
        out: dict[str, Any] = {"variant": self.label, "verdict": self.verdict_text(),
                               "games": len(self.records)}
        if self.variant.refused is not None:
            out["refused"] = self.variant.refused
            out["rates"] = {}
        else:
            out["rates"] = self.rates() if self.records else {}
            out["results"] = self.records
        return out


def unfairness(sides: Sequence[str], records: Sequence[GameRecord]) -> float:
    if not records:
        return 1.0
    rows = totals(sides, records)
    return max(abs(rows[s]["rate"] - 1.0 / len(sides)) for s in sides)


@record
class Sweep:
    """Every variant's result, the seeds they shared and whether it was cancelled."""

    scenario_name: str
    sides: list[str]
    seeds: list[int]
    results: list[VariantResult] = field(default_factory=list)
    cancelled: bool = False

    def document(self) -> list[dict[str, Any]]:
        return [r.row() for r in self.results]


def play_variants(variants: Sequence[Variant], sides: list[str], seeds: Sequence[int],
                  executor: Executor | None = None, *, jobs: int = 1,
                  max_rounds: int | None = None, cancel: threading.Event | None = None,
                  progress: Progress | None = None,
                  into: list[VariantResult] | None = None) -> list[VariantResult]:
    """Play `seeds` on every variant not refused (the same seeds on each), adding the
    records to `into` (one result a variant, in the variants' order) or to new results."""
    results = into if into is not None else [VariantResult(v, sides) for v in variants]
    tasks = [(i, seed) for i, v in enumerate(variants) if v.scenario is not None
             for seed in seeds]
    if progress:
        progress(0, len(tasks))
    done = 0
    sources = [(variants[i].scenario, seed) for i, seed in tasks]
    for index, played in run_tasks(sources, executor, jobs=jobs, max_rounds=max_rounds,
                                   cancel=cancel):
        results[tasks[index][0]].records.append(played.record)
        done += 1
        if progress:
            progress(done, len(tasks))
    for r in results:
        r.records.sort(key=lambda rec: rec["seed"])
    return results


def run_sweep(scenario_name: str, sides: list[str], variants: Sequence[Variant], games: int,
              *, seed_start: int = 0, executor: Executor | None = None, jobs: int = 1,
              max_rounds: int | None = None, cancel: threading.Event | None = None,
              progress: Progress | None = None) -> Sweep:
    """Play seeds seed_start..seed_start+games-1 on every playable variant."""
    if games < 1:
        raise ValueError(f"games must be at least 1, got {games}")
    seeds = list(range(seed_start, seed_start + games))
    sweep = Sweep(scenario_name, sides, seeds)
    sweep.results = play_variants(variants, sides, seeds, executor, jobs=jobs,
                                  max_rounds=max_rounds, cancel=cancel, progress=progress)
    sweep.cancelled = cancel is not None and cancel.is_set()
    return sweep


def format_sweep(sweep: Sweep) -> str:
    """The text table: a line a variant with each side's rate and interval, the verdict."""
    lines = [f"What-if sweep of {sweep.scenario_name}: {len(sweep.seeds)} games a variant, "
             f"seeds {sweep.seeds[0]}-{sweep.seeds[-1]} on every variant"]
    width = max(len(r.label) for r in sweep.results)
    for r in sweep.results:
        if r.variant.refused is not None or not r.records:
            lines.append(f"  {r.label:<{width}}  {r.verdict_text()}")
            continue
        rates = r.rates()
        cells = "  ".join(f"{who} {row['rate']:>4.0%} ({row['low']:.0%}-{row['high']:.0%})"
                          for who, row in rates.items())
        lines.append(f"  {r.label:<{width}}  {cells}  {r.verdict_text()}")
    return "\n".join(lines)
