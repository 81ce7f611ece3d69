"""The chart of a what-if sweep: a row a variant, each side's win rate as a dot with its
95% Wilson interval as a bar, the fair share as a dashed line; a refused variant is a row
with no dots. Built on a matplotlib Figure (Agg in the command line, the editor's Balance
dialog draws the same figure in its Qt canvas), as engine.balance.chart does."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from matplotlib.figure import Figure

PALETTE = ("#2e6fd8", "#c0392b", "#27ae60", "#8e44ad", "#d35400", "#16a085")


def sweep_figure(rows: Sequence[Mapping[str, Any]], sides: Sequence[str],
                 figure: Figure | None = None, names: Mapping[str, str] | None = None,
                 colors: Mapping[str, str | None] | None = None,
                 title: str = "win rate by variant (95% interval)") -> Figure:
    """The sweep's `--json` rows drawn on `figure` (cleared) or a new one."""
    fig = figure if figure is not None else Figure(figsize=(6, 0.5 + 0.42 * len(rows)), dpi=90)
    fig.clear()
    ax = fig.add_subplot(1, 1, 1)
    shown = names or {}
    step = 0.8 / max(1, len(sides))
    for k, side in enumerate(sides):
        colour = (colors or {}).get(side) or PALETTE[k % len(PALETTE)]
        ys, xs, lows, highs = [], [], [], []
        for i, row in enumerate(rows):
            rate = (row.get("rates") or {}).get(side)
            if not rate:
                continue
            ys.append(i - 0.4 + step * (k + 0.5))
            xs.append(rate["rate"])
            lows.append(rate["rate"] - rate["low"])
            highs.append(rate["high"] - rate["rate"])
        if xs:
            ax.errorbar(xs, ys, xerr=[lows, highs], fmt="o", color=colour, capsize=3,
                        label=str(shown.get(side, side)))
    ax.axvline(1 / max(1, len(sides)), color="#777777", linestyle="--", linewidth=1)
    ax.set_yticks(range(len(rows)))
    ax.set_yticklabels([str(r["variant"]) + ("  (refused)" if "refused" in r else "")
                        for r in rows], fontsize=8)
    ax.invert_yaxis()
    ax.set_xlim(0, 1)
    ax.set_title(title, fontsize=9)
    if sides:
        ax.legend(fontsize=7, loc="lower right")
    fig.tight_layout()
    return fig
