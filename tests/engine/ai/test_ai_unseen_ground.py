"""The unit the enemy must kill weighs the ground its side cannot clear (`hidden_ground_danger`,
engine/ai/knowledge/unseen_ground.py; docs/ai-log.md, traced on the Greenwood Convoy against the flanker),
with its control: the knob at 0, the general runs from the tanks it sees into a forest
where a rocket team it has not seen waits."""

from __future__ import annotations

from engine import Game
from engine.ai.config import ai_config
from engine.ai.knowledge.unseen_ground import UnclearedGround
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from rules_helpers import Objective, U, Victory, make_scenario

FOREST = [".........FFFFFFF"] * 7


def chased_general() -> Game:
    """Red's general (blue wins by killing him) with two rifles, three blue tanks in
    sight to the west; a blue rocket team hidden in the forest to the east."""
    units = [U("r_gen", "general", "red", (4, 3)), U("r1", "infantry", "red", (1, 1)),
             U("r2", "infantry", "red", (1, 5)), U("b1", "tank", "blue", (0, 3)),
             U("b2", "tank", "blue", (1, 0)), U("b3", "tank", "blue", (1, 6)),
             U("b_rl", "rocket_launcher", "blue", (13, 3))]
    victory = Victory(destroy_all=True,
                      objectives=[Objective(kind="kill_unit", side="blue", unit="r_gen")])
    return Game(make_scenario(FOREST, units, victory=victory), seed=0)


def general_ends(knob: float) -> tuple[tuple[int, int], bool]:
    """Red plays one side-turn; where the general ends, and whether ground within the
    patrol radius of it was uncleared as red saw it before the side-turn."""
    game = chased_general()
    before = UnclearedGround(SideView(game, "red", ai_config(), TurnCache()))
    AIPlayer(0, {"hidden_ground_danger": knob}).play_turn(game)
    at = tuple(game.unit("r_gen")["at"])
    return at, before.hidden_near(at)  # type: ignore[arg-type]


def test_the_hunted_general_does_not_end_by_ground_its_side_cannot_see_into() -> None:
    game = chased_general()
    assert "b_rl" not in {u.id for u in game.seen_units("red")}
    at, hidden = general_ends(1.0)
    assert not hidden
    assert at[0] < 9  # out of the forest


def test_control_without_it_the_general_runs_into_the_forest() -> None:
    at, hidden = general_ends(0.0)
    assert hidden
    assert at[0] >= 9


def test_a_cell_is_cleared_by_sight_less_a_small_units_concealment_in_cover() -> None:
    game = chased_general()
    ground = UnclearedGround(SideView(game, "red", ai_config(), TurnCache()))
    # the general sees 8 cells by day: open ground 8 away is cleared, forest only within 5
    assert ground.cleared((8, 3)) and ground.cleared((9, 3))
    assert not ground.cleared((10, 3))
    assert ground.hidden_near((8, 3)) and not ground.hidden_near((6, 3))


def test_it_is_shipped_on() -> None:
    assert ai_config().hidden_ground_danger > 0
