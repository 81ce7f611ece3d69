"""An enemy that holds its ground is feared where its weapons reach from there
(`held_ground_turns`, view.py `SideView.holds_ground`; issue 32, the Eagle's Nest: the
sky's tanks fled to their depot for five rounds from a heavy tank in its bunker; ships
off, docs/ai-log.md "Held ground"). Each case has its control: the knob at 0 (as shipped),
an enemy seen there only once, or one that moved."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner.moves import Planner
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from rules_helpers import F, U, Victory, make_scenario
from rules_helpers import distance as dist

POINT = (13, 2)
RIFLE = (12, 2)  # blue's rifle: range 4 (A5), 2 after a move, AP 12


def point_game(rifle_at: tuple[int, int] = RIFLE) -> Game:
    """Blue's two rifles hold its point on a 16x5 plain until the last round; red's
    rifle, seven cells off (in sight, A8), must break them. Red plays first."""
    units = [U("r1", "infantry", "red", (5, 2)), U("b1", "infantry", "blue", rifle_at),
             U("b2", "infantry", "blue", (12, 3))]
    victory = Victory(destroy_all=True, on_last_round="blue")
    features = [F("victory_point", POINT, id="keep", owner="blue")]
    return Game(make_scenario(["." * 16] * 5, units, features, victory=victory), seed=0)


ON = {"held_ground_turns": 1}


def red_view(game: Game, cache: TurnCache, **knobs: Any) -> SideView:
    return SideView(game, "red", ai_config({**ON, **knobs}), cache)


def seen_start(game: Game, cache: TurnCache, **knobs: Any) -> None:
    """The start of one of red's side-turns: the planner notes who it sees where."""
    Planner(red_view(game, cache, **knobs), seed=0)


FAR = (6, 2)  # 6 cells from the rifle: beyond its range 4, within a move and a shot (8)


def test_a_rifle_seen_twice_on_its_cell_is_feared_only_within_its_range() -> None:
    game, cache = point_game(), TurnCache()
    seen_start(game, cache)
    cache.coming = None  # the next side-turn's start
    seen_start(game, cache)
    view = red_view(game, cache)
    assert view.holds_ground(view.unit("b1"))
    assert view.danger_at("ground", FAR) == (0.0, 0)
    assert view.danger_at("ground", (9, 2))[1] == 2  # 3 cells: within both rifles' range


def test_control_seen_once_it_may_still_come_on() -> None:
    game, cache = point_game(), TurnCache()
    seen_start(game, cache)
    view = red_view(game, cache)
    assert not view.holds_ground(view.unit("b1"))
    assert view.danger_at("ground", FAR)[1] == 2


def test_control_knob_off_the_rifle_that_stood_still_may_come_on() -> None:
    game, cache = point_game(), TurnCache()
    for _ in range(2):
        cache.coming = None
        seen_start(game, cache, held_ground_turns=0)
    view = red_view(game, cache, held_ground_turns=0)
    assert not view.holds_ground(view.unit("b1"))
    assert view.danger_at("ground", FAR)[1] == 2


def test_control_a_rifle_that_moved_is_not_holding_its_ground() -> None:
    game, cache = point_game(), TurnCache()
    seen_start(game, cache)
    moved = point_game((11, 2))  # seen one cell nearer at the next start
    cache.coming = None
    seen_start(moved, cache)
    view = red_view(moved, cache)
    assert not view.holds_ground(view.unit("b1")) and view.holds_ground(view.unit("b2"))
    assert view.danger_at("ground", FAR)[1] == 1  # the one that came on


def rifle_distance_after_three_side_turns(**knobs: Any) -> int:
    """Red's AI plays three side-turns (blue's rifles stay on their point, as a patient
    defender does); the distance from red's rifle to blue's first at the end."""
    game = point_game()
    player = AIPlayer(seed=0, config={**ON, **knobs})
    for _ in range(3):
        player.play_turn(game)
        game.apply({"type": "end_turn"})  # blue stays
    return dist(game, game.unit("r1")["at"], RIFLE)


def test_the_rifle_keeps_just_out_of_the_dug_in_rifles_reach() -> None:
    """Feared only within range 4, it waits at 5, out of the rifles' shots."""
    assert rifle_distance_after_three_side_turns() == 5


def test_control_knob_off_danger_everywhere_within_eight_it_closes_to_trade_shots() -> None:
    assert rifle_distance_after_three_side_turns(held_ground_turns=0) <= 4
