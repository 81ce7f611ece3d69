"""The balance chart, drawn with matplotlib's object API on the Agg canvas (headless, no
pyplot state): win rates with their 95% interval whiskers by side, results by termination,
a histogram of the round each game ended in, and, where the side to move first changes
from game to game, the win rates by who moved first. The editor's Balance dialog embeds the
same `Figure` in a FigureCanvasQTAgg, so the CLI and the editor show one chart."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from matplotlib.axes import Axes
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.colors import is_color_like
from matplotlib.figure import Figure

from engine.balance.errors import BadInput
from engine.balance.table import shown_name
from engine.balance.wording import Say, english, opponent_words, termination_words
from engine.results import TERMINATIONS
from engine.scenario.safe_files import UnsafeFileError, write_bytes_atomic

DRAW_COLOR = "#969696"
UNFINISHED_COLOR = "#c8c8c8"
FALLBACK_COLORS = ("#c0392b", "#2e64b4", "#2f8f4f", "#b8860b", "#7d50a5", "#d2691e")
KIND_COLORS = dict(zip(TERMINATIONS, ("#505050", "#daa520", "#3c8c6e", "#966941", "#7d50a5",
                                      "#afafaf", "#eb8237", "#c84678", "#6ea0cd"), strict=True))


def side_colors(report: dict[str, Any]) -> dict[str, str]:
    """The scenario's side colours; else a side named like a colour ("red") is drawn in it;
    else one of a fixed cycle (a merged result file has no scenario)."""
    colors = report.get("colors") or {}
    return {s: colors.get(s) or (s if is_color_like(s) else FALLBACK_COLORS[i % len(FALLBACK_COLORS)])
            for i, s in enumerate(report["sides"])}


def rate_rows(report: dict[str, Any], say: Say = english) -> list[tuple[str, dict[str, Any], str]]:
    """(label, totals row, colour) for every side and for draws."""
    colors = side_colors(report)
    name = shown_name(report)
    rows = [(name(s), report["totals"][s], colors[s]) for s in report["sides"]]
    return rows + [(say("table.draw"), report["totals"]["draw"], DRAW_COLOR)]


def _rates(ax: Axes, rows: list[tuple[str, dict[str, Any], str]], title: str,
           say: Say) -> None:
    labels = [label for label, _, _ in rows]
    rates = [row["rate"] for _, row, _ in rows]
    below = [row["rate"] - row["low"] for _, row, _ in rows]
    above = [row["high"] - row["rate"] for _, row, _ in rows]
    ax.bar(labels, rates, color=[c for _, _, c in rows], yerr=[below, above], capsize=6,
           ecolor="black")
    for i, (_, row, _) in enumerate(rows):
        ax.annotate(f"{row['rate']:.0%}\n({row['low']:.0%}-{row['high']:.0%})",
                    (i, row["high"]), ha="center", va="bottom", fontsize=8,
                    xytext=(0, 2), textcoords="offset points")
    ax.set_ylim(0, 1.18)
    ax.set_ylabel(say("chart.rate_axis"))
    ax.set_title(title)


def _terminations(ax: Axes, report: dict[str, Any], say: Say) -> None:
    n = report["games"]
    who = [*report["sides"], "draw"]
    shown = [*map(shown_name(report), report["sides"]), say("table.draw")]
    bottoms = [0.0] * len(who)
    for kind in TERMINATIONS:
        shares = [report["by_termination"].get(w, {}).get(kind, 0) / n for w in who]
        if any(shares):
            ax.bar(shown, shares, bottom=bottoms, color=KIND_COLORS[kind],
                   label=termination_words(say, kind))
            bottoms = [b + s for b, s in zip(bottoms, shares, strict=True)]
    if report["unfinished"]:
        ax.bar([say("table.unfinished")], [report["unfinished"] / n], color=UNFINISHED_COLOR,
               label=termination_words(say, None))
    ax.set_ylim(0, 1.0)
    ax.set_title(say("chart.how_ended"))
    if ax.get_legend_handles_labels()[0]:
        ax.legend(fontsize=7, loc="upper right")


def _rounds(ax: Axes, report: dict[str, Any], say: Say) -> None:
    histogram = report["rounds_histogram"]
    rounds = [int(r) for r in histogram]
    ax.bar(rounds, [histogram[r] for r in histogram], color="#5a7d9a", width=0.8)
    ax.set_xlabel(say("chart.end_round_axis"))
    ax.set_ylabel(say("chart.games_axis"))
    ax.set_title(say("chart.end_round"))
    if rounds:
        ax.set_xticks(range(min(rounds), max(rounds) + 1))


def _first_movers(ax: Axes, report: dict[str, Any], say: Say) -> None:
    colors = side_colors(report)
    groups = report["by_first_side"]
    width = 0.8 / max(1, len(report["sides"]))
    for j, side in enumerate(report["sides"]):
        xs = [i + j * width for i in range(len(groups))]
        rows = [groups[f][side] for f in groups]
        ax.bar(xs, [r["rate"] for r in rows], width=width, color=colors[side], label=say("chart.side_wins", side=shown_name(report)(side)),
               yerr=[[r["rate"] - r["low"] for r in rows], [r["high"] - r["rate"] for r in rows]],
               capsize=4)
    ax.set_xticks([i + width * (len(report["sides"]) - 1) / 2 for i in range(len(groups))],
                  [say("chart.first_games", first=shown_name(report)(f), games=report["first_side_games"][f])
                   for f in groups])
    ax.set_ylim(0, 1.0)
    ax.set_title(say("chart.by_first"))
    ax.legend(fontsize=7)


def opponent_label(opponent: str) -> str:
    """"random play", or the scripted opponent's name."""
    return opponent_words(english, opponent)


def balance_figure(report: dict[str, Any], figure: Figure | None = None,
                   say: Say = english) -> Figure:
    """The chart of one report (engine.balance.run.summarize_series), drawn into
    `figure` (the dialog's) or a new one, in the words of `say` (English by default)."""
    fig = figure if figure is not None else Figure(figsize=(11, 7.5), dpi=100)
    fig.clear()
    opponent = report["opponent"]
    panels = 3 + ("by_first_side" in report)
    axes = fig.subplots(2, 2).flatten() if panels > 2 else fig.subplots(1, panels)
    title = (say("chart.title", scenario=report["scenario"], games=report["games"])
             if opponent == "ai" else
             say("chart.title_vs", scenario=report["scenario"], games=report["games"],
                 opponent=opponent_words(say, opponent)))
    fig.suptitle(title)
    _rates(axes[0], rate_rows(report, say), say("chart.win_rates"), say)
    _terminations(axes[1], report, say)
    _rounds(axes[2], report, say)
    if "by_first_side" in report:
        _first_movers(axes[3], report, say)
    elif len(axes) > 3:
        axes[3].set_visible(False)
    fig.tight_layout()
    return fig


def write_figure(path: str | Path, figure: Figure) -> None:
    """A PNG of `figure` through the Agg canvas, saved atomically like every file the
    program writes (links followed); a device, folder or unwritable path is a BadInput."""
    FigureCanvasAgg(figure)
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    try:
        write_bytes_atomic(path, buffer.getvalue())
    except UnsafeFileError as exc:
        raise BadInput(str(exc)) from exc
    except OSError as exc:
        raise BadInput(f"{path}: cannot write the chart: {exc.strerror or exc}") from exc
