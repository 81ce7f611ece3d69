"""A third ruleset, as a designer's plug-in would be: one module and one registration.

"Small skirmish" plays by the shared rules of General Clumsy but allows at most
`MAX_UNITS` units a side; tests register it to show that nothing else needs to change."""

from __future__ import annotations

from engine.ruleset import Ruleset
from engine.rulesets import general_clumsy
from engine.scenario.validation import SemanticChecker

MAX_UNITS = 3


def check(checker: SemanticChecker) -> None:
    general_clumsy.check(checker)
    per_side: dict[str, int] = {}
    for i, unit in enumerate(checker.data.get("units") or []):
        if isinstance(unit, dict) and isinstance(unit.get("side"), str):
            per_side[unit["side"]] = per_side.get(unit["side"], 0) + 1
            if per_side[unit["side"]] == MAX_UNITS + 1:
                checker.report(("units", i), f"a small skirmish allows {MAX_UNITS} units a side")


RULESET = Ruleset(name="small-skirmish", title="Small skirmish", game=general_clumsy.new_game,
                  check=check, player=general_clumsy.computer_player,
                  snapshot=general_clumsy.position_as_scenario)
