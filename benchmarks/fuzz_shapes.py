"""Mutations of a mission's data, not of its text (issue 38's fuzz and fault run): a
value of the wrong type anywhere (so every ruleset's checks meet one), every text field
at its schema limit and one past it, and carriers in reinforcements (cargo checked like
the starting units'). benchmarks/fuzz_files.py draws them with its text mutations."""

from __future__ import annotations

import random
from typing import Any

import yaml

from engine.scenario.schema import scenario_schema
from engine.scenario.yaml_source import YamlSourceError, parse_yaml

# libyaml's emitter where it is built: the same text as PyYAML's pure-Python one, in a fifth
# of the time (tests/engine/scenario/test_fuzz_shapes.py dumps a mission per example).
_Dumper: type = getattr(yaml, "CSafeDumper", yaml.SafeDumper)

WRONG = [[], ["x"], [[1, 2]], {"a": 1}, {}, 7, 0, -1, 2**63, 10**30, "text", "", None, True,
         1.5]


def _data(text: str) -> Any:
    try:
        return parse_yaml(text).data
    except (YamlSourceError, ValueError, RecursionError):
        return None


def _text(data: Any, fallback: str) -> str:
    try:
        return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True,
                         width=10**6)
    except (yaml.YAMLError, ValueError, RecursionError):
        return fallback


def _paths(data: Any) -> list[tuple[Any, Any]]:
    """(container, key) of every value under the root, without recursion."""
    found: list[tuple[Any, Any]] = []
    stack = [data]
    while stack:
        node = stack.pop()
        keys = list(node) if isinstance(node, dict) else range(len(node)) \
            if isinstance(node, list) else []
        for key in keys:
            found.append((node, key))
            stack.append(node[key])
    return found


def wrong_type(text: str, rng: random.Random) -> str:
    """A value somewhere (a unit's type, a side's id, a trigger's count...) of another type."""
    data = _data(text)
    spots = _paths(data) if isinstance(data, dict) else []
    if not spots:
        return text
    node, key = rng.choice(spots)
    node[key] = rng.choice(WRONG)
    return _text(data, text)


def _limit(pointer: str) -> int:
    node: Any = scenario_schema()
    for step in pointer.strip("/").split("/"):
        node = node[step]
        while isinstance(node, dict) and "$ref" in node:
            target: Any = scenario_schema()
            for part in node["$ref"].removeprefix("#/").split("/"):
                target = target[part]
            node = target
    return int(node["maxLength"])


def _first_side(data: dict[str, Any]) -> str:
    sides = data.get("sides")
    if isinstance(sides, list) and sides and isinstance(sides[0], dict):
        return str(sides[0].get("id", "blue"))
    return "blue"


def _append(data: dict[str, Any], key: str, item: Any) -> None:
    data.setdefault(key, []).append(item)


