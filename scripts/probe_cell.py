"""Play one cell of a strategy probe with more games: a style against the AI playing one
side, on the probe's own seeds (seeds from 0, so N games extend a smaller probe's), and
judge it by the probe's exploit rule against the AI-vs-AI baseline of a probe's --json
(engine.balance.probe.probe_style).

    .venv/bin/python scripts/probe_cell.py MISSION.yaml SIDE STYLE GAMES OUT.json [PROBE.json]

(used for the probe of the shipped missions in docs/balance.md: a cell that won 4 of 4
was played again with 12 or 24 games)."""

from __future__ import annotations

import json
import sys

from engine.balance.probe import probe_style


def main() -> None:
    if len(sys.argv) not in (6, 7):
        sys.exit(__doc__)
    mission, side, style, games, out = sys.argv[1:6]
    baseline = []
    if len(sys.argv) > 6:
        with open(sys.argv[6], encoding="utf-8") as f:
            baseline = json.load(f)["baseline"]["results"]
    try:
        r = probe_style(mission, side, style, int(games), jobs=2, baseline=baseline)
    except ValueError as e:
        sys.exit(f"probe_cell: {e}")
    row = r.row()
    row.update({"mission": mission, "ai_side": side,
                "seeds": [s.seed for s in r.stories],
                "baseline_games": len(baseline),
                "records": [{"seed": s.seed, "winner": s.winner, "termination": s.termination,
                             "rounds": s.rounds} for s in r.stories]})
    with open(out, "w", encoding="utf-8") as f:
        json.dump(row, f, indent=1)
    losses = r.games - r.wins - r.draws
    print(f"{mission} AI as {side} vs {style}: {r.wins}/{r.draws}/{losses} score "
          f"{r.score:.2f} ({row['low']:.2f}-{row['high']:.2f}) exploit={r.exploit}\n"
          f"  {r.sentence}")


if __name__ == "__main__":
    main()
