"""An attacker's engineers weigh the defenders presumed where the side cannot see them
(`presumed_danger`, engine/ai/knowledge/presumed.py; docs/ai-log.md; ships off), each case with its
control: the knob at 0, as shipped, the engineer waits on the stage ring inside what a
hidden defence may watch."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner.moves import Planner
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from engine.scenario.model import Calendar
from rules_helpers import F, Objective, U, Victory, make_scenario
from rules_helpers import distance as dist

MILL = (16, 2)
NIGHT = 22  # summer: night, every vision 2 shorter (rules.yaml)
WATCH = 8  # red's best sight at night: the scout's 10 - 2; the engineer in the open


def night_game(rifle_at: tuple[int, int] = (0, 2), holds: bool = True,
               extra: list[Any] | None = None, blue_at: tuple[int, int] = (23, 4)) -> Game:
    """Blue holds the mill until round 20 (red must break it), at night; red's engineer
    and scout are on the way, its rifle behind (or ahead); blue's rifle far off, unseen."""
    units = [U("r_eng", "engineer", "red", (4, 2)), U("r_sc", "scout", "red", (0, 0)),
             U("r1", "infantry", "red", rifle_at), U("b1", "infantry", "blue", blue_at)]
    victory = Victory(destroy_all=False, objectives=[
        Objective(kind="hold_until", side="blue", round=20)] if holds else [])
    scenario = make_scenario(["." * 24] * 5, units, victory=victory, features=[
        F("victory_point", MILL, id="mill", owner="blue" if holds else None), *(extra or [])])
    scenario.calendar = Calendar(season="summer", start_hour=NIGHT, hours_per_round=1)
    return Game(scenario, seed=0)


ON = {"presumed_danger": 1.0, "last_capturer_danger": 0.0}  # the last engineer's keep-back
# (test_ai_last_capturer.py) left out: red has one engineer


def planner(game: Game, **knobs: Any) -> Planner:
    return Planner(SideView(game, "red", ai_config({**ON, **knobs}), TurnCache()), seed=0)


def engineer_after_side_turn(game: Game, **knobs: Any) -> int:
    """Red plays one side-turn (the knob on unless given); the engineer's distance to
    the mill."""
    AIPlayer(0, {**ON, **knobs}).play_turn(game)
    return dist(game, game.unit("r_eng")["at"], MILL)


def test_the_engineer_keeps_out_of_the_watch_of_the_unseen_point() -> None:
    assert engineer_after_side_turn(night_game()) > WATCH


def test_control_without_it_the_engineer_waits_on_the_stage_within_the_watch() -> None:
    assert engineer_after_side_turn(night_game(), presumed_danger=0) <= WATCH


def test_with_a_fighter_ahead_in_the_watch_the_engineer_comes_up() -> None:
    """The rifle at the stage draws the presumed fire too: the engineer joins it."""
    game = night_game(rifle_at=(10, 3))
    assert engineer_after_side_turn(game) <= WATCH


def test_the_posts_are_the_enemy_s_points_and_works_it_knows_of_not_cleared() -> None:
    game = night_game(extra=[F("work", (18, 2), type="trench", owner="blue")])
    p = planner(game)
    assert p.presumed_on()
    # the trench is not known yet (never seen): the mill alone
    assert [post for post, _ in p.presumed.posts()] == [MILL]
    engineer = p.view.unit("r_eng")
    near, far = (MILL[0] - WATCH, 2), (MILL[0] - WATCH - 1, 2)
    assert p.presumed.loss(engineer, near) > 0 == p.presumed.loss(engineer, far)


def test_a_post_is_cleared_by_a_unit_near_enough_to_spot_a_defender_there() -> None:
    game = night_game(rifle_at=(13, 2))  # 3 cells: within its night vision (7 - 2) of the plain
    p = planner(game)
    assert p.presumed.posts() == []
    assert p.presumed.loss(p.view.unit("r_eng"), (10, 2)) == 0


def test_a_seen_defender_on_the_post_counts_as_itself_not_as_a_presumed_one() -> None:
    game = night_game(rifle_at=(11, 2), blue_at=MILL)
    p = planner(game)
    assert "b1" in {e.id for e in p.view.enemies}
    assert p.presumed.posts() == []


def test_in_a_meeting_fight_nothing_is_presumed() -> None:
    """No side holds out: the side attacks no defence."""
    p = planner(night_game(holds=False))
    assert not p.presumed_on()


def test_off_as_shipped_nothing_is_presumed() -> None:
    p = Planner(SideView(night_game(), "red", ai_config(), TurnCache()), seed=0)
    assert not p.presumed_on()
