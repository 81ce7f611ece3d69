"""The fairness check's copies carry kept work (tests/fairness_copies.py `carry_kept_work`):
each checked decision's copy of the player begins with the kept work (travel costs,
graphs and fields, lines of fire, cover, the search's shared work) of the copy checked at
the decision before, never the player's: all of it was worked out on perturbed twins, so
a leak through kept work still shows."""

from __future__ import annotations

from typing import Any

import pytest
import test_ai_fairness as fairness
from test_ai_fairness import check_decisions

from engine.ai.knowledge.view_travel import TravelReading
from engine.ai.player import AIPlayer


def test_a_checked_copy_begins_with_the_kept_work_of_the_copy_before_not_the_players(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The copies' travel fields are one table, begun by the first copy (empty: a deep
    copy starts without them) and carried from copy to copy; the player's is its own."""
    copies: list[tuple[Any, Any, int]] = []  # (the player, its copy, fields the copy began with)
    real = fairness.copy_for

    def watched(player: Any, game: Any, twin: Any) -> Any:
        going = real(player, game, twin)
        copies.append((player, going, len(going._cache.fields)))
        return going

    monkeypatch.setattr(fairness, "copy_for", watched)
    assert check_decisions("tutorial") > 3
    players = {id(p._cache.fields) for p, _, _ in copies}
    tables = {id(c._cache.fields) for _, c, _ in copies}
    assert len(tables) == 1 and not tables & players
    assert copies[0][2] == 0 and copies[0][1]._cache.fields  # begun empty, then worked out


def test_control_a_leak_through_the_kept_travel_costs_fails_the_check(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Control: travel costs that wall in the cells at and beside the enemy units the side
    does not see, read from the whole game (a leak into work kept from one decision to the
    next), fail the check on the Crossing of the Wend (round 3), carried copy to copy as
    they are. (A copy that carried the player's own kept work instead passes it.)"""
    real = TravelReading.enter_costs

    def leaky(self: Any, move_class: str, capture: bool) -> Any:
        fresh = ("costs", move_class, capture, self._features_key()) not in self.cache.costs
        costs = real(self, move_class, capture)
        if fresh:
            grid = self.grid
            for u in self.game.state.units.values():
                if u.alive and u.side != self.side and u.at is not None \
                        and u.at not in self.enemy_cells:
                    for c in (u.at, *grid.neighbours(u.at)):
                        if grid.in_bounds(c):
                            costs[c[1] * grid.width + c[0]] = float("inf")
        return costs

    monkeypatch.setattr(TravelReading, "enter_costs", leaky)
    with pytest.raises(AssertionError, match="changed with what it cannot see"):
        check_decisions("river_crossing", AIPlayer)
