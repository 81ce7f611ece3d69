"""The hunt of a side whose clock has run out of hope (issue 32; engine/ai/attack/waiting_hunt.py
`hopeless`, `hopeless_hunt`, ships off; docs/ai-log.md, "The attack on a hidden defence in
cover"): a side with no unit left that can take a point, that loses when the last round
ends, hunts at once, since waiting is a certain loss. Each with its control."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner.moves import Planner
from engine.ai.view import SideView, TurnCache
from rules_helpers import F, U, Victory, make_scenario

MEDIC = (1, 3)
MIDDLE = (12, 3)


def clock_game(engineer: bool = False, on_last_round: str | None = "blue") -> Game:
    """Red's rifle stands in the east; blue's medic waits far to the west, out of sight, and
    blue holds the point in the middle. Red wins by destroying every enemy or holding the
    point, and (as shipped here) blue wins when the last round ends."""
    units = [U("r1", "infantry", "red", (21, 3)), U("b_med", "medic", "blue", MEDIC)]
    if engineer:
        units.append(U("r_eng", "engineer", "red", (22, 3)))
    return Game(make_scenario(
        ["." * 24] * 7, units, features=[F("victory_point", MIDDLE, id="mid", owner="blue")],
        rounds=10, victory=Victory(destroy_all=True, hold_points=1,
                                   on_last_round=on_last_round)), seed=0)


def planner(game: Game, **knobs: Any) -> Planner:
    return Planner(SideView(game, game.side, ai_config(knobs or None), TurnCache()), seed=0)


def test_a_side_that_can_no_longer_take_a_point_and_loses_at_the_end_hunts_now() -> None:
    p = planner(clock_game(), hopeless_hunt=1)
    assert p.view.round == 1 and p.hunting
    goal = p.goal(p.view.unit("r1"))  # where a hidden enemy could be: the unseen west
    assert len(goal.cells) > 1 and MEDIC in goal.cells
    assert all(c[0] < 21 for c in goal.cells)


def test_control_knob_off_it_stages_before_the_point_it_cannot_take() -> None:
    p = planner(clock_game())  # hopeless_hunt 0, as shipped
    assert not p.hunting
    goal = p.goal(p.view.unit("r1"))
    assert goal.name == "stage" and MEDIC not in goal.cells


def test_control_with_an_engineer_or_a_drawn_last_round_it_does_not_hunt() -> None:
    assert not planner(clock_game(engineer=True), hopeless_hunt=1).hunting
    assert not planner(clock_game(on_last_round=None), hopeless_hunt=1).hunting
    assert not planner(clock_game(on_last_round="red"), hopeless_hunt=1).hunting
