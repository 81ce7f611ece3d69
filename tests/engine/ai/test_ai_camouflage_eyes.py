"""A sniper's own eyes (issue 32; `camouflage_eyes` in ai.yaml, engine/ai/planner/cell_scores.py;
docs/ai-log.md, "Stop 54"): a unit that camouflages counts no danger on a cell in cover
where no enemy its side sees or remembers would spot it (A8), since an enemy fires only at
what its side sees (A5). Each with its control."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner.goal import Goal
from engine.ai.planner.moves import Planner
from engine.ai.view import SideView, TurnCache
from rules_helpers import U, Victory, make_scenario

WOOD = (8, 2)  # forest, 7 cells from blue's mortar: in its reach (8), out of its sight
OPEN = (8, 1)  # grass beside it, as far from the mortar
NEAR_WOOD = (12, 2)  # forest 3 cells from the mortar: a small unit in cover is seen there


def sniper_game() -> Game:
    """Red's sniper at (2, 2) and a rifle at (9, 4), which sees blue's mortar in the open
    at (15, 2) (vision 7, six cells). The mortar's vision is 6: a small unit in cover is
    spotted from 6 - 3 = 3 cells (A8), in the open from 6."""
    rows = ["." * 20] * 5
    rows[2] = "." * 8 + "F" + "." * 3 + "F" + "." * 7
    return Game(make_scenario(rows,
                              [U("r_sn", "sniper", "red", (2, 2)),
                               U("r_inf", "infantry", "red", (9, 4)),
                               U("b_mor", "mortar", "blue", (15, 2))],
                              victory=Victory(destroy_all=True)), seed=0)


def score(game: Game, cell: tuple[int, int], **knobs: Any) -> float:
    p = Planner(SideView(game, "red", ai_config(knobs or None), TurnCache()), seed=0)
    sniper = p.view.unit("r_sn")
    goal = Goal("attack", ((15, 2),), danger_factor=1.0)
    return p.cell_score(sniper, cell, goal, p.field(sniper, goal), False, 0, False)


def test_the_sniper_counts_no_danger_in_cover_the_enemy_cannot_see() -> None:
    game = sniper_game()
    assert "b_mor" in {u["id"] for u in game.seen_units("red")}
    p = Planner(SideView(game, "red", ai_config(None), TurnCache()), seed=0)
    sniper = p.view.unit("r_sn")
    assert p.view.loss_of(sniper)(WOOD) > 0  # the mortar's reach counts there as shipped
    assert score(game, WOOD, camouflage_eyes=1) > score(game, WOOD, camouflage_eyes=0)


def test_control_in_the_open_or_in_sight_the_danger_counts() -> None:
    game = sniper_game()
    for cell in (OPEN, NEAR_WOOD):
        assert score(game, cell, camouflage_eyes=1) == score(game, cell, camouflage_eyes=0)


def test_control_a_unit_that_does_not_camouflage_counts_it() -> None:
    game = sniper_game()
    p = Planner(SideView(game, "red", ai_config({"camouflage_eyes": 1}), TurnCache()), seed=0)
    q = Planner(SideView(game, "red", ai_config({"camouflage_eyes": 0}), TurnCache()), seed=0)
    rifle, goal = p.view.unit("r_inf"), Goal("attack", ((15, 2),), danger_factor=1.0)
    assert p.cell_score(rifle, WOOD, goal, p.field(rifle, goal), False, 0, False) == \
        q.cell_score(q.view.unit("r_inf"), WOOD, goal, q.field(rifle, goal), False, 0, False)
