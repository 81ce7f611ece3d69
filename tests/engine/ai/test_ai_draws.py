"""Behaviours against an enemy that only waits (issue 32: no cell over half drawn;
docs/ai-log.md, "Drawn against an enemy that waits"), each with its control. `idle_hunt_share` ships off, the other three on:
- `idle_hunt_share` (engine/ai/attack/waiting_hunt.py): a side that wins only by destroying
  every enemy hunts from that share of the last round on;
- `clock_meeting_slack` (engine/ai/attack/attack_timing.py `meeting_slack`): in a meeting fight
  (the last round a draw for both) a side that wins by holding points commits once its
  engineers' travel to the points it lacks nears the last round, as `clock_plan_slack`
  does against a defence;
- `endgame_leave_held` and `endgame_capture_danger` (moves.py `_leaves_held`,
  goal_rules.py `capture`): in an attacker's endgame its engineer with a point still to
  take no longer keeps to the point it holds, and weighs its danger less."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.attack.waiting_hunt import only_by_destroying
from engine.ai.config import ai_config
from engine.ai.planner.moves import Planner
from engine.ai.view import SideView, TurnCache
from rules_helpers import F, U, Victory, make_scenario

MEDIC = (1, 3)
MIDDLE = (12, 3)


def waiting_game(rounds: int = 10, hold_points: int | None = None) -> Game:
    """Red's rifle stands in the east; blue's medic waits far to the west, out of sight.
    Red wins only by destroying every enemy (no point to hold; the last round a draw),
    or, with `hold_points`, by holding the point in the middle too."""
    features = ([F("victory_point", MIDDLE, id="mid", owner=None)]
                if hold_points is not None else [])
    return Game(make_scenario(
        ["." * 24] * 7, [U("r1", "infantry", "red", (21, 3)), U("b_med", "medic", "blue", MEDIC)],
        features=features, rounds=rounds,
        victory=Victory(destroy_all=True, hold_points=hold_points or 0, on_last_round=None)),
        seed=0)


def to_round(game: Game, round_no: int) -> Game:
    """Both sides end their side-turns until red's side-turn of `round_no` begins."""
    while game.round < round_no:
        game.apply({"type": "end_turn"})
    assert game.side == "red"
    return game


def planner(game: Game, **knobs: Any) -> Planner:
    return Planner(SideView(game, game.side, ai_config(knobs or None), TurnCache()), seed=0)


def test_a_side_that_wins_only_by_destroying_hunts_once_the_enemy_has_not_come() -> None:
    p = planner(to_round(waiting_game(), 5), idle_hunt_share=0.5)
    assert only_by_destroying(p.view) and p.hunting
    goal = p.goal(p.view.unit("r1"))  # where a hidden enemy could be: the unseen west
    assert len(goal.cells) > 1 and MEDIC in goal.cells
    assert all(c[0] < 21 for c in goal.cells)


def test_control_before_that_share_of_the_rounds_or_knob_off_it_waits() -> None:
    assert not planner(to_round(waiting_game(), 4), idle_hunt_share=0.5).hunting
    p = planner(to_round(waiting_game(), 5))  # idle_hunt_share 0, as shipped
    assert not p.hunting
    assert p.goal(p.view.unit("r1")).cells == (MIDDLE,)  # the middle of the map


def test_a_side_that_may_win_by_holding_a_point_does_not_hunt() -> None:
    p = planner(to_round(waiting_game(hold_points=1), 5), idle_hunt_share=0.5)
    assert not only_by_destroying(p.view) and not p.hunting


