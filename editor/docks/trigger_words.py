"""A trigger in words, as the Events dock's tree and list show it ("When Blue Army has at
most 0 units left"), in the editor's language; its kind and whether it holds others."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeGuard

from PySide6.QtCore import QCoreApplication

from editor.docks.event_kinds import EDITOR_TRIGGERS
from engine.scenario import mission as m
from engine.scenario.model import Scenario

# lupdate reads translate("EventsDock", ...) calls
translate = QCoreApplication.translate


def trigger_kind(t: m.Trigger) -> str:
    return m.kind_of(t).name


def nests(t: m.Trigger) -> TypeGuard[m.AllTrigger | m.AnyTrigger]:
    """Whether the trigger holds others (`all`, `any`): the tree's inner nodes."""
    return m.kind_of(t).nests


def summary(t: m.Trigger, scenario: Scenario | None = None) -> str:
    """The trigger as a sentence ("blue has at most 3 units left"), not as its fields; with
    `scenario`, its sides by their names ("Red Army has at most 3 units left")."""
    kind = m.kind_of(t)
    label = EDITOR_TRIGGERS[kind.name].label()
    data = m.trigger_data(t)
    body = data if kind.flat else data[kind.name]
    if kind.nests or not isinstance(body, dict):  # all / any / not: the tree's children
        return label
    sentence = TRIGGER_SENTENCES.get(kind.name)
    if sentence is not None:
        if scenario is not None:
            body = {k: _side_name(scenario, v) if k in ("side", "by") else v
                    for k, v in body.items()}
        try:
            return sentence(body)
        except (KeyError, TypeError, ValueError):
            pass  # a part not filled in yet: the fields below
    cells = translate("EventsDock", "{count} cells")
    return f"{label}: " + ", ".join(
        f"{k} {v if not isinstance(v, list) else cells.format(count=len(v))}"
        for k, v in body.items())


def sentence(t: m.Trigger, scenario: Scenario | None = None) -> str:
    """The whole trigger as one sentence, nested ones included ("When Blue Army has held
    point ford for 2 rounds and not (bridges_blown is at least 1)"): the event list's
    line. A trigger that nests nothing reads as its `summary`."""
    kind = m.kind_of(t)
    if not kind.nests:
        return summary(t, scenario)
    return translate("EventsDock", "When {clauses}").format(clauses=_clause(t, scenario, True))


def _clause(t: m.Trigger, scenario: Scenario | None, top: bool = False) -> str:
    """A trigger as a part of a sentence: no leading "When", nested ones in brackets."""
    kind = m.kind_of(t)
    if kind.name == "not":
        inner = t.triggers[0] if t.triggers else None  # type: ignore[union-attr]
        words = _clause(inner, scenario) if inner is not None else "?"
        return translate("EventsDock", "not ({clause})").format(clause=words)
    if kind.nests:
        joiner = (translate("EventsDock", " and ") if kind.name == "all"
                  else translate("EventsDock", " or "))
        parts = [_clause(sub, scenario) for sub in t.triggers]  # type: ignore[union-attr]
        joined = joiner.join(parts) if parts else "…"
        return joined if top else f"({joined})"
    words = summary(t, scenario)
    when = translate("EventsDock", "When ")
    if words.startswith(when):
        words = words[len(when):]
    return words


def _side_name(scenario: Scenario, side_id: object) -> object:
    side = scenario.side(side_id) if isinstance(side_id, str) and side_id else None
    return (side.name or side.id) if side is not None else side_id


def _area_words(area: object) -> str:
    if isinstance(area, list):
        return translate("EventsDock", "an area of {count} cells").format(count=len(area))
    return translate("EventsDock", "area '{area}'").format(area=area)


def _round_sentence(b: dict[str, Any]) -> str:
    if b.get("side"):
        return translate("EventsDock", "Round {round}, at the start of {side}'s side-turn").format(
            round=b["round"], side=b["side"])
    return translate("EventsDock", "At the start of round {round}").format(round=b["round"])


def _enters_sentence(b: dict[str, Any]) -> str:
    who = (translate("EventsDock", "unit {unit}").format(unit=b["unit"]) if b.get("unit")
           else translate("EventsDock", "a unit of {side}").format(side=b["side"])
           if b.get("side") else translate("EventsDock", "any unit"))
    return translate("EventsDock", "When {who} enters {area}").format(
        who=who, area=_area_words(b["area"]))


def _destroyed_sentence(b: dict[str, Any]) -> str:
    if b.get("unit"):
        return translate("EventsDock", "When unit {unit} is destroyed").format(unit=b["unit"])
    count = int(b.get("count") or 1)
    if b.get("side"):
        return translate("EventsDock", "When {count} units of {side} are destroyed").format(
            count=count, side=b["side"])
    return translate("EventsDock", "When {count} units are destroyed").format(count=count)


def _captured_sentence(b: dict[str, Any]) -> str:
    if b.get("by"):
        return translate("EventsDock", "When {side} holds point {point}").format(
            side=b["by"], point=b["point"])
    return translate("EventsDock", "When a side holds point {point}").format(point=b["point"])


def _units_left_sentence(b: dict[str, Any]) -> str:
    return translate("EventsDock", "When {side} has at most {count} units left").format(
        side=b["side"], count=int(b["at_most"]))


def _after_sentence(b: dict[str, Any]) -> str:
    if b.get("rounds"):
        return translate("EventsDock", "{rounds} rounds after event '{event}'").format(
            rounds=int(b["rounds"]), event=b["event"])
    return translate("EventsDock", "After event '{event}'").format(event=b["event"])


def _var_sentence(b: dict[str, Any]) -> str:
    test = next(t for t in ("at_least", "at_most", "equals") if t in b)
    words = {"at_least": translate("EventsDock", "When {name} is at least {value}"),
             "at_most": translate("EventsDock", "When {name} is at most {value}"),
             "equals": translate("EventsDock", "When {name} is {value}")}
    return words[test].format(name=b["name"], value=int(b[test]))


def _holds_sentence(b: dict[str, Any]) -> str:
    return translate("EventsDock", "When {side} has held point {point} for {rounds} rounds").format(
        side=b["side"], point=b["point"], rounds=int(b["rounds"]))


def _unit_at_sentence(b: dict[str, Any]) -> str:
    if b.get("unit"):
        return translate("EventsDock", "When unit {unit} is in {area}").format(
            unit=b["unit"], area=_area_words(b["area"]))
    return translate("EventsDock", "When at least {count} units of {side} are in {area}").format(
        count=int(b.get("count") or 1), side=b["side"], area=_area_words(b["area"]))


def _turn_of_sentence(b: dict[str, Any]) -> str:
    return translate("EventsDock", "At the start of each of {side}'s side-turns").format(
        side=b["side"])


TRIGGER_SENTENCES: dict[str, Callable[[dict[str, Any]], str]] = {
    "round": _round_sentence, "enters": _enters_sentence, "destroyed": _destroyed_sentence,
    "captured": _captured_sentence, "units_left": _units_left_sentence,
    "after": _after_sentence, "var": _var_sentence, "holds": _holds_sentence,
    "unit_at": _unit_at_sentence, "turn_of": _turn_of_sentence}
