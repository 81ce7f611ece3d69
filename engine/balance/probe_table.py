"""The text report of a strategy probe (`clumsy balance --probe`): the AI-vs-AI verdict,
then for each side the AI plays (named as the mission names it) a table of the styles
against it (games, the style's wins/draws/losses, its score with its 95% interval,
EXPLOIT where one is flagged) and the sentence that tells how each style won."""

from __future__ import annotations

from typing import Any

from engine.balance.probe import style_name, verdict_words
from engine.balance.wording import Say, english


def format_probe(document: dict[str, Any], say: Say = english) -> str:
    baseline, sides = document["baseline"], document.get("names") or {}
    lines = [say("probe.head", scenario=document["scenario"], games=baseline["games"],
                 verdict=verdict_words(baseline, say, sides))]
    for side, rows in document["probe"].items():
        lines += ["", say("probe.side", side=sides.get(side, side))]
        names = [style_name(r["style"], say) for r in rows]
        width = max([len(n) for n in names] + [len(say("probe.style"))])
        lines.append(f"  {say('probe.style'):<{width}}  {say('table.games'):>5}  W/D/L    "
                     f"{say('probe.score'):>5}  {say('table.interval')}")
        for name, r in zip(names, rows, strict=True):
            losses = r["games"] - r["wins"] - r["draws"]
            flag = f"  {say('probe.exploit').upper()}" if r["exploit"] else ""
            lines.append(f"  {name:<{width}}  {r['games']:>5}  "
                         f"{r['wins']}/{r['draws']}/{losses:<4} {r['score']:>5.2f}  "
                         f"{r['low']:.2f}-{r['high']:.2f}{flag}")
        lines += [f"  - {r['sentence']}" for r in rows if r["wins"] or r["exploit"]]
    return "\n".join(lines)
