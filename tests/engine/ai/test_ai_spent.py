"""After the shot, no closing in (issue 32, the attack on a patient defence;
engine/ai/planner/spent.py, `fired_hold`): under `sides`, attacking a defence, a fighter whose
shots of the side-turn are spent moves no nearer the front; and the probe
(`probe_first`): its wave going in, the sturdiest fighter moves first. Each test has its
control: the knob off (0, as shipped), a rifle with its shot still in hand, or another
turn system."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner.moves import Planner
from engine.ai.planner.spent import hold_after_fire
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from engine.scenario.model import Victory
from rules_helpers import F, U, make_scenario
from rules_helpers import distance as dist

DEFENCE = Victory(destroy_all=True, on_last_round="blue")
HOLD = {"fired_hold": 1}


def duel_game() -> Game:
    """Red's rifle stands four cells west of blue's rifle (in range, A5), which holds its
    point on a 16x5 plain; blue wins by not losing (the last round). Red plays first."""
    units = [U("r1", "infantry", "red", (4, 2)), U("b1", "infantry", "blue", (8, 2))]
    features = [F("victory_point", (9, 2), id="keep", owner="blue")]
    return Game(make_scenario(["." * 16] * 5, units, features, victory=DEFENCE), seed=0)


def red_turn(game: Game, **knobs: Any) -> list[dict[str, Any]]:
    """Red's side-turn played by the AI: its actions."""
    AIPlayer(seed=0, config=knobs).play_turn(game)
    return [a for a in game.history_for("red") if a.get("type") != "end_turn"]


def rifle_distance(game: Game) -> int:
    red = game.unit("r1")
    blue = game.unit("b1")
    return dist(game, tuple(red["at"]), tuple(blue["at"]))


def test_a_rifle_that_fired_moves_no_nearer_the_defence() -> None:
    game = duel_game()
    actions = red_turn(game, **HOLD)
    assert actions[0]["type"] == "fire"  # from where it stands, at full range
    assert rifle_distance(game) >= 4


def test_control_knob_off_the_rifle_fires_then_closes_in() -> None:
    game = duel_game()
    actions = red_turn(game)
    assert actions[0]["type"] == "fire"
    assert any(a["type"] == "move" for a in actions)
    assert rifle_distance(game) < 4


def test_control_a_rifle_with_its_shot_in_hand_may_close_in() -> None:
    """The rule reads a spent shot: before firing the rifle may go anywhere."""
    game = duel_game()
    view = SideView(game, "red", ai_config(HOLD), TurnCache())
    planner = Planner(view, seed=0)
    assert hold_after_fire(planner, view.unit("r1")) is None
    game.apply({"type": "fire", "unit": "r1", "target": [8, 2]})
    view = SideView(game, "red", ai_config(HOLD), TurnCache())
    keep = hold_after_fire(Planner(view, seed=0), view.unit("r1"))
    assert keep is not None and keep((4, 1)) and not keep((5, 2))


def test_control_other_turn_systems_are_left_alone() -> None:
    game = duel_game()
    game.apply({"type": "fire", "unit": "r1", "target": [8, 2]})
    game.turns.name = "activation"  # what the rule reads of the game's system
    view = SideView(game, "red", ai_config(HOLD), TurnCache())
    assert hold_after_fire(Planner(view, seed=0), view.unit("r1")) is None


def probe_game() -> Game:
    """Red's rifle stands nearer blue's held point than red's tank (16 HP); blue holds
    the point and wins by not losing; red's clock is short, so its wave goes in now."""
    units = [U("r1", "infantry", "red", (5, 2)), U("t1", "tank", "red", (0, 2)),
             U("b1", "infantry", "blue", (13, 2))]
    features = [F("victory_point", (14, 2), id="keep", owner="blue")]
    return Game(make_scenario(["." * 16] * 5, units, features, rounds=2, victory=DEFENCE),
                seed=0)


def first_mover(**knobs: Any) -> str:
    game = probe_game()
    moves = [a for a in red_turn(game, **knobs) if a["type"] == "move"]
    return str(moves[0]["unit"])


def test_the_probe_sends_the_sturdiest_fighter_in_first() -> None:
    assert first_mover(probe_first=1) == "t1"


def test_control_knob_off_the_fighter_nearest_its_goal_moves_first() -> None:
    assert first_mover() == "r1"


def sniper_game() -> Game:
    """Red's sniper stands in a forest six cells west of blue's rifle, in its range (8)
    and out of the rifle's (4), but a forest cell between them blocks the line of fire
    (A5); blue wins by not losing (the last round)."""
    terrain = ["." * 16] * 5
    terrain[2] = "." * 6 + "F" + "." * 2 + "F" + "." * 6
    units = [U("s1", "sniper", "red", (6, 2)), U("b1", "infantry", "blue", (12, 2))]
    return Game(make_scenario(terrain, units, victory=DEFENCE), seed=0)


def line_gain(**knobs: Any) -> float:
    """How much more the sniper's cell score rates a cell beside it with a line to the
    rifle than the forest it stands in, whose line the forest at (9, 2) blocks, both
    scored as ends of a move."""
    game = sniper_game()
    view = SideView(game, "red", ai_config(knobs), TurnCache())
    p = Planner(view, seed=0)
    s1 = view.unit("s1")
    goal = p.goal(s1)
    field = p.field(s1, goal)
    ap = s1.ap
    return (p.cell_score(s1, CLEAR, goal, field, True, ap, True)
            - p.cell_score(s1, BLOCKED, goal, field, True, ap, True))


CLEAR, BLOCKED = (7, 1), (6, 2)


def test_a_sniper_counts_the_shot_it_will_have_from_a_cell_with_a_line() -> None:
    """A5: having moved it has no shot this side-turn anywhere; the next one counts."""
    game = sniper_game()
    view = SideView(game, "red", ai_config({}), TurnCache())
    assert not view.line_clear(BLOCKED, (12, 2)) and view.line_clear(CLEAR, (12, 2))
    assert line_gain(next_shot_weight=0.5) > line_gain(next_shot_weight=0.0) + 1.0


def test_control_knob_off_a_cell_s_line_is_worth_nothing_to_a_sniper_that_moves() -> None:
    game = sniper_game()
    view = SideView(game, "red", ai_config({"next_shot_weight": 0.0}), TurnCache())
    p = Planner(view, seed=0)
    s1 = view.unit("s1")
    assert p.shots.best_shot_from(s1, CLEAR, True, s1.ap, True) == 0.0
    assert p.next_shots.value(s1, CLEAR, True) == 0.0


def test_control_the_next_shot_is_counted_under_sides_only() -> None:
    game = sniper_game()
    game.turns.name = "phased"  # what the planner reads of the game's system
    view = SideView(game, "red", ai_config({"next_shot_weight": 0.5}), TurnCache())
    p = Planner(view, seed=0)
    assert p.next_shots.value(view.unit("s1"), CLEAR, True) == 0.0
    game.turns.name = "sides"
    view = SideView(game, "red", ai_config({"next_shot_weight": 0.5}), TurnCache())
    assert Planner(view, seed=0).next_shots.value(view.unit("s1"), CLEAR, True) > 0.0
