"""The side's loss, not the mover's (`shared_fire_weight`, engine/ai/planner/shared_fire.py;
docs/ai-log.md "Stop 52", traced on the Boot Camp at Little Harrow, where red's tank fired
beside blue's tank and squad and drove to a corner, leaving Brown Squad, 6 HP, and the
sapper the enemy's shots). One enemy shoots one target: a tank that steps out of a
rifle's patrol zone leaves its shot to the wounded squad beside it. Controls: the knob at
0, the tank steps back; a friend at full strength, or none, it steps back with it on."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner.shared_fire import friends_loss_change
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from rules_helpers import U, Victory, make_scenario

OPEN = ["............"] * 7
TANK, RIFLE = (3, 3), (5, 3)  # two cells apart: inside each other's patrol zone


def skirmish(friend_hp: int | None) -> Game:
    """Red's tank at (3, 3) and, unless None, a red squad with `friend_hp` HP at (3, 4),
    both within 2 of blue's rifle at (5, 3); red to play, a fight to the last unit."""
    units = [U("r1", "tank", "red", TANK), U("b1", "infantry", "blue", RIFLE)]
    if friend_hp is not None:
        units.append(U("r2", "infantry", "red", (3, 4), hp=friend_hp))
    return Game(make_scenario(OPEN, units, victory=Victory(destroy_all=True)), seed=0)


def red_turn(knob: float, friend_hp: int | None = 4) -> tuple[list[dict[str, Any]], Game]:
    """Red plays one side-turn: the tank's actions, and the game after the patrols."""
    game = skirmish(friend_hp)
    AIPlayer(0, {"shared_fire_weight": knob}).play_turn(game)
    return [a for a in game.history if a.get("unit") == "r1"], game


def test_the_tank_stays_in_front_of_a_wounded_squad() -> None:
    actions, game = red_turn(0.5)
    assert [a["type"] for a in actions] == ["fire"]  # it fires and stays beside the rifle
    assert game.state.units["r1"].at == TANK
    assert game.state.units["r2"].alive
    assert not game.state.units["b1"].alive  # the shots, then the tank's patrol shot


def test_control_the_knob_at_zero_the_tank_steps_back() -> None:
    actions, game = red_turn(0.0)
    assert [a["type"] for a in actions] == ["fire", "move"]
    assert game.state.grid.distance(game.state.units["r1"].at, RIFLE) > 2
    assert game.state.units["b1"].alive


def test_control_a_friend_at_full_strength_is_left_the_shot() -> None:
    """A 10-HP squad loses little by the rifle's whole shot: the tank steps back."""
    actions, _ = red_turn(0.5, friend_hp=10)
    assert [a["type"] for a in actions] == ["fire", "move"]


def test_control_alone_the_tank_steps_back() -> None:
    actions, game = red_turn(0.5, friend_hp=None)
    assert [a["type"] for a in actions] == ["fire", "move"]
    assert game.state.grid.distance(game.state.units["r1"].at, RIFLE) > 2


def change_at(knob: float, cell: tuple[int, int], friend_hp: int | None = 4) -> float | None:
    game = skirmish(friend_hp)
    view = SideView(game, "red", ai_config({"shared_fire_weight": knob}), TurnCache())
    tank = next(u for u in view.own if u.id == "r1")
    change = friends_loss_change(view, tank)
    return None if change is None else change(cell)


def test_the_term_is_the_friends_added_loss_where_the_tank_leaves_the_zone() -> None:
    assert change_at(0.5, TANK) == 0.0  # staying changes no share
    assert change_at(0.5, (4, 3)) == 0.0  # still in every slot it was in
    out = change_at(0.5, (0, 3))  # out of the rifle's patrol zone
    assert out is not None and out > 0.0
    assert change_at(1.0, (0, 3)) == 2 * out  # the knob weighs it
    assert change_at(0.0, (0, 3)) is None  # off
    assert change_at(0.5, (0, 3), friend_hp=None) is None  # no friend under fire


def test_joining_an_enemy_s_reach_takes_no_shot_off_the_friends() -> None:
    """Red's tank away from the rifle, the wounded squad beside it: moving in beside the
    squad lowers the squad's share, but the enemy picks its target: no credit."""
    game = skirmish(4)
    game.state.units["r1"].at = (0, 3)
    view = SideView(game, "red", ai_config({"shared_fire_weight": 0.5}), TurnCache())
    tank = next(u for u in view.own if u.id == "r1")
    change = friends_loss_change(view, tank)
    assert change is not None
    assert change(TANK) == 0.0  # into the rifle's patrol zone with the squad


