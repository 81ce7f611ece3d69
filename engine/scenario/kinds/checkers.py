"""What a kind's checks may ask of the checkers (engine.scenario.validation's
`SemanticChecker` and engine.scenario.event_checks' `MissionChecker`, which have these).

The kinds name these protocols rather than the checkers' classes: the checkers import the
scenario model, which imports the kinds, and engine/ keeps no import cycle
(tests/test_engine_imports.py), not even one for type annotations only."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol


class SemanticChecks(Protocol):
    """The whole file's checker: problems at a path, references, cells and ground."""

    report: Callable[..., None]
    check_cell: Callable[..., Any]
    check_carriers: Callable[..., Any]
    check_objective: Callable[..., Any]
    check_side_ref: Callable[..., Any]
    check_standing: Callable[..., Any]
    check_unit_ref: Callable[..., Any]
    data: Any
    catalog: Any
    terrain_at: Callable[..., Any]


class MissionChecks(Protocol):
    """The mission events' checker: what the events know of one another."""

    c: SemanticChecks
    event_ids: Any
    reinforcements: Any
    rounds: Any
    vp_ids: Any
    check_plan_change: Callable[..., Any]
    check_refs: Callable[..., Any]
    check_side_or: Callable[..., Any]
    check_trigger: Callable[..., Any]
    known_unit: Callable[..., Any]
    note_var: Callable[..., Any]
    owner: Any
    where: Any  # the event or card in words: "event 'relief'"
