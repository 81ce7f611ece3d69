"""Staging within contact (issue 32, the attack on a patient defence; moves.py
`Planner.stage_distance`): under `sides`, a side that first stages while no enemy it
knows of keeps a shot on Alert (A9) waits `contact_stage_distance` cells from the front
instead of `stage_distance`, for the game. Each test has its control: the knob off (0,
as shipped), an enemy seen on Alert, or another turn system."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner.moves import Planner
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from engine.scenario.model import Victory
from rules_helpers import F, U, make_scenario
from rules_helpers import distance as dist

# the wave never goes (four fighters needed at the stage, all of them): the fighters wait
NO_WAVE = {"mass_min_units": 9, "mass_fraction": 1.0}
CLOSE = {**NO_WAVE, "contact_stage_distance": 4}
DEFENCE = Victory(destroy_all=True, on_last_round="blue")


def staging_game(alert: bool = False) -> Game:
    """Blue's rifle holds its point on the east of a 26x5 plain; three red rifles stand
    six cells west of it (on the stage ring, in sight), a fourth far behind (so the wave is not massed). Blue plays
    first: with `alert` its rifle goes on Alert (A9), in red's sight."""
    units = [U(f"r{i + 1}", "infantry", "red", (14, 1 + i)) for i in range(3)]
    units += [U("r4", "infantry", "red", (0, 2)), U("b1", "infantry", "blue", (20, 2))]
    features = [F("victory_point", (21, 2), id="keep", owner="blue")]
    game = Game(make_scenario(["." * 26] * 5, units, features, first_side="blue",
                              victory=DEFENCE), seed=0)
    if alert:
        game.apply({"type": "alert", "unit": "b1"})
    game.apply({"type": "end_turn"})
    assert game.side == "red"
    return game


def planner(game: Game, cache: TurnCache | None = None, **knobs: Any) -> Planner:
    return Planner(SideView(game, "red", ai_config(knobs), cache or TurnCache()), seed=0)


def nearest_after_red_turn(game: Game, **knobs: Any) -> int:
    """Red's side-turn played by the AI: the nearest of its three front rifles to blue's
    rifle when it ends."""
    AIPlayer(seed=0, config=knobs).play_turn(game)
    blue = next(tuple(u["at"]) for u in game.units("blue"))
    return min(dist(game, tuple(u["at"]), blue) for u in game.units("red") if u["id"] != "r4")


def test_with_no_enemy_known_on_alert_the_attack_stages_within_contact() -> None:
    assert planner(staging_game(), **CLOSE).stage_distance() == 4
    assert nearest_after_red_turn(staging_game(), **CLOSE) == 4


def test_control_knob_off_the_attack_stages_out_at_stage_distance() -> None:
    p = planner(staging_game(), **NO_WAVE)
    assert p.stage_distance() == p.cfg.stage_distance == 6
    assert nearest_after_red_turn(staging_game(), **NO_WAVE) == 6


def test_control_an_enemy_seen_keeping_a_shot_on_alert_keeps_the_stage_out() -> None:
    game = staging_game(alert=True)
    assert "b1" in {u["id"] for u in game.seen_units("red")}
    assert planner(game, **CLOSE).stage_distance() == 6
    assert nearest_after_red_turn(staging_game(alert=True), **CLOSE) == 6


def test_the_choice_is_kept_for_the_game() -> None:
    """Decided close at the first staging, an enemy seen on Alert later does not send
    the attack back out through the shots it keeps; decided out, it stays out."""
    cache = TurnCache()
    cache.contact_stage["red"] = True
    assert planner(staging_game(alert=True), cache, **CLOSE).stage_distance() == 4
    cache.contact_stage["red"] = False
    assert planner(staging_game(), cache, **CLOSE).stage_distance() == 6


def test_control_other_turn_systems_give_reaction_fire_anyway() -> None:
    """Under `activation` every passive unit may fire at each activation in its reach
    (RULES.md B): the stage stays out there."""
    game = staging_game()
    game.turns.name = "activation"  # what the planner reads of the game's system
    assert planner(game, **CLOSE).stage_distance() == 6
