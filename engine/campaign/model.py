"""The campaign file as records (DESIGN.md, "Campaign file"): missions linked by their
outcome, the units each passes on, the campaign's variables.

Optional keys stay `None` (or empty) when the file leaves them out, so that saving writes
back what was read; `from_data` takes schema-valid data, `to_data` gives it back in the
file's key order, and load, save, load gives equal records.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from engine.records import record
from engine.scenario.kinds.base import AreaRef, area_ref_data, parse_area_ref
from engine.scenario.texts import as_text, text_data

FORMAT = "clumsy-campaign/1"
END = "end"  # a `next` value: the campaign ends with this outcome
DRAW = "draw"  # a `next` key: the mission ended with no winner
SURVIVORS = "survivors"  # a carry's `units`: the side's units alive at the end
ALL_UNITS = "all"  # ... every unit of the side, the destroyed refitted to full strength

Value = int | float | bool | str


@record
class Carry:
    """What a mission passes on: units of a campaign side, `survivors`, `all` or ids."""

    side: str
    units: str | list[str]

    @property
    def ids(self) -> list[str] | None:
        """The listed unit ids, None for `survivors` and `all`."""
        return list(self.units) if isinstance(self.units, list) else None


@record
class Arrives:
    """Where carried units stand in a mission instead of their side's deployment zone:
    one area for every side (`area`) and/or an area per campaign side."""

    area: AreaRef | None = None
    by_side: dict[str, AreaRef] = field(default_factory=dict)

    def area_of(self, side: str) -> AreaRef | None:
        return self.by_side.get(side, self.area)


@record
class CampaignMission:
    """One step of the campaign: its file (relative to the campaign file), which mission
    side each campaign side plays, the next mission by outcome, what it carries on."""

    id: str
    file: str
    sides: dict[str, str] | None = None
    next: dict[str, str] = field(default_factory=dict)
    carry: list[Carry] = field(default_factory=list)
    arrives: Arrives | None = None

    def side_map(self, campaign_sides: list[str], mission_sides: list[str]) -> dict[str, str]:
        """Campaign side -> mission side: the `sides:` mapping, or by default every
        campaign side that is also a side id of the mission."""
        if self.sides is not None:
            return dict(self.sides)
        return {s: s for s in campaign_sides if s in mission_sides}

    def outcome_key(self, winner: str | None, mapping: dict[str, str]) -> str | None:
        """The key of `next` that a result (the mission side that won, None a draw) takes:
        the winner's mission side id or the campaign side that plays it, or `draw`."""
        if winner is None:
            return DRAW if DRAW in self.next else None
        if winner in self.next:
            return winner
        return next((c for c, m in mapping.items() if m == winner and c in self.next), None)


@record
class Campaign:
    name: str  # name and description: a plain str or a Text (engine.scenario.texts)
    sides: list[str]
    start: str
    missions: list[CampaignMission]
    description: str | None = None
    variables: dict[str, Value] | None = None
    format: str = FORMAT

    def mission(self, mission_id: str) -> CampaignMission | None:
        return next((m for m in self.missions if m.id == mission_id), None)

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Campaign:
        """Build from schema-valid data (schemas/campaign.schema.json)."""
        return cls(
            format=data["format"], name=as_text(data["name"]),
            description=as_text(data.get("description")),
            sides=list(data["sides"]), start=data["start"],
            missions=[_mission(m) for m in data["missions"]],
            variables=dict(data["variables"]) if "variables" in data else None)

    def to_data(self) -> dict[str, Any]:
        out: dict[str, Any] = {"format": self.format, "name": text_data(self.name)}
        if self.description is not None:
            out["description"] = text_data(self.description)
        out["sides"] = list(self.sides)
        out["start"] = self.start
        out["missions"] = [_mission_data(m) for m in self.missions]
        if self.variables is not None:
            out["variables"] = dict(self.variables)
        return out


def _mission(d: dict[str, Any]) -> CampaignMission:
    arrives = d.get("arrives")
    return CampaignMission(
        id=d["id"], file=d["file"],
        sides=dict(d["sides"]) if "sides" in d else None,
        next=dict(d.get("next") or {}),
        carry=[Carry(side=c["side"], units=list(c["units"]) if isinstance(c["units"], list)
                     else c["units"]) for c in d.get("carry") or []],
        arrives=None if arrives is None else Arrives(
            area=parse_area_ref(arrives["area"]) if "area" in arrives else None,
            by_side={k: parse_area_ref(v["area"]) for k, v in arrives.items() if k != "area"}))


def _mission_data(m: CampaignMission) -> dict[str, Any]:
    d: dict[str, Any] = {"id": m.id, "file": m.file}
    if m.sides is not None:
        d["sides"] = dict(m.sides)
    if m.next:
        d["next"] = dict(m.next)
    if m.carry:
        d["carry"] = [{"side": c.side, "units": list(c.units) if isinstance(c.units, list)
                       else c.units} for c in m.carry]
    if m.arrives is not None:
        a: dict[str, Any] = {}
        if m.arrives.area is not None:
            a["area"] = area_ref_data(m.arrives.area)
        for side, area in m.arrives.by_side.items():
            a[side] = {"area": area_ref_data(area)}
        d["arrives"] = a
    return d
