"""A drone on its last charge flies back, lands beside its pilot and recharges (A10;
`drone_recharge`, engine/ai/planner/recharge.py; issue 32, the Eagle's Nest: the sky's recon drone
flew until its battery was flat in round 4 of every game, and the sky fought blind from
then on; docs/ai-log.md "The drone's battery"). Each case has its control: the knob at 0."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.player import AIPlayer
from rules_helpers import U, Victory, make_scenario
from rules_helpers import distance as dist

PILOT = (2, 2)


def drone_game(drone_at: tuple[int, int] = (7, 2), flying: bool = True) -> Game:
    """Red's pilot and its recon drone on its last charge, on a 16x5 plain; blue's rifle
    far off. Red plays first."""
    units = [U("pilot", "drone_pilot", "red", PILOT),
             U("eye", "recon_drone", "red", drone_at, flying=flying, fuel=1),
             U("b1", "infantry", "blue", (15, 2))]
    victory = Victory(destroy_all=True)
    return Game(make_scenario(["." * 16] * 5, units, victory=victory), seed=0)


def after_red_side_turn(game: Game, **knobs: Any) -> Game:
    AIPlayer(seed=0, config=knobs).play_turn(game)
    game.apply({"type": "end_turn"})  # red's side-turn ends: batteries are counted
    return game


def alive(game: Game, uid: str) -> bool:
    return any(u["id"] == uid for u in game.units() if u.get("at") is not None)


def test_the_drone_on_its_last_charge_lands_beside_its_pilot_and_recharges() -> None:
    game = after_red_side_turn(drone_game(), drone_recharge=1)
    eye = game.unit("eye")
    assert eye["flying"] is False
    assert dist(game, eye["at"], game.unit("pilot")["at"]) <= 1
    assert eye["fuel"] == 4  # the recon drone's full battery (units.yaml)


def test_control_knob_off_it_flies_on_until_its_battery_is_flat() -> None:
    game = after_red_side_turn(drone_game(), drone_recharge=0)
    assert not alive(game, "eye")


def test_the_landed_drone_and_its_pilot_wait_for_the_charge() -> None:
    """Landed beside the pilot, not yet recharged: neither moves this side-turn."""
    game = after_red_side_turn(drone_game((3, 2), flying=False), drone_recharge=1)
    assert tuple(game.unit("eye")["at"]) == (3, 2)
    assert tuple(game.unit("pilot")["at"]) == PILOT
    assert game.unit("eye")["fuel"] == 4


def test_control_knob_off_the_landed_drone_takes_off_on_its_last_charge() -> None:
    game = after_red_side_turn(drone_game((3, 2), flying=False), drone_recharge=0)
    assert not alive(game, "eye") or game.unit("eye")["fuel"] < 4


def test_a_drone_with_charges_to_spare_does_not_go_back() -> None:
    game = drone_game()
    game.state.units["eye"].fuel = 3  # three side-turns left in flight
    after_red_side_turn(game, drone_recharge=1)
    assert game.unit("eye")["flying"] is True
