"""Guns up to a seen defence (issue 32; engine/ai/attack/guns_up.py, `guns_up`; docs/ai-log.md,
"Guns up"): a gun beyond its range of every enemy its side sees moves to the nearest cell
in its band that no seen enemy's threat reaches, not into a defender's fire, nor standing
still. Each with a control: the knob at 0, the gun already in range, a side that defends,
no safe cell."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner.moves import Planner
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from rules_helpers import U, Victory, make_scenario, place

SNIPER = (1, 9)  # blue's sniper: its rifle (stationary) reaches 8 cells from where it stands
TRUCK = (9, 9)  # blue's truck, unarmed
MAP = ["................"] * 10


def game(truck: bool = True, mortar_hp: int | None = None, rounds: int = 20,
         on_last_round: str | None = None) -> Game:
    """Red's mortar (band 3-8 as the planner keeps it) at (3, 0), nine cells from blue's
    sniper, ten from its truck; red's observer at (8, 0) sees both. Every cell in band the
    mortar reaches this side-turn is within the sniper's 8; those east of x = 9 in band of
    the truck are not. Red wins by destroying every enemy."""
    units = [U("r_mor", "mortar", "red", (3, 0), **({"hp": mortar_hp} if mortar_hp else {})),
             U("r_obs", "observer", "red", (8, 0)), U("b_sn", "sniper", "blue", SNIPER)]
    if truck:
        units.append(U("b_truck", "truck", "blue", TRUCK))
    return Game(make_scenario(MAP, units, rounds=rounds, victory=Victory(
        destroy_all=True, on_last_round=on_last_round)), seed=0)


def planner(g: Game, **knobs: Any) -> Planner:
    return Planner(SideView(g, "red", ai_config(knobs or None), TurnCache()), seed=0)


def mortar_goal(g: Game, **knobs: Any) -> Any:
    p = planner(g, **knobs)
    assert {e.id for e in p.view.enemies} >= {"b_sn"}
    return p.goal(p.view.unit("r_mor"))


def test_a_gun_out_of_range_heads_for_the_band_out_of_the_defenders_reach() -> None:
    g = game()
    goal = mortar_goal(g, guns_up=1)
    dist = g.state.grid.distance
    assert goal.name == "guns_up"
    assert (10, 1) in goal.cells
    assert all(dist(c, SNIPER) > 8 and 3 <= dist(c, TRUCK) <= 8 for c in goal.cells)
    # control: in band of the sniper and the truck, but within the sniper's rifle
    assert (5, 1) not in goal.cells and dist((5, 1), TRUCK) <= 8
    assert mortar_goal(g, guns_up=0).name == "artillery"


def test_the_gun_moves_up_out_of_reach_and_with_the_knob_off_stands_still() -> None:
    dist = None
    for knob in (1, 0):
        g = game()
        dist = g.state.grid.distance
        start = len(g.history)
        AIPlayer(seed=0, config={"guns_up": knob}).play_turn(g)
        moves = [a for a in g.history[start:] if a["type"] == "move" and a["unit"] == "r_mor"]
        if knob:
            assert moves, "the mortar moves up"
            to = tuple(moves[-1]["to"])
            assert to[0] > 3 and dist(to, SNIPER) > 8  # east, along the edge out of reach
        else:
            assert not moves  # control: off, it stands nine cells off as before


def test_control_a_gun_in_range_keeps_to_its_band() -> None:
    g = game()
    place(g, "r_mor", (10, 1))  # eight cells from the truck: in range
    assert mortar_goal(g, guns_up=1).name == "artillery"


def test_control_a_side_that_defends_waits_with_its_guns() -> None:
    g = game(on_last_round="red")  # red wins when the last round ends: it defends
    assert mortar_goal(g, guns_up=1).name == "artillery"


def test_with_no_safe_cell_the_gun_takes_measured_risk_only_at_the_end() -> None:
    g = game(truck=False, rounds=3)  # only the sniper: every cell in band is in its reach
    assert mortar_goal(g, guns_up=1, guns_up_risk_rounds=0).name == "artillery"
    goal = mortar_goal(g, guns_up=1, guns_up_risk_rounds=3)
    dist = g.state.grid.distance
    assert goal.name == "guns_up" and all(3 <= dist(c, SNIPER) <= 8 for c in goal.cells)
    # its shot (5) leaves the mortar (8) alive; one at 5 hit points it would destroy
    assert mortar_goal(game(truck=False, rounds=3, mortar_hp=5), guns_up=1,
                       guns_up_risk_rounds=3).name == "artillery"
    # control: the end is not near (20 rounds, the first)
    assert mortar_goal(game(truck=False), guns_up=1, guns_up_risk_rounds=3).name == "artillery"


def test_control_a_gun_its_band_takes_in_this_side_turn_keeps_to_the_band() -> None:
    g = game()
    g.state.units["b_sn"].hp = 0  # only the truck, unarmed: the band's cells are safe
    place(g, "b_sn", (15, 9))
    g.state.lift(g.state.units["b_sn"])
    assert mortar_goal_of(g, "b_truck", guns_up=1).name == "artillery"
    # control: the broad form (2) sends any gun out of range, this one too
    assert mortar_goal_of(g, "b_truck", guns_up=2).name == "guns_up"


def mortar_goal_of(g: Game, seen: str, **knobs: Any) -> Any:
    p = planner(g, **knobs)
    assert seen in {e.id for e in p.view.enemies}
    return p.goal(p.view.unit("r_mor"))
