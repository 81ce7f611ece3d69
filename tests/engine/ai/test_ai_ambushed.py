"""Where the side was shot from the dark (issue 32; engine/ai/knowledge/ambushed.py,
`ambushed_danger`, ships on at 1; docs/ai-log.md, "The attack on a hidden defence in cover"):
a unit struck by a shooter its side does not see leaves the side the struck cell (A8:
never the shooter), and its ground units weigh ending a move beside that cell again.
Each with its control."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.config import ai_config
from engine.ai.knowledge.ambushed import struck_cells
from engine.ai.planner.moves import Planner
from engine.ai.view import SideView, TurnCache
from rules_helpers import U, Victory, make_scenario, place

STRUCK = (10, 2)


def ambush_game(stay: bool = False, last: str = "blue") -> tuple[Game, TurnCache]:
    """Blue's rocket team waits in the wood at (15, 2) on Alert (in cover a small unit is
    spotted from 7 - 3 = 4 cells, its rocket reaches 5); red's rifle walks to (10, 2),
    five cells off, and is struck by a shooter red does not see. Red's memory (the cache)
    reads the shot; then the turns come round to red again, and, unless `stay`, the
    struck rifle is put back where it came from (it fell back). Blue wins when the last
    round ends (`last`): red attacks a defence."""
    game = Game(make_scenario(["." * 15 + "F" + "." * 4] * 5,
                              [U("r1", "infantry", "red", (5, 2)),
                               U("r2", "infantry", "red", (5, 0)),
                               U("b1", "rocket_launcher", "blue", (15, 2))],
                              first_side="blue",
                              victory=Victory(destroy_all=True, on_last_round=last)), seed=0)
    game.apply({"type": "alert", "unit": "b1"})
    game.apply({"type": "end_turn"})
    assert "b1" not in {u["id"] for u in game.seen_units("red")}
    game.apply({"type": "move", "unit": "r1", "to": list(STRUCK)})
    assert game.unit("r1")["hp"] < 10  # struck from the dark
    assert "b1" not in {u["id"] for u in game.seen_units("red")}
    cache = TurnCache()
    struck_cells(SideView(game, "red", ai_config({"ambushed_danger": 1.0}), cache))
    game.apply({"type": "end_turn"})
    game.apply({"type": "end_turn"})
    assert game.side == "red"
    if not stay:
        place(game, "r1", (5, 2))
    return game, cache


def planner(game: Game, cache: TurnCache, **knobs: Any) -> Planner:
    return Planner(SideView(game, "red", ai_config(knobs or None), cache), seed=0)


def test_the_side_remembers_the_cell_it_was_struck_on_not_the_shooter() -> None:
    game, cache = ambush_game()
    p = planner(game, cache, ambushed_danger=1.0)
    struck = struck_cells(p.view)
    assert list(struck) == [STRUCK] and struck[STRUCK][1] > 0


def test_a_unit_weighs_ending_its_move_beside_the_struck_cell() -> None:
    game, cache = ambush_game()
    p = planner(game, cache, ambushed_danger=1.0)
    r2 = p.view.unit("r2")
    assert p.ambushed.loss(r2, (10, 1)) > 0  # beside it
    assert p.ambushed.loss(r2, (10, 4)) == 0  # two cells off
    assert p.ambushed.on()
    assert not planner(game, cache).ambushed.on()  # as shipped: off (docs/ai-log.md)
    assert not planner(game, cache, ambushed_danger=0.0).ambushed.on()  # control: off


def test_control_a_defender_does_not_weigh_them() -> None:
    game, cache = ambush_game(last="red")  # red wins when the last round ends
    assert not planner(game, cache, ambushed_danger=1.0).ambushed.on()


def test_control_a_unit_of_its_own_near_enough_clears_the_cell() -> None:
    game, cache = ambush_game(stay=True)  # the struck rifle stands on the cell still
    p = planner(game, cache, ambushed_danger=1.0)
    assert struck_cells(p.view) and p.ambushed.cells() == []


def test_control_the_memory_fades_after_ambushed_rounds() -> None:
    game, cache = ambush_game()
    for _ in range(2 * 2):
        game.apply({"type": "end_turn"})
    p = planner(game, cache, ambushed_danger=1.0, ambushed_rounds=2)
    assert struck_cells(p.view) == {}


def beside_score(knob: float) -> float:
    """Red's second rifle's score of ending its move beside the struck cell (moves.py
    `cell_score`), with the side's memory of the shot, the knob at `knob`."""
    game, cache = ambush_game()
    p = planner(game, cache, ambushed_danger=knob)
    r2 = p.view.unit("r2")
    goal = p.goal(r2)
    return p.cell_score(r2, (10, 1), goal, p.field(r2, goal), False, 0, False)


def test_ending_beside_the_struck_cell_scores_less_with_the_knob() -> None:
    assert beside_score(1.0) < beside_score(0.0)  # control: at 0, the memory counts for nothing


def test_another_game_never_reads_the_first_ones_struck_cells(monkeypatch) -> None:
    """The memory is keyed by the game's serial, not its address: a freed game's address is
    reused by the next one, and then (keyed by `id`) a fresh game without a shot read the
    old one's struck cells and event offset. Here every game has one address."""
    import engine.ai.knowledge.ambushed as ambushed
    monkeypatch.setattr(ambushed, "id", lambda _game: 1, raising=False)
    game, cache = ambush_game()
    assert struck_cells(SideView(game, "red", ai_config({"ambushed_danger": 1.0}), cache))
    fresh = Game(make_scenario(["." * 20] * 5, [U("r1", "infantry", "red", (5, 2)),
                                                U("b1", "infantry", "blue", (15, 2))]),
                 seed=0)  # nobody struck yet
    assert struck_cells(SideView(fresh, "red", ai_config({"ambushed_danger": 1.0}),
                                 cache)) == {}


def test_in_a_meeting_fight_the_struck_cells_count_with_ambushed_meeting() -> None:
    """`ambushed_meeting`: neither side wins by not losing (the last round a draw); the
    struck cell counts, and the struck unit standing on it clears nothing (the shooter
    is no nearer for it: Four Ways by Phases, docs/ai-log.md "Stop 54")."""
    game, cache = ambush_game(stay=True, last="draw")
    p = planner(game, cache, ambushed_meeting=1.0)
    assert p.ambushed.on() and p.ambushed.cells() == [(STRUCK, p.ambushed.cells()[0][1])]
    assert p.ambushed.loss(p.view.unit("r2"), (10, 1)) > 0
    assert p.ambushed.weight == 1.0


def test_control_a_meeting_fight_weighs_none_without_ambushed_meeting() -> None:
    game, cache = ambush_game(stay=True, last="draw")
    assert not planner(game, cache, ambushed_danger=1.0).ambushed.on()  # against a defence only
    assert not planner(game, cache).ambushed.on()  # as shipped
