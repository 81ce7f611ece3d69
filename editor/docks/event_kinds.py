"""The editor's part of each mission kind (engine/scenario/kinds/): its name in the
editor's language, its form's fields, the record a new one starts as and, for an action,
its line in the actions list. Each kind registers one `EditorKind` here under its name;
tests/test_mission_kinds.py fails when a kind of the engine has none.

Field kinds (what `mission_form.RecordForm` builds a row of): int, opt_int, number (any
whole number a variable holds), side, opt_side, opt_unit, units, point, event, opt_event,
area, opt_area, route, to, winner, text, opt_text, variable (a variable's name), test (a
`var` trigger's comparison), cell (one cell picked on the map), terrain, bridge_state,
opt_season, opt_rain, change and objective_kind, and a plan's plan, aggression and group.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from editor.document.scenario_document import ScenarioDocument
from editor.i18n.catalog_names import shown_name
from editor.i18n.translator import current_language
from engine.catalog import load_catalog
from engine.scenario import mission as m
from engine.scenario.kinds import ACTIONS, OBJECTIVES, TRIGGERS
from engine.scenario.kinds.ai_plan import AGGRESSION, PLANS, AIPlanChange
from engine.scenario.kinds.bridge import STATES
from engine.scenario.kinds.objective_change import CHANGES
from engine.scenario.kinds.var import TESTS
from engine.scenario.texts import text_in

# lupdate reads translate("EventsDock", ...) calls
translate = QCoreApplication.translate


@dataclass(frozen=True)
class EditorKind:
    name: str
    label: Callable[[], str]
    fields: tuple[tuple[str, str], ...]
    new: Callable[[ScenarioDocument], Any]
    text: Callable[[Any], str] | None = None  # an action's line after its label
    # A field chosen (not set to none) clears these: the schema takes one of them (a side
    # or a unit), and the form offers both.
    clears: tuple[tuple[str, tuple[str, ...]], ...] = ()

    def cleared_by(self, name: str) -> tuple[str, ...]:
        return dict(self.clears).get(name, ())


EDITOR_TRIGGERS: dict[str, EditorKind] = {}
EDITOR_ACTIONS: dict[str, EditorKind] = {}


def register(table: dict[str, EditorKind], kind: EditorKind) -> None:
    table[kind.name] = kind


def _side(doc: ScenarioDocument) -> str:
    return doc.scenario.sides[0].id if doc.scenario.sides else ""


def variable_names(doc: ScenarioDocument) -> list[str]:
    """The variables the mission declares (`variables:`) and those its `set_var` actions
    set, in file order: the names a variable field offers."""
    names = list(doc.scenario.variables or {})
    for owner in [*doc.scenario.events, *doc.scenario.event_cards]:
        names += [a.name for a in owner.do if isinstance(a, m.SetVar)]
    return list(dict.fromkeys(names))


def _first_variable(doc: ScenarioDocument) -> str:
    names = variable_names(doc)
    return names[0] if names else ""


def comparison_labels() -> dict[str, str]:
    """The comparisons of the `var` trigger, in the editor's language."""
    return {"at_least": translate("EventsDock", "is at least"),
            "at_most": translate("EventsDock", "is at most"),
            "equals": translate("EventsDock", "equals")}


def _first_point(doc: ScenarioDocument) -> str:
    vps = [f.id for f in doc.scenario.features if f.kind == "victory_point" and f.id]
    return vps[0] if vps else ""


