"""The fire phase weighs lines of fire that may hide a unit (engine/ai/knowledge/suspect_lines.py;
RULES.md A5 with A8: a shot an unseen unit stops is spent where it stands). A line across
a known enemy work with no unit seen on it is worth `suspect_line_factor` of its shot; a
line across a cell where a shot of the side was stopped is not tried again
(`blocked_line_factor`), for `shot_block_rounds`; each with a control."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.player import AIPlayer
from engine.ai.view import SideView
from rules_helpers import F, U, make_scenario


def game(hidden: bool, trench: bool = True) -> Game:
    """Red's two tanks see blue's rifle b_seen five cells off in the open, the line across
    (4, 2); there a blue trench, with an unseen rifle in it when `hidden`."""
    units = [U("r_tank", "tank", "red", (0, 2)), U("r_tank2", "tank", "red", (0, 1)),
             U("b_seen", "infantry", "blue", (5, 2))]
    if hidden:
        units.append(U("b_hidden", "infantry", "blue", (4, 2)))
    features = [F("work", (4, 2), type="trench", owner="blue")] if trench else []
    return Game(make_scenario(["." * 12] * 5, units, features=features), seed=0)


def options(g: Game, config: dict[str, Any] | None = None) -> dict[tuple[str, tuple], float]:
    player = AIPlayer(0, config)
    view = SideView(g, "red", player.config, player._cache_for(g))
    from engine.ai.planner.moves import Planner
    return {(a["unit"], tuple(a["target"])): v
            for v, a in player._shot_options(view, Planner(view, 0))}


def test_a_line_across_a_known_enemy_work_is_worth_less():
    across = options(game(False))[("r_tank", (5, 2))]
    plain = options(game(False, trench=False))[("r_tank", (5, 2))]
    assert abs(across - 0.3 * plain) < 1e-9 * max(1.0, plain)
    control = options(game(False), {"suspect_line_factor": 1.0})[("r_tank", (5, 2))]
    assert control == plain


def test_a_cell_that_stopped_a_shot_is_not_fired_through_again():
    g = game(True)
    first = {"type": "fire", "unit": "r_tank", "target": [5, 2], "weapon": "gun"}
    events = g.apply(first)
    assert next(e for e in events if e["type"] == "fired")["blocked_at"] == [4, 2]
    assert ("r_tank2", (5, 2)) not in options(g)  # the line r_tank2 -> b_seen crosses (4, 2)
    assert ("r_tank2", (5, 2)) in options(g, {"blocked_line_factor": 1.0})  # control
