"""The computer player escorting a convoy (A12 escort objectives, A3 fuel): a convoy
unit keeps behind its foremost fighter until its deadline draws near, then drives for the
area; its way to the area goes round the seen enemies; a vehicle does not spend on a
detour the fuel its goal still needs; and the defender against a convoy stands in its
area with enough fighters to leave it too few free cells."""

from __future__ import annotations

from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner.moves import Planner
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from rules_helpers import Objective, U, Victory, make_scenario
from rules_helpers import ai_turn as red_turn
from rules_helpers import distance as dist

AREA = [(16, 1), (16, 2)]


def convoy_game(by_round: int, terrain: list[str] | None = None, tank_at=(3, 1),
                blue_at=(19, 4), fuel: int | None = None) -> Game:
    """Red's truck t1 must reach the east end of a road by `by_round`; red's tank stands
    a little ahead of it; blue's one squad is far off (out of sight, unless placed near)."""
    rows = terrain or ["." * 20, "=" * 20, "." * 20, "." * 20, "." * 20]
    extra = {} if fuel is None else {"fuel": fuel}
    scenario = make_scenario(
        rows,
        [U("t1", "truck", "red", (0, 1), **extra), U("k1", "tank", "red", tank_at),
         U("b1", "infantry", "blue", blue_at)],
        victory=Victory(destroy_all=False, objectives=[Objective(
            kind="escort", side="red", units=["t1"], area=list(AREA), by_round=by_round)]))
    return Game(scenario, seed=0)


def planner_for(game: Game) -> Planner:
    view = SideView(game, game.side, ai_config(), TurnCache())
    return Planner(view, 0)


def to_area(game: Game, cell) -> int:
    return min(dist(game, cell, a) for a in AREA)


def test_A12_a_convoy_with_time_in_hand_keeps_behind_its_foremost_fighter():
    """Twelve rounds to go and the truck could be there in one: it goes no nearer the
    area than the tank in front of it, which meets what lies ahead first."""
    game = convoy_game(by_round=12)
    red_turn(game)
    truck, tank = game.unit("t1")["at"], game.unit("k1")["at"]
    assert to_area(game, truck) >= to_area(game, tank), (truck, tank)


def test_A12_a_convoy_whose_deadline_has_come_drives_for_the_area():
    """The last round of the escort: the truck drives past its escort into the area."""
    game = convoy_game(by_round=1)
    red_turn(game)
    assert tuple(game.unit("t1")["at"]) in AREA, game.unit("t1")["at"]


def test_A12_the_convoy_s_way_goes_round_a_seen_enemy():
    """Two roads east: the northern one runs past a seen enemy squad, the southern one is
    clear. The convoy's field to the area counts the threatened cells dearer, so from
    the fork the clear road is the nearer way, and the truck takes it."""
    rows = ["=" * 20, "=" + "." * 18 + "=", "=" + "." * 18 + "=", "=" + "." * 18 + "=",
            "=" * 20]
    game = convoy_game(by_round=12, terrain=rows, tank_at=(12, 4), blue_at=(10, 0))
    assert "b1" in {u["id"] for u in game.seen_units("red")}
    planner = planner_for(game)
    goal = planner.goal(planner.view.unit("t1"))
    field = planner.field(planner.view.unit("t1"), goal)
    plain = planner.view.travel_field(goal.cells, "wheeled")
    assert plain.get((0, 0)) < plain.get((0, 4))  # the area (16, 1-2) is nearer the north
    assert field.get((0, 0)) > field.get((0, 4))  # but the way round the squad is shorter
    red_turn(game)
    assert game.unit("t1")["at"][1] >= 3, game.unit("t1")["at"]


def test_A3_a_vehicle_short_of_fuel_lacks_more_after_a_detour_than_on_its_way():
    """Fuel for the road to the area and a little more: a cell along the road leaves it
    lacking less than where it stands (the reserve runs out with the way), a cell off
    the road in the grass as far from the area leaves it lacking more."""
    game = convoy_game(by_round=12, fuel=20)
    planner = planner_for(game)
    truck = planner.view.unit("t1")
    goal = planner.goal(truck)
    here = planner.fuel_short(truck, (0, 1), goal, None)
    assert here > 0
    road = game.reachable_cells("t1")[(5, 1)]
    grass = game.reachable_cells("t1")[(2, 3)]
    assert planner.fuel_short(truck, (5, 1), goal, 20 - road.fuel) < here
    assert planner.fuel_short(truck, (2, 3), goal, 20 - grass.fuel) > here


