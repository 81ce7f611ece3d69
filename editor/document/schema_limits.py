"""The limits of the scenario schema, for the widgets that edit those values: a widget
never lets a designer type what the file format refuses, so the editor never saves a file
it cannot open (DESIGN.md, "Validation"). The numbers are read from the schema, never
copied."""

from __future__ import annotations

import re
from typing import Any

from engine.scenario.schema import scenario_schema

QT_INT_MAX = 2**31 - 1  # the largest number a QSpinBox holds
_REPEAT_LIMIT = re.compile(r"\{\d*,(\d+)\}\$$")  # "...{0,39}$": the last part's longest run

UNIT = "/properties/units/items/properties"
ID = "/$defs/id"
LABEL_TEXT = "/properties/labels/items/properties/text"
AREA_NAME = "/properties/areas/items/properties/name"
CARD_TEXT = "/$defs/event_card/properties/text"
BRIEFING = "/properties/briefing/additionalProperties"


def field_schema(pointer: str) -> dict[str, Any]:
    """The schema of one field, by JSON pointer (`/properties/units/items/properties/hp`),
    with `$ref`s followed."""
    root = scenario_schema()
    node: Any = root
    for step in pointer.strip("/").split("/"):
        node = _resolved(root, node)[step]
    resolved: dict[str, Any] = _resolved(root, node)
    return resolved


def _resolved(root: dict[str, Any], node: Any) -> Any:
    while isinstance(node, dict) and "$ref" in node:
        target: Any = root
        for step in str(node["$ref"]).removeprefix("#/").split("/"):
            target = target[step]
        node = target
    return node


def max_length(pointer: str) -> int:
    """The longest text the field allows: its maxLength, or what its pattern allows (an id
    is a letter and then at most N more); QLineEdit's own maximum when it has neither."""
    schema = field_schema(pointer)
    if "maxLength" in schema:
        return int(schema["maxLength"])
    match = _REPEAT_LIMIT.search(str(schema.get("pattern", "")))
    if match is not None:
        return 1 + int(match.group(1))
    return 32767


def int_range(pointer: str) -> tuple[int, int]:
    """The smallest and largest number the field allows, within what a spin box holds."""
    schema = field_schema(pointer)
    low = max(int(schema.get("minimum", -QT_INT_MAX)), -QT_INT_MAX)
    high = min(int(schema.get("maximum", QT_INT_MAX)), QT_INT_MAX)
    return low, high
