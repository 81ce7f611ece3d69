"""A move whose drawn shots kill the unit on its way scores none of its end cell's duty
(issue 32, `drawn_kill_duty`; engine/ai/planner/moves.py `Planner.killed_on_way`;
docs/ai-log.md, "Stop 56"). Traced on Four Ways by Phases: amber's first engineer walks
onto the chapel in round 1 through the kept shots of the tank and mortar it sees, and dies
on the way; the point (`vp_on_target`) outweighed its sure death. Each with its control.

Red's engineer, in its Movement phase under `phased`, stands three cells from a free point;
blue's rifles (each 3 damage) keep their shots for the first mover on the way."""

from __future__ import annotations

from turns_helpers import turn_game

from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner.moves import Planner
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from rules_helpers import F, U, Victory

POINT = (3, 2)
WAY = [(1, 2), (2, 2), POINT]


def movement(rifles: list[int]) -> Game:
    """Red's Movement phase: its engineer at (0, 2), blue's rifles at (5, y) for each y."""
    units = [U("r_eng", "engineer", "red", (0, 2))]
    units += [U(f"b{y}", "infantry", "blue", (5, y)) for y in rifles]
    game = turn_game("phased", ["." * 10] * 5, units,
                     features=[F("victory_point", POINT, id="mill")],
                     victory=Victory(destroy_all=True, hold_points=1, on_last_round="draw"))
    for _ in range(10):
        if game.side == "red" and game.state.turn.get("phase") == "movement":
            break
        game.apply({"type": "end_turn"})
    assert game.side == "red" and game.state.turn.get("phase") == "movement"
    return game


def killed(rifles: list[int], knob: int) -> bool | None:
    """Whether the planner judges the way to the point deadly (None: not asked)."""
    game = movement(rifles)
    planner = Planner(SideView(game, "red", ai_config({"drawn_kill_duty": knob}, "phased"),
                               TurnCache()), seed=0)
    dies = planner.killed_on_way(planner.view.unit("r_eng"), False, True)
    return None if dies is None else dies(WAY)


def engineer_goes(rifles: list[int], knob: int) -> bool:
    """Red's AI decides once: whether its engineer moves onto the point."""
    game = movement(rifles)
    action = AIPlayer(0, {"drawn_kill_duty": knob}).choose_action(game)
    return action.get("type") == "move" and tuple(action["to"]) == POINT


def test_three_rifles_kill_the_engineer_on_its_way_and_it_does_not_go() -> None:
    assert killed([1, 2, 3], 1) is True
    assert not engineer_goes([1, 2, 3], 1)


def test_control_with_the_knob_off_it_walks_onto_the_point_to_its_death() -> None:
    assert killed([1, 2, 3], 0) is None
    assert engineer_goes([1, 2, 3], 0)


def test_control_one_rifle_does_not_kill_it_and_it_goes_either_way() -> None:
    assert killed([2], 1) is False
    assert engineer_goes([2], 1)
    assert engineer_goes([2], 0)
