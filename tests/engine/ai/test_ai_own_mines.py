"""A7 (issue 31): the computer player knows its side's own mines: no wall to its
pathing, a cost (the move stops there and the mine goes off); enemy mines it has found
stay walls."""

from __future__ import annotations

from engine import Game
from engine.ai.config import ai_config
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from rules_helpers import F, U, make_scenario


def mined_road() -> Game:
    return Game(make_scenario(["=" * 16, "." * 16],
                              [U("r1", "infantry", "red", (0, 0)),
                               U("b1", "infantry", "blue", (15, 1))],
                              [F("mine", (1, 0), owner="red")]), seed=0)


def test_A7_own_mine_is_a_known_cost_to_the_ai_not_a_wall():
    game = mined_road()
    view = SideView(game, "red", ai_config(), TurnCache())
    costs = view.enter_costs("foot", capture=False)
    width = game.state.grid.width
    on_mine, beside = costs[0 * width + 1], costs[0 * width + 2]
    assert on_mine != float("inf")
    assert on_mine >= beside + ai_config().own_mine_travel_ap
    infantry = next(u for u in view.own if u.id == "r1")
    assert view.expected_loss(infantry, (1, 0)) > view.expected_loss(infantry, (2, 0))


def test_A7_the_ai_does_not_end_a_move_on_its_own_mine_for_nothing():
    game = mined_road()
    player = AIPlayer(seed=0)
    while game.side == "red" and game.result is None:
        game.apply(player.choose_action(game))
    assert game.unit("r1")["hp"] == 10 and (1, 0) in game.state.mines
