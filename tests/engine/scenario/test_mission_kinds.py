"""Every mission kind has all its parts (issue 30, 2): the descriptor of
engine/scenario/kinds/, its run hook (engine/rules/events.py, victory.py), its editor
entry (editor/docks/event_kinds.py, objective_kinds.py and the objectives dock's page),
its place in the schema and in the records' unions, an objective's termination, and a
log sentence for each replay event its action writes. `missing_parts` names what a kind
lacks, so a new kind that forgets one place fails here with the place's name."""

from __future__ import annotations

import dataclasses
import json
import typing

import pytest

from conftest import ROOT
from editor.docks import event_kinds, objective_kinds
from editor.docks.objectives import ObjectivesEditor
from editor.playtest import event_text, mission_text
from engine import results
from engine.rules import events as rules_events
from engine.rules import victory
from engine.scenario import kinds, mission
from engine.scenario.kinds.base import ROLES, Kind, Objective, ObjectiveKind
from engine.scenario.kinds.schema_file import with_kinds

SCHEMA = ROOT / "schemas" / "scenario.schema.json"


def missing_parts() -> list[str]:
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))["$defs"]
    unions = {"trigger": set(typing.get_args(mission.Trigger)),
              "action": set(typing.get_args(mission.EventAction))}
    sentences = {*mission_text.SENTENCES, *event_text.SENTENCES}
    found: list[str] = []
    for family, table, hooks, editor in (
            ("trigger", kinds.TRIGGERS, rules_events.CONDITIONS, event_kinds.EDITOR_TRIGGERS),
            ("action", kinds.ACTIONS, rules_events.RUNS, event_kinds.EDITOR_ACTIONS)):
        listed = set(schema[family]["properties"])
        for name, kind in table.items():
            where = f"{family} '{name}'"
            if name not in hooks:
                found.append(f"{where} has no run hook in engine/rules/events.py")
            entry = editor.get(name)
            if entry is None:
                found.append(f"{where} has no entry in editor/docks/event_kinds.py")
            else:
                names = {f.name for f in dataclasses.fields(kind.record)}
                found += [f"{where}: the editor's field '{f}' is not a field of "
                          f"{kind.record.__name__}" for f, _ in entry.fields if f not in names]
                if family == "action" and entry.text is None:
                    found.append(f"{where} has no text in editor/docks/event_kinds.py")
            keys = set(kind.schema) if kind.flat else {name}
            if not keys <= listed:
                found.append(f"{where} is not in the schema's $defs/{family}: run "
                             "scripts/schema_kinds.py --write")
            if kind.record not in unions[family]:
                found.append(f"{where}: {kind.record.__name__} is not in "
                             f"engine.scenario.mission's {family} union")
            found += [f"{where} writes '{e}', which has no log sentence in "
                      "editor/playtest/mission_text.py" for e in kind.emits if e not in sentences]
        for name in (set(hooks) | set(editor)) - set(table):
            found.append(f"'{name}' is registered for {family}s but is no {family} kind")
    objective_def = schema["objective"]
    listed = set(objective_def["properties"]["kind"]["enum"])
    shaped = {c["if"]["properties"]["kind"]["const"] for c in objective_def["allOf"]}
    record_fields = {f.name for f in dataclasses.fields(Objective)}
    for name in kinds.OBJECTIVES:
        where = f"objective '{name}'"
        if name not in victory.OBJECTIVE_HOOKS:
            found.append(f"{where} has no run hook in engine/rules/victory.py")
        entry = objective_kinds.EDITOR_OBJECTIVES.get(name)
        if entry is None:
            found.append(f"{where} has no entry in editor/docks/objective_kinds.py")
        else:
            found += [f"{where}: the editor's field '{f}' is not a field of Objective"
                      for f in entry.fields if f not in record_fields]
            found += [f"{where}: the editor's field '{f}' has no rows in "
                      "editor/docks/objectives.py (FIELDS)"
                      for f in entry.fields if f not in ObjectivesEditor.FIELDS]
        kind = kinds.OBJECTIVES[name]
        if kind.role not in ROLES:
            found.append(f"{where}: its role {kind.role!r} is none of kinds.base.ROLES")
        found += _objective_round_trip(where, kind)
        if name not in results.TERMINATIONS or name not in results.LABELS:
            found.append(f"{where} is not a termination of engine/results.py")
        if name not in listed or name not in shaped:
            found.append(f"{where} is not in the schema's $defs/objective: run "
                         "scripts/schema_kinds.py --write")
    for name in ({*victory.OBJECTIVE_HOOKS, *objective_kinds.EDITOR_OBJECTIVES}
                 - set(kinds.OBJECTIVES)):
        found.append(f"'{name}' is registered for objectives but is no objective kind")
    return found


