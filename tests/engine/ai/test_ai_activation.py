"""The AI under the `activation` turn system (RULES.md B): routed units rally, no unit is
asked for what the system refuses (a routed unit's fire or move toward an enemy), and it
counts the opportunity fire of the passive side that an action draws."""

from __future__ import annotations

from turns_helpers import ScriptedDice, red_plays, turn_game

from engine.ai.config import ai_config
from engine.ai.planner.moves import Planner
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from rules_helpers import F, U, Victory, play

MAP = ["........", "........", "........"]


def routed_second_unit():
    """r2 (below half strength) is routed at the end of round 1; red acts first in round 2."""
    units = [U("r1", "infantry", "red", (0, 0)), U("r2", "infantry", "red", (0, 2), hp=4),
             U("b1", "infantry", "blue", (6, 1))]
    game = turn_game("activation", MAP, units, options={"first_initiative": "red"})
    play(game, {"type": "end_turn"})
    game.rng = ScriptedDice(9, 3, 5)
    play(game, {"type": "end_turn"})
    assert game.round == 2 and game.side == "red" and "r2" in game.turn_info["routed"]
    return game


def test_B_activation_ai_activates_a_routed_unit_first_and_rallies_it():
    game = routed_second_unit()
    ai = AIPlayer(seed=0)
    assert ai.choose_action(game) == {"type": "activate", "unit": "r2"}
    game.apply({"type": "activate", "unit": "r2"})
    assert ai.choose_action(game) == {"type": "rally", "unit": "r2"}


def test_B_activation_ai_plays_whole_rounds_with_routed_units_only_legal_actions():
    game = routed_second_unit()
    ai = AIPlayer(seed=0)
    for _ in range(200):
        if game.result is not None or game.round > 4:
            break
        action = ai.choose_action(game)
        assert game.is_legal(action), action
        game.apply(action)
    assert game.round > 2


# -- opportunity fire (RULES.md B: the passive side fires at the unit that acts) ---------

OPEN = ["." * 16] * 7


def guarded_point(guard: str = "rocket_launcher", terrain: list[str] | None = None,
                  rng: ScriptedDice | None = None):
    """A red engineer bound for a point twelve cells east; a blue guard it sees stands
    five cells north-east, its direct fire covering the way."""
    units = [U("r1", "engineer", "red", (0, 3)), U("b1", guard, "blue", (5, 0)),
             U("b2", "infantry", "blue", (15, 6))]
    game = turn_game("activation", terrain or OPEN, units, options={"first_initiative": "red"},
                     features=[F("victory_point", (12, 3), id="vp")],
                     victory=Victory(destroy_all=True, hold_points=1))
    if rng is not None:
        game.rng = rng
    return game


def red_activation(game, config=None) -> list[dict]:
    """Red's AI plays its first activation; the events it brought about."""
    ai = AIPlayer(seed=0, config=config)
    events: list[dict] = []
    while game.side == "red" and game.result is None and game.round == 1:
        action = ai.choose_action(game)
        events += game.apply(action)
        if action["type"] == "end_turn":
            break
    return events


def opportunity_shots(events: list[dict]) -> list[dict]:
    return [e for e in events if e["type"] == "fired" and e.get("reaction") == "opportunity"]


def red_planner(game) -> tuple[Planner, object]:
    game.apply({"type": "activate", "unit": "r1"})
    view = SideView(game, "red", ai_config(None, "activation"), TurnCache())
    return Planner(view, seed=0), view.unit("r1")


def test_B_activation_a_way_through_a_seen_guard_s_fire_costs_its_shot():
    planner, r1 = red_planner(guarded_point())
    way = [(1, 3), (2, 3), (3, 3)]  # within 5 of the guard at (5, 0)
    assert planner.opportunity_loss(r1, way, False) > 0
    assert planner.opportunity_loss(r1, [(0, 6), (1, 6)], False) == 0  # out of range
    # the guard shoots once whatever the length of the way through its fire
    assert planner.opportunity_loss(r1, way, False) == planner.opportunity_loss(r1, way[:1], False)


def test_B_activation_a_forest_between_guard_and_way_stops_the_opportunity_shot():
    wooded = ["." * 16, "." * 16, ".FFFFFFFF.......", *["." * 16] * 4]
    planner, r1 = red_planner(guarded_point(terrain=wooded))
    assert planner.opportunity_loss(r1, [(3, 3)], False) == 0  # A5: the forest blocks
    assert planner.opportunity_loss(r1, [(2, 1)], False) > 0   # in the open north of it


