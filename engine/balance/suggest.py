"""A proposed fix (`clumsy balance FILE --suggest`): a bounded search over small edits of
the mission for the one whose sides come closest to their fair shares.

The edits (`candidate_edits`): the rounds and the time of each timed event, up to
balance.yaml `suggest_round_steps` either way; the points to hold, one either way (the
single number, or each side's that wins by holding); one more unit of each type a side
has, on the free cell nearest to one of its units of that type where it may stand; one
fewer of each type a side has. Each is a variant (engine.balance.variants), checked by
the validator; the refused ones are left out.

The search is successive halving on common random numbers: every edit (and the mission
as it is) plays the same first N seeds; the better half by unfairness (sweep.unfairness)
and the mission as it is (the yardstick) go on to twice the seeds (only the new ones are
played), and so on until one edit and the mission as it is are left, the mission as it
is leads, or the next round would pass the budget of games. The answer says the games spent
and how unsure the winner's rates still are.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import field
from typing import Any

from engine.balance.run import Source, scenario_of
from engine.balance.stats import balance_numbers
from engine.balance.sweep import VariantResult, play_variants
from engine.balance.variants import (
    Edit,
    Variant,
    add_problem,
    make_variant,
    new_unit_id,
    removable_unit,
    timed_trigger,
)
from engine.grid import make_grid
from engine.records import record
from engine.scenario.kinds.round import RoundTrigger
from engine.scenario.model import Scenario

Progress = Callable[[int, int], None]


def candidate_edits(sc: Scenario, steps: int | None = None) -> list[Edit]:
    """Every small edit the search tries, in a fixed order."""
    reach = balance_numbers().suggest_round_steps if steps is None else steps
    edits: list[Edit] = []
    deltas = [d for k in range(1, reach + 1) for d in (-k, k)]
    edits += [Edit("rounds", value=sc.rounds + d) for d in deltas if sc.rounds + d >= 1]
    hold = sc.victory.hold_points if sc.victory is not None else None
    vps = sum(f.kind == "victory_point" for f in sc.features)
    if isinstance(hold, int) and vps:
        edits += [Edit("hold_points", value=hold + d) for d in (-1, 1) if 1 <= hold + d <= vps]
    elif isinstance(hold, dict):
        edits += [Edit("hold_points", side, n + d) for side, n in hold.items() if n > 0
                  for d in (-1, 1) if 1 <= n + d <= vps]
    for event in sc.events:
        trigger = timed_trigger(sc, event.id)
        if trigger is None:
            continue
        now = trigger.round if isinstance(trigger, RoundTrigger) else (trigger.rounds or 0)
        least = 1 if isinstance(trigger, RoundTrigger) else 0
        edits += [Edit("event", event.id, now + d) for d in deltas if now + d >= least]
    for side in sc.sides:
        types = list(dict.fromkeys(u.type for u in sc.units if u.side == side.id))
        for unit_type in types:
            add = added_unit(sc, side.id, unit_type)
            if add is not None:
                edits.append(add)
            unit_id = removable_unit(sc, side.id, unit_type)
            if unit_id is not None:
                edits.append(Edit("remove", side.id, unit_type=unit_type, unit_id=unit_id))
    return edits


def added_unit(sc: Scenario, side: str, unit_type: str) -> Edit | None:
    """One more unit of `unit_type` for `side` on the free cell nearest to one of its units
    of that type (the first in the file that stands on the map) where it may stand."""
    anchor = next((u.at for u in sc.units if u.side == side and u.type == unit_type
                   and u.at is not None), None)
    if anchor is None:
        return None
    grid = make_grid(sc.map.grid or "hex", sc.map.width, sc.map.height)
    unit_id = new_unit_id(sc, side, unit_type)
    for distance in range(1, 4):
        for cell in sorted(grid.ring(anchor, distance)):
            edit = Edit("add", side, unit_type=unit_type, cell=cell, unit_id=unit_id)
            if add_problem(sc, edit) is None:
                return edit
    return None


@record
class Suggestion:
    """The search's answer: the best edit (None: the mission as it is was best), its
    result, the games spent, the rounds of halving and every edit's last standing."""

    best: VariantResult
    games_spent: int
    rounds: int
    standings: list[VariantResult] = field(default_factory=list)
    baseline: VariantResult | None = None
    cancelled: bool = False

    @property
    def edit(self) -> Edit | None:
        edits = self.best.variant.edits
        return edits[0] if edits else None

    def document(self) -> dict[str, Any]:
        best = self.best
        return {"variant": best.label, "edit": self.edit.text if self.edit else None,
                "games": len(best.records), "unfairness": best.unfairness(),
                "half_width": best.half_width(), "verdict": best.verdict_text(),
                "rates": best.rates(), "games_spent": self.games_spent,
                "rounds": self.rounds,
                "baseline": None if self.baseline is None else {
                    "games": len(self.baseline.records),
                    "unfairness": self.baseline.unfairness(),
                    "rates": self.baseline.rates()},
                "tried": [{"variant": r.label, "games": len(r.records),
                           "unfairness": r.unfairness()} for r in self.standings]}

    def sentence(self) -> str:
        best, base = self.best, self.baseline
        gap = f"{best.unfairness():.0%}"
        sure = f"+-{best.half_width():.0%}"
        if self.edit is None:
            head = (f"No small edit did better than the mission as it is: its sides are "
                    f"{gap} from their fair shares")
        else:
            head = (f"Suggested: {best.label}: its sides come within {gap} of their fair "
                    f"shares")
            if base is not None and base.records:
                head += f" (the mission as it is: {base.unfairness():.0%})"
        return (f"{head}, over {len(best.records)} games (each rate still {sure}); "
                f"{self.games_spent} games spent in {self.rounds} round(s) of the search.")


