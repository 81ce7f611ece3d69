"""Rulesets behind one interface (engine.ruleset): every game satisfies the game API, an
unknown ruleset is reported where the file names it, and a third ruleset is one module
plus one registration."""

from __future__ import annotations

import copy
import random

import pytest

from conftest import SCENARIOS, nonempty
from engine import Game, GameAPI, computer_player, load_scenario, snapshot
from engine import ruleset as registry
from engine.scenario.io import scenario_from_text

MISSIONS = nonempty(sorted(SCENARIOS.glob("*.yaml")), "mission in scenarios/")


@pytest.fixture
def small_skirmish(monkeypatch):
    """Registers tests/small_ruleset.py as a third ruleset, for one test."""
    monkeypatch.setitem(registry.BUILTIN, "small-skirmish", "small_ruleset:RULESET")
    registry._references.cache_clear()
    registry.ruleset_named.cache_clear()
    yield
    registry._references.cache_clear()
    registry.ruleset_named.cache_clear()


@pytest.mark.parametrize("path", MISSIONS, ids=lambda p: p.stem)
def test_every_shipped_mission_plays_through_the_game_api(path):
    scenario = load_scenario(path)
    game = Game(scenario, seed=1)
    assert isinstance(game, GameAPI)
    assert game.ruleset == registry.ruleset_of(scenario).name
    assert game.side in game.sides
    player = computer_player(game, seed=1)
    for _ in range(5):
        if game.result is not None:
            break
        game.apply(player.choose_action(game))
    position = snapshot(game, scenario, game.side)
    assert position.map.width == scenario.map.width


def test_an_unknown_ruleset_is_reported_at_its_line_with_a_suggestion():
    text = (SCENARIOS / "stratego_classic.yaml").read_text(encoding="utf-8")
    bad = text.replace("ruleset: stratego", "ruleset: stratgo")
    _, problems = scenario_from_text(bad, "bad.yaml")
    line = bad.splitlines().index("ruleset: stratgo") + 1
    assert any(p.line == line and "unknown ruleset 'stratgo'; did you mean 'stratego'?"
               in p.message for p in problems), [str(p) for p in problems]


def test_a_third_ruleset_is_one_module_and_one_registration(small_skirmish):
    assert "small-skirmish" in registry.ruleset_names()
    text = (SCENARIOS / "tutorial.yaml").read_text(encoding="utf-8")
    assert "\nruleset:" not in text
    small = text.replace("\nturn_system:", "\nruleset: small-skirmish\nturn_system:", 1)
    scenario, problems = scenario_from_text(small, "small.yaml")
    messages = [p.message for p in problems]
    assert not any("unknown ruleset" in m for m in messages)
    assert "a small skirmish allows 3 units a side" in messages  # its own check runs
    assert scenario is not None
    assert scenario.ruleset == "small-skirmish"
    for side in {u.side for u in scenario.units}:
        mine = [u for u in scenario.units if u.side == side and u.at is not None]
        keep = {u.id for u in mine[:3]}
        scenario.units = [u for u in scenario.units if u.side != side or u.id in keep]
        for u in scenario.units:
            u.cargo = [c for c in u.cargo if c in keep]
    game = Game(copy.deepcopy(scenario), seed=2)
    assert game.ruleset == "small-skirmish"
    rng = random.Random(0)
    for _ in range(30):
        if game.result is not None:
            break
        game.apply(rng.choice(game.legal_actions()))
    assert snapshot(game, scenario, None).ruleset == "small-skirmish"
