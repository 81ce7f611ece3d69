"""The kept Alert shots of mortars and guns (issue 32, the draws against the ambush; docs/ai-log.md,
"Waiting fire"), each with its control.

- `alert_indirect`: a move counts the Alert shot of a seen enemy mortar that reaches the
  cells of its way (the rules' Alert reaction fires any weapon that reaches, a mortar's
  indirect fire too); off, only direct fire is counted.
- under `phased` every armed enemy keeps a shot for our Movement phase: with the shipped
  numbers a move into that fire is counted there; at the old `alert_danger` 0 of the
  phased system it was not."""

from __future__ import annotations

from typing import Any

from turns_helpers import turn_game

from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner.moves import Planner
from engine.ai.view import SideView, TurnCache
from rules_helpers import U, make_scenario

# red's rifle at (2, 1); blue's mortar at (9, 1), on Alert: its band is 2..8 cells
WAY = [(x, 1) for x in range(3, 6)]


def planner(game: Game, turn_system: str | None = None, **knobs: Any) -> Planner:
    config = ai_config(knobs or None, turn_system)
    return Planner(SideView(game, "red", config, TurnCache()), seed=0)


def mortar_on_alert() -> Game:
    game = Game(make_scenario(["." * 12] * 3,
                              [U("r1", "infantry", "red", (2, 1)),
                               U("b1", "mortar", "blue", (9, 1))],
                              first_side="blue"), seed=0)
    game.apply({"type": "alert", "unit": "b1"})
    game.apply({"type": "end_turn"})
    assert game.side == "red"
    assert "b1" in {u["id"] for u in game.seen_units("red")}
    return game


def test_with_alert_indirect_a_move_counts_the_mortar_s_kept_shot() -> None:
    p = planner(mortar_on_alert(), alert_indirect=1)
    unit = p.view.unit("r1")
    assert p.opportunity_loss(unit, WAY, False, moving=True) > 0


def test_control_without_it_the_mortar_s_shot_is_not_counted() -> None:
    p = planner(mortar_on_alert(), alert_indirect=0)
    unit = p.view.unit("r1")
    assert p.opportunity_loss(unit, WAY, False, moving=True) == 0.0


def test_a_mortar_not_on_alert_keeps_no_shot_either_way() -> None:
    game = Game(make_scenario(["." * 12] * 3,
                              [U("r1", "infantry", "red", (2, 1)),
                               U("b1", "mortar", "blue", (9, 1))]), seed=0)
    p = planner(game, alert_indirect=1)
    assert p.opportunity_loss(p.view.unit("r1"), WAY, False, moving=True) == 0.0


def test_the_shot_is_counted_only_within_the_mortar_s_band() -> None:
    """Inside its minimum range (2) the mortar cannot fire: the cell beside it is safe."""
    p = planner(mortar_on_alert(), alert_indirect=1)
    unit = p.view.unit("r1")
    assert p.opportunity_loss(unit, [(8, 1)], False, moving=True) == 0.0
    assert p.opportunity_loss(unit, [(7, 1)], False, moving=True) > 0


def phased_movement() -> Game:
    """Red's Movement phase under `phased`: blue's rifle keeps a shot for it."""
    game = turn_game("phased", ["." * 12] * 3,
                     [U("r1", "infantry", "red", (2, 1)), U("b1", "infantry", "blue", (8, 1))])
    for _ in range(10):
        if game.state.turn.get("phase") == "movement":
            break
        game.apply({"type": "end_turn"})
    assert game.side == "red" and game.state.turn.get("phase") == "movement"
    assert game.unit("b1")["alert"]
    return game


def test_phased_the_shipped_numbers_count_the_opportunity_fire_of_the_movement_phase() -> None:
    p = planner(phased_movement(), "phased")
    assert p.cfg.alert_danger > 0
    assert p.opportunity_loss(p.view.unit("r1"), WAY, False, moving=True) > 0


def test_phased_control_at_the_old_alert_danger_0_it_is_not_counted() -> None:
    p = planner(phased_movement(), "phased", alert_danger=0.0)
    assert p.opportunity_loss(p.view.unit("r1"), WAY, False, moving=True) == 0.0