# -- triggers: filled with the scenario's first side, area, point or event ------------------
for _kind in (
    EditorKind("round", lambda: translate("EventsDock", "At a round"),
               (("round", "int"), ("side", "opt_side")), lambda doc: m.RoundTrigger(round=1)),
    EditorKind("enters", lambda: translate("EventsDock", "Units enter an area"),
               (("side", "opt_side"), ("unit", "opt_unit"), ("area", "area")),
               lambda doc: m.EntersTrigger(area=doc.scenario.areas[0].id if doc.scenario.areas
                                           else [], side=_side(doc)),
               clears=(("side", ("unit",)), ("unit", ("side",)))),
    EditorKind("destroyed", lambda: translate("EventsDock", "Units destroyed"),
               (("unit", "opt_unit"), ("side", "opt_side"), ("count", "opt_int")),
               lambda doc: m.DestroyedTrigger(side=_side(doc), count=1),
               clears=(("unit", ("side", "count")), ("side", ("unit",)), ("count", ("unit",)))),
    EditorKind("captured", lambda: translate("EventsDock", "Victory point held"),
               (("point", "point"), ("by", "opt_side")),
               lambda doc: m.CapturedTrigger(point=_first_point(doc))),
    EditorKind("units_left", lambda: translate("EventsDock", "Units left"),
               (("side", "side"), ("at_most", "int")),
               lambda doc: m.UnitsLeftTrigger(side=_side(doc), at_most=0)),
    EditorKind("after", lambda: translate("EventsDock", "After another event"),
               (("event", "event"), ("rounds", "opt_int")),
               lambda doc: m.AfterTrigger(event=doc.scenario.events[0].id
                                          if doc.scenario.events else "")),
    EditorKind("all", lambda: translate("EventsDock", "All of"), (),
               lambda doc: m.AllTrigger([m.RoundTrigger(round=1)])),
    EditorKind("any", lambda: translate("EventsDock", "Any of"), (),
               lambda doc: m.AnyTrigger([m.RoundTrigger(round=1)])),
    EditorKind("var", lambda: translate("EventsDock", "A variable's value"),
               (("name", "variable"), ("test", "test"), ("value", "number")),
               lambda doc: m.VarTrigger(name=_first_variable(doc))),
    EditorKind("not", lambda: translate("EventsDock", "Not"), (),
               lambda doc: m.NotTrigger([m.CapturedTrigger(point=_first_point(doc))
                                         if _first_point(doc) else m.RoundTrigger(round=1)])),
    EditorKind("holds", lambda: translate("EventsDock", "Point held for rounds"),
               (("side", "side"), ("point", "point"), ("rounds", "int")),
               lambda doc: m.HoldsTrigger(side=_side(doc), point=_first_point(doc), rounds=2)),
    EditorKind("unit_at", lambda: translate("EventsDock", "Units in an area"),
               (("side", "opt_side"), ("unit", "opt_unit"), ("area", "area"),
                ("count", "opt_int")),
               lambda doc: m.UnitAtTrigger(area=doc.scenario.areas[0].id if doc.scenario.areas
                                           else [], side=_side(doc)),
               clears=(("unit", ("side", "count")), ("side", ("unit",)), ("count", ("unit",)))),
    EditorKind("turn_of", lambda: translate("EventsDock", "A side's turn"),
               (("side", "side"),), lambda doc: m.TurnOfTrigger(side=_side(doc))),
):
    register(EDITOR_TRIGGERS, _kind)


# -- AI plans (the `ai_plan` action here, the AI tab's groups: editor/docks/ai_plans_tab.py) --
# the plan's fields, as the action and a group share them
PLAN_FIELDS: tuple[tuple[str, str], ...] = (
    ("plan", "plan"), ("area", "opt_area"), ("route", "route"),
    ("until_round", "opt_int"), ("until_event", "opt_event"), ("aggression", "aggression"))


def plan_labels() -> dict[str, str]:
    """Each plan of engine/scenario/kinds/ai_plan.py, in the editor's language."""
    return {"attack": translate("EventsDock", "attack an area"),
            "defend": translate("EventsDock", "defend an area"),
            "hold": translate("EventsDock", "hold where it stands"),
            "patrol": translate("EventsDock", "patrol a route"),
            "reserve": translate("EventsDock", "wait in reserve")}


def plan_rows(plan: str) -> set[str]:
    """The plan fields a plan uses (the others stay out of its form)."""
    used = {"attack": {"area"}, "defend": {"area"}, "patrol": {"route"},
            "reserve": {"until_round", "until_event"}}.get(plan, set())
    return {"plan", "aggression", *used}


def objective_rows(action: Any) -> set[str]:
    """The fields an `objective` action's form shows: a removal its number, an addition
    the objective's kind, side, message and the keys of its kind, a replacement both."""
    if action.change == "remove":
        return {"change", "number"}
    kind = OBJECTIVES.get(action.kind) if action.kind else None
    own = set(kind.schema.get("properties", {})) - {"kind", "side"} if kind else set()
    return {"change", "kind", "side", "message", *own,
            *({"number"} if action.change == "replace" else set())}


def plan_choices(doc: ScenarioDocument, record: Any, kind: str) -> list[tuple[str, Any]]:
    """The choices of a plan's combo boxes (mission_form.RecordForm): plan, aggression,
    and the groups of the action's side."""
    if kind == "plan":
        labels = plan_labels()
        return [(labels[p], p) for p in PLANS]
    if kind == "aggression":
        words = {"cautious": translate("EventsDock", "cautious"),
                 "normal": translate("EventsDock", "normal"),
                 "bold": translate("EventsDock", "bold")}
        return [(translate("EventsDock", "(normal)"), None), *((words[a], a) for a in AGGRESSION)]
    if kind == "test":
        return [(label, test) for test, label in comparison_labels().items() if test in TESTS]
    found = _mission_choices(doc, kind)
    if found is not None:
        return found
    if kind == "group":
        return [(g.id, g.id) for g in doc.scenario.ai.get(getattr(record, "side", ""), [])]
    return []


