"""Wounded enemies first (`focus_fire`, engine/ai/view.py `shot_value`; docs/ai-log.md, traced
on the Boot Camp at Little Harrow, where the AI's three shots of a side-turn hit three
enemies and killed none while the search script's gathered on one): a hit's worth counts
its damage as a share of the hit points the target has left, with its control (the knob
at 0: a share of its whole, and the rifle shoots the fresh engineer, worth more)."""

from __future__ import annotations

from engine import Game
from engine.ai.config import ai_config
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from rules_helpers import U, Victory, make_scenario


def two_targets() -> Game:
    """Red's rifle with two blue units in range on open ground, neither killed by one
    shot: a rifle with 4 hit points left and an unhurt engineer."""
    units = [U("r1", "infantry", "red", (2, 2)), U("b_inf", "infantry", "blue", (5, 2), hp=4),
             U("b_eng", "engineer", "blue", (2, 5))]
    return Game(make_scenario(["." * 8] * 7, units, victory=Victory(destroy_all=True)), seed=0)


def first_target(knob: float) -> str:
    game = two_targets()
    action = AIPlayer(0, {"focus_fire": knob}).choose_action(game)
    assert action["type"] == "fire"
    return next(uid for uid, u in game.state.units.items() if u.at == tuple(action["target"]))


def test_the_rifle_shoots_the_wounded_rifle() -> None:
    assert first_target(1.0) == "b_inf"


def test_control_without_it_the_rifle_shoots_the_unhurt_engineer() -> None:
    assert first_target(0.0) == "b_eng"


def test_an_unhurt_target_is_worth_the_same_either_way() -> None:
    game = two_targets()
    on = SideView(game, "red", ai_config({"focus_fire": 1.0}), TurnCache())
    off = SideView(game, "red", ai_config({"focus_fire": 0.0}), TurnCache())
    shooter, eng = on.unit("r1"), on.unit("b_eng")
    rifle = shooter.unit_type.weapons[0]
    assert on.shot_value(shooter, rifle, eng, {}) == off.shot_value(shooter, rifle, eng, {})
    inf = on.unit("b_inf")
    assert on.shot_value(shooter, rifle, inf, {}) == 2.5 * off.shot_value(shooter, rifle, inf, {})
