"""Validation of the mission variables (DESIGN.md, "Mission variables"): every variable a
trigger or action names is declared under `variables:` or set by a `set_var` somewhere
(an error at the name, with the closest known name), and a variable declared but named
by nothing is a warning at its key. The kinds' checks note each name they meet
(`MissionChecker.note_var`); this runs once all events and cards were checked."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.scenario.suggest import suggest

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import SemanticChecks

PathT = tuple[str | int, ...]


def check_variables(c: SemanticChecks, data: dict[str, Any],
                    refs: list[tuple[PathT, Any, bool]]) -> None:
    """`refs`: (path, name, whether it sets the variable) of each name met, in file order."""
    declared = data.get("variables")
    declared = {k for k in declared if isinstance(k, str)} if isinstance(declared, dict) else set()
    known = declared | {name for _, name, sets in refs if sets and isinstance(name, str)}
    for path, name, _ in refs:
        if isinstance(name, str) and name not in known:
            hint = (suggest(name, known) if known
                    else "declare it under 'variables:' (e.g. variables: {" + name + ": 0})")
            c.report(path, f"variable '{name}' is never declared or set; {hint}")
    named = {name for _, name, _ in refs}
    for name in sorted(declared - named, key=list(declared).index):
        c.report(("variables", name), f"variable '{name}' is declared but no trigger or "
                 "action uses it; use it in an event or remove it", severity="warning",
                 key=True)