def _mission_choices(doc: ScenarioDocument, kind: str) -> list[tuple[str, Any]] | None:
    """The choices of the map and objective actions' combo boxes (None: not theirs)."""
    if kind == "terrain":
        return [(f"{shown_name(t)}   '{ch}'", ch) for ch, t in load_catalog().terrain.items()]
    if kind == "bridge_state":
        words = {"built": translate("EventsDock", "built"),
                 "destroyed": translate("EventsDock", "destroyed")}
        return [(words[x], x) for x in STATES]
    if kind == "opt_season":
        words = {"spring": translate("EventsDock", "spring"),
                 "summer": translate("EventsDock", "summer"),
                 "autumn": translate("EventsDock", "autumn"),
                 "winter": translate("EventsDock", "winter")}
        return [(translate("EventsDock", "(as it is)"), None),
                *((words.get(x, x), x) for x in load_catalog().rules.seasons)]
    if kind == "opt_rain":
        return [(translate("EventsDock", "(as it is)"), None),
                (translate("EventsDock", "rain"), True), (translate("EventsDock", "dry"), False)]
    if kind == "change":
        words = {"add": translate("EventsDock", "add"),
                 "remove": translate("EventsDock", "remove"),
                 "replace": translate("EventsDock", "replace")}
        return [(words[x], x) for x in CHANGES]
    if kind == "objective_kind":
        return [(translate("EventsDock", "(none)"), None), *((k, k) for k in OBJECTIVES)]
    return None


def _new_plan_change(doc: ScenarioDocument) -> AIPlanChange:
    """The first side with AI groups, its first group, told to attack."""
    side = next((s for s, groups in doc.scenario.ai.items() if groups), _side(doc))
    groups = doc.scenario.ai.get(side, [])
    return AIPlanChange(side=side, group=groups[0].id if groups else "", plan="attack")


