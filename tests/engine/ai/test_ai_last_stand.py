"""A defender's last units keep clear of the enemies it saw (`last_stand_units`,
engine/ai/mission/last_stand.py; docs/ai-log.md, traced on Rearguard at Vell against the rusher and
the garrison scripts), with its control: the knob at 0, the side's last tank drives back
to the point it keeps, into the two tanks it saw there and sees no more."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.player import AIPlayer
from engine.ai.view import SideView
from engine.rules.damage import destroy_unit
from rules_helpers import F, U, Victory, make_scenario, place

OPEN = ["...................."] * 5



def last_tank(units: int = 1, on_last_round: str = "red", engineer: bool = False,
              blue_holds: bool = True) -> Game:
    """Red (it wins when the last round ends, loses with its last unit) keeps a point at
    the west end; blue's two tanks stand by it. Red's tank starts where it sees them."""
    red = [U("r_tank", "tank", "red", (8, 2))]
    red += [U(f"r_{i}", "infantry", "red", (19, i)) for i in range(units - 1)]
    units_ = [*red, U("b1", "tank", "blue", (3, 1)), U("b2", "tank", "blue", (3, 3))]
    units_ += [U("b_eng", "engineer", "blue", (4, 2))] if engineer else []
    victory = Victory(destroy_all=True, on_last_round=on_last_round,
                      hold_points={"blue": 1} if engineer and blue_holds else 0)
    return Game(make_scenario(OPEN, units_, [F("victory_point", (2, 2), id="home",
                                                 owner="red")], victory=victory), seed=0)


def remembered(game: Game, **knobs: Any) -> AIPlayer:
    """Red's player, having seen blue's tanks from (8, 2), its tank then far east."""
    player = AIPlayer(0, knobs)
    SideView(game, "red", player.config, player._cache_for(game))
    assert {u.id for u in game.seen_units("red")} >= {"b1", "b2"}
    place(game, "r_tank", (18, 2))
    assert not {"b1", "b2"} & {u.id for u in game.seen_units("red")}
    return player


def tank_ends(game: Game, **knobs: Any) -> tuple[int, int]:
    remembered(game, **knobs).play_turn(game)
    return tuple(game.unit("r_tank")["at"])  # type: ignore[return-value]


def test_the_last_tank_keeps_out_of_the_reach_of_the_tanks_it_saw() -> None:
    game = last_tank()
    assert tank_ends(game, last_stand_units=2)[0] >= 14  # it stays off


def lurkers(game: Game, **knobs: Any) -> list[str]:
    """The enemies red's next decision counts where it last saw them."""
    player = remembered(game, **knobs)
    return [e.id for e in SideView(game, "red", player.config, player._cache_for(game)).lurkers]


def test_only_a_defender_that_loses_with_its_last_units_counts_them_once_down_to_them() -> None:
    assert lurkers(last_tank(), last_stand_units=2) == ["b1", "b2"]
    assert lurkers(last_tank(units=2), last_stand_units=2) == ["b1", "b2"]
    assert lurkers(last_tank(units=3), last_stand_units=2) == []  # not yet its last units
    assert lurkers(last_tank(on_last_round="blue"), last_stand_units=2) == []  # it attacks
    assert lurkers(last_tank(), last_stand_units=2, last_stand_rounds=0) == []


def test_the_memory_is_kept_before_the_last_stand_and_counted_from_it() -> None:
    game = last_tank(units=3)
    player = remembered(game, last_stand_units=2)
    events: list[dict[str, Any]] = []  # two units left: the enemies seen before now count
    destroy_unit(game.state, game.state.units["r_0"], events, "test")
    game.events.extend(events)
    view = SideView(game, "red", player.config, player._cache_for(game))
    assert [e.id for e in view.lurkers] == ["b1", "b2"]
    assert view.danger_at("ground", (5, 2))[1] >= 1  # their guns cover the way to the point


def test_control_without_it_the_tank_drives_back_to_its_point() -> None:
    at = tank_ends(last_tank(), last_stand_units=0)
    assert at[0] < 14, at


def test_not_while_an_enemy_engineer_it_saw_could_take_the_points_blue_wins_by() -> None:
    assert lurkers(last_tank(engineer=True), last_stand_units=2) == []
    # control: the same engineer where blue does not win by holding points
    assert lurkers(last_tank(engineer=True, blue_holds=False), last_stand_units=2) == [
        "b1", "b2", "b_eng"]


def test_it_is_shipped_on() -> None:
    assert AIPlayer(0).config.last_stand_units > 0 and AIPlayer(0).config.last_stand_rounds > 0