def test_A3_the_fuel_a_vehicle_needs_is_the_least_fuel_way():
    """The least-fuel field counts fuel, not AP: along a road one a cell."""
    game = convoy_game(by_round=12)
    view = planner_for(game).view
    fuel = view.travel_field(AREA, "wheeled", fuel=True)
    assert fuel.get((0, 1)) == 16  # sixteen road cells to (16, 1)
    assert fuel.get((0, 3)) > fuel.get((0, 1))


def blocking_game(escort: bool) -> Game:
    """Red holds out until round 20 with three squads mid-map; blue's two trucks in the
    west must reach a three-cell area in the east by round 12 (with `escort`), else blue
    has no objective there."""
    area = [(15, 1), (15, 2), (15, 3)]
    objectives = [Objective(kind="hold_until", side="red", round=20)]
    if escort:
        objectives.append(Objective(kind="escort", side="blue", units=["t1", "t2"],
                                    area=list(area), by_round=12))
    scenario = make_scenario(
        ["." * 20] * 5,
        [U("r1", "infantry", "red", (8, 1)), U("r2", "infantry", "red", (8, 2)),
         U("r3", "infantry", "red", (8, 3)),
         U("t1", "truck", "blue", (0, 1)), U("t2", "truck", "blue", (0, 3))],
        victory=Victory(destroy_all=False, objectives=objectives))
    return Game(scenario, seed=0)


def red_units_in(game: Game, cells) -> int:
    return sum(1 for uid in ("r1", "r2", "r3") if tuple(game.unit(uid)["at"]) in cells)


def test_A12_a_defender_blocks_the_enemy_convoy_s_area_with_enough_fighters():
    """Two trucks, three cells: two red squads standing in the area leave the convoy one
    free cell for its two trucks, so red sends the two nearest and they get there; the
    third keeps to the rest of the fight."""
    game = blocking_game(escort=True)
    area = {(15, 1), (15, 2), (15, 3)}
    assert sorted(planner_for(game).blockers) == ["r1", "r2"]  # nearest first, then by id
    for _ in range(4):
        red_turn(game)
    assert red_units_in(game, area) == 2, [game.unit(u)["at"] for u in ("r1", "r2", "r3")]


def test_A12_without_a_convoy_to_stop_the_defender_does_not_go_to_that_area():
    game = blocking_game(escort=False)
    assert planner_for(game).blockers == {}
    for _ in range(4):
        red_turn(game)
    assert red_units_in(game, {(15, 1), (15, 2), (15, 3)}) == 0


def test_A12_a_convoy_with_time_in_hand_does_not_rush_for_a_detour_s_sake():
    """A seen squad threatens the road, so the convoy's way round it counts dearer
    (escort_avoid_ap) than its side-turns of travel: the time the truck needs is the
    plain way's, so with eight rounds in hand it does not drive for the area yet (it
    could reach it this side-turn) but keeps with its tank."""
    game = convoy_game(by_round=8, tank_at=(3, 1), blue_at=(8, 3))
    assert "b1" in {u["id"] for u in game.seen_units("red")}
    planner = planner_for(game)
    goal = planner.goal(planner.view.unit("t1"))
    assert goal.lead > 0, goal  # not rushing
    plain = planner.view.travel_field(AREA, "wheeled").get((0, 1))
    assert plain <= planner.view.unit("t1").ap < planner.field(planner.view.unit("t1"), goal).get((0, 1))
    red_turn(game)
    truck, tank = game.unit("t1")["at"], game.unit("k1")["at"]
    assert tuple(truck) not in AREA and dist(game, truck, tank) <= ai_config().escort_close


def apart_game() -> Game:
    """An open field: red's truck in the north-west, its tank in the south, as far from
    the area in the north-east as the truck is; fuel enough for any way there."""
    scenario = make_scenario(
        ["." * 20] * 9,
        [U("t1", "truck", "red", (0, 0)), U("k1", "tank", "red", (0, 8)),
         U("b1", "infantry", "blue", (19, 8))],
        victory=Victory(destroy_all=False, objectives=[Objective(
            kind="escort", side="red", units=["t1"], area=[(10, 0), (10, 1)], by_round=15)]))
    return Game(scenario, seed=0)


def test_A12_a_convoy_keeps_close_to_a_fighter_not_level_with_it_on_another_road():
    """Level with the tank (as far from the area) is far enough for the truck, but it
    also keeps within escort_close cells of the tank; the control without that penalty
    drives on alone along the north edge."""
    close = ai_config().escort_close
    game = apart_game()
    red_turn(game)
    assert dist(game, game.unit("t1")["at"], game.unit("k1")["at"]) <= close, \
        (game.unit("t1")["at"], game.unit("k1")["at"])
    control = apart_game()
    AIPlayer(seed=0, config={"escort_apart_penalty": 0.0}).play_turn(control)
    assert dist(control, control.unit("t1")["at"], control.unit("k1")["at"]) > close