# -- actions --------------------------------------------------------------------------------
for _kind in (
    EditorKind("reinforce", lambda: translate("EventsDock", "Reinforce"), (("side", "side"),),
               lambda doc: m.Reinforce(side=_side(doc)),
               lambda a: translate("EventsDock", "{side}, {count} unit(s)").format(
                   side=a.side, count=len(a.units))),
    EditorKind("withdraw", lambda: translate("EventsDock", "Withdraw"), (("units", "units"),),
               lambda doc: m.Withdraw(),
               lambda a: ", ".join(a.units) or translate("EventsDock", "(no units)")),
    EditorKind("message", lambda: translate("EventsDock", "Message"),
               (("to", "to"), ("text", "text")),
               lambda doc: m.Message(to=m.ALL_SIDES, text=""),
               lambda a: translate("EventsDock", "to {to}: {text}").format(
                   to=a.to, text=_ui_text(a.text))),
    EditorKind("end_game", lambda: translate("EventsDock", "End the game"),
               (("winner", "winner"), ("reason", "opt_text")),
               lambda doc: m.EndGame(winner=_side(doc)),
               lambda a: f"{a.winner}" + (f" ({_ui_text(a.reason)})" if a.reason else "")),
    EditorKind("ai_plan", lambda: translate("EventsDock", "AI plan"),
               (("side", "side"), ("group", "group"), *PLAN_FIELDS),
               lambda doc: _new_plan_change(doc),
               lambda a: translate("EventsDock", "{side}, group {group}: {plan}").format(
                   side=a.side, group=a.group or "?", plan=plan_labels().get(a.plan, a.plan))),
    EditorKind("set_var", lambda: translate("EventsDock", "Set a variable"),
               (("name", "variable"), ("value", "number")),
               lambda doc: m.SetVar(name=_first_variable(doc)),
               lambda a: translate("EventsDock", "{name} = {value}").format(
                   name=a.name or "?", value=a.value)),
    EditorKind("add_var", lambda: translate("EventsDock", "Add to a variable"),
               (("name", "variable"), ("amount", "number")),
               lambda doc: m.AddVar(name=_first_variable(doc)),
               lambda a: translate("EventsDock", "{name} {amount:+d}").format(
                   name=a.name or "?", amount=a.amount)),
    EditorKind("score", lambda: translate("EventsDock", "Score"),
               (("var", "variable"), ("points", "number"), ("side", "opt_side")),
               lambda doc: m.Score(var=_first_variable(doc)),
               lambda a: translate("EventsDock", "{points:+d} to {var}, told to {side}").format(
                   points=a.points, var=a.var or "?",
                   side=a.side or translate("EventsDock", "every side"))),
    EditorKind("objective", lambda: translate("EventsDock", "Change an objective"),
               (("change", "change"), ("number", "opt_int"), ("kind", "objective_kind"),
                ("side", "opt_side"), ("round", "opt_int"), ("unit", "opt_unit"),
                ("units", "units"), ("area", "opt_area"), ("by_round", "opt_int"),
                ("message", "opt_text")),
               lambda doc: m.ObjectiveChange(change="add", kind="hold_until", side=_side(doc),
                                             round=doc.scenario.rounds),
               lambda a: _objective_text(a)),
    EditorKind("set_terrain", lambda: translate("EventsDock", "Change the ground"),
               (("area", "area"), ("terrain", "terrain")),
               lambda doc: m.SetTerrain(area=doc.scenario.areas[0].id if doc.scenario.areas
                                        else [], terrain="."),
               lambda a: translate("EventsDock", "{area} becomes '{terrain}'").format(
                   area=a.area if isinstance(a.area, str) else translate(
                       "EventsDock", "{count} cells").format(count=len(a.area)),
                   terrain=a.terrain)),
    EditorKind("bridge", lambda: translate("EventsDock", "Build or blow a bridge"),
               (("at", "cell"), ("state", "bridge_state")),
               lambda doc: m.BridgeChange(at=_first_bridge(doc)),
               lambda a: (translate("EventsDock", "built at {cell}") if a.state == "built"
                          else translate("EventsDock", "destroyed at {cell}")).format(
                   cell=list(a.at))),
    EditorKind("weather", lambda: translate("EventsDock", "Weather"),
               (("season", "opt_season"), ("rain", "opt_rain"), ("from_round", "opt_int")),
               lambda doc: m.Weather(rain=True),
               lambda a: _weather_text(a)),
    EditorKind("reveal", lambda: translate("EventsDock", "Lift the fog"),
               (("side", "side"), ("area", "area"), ("rounds", "int")),
               lambda doc: m.Reveal(side=_side(doc), area=doc.scenario.areas[0].id
                                    if doc.scenario.areas else [], rounds=1),
               lambda a: translate("EventsDock", "for {side} over {area}, {rounds} round(s)").format(
                   side=a.side, rounds=a.rounds,
                   area=a.area if isinstance(a.area, str) else translate(
                       "EventsDock", "{count} cells").format(count=len(a.area)))),
):
    register(EDITOR_ACTIONS, _kind)


def _first_bridge(doc: ScenarioDocument) -> tuple[int, int]:
    bridges = [f.at for f in doc.scenario.features if f.kind == "bridge"]
    return bridges[0] if bridges else (0, 0)


def _objective_text(a: m.ObjectiveChange) -> str:
    if a.change == "remove":
        return translate("EventsDock", "remove #{number}").format(number=a.number or "?")
    what = f"{a.kind or '?'} ({a.side or '?'})"
    if a.change == "replace":
        return translate("EventsDock", "#{number} becomes {what}").format(
            number=a.number or "?", what=what)
    return translate("EventsDock", "add {what}").format(what=what)


def _weather_text(a: m.Weather) -> str:
    parts = [a.season] if a.season else []
    if a.rain is not None:
        parts.append(translate("EventsDock", "rain") if a.rain
                     else translate("EventsDock", "dry"))
    text = ", ".join(parts) or translate("EventsDock", "(no change)")
    if a.from_round is not None:
        return translate("EventsDock", "{weather} from round {round}").format(
            weather=text, round=a.from_round)
    return text


def editor_kind(record: Any) -> EditorKind:
    """The editor's entry of a trigger or action record."""
    name = m.kind_of(record).name
    return EDITOR_TRIGGERS[name] if name in TRIGGERS else EDITOR_ACTIONS[name]


def trigger_labels() -> dict[str, str]:
    """Each trigger kind's name, in the editor's language (the engine's order)."""
    return {name: EDITOR_TRIGGERS[name].label() for name in TRIGGERS}


def action_labels() -> dict[str, str]:
    """Each action kind's name, in the editor's language (the engine's order)."""
    return {name: EDITOR_ACTIONS[name].label() for name in ACTIONS}


def _ui_text(value: Any) -> str:
    """A mission text in the editor's language, else its first (DESIGN.md, "Texts in
    several languages")."""
    return str(text_in(value, current_language()))
