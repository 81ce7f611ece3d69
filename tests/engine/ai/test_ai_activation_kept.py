"""The AI's work under `activation` and `phased` that one activation (or phase) did and the
next of the same round did again (issue 37): the side's order weighs no travel of a unit
that may not move all the activation, and the side-turn's shared work (the danger terms,
the enemies' parts, keyed by all they read) is kept for the side's round."""

from __future__ import annotations

from pathlib import Path

from counting import planner_asks
from turns_helpers import turn_game

from engine import Game, load_scenario
from engine.ai.knowledge.shared_work import SharedWork
from engine.ai.player import AIPlayer
from rules_helpers import U, Victory

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios"
OPEN = ["." * 16] * 7


def two_riflemen_each():
    """Red's two riflemen and blue's two in sight of each other; red activates first."""
    units = [U("r1", "infantry", "red", (1, 1)), U("r2", "infantry", "red", (1, 5)),
             U("b1", "infantry", "blue", (12, 1)), U("b2", "infantry", "blue", (12, 5))]
    return turn_game("activation", OPEN, units, options={"first_initiative": "red"},
                     victory=Victory(destroy_all=True))


def test_B_activation_the_order_weighs_no_travel_of_a_unit_that_may_not_move(monkeypatch):
    """The side-turn's move order asks every unit's goal (the goal rules write the side's
    memory) but the travel to it of the active unit alone: the others may not move all
    the activation. Main weighed both riflemen's travel at every activation."""
    game = two_riflemen_each()
    asked: list[tuple[str, bool]] = []
    goals = planner_asks(monkeypatch,
                         lambda unit: asked.append((unit.id, game.may_act(unit.id, "move"))))
    ai = AIPlayer(seed=0)
    first = ai.choose_action(game)
    assert first["type"] == "activate" and game.turn_info.get("active_unit") is None
    assert asked == [] and {"r1", "r2"} <= set(goals)  # none may move: no travel weighed
    game.apply(first)
    active = first["unit"]
    del asked[:], goals[:]
    action = ai.choose_action(game)
    # control: the active unit's travel is weighed (and it acts); the other's goal asked
    assert asked and all(uid == active and may for uid, may in asked)
    assert {"r1", "r2"} <= set(goals)
    assert game.is_legal(action)


def test_B_activation_the_shared_work_is_kept_for_the_sides_round(monkeypatch):
    """Harrow Ford under `activation`, its first round: each side's activations read one
    shared work (one enemies' parts a side for the terrain), not one an activation; the
    next round starts afresh (control). Main made a new one at every activation."""
    scenario = load_scenario(SCENARIOS / "harrow_ford.yaml")
    scenario.turn_system = "activation"
    game = Game(scenario, seed=1)
    made: list[SharedWork] = []
    real_init = SharedWork.__init__

    def init(self):
        made.append(self)
        real_init(self)

    monkeypatch.setattr(SharedWork, "__init__", init)
    players = {side: AIPlayer(seed=16 + i) for i, side in enumerate(game.state.order)}
    read: dict[tuple[int, str], set[int]] = {}
    activations = 0
    while game.result is None and game.round <= 2:
        side = game.side
        action = players[side].choose_action(game)
        read.setdefault((game.round, side), set()).add(id(players[side]._cache.shared_work))
        activations += action["type"] == "activate"
        game.apply(action)
    assert activations >= 6  # several activations a side and round
    assert all(len(works) == 1 for works in read.values()), read
    # control: a new round, a new shared work (nothing kept past the round)
    assert read[(1, game.state.order[0])] != read[(2, game.state.order[0])]
    assert len(made) <= 2 * len(read) + 2  # the players' first caches and one a side-round
