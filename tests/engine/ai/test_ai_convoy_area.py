"""A side's own convoy (engine/ai/mission/convoy.py, issue 32, the Greenwood Convoy): a convoy
unit drives into the cells of its area it can stand in, not next to a part of the area it
cannot enter (ruins, only foot troops enter: A3); and a side with a convoy to bring in
uses the assault with `assault_convoy_min_units` fighters while the plain assault is off."""

from __future__ import annotations

import pytest

from engine import Game
from engine.ai.config import ai_config
from engine.ai.mission import objectives
from engine.ai.planner.moves import Planner
from engine.ai.view import SideView, TurnCache
from rules_helpers import Objective, U, Victory, make_scenario
from rules_helpers import ai_turn as red_turn

# the area's west cell is a ruin (wheeled units cannot enter it), its east cell grass
RUIN_AREA = [(16, 1), (17, 1)]
RUINS_ROWS = ["." * 16 + "R" + "." * 3, "." * 16 + "R" + "." * 3, "." * 16 + "R" + "." * 3,
              "." * 20, "." * 20]


def ruin_game() -> Game:
    """Red's truck stands next to the ruin half of its area on the escort's last round;
    blue's squad is far off."""
    scenario = make_scenario(
        RUINS_ROWS,
        [U("t1", "truck", "red", (15, 1)), U("b1", "infantry", "blue", (0, 4))],
        victory=Victory(destroy_all=False, objectives=[Objective(
            kind="escort", side="red", units=["t1"], area=list(RUIN_AREA), by_round=1)]))
    return Game(scenario, seed=0)


def test_A12_a_convoy_unit_drives_into_the_area_cell_it_can_stand_in() -> None:
    game = ruin_game()
    view = SideView(game, "red", ai_config(), TurnCache())
    # the cause: a field to the whole area counts the cell next to the ruin as arrived
    assert view.travel_field(RUIN_AREA, "wheeled").get((15, 1)) == 0
    goal = Planner(view, 0).goal(view.unit("t1"))
    assert goal.cells == ((17, 1),)
    red_turn(game)
    assert tuple(game.unit("t1")["at"]) == (17, 1)


def test_control_with_the_whole_area_the_truck_stays_next_to_the_ruin(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(objectives, "standing_cells", lambda view, area, move_class: tuple(area))
    game = ruin_game()
    red_turn(game)
    assert tuple(game.unit("t1")["at"]) == (15, 1)


def convoy_defence_game(convoy: bool) -> Game:
    """Three red rifles (and, with `convoy`, a truck that must reach the east edge) seven
    cells from blue's rifle in sight; blue wins at the last round (A12)."""
    units = [U(f"r{i + 1}", "infantry", "red", (3, 1 + i)) for i in range(3)]
    units += [U("t1", "truck", "red", (0, 2)), U("b1", "infantry", "blue", (10, 2))]
    escort = [Objective(kind="escort", side="red", units=["t1"], area=[(13, 0)], by_round=20)]
    victory = Victory(destroy_all=True, on_last_round="blue",
                      objectives=escort if convoy else [])
    game = Game(make_scenario(["." * 14] * 5, units, victory=victory), seed=0)
    assert "b1" in {u["id"] for u in game.seen_units("red")}
    return game


def assault_group(game: Game, **knobs: int) -> frozenset[str] | None:
    plan = Planner(SideView(game, "red", ai_config(knobs), TurnCache()), seed=0).assault.plan()
    return None if plan is None else plan.group


def test_a_side_with_a_convoy_goes_in_together_with_assault_convoy_min_units() -> None:
    assert assault_group(convoy_defence_game(True), assault_convoy_min_units=3) == {
        "r1", "r2", "r3"}


def test_control_no_convoy_or_the_knob_off_no_assault() -> None:
    assert assault_group(convoy_defence_game(False), assault_convoy_min_units=3) is None
    assert assault_group(convoy_defence_game(True), assault_convoy_min_units=0) is None
