"""Turn systems as plug-ins (issue 30, 2): each module's class names its numbers record
and its AI advisor, and a package adds a system through the `clumsy.turn_systems`
entry-point group beside `clumsy.rulesets`."""

from __future__ import annotations

import dataclasses
import importlib
from importlib.metadata import EntryPoint

import pytest

from engine.turns import base
from engine.turns.base import TurnHost, TurnSystem
from engine.turns.data import turn_numbers, turn_systems_data


class RelayTurnSystem(TurnSystem):
    """A test system: the same as `sides`, under another name."""

    name = "relay"

    def end_turn(self, host: TurnHost) -> list[dict]:
        return base.SidesTurnSystem().end_turn(host)


class NotASystem:
    name = "broken"


@pytest.fixture
def fresh_registry(monkeypatch):
    """A copy of the registry with the shipped systems, whose entry points are read again."""
    monkeypatch.setattr(base, "TURN_SYSTEMS", dict(base.available_turn_systems()))
    monkeypatch.setattr(base, "_builtins_loaded", False)


def _entry_points(*points: EntryPoint):
    def found(group: str) -> list[EntryPoint]:
        assert group == "clumsy.turn_systems"
        return list(points)
    return found


def test_an_entry_point_adds_a_turn_system(monkeypatch, fresh_registry):
    point = EntryPoint("relay", f"{__name__}:RelayTurnSystem", "clumsy.turn_systems")
    monkeypatch.setattr(base, "entry_points", _entry_points(point))
    assert isinstance(base.make_turn_system("relay"), RelayTurnSystem)
    assert {"sides", "phased", "orders", "activation", "relay"} <= set(base.TURN_SYSTEMS)


def test_an_entry_point_that_is_no_turn_system_is_refused(monkeypatch, fresh_registry):
    point = EntryPoint("broken", f"{__name__}:NotASystem", "clumsy.turn_systems")
    monkeypatch.setattr(base, "entry_points", _entry_points(point))
    with pytest.raises(TypeError, match="broken .* is not a TurnSystem class"):
        base.available_turn_systems()


def test_each_system_carries_its_numbers_and_advisor():
    systems = base.available_turn_systems()
    data = turn_systems_data()
    sections = {f.name for f in dataclasses.fields(data)}
    for name, cls in systems.items():
        if cls.numbers is None:
            assert name not in sections
            continue
        assert isinstance(getattr(data, name), cls.numbers), name
        assert set(turn_numbers(name)) == {f.name for f in dataclasses.fields(cls.numbers)}
        assert cls.__module__ == cls.numbers.__module__, f"{name}: numbers live elsewhere"
        if cls.advisor is not None:
            module = importlib.import_module(cls.advisor)
            assert hasattr(module, "advise") or hasattr(module, "before"), name
    assert {n for n, c in systems.items() if c.advisor} == {"phased", "orders", "activation"}
