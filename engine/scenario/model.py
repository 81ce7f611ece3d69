"""The scenario model: plain, mutable Python records mirroring the file format.

Optional keys stay `None` when the file leaves them out, so that saving writes back
exactly what was read; `engine.scenario.defaults` says what an absent key means.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from engine.records import record
from engine.scenario.ai_plans import AIGroup, ai_data, parse_ai, rename_area_in_ai
from engine.scenario.kinds import objective_data, parse_objective
from engine.scenario.kinds.base import Objective
from engine.scenario.mission import (
    Area,
    AreaRef,
    Deployment,
    EventCard,
    Label,
    MissionEvent,
    area_data,
    card_data,
    event_data,
    parse_area_ref,
    parse_card,
    parse_event,
    rename_area_in_trigger,
)
from engine.scenario.packs.model import RulePacks
from engine.scenario.texts import as_text, text_data

Cell = tuple[int, int]

FORMAT = "clumsy-scenario/1"


def _cell(value: Any) -> Cell | None:
    return None if value is None else _cell_of(value)


def _cell_of(value: Any) -> Cell:
    return (int(value[0]), int(value[1]))


@record
class MapSpec:
    width: int
    height: int
    rows: list[str]
    grid: str | None = None

    def terrain_at(self, cell: Cell) -> str:
        return self.rows[cell[1]][cell[0]]

    @property
    def terrain_text(self) -> str:
        return "".join(row + "\n" for row in self.rows)


@record
class Side:
    id: str
    name: str | None = None
    color: str | None = None
    controller: str | None = None


@record
class Calendar:
    season: str | None = None
    start_hour: int | None = None
    hours_per_round: int | None = None


@record
class Feature:
    kind: str
    at: Cell
    id: str | None = None
    type: str | None = None
    owner: str | None = None
    state: str | None = None
    progress: int | None = None
    hp: int | None = None


@record
class Unit:
    id: str
    type: str
    side: str
    at: Cell | None = None
    name: str | None = None
    hp: int | None = None
    ammo: int | None = None
    fuel: int | None = None
    flying: bool | None = None
    cargo: list[str] = field(default_factory=list)


@record
class Victory:
    destroy_all: bool | None = None
    # A12: a number, any side wins holding that many VPs; per side (side id -> number),
    # only the sides named win by holding (0: never); None: the rules' default
    hold_points: int | dict[str, int] | None = None
    objectives: list[Objective] = field(default_factory=list)
    on_last_round: str | None = None


@record
class Scenario:
    name: str
    map: MapSpec
    sides: list[Side]
    first_side: str
    rounds: int
    description: str | None = None
    ruleset: str | None = None
    turn_system: str | None = None
    calendar: Calendar | None = None
    features: list[Feature] = field(default_factory=list)
    units: list[Unit] = field(default_factory=list)
    victory: Victory | None = None
    # Optional keys of other turn systems (RULES.md B): first_initiative, command.
    turn_options: dict[str, Any] | None = None
    # The ruleset's own switches (engine.ruleset.Ruleset.options), e.g. Stratego's
    # spy_beats_marshal; None: every option at its default.
    ruleset_options: dict[str, bool] | None = None
    # The mission's rule packs (DESIGN.md, "Rule packs"): inline or the files it names;
    # None: the global catalog. engine.scenario.packs.catalog_of gives its catalog.
    rules: RulePacks | None = None
    format: str = FORMAT
    # Mission keys (DESIGN.md, "Mission events"): briefing per side id, place names,
    # named areas, deployment zones, events and the `activation` event-card deck.
    briefing: dict[str, str] | None = None
    labels: list[Label] = field(default_factory=list)
    areas: list[Area] = field(default_factory=list)
    deployment: list[Deployment] = field(default_factory=list)
    events: list[MissionEvent] = field(default_factory=list)
    event_cards: list[EventCard] = field(default_factory=list)
    # The computer player's plans per side id (DESIGN.md, "AI plans"): groups of units.
    ai: dict[str, list[AIGroup]] = field(default_factory=dict)
    # Mission variables (DESIGN.md, "Mission variables"): name -> starting value; None:
    # the file has no `variables:` key.
    variables: dict[str, int] | None = None
    # The languages the mission's texts are given in (DESIGN.md, "Texts in several
    # languages"); None: no `languages:` key. Every text field (name, description,
    # briefing, labels, messages, card texts, end reasons) holds a plain str or a
    # engine.scenario.texts.Text (a map of languages); `text_in` picks one.
    languages: list[str] | None = None

    # -- look-ups the editor and the engine both want -------------------------------
    def side(self, side_id: str) -> Side | None:
        return next((s for s in self.sides if s.id == side_id), None)

    def unit(self, unit_id: str) -> Unit | None:
        return next((u for u in self.units if u.id == unit_id), None)

    def features_at(self, cell: Cell) -> list[Feature]:
        return [f for f in self.features if f.at == cell]

    def units_at(self, cell: Cell) -> list[Unit]:
        return [u for u in self.units if u.at == cell]

    def carrier_of(self, unit_id: str) -> Unit | None:
        return next((u for u in self.units if unit_id in u.cargo), None)

    def area(self, area_id: str) -> Area | None:
        return next((a for a in self.areas if a.id == area_id), None)

    def area_cells(self, ref: AreaRef) -> list[Cell]:
        """The cells of an `area:` value: a named area's cells, or the listed cells."""
        if isinstance(ref, str):
            found = self.area(ref)
            return list(found.cells) if found is not None else []
        return list(ref)

    def deployment_zone(self, side_id: str) -> list[Cell]:
        """The cells where `side_id` may deploy before round 1 (empty: no deployment)."""
        return [c for d in self.deployment if d.side == side_id
                for c in self.area_cells(d.area)]

    def rename_area(self, old: str, new: str) -> None:
        """Give area `old` the id `new`, and every reference to it (events, deployment,
        objectives) with it, so renaming never breaks the mission."""
        for area in self.areas:
            if area.id == old:
                area.id = new
        for event in self.events:
            rename_area_in_trigger(event.when, old, new)
        for owner in [*self.events, *self.event_cards]:
            for action in owner.do:  # set_terrain, reveal, objective: their own `area`
                rename_area_in_trigger(action, old, new)
        for entry in self.deployment:
            if entry.area == old:
                entry.area = new
        for objective in self.victory.objectives if self.victory else []:
            if objective.area_id == old:
                objective.area_id = new
        rename_area_in_ai(self.ai, old, new)

    def objective_cells(self, objective: Objective) -> list[Cell]:
        """An objective's area: its named area's cells, or the cells it lists."""
        if objective.area_id is not None:
            return self.area_cells(objective.area_id)
        return list(objective.area)

    # -- conversion to and from plain data ------------------------------------------
    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Scenario:
        """Build from schema-valid data (see `engine.scenario.schema`)."""
        m = data["map"]
        rows = m["terrain"].splitlines()
        victory = data.get("victory")
        return cls(
            format=data["format"],
            name=as_text(data["name"]),
            description=as_text(data.get("description")),
            languages=list(data["languages"]) if "languages" in data else None,
            ruleset=data.get("ruleset"),
            turn_system=data.get("turn_system"),
            turn_options=_copy_options(data.get("turn_options")),
            ruleset_options=(dict(data["ruleset_options"]) if "ruleset_options" in data
                             else None),
            rules=RulePacks.from_data(data.get("rules")),
            map=MapSpec(grid=m.get("grid"), width=m["width"], height=m["height"], rows=rows),
            calendar=Calendar(**data["calendar"]) if "calendar" in data else None,
            rounds=data["rounds"],
            first_side=data["first_side"],
            sides=[Side(**s) for s in data["sides"]],
            features=[Feature(**{**f, "at": _cell(f["at"])}) for f in data.get("features", [])],
            units=[_unit_from_data(u) for u in data.get("units", [])],
            victory=None if victory is None else Victory(
                destroy_all=victory.get("destroy_all"),
                hold_points=(dict(victory["hold_points"])
                             if isinstance(victory.get("hold_points"), dict)
                             else victory.get("hold_points")),
                on_last_round=victory.get("on_last_round"),
                objectives=[parse_objective(o) for o in victory.get("objectives", [])],
            ),
            variables=dict(data["variables"]) if "variables" in data else None,
            briefing=({k: as_text(v) for k, v in data["briefing"].items()}
                      if "briefing" in data else None),
            labels=[Label(at=_cell_of(x["at"]), text=as_text(x["text"]))
                    for x in data.get("labels", [])],
            areas=[Area(id=a["id"], name=a.get("name"), cells=[_cell_of(c)
                                                                for c in a["cells"]])
                   for a in data.get("areas", [])],
            deployment=[Deployment(side=d["side"], area=parse_area_ref(d["area"]))
                        for d in data.get("deployment", [])],
            events=[parse_event(e, _unit_from_data) for e in data.get("events", [])],
            event_cards=[parse_card(c, _unit_from_data) for c in data.get("event_cards", [])],
            ai=parse_ai(data.get("ai") or {}),
        )

    def to_data(self) -> dict[str, Any]:
        """Plain data in the canonical key order, absent keys left out."""
        out: dict[str, Any] = {"format": self.format, "name": text_data(self.name)}
        _put(out, "description", text_data(self.description))
        if self.languages is not None:
            out["languages"] = list(self.languages)
        _put(out, "ruleset", self.ruleset)
        _put(out, "turn_system", self.turn_system)
        if self.turn_options is not None:
            out["turn_options"] = _copy_options(self.turn_options)
        if self.ruleset_options is not None:
            out["ruleset_options"] = dict(self.ruleset_options)
        if self.rules is not None:
            out["rules"] = self.rules.data()
        out["map"] = _drop_none({
            "grid": self.map.grid,
            "width": self.map.width,
            "height": self.map.height,
            "terrain": self.map.terrain_text,
        })
        if self.calendar is not None:
            out["calendar"] = _drop_none(vars(self.calendar).copy())
        out["rounds"] = self.rounds
        out["first_side"] = self.first_side
        out["sides"] = [_drop_none(vars(s).copy()) for s in self.sides]
        if self.features:
            out["features"] = [_feature_data(f) for f in self.features]
        if self.units:
            out["units"] = [_unit_data(u) for u in self.units]
        if self.victory is not None:
            v = self.victory
            vd: dict[str, Any] = _drop_none({
                "destroy_all": v.destroy_all,
                "hold_points": (dict(v.hold_points) if isinstance(v.hold_points, dict)
                                else v.hold_points),
            })
            if v.objectives:
                vd["objectives"] = [objective_data(o) for o in v.objectives]
            _put(vd, "on_last_round", v.on_last_round)
            out["victory"] = vd
        if self.variables is not None:
            out["variables"] = dict(self.variables)
        if self.briefing is not None:
            out["briefing"] = {k: text_data(v) for k, v in self.briefing.items()}
        if self.labels:
            out["labels"] = [{"at": list(x.at), "text": text_data(x.text)}
                             for x in self.labels]
        if self.areas:
            out["areas"] = [area_data(a) for a in self.areas]
        if self.deployment:
            out["deployment"] = [
                {"side": d.side, "area": d.area if isinstance(d.area, str)
                 else [list(c) for c in d.area]} for d in self.deployment]
        if self.events:
            out["events"] = [event_data(e, _unit_data) for e in self.events]
        if self.event_cards:
            out["event_cards"] = [card_data(c, _unit_data) for c in self.event_cards]
        if self.ai:
            out["ai"] = ai_data(self.ai)
        return out


def _unit_from_data(u: dict[str, Any]) -> Unit:
    return Unit(**{**u, "at": _cell(u.get("at")), "cargo": list(u.get("cargo", []))})


def _copy_options(value: Any) -> dict[str, Any] | None:
    if value is None:
        return None
    return {k: dict(v) if isinstance(v, dict) else v for k, v in value.items()}


def _put(target: dict[str, Any], key: str, value: Any) -> None:
    if value is not None:
        target[key] = value


def _drop_none(d: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in d.items() if v is not None}


def _feature_data(f: Feature) -> dict[str, Any]:
    return _drop_none({
        "kind": f.kind, "id": f.id, "type": f.type, "at": list(f.at), "owner": f.owner,
        "state": f.state, "progress": f.progress, "hp": f.hp,
    })


def _unit_data(u: Unit) -> dict[str, Any]:
    d = _drop_none({
        "id": u.id, "type": u.type, "side": u.side, "name": u.name,
        "at": None if u.at is None else list(u.at),
        "hp": u.hp, "ammo": u.ammo, "fuel": u.fuel, "flying": u.flying,
    })
    if u.cargo:
        d["cargo"] = list(u.cargo)
    return d

