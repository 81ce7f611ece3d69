"""A balance report as the text table `clumsy balance` prints and the editor's Balance check
shows: games and rates with their 95% intervals by side, how the games ended, by who moved
first, the rounds histogram and the verdict."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.balance.stats import verdict
from engine.balance.wording import Say, english, opponent_words, termination_words
from engine.results import TERMINATIONS


def describe_terminations(counts: dict[str, int], say: Say = english) -> str:
    """"victory points 3, all destroyed 2": most frequent first, then in TERMINATIONS order."""
    order = sorted(counts, key=lambda k: (-counts[k], TERMINATIONS.index(k)
                                          if k in TERMINATIONS else len(TERMINATIONS)))
    return ", ".join(f"{termination_words(say, k)} {counts[k]}" for k in order)


def interval(row: dict[str, Any]) -> str:
    """"38-52%": a totals row's 95% Wilson interval."""
    return f"{row['low']:.0%}-{row['high']:.0%}"


def format_table(report: dict[str, Any], say: Say = english) -> str:
    """The table in the words of `say` (English by default; the editor passes its own)."""
    n = report["games"]
    name = shown_name(report)
    w = {k: say(f"table.{k}") for k in ("ai_plays", "games", "wins", "rate", "result",
                                        "interval", "how", "draw", "unfinished")}
    col = {k: max(width, len(w[k]) + 1) for k, width in (
        ("games", 7), ("wins", 7), ("rate", 7), ("interval", 14))}
    first = max(16, len(w["ai_plays"]) + 1, len(w["result"]) + 1, len(w["unfinished"]) + 1,
                *(len(name(s)) + 1 for s in report["sides"]))
    lines = [say("table.head", scenario=report["scenario"], games=n,
                 opponent=opponent_words(say, report["opponent"]),
                 rounds=f"{report['average_rounds']:.1f}")]
    if report["opponent"] != "ai":
        ai = report["ai"]
        lines.append(say("table.ai_rate", opponent=opponent_words(say, report["opponent"]),
                         rate=f"{ai['win_rate']:.0%}", wins=ai["wins"], games=ai["games"]))
        lines.append(f"{w['ai_plays']:<{first}}{w['games']:>{col['games']}}"
                     f"{w['wins']:>{col['wins']}}{w['rate']:>{col['rate']}}")
        for side, row in ai["by_side"].items():
            lines.append(f"{name(side):<{first}}{row['games']:>{col['games']}}"
                         f"{row['wins']:>{col['wins']}}{row['win_rate']:>{col['rate']}.0%}")
    lines.append(f"{w['result']:<{first}}{w['games']:>{col['games']}}{w['rate']:>{col['rate']}}"
                 f"{w['interval']:>{col['interval']}}  {w['how']}")
    totals = report["totals"]
    rows = [(s, name(s), report["wins"][s], interval(totals[s])) for s in report["sides"]]
    rows += [("draw", w["draw"], report["draws"], interval(totals["draw"])),
             ("unfinished", w["unfinished"], report["unfinished"], "")]
    for who, label, count, band in rows:
        how = describe_terminations(report["by_termination"].get(who, {}), say)
        lines.append(f"{label:<{first}}{count:>{col['games']}}{count / n:>{col['rate']}.0%}"
                     f"{band:>{col['interval']}}  {how}".rstrip())
    if "by_first_side" in report:
        lines.append(say("table.by_first"))
        for first_side, group in report["by_first_side"].items():
            cells = ", ".join(f"{name(s)} {group[s]['rate']:.0%} ({interval(group[s])})"
                              for s in report["sides"])
            lines.append("  " + say("table.first_row", first=name(first_side),
                                    games=report["first_side_games"][first_side], cells=cells))
    lines.append(say("table.rounds", histogram=", ".join(
        f"{r}: {c}" for r, c in report["rounds_histogram"].items())))
    if report["opponent"] == "ai":
        lines.append(verdict(report["sides"], report["results"],
                             names=report.get("names")).say(say))
    return "\n".join(lines)


def shown_name(report: dict[str, Any]) -> Callable[[str], str]:
    """A side as the report shows it: its name where the report carries the sides' names
    (the editor's Balance dialog adds them), else its id (the command line)."""
    names = report.get("names") or {}
    return lambda side: str(names.get(side, side))
