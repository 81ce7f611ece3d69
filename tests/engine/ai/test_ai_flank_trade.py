"""The frontal exchange with a waiting post (engine/ai/attack/flank.py, `flank_alert_won`,
`flank_alert_trade`, `flank_alert_unjoined`, issue 32): a post counts only if some fighter of
the side beats it face on (A7: damage less cover), and a fighter's end cell does not count a
post it beats from there; a post counts only while no fighter stands in its reach."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner.goal import Goal
from engine.ai.planner.moves import Planner
from engine.ai.view import SideView, TurnCache
from rules_helpers import U, Victory, make_game, play

MEETING = Victory(destroy_all=True)  # nobody wins by holding on
# b1 on Alert in the wood at (8, 1) (cover 1), b2 on Alert in the open at (8, 3)
TERRAIN = ["........F...", "........F...", "............", "............"]
BLUE = [U("b1", "infantry", "blue", (8, 1)), U("b2", "infantry", "blue", (8, 3))]
EYES = U("ro", "observer", "red", (2, 0))  # sees the wood from afar; unarmed, no fighter


def waiting_game(red: list[Any]) -> Game:
    game = make_game(TERRAIN, red + BLUE, victory=MEETING, first_side="blue")
    play(game, {"type": "alert", "unit": "b1"}, {"type": "alert", "unit": "b2"},
         {"type": "end_turn"})
    return game


def planner(game: Game, **config: Any) -> Planner:
    """Red's planner; the post counted with red's fighters in its reach too unless the
    test asks for `flank_alert_unjoined` (the exchange's gates are tested beside it)."""
    cfg = ai_config({"flank_alert": 1, "flank_alert_unjoined": 0, **config})
    return Planner(SideView(game, "red", cfg, TurnCache()), seed=0)


def test_a_post_no_fighter_beats_face_on_opens_no_flank_one_the_tank_beats_does():
    """Red's two squads need five shots for the squad in the wood (3 less its cover 1)
    and it needs four for them: no fighter of red's beats it, so with `flank_alert_won`
    there is no flanking. With red's tank too (two shots against six) the post is one to
    go for: the flank is on and its target is the post. The control: without the knob
    the squads alone flank it as the tank does."""
    squads = [U("r1", "infantry", "red", (6, 1)), U("r2", "infantry", "red", (5, 2))]
    alone = waiting_game(squads)
    assert planner(alone).flank.weight > 0  # the knob off: a waiting post, flanked
    assert planner(alone).flank.posts == {(8, 1)}
    assert planner(alone, flank_alert_won=1).flank.weight == 0
    assert planner(alone, flank_alert_won=1).flank.posts == frozenset()

    with_tank = waiting_game(squads + [U("rt", "tank", "red", (5, 3))])
    won = planner(with_tank, flank_alert_won=1)
    assert won.flank.weight > 0 and won.flank.posts == {(8, 1)}
    assert won.flank.target(won.attack_front()) == (8, 1)


def test_a_tanks_end_cell_does_not_count_the_post_it_beats_a_squads_does():
    """(7, 2) is covered by both blue squads. For red's tank the post in the wood is
    beaten face on (two shots against six): with `flank_alert_trade` only the squad in
    the open counts against the cell, no more than the fewest on the front, and the cell
    costs nothing; for red's squad (four shots against five) both count. The control:
    without the knob both count for the tank too."""
    game = waiting_game([U("r1", "infantry", "red", (3, 1)), U("rt", "tank", "red", (5, 3))])
    cell, attack = (7, 2), Goal("attack", ((8, 1), (8, 3)))

    def penalty(uid: str, **config: Any) -> float:
        plan = planner(game, **config)
        unit = next(u for u in plan.view.own if u.id == uid)
        assert plan.flank.covering(cell) == 2
        return plan.flank.penalty(unit, cell, attack)

    assert penalty("rt", flank_alert_trade=1) == 0
    assert penalty("r1", flank_alert_trade=1) > 0
    assert penalty("rt") == penalty("r1", flank_alert_trade=1) > 0


def test_a_post_is_flanked_until_a_fighter_stands_in_its_reach():
    """Red's squads five cells from the post in the wood, beyond its rifles' reach (4),
    red's observer seeing it: with `flank_alert_unjoined` the post is flanked as without
    the knob. With a squad three cells from it the exchange is joined: no post, no
    flanking. The control: without the knob the joined post is flanked too."""
    far = waiting_game([U("r1", "infantry", "red", (3, 1)), U("r2", "infantry", "red", (3, 2)),
                        EYES])
    plan = planner(far, flank_alert_unjoined=1)
    assert plan.view.grid.distance((3, 1), (8, 1)) > 4
    assert plan.flank.weight > 0 and plan.flank.posts == {(8, 1)}
    assert plan.flank.target(plan.attack_front()) == (8, 1)

    near = waiting_game([U("r1", "infantry", "red", (5, 1)), U("r2", "infantry", "red", (3, 2)),
                         EYES])
    assert planner(near).flank.weight > 0  # the knob off: the post flanked
    assert planner(near).flank.posts == {(8, 1)}
    joined = planner(near, flank_alert_unjoined=1)
    assert joined.view.grid.distance((5, 1), (8, 1)) <= 4
    assert joined.flank.weight == 0 and joined.flank.posts == frozenset()
