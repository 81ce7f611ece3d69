"""A balance report as the text table `clumsy balance` prints and the editor's Balance check
shows: games and rates with their 95% intervals by side, how the games ended, by who moved
first, the rounds histogram and the verdict."""

from __future__ import annotations

from typing import Any

from engine.balance.stats import verdict
from engine.results import TERMINATIONS, termination_label


def describe_terminations(counts: dict[str, int]) -> str:
    """"victory points 3, all destroyed 2": most frequent first, then in TERMINATIONS order."""
    order = sorted(counts, key=lambda k: (-counts[k], TERMINATIONS.index(k)
                                          if k in TERMINATIONS else len(TERMINATIONS)))
    return ", ".join(f"{termination_label(k)} {counts[k]}" for k in order)


def interval(row: dict[str, Any]) -> str:
    """"38-52%": a totals row's 95% Wilson interval."""
    return f"{row['low']:.0%}-{row['high']:.0%}"


def format_table(report: dict[str, Any]) -> str:
    n = report["games"]
    lines = [f"{report['scenario']}: {n} game(s), opponent {report['opponent']}, "
             f"average {report['average_rounds']:.1f} rounds"]
    if report["opponent"] != "ai":
        ai = report["ai"]
        lines.append(f"AI win rate vs {report['opponent']}: {ai['win_rate']:.0%} "
                     f"({ai['wins']}/{ai['games']})")
        lines.append(f"{'AI plays':<16}{'games':>7}{'wins':>7}{'rate':>7}")
        for side, row in ai["by_side"].items():
            lines.append(f"{side:<16}{row['games']:>7}{row['wins']:>7}{row['win_rate']:>7.0%}")
    lines.append(f"{'result':<16}{'games':>7}{'rate':>7}{'95% interval':>14}  how it ended")
    totals = report["totals"]
    rows = [(s, report["wins"][s], interval(totals[s])) for s in report["sides"]]
    rows += [("draw", report["draws"], interval(totals["draw"])),
             ("unfinished", report["unfinished"], "")]
    for who, count, band in rows:
        how = describe_terminations(report["by_termination"].get(who, {}))
        lines.append(f"{who:<16}{count:>7}{count / n:>7.0%}{band:>14}  {how}".rstrip())
    if "by_first_side" in report:
        lines.append("by who moved first:")
        for first, group in report["by_first_side"].items():
            cells = ", ".join(f"{s} {group[s]['rate']:.0%} ({interval(group[s])})"
                              for s in report["sides"])
            lines.append(f"  {first} first, {report['first_side_games'][first]} game(s): {cells}")
    lines.append("rounds: " + ", ".join(f"{r}: {c}" for r, c in
                                          report["rounds_histogram"].items()))
    if report["opponent"] == "ai":
        lines.append(verdict(report["sides"], report["results"]).text)
    return "\n".join(lines)
