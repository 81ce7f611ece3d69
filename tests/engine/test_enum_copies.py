"""Each enum's copies agree with its one source (issue 30, "one enum, one source").

The scenario schema (schemas/scenario.schema.json) is JSON and cannot import the engine,
and a few editor tables (translated names, colours) must spell their keys out; each such
copy is held here to the engine's list, so adding a value in one place and missing
another fails. Every "enum" of the schema has a row in ENUMS (a new one fails until it
has).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any, get_args, get_type_hints

import pytest

from conftest import ROOT
from engine.catalog import load_catalog
from engine.grid import GRID_KINDS
from engine.results import TERMINATIONS
from engine.rules.state import FINISHED, UNDER_CONSTRUCTION
from engine.scenario.defaults import DefaultsFile
from engine.scenario.kinds.ai_plan import AGGRESSION, PLANS
from engine.scenario.kinds.bridge import STATES as BRIDGE_STATES
from engine.scenario.kinds.objective_change import CHANGES
from engine.scenario.mission import ACTION_KINDS, TRIGGER_KINDS

SCHEMA_FILE = ROOT / "schemas" / "scenario.schema.json"
SCHEMA = json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))


def _at(path: str) -> Any:
    node: Any = SCHEMA
    for key in path.split("/"):
        node = node[key]
    return node


def schema_enums(node: Any = SCHEMA, path: str = "") -> Iterator[tuple[str, list[Any]]]:
    """Every "enum" of the schema with where it stands (its JSON path)."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "enum":
                yield path, value
            else:
                yield from schema_enums(value, f"{path}/{key}" if path else key)
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from schema_enums(value, f"{path}/{i}")


def _defaults_literal(field: str) -> tuple[str, ...]:
    return get_args(get_type_hints(DefaultsFile)[field])


def _seasons() -> list[str]:
    return list(load_catalog().rules.seasons)


# schema path of the enum -> the engine's list it copies
ENUMS: dict[str, Callable[[], Any]] = {
    "properties/map/properties/grid": lambda: sorted(GRID_KINDS),
    "properties/calendar/properties/season": _seasons,
    "properties/sides/items/properties/controller": lambda: list(
        _defaults_literal("side_controller")),
    "properties/features/items/properties/kind": lambda: [
        branch["if"]["properties"]["kind"]["const"]
        for branch in _at("properties/features/items/allOf")],
    "$defs/trigger/then/propertyNames": lambda: ["round", "side"],
    "$defs/state": lambda: [FINISHED, UNDER_CONSTRUCTION],
    "$defs/ai_group/properties/plan": lambda: list(PLANS),
    "$defs/ai_group/properties/aggression": lambda: list(AGGRESSION),
    "$defs/action/properties/ai_plan/properties/plan": lambda: list(PLANS),
    "$defs/action/properties/ai_plan/properties/aggression": lambda: list(AGGRESSION),
    "$defs/action/properties/bridge/properties/state": lambda: list(BRIDGE_STATES),
    "$defs/action/properties/objective/properties/change": lambda: list(CHANGES),
    "$defs/objective/properties/kind": lambda: [
        branch["if"]["properties"]["kind"]["const"] for branch in _at("$defs/objective/allOf")],
}


def test_every_schema_enum_has_a_source_here():
    assert sorted(path for path, _ in schema_enums()) == sorted(ENUMS)


@pytest.mark.parametrize("path", sorted(ENUMS))
def test_the_schema_enum_equals_its_source(path):
    assert _at(path)["enum"] == ENUMS[path](), path


def test_the_schema_trigger_and_action_kinds_are_the_mission_model_s():
    trigger = set(_at("$defs/trigger/properties")) - {"side"}  # side narrows a round trigger
    assert trigger == set(TRIGGER_KINDS)
    assert list(_at("$defs/action/properties")) == list(ACTION_KINDS)


def test_every_objective_kind_is_a_termination_kind():
    assert set(_at("$defs/objective/properties/kind")["enum"]) <= set(TERMINATIONS)


def test_the_hours_of_the_schema_are_the_hours_of_the_day_phases():
    rules = load_catalog().rules
    hours = {h % 24 for phase in rules.day_phases for h in range(24)
             if rules.day_phase(h) == phase}
    start = _at("properties/calendar/properties/start_hour")
    assert (start["minimum"], start["maximum"]) == (min(hours), max(hours))
    assert _at("properties/calendar/properties/hours_per_round")["maximum"] == len(hours)


def test_the_defaults_choose_from_the_same_lists():
    assert list(_defaults_literal("grid")) == sorted(GRID_KINDS)
    from engine.scenario.defaults import scenario_defaults

    assert scenario_defaults().season in _seasons()


def test_the_season_keyed_rules_name_every_season():
    rules = load_catalog().rules
    assert list(rules.vision_modifier_by_season) == _seasons()
    for field in (rules.fire_spread_blocked_seasons, rules.ignition_seasons,
                  rules.regrowth_seasons):
        assert field <= set(_seasons())


def test_the_editor_s_tables_name_every_value():
    pytest.importorskip("PySide6")
    from editor.docks.objectives import OBJECTIVE_KINDS
    from editor.docks.settings import season_names
    from editor.docks.sides_editor import CONTROLLERS
    from editor.document.tool_options import FEATURE_KINDS
    from editor.map.daylight_tint import SEASON_WASH

    assert list(season_names()) == _seasons()
    assert sorted(SEASON_WASH) == sorted(_seasons())
    assert list(CONTROLLERS) == ENUMS["properties/sides/items/properties/controller"]()
    assert list(FEATURE_KINDS) == ENUMS["properties/features/items/properties/kind"]()
    assert list(OBJECTIVE_KINDS) == ENUMS["$defs/objective/properties/kind"]()


def test_the_command_line_offers_the_ai_s_difficulty_levels():
    from engine.ai.config import difficulty_levels
    from engine.cli.main import build_parser

    for command in ("play", "balance"):
        parser = build_parser()
        sub = next(a for a in parser._actions if a.dest == "command")
        option = next(a for a in sub.choices[command]._actions if a.dest == "difficulty")
        assert f"({', '.join(difficulty_levels())})" in option.help
