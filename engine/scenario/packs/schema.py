"""The schema layer of a rule pack: schemas/rules.schema.json (generated from the
catalog's records by scripts/rules_schema.py), with the scenario schema's messages."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from engine.scenario.packs.files import PackSource
from engine.scenario.problems import Problem
from engine.scenario.schema import _explain, shipped_schema

if TYPE_CHECKING:
    from jsonschema import Draft202012Validator

RULES_SCHEMA_NAME = "rules.schema.json"
PathT = tuple[str | int, ...]


@lru_cache(maxsize=1)
def rules_schema() -> dict[str, Any]:
    return shipped_schema(RULES_SCHEMA_NAME, "rule pack schema")


@lru_cache(maxsize=1)
def _validator() -> Draft202012Validator:
    """The schema with its `$ref`s to its own `$defs` written out in place (none refers
    to itself): jsonschema resolves a `$ref` on every use, most of a pack's check before."""
    from jsonschema import Draft202012Validator  # here: only a rule pack's check needs it

    schema = rules_schema()
    defs = schema.get("$defs", {})

    def inline(node: Any) -> Any:
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith("#/$defs/") and len(node) == 1:
                return inline(defs[ref[len("#/$defs/"):]])
            return {k: inline(v) for k, v in node.items()}
        if isinstance(node, list):
            return [inline(v) for v in node]
        return node

    return Draft202012Validator(inline(schema))


def pack_schema_issues(data: Any) -> list[tuple[PathT, str, bool]]:
    """The schema's problems of a pack's data: (path, message, whether at the key)."""
    issues = []
    for error in _validator().iter_errors(data):
        path = tuple(error.absolute_path)
        for message, at in _explain(error, path, data):
            issues.append((at, message, at != path))
    return issues


def pack_schema_problems(pack: PackSource) -> list[Problem]:
    """The schema's problems of one pack, each at its line in the pack's file."""
    return [pack.problem(path, message, key=key)
            for path, message, key in pack_schema_issues(pack.data)]
