"""Eyes for the guns (issue 32; engine/ai/attack/spotter.py, `spotter`; docs/ai-log.md, "Eyes for the
guns"): a side whose mortar remembers an enemy in its band but sees none there sends its
cheapest free unit to a cell from which it would spot it, and the mortar then fires. Each
with a control: the knob at 0, the enemy out of the band, or already seen by the gun."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner.moves import Planner
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from rules_helpers import U, Victory, make_scenario, place

WOOD = (8, 2)  # blue's rifle, in cover: a truck (vision 5) spots it within 5 - 3 = 2
FAR_WOOD = (11, 6)  # a second blue rifle, out of the mortar's band (8 from (0, 2))
MAP = ["................",
       "................",
       "........F.......",
       "................",
       "................",
       "................",
       "...........F....",
       "................",
       "................"]


def game(second: bool = False, mortar_at: tuple[int, int] = (0, 2),
         rifle_at: tuple[int, int] | None = None, tank_at: tuple[int, int] | None = None
         ) -> Game:
    """Red's mortar eight cells west of blue's rifle in a wood (its band: 2-8), an empty
    truck beside it (and a rifle of red's where asked); red wins by destroying every
    enemy, the last round a draw."""
    units = [U("r_mor", "mortar", "red", mortar_at), U("r_truck", "truck", "red", (1, 3)),
             U("b1", "infantry", "blue", WOOD)]
    if rifle_at is not None:
        units.append(U("r_inf", "infantry", "red", rifle_at))
    if tank_at is not None:
        units.append(U("r_tank", "tank", "red", tank_at))
    if second:
        units.append(U("b2", "infantry", "blue", FAR_WOOD))
    return Game(make_scenario(MAP, units, rounds=20,
                              victory=Victory(destroy_all=True, on_last_round=None)), seed=0)


def planner(g: Game, cache: TurnCache, **knobs: Any) -> Planner:
    return Planner(SideView(g, "red", ai_config(knobs or None), cache), seed=0)


def remembered(g: Game, cache: TurnCache, **knobs: Any) -> None:
    """Red's truck goes near enough to see blue's rifles at a decision of red's, then back:
    red remembers them where it saw them and sees none now."""
    place(g, "r_truck", (9, 4))  # within 2 of both woods
    assert {e.id for e in planner(g, cache, **knobs).view.enemies} >= {"b1"}
    place(g, "r_truck", (1, 3))


def test_the_cheapest_free_unit_goes_where_it_sees_the_remembered_enemy() -> None:
    g, cache = game(), TurnCache()
    remembered(g, cache, spotter=1)
    p = planner(g, cache, spotter=1)
    assert not p.view.enemies
    goal = p.goal(p.view.unit("r_truck"))
    assert goal.name == "spot"
    assert goal.cells and all(g.state.grid.distance(c, WOOD) <= 2 for c in goal.cells)
    assert p.goal(p.view.unit("r_mor")).name == "artillery"  # the gun stays a gun


def test_the_spotter_goes_in_and_the_mortar_then_fires() -> None:
    g = game()
    player = AIPlayer(seed=0, config={"spotter": 1})
    remembered(g, player._cache, spotter=1)
    start = len(g.history)
    player.play_turn(g)
    actions = g.history[start:]
    moved = [a for a in actions if a["type"] == "move" and a["unit"] == "r_truck"]
    assert moved and g.state.grid.distance(tuple(moved[0]["to"]), WOOD) <= 2
    fired = [a for a in actions if a["type"] == "fire" and a["unit"] == "r_mor"]
    assert fired and tuple(fired[0]["target"]) == WOOD
    assert actions.index(moved[0]) < actions.index(fired[0])


def test_control_knob_off_no_spotter_and_the_mortar_never_fires() -> None:
    g = game()
    player = AIPlayer(seed=0, config={"spotter": 0})
    remembered(g, player._cache, spotter=0)
    p = planner(g, TurnCache())
    assert p.goal(p.view.unit("r_truck")).name != "spot"
    start = len(g.history)
    player.play_turn(g)
    assert not any(a["type"] == "fire" for a in g.history[start:])


def test_control_an_enemy_out_of_the_band_is_not_spotted_for() -> None:
    g, cache = game(), TurnCache()
    place(g, "b1", (10, 2))  # ten cells from the mortar: beyond its band (2-8)
    remembered(g, cache, spotter=1)
    p = planner(g, cache, spotter=1)
    assert not p.view.enemies and "b1" in cache.lurks["red"]
    assert p.goal(p.view.unit("r_truck")).name != "spot"


def test_the_spotting_cells_keep_out_of_another_remembered_enemys_reach() -> None:
    g, cache = game(second=True), TurnCache()
    remembered(g, cache, spotter=1)
    p = planner(g, cache, spotter=1)
    cells = p.goal(p.view.unit("r_truck")).cells
    dist = g.state.grid.distance
    assert cells and all(dist(c, FAR_WOOD) > 4 for c in cells)  # b2's rifle: range 4
    # control: cells that see b1 but lie within b2's reach are left out
    assert (7, 3) not in cells and dist((7, 3), WOOD) <= 2 and dist((7, 3), FAR_WOOD) <= 4


def test_the_spotter_keeps_watching_while_it_alone_sees_the_target() -> None:
    g, cache = game(), TurnCache()
    place(g, "r_truck", (7, 3))  # sees b1: the mortar's target in band
    p = planner(g, cache, spotter=1, spotter_watch=1)
    assert [e.id for e in p.view.enemies] == ["b1"]
    goal = p.goal(p.view.unit("r_truck"))
    assert goal.name == "spot" and (7, 3) in goal.cells
    # control: the mortar sees it too, three cells off (vision 6 less 3): no spotter needed
    g2 = game(mortar_at=(5, 2))
    place(g2, "r_truck", (7, 3))
    p2 = planner(g2, TurnCache(), spotter=1, spotter_watch=1)
    assert [e.id for e in p2.view.enemies] == ["b1"]
    assert p2.goal(p2.view.unit("r_truck")).name != "spot"


def test_in_a_fight_out_of_the_band_the_spotter_goes_only_with_spotter_in_fight() -> None:
    g, cache = game(second=True), TurnCache()
    remembered(g, cache, spotter=1)
    place(g, "r_truck", (12, 8))  # sees b2 (out of the band), not b1 (remembered in it)
    p = planner(g, cache, spotter=1, spotter_in_fight=1)
    assert [e.id for e in p.view.enemies] == ["b2"]
    goal = p.goal(p.view.unit("r_truck"))
    assert goal.name == "spot" and all(g.state.grid.distance(c, WOOD) <= 2 for c in goal.cells)
    # control: with spotter_in_fight 0 no unit leaves a fight to look
    p0 = planner(g, cache, spotter=1, spotter_in_fight=0)
    assert p0.goal(p0.view.unit("r_truck")).name != "spot"


def test_a_fighter_with_the_target_in_its_reach_is_not_held_back_to_watch() -> None:
    # the watching rule alone: the rifle is red's only fighter (no spare spotter, at 0)
    # red's rifle three cells from b1 in the wood: it sees it (vision 7 less 3) and its
    # rifle (range 4) reaches it; the mortar alone cannot see it: it fights, not watches
    g = game(rifle_at=(5, 2))
    p = planner(g, TurnCache(), spotter=1, spotter_watch=1, spotter_spare_ratio=0.0)
    assert [e.id for e in p.view.enemies] == ["b1"]
    assert p.goal(p.view.unit("r_inf")).name != "spot"
    # control: with any free unit watching (`spotter_watch` 2) it is held to watch
    p2 = planner(g, TurnCache(), spotter=1, spotter_watch=2, spotter_spare_ratio=0.0)
    assert p2.goal(p2.view.unit("r_inf")).name == "spot"


def test_a_fighter_that_sees_the_target_out_of_its_reach_watches_it() -> None:
    # the watching rule alone: the rifle is red's only fighter (no spare spotter, at 0)
    g = game(rifle_at=(1, 4))
    place(g, "b1", (7, 4))  # in the open: red's rifle sees it at six cells, out of its reach
    p = planner(g, TurnCache(), spotter=1, spotter_watch=1, spotter_spare_ratio=0.0)
    assert g.state.grid.distance((1, 4), (7, 4)) == 6 and [e.id for e in p.view.enemies] == ["b1"]
    assert p.goal(p.view.unit("r_inf")).name == "spot"
    # control: with only the unit sent to look watching (`spotter_watch` 0) it is not
    p0 = planner(g, TurnCache(), spotter=1, spotter_watch=0, spotter_spare_ratio=0.0)
    assert p0.goal(p0.view.unit("r_inf")).name != "spot"


def test_the_unit_sent_to_look_keeps_watching_and_is_released_with_no_need() -> None:
    g, cache = game(), TurnCache()
    remembered(g, cache, spotter=1)
    p = planner(g, cache, spotter=1, spotter_watch=0)
    assert p.goal(p.view.unit("r_truck")).name == "spot"
    assert cache.spotters == {"red": "r_truck"}  # the side remembers whom it sent
    place(g, "r_truck", (7, 3))  # there: it sees b1, the mortar's target in band
    p = planner(g, cache, spotter=1, spotter_watch=0)
    assert p.goal(p.view.unit("r_truck")).name == "spot" and cache.spotters["red"] == "r_truck"
    # the mortar comes near enough to see b1 itself: no spotter needed, the truck released
    place(g, "r_mor", (5, 2))
    p = planner(g, cache, spotter=1, spotter_watch=0)
    assert p.goal(p.view.unit("r_truck")).name != "spot" and "red" not in cache.spotters
    # control: a truck not sent, where it alone sees b1, is not held there at 0
    place(g, "r_mor", (0, 2))
    p = planner(g, TurnCache(), spotter=1, spotter_watch=0)
    assert p.goal(p.view.unit("r_truck")).name != "spot"


def test_a_fighter_the_attack_counts_on_is_not_held_to_watch() -> None:
    # red's rifle sees b1 in the open beyond its reach (as above), but it is red's only
    # fighter (the mortar is a gun): under `spotter_spare_ratio` the attack counts on it,
    # and it is not held to watch
    g = game(rifle_at=(1, 4))
    place(g, "b1", (7, 4))
    p = planner(g, TurnCache(), spotter=1, spotter_watch=1, spotter_spare_ratio=1.0)
    assert [e.id for e in p.view.enemies] == ["b1"]
    assert p.goal(p.view.unit("r_inf")).name != "spot"
    # control: the old rule (0) holds it, as before
    p0 = planner(g, TurnCache(), spotter=1, spotter_watch=1, spotter_spare_ratio=0.0)
    assert p0.goal(p0.view.unit("r_inf")).name == "spot"
    # control: with a tank of red's besides (it outweighs b1), the rifle is spare: held
    g2 = game(rifle_at=(1, 4), tank_at=(0, 0))
    place(g2, "b1", (7, 4))
    p2 = planner(g2, TurnCache(), spotter=1, spotter_watch=1, spotter_spare_ratio=1.0)
    assert p2.values["r_tank"] >= p2.values["b1"]
    assert p2.goal(p2.view.unit("r_inf")).name == "spot"


def test_a_fighter_is_sent_to_look_only_if_spare_a_truck_whatever_the_fight() -> None:
    # b1 remembered in the wood, b2 in sight of red's rifle out of the mortar's band; the
    # rifle is red's only fighter: it stays in the fight; the truck, no fighter, is sent
    g, cache = game(second=True, rifle_at=(9, 8)), TurnCache()
    remembered(g, cache, spotter=1)
    sound = g.state.units["r_truck"].hp
    g.state.units["r_truck"].hp = 1  # wounded: not free to go
    p = planner(g, cache, spotter=1, spotter_spare_ratio=1.0)
    assert [e.id for e in p.view.enemies] == ["b2"]
    assert p.goal(p.view.unit("r_inf")).name != "spot"
    # control: the old rule (0) sends the rifle
    p0 = planner(g, cache, spotter=1, spotter_spare_ratio=0.0)
    assert p0.goal(p0.view.unit("r_inf")).name == "spot"
    # control: the truck sound again, it is the one sent, the ratio or not
    g.state.units["r_truck"].hp = sound
    p1 = planner(g, cache, spotter=1, spotter_spare_ratio=1.0)
    assert p1.goal(p1.view.unit("r_truck")).name == "spot"


def test_the_last_fighter_is_not_sent_with_nothing_in_sight() -> None:
    # Harrow's host, seed 14: nothing in sight, b1 remembered in the wood, the truck
    # wounded: red's rifle, its only fighter, is not sent to look (the remembered b1
    # counts against it); with a tank besides that outweighs b1, it is
    g, cache = game(rifle_at=(0, 6)), TurnCache()
    remembered(g, cache, spotter=1)
    g.state.units["r_truck"].hp = 1
    p = planner(g, cache, spotter=1, spotter_spare_ratio=1.0)
    assert not p.view.enemies and p.goal(p.view.unit("r_inf")).name != "spot"
    # control: the old rule sends it
    p0 = planner(g, cache, spotter=1, spotter_spare_ratio=0.0)
    assert p0.goal(p0.view.unit("r_inf")).name == "spot"
    # control: a tank of red's far behind: the rifle is spare and goes
    g2, cache2 = game(rifle_at=(0, 6), tank_at=(0, 0)), TurnCache()
    remembered(g2, cache2, spotter=1)
    g2.state.units["r_truck"].hp = 1
    p2 = planner(g2, cache2, spotter=1, spotter_spare_ratio=1.0)
    assert not p2.view.enemies and p2.goal(p2.view.unit("r_inf")).name == "spot"
    # the remembered enemies count: with b2 remembered too (24 against the tank's 18),
    # the rifle is not spare again
    g3, cache3 = game(second=True, rifle_at=(0, 6), tank_at=(0, 0)), TurnCache()
    remembered(g3, cache3, spotter=1)
    g3.state.units["r_truck"].hp = 1
    p3 = planner(g3, cache3, spotter=1, spotter_spare_ratio=1.0)
    assert not p3.view.enemies and set(cache3.lurks["red"]) == {"b1", "b2"}
    assert p3.values["r_tank"] < 2 * p2.values["r_inf"]
    assert p3.goal(p3.view.unit("r_inf")).name != "spot"


def test_no_unit_is_held_to_watch_while_the_guns_have_a_target_others_see() -> None:
    # the Wend's marches against the raider, seed 2: the empty truck held watching in round
    # 2 while units in the fight saw other targets in the gun's band. Here the truck alone
    # sees b1 in the wood; the mortar itself sees b2 in the open, four cells off, in band
    g = game(second=True)
    place(g, "r_truck", (7, 3))
    place(g, "b2", (0, 6))
    p = planner(g, TurnCache(), spotter=1, spotter_watch=1, spotter_idle_guns=1)
    assert sorted(e.id for e in p.view.enemies) == ["b1", "b2"]
    assert g.state.grid.distance((0, 2), (0, 6)) == 4  # b2 in the band (2-8)
    assert p.goal(p.view.unit("r_truck")).name != "spot"
    # control: the old rule (0) holds the truck to watch b1, which only it sees
    p0 = planner(g, TurnCache(), spotter=1, spotter_watch=1, spotter_idle_guns=0)
    assert p0.goal(p0.view.unit("r_truck")).name == "spot"
    # control: b2 out of the band (beyond the mortar's sight and reach): the guns have no
    # other target, and the truck keeps watching b1
    place(g, "b2", FAR_WOOD)
    p1 = planner(g, TurnCache(), spotter=1, spotter_watch=1, spotter_idle_guns=1)
    assert p1.goal(p1.view.unit("r_truck")).name == "spot"


def test_a_unit_sent_to_look_that_comes_no_nearer_is_released_and_another_goes() -> None:
    # the Marsh Road's crown against the garrison, seed 4: its tank and then its half-track
    # (1 fuel of 40 each) sent to look in rounds 5-14 and stood. Here the truck is sent in
    # round 1 and is no nearer in round 2: released, red's rifle (spare, ratio 0) goes
    g, cache = game(rifle_at=(0, 6)), TurnCache()
    knobs: dict[str, Any] = {"spotter": 1, "spotter_spare_ratio": 0.0, "spotter_stall_rounds": 1}
    remembered(g, cache, **knobs)
    p = planner(g, cache, **knobs)
    assert not p.view.enemies and p.goal(p.view.unit("r_truck")).name == "spot"
    g.state.round = 2  # a round on, the truck where it was
    p = planner(g, cache, **knobs)
    assert p.goal(p.view.unit("r_truck")).name != "spot"
    assert p.goal(p.view.unit("r_inf")).name == "spot"
    assert set(cache.spotters_released["red"]) == {"r_truck"}
    # and in round 3, the rifle no nearer either: released too, no unit left to send
    g.state.round = 3
    p = planner(g, cache, **knobs)
    assert p.spotter.plan() is None and set(cache.spotters_released["red"]) == {"r_truck",
                                                                                  "r_inf"}


def test_control_a_sent_unit_that_comes_nearer_or_with_the_knob_off_goes_on() -> None:
    knobs: dict[str, Any] = {"spotter": 1, "spotter_spare_ratio": 0.0}
    # the knob at 0 (the old rule): the truck that came no nearer stays the spotter
    g, cache = game(rifle_at=(0, 6)), TurnCache()
    remembered(g, cache, spotter=1)
    p = planner(g, cache, spotter_stall_rounds=0, **knobs)
    assert p.goal(p.view.unit("r_truck")).name == "spot"
    g.state.round = 2
    p = planner(g, cache, spotter_stall_rounds=0, **knobs)
    assert p.goal(p.view.unit("r_truck")).name == "spot"
    # on, a truck that came a cell nearer in the round stays the spotter
    g, cache = game(rifle_at=(0, 6)), TurnCache()
    remembered(g, cache, spotter=1)
    p = planner(g, cache, spotter_stall_rounds=1, **knobs)
    assert p.goal(p.view.unit("r_truck")).name == "spot"
    g.state.round = 2
    place(g, "r_truck", (2, 3))
    p = planner(g, cache, spotter_stall_rounds=1, **knobs)
    assert p.goal(p.view.unit("r_truck")).name == "spot" and not cache.spotters_released["red"]


def test_a_watcher_keeps_to_the_cells_near_it_with_spotter_watch_near() -> None:
    # Phases' azure against the ambush, seed 1: its rifle, seeing the target from where it
    # stood, walked across the map to the least exposed cells to watch it. Here the truck
    # at (7, 3) sees b1 beside it; b2 (remembered in the far wood, range 4) reaches its cell
    g, cache = game(second=True), TurnCache()
    remembered(g, cache, spotter=1)
    place(g, "r_truck", (7, 3))
    dist = g.state.grid.distance
    p = planner(g, cache, spotter=1, spotter_watch=1, spotter_watch_near=1)
    assert [e.id for e in p.view.enemies] == ["b1"] and "b2" in cache.lurks["red"]
    goal = p.goal(p.view.unit("r_truck"))
    assert goal.name == "spot" and goal.cells
    assert all(dist(c, (7, 3)) <= 1 and dist(c, FAR_WOOD) > 4 for c in goal.cells)
    # control: the old rule (0), the least exposed cells anywhere, some of them farther off
    p0 = planner(g, cache, spotter=1, spotter_watch=1, spotter_watch_near=0)
    cells = p0.goal(p0.view.unit("r_truck")).cells
    assert any(dist(c, (7, 3)) > 1 for c in cells)