# The narrowing (stop 53): only the enemy's patrol shots (`shared_fire_patrol_only`) and only
# the enemies the mover could fire on from where it stands (`shared_fire_answer`); traced on
# the Eagle's Nest (a squad's leaving counted against a wide next side-turn's reach shared by
# eight friends) and Kessel (a mortar kept beside a truck in a rocket launcher's patrol zone).
NARROW = {"shared_fire_patrol_only": 1, "shared_fire_answer": 1}
WIDE = ["...................."] * 7  # room to leave the rifle's next side-turn's reach (8)


def narrowed(knobs: dict[str, int], mover: str = "tank", friend_at: tuple[int, int] = (3, 4),
             cell: tuple[int, int] = (0, 3), mover_hp: int | None = None) -> float | None:
    """The term (0.5) for red's `mover` at (3, 3) (`mover_hp` HP left, None: full) ending on
    `cell`, the 4-HP squad at `friend_at`, under the narrowing knobs."""
    units = [U("r1", mover, "red", TANK, **({} if mover_hp is None else {"hp": mover_hp})),
             U("b1", "infantry", "blue", RIFLE),
             U("r2", "infantry", "red", friend_at, hp=4)]
    game = Game(make_scenario(WIDE, units, victory=Victory(destroy_all=True)), seed=0)
    config = ai_config({"shared_fire_weight": 0.5, **{k: 0 for k in NARROW}, **knobs})
    view = SideView(game, "red", config, TurnCache())
    change = friends_loss_change(view, next(u for u in view.own if u.id == "r1"))
    return None if change is None else change(cell)


def test_narrowed_the_tank_still_stays_in_front_of_the_wounded_squad() -> None:
    """The rifle's patrol shot, and the tank's gun reaches the rifle: the rule acts."""
    game = skirmish(4)
    AIPlayer(0, {"shared_fire_weight": 0.5, **NARROW}).play_turn(game)
    assert [a["type"] for a in game.history if a.get("unit") == "r1"] == ["fire"]
    assert game.state.units["r1"].at == TANK
    assert not game.state.units["b1"].alive


def test_patrol_only_a_friend_in_the_next_side_turn_s_reach_only_counts_nothing() -> None:
    """The squad out of the rifle's patrol zone but in its reach: leaving shares the rifle's
    next side-turn among fewer, counted with the knob at 0 (the control), not at 1."""
    away = (0, 5)  # 5 from the rifle: out of its patrol zone, within its reach
    both = narrowed({"shared_fire_patrol_only": 0}, friend_at=away, cell=(19, 3))
    assert both is not None and both > 0.0
    assert narrowed({"shared_fire_patrol_only": 1}, friend_at=away, cell=(19, 3)) is None
    # beside the tank, in the patrol zone: the patrol shot's rise counts
    near = narrowed({"shared_fire_patrol_only": 1})
    assert near is not None and near > 0.0


def test_answer_only_a_mover_with_no_direct_fire_leaves_no_answer() -> None:
    """A mortar (indirect fire only) in the rifle's patrol zone with the squad: its leaving
    counts with `shared_fire_answer` at 0 (the control), not at 1; a tank's does."""
    control = narrowed({"shared_fire_answer": 0}, mover="mortar")
    assert control is not None and control > 0.0
    assert narrowed({"shared_fire_answer": 1}, mover="mortar") is None
    tank = narrowed({"shared_fire_answer": 1})
    assert tank is not None and tank > 0.0


def test_answer_only_a_weaker_mover_covers_no_one() -> None:
    """A 2-HP squad beside the 4-HP one (traced on the Boot Camp: blue's 1-HP squad kept
    in a patrol zone beside its tank, killed there): staying, it only dies in the other's
    place; counted with `shared_fire_answer` at 0 (the control), not at 1."""
    control = narrowed({"shared_fire_answer": 0}, mover="infantry", mover_hp=2)
    assert control is not None and control > 0.0
    assert narrowed({"shared_fire_answer": 1}, mover="infantry", mover_hp=2) is None
    sturdier = narrowed({"shared_fire_answer": 1}, mover="infantry", mover_hp=8)
    assert sturdier is not None and sturdier > 0.0
