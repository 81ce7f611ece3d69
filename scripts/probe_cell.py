"""Play one cell of a strategy probe with more games: a style against the AI playing one
side, on the probe's own seeds (seeds from 0, so N games extend a smaller probe's), and
judge it by the probe's exploit rule against the AI-vs-AI baseline of a probe's --json.

    .venv/bin/python scripts/probe_cell.py MISSION.yaml SIDE STYLE GAMES OUT.json [PROBE.json]

(used for the probe of the shipped missions in docs/balance.md: a cell that won 4 of 4
was played again with 12 or 24 games)."""

from __future__ import annotations

import json
import sys

from engine.balance.probe import (
    Probe,
    _play_plan,
    is_exploit,
    side_names,
    style_seeds,
    tell,
)
from engine.balance.run import default_executor, scenario_of


def main() -> None:
    mission, side, style, games, out = sys.argv[1:6]
    baseline_from = sys.argv[6] if len(sys.argv) > 6 else None
    scenario = scenario_of(mission)
    sides = [s.id for s in scenario.sides]
    baseline = []
    if baseline_from:
        with open(baseline_from, encoding="utf-8") as f:
            baseline = json.load(f)["baseline"]["results"]
    probe = Probe(scenario)
    seeds = style_seeds(sides, side, style, int(games), 0)
    pool = default_executor(2)
    try:
        _play_plan(probe, mission, [(side, style, seeds)], pool, 2, None, None, len(seeds),
                   None)
    finally:
        pool.shutdown(wait=True)
    r = probe.results[0]
    r.exploit = is_exploit(r, baseline, sides)
    r.sentence = tell(r, sides, names=side_names(scenario))
    row = r.row()
    row.update({"mission": mission, "ai_side": side, "seeds": seeds,
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
