"""The schema layer of a rule pack: schemas/rules.schema.json (generated from the
catalog's records by scripts/rules_schema.py), with the scenario schema's messages."""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from jsonschema import Draft202012Validator

from engine.scenario.packs.files import PackSource
from engine.scenario.problems import Problem
from engine.scenario.schema import _explain
from engine.scenario.shipped import SCHEMAS_PACKAGE, ShippedFileMissing, shipped_folder

RULES_SCHEMA_NAME = "rules.schema.json"


@lru_cache(maxsize=1)
def rules_schema() -> dict[str, Any]:
    try:
        text = (shipped_folder(SCHEMAS_PACKAGE) / RULES_SCHEMA_NAME).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ShippedFileMissing(f"the rule pack schema ({RULES_SCHEMA_NAME}) is missing "
                                 "from the install; reinstall the project") from None
    schema: dict[str, Any] = json.loads(text)
    return schema


@lru_cache(maxsize=1)
def _validator() -> Draft202012Validator:
    return Draft202012Validator(rules_schema())


def pack_schema_problems(pack: PackSource) -> list[Problem]:
    """The schema's problems of one pack, each at its line in the pack's file."""
    problems = []
    for error in _validator().iter_errors(pack.data):
        path = tuple(error.absolute_path)
        for message, at in _explain(error, path, pack.data):
            problems.append(pack.problem(at, message, key=at != path))
    return problems
