"""Log sentences for the mission events of a replay (DESIGN.md, "Mission events"): a
table of its own that the play-test log consults before the general sentences."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from editor.i18n.translator import current_language
from engine.scenario.texts import localized

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


def _terrain_kept(e: Event, name: Namer) -> str:
    return QCoreApplication.translate(
        "MissionText", "The ground at {cell} stays as it is: {unit} stands there").format(
        cell=_cell(e.get("at")), unit=name(str(e.get("unit", "?"))))


def _bridge_built(e: Event, name: Namer) -> str:
    return QCoreApplication.translate("MissionText", "A bridge stands at {cell}").format(
        cell=_cell(e.get("at")))


def _weather(e: Event, name: Namer) -> str:
    seasons = {"spring": QCoreApplication.translate("MissionText", "spring"),
               "summer": QCoreApplication.translate("MissionText", "summer"),
               "autumn": QCoreApplication.translate("MissionText", "autumn"),
               "winter": QCoreApplication.translate("MissionText", "winter")}
    season = seasons.get(str(e.get("season")), str(e.get("season", "?")))
    if e.get("rain"):
        return QCoreApplication.translate("MissionText", "The weather turns: {season}, rain").format(
            season=season)
    return QCoreApplication.translate("MissionText", "The weather turns: {season}, dry").format(
        season=season)


def _revealed(e: Event, name: Namer) -> str:
    return QCoreApplication.translate(
        "MissionText", "The fog lifts over {count} cells until round {round}").format(
        count=e.get("count", "?"), round=e.get("until_round", "?"))


def _objective_changed(e: Event, name: Namer) -> str:
    change = {"add": QCoreApplication.translate("MissionText", "New objective"),
              "remove": QCoreApplication.translate("MissionText", "Objective dropped"),
              "replace": QCoreApplication.translate("MissionText", "Objective changed")}.get(
        str(e.get("change")), str(e.get("change")))
    if e.get("message"):
        return f"{change}: {e['message']}"
    return change


SENTENCES: dict[str, Callable[[Event, Namer], str]] = {
    "terrain_kept": _terrain_kept,
    "bridge_built": _bridge_built,
    "weather": _weather,
    "revealed": _revealed,
    "objective_changed": _objective_changed,
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
    # a message, card text or reason given in several languages: the editor's
    return make(localized(event, current_language()), name) if make is not None else None
