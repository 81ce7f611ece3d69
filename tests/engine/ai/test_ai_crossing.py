"""A side cut off from its goal by water, as when the only bridge is blown (A7, A11): an
empty transport helicopter fetches the foot units no way on foot takes there
(engine/ai/planner/airlift.py), and an engineer bridges the water (engine/ai/planner/bridging.py)."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.player import AIPlayer
from engine.scenario.model import Feature
from rules_helpers import U, make_scenario

# a river no foot unit crosses, no bridge: the point is on the far bank
RIVER = ["......~........."] * 5
VP = (11, 2)


def red_plays(units: list[Any], turns: int) -> tuple[list[str], tuple[int, int] | None]:
    """Red's squad i1 and `units` on the near bank, blue's squad across the river by the
    point: red's actions after `turns` red side-turns (blue waits) and where i1 is."""
    scenario = make_scenario(RIVER, [U("i1", "infantry", "red", (1, 4)),
                                     U("b1", "infantry", "blue", (15, 0)), *units],
                             features=[Feature(kind="victory_point", id="vp", at=VP)])
    game = Game(scenario, seed=0)
    ai = AIPlayer(seed=0)
    for _ in range(turns):
        if game.result is not None:
            break
        ai.play_turn(game)
        if game.result is None:
            game.apply({"type": "end_turn"})
    at = game.unit("i1")["at"]
    return [a["type"] for a in game.history], (tuple(at) if at is not None else None)


def test_A11_an_empty_helicopter_fetches_a_squad_the_river_cuts_off():
    """Red's helicopter, empty, waits on the ground four cells from the squad (which
    cannot bridge the river: no engineer). It lands beside the squad, the squad boards,
    and it is set down on the far bank. The control, with no helicopter: the squad has
    no way there and stays on the near bank."""
    kinds, at = red_plays([U("h1", "transport_helicopter", "red", (1, 0))], 6)
    assert kinds.count("land") >= 2 and "load" in kinds and "unload" in kinds, kinds
    assert at is not None and at[0] > 6, at  # across the river
    _, alone = red_plays([], 6)
    assert alone is not None and alone[0] < 6, alone


def test_A7_an_engineer_the_river_cuts_off_bridges_it_and_the_attack_crosses():
    """With no bridge and no helicopter, the engineer walks to the bank and gives Build
    orders on the water until the bridge stands; the squad then crosses. The control,
    without the engineer: nothing bridges the river and the squad stays on its bank."""
    kinds, squad = red_plays([U("e1", "engineer", "red", (1, 2))], 8)
    assert kinds.count("build") >= 2, kinds
    assert squad is not None and squad[0] > 6, squad
    kinds, squad = red_plays([], 8)
    assert "build" not in kinds and squad is not None and squad[0] < 6, squad
