"""The waiting posts a meeting fight's flank goes for (engine/ai/attack/flank.py
`waiting_posts`, `flank_alert`, issue 32): the enemies on Alert by their own choice (A9: an
order) in cover (A7); not a unit on Alert in the open, nor the Alert a turn system's rules
put every armed unit on (RULES.md B `phased`: the mover's Movement phase)."""

from __future__ import annotations

from typing import Any

from turns_helpers import turn_game

from engine import Game
from engine.ai.attack.flank import waiting_posts
from engine.ai.config import ai_config
from engine.ai.view import SideView, TurnCache
from rules_helpers import U, Victory, make_game, play

# b1 in the wood at (6, 1), b2 in the open at (6, 3); red's squad sees both
TERRAIN = ["......F.", "......F.", "........", "........"]
UNITS = [U("r1", "infantry", "red", (3, 2)), U("b1", "infantry", "blue", (6, 1)),
         U("b2", "infantry", "blue", (6, 3))]
MEETING = Victory(destroy_all=True)  # nobody wins by holding on


def posts(game: Game) -> list[str]:
    view = SideView(game, "red", ai_config({"flank_alert": 1}), TurnCache())
    return sorted(e.id for e in waiting_posts(view))


def sides_game() -> Game:
    """Blue orders both squads on Alert and passes; red to play."""
    game = make_game(TERRAIN, UNITS, victory=MEETING, first_side="blue")
    play(game, {"type": "alert", "unit": "b1"}, {"type": "alert", "unit": "b2"},
         {"type": "end_turn"})
    return game


def test_a_unit_that_chose_alert_in_cover_is_a_waiting_post_one_in_the_open_is_not():
    game = sides_game()
    assert game.unit("b1")["alert"] and game.unit("b2")["alert"]
    assert posts(game) == ["b1"]


def test_the_alert_a_turn_system_imposes_makes_no_waiting_post():
    """Under `phased` every armed blue unit keeps a shot for red's Movement phase by the
    rules (`SideView.imposed_alert`): the wood's squad is on Alert there as in the control
    above (`sides`, the order given), and yet no post."""
    game = turn_game("phased", TERRAIN, UNITS, victory=MEETING)
    for _ in range(10):
        if game.turn_info.get("phase") == "movement" and game.side == "red":
            break
        game.apply({"type": "end_turn"})
    assert game.turn_info.get("phase") == "movement" and game.side == "red"
    assert game.unit("b1")["alert"] and game.unit("b2")["alert"]
    view = SideView(game, "red", ai_config({"flank_alert": 1}), TurnCache())
    assert view.imposed_alert == {"b1", "b2"}
    assert posts(game) == []


def test_the_flank_goes_for_the_waiting_post_not_the_nearer_squad_in_the_open():
    """In a meeting fight the flank's target (`Flank.target`) is a waiting post: the squad
    on Alert in the wood, not the nearer one on Alert in the open nor the medic behind
    them. The control: with posts in the open counted too (`flank_alert_cover` 0) the
    target is the nearer squad in the open, as flanking picks it among equals."""
    from engine.ai.planner.moves import Planner

    terrain = ["..........F.", "..........F.", "............", "............"]
    units = [U("r1", "infantry", "red", (6, 1)), U("r2", "infantry", "red", (5, 3)),
             U("b1", "infantry", "blue", (10, 1)), U("b2", "infantry", "blue", (9, 3)),
             U("bm", "medic", "blue", (11, 3))]
    game = make_game(terrain, units, victory=MEETING, first_side="blue")
    play(game, {"type": "alert", "unit": "b1"}, {"type": "alert", "unit": "b2"},
         {"type": "end_turn"})

    def target(**config: Any) -> Any:
        # red's squad is in b1's reach: the joined post counted (`flank_alert_unjoined` 0)
        knobs = {"flank_alert": 1, "flank_alert_unjoined": 0, **config}
        view = SideView(game, "red", ai_config(knobs), TurnCache())
        planner = Planner(view, seed=0)
        front = planner.attack_front()
        assert set(front) == {(10, 1), (9, 3), (11, 3)} and planner.flank.weight > 0
        return planner.flank.target(front)

    assert target() == (10, 1)
    assert target(flank_alert_cover=0) == (9, 3)
