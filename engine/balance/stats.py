"""The numbers of a balance run a designer can trust: every rate with its Wilson interval,
the `--json` totals (DESIGN.md, "Command line"), and the verdict "balanced / not balanced /
too wide to call" with how many more games would narrow it. The thresholds live in
engine/data/balance.yaml."""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable, Mapping
from dataclasses import field
from pathlib import Path
from typing import Any

from engine.balance.wording import Say, english
from engine.data_files import load_record
from engine.records import record

BALANCE_FILE = "balance.yaml"


@record(frozen=True)
class BalanceNumbers:
    """balance.yaml: the interval's z, the fair band, the half-width to call, retries."""

    interval_z: float
    fair_margin: float
    call_half_width: float
    game_retries: int
    probe_exploit_score: float
    probe_exploit_low: float
    sweep_max_variants: int
    suggest_round_steps: int
    suggest_budget_games: int

    def __post_init__(self) -> None:
        if self.interval_z <= 0 or not 0 < self.fair_margin < 1 or not 0 < self.call_half_width < 1:
            raise ValueError("interval_z must be > 0, fair_margin and call_half_width in (0, 1)")
        if not 0 < self.probe_exploit_low <= self.probe_exploit_score <= 1:
            raise ValueError("probe_exploit_low and probe_exploit_score: 0 < low <= score <= 1")
        if self.game_retries < 0:
            raise ValueError("game_retries must be >= 0")
        if min(self.sweep_max_variants, self.suggest_round_steps,
               self.suggest_budget_games) < 1:
            raise ValueError("sweep_max_variants, suggest_round_steps and "
                             "suggest_budget_games must be >= 1")


@functools.lru_cache(maxsize=1)
def _shipped() -> BalanceNumbers:
    return load_record(BalanceNumbers, BALANCE_FILE)


def balance_numbers(directory: Path | None = None) -> BalanceNumbers:
    """The shipped numbers (read once), or those of a data directory."""
    return _shipped() if directory is None else load_record(BalanceNumbers, BALANCE_FILE, directory)


def wilson(successes: int, games: int, z: float | None = None) -> tuple[float, float]:
    """The Wilson score interval (low, high) of `successes` in `games`: unlike rate +- z*se it
    stays inside [0, 1] and is honest at 0% and 100% and for few games."""
    if games <= 0:
        return 0.0, 1.0
    z = balance_numbers().interval_z if z is None else z
    p = successes / games
    z2 = z * z
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    half = z * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    # At 0% and 100% the bound is the rate itself (rounding may land a hair inside it).
    return max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half))


def rate_row(count: int, games: int) -> dict[str, Any]:
    """{"games", "rate", "low", "high"}: a count of games and its rate with its interval."""
    low, high = wilson(count, games)
    return {"games": count, "rate": count / games if games else 0.0, "low": low, "high": high}


def totals(sides: Iterable[str], records: Iterable[Mapping[str, Any]]) -> dict[str, dict[str, Any]]:
    """The `--json` totals: every side (its wins) and "draw" (a result with no winner). A
    game with no result (termination None) counts in the games but in no row."""
    results = list(records)
    n = len(results)
    out = {s: rate_row(sum(r["winner"] == s for r in results), n) for s in sides}
    out["draw"] = rate_row(sum(r["winner"] is None and r["termination"] is not None
                               for r in results), n)
    return out


def games_for_half_width(rate: float, half_width: float, z: float) -> int:
    """About how many games make the interval of `rate` this narrow (normal approximation,
    with the rate kept off 0 and 1 so a lopsided start does not promise too few)."""
    p = min(max(rate, 0.05), 0.95)
    return math.ceil(z * z * p * (1 - p) / (half_width * half_width))


@record(frozen=True)
class Verdict:
    """What the numbers say: `kind` is balanced, unbalanced or too_wide; `more_games` is
    how many more games would narrow the widest interval enough to call (0 when called)."""

    kind: str
    text: str
    more_games: int
    # the text's key and values in engine/balance/wording.py, for another language's words
    key: str = ""
    values: Mapping[str, object] = field(default_factory=dict)

    def say(self, say: Say) -> str:
        """The verdict in the words of `say` (engine.balance.wording.english: `text`)."""
        return say(self.key, **self.values) if self.key else self.text


def _verdict(kind: str, key: str, more_games: int, **values: object) -> Verdict:
    return Verdict(kind, english(key, **values), more_games, key, values)


def verdict(sides: list[str], records: list[Mapping[str, Any]],
            numbers: BalanceNumbers | None = None,
            names: Mapping[str, str] | None = None) -> Verdict:
    """Balanced when every side's interval lies within the fair band; unbalanced when a
    side's interval lies wholly outside it; otherwise too wide to call, with the number of
    further games that would bring every interval to `call_half_width`."""
    nums = numbers or balance_numbers()
    shown = names or {}  # a side in the words: its name where given, else its id
    n = len(records)
    rows = totals(sides, records)
    decided = 1.0 - rows["draw"]["rate"]
    fair = decided / len(sides) if sides else 0.0
    lo_band, hi_band = fair - nums.fair_margin, fair + nums.fair_margin
    for s in sides:
        row = rows[s]
        if row["low"] > hi_band or row["high"] < lo_band:
            how = "more" if row["low"] > hi_band else "less"
            return _verdict("unbalanced", f"verdict.unbalanced_{how}", 0, side=shown.get(s, s),
                            fair=f"{fair:.0%}", low=f"{row['low']:.0%}",
                            high=f"{row['high']:.0%}")
    widest = max(sides, key=lambda s: rows[s]["high"] - rows[s]["low"])
    half = (rows[widest]["high"] - rows[widest]["low"]) / 2
    inside = all(lo_band <= rows[s]["low"] and rows[s]["high"] <= hi_band for s in sides)
    if inside:
        return _verdict("balanced", "verdict.balanced", 0, margin=f"{nums.fair_margin:.0%}",
                        fair=f"{fair:.0%}")
    # Already narrow but astride the band's edge: half as wide again tells which side.
    target = nums.call_half_width if half > nums.call_half_width else half / 2
    need = max(games_for_half_width(rows[s]["rate"], target, nums.interval_z) for s in sides)
    more = max(1, need - n)
    # "the interval of X", not "X's interval": a side named "rangers" reads "rangers's"
    return _verdict("too_wide", "verdict.too_wide", more, side=shown.get(widest, widest),
                    half=f"{half:.0%}",
                    games=n, more=more, target=f"{target:.0%}")
