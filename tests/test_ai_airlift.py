"""The airlift (engine/ai/airlift.py): an empty transport helicopter fetches the foot
units no way on foot takes to their goal, as when the only bridge is blown (A7, A11)."""

from __future__ import annotations

from engine import Game
from engine.ai.player import AIPlayer
from engine.scenario.model import Feature
from rules_helpers import U, make_scenario

# a river no foot unit crosses, no bridge: the point is on the far bank
RIVER = ["......~........."] * 5
VP = (11, 2)


def engineer_after(turns: int, with_helicopter: bool) -> tuple[tuple[int, int] | None, list[str]]:
    """Red's engineer on the near bank must take the point; red's helicopter, empty,
    waits on the ground five cells away. Where the engineer is after `turns` red
    side-turns (blue waits), and the kinds of red's actions."""
    units = [U("e1", "engineer", "red", (1, 4)), U("b1", "infantry", "blue", (15, 0))]
    if with_helicopter:
        units.append(U("h1", "transport_helicopter", "red", (1, 0)))
    scenario = make_scenario(RIVER, units, features=[Feature(kind="victory_point", id="vp",
                                                             at=VP)])
    game = Game(scenario, seed=0)
    ai = AIPlayer(seed=0)
    for _ in range(turns):
        if game.result is not None:
            break
        ai.play_turn(game)
        if game.result is None:
            game.apply({"type": "end_turn"})  # blue waits
    at = game.unit("e1")["at"]
    return (tuple(at) if at is not None else None), [a["type"] for a in game.history]


def test_A11_an_empty_helicopter_fetches_an_engineer_the_river_cuts_off():
    """The helicopter lands beside the engineer, the engineer boards, and it is set down
    on the far bank near the point. The control, with no helicopter: the engineer has
    no way there and stays on the near bank."""
    at, kinds = engineer_after(6, with_helicopter=True)
    assert kinds.count("land") >= 2 and "load" in kinds and "unload" in kinds, kinds
    assert at is not None and at[0] > 6, at  # across the river
    alone, _ = engineer_after(6, with_helicopter=False)
    assert alone is not None and alone[0] < 6, alone
