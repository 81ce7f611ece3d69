"""In contact the unit in front, with no shot, counts the enemy's threat whole
(`front_danger`, engine/ai/planner/front_fire.py; docs/ai-log.md "The unit in front", traced on the
Boot Camp at Little Harrow, where squads went forward one by one, with no shot, nearer
the enemy than any friend, and the enemy's next side-turn gathered on them), with its
controls: the knob at 0, the second rifle goes forward beside the blue rifle and is
struck; no enemy's threat reaching red, or red attacking a defence, the knob changes
nothing. Narrowed after the whole table (docs/ai-log.md, "The unit in front, narrowed"): a
side that defends holds its ground (the Marsh Road's fens and Vell's rearguard gave
theirs), and an enemy's indirect or blast fire is not counted whole on the unit in front
(it falls on any unit its side sees, and bursts on the cells around: the fens kept
behind one another were taken two to a bomb)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import Game
from engine.ai.config import ai_config
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from rules_helpers import U, Victory, make_scenario

OPEN = ["............" * 3] * 7


def brawl(blue_x: int = 6, defended: bool = False, defending: bool = False,
          blue: str = "infantry") -> Game:
    """Red's rifles at (2, 3) and (0, 3); blue's three `blue` units (rifles) at
    (`blue_x`, 3), (`blue_x` + 2, 1) and (`blue_x` + 2, 5): a meeting fight, or,
    `defended`, blue wins when the last round ends (`defending`: red does)."""
    units = [U("r1", "infantry", "red", (2, 3)), U("r2", "infantry", "red", (0, 3)),
             U("b1", blue, "blue", (blue_x, 3)),
             U("b2", blue, "blue", (blue_x + 2, 1)),
             U("b3", blue, "blue", (blue_x + 2, 5))]
    last = "blue" if defended else "red" if defending else None
    victory = Victory(destroy_all=True, on_last_round=last)
    return Game(make_scenario(OPEN, units, victory=victory), seed=0)


def view_of(game: Game, knob: float) -> SideView:
    return SideView(game, "red", ai_config({"front_danger": knob}), TurnCache())


def own(view: SideView, uid: str) -> Any:
    return next(u for u in view.own if u.id == uid)


def red_turn(knob: float, **kw: Any) -> dict[str, tuple[tuple[int, int], int]]:
    """Red plays one side-turn: where each red rifle ends, and its hit points."""
    game = brawl(**kw)
    AIPlayer(0, {"front_danger": knob}).play_turn(game)
    return {u["id"]: (tuple(u["at"]), u["hp"]) for u in game.units()
            if u["side"] == "red" and u["at"] is not None}


def test_the_setting_is_in_contact() -> None:
    game = brawl()
    assert {"b1", "b2", "b3"} <= {u.id for u in game.seen_units("red")}
    assert view_of(game, 1.0).in_contact()


def test_the_cell_in_front_counts_the_threat_whole_and_the_cell_behind_nothing() -> None:
    game = brawl()
    view = view_of(game, 1.0)
    r2 = own(view, "r2")
    front = view.front_loss_of(r2)
    assert front is not None
    # (5, 3): nearer b1 than r1 is; (1, 3): behind r1, which stands nearer every enemy
    assert front((5, 3)) > 0.0
    assert front((1, 3)) == 0.0
    # the whole loss there is the shared loss and the front's more
    assert view.loss_of(r2)((5, 3)) + front((5, 3)) > view.loss_of(r2)((5, 3))


def test_control_the_knob_at_zero_reads_no_front() -> None:
    game = brawl()
    view = view_of(game, 0.0)
    assert view.front_loss_of(own(view, "r2")) is None


def test_in_a_close_fight_the_second_rifle_keeps_behind_the_first() -> None:
    ends = red_turn(1.0)
    (x2, _), hp2 = ends["r2"]
    assert x2 <= ends["r1"][0][0]
    assert hp2 == 10


def test_control_without_it_the_second_rifle_goes_in_front_and_is_struck() -> None:
    ends = red_turn(0.0)
    (x2, _), hp2 = ends["r2"]
    assert x2 > ends["r1"][0][0]
    assert hp2 < 10


def test_with_no_enemy_threat_reaching_red_the_knob_changes_nothing() -> None:
    far = {"blue_x": 30}  # 28 cells off, unseen: no threat reaches red
    game = brawl(**far)
    view = view_of(game, 1.0)
    assert not view.threats
    assert not view.in_contact()
    assert view.front_loss_of(own(view, "r2")) is None
    assert red_turn(1.0, **far) == red_turn(0.0, **far)


def test_attacking_a_defence_the_knob_changes_nothing() -> None:
    game = brawl(defended=True)
    view = view_of(game, 1.0)
    assert view.against_defence() and not view.in_contact()
    assert red_turn(1.0, defended=True) == red_turn(0.0, defended=True)


def test_control_were_the_attacker_in_the_fight_it_would_keep_behind(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The defence is what turns it off: read away, the knob moves the attacker too."""
    monkeypatch.setattr(SideView, "against_defence", lambda self: False)
    assert red_turn(1.0, defended=True) != red_turn(0.0, defended=True)


def test_a_side_that_defends_holds_its_ground_the_knob_changes_nothing() -> None:
    game = brawl(defending=True)
    view = view_of(game, 1.0)
    assert view.defending() and view.in_contact()
    assert view.front_loss_of(own(view, "r2")) is None
    assert red_turn(1.0, defending=True) == red_turn(0.0, defending=True)


def test_control_were_the_defender_not_defending_it_would_keep_behind(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Its defence is what turns it off: read away, the knob moves the defender too."""
    monkeypatch.setattr(SideView, "defending", lambda self, side=None: False)
    assert red_turn(1.0, defending=True) != red_turn(0.0, defending=True)


@pytest.mark.parametrize("gun", ["mortar", "cannon"])  # indirect; indirect and blast
def test_indirect_or_blast_fire_is_not_counted_whole_on_the_unit_in_front(gun: str) -> None:
    game = brawl(blue=gun)
    view = view_of(game, 1.0)
    assert view.in_contact()
    r2 = own(view, "r2")
    assert view.loss_of(r2)((5, 3)) > 0.0  # their fire reaches the cell in front...
    front = view.front_loss_of(r2)
    assert front is not None and front((5, 3)) == 0.0  # ...shared, not whole


def test_control_aimed_fire_is_counted_whole_on_the_same_cell() -> None:
    """The same cell with blue's rifles (direct fire, no blast) in their place."""
    view = view_of(brawl(), 1.0)
    front = view.front_loss_of(own(view, "r2"))
    assert front is not None and front((5, 3)) > 0.0
