"""The fire that prepares an attack (A5, A9; issue 32, engine/ai/attack/preparation.py,
`kept_shot_target_factor`): before its infantry moves, an attacking side's guns shoot
first the seen defender on Alert whose kept shot covers its fighters' way. Smoke exists
only under `phased` (RULES.md B; the last tests here): elsewhere the preparation is fire.
The knob ships on at 3 (docs/ai-log.md); each test has a control."""

from __future__ import annotations

from typing import Any

import pytest

from engine import Game
from engine.ai.attack.preparation import kept_shots
from engine.ai.config import ai_config
from engine.ai.planner.moves import Planner
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from rules_helpers import Objective, U, Victory, make_scenario
from tests.engine.ai.test_ai_fairness import check_decisions
from tests.engine.ai.test_ai_objective_defence import first_target


def prepared_game(alert: bool = True,
                  blue_defends: bool = True, red_defends: bool = False) -> Game:
    """Red's mortar reaches two blue rifles: b1 (whole) keeps a shot on Alert over the way
    of red's rifle, b2 is wounded (the cheap kill). Blue holds out until round 20."""
    objectives = [Objective(kind="hold_until", side=s, round=20)
                  for s, on in (("blue", blue_defends), ("red", red_defends)) if on]
    scenario = make_scenario(
        ["." * 24] * 5,
        [U("r_mor", "mortar", "red", (3, 2)), U("r1", "infantry", "red", (4, 2)),
         U("b1", "infantry", "blue", (10, 2)), U("b2", "infantry", "blue", (10, 4), hp=3)],
        first_side="blue", victory=Victory(destroy_all=False, objectives=objectives))
    game = Game(scenario, seed=0)
    if alert:
        game.apply({"type": "alert", "unit": "b1"})
    game.apply({"type": "end_turn"})
    assert game.side == "red"
    assert {"b1", "b2"} <= {u["id"] for u in game.seen_units("red")}
    return game


def planner(game: Game, **knobs: Any) -> Planner:
    return Planner(SideView(game, game.side, ai_config(knobs or None), TurnCache()), seed=0)


def test_A9_the_guns_shoot_the_kept_shot_over_the_infantry_s_way_first():
    game = prepared_game()
    p = planner(game, kept_shot_target_factor=3.0)
    assert kept_shots(p) == {"b1"}
    # the guns' targets only: a rifle does not spend its AP on a defender in its trench
    assert p.gun_shots.values["b1"] == 3.0 * p.fire_shots.values["b1"] > 0
    assert first_target(game, kept_shot_target_factor=3.0) == "b1"


def test_A9_control_at_factor_1_the_mortar_takes_the_cheap_kill():
    assert first_target(prepared_game(), kept_shot_target_factor=1.0) == "b2"


def test_A9_control_a_defender_not_on_alert_is_no_kept_shot():
    game = prepared_game(alert=False)
    assert kept_shots(planner(game, kept_shot_target_factor=3.0)) == set()
    assert first_target(game, kept_shot_target_factor=3.0) == "b2"


def test_A9_control_once_the_infantry_has_moved_the_kept_shot_has_nothing_to_cover():
    game = prepared_game()
    game.apply({"type": "move", "unit": "r1", "to": [4, 1]})
    assert kept_shots(planner(game, kept_shot_target_factor=3.0)) == set()
    assert first_target(game, kept_shot_target_factor=3.0) == "b2"


def test_A9_control_a_defending_side_does_not_prepare():
    game = prepared_game(blue_defends=False, red_defends=True)
    p = planner(game, kept_shot_target_factor=3.0)
    assert p.defending and p.gun_shots.values["b1"] == p.values["b1"]
    assert first_target(game, kept_shot_target_factor=3.0) == "b2"


# The preparation and the end events' areas, clock and units left read only what the side
# sees (Alert shown, its own turn bookkeeping) and the mission's event definitions: with
# them on (the units-left margin wide enough to act at once), what it does not see still
# never changes a decision (test_ai_fairness.py).
PREPARED_KNOBS = {"kept_shot_target_factor": 3.0, "units_left_margin": 8}


@pytest.mark.parametrize("name", ["harrow_ford", "four_ways_orders", "four_ways_activation"])
def test_the_preparation_and_the_end_play_keep_the_ai_fair(name: str) -> None:
    assert check_decisions(name, lambda seed: AIPlayer(seed, PREPARED_KNOBS)) > 0


# Under `phased`, where the rules have smoke (RULES.md B), the guns lay it in the Fire
# phase on the seen enemy whose fire covers the side's units before they move
# (engine/ai/turn_systems/phased.py): with a known defender it is laid; with none in sight, not.
def phased_smoke_game(defender_at: tuple[int, int]) -> Any:
    from turns_helpers import turn_game

    from tests.engine.turns.test_turns_phased import to_phase

    game = turn_game("phased", ["." * 16] * 3,
                     [U("r_mor", "mortar", "red", (0, 1)), U("r1", "infantry", "red", (2, 0)),
                      U("r2", "infantry", "red", (2, 2)),
                      U("b_rl", "rocket_launcher", "blue", defender_at)])
    to_phase(game, "fire")
    return game


def test_B_phased_smoke_is_laid_on_the_known_defender_before_the_infantry_moves():
    game = phased_smoke_game((5, 1))
    assert AIPlayer(seed=0).choose_action(game) == \
        {"type": "smoke", "unit": "r_mor", "target": [5, 1]}


def test_B_phased_control_no_known_defender_no_smoke():
    game = phased_smoke_game((15, 1))  # out of red's sight
    assert "b_rl" not in {u["id"] for u in game.seen_units("red")}
    assert AIPlayer(seed=0).choose_action(game)["type"] != "smoke"