def _objective_round_trip(where: str, kind: ObjectiveKind) -> list[str]:
    """The kind writes only keys of its schema, and reads back what it wrote."""
    full = Objective(kind=kind.name, side="red", round=2, unit="u1", units=["u1"],
                     area=[(0, 1)], by_round=3)
    try:
        data = kind.write(full)
        again = kind.write(kind.parse(data))
    except Exception as e:  # noqa: BLE001 - a kind without a working parse or write
        return [f"{where}: its parse or write fails ({e!r})"]
    found = []
    allowed = set(kind.schema.get("properties", {}))
    if not set(data) <= allowed or list(data)[:2] != ["kind", "side"]:
        found.append(f"{where}: write gives keys {list(data)}, not kind, side and "
                     f"its schema's own ({sorted(allowed)})")
    if again != data:
        found.append(f"{where}: parse does not read back what write wrote ({data} -> {again})")
    return found


def test_every_kind_has_every_part():
    assert missing_parts() == []


def test_a_kind_that_lacks_parts_is_named(monkeypatch):
    @dataclasses.dataclass
    class Flare:
        at: int

    flare = Kind(name="flare", record=Flare, schema={"type": "object"},
                 parse=lambda b, _: Flare(**b), write=lambda a, _: {"at": a.at},
                 emits=("flare_lit",))
    monkeypatch.setitem(kinds.ACTIONS, "flare", flare)
    problems = missing_parts()
    for part in ("no run hook", "no entry in editor", "not in the schema",
                 "not in engine.scenario.mission's action union", "'flare_lit'"):
        assert any(part in p and "'flare'" in p for p in problems), part


def test_an_objective_that_lacks_parts_is_named(monkeypatch):
    survive = ObjectiveKind(name="survive", schema={}, parse=lambda d: Objective(**d),
                            write=lambda o: {"side": o.side, "kind": o.kind}, role="last")
    monkeypatch.setitem(kinds.OBJECTIVES, "survive", survive)
    problems = [p for p in missing_parts() if "'survive'" in p]
    for part in ("no run hook", "objective_kinds.py", "not a termination",
                 "not in the schema", "role 'last'", "write gives keys"):
        assert any(part in p for p in problems), part


def test_an_objective_that_does_not_read_back_is_named(monkeypatch):
    hold = kinds.OBJECTIVES["hold_until"]
    monkeypatch.setitem(kinds.OBJECTIVES, "hold_until", dataclasses.replace(
        hold, parse=lambda d: Objective(kind=d["kind"], side=d["side"])))
    assert any("'hold_until'" in p and "read back" in p for p in missing_parts())


def test_an_editor_field_the_dock_cannot_build_is_named(monkeypatch):
    entry = objective_kinds.EDITOR_OBJECTIVES["escort"]
    monkeypatch.setitem(objective_kinds.EDITOR_OBJECTIVES, "escort", dataclasses.replace(
        entry, fields=(*entry.fields, "colour")))
    problems = [p for p in missing_parts() if "'escort'" in p and "'colour'" in p]
    assert any("not a field of Objective" in p for p in problems)
    assert any("no rows in editor/docks/objectives.py" in p for p in problems)


def test_the_committed_schema_is_what_the_descriptors_give():
    text = SCHEMA.read_text(encoding="utf-8")
    assert with_kinds(text) == text, "run scripts/schema_kinds.py --write"


def test_a_changed_descriptor_changes_the_generated_schema(monkeypatch):
    text = SCHEMA.read_text(encoding="utf-8")
    changed = dataclasses.replace(kinds.ACTIONS["message"], schema={"type": "object"})
    monkeypatch.setitem(kinds.ACTIONS, "message", changed)
    assert with_kinds(text) != text


@pytest.mark.parametrize("path", sorted((SCHEMA.parent.parent / "scenarios").glob("*.yaml")),
                         ids=lambda p: p.stem)
def test_every_shipped_mission_writes_back_byte_identically(path):
    from engine.scenario.io import dump_scenario, load_scenario
    assert dump_scenario(load_scenario(path)) == path.read_text(encoding="utf-8")


def test_each_action_sentence_is_said():
    event = {"type": "reinforcement_skipped", "unit": "r1", "side": "red",
             "reason": "unit 'r1' has already arrived"}
    assert mission_text.mission_sentence(event) == \
        "r1 does not arrive: unit 'r1' has already arrived"