def meeting_game(rounds: int, on_last_round: str | None = None) -> Game:
    """Red's engineer must take the point far to the east (one wins either side); blue's
    two rifles stand by it, a strong front, so red's rifle waits on the stage to mass.
    The last round is a draw (a meeting fight), or `on_last_round`'s."""
    scenario = make_scenario(
        ["." * 24] * 5,
        [U("r1", "infantry", "red", (1, 1)), U("r_eng", "engineer", "red", (1, 2)),
         U("b1", "infantry", "blue", (21, 1)), U("b2", "infantry", "blue", (21, 3))],
        features=[F("victory_point", (22, 2), id="hill", owner="blue")],
        rounds=rounds,
        victory=Victory(destroy_all=False, hold_points=1, on_last_round=on_last_round))
    return Game(scenario, seed=0)


def test_in_a_meeting_fight_short_of_time_it_commits_rather_than_mass() -> None:
    p = planner(meeting_game(rounds=5), clock_meeting_slack=1.0)
    assert p.rounds_left is not None and p.rounds_left >= p.cfg.endgame_rounds
    assert p.endgame and p.wave_ready()  # 21 cells to go and a capture in 5 rounds


def test_control_meeting_clock_off_or_time_in_hand_it_masses() -> None:
    assert not planner(meeting_game(rounds=20), clock_meeting_slack=1.0).endgame
    p = planner(meeting_game(rounds=5), clock_meeting_slack=-1.0)  # off
    assert not p.endgame and not p.wave_ready()
    # against a defence (blue wins at the last round) it is clock_plan_slack's case
    assert not planner(meeting_game(rounds=5, on_last_round="blue"),
                       clock_meeting_slack=1.0).endgame



def held_point_game(rounds: int, hill: str | None = "blue") -> Game:
    """Red's engineer stands on the mill, a point red holds; red wins by holding two, so it
    still needs the hill far to the east (blue's, or nobody's). Blue's one rifle waits
    beyond red's sight."""
    scenario = make_scenario(
        ["." * 24] * 5,
        [U("r_eng", "engineer", "red", (2, 2)), U("r1", "infantry", "red", (1, 1)),
         U("b1", "infantry", "blue", (23, 4))],
        features=[F("victory_point", MILL, id="mill", owner="red"),
                  F("victory_point", (20, 2), id="hill", owner=hill)],
        rounds=rounds, victory=Victory(destroy_all=False, hold_points=2, on_last_round=None))
    return Game(scenario, seed=0)


MILL = (2, 2)


def mill_duty(rounds: int, **knobs: Any) -> float:
    """What standing on the mill it holds is worth to red's engineer (moves.py `duty`)."""
    p = planner(held_point_game(rounds), **knobs)
    eng = p.view.unit("r_eng")
    return p.duty(eng, eng.unit_type, MILL, p.goal(eng))


def test_in_its_endgame_the_engineer_leaves_the_point_it_holds_for_the_one_it_lacks() -> None:
    assert planner(held_point_game(rounds=2), endgame_leave_held=1).endgame
    assert mill_duty(2, endgame_leave_held=1) == 0.0


def test_control_knob_off_or_time_in_hand_it_keeps_to_its_point() -> None:
    stay = ai_config(None).vp_owned_stay
    assert stay > 0
    assert mill_duty(2, endgame_leave_held=0) == stay  # off
    assert mill_duty(20, endgame_leave_held=1, clock_meeting_slack=-1.0) == stay


def test_in_its_endgame_the_engineer_weighs_its_danger_less() -> None:
    base = ai_config(None).danger_attack_factor

    def capture_danger(rounds: int, **knobs: Any) -> float:
        p = planner(held_point_game(rounds, hill=None), **knobs)
        goal = p.goal(p.view.unit("r_eng"))
        assert goal.name == "capture"
        return goal.danger_factor

    assert abs(capture_danger(2, endgame_capture_danger=0.2) - 0.2 * base) < 1e-9
    assert abs(capture_danger(20, endgame_capture_danger=0.2, clock_meeting_slack=-1.0)
               - base) < 1e-9  # control: time in hand
    assert abs(capture_danger(2, endgame_capture_danger=1.0) - base) < 1e-9  # control: off
