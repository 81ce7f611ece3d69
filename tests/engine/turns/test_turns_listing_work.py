"""The legal actions under a turn system that asks of each action (issue 37): a unit the
system refuses every type of action (`unit_idle`) has none of its actions made, and a
unit whose moves it refuses has no move search; what is listed stays every action the
system takes."""

from __future__ import annotations

import copy
import random

import pytest
from random_play import mixed_scenario

from engine import Game
from engine.rules import game as game_module
from engine.rules import movement
from engine.turns.base import available_turn_systems

SYSTEMS = sorted(available_turn_systems())


def under(system: str) -> Game:
    scenario = copy.deepcopy(mixed_scenario())
    scenario.turn_system = system
    return Game(scenario, seed=2)


@pytest.mark.parametrize("system", SYSTEMS)
def test_an_idle_unit_is_refused_every_type_of_action(system):
    """`unit_idle` is never True for a unit that some type of action is open to."""
    game = under(system)
    kinds = sorted({*game_module.ACTIONS, *game.turns.action_types})
    chooser = random.Random(2)
    idle = 0
    for _ in range(80):
        legal = game.legal_actions()
        if not legal:
            break
        for unit in game.state.living(game.side):
            if game.turns.unit_idle(game, unit):
                idle += 1
                assert all(game.turns.unit_problem(game, unit, k) is not None for k in kinds)
        game.apply(legal[-1] if chooser.random() < 0.1 else chooser.choice(legal))
    assert idle > 0 or system in ("sides", "phased")  # these two say it of no unit


@pytest.fixture
def generated(monkeypatch) -> list[str]:
    """The unit ids the listing's generators were called for."""
    calls: list[str] = []

    def counting(generate):
        def wrapped(state, unit):
            calls.append(unit.id)
            return generate(state, unit)
        return wrapped
    monkeypatch.setattr(game_module, "GENERATORS",
                        tuple(counting(g) for g in game_module.GENERATORS))
    return calls


def test_under_activation_only_the_active_units_actions_are_made(generated):
    game = under("activation")
    game.apply(next(a for a in game.legal_actions() if a["type"] == "activate"))
    active = game.state.turn["active_unit"]
    generated.clear()
    legal = game.legal_actions()
    assert set(generated) == {active}
    assert {a["unit"] for a in legal if "unit" in a and a["type"] != "activate"} <= {active}


def test_a_phase_without_moves_searches_no_unit(monkeypatch):
    game = under("phased")
    while game.state.turn["phase"] != "fire":
        game.apply({"type": "end_turn"})
    searches: list[str] = []
    search = movement._search

    monkeypatch.setattr(movement, "_search",
                        lambda *args, **kw: searches.append(args[1].id) or search(*args, **kw))
    legal = game.legal_actions()
    assert searches == [] and not any(a["type"] == "move" for a in legal)
    assert any(a["type"] == "fire" for a in legal)