# Every text field of the schema with a maxLength: its pointer, and how to put a text there
# (tests/engine/scenario/test_fuzz_shapes.py holds this list equal to the schema's).
TEXT_FIELDS: dict[str, tuple[str, Any]] = {
    "name": ("/properties/name", lambda d, side, t: d.__setitem__("name", t)),
    "description": ("/properties/description",
                    lambda d, side, t: d.__setitem__("description", t)),
    "label": ("/properties/labels/items/properties/text",
              lambda d, side, t: _append(d, "labels", {"at": [0, 0], "text": t})),
    "area name": ("/properties/areas/items/properties/name",
                  lambda d, side, t: _append(d, "areas",
                                             {"id": "fz_area", "name": t, "cells": [[0, 0]]})),
    "briefing": ("/properties/briefing/additionalProperties",
                 lambda d, side, t: d.__setitem__("briefing", {side: t})),
    "message": ("/$defs/action/properties/message/properties/text",
                lambda d, side, t: _append(d, "events", {
                    "id": "fz_msg", "when": {"round": 1},
                    "do": [{"message": {"to": "all", "text": t}}]})),
    "reason": ("/$defs/action/properties/end_game/properties/reason",
               lambda d, side, t: _append(d, "events", {
                   "id": "fz_end", "when": {"round": 2},
                   "do": [{"end_game": {"winner": "draw", "reason": t}}]})),
    "card text": ("/$defs/event_card/properties/text",
                  lambda d, side, t: _append(d, "event_cards", {
                      "id": "fz_card", "text": t,
                      "do": [{"message": {"to": "all", "text": "card"}}]})),
    "objective message": ("/$defs/action/properties/objective/properties/message",
                          lambda d, side, t: _append(d, "events", {
                              "id": "fz_obj", "when": {"round": 2},
                              "do": [{"objective": {"change": "add", "kind": "hold_until",
                                                    "side": side, "message": t}}]})),
    "terrain of set_terrain": ("/$defs/action/properties/set_terrain/properties/terrain",
                               lambda d, side, t: _append(d, "events", {
                                   "id": "fz_ground", "when": {"round": 2},
                                   "do": [{"set_terrain": {"area": [[0, 0]], "terrain": t}}]})),
}
# each text a player reads may be a map of languages (DESIGN.md, "Texts in several
# languages"): its Italian text at the limit too
TEXT_FIELDS.update({
    f"{name} (it)": (pointer + "/additionalProperties",
                     lambda d, side, t, put=put: put(d, side, {"en": "x", "it": t}))
    for name, (pointer, put) in list(TEXT_FIELDS.items())
    if name not in ("area name", "terrain of set_terrain")})


def text_at_limit(text: str, rng: random.Random, field: str | None = None,
                  over: int | None = None) -> str:
    """One text field of the file (`field`, else one drawn) at its maxLength, or one
    character past it (`over`: 0 or 1, else drawn)."""
    data = _data(text)
    if not isinstance(data, dict):
        return text
    pointer, put = TEXT_FIELDS[field if field is not None else rng.choice(sorted(TEXT_FIELDS))]
    try:
        over = rng.choice([0, 1]) if over is None else over
        put(data, _first_side(data), "é" * (_limit(pointer) + over))
    except (AttributeError, TypeError):  # a key already of the wrong type
        return text
    return _text(data, text)


def carrier_reinforcement(text: str, rng: random.Random) -> str:
    """A reinforcement with carriers: loaded right, or wrong in one of the ways a
    starting unit's cargo can be (a tank carrying tanks, a unit carrying itself, a unit
    aboard that also has a cell, one unit in two carriers, too much cargo)."""
    data = _data(text)
    if not isinstance(data, dict):
        return text
    truck = {"id": "fz_truck", "type": "truck", "at": [0, 0], "cargo": ["fz_inf"]}
    inf = {"id": "fz_inf", "type": "infantry"}
    shapes = [
        [truck, inf],
        [{"id": "fz_tank", "type": "tank", "at": [0, 0], "cargo": ["fz_t2", "fz_t3"]},
         {"id": "fz_t2", "type": "tank"}, {"id": "fz_t3", "type": "tank"}],
        [{"id": "fz_self", "type": "infantry", "at": [0, 0], "cargo": ["fz_self"]}],
        [truck, {**inf, "at": [1, 0]}],
        [truck, {**truck, "id": "fz_truck2", "at": [1, 0]}, inf],
        [{**truck, "cargo": ["fz_inf", "fz_i2", "fz_i3"]}, inf,
         {"id": "fz_i2", "type": "infantry"}, {"id": "fz_i3", "type": "engineer"}],
        [{**truck, "cargo": ["fz_nobody"]}],
    ]
    units = rng.choice(shapes)
    event = {"id": f"fz_reinforce{rng.randrange(1000)}", "when": {"round": rng.randint(1, 3)},
             "do": [{"reinforce": {"side": _first_side(data), "units": units}}]}
    events = data.setdefault("events", [])
    if not isinstance(events, list):
        return text
    events.append(event)
    return _text(data, text)


SHAPE_MUTATIONS = [wrong_type, text_at_limit, carrier_reinforcement]
