"""In a close fight every unit weighs the ground its side cannot clear (`fight_hidden_ground`,
engine/ai/knowledge/unseen_ground.py; docs/ai-log.md, traced on the Boot Camp at Little Harrow, where a
rifle walked off alone from its friends into ground none of them could see into and the
enemy's unseen squad came out beside it), with its controls: the knob at 0, the rifle goes
forward into the gap of the forest where a blue rifle it has not seen waits; with no seen
enemy near, the knob changes nothing."""

from __future__ import annotations

from typing import Any

import pytest

from engine import Game
from engine.ai.config import ai_config
from engine.ai.knowledge.unseen_ground import UnclearedGround
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from rules_helpers import U, Victory, make_scenario

# open ground to the west, forest to the east with a gap along row 3
EDGE = ["......FFFFFF"] * 3 + ["............"] + ["......FFFFFF"] * 3


def brawl(blue_rifle: tuple[int, int] = (5, 0), defended: bool = False) -> Game:
    """Red's two rifles on the west edge, a blue rifle in sight at `blue_rifle` and a
    second blue rifle hidden in the forest at (8, 2), beside the gap: a meeting fight,
    or, `defended`, blue wins when the last round ends (red attacks a defence)."""
    units = [U("r1", "infantry", "red", (2, 3)), U("r2", "infantry", "red", (0, 3)),
             U("b1", "infantry", "blue", blue_rifle), U("b_h", "infantry", "blue", (8, 2))]
    victory = Victory(destroy_all=True, on_last_round="blue" if defended else None)
    return Game(make_scenario(EDGE, units, victory=victory), seed=0)


def rifle_ends(knob: float, **kw: Any) -> tuple[tuple[int, int], bool]:
    """Red plays one side-turn; where its forward rifle ends, and whether ground within
    the patrol radius of it was uncleared as red saw it before the side-turn."""
    game = brawl(**kw)
    before = UnclearedGround(SideView(game, "red", ai_config(), TurnCache()))
    AIPlayer(0, {"fight_hidden_ground": knob}).play_turn(game)
    at = tuple(game.unit("r1")["at"])
    return at, before.hidden_near(at)  # type: ignore[arg-type]


def test_the_setting_red_sees_one_blue_rifle_near_and_not_the_other() -> None:
    game = brawl()
    seen = {u.id for u in game.seen_units("red")}
    assert "b1" in seen and "b_h" not in seen
    assert UnclearedGround(SideView(game, "red", ai_config(), TurnCache())).in_fight()


def test_in_a_close_fight_the_rifle_keeps_to_ground_its_side_sees() -> None:
    at, hidden = rifle_ends(1.0)
    assert not hidden
    assert at[0] < 5


def test_control_without_it_the_rifle_goes_forward_beside_the_hidden_rifle() -> None:
    at, hidden = rifle_ends(0.0)
    assert hidden
    assert at == (5, 3)


def test_with_no_seen_enemy_near_the_knob_changes_nothing() -> None:
    far = {"blue_rifle": (9, 3)}  # seen down the gap, 7 cells off: no close fight
    game = brawl(**far)
    assert "b1" in {u.id for u in game.seen_units("red")}
    assert not UnclearedGround(SideView(game, "red", ai_config(), TurnCache())).in_fight()
    assert rifle_ends(1.0, **far) == rifle_ends(0.0, **far)


def test_attacking_a_defence_the_knob_changes_nothing() -> None:
    """The attacker must go into the ground its defence hides in: the same move both
    ways, forward by the gap."""
    game = brawl(defended=True)
    view = SideView(game, "red", ai_config(), TurnCache())
    assert view.against_defence() and not UnclearedGround(view).in_fight()
    assert rifle_ends(1.0, defended=True) == rifle_ends(0.0, defended=True) == ((5, 3), True)


def test_control_were_the_attacker_in_the_fight_it_would_hold_back(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(SideView, "against_defence", lambda self: False)
    at, hidden = rifle_ends(1.0, defended=True)
    assert not hidden and at[0] < 5


def test_the_weight_is_the_hunted_units_its_own_and_nothing_in_flight() -> None:
    game = brawl()
    cfg = ai_config({"fight_hidden_ground": 0.7, "hidden_ground_danger": 2.0})
    ground = UnclearedGround(SideView(game, "red", cfg, TurnCache()))
    assert ground.weight("attack", False) == 0.7
    assert ground.weight("hide", False) == 2.0
    assert ground.weight("attack", True) == 0.0
    off = ai_config({"fight_hidden_ground": 0.0})
    ground = UnclearedGround(SideView(game, "red", off, TurnCache()))
    assert ground.weight("attack", False) == 0.0
