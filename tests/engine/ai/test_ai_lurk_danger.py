"""A remembered enemy's threat counted at a share of a seen one's (`lurk_danger`,
engine/ai/knowledge/view_danger.py; issue 32, docs/ai-log.md "Stop 55"): with the lurkers'
memory (lurkers.py) at its whole weight, Phases' azure, which wins its attack on the
ambush without the memory, stood still from round 5 to the last round (every move toward
the remembered enemies scored below standing). Each with a control: at 1.0 (as shipped)
the remembered rifle weighs as a seen one; a seen enemy weighs the same at any share."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.config import ai_config
from engine.ai.view import SideView, TurnCache
from rules_helpers import U, make_scenario, place

MEMORY = {"lurk_rounds": 4}


def ambush_game() -> Game:
    """Red's rifle three cells from blue's rifle in a wood (seen: small in cover is seen
    within vision 7 less concealment 3); moved to (4, 1), red no longer sees it."""
    return Game(make_scenario(["..........FF........"] * 3,
                              [U("r1", "infantry", "red", (7, 1)),
                               U("b1", "infantry", "blue", (10, 1))]), seed=0)


def view(game: Game, cache: TurnCache, **knobs: Any) -> SideView:
    return SideView(game, "red", ai_config({**MEMORY, **knobs}), cache)


def danger_on_the_way_in(share: float, remembered: bool = True) -> float:
    """The danger red reads at (7, 1), in the blue rifle's reach, once it saw it; with
    `remembered` red's rifle has stepped back out of sight first."""
    game, cache = ambush_game(), TurnCache()
    view(game, cache, lurk_danger=share)
    if remembered:
        place(game, "r1", (4, 1))
    later = view(game, cache, lurk_danger=share)
    assert [e.id for e in (later.lurkers if remembered else later.enemies)] == ["b1"]
    damage, count = later.danger_at("ground", (7, 1))
    assert count == 1
    return damage


def test_a_remembered_rifle_weighs_its_share_of_a_seen_one() -> None:
    whole = danger_on_the_way_in(1.0)
    assert whole > 0.0
    assert abs(danger_on_the_way_in(0.3) - 0.3 * whole) < 1e-9


def test_control_shipped_whole_and_a_seen_rifle_at_any_share() -> None:
    assert ai_config().lurk_danger == 1.0  # as before the knob
    seen = danger_on_the_way_in(1.0, remembered=False)
    assert danger_on_the_way_in(0.3, remembered=False) == seen
    assert danger_on_the_way_in(1.0) == seen  # the memory at its whole weight


def test_the_share_changes_with_the_memory_in_one_side_turn() -> None:
    """The danger terms are kept for a side-turn by the threats' places (view_danger.py):
    the same enemy on the same cell, seen and then remembered, is not read from the
    seen one's terms."""
    game, cache = ambush_game(), TurnCache()
    first = view(game, cache, lurk_danger=0.3)
    seen = first.danger_at("ground", (7, 1))[0]
    place(game, "r1", (4, 1))
    later = view(game, cache, lurk_danger=0.3)
    assert abs(later.danger_at("ground", (7, 1))[0] - 0.3 * seen) < 1e-9
