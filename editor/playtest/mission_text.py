"""Log sentences for the mission events of a replay (DESIGN.md, "Mission events"): a
table of its own that the play-test log consults before the general sentences."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

Event = dict[str, Any]
Namer = Callable[[str], str]


def _cell(value: Any) -> str:
    return f"[{value[0]}, {value[1]}]" if value else "?"


def _triggered(e: Event, name: Namer) -> str:
    return QCoreApplication.translate("MissionText", "Event '{event}' happens (round {round})").format(
        event=e.get("event", "?"), round=e.get("round", "?"))


def _aboard(e: Event, name: Namer) -> str:
    """The passengers the reader sees by name, and how many it does not (the channel gives
    `cargo_count` when some are unknown to it); "" for none."""
    cargo = [name(str(c)) for c in e.get("cargo") or []]
    unseen = int(e.get("cargo_count") or 0) - len(cargo)
    if unseen > 0:
        cargo.append(QCoreApplication.translate("MissionText", "{count} unseen aboard").format(
            count=unseen))
    return ", ".join(cargo)


def _reinforced(e: Event, name: Namer) -> str:
    cargo = _aboard(e, name)
    if cargo:
        return QCoreApplication.translate(
            "MissionText", "{unit} arrives for {side} at {cell} carrying {cargo}").format(
            unit=name(str(e.get("unit", "?"))), side=e.get("side", "?"), cell=_cell(e.get("at")),
            cargo=cargo)
    return QCoreApplication.translate("MissionText", "{unit} arrives for {side} at {cell}").format(
        unit=name(str(e.get("unit", "?"))), side=e.get("side", "?"), cell=_cell(e.get("at")))


def _delayed(e: Event, name: Namer) -> str:
    reason = e.get("reason") or QCoreApplication.translate("MissionText", "no free cell")
    return QCoreApplication.translate("MissionText", "{unit} cannot arrive yet: {reason}").format(
        unit=name(str(e.get("unit", "?"))), reason=reason)


def _skipped(e: Event, name: Namer) -> str:
    return QCoreApplication.translate("MissionText", "{unit} does not arrive: {reason}").format(
        unit=name(str(e.get("unit", "?"))), reason=e.get("reason", ""))


def _withdrawn(e: Event, name: Namer) -> str:
    cargo = _aboard(e, name)
    if cargo:
        return QCoreApplication.translate(
            "MissionText", "{unit} leaves the battlefield with {cargo}").format(
            unit=name(str(e.get("unit", "?"))), cargo=cargo)
    return QCoreApplication.translate("MissionText", "{unit} leaves the battlefield").format(
        unit=name(str(e.get("unit", "?"))))


def _message(e: Event, name: Namer) -> str:
    to = (QCoreApplication.translate("MissionText", "all sides") if e.get("to") == "all"
          else e.get("to"))
    return QCoreApplication.translate("MissionText", "Message to {to}: {text}").format(
        to=to, text=e.get("text", ""))


def _ai_plan(e: Event, name: Namer) -> str:
    plans = {"attack": QCoreApplication.translate("MissionText", "attack"),
             "defend": QCoreApplication.translate("MissionText", "defend"),
             "hold": QCoreApplication.translate("MissionText", "hold"),
             "patrol": QCoreApplication.translate("MissionText", "patrol"),
             "reserve": QCoreApplication.translate("MissionText", "wait in reserve")}
    plan = str(e.get("plan", "?"))
    return QCoreApplication.translate("MissionText", "Orders: group {group} is to {plan} now").format(
        group=e.get("group", "?"), plan=plans.get(plan, plan))


def _card_drawn(e: Event, name: Namer) -> str:
    if e.get("text"):
        return QCoreApplication.translate("MissionText", "Event card '{card}' is drawn: {text}").format(
            card=e.get("card", "?"), text=e["text"])
    return QCoreApplication.translate("MissionText", "Event card '{card}' is drawn").format(
        card=e.get("card", "?"))


def _deployed(e: Event, name: Namer) -> str:
    return QCoreApplication.translate("MissionText", "{unit} deploys from {start} to {end}").format(
        unit=name(str(e.get("unit", "?"))), start=_cell(e.get("from")), end=_cell(e.get("to")))


def _variable(e: Event, name: Namer) -> str:
    return QCoreApplication.translate("MissionText", "Variable {name} is now {value}").format(
        name=e.get("name", "?"), value=e.get("value", "?"))


def _scored(e: Event, name: Namer) -> str:
    return QCoreApplication.translate(
        "MissionText", "{points:+d} to {var}, now {value}").format(
        points=int(e.get("points") or 0), var=e.get("var", "?"), value=e.get("value", "?"))


SENTENCES: dict[str, Callable[[Event, Namer], str]] = {
    "variable": _variable,
    "scored": _scored,
    "triggered": _triggered,
    "reinforced": _reinforced,
    "reinforcement_delayed": _delayed,
    "reinforcement_skipped": _skipped,
    "withdrawn": _withdrawn,
    "message": _message,
    "card_drawn": _card_drawn,
    "ai_plan": _ai_plan,
    "deployed": _deployed,
}


def mission_sentence(event: Event, name: Namer = str) -> str | None:
    """The sentence for a mission event, or None for other events; `name` names a unit id
    as the reader knows it."""
    make = SENTENCES.get(str(event.get("type")))
    return make(event, name) if make is not None else None
