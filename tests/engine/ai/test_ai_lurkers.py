"""The enemies a side saw and sees no more stay threats where it last saw them
(engine/ai/knowledge/lurkers.py; issue 32): a patient defender in cover is spotted only from near by
(A8), so without the memory the AI's danger map is empty again at its next decision. Each
with a control: `lurk_rounds` 0 (as shipped, docs/ai-log.md) forgets it."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner.moves import Planner
from engine.ai.view import SideView, TurnCache
from rules_helpers import U, make_scenario, place


def ambush_game() -> Game:
    """Red's rifle three cells from blue's rifle in a wood (seen: small in cover is seen
    within vision 7 less concealment 3)."""
    return Game(make_scenario(["..........FF........"] * 3,
                              [U("r1", "infantry", "red", (7, 1)),
                               U("b1", "infantry", "blue", (10, 1))]), seed=0)


def view(game: Game, cache: TurnCache, **knobs: Any) -> SideView:
    return SideView(game, "red", ai_config(knobs or None), cache)


def test_a_defender_seen_in_a_wood_stays_a_threat_once_out_of_sight() -> None:
    game, cache = ambush_game(), TurnCache()
    first = view(game, cache, lurk_rounds=4)
    assert [e.id for e in first.enemies] == ["b1"] and not first.lurkers
    place(game, "r1", (4, 1))  # six cells off: the wood hides it now
    later = view(game, cache, lurk_rounds=4)
    assert not later.enemies
    assert [(e.id, e.at) for e in later.lurkers] == [("b1", (10, 1))]
    assert later.danger_at("ground", (7, 1))[1] == 1  # its rifle still covers the way in
    p = Planner(later, seed=0)
    assert (10, 1) in p.attack_front()  # the attack goes for where it was, not the unknown


def test_control_with_lurk_rounds_0_the_defender_is_forgotten() -> None:
    game, cache = ambush_game(), TurnCache()
    view(game, cache)
    place(game, "r1", (4, 1))
    later = view(game, cache)
    assert not later.enemies and not later.lurkers
    assert later.danger_at("ground", (7, 1)) == (0.0, 0)


def test_a_lurker_is_forgotten_once_the_side_would_see_it_there_and_after_lurk_rounds() -> None:
    game, cache = ambush_game(), TurnCache()
    view(game, cache, lurk_rounds=4)
    place(game, "b1", (18, 1))  # it left, unseen
    place(game, "r1", (4, 1))
    assert [e.id for e in view(game, cache, lurk_rounds=4).lurkers] == ["b1"]
    place(game, "r1", (8, 1))  # two cells from the wood: it would be seen there
    assert not view(game, cache, lurk_rounds=4).lurkers
    # and kept no longer than lurk_rounds rounds after it was last seen
    game2, cache2 = ambush_game(), TurnCache()
    view(game2, cache2, lurk_rounds=1)
    place(game2, "r1", (4, 1))
    for _ in range(4):  # two rounds on
        game2.apply({"type": "end_turn"})
    assert game2.round == 3 and game2.side == "red"
    assert not view(game2, cache2, lurk_rounds=1).lurkers
    assert view(game2, cache2, lurk_rounds=4).lurkers == []  # forgotten is forgotten


def hiding_game() -> Game:
    """Red's rifle at (2, 1) sees blue's rifle in the open at (8, 1), six cells off (vision
    7); the wood at (9, 1)-(10, 1) beside it hides a small unit from red there (7 - 3)."""
    return Game(make_scenario(["." * 20, ".........FF.........", "." * 20],
                              [U("r1", "infantry", "red", (2, 1)),
                               U("b1", "infantry", "blue", (8, 1))]), seed=0)


def test_an_enemy_gone_from_where_it_was_seen_is_presumed_in_the_cover_beside_it() -> None:
    """`lurk_hide_cells`: its cell now seen empty, the enemy is presumed on the nearest
    cell in cover within reach of it that red would not spot it on (the wood)."""
    game, cache = hiding_game(), TurnCache()
    assert [e.id for e in view(game, cache, lurk_rounds=4, lurk_hide_cells=2).enemies] == ["b1"]
    place(game, "b1", (9, 1))  # into the wood: unseen
    later = view(game, cache, lurk_rounds=4, lurk_hide_cells=2)
    assert not later.enemies
    assert [(e.id, e.at) for e in later.lurkers] == [("b1", (9, 1))]
    assert later.danger_at("ground", (6, 1))[1] == 1  # its rifle covers the way in


def test_control_without_lurk_hide_cells_or_with_the_cover_in_sight_it_is_forgotten() -> None:
    game, cache = hiding_game(), TurnCache()
    view(game, cache, lurk_rounds=4)
    place(game, "b1", (9, 1))
    assert not view(game, cache, lurk_rounds=4).lurkers  # lurk_hide_cells 0: as before
    game, cache = hiding_game(), TurnCache()
    view(game, cache, lurk_rounds=4, lurk_hide_cells=2)
    place(game, "b1", (9, 1))
    place(game, "r1", (6, 1))  # three cells from the wood: red would spot it in any of it
    assert not view(game, cache, lurk_rounds=4, lurk_hide_cells=2).lurkers
