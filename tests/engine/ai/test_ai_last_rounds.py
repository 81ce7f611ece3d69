"""The attacker's last rounds and a stalled point (issue 32; docs/ai-log.md "The last rounds").

Traced on the Eagle's Nest, the sky against the ambush: the sky loses on the clock with
engineers on the points, their counts stopped by a last defender or two hidden in cover
within the radius (a medic in the watchtower) while its fighters stand on the points,
which they cannot see from, or drive home to be refilled and mended in the last rounds.

- `last_rounds_stay` (goal_rules.py `need`): in its last `endgame_rounds` rounds an
  attacker sends no unit back to be mended or refilled;
- `blocked_search` (moves.py `_fallback_front`, hunt.py `blocked_search_cells`): with no
  enemy in sight, the fighters go to the cells within a stalled point's radius where the
  enemy stopping the count could stand unseen, not to the point.

Each case has its control: the knob at 0, or the case the knob is not for.
"""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.attack import hunt
from engine.ai.config import ai_config
from engine.ai.planner.goal import Goal
from engine.ai.planner.moves import Planner
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from rules_helpers import F, U, Victory, make_scenario
from rules_helpers import distance as dist

TRUCK = (1, 3)
RIFLE = (14, 3)


def short_rifle_game(round_no: int, on_last_round: str = "blue") -> Game:
    """Red must take the point at (20, 3) before the last round (16), which is blue's;
    its rifle, one shot left, stands at (14, 3), its supply truck far back at (1, 3);
    blue's rifle guards the point. `round_no`: the round the game is set to."""
    units = [U("r1", "infantry", "red", RIFLE, ammo=1),
             U("r_sup", "supply_truck", "red", TRUCK),
             U("r_eng", "engineer", "red", (17, 3)),
             U("b1", "infantry", "blue", (21, 1))]
    game = Game(make_scenario(
        ["." * 24] * 7, units, features=[F("victory_point", (20, 3), id="east", owner=None)],
        rounds=16, victory=Victory(destroy_all=True, hold_points=1,
                                   on_last_round=on_last_round)), seed=0)
    game.state.round = round_no
    return game


def goal_of(game: Game, uid: str, side: str = "red", cache: TurnCache | None = None,
            **knobs: Any) -> Goal:
    view = SideView(game, side, ai_config(knobs or None), cache or TurnCache())
    p = Planner(view, seed=0)
    return p.goal(view.unit(uid))


def test_in_its_last_rounds_the_attacker_sends_no_one_back_to_refill() -> None:
    assert goal_of(short_rifle_game(15), "r1", last_rounds_stay=1).name != "refill"


def test_control_knob_off_the_empty_rifle_drives_back_to_its_truck() -> None:
    assert goal_of(short_rifle_game(15), "r1", last_rounds_stay=0).name == "refill"


def test_control_before_its_last_rounds_the_empty_rifle_goes_to_refill() -> None:
    """Round 5 of 16: there is time to go and come back."""
    assert goal_of(short_rifle_game(5), "r1", last_rounds_stay=1).name == "refill"


def test_control_a_defender_still_goes_to_refill_in_the_last_rounds() -> None:
    """Red wins at the last round here: it has no clock to beat; it keeps its units."""
    game = short_rifle_game(15, on_last_round="red")
    assert goal_of(game, "r1", last_rounds_stay=1).name == "refill"


def test_in_its_last_rounds_the_rifle_does_not_move_away_toward_its_truck() -> None:
    def after(**knobs: Any) -> int:
        game = short_rifle_game(15)
        AIPlayer(0, knobs).play_turn(game)
        return dist(game, game.unit("r1")["at"], TRUCK)

    start = dist(short_rifle_game(15), RIFLE, TRUCK)
    assert after(last_rounds_stay=1) >= start
    assert after(last_rounds_stay=0) < start  # control: off, it drives back


POINT = (12, 4)
WOOD = [(15, 1), (16, 1), (15, 2), (16, 2)]  # within 4 of the point, beyond the engineer's
MEDIC = (16, 2)  # sight of a small unit in cover (vision 6 less 3)


def stalled_point_game(medic_at: tuple[int, int] = MEDIC) -> Game:
    """Red's engineer stands on the point (12, 4) in round 3, and has stood there since
    its last side-turn: its count did not run (A12), for blue's medic hides in the wood
    north-east within the radius, unseen. Red's rifle stands far west and sees nothing.
    Blue wins at the last round."""
    rows = ["." * 24 for _ in range(9)]
    for x, y in WOOD:
        rows[y] = rows[y][:x] + "F" + rows[y][x + 1:]
    units = [U("r1", "infantry", "red", (3, 4)), U("r_eng", "engineer", "red", POINT),
             U("b_med", "medic", "blue", medic_at)]
    game = Game(make_scenario(
        rows, units, features=[F("victory_point", POINT, id="mid", owner=None)], rounds=16,
        victory=Victory(destroy_all=True, hold_points=1, on_last_round="blue")), seed=0)
    game.state.round = 3
    return game


def test_the_fighters_search_the_stalled_points_radius_where_an_enemy_could_hide() -> None:
    game = stalled_point_game()
    goal = goal_of(game, "r1", blocked_search=1)
    assert goal.cells and POINT not in goal.cells
    assert MEDIC in goal.cells and set(goal.cells) <= set(WOOD)  # the open ground is seen
    assert all(dist(game, c, POINT) <= 4 for c in goal.cells)


def test_control_knob_off_the_fighters_go_to_the_point_itself() -> None:
    assert goal_of(stalled_point_game(), "r1", blocked_search=0).cells == (POINT,)


def test_control_a_point_whose_count_runs_is_no_search() -> None:
    """The engineer has just come onto the point (it moved): nothing is known yet."""
    game = stalled_point_game()
    game.state.units["r_eng"].moved = True
    assert POINT in goal_of(game, "r1", blocked_search=1).cells


def test_one_enemy_stopping_two_counts_is_looked_for_where_both_radii_meet() -> None:
    game = stalled_point_game()
    view = SideView(game, "red", ai_config(), TurnCache())
    other = (20, 4)
    both = hunt.blocked_search_cells(view, [POINT, other])
    assert both and all(dist(game, c, POINT) <= 4 and dist(game, c, other) <= 4 for c in both)
    assert len(hunt.blocked_search_cells(view, [POINT])) > 0


def test_where_the_unseen_medic_hides_never_changes_the_search() -> None:
    """Fair (A8): the search reads the side's own count, sight and the map's cover."""
    def first_move(medic_at: tuple[int, int]) -> Any:
        return AIPlayer(0, {"blocked_search": 1}).choose_action(stalled_point_game(medic_at))

    assert first_move(MEDIC) == first_move((16, 1)) == first_move((22, 8))
    assert first_move(MEDIC)["type"] == "move"
