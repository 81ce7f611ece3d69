"""The approach to a waiting post (engine/ai/attack/flank.py, `flank_alert_unjoined`, issue
32): in a meeting fight the flank goes for an enemy on Alert in cover only while no
fighter of the side stands within that post's direct reach; once one does, the exchange is
joined and the meeting fight's race goes on."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner.moves import Planner
from engine.ai.view import SideView, TurnCache
from rules_helpers import U, Victory, make_game, play

MEETING = Victory(destroy_all=True)  # nobody wins by holding on
# b1 on Alert in the wood at (8, 1) (cover 1, a rifle: reach 4), b2 on Alert in the open
TERRAIN = ["........F...", "........F...", "............", "............"]
BLUE = [U("b1", "infantry", "blue", (8, 1)), U("b2", "infantry", "blue", (8, 3))]
EYES = U("ro", "observer", "red", (2, 0))  # sees the wood from afar; unarmed, no fighter


def waiting_game(red: list[Any]) -> Game:
    game = make_game(TERRAIN, [*red, EYES, *BLUE], victory=MEETING, first_side="blue")
    play(game, {"type": "alert", "unit": "b1"}, {"type": "alert", "unit": "b2"},
         {"type": "end_turn"})
    return game


def planner(game: Game, **config: Any) -> Planner:
    cfg = ai_config({"flank_alert": 1, **config})
    return Planner(SideView(game, "red", cfg, TurnCache()), seed=0)


def test_a_post_is_flanked_until_a_fighter_stands_in_its_reach():
    """Red's squads five cells from the post in the wood, beyond its rifles' reach (4),
    red's observer seeing it:
    with `flank_alert_unjoined` the post is flanked as without the knob. With a squad
    three cells from it the exchange is joined: no post, no flanking. The control:
    without the knob the joined post is flanked too."""
    far = waiting_game([U("r1", "infantry", "red", (3, 1)), U("r2", "infantry", "red", (3, 2))])
    plan = planner(far, flank_alert_unjoined=1)
    assert plan.view.grid.distance((3, 1), (8, 1)) > 4
    assert plan.flank.weight > 0 and plan.flank.posts == {(8, 1)}
    assert plan.flank.target(plan.attack_front()) == (8, 1)

    near = waiting_game([U("r1", "infantry", "red", (5, 1)), U("r2", "infantry", "red", (3, 2))])
    assert planner(near).flank.weight > 0  # the knob off: the post flanked
    assert planner(near).flank.posts == {(8, 1)}
    joined = planner(near, flank_alert_unjoined=1)
    assert joined.view.grid.distance((5, 1), (8, 1)) <= 4
    assert joined.flank.weight == 0 and joined.flank.posts == frozenset()