def run_suggest(source: Source, games: int, *, budget: int | None = None,
                seed_start: int = 0, executor: Executor | None = None, jobs: int = 1,
                max_rounds: int | None = None, cancel: threading.Event | None = None,
                progress: Progress | None = None,
                edits: list[Edit] | None = None) -> Suggestion:
    """Successive halving over the mission as it is and every candidate edit."""
    if games < 1:
        raise ValueError(f"games must be at least 1, got {games}")
    sc = scenario_of(source)
    sides = [s.id for s in sc.sides]
    limit = balance_numbers().suggest_budget_games if budget is None else budget
    variants: list[Variant] = [make_variant(sc, ())]
    variants += [v for e in (candidate_edits(sc) if edits is None else edits)
                 if (v := make_variant(sc, (e,))).refused is None]
    alive = [VariantResult(v, sides) for v in variants]
    everyone, baseline = list(alive), alive[0]
    played_to = seed_start
    target = games
    spent = rounds = 0
    while True:
        new_seeds = list(range(played_to, seed_start + target))
        cost = len(new_seeds) * len(alive)
        if rounds and spent + cost > limit:
            break
        play_variants([r.variant for r in alive], sides, new_seeds, executor, jobs=jobs,
                      max_rounds=max_rounds, cancel=cancel, into=alive,
                      progress=(lambda d, t, s=spent: progress(s + d, limit))
                      if progress else None)
        spent += cost
        rounds += 1
        played_to = seed_start + target
        # a tie goes to the mission as it is: an edit is offered only when it does better
        alive.sort(key=lambda r: (round(r.unfairness(), 9), r is not baseline,
                                  r.half_width()))
        if len(alive) <= 2 and alive[0] is baseline or len(alive) == 1 \
                or (cancel is not None and cancel.is_set()):
            break
        # the better half goes on, and the mission as it is always, to measure against
        kept = alive[: max(1, (len(alive) + 1) // 2)]
        alive = kept if baseline in kept else [*kept, baseline]
        target *= 2
    # the last standing first: the most games, then the fairest
    standings = sorted(everyone, key=lambda r: (-len(r.records), r.unfairness()))
    return Suggestion(alive[0], spent, rounds, standings, baseline,
                      cancel is not None and cancel.is_set())


def suggested_scenario(sc: Scenario, suggestion: Suggestion) -> Scenario:
    """The mission with the suggested edit (the variant's validated copy)."""
    return suggestion.best.variant.scenario or sc
