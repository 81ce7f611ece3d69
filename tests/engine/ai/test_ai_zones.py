"""The computer player keeps out of what the enemy's units reach for free: their patrol
zones (A9), by closing only to its own firing range (A5), and it keeps the enemy from
winning on the neutral points alone (A12)."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner.moves import Planner
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from rules_helpers import F, Objective, U, Victory, make_scenario
from rules_helpers import distance as dist


def red_side_turn(game: Game, config: dict[str, Any] | None = None) -> None:
    player = AIPlayer(seed=0, config=config)
    while game.side == "red" and game.result is None:
        game.apply(player.choose_action(game))


def planner(game: Game, config: dict[str, Any] | None = None) -> Planner:
    view = SideView(game, game.side, ai_config(config), TurnCache())
    return Planner(view, seed=0)


def two_squads_each() -> Game:
    """Two red squads seven cells from two blue ones on open ground: red cannot reach
    firing range and still have the AP to shoot this side-turn."""
    return Game(make_scenario(["." * 16] * 5,
                              [U("r1", "infantry", "red", (0, 2)),
                               U("r2", "infantry", "red", (0, 3)),
                               U("b1", "infantry", "blue", (7, 2)),
                               U("b2", "infantry", "blue", (7, 3))]), seed=0)


def test_A9_fighters_end_their_move_outside_the_enemy_patrol_zones():
    """Every blue squad fires once, free, at a seen red unit within 2 at the end of red's
    side-turn (A9): red closes in, but stops short of those zones."""
    game = two_squads_each()
    radius = game.state.catalog.rules.patrol_radius
    red_side_turn(game)
    ends = [game.unit(uid)["at"] for uid in ("r1", "r2")]
    assert all(dist(game, at, (0, 2)) >= 3 for at in ends)  # they did come on
    assert all(dist(game, at, b) > radius for at in ends for b in ((7, 2), (7, 3))), ends
    assert all(u["hp"] == 10 for u in game.units("red"))


def test_A9_the_control_without_the_patrol_in_the_danger_map_walks_into_the_zones():
    game = two_squads_each()
    radius = game.state.catalog.rules.patrol_radius
    red_side_turn(game, {"patrol_danger": 0.0})
    ends = [game.unit(uid)["at"] for uid in ("r1", "r2")]
    assert any(dist(game, at, b) <= radius for at in ends for b in ((7, 2), (7, 3))), ends


def test_A9_the_patrol_shot_is_counted_only_within_the_zone_and_only_for_ground_units():
    game = two_squads_each()
    view = SideView(game, "red", ai_config(), TurnCache())
    off = SideView(game, "red", ai_config({"patrol_danger": 0.0}), TurnCache())
    inside, outside = (5, 2), (2, 2)  # 2 from b1; beyond any blue reach of the patrol
    assert view.danger_at("ground", inside)[0] > off.danger_at("ground", inside)[0]
    assert view.danger_at("ground", outside) == off.danger_at("ground", outside)
    assert view.danger_at("air", inside) == off.danger_at("air", inside)


def test_A5_an_attacking_fighter_closes_to_its_direct_fire_range_less_the_margin():
    game = Game(make_scenario(["." * 20] * 5,
                              [U("r1", "tank", "red", (0, 2)),
                               U("b1", "infantry", "blue", (5, 2))]), seed=0)
    p = planner(game)
    goal = p.goal(p.view.unit("r1"))
    cfg = p.cfg
    # the tank gun reaches 6: the field counts travel to a cell next to the enemy
    assert goal.name == "attack"
    assert goal.standoff == (6 - cfg.attack_range_margin - 1) * cfg.threat_step_ap / 16
    assert planner(game, {"attack_range_margin": 5}).goal(p.view.unit("r1")).standoff == 0


def test_A12_no_standoff_while_the_enemy_holds_a_point_that_must_be_cleared():
    game = Game(make_scenario(["." * 20] * 5,
                              [U("r1", "tank", "red", (0, 2)),
                               U("b1", "infantry", "blue", (5, 2))],
                              features=[F("victory_point", (6, 2), id="mill", owner="blue")]),
                seed=0)
    p = planner(game)
    assert p.goal(p.view.unit("r1")).standoff == 0


def denial_game(hold_points: int) -> Game:
    """Red holds out until round 20 at its home point; blue (far off, unseen) wins by
    holding `hold_points` points, and two of the three are neutral."""
    victory = Victory(destroy_all=False, hold_points=hold_points,
                      objectives=[Objective(kind="hold_until", side="red", round=20)])
    scenario = make_scenario(
        ["." * 30] * 5,
        [U("r1", "infantry", "red", (2, 1)), U("r2", "infantry", "red", (2, 3)),
         U("b1", "engineer", "blue", (29, 2))],
        features=[F("victory_point", (1, 2), id="home", owner="red"),
                  F("victory_point", (12, 2), id="mill"),
                  F("victory_point", (26, 2), id="far")],
        victory=victory)
    return Game(scenario, seed=0)


def test_A12_a_defender_denies_a_neutral_point_the_enemy_would_win_with():
    """Blue needs two points and two are neutral: if blue takes both it wins, so red sends
    its fighters to the nearer one (a fighter within its radius stops blue's count)."""
    game = denial_game(hold_points=2)
    assert "b1" not in {u["id"] for u in game.seen_units("red")}
    p = planner(game)
    assert p.denied == ((12, 2),)
    before = [dist(game, game.unit(uid)["at"], (12, 2)) for uid in ("r1", "r2")]
    red_side_turn(game)
    after = [dist(game, game.unit(uid)["at"], (12, 2)) for uid in ("r1", "r2")]
    assert all(a < b for a, b in zip(after, before, strict=True)), (before, after)


def test_A12_a_defender_keeps_its_post_when_the_neutral_points_alone_cannot_win():
    game = denial_game(hold_points=3)  # blue would need red's home point too
    assert planner(game).denied == ()
    red_side_turn(game)
    assert all(dist(game, game.unit(uid)["at"], (1, 2)) <= 4 for uid in ("r1", "r2"))


def hunt_game(units: list[Any]) -> tuple[Game, TurnCache]:
    """Blue's squad, far off and unseen, was last seen by red at (20, 2); the mill is
    neutral at the other end."""
    scenario = make_scenario(["." * 30] * 5, units,
                             features=[F("victory_point", (2, 4), id="mill")])
    game = Game(scenario, seed=0)
    cache = TurnCache()
    cache.seen_at["b1"] = (20, 2)
    return game, cache


def test_A8_an_attacker_with_no_engineer_left_hunts_where_it_last_saw_the_enemy():
    game, cache = hunt_game([U("r1", "infantry", "red", (4, 2)),
                             U("b1", "infantry", "blue", (29, 4))])
    assert [u["id"] for u in game.seen_units("red") if u["side"] == "blue"] == []
    p = Planner(SideView(game, "red", ai_config(), cache), seed=0)
    assert p.goal(p.view.unit("r1")).cells == ((20, 2),)


def test_A8_with_an_engineer_the_points_come_first_and_a_cell_seen_empty_is_forgotten():
    game, cache = hunt_game([U("r1", "infantry", "red", (4, 2)),
                             U("e1", "engineer", "red", (3, 2)),
                             U("b1", "infantry", "blue", (29, 4))])
    p = Planner(SideView(game, "red", ai_config(), cache), seed=0)
    assert p.goal(p.view.unit("r1")).cells == ((2, 4),)
    game, cache = hunt_game([U("r1", "infantry", "red", (18, 2)),
                             U("b1", "infantry", "blue", (29, 4))])
    p = Planner(SideView(game, "red", ai_config(), cache), seed=0)
    assert p.goal(p.view.unit("r1")).cells == ((2, 4),)  # (20, 2) is in sight, empty
    assert "b1" not in cache.seen_at


# -- which point an engineer goes for, and when an attack need not wait (A12) -------------

def two_points(enemy_at: tuple[int, int] | None) -> Game:
    """A red engineer between a near point (4 cells) and a far one (7 cells); a blue
    squad may stand within the radius of the near one."""
    units = [U("r1", "engineer", "red", (6, 2)), U("b9", "infantry", "blue", (15, 0))]
    if enemy_at is not None:
        units.append(U("b1", "infantry", "blue", enemy_at))
    features = [F("victory_point", (2, 2), id="near"), F("victory_point", (13, 2), id="far")]
    return Game(make_scenario(["." * 16] * 5, units, features,
                              victory=Victory(destroy_all=False, hold_points=2)), seed=0)


def test_A12_an_engineer_goes_first_for_the_point_no_seen_enemy_blocks():
    assert planner(two_points(None)).vp_targets == {"r1": (2, 2)}  # the nearer, when free
    # a squad it sees within 4 of the near point would stop the count there: the far goes first
    assert planner(two_points((2, 0))).vp_targets == {"r1": (13, 2)}


def outnumbered_front(red_squads: int) -> Game:
    units = [U(f"r{i}", "infantry", "red", (i // 5, i % 5)) for i in range(red_squads)]
    units += [U("b1", "infantry", "blue", (6, 1)), U("b2", "infantry", "blue", (6, 2))]
    return Game(make_scenario(["." * 10] * 5, units), seed=0)


def test_an_attack_waits_to_mass_against_an_even_front_but_not_against_a_weak_one():
    assert planner(outnumbered_front(2)).strong_front()  # two seen squads against two
    assert planner(outnumbered_front(4)).strong_front()  # four against two still mass
    assert not planner(outnumbered_front(7)).strong_front()  # seven against two: go in
    assert planner(outnumbered_front(7), {"overwhelm_ratio": 4.0}).strong_front()


def alert_guard(alert: bool = True, at_row: int = 3) -> Game:
    """A red engineer bound for a point twelve cells east under `sides`; a blue rocket team
    it sees stands five cells north-east on Alert (A9), its direct fire covering the way."""
    scenario = make_scenario(
        ["." * 16] * 7,
        [U("r1", "engineer", "red", (0, at_row)), U("b1", "rocket_launcher", "blue", (5, 0)),
         U("b2", "infantry", "blue", (15, 6))],
        features=[F("victory_point", (12, 3), id="vp")],
        victory=Victory(destroy_all=True, hold_points=1))
    game = Game(scenario, seed=0)
    game.state.units["b1"].alert = alert
    assert "b1" in {u["id"] for u in game.seen_units("red")}
    return game


def alert_shots(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [e for e in events if e["type"] == "fired" and e.get("reaction") == "alert"]


def red_events(game: Game, config: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    player = AIPlayer(seed=0, config=config)
    events: list[dict[str, Any]] = []
    while game.side == "red" and game.result is None:
        events += game.apply(player.choose_action(game))
    return events


def test_A9_a_move_through_an_alert_guard_s_fire_costs_its_shot_a_standing_guard_none():
    counted = {"alert_danger": 1.0}
    p = planner(alert_guard(), counted)
    r1 = p.view.unit("r1")
    way = [(1, 3), (2, 3), (3, 3)]  # within 5 of the guard at (5, 0)
    assert p.opportunity_loss(r1, way, False, moving=True) > 0
    assert p.opportunity_loss(r1, way, False) == 0  # a shot from where it stands draws none
    assert p.opportunity_loss(r1, [(0, 6), (1, 6)], False, moving=True) == 0  # out of range
    off = planner(alert_guard(), {"alert_danger": 0.0})
    assert off.opportunity_loss(r1, way, False, moving=True) == 0
    calm = planner(alert_guard(alert=False), counted)
    assert calm.opportunity_loss(calm.view.unit("r1"), way, False, moving=True) == 0


def test_A9_a_move_weighs_the_alert_guard_s_kept_shot_against_its_progress():
    """The rocket team's kept shot would hit the first red unit that moves in its reach,
    and every way on from the engineer's cell runs through it. Counted at alert_danger 3
    the shot outweighs a side-turn of progress: the engineer waits (and goes on Alert
    itself); not counted, it walks in and is shot. (At the default 0.3, and at 1.0, it
    walks in too: the shot is not worth a whole side-turn of its progress.)"""
    assert alert_shots(red_events(alert_guard(), {"alert_danger": 3.0})) == []
    assert alert_shots(red_events(alert_guard(), {"alert_danger": 0.0}))
