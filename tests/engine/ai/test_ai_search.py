"""An attacker with no engineer left looks for the enemies it does not see
(`search_without_capturers`, `search_ratio`, engine/ai/attack/hunt.py `searching` and
`search_front`; docs/ai-log.md), each case with its control: the knob off, it stands by points
it cannot take; before it has met the enemy, or outweighed by what it knows of, too."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.attack import hunt
from engine.ai.config import ai_config
from engine.ai.planner.moves import Planner
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from rules_helpers import F, U, Victory, make_scenario
from rules_helpers import distance as dist

POINT = (22, 3)
MEDIC = (1, 3)


def lone_rifle_game(engineer: bool = False, rifle_at: tuple[int, int] = (16, 3)) -> Game:
    """Red's rifle stands in the middle; the only enemy, a medic, is out of its sight far
    to the west; the one victory point lies east. Red wins only by destroying every enemy
    (no engineer: the point cannot be taken); the last round is a draw."""
    units = [U("r1", "infantry", "red", rifle_at), U("b_med", "medic", "blue", MEDIC)]
    if engineer:
        units.append(U("r_eng", "engineer", "red", (17, 3)))
    return Game(make_scenario(
        ["." * 24] * 7, units, features=[F("victory_point", POINT, id="east", owner=None)],
        victory=Victory(destroy_all=True, hold_points=1, on_last_round=None)), seed=0)


SEEN_AT = (10, 3)  # where red saw the medic before it went into hiding (in sight now)


def met(cache: TurnCache, value: float = 0.0) -> TurnCache:
    """The side's memory: it saw the medic (armed worth `value`) at SEEN_AT."""
    cache.search_memory = TurnCache()  # the search's own memory (hunt.search_memory)
    cache.search_memory.foes["red"] = {"b_med": (value, SEEN_AT)}
    return cache


def rifle_goal(game: Game, cache: TurnCache | None = None, **knobs: Any):
    cache = met(TurnCache()) if cache is None else cache
    p = Planner(SideView(game, "red", ai_config(knobs or None), cache), seed=0)
    return p.goal(p.view.unit("r1"))


def red_side_turn(game: Game, **knobs: Any) -> int:
    """Red plays one side-turn having met the medic; the rifle's distance to it after."""
    player = AIPlayer(0, knobs or None)
    met(player._cache)
    player.play_turn(game)
    return dist(game, game.unit("r1")["at"], MEDIC)


def test_with_no_engineer_the_rifle_searches_where_an_enemy_could_hide() -> None:
    game = lone_rifle_game()
    goal = rifle_goal(game)  # the hiding places nearest where it saw the medic
    assert goal.cells and POINT not in goal.cells and all(c[0] < SEEN_AT[0] for c in goal.cells)
    before = dist(game, game.unit("r1")["at"], MEDIC)
    assert red_side_turn(game) < before


def test_control_knob_off_the_rifle_stands_by_the_point_it_cannot_take() -> None:
    game = lone_rifle_game()
    goal = rifle_goal(game, search_without_capturers=0)
    assert goal.cells == (POINT,)
    before = dist(game, game.unit("r1")["at"], MEDIC)
    assert red_side_turn(game, search_without_capturers=0) >= before


def test_before_it_has_met_the_enemy_it_does_not_search() -> None:
    """Nothing seen yet: a defence may wait anywhere; the points stay the front."""
    assert rifle_goal(lone_rifle_game(), TurnCache()).cells == (POINT,)


def test_outweighed_by_the_enemies_it_knows_of_it_does_not_search() -> None:
    """It remembers an armed enemy worth more than its rifle: no walking into it."""
    assert rifle_goal(lone_rifle_game(), met(TurnCache(), value=100.0)).cells == (POINT,)


def test_with_an_engineer_left_the_points_stay_the_front() -> None:
    """The engineer can still win by the point: the search is not for it."""
    assert rifle_goal(lone_rifle_game(engineer=True)).cells == (POINT,)


def test_the_search_starts_where_the_enemy_was_last_seen() -> None:
    """Remembered at a cell it now sees empty, the medic is looked for in the hiding
    places nearest there, not in those beyond the rifle on the other side."""
    game = lone_rifle_game(rifle_at=(12, 3))
    view = SideView(game, "red", ai_config(), TurnCache())
    everywhere = hunt.search_cells(view)
    assert any(c[0] > 12 for c in everywhere) and any(c[0] < 12 for c in everywhere)
    hunt.search_memory(view).foes["red"] = {"b_med": (0.0, (8, 3))}  # seen there; empty now
    found = hunt.search_front(view)
    assert found and all(c[0] < 12 for c in found)


def test_where_the_unseen_enemy_hides_never_changes_the_search() -> None:
    """Fair (A8): the search reads the side's own sight and memory, not the medic."""
    def first_move(medic_at: tuple[int, int]) -> Any:
        game = lone_rifle_game()
        game.state.units["b_med"].at = medic_at
        player = AIPlayer(0)
        met(player._cache)
        return player.choose_action(game)

    assert first_move(MEDIC) == first_move((2, 6)) == first_move((0, 0))
    assert first_move(MEDIC)["type"] == "move"