def test_B_activation_a_routed_guard_draws_no_fear():
    game = guarded_point()
    game.state.turn.setdefault("routed", {})["b1"] = 0
    planner, r1 = red_planner(game)
    assert planner.opportunity_loss(r1, [(1, 3), (2, 3)], False) == 0


def test_B_activation_the_engineer_does_not_walk_into_the_guard_s_free_shot():
    events = red_activation(guarded_point())
    assert opportunity_shots(events) == []
    control = guarded_point()  # the control, not counting the shot
    shots = opportunity_shots(red_activation(control, {"opportunity_danger": 0.0}))
    assert shots and shots[0]["unit"] == "b1"  # walks on, and the rocket meets it
    assert control.unit("r1")["hp"] < 8


def test_B_activation_a_unit_in_a_guard_s_fire_does_not_go_on_alert_there():
    """Going on alert is an action: the guard fires first (B activation). A unit standing
    in a seen guard's fire, with nothing better to do, keeps still instead."""
    game = guarded_point()
    events = red_activation(game)
    assert not any(e["type"] == "alert" for e in events)
    assert game.unit("r1")["hp"] == 8


# -- finishing a won game (engine/ai/attack/hunt.py) ---------------------------------------------

FIELD = ["." * 14] * 3 + ["......FF......"] + ["." * 14] * 3
HUNT = {"hunt_ratio": 2.0, "hunt_lead": -9, "hunt_min_kills": 0, "hunt_share": 0.0}


def last_enemy(system: str = "activation"):
    """Five red infantry on the west edge; blue's last unit, rocket launchers dug into the
    wood in the middle, their rockets covering the way in (opportunity fire, RULES.md B
    activation)."""
    units = [U(f"r{i}", "infantry", "red", (0, i + 1)) for i in range(5)]
    units.append(U("b1", "rocket_launcher", "blue", (7, 3)))
    return turn_game(system, FIELD, units, options={"first_initiative": "red"},
                     victory=Victory(destroy_all=True))


def test_B_activation_a_side_far_ahead_goes_in_and_finishes_the_last_enemy():
    game = last_enemy()
    red_plays(game, HUNT, 6)
    assert game.result is not None and game.result["winner"] == "red"
    control = last_enemy()  # not hunting, it keeps out of the rockets' opportunity fire
    red_plays(control, {**HUNT, "hunt_ratio": 0.0}, 6)
    assert control.result is None and control.unit("b1")["alive"]


# -- the activate decision (no unit active: every unit's action is refused) --------------

def counted(monkeypatch, owner: type, name: str) -> list[int]:
    """Counts the calls of `owner.name` (a list of one number)."""
    calls = [0]
    real = getattr(owner, name)

    def wrapped(*args, **kwargs):
        calls[0] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(owner, name, wrapped)
    return calls


def snipers_in_range():
    """Red's sniper and rocket team each have a shot at a blue truck; no unit is active."""
    units = [U("r1", "sniper", "red", (8, 1)), U("r2", "rocket_launcher", "red", (1, 1)),
             U("b1", "truck", "blue", (4, 1), hp=5, fuel=0),
             U("b2", "truck", "blue", (12, 1), hp=5, fuel=0)]
    game = turn_game("activation", OPEN, units, options={"first_initiative": "red"},
                     victory=Victory(destroy_all=True))
    assert game.side == "red" and game.turn_info.get("active_unit") is None
    return game


def test_B_activation_the_activate_decision_weighs_no_shot_nor_alert_of_a_unit(monkeypatch):
    """With no unit active, the turn system refuses every unit's shot and alert: the
    decision weighs none (none could be legal) and activates the first offered."""
    game = snipers_in_range()
    shots = counted(monkeypatch, AIPlayer, "_shot_options")
    exposed = counted(monkeypatch, Planner, "opportunity_loss")
    ai = AIPlayer(seed=0)
    assert ai.choose_action(game) == {"type": "activate", "unit": "r1"}
    assert (shots[0], exposed[0]) == (0, 0)
    # control: once activated, the sniper's shots are weighed, and it fires
    game.apply({"type": "activate", "unit": "r1"})
    action = ai.choose_action(game)
    assert shots[0] == 1 and exposed[0] >= 1
    assert action["type"] == "fire" and action["unit"] == "r1"
