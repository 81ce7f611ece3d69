"""A campaign started at one of its missions (the editor's *Play from here*): the units a
campaign side may bring into it, and the mission with a chosen force entered.

The force a side may bring is what the carries of the missions leading here name: each
predecessor's units of that side (its own, its reinforcements and those carried into it)
that the carry takes, at full strength; a unit two ways bring, once."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.campaign.carry import Entry, enter_mission, reinforcement_units, strongest
from engine.campaign.io import LoadedCampaign
from engine.scenario.model import Unit


def possible_forces(loaded: LoadedCampaign, mission_id: str) -> dict[str, list[Unit]]:
    """Campaign side -> the units it may carry into `mission_id` (full strength, campaign
    ids), for the sides that play that mission."""
    return {side: units for (mid, side), units in forces_into(loaded).items()
            if mid == mission_id and units}


def forces_into(loaded: LoadedCampaign) -> dict[tuple[str, str], list[Unit]]:
    """(mission id, campaign side) -> every unit that side may carry into that mission,
    along any path of the campaign: a predecessor's own units and those carried into it,
    as its carry takes them (gathered until nothing more can come)."""
    campaign = loaded.campaign
    maps = {m.id: m.side_map(campaign.sides, [s.id for s in loaded.scenarios[m.id].sides])
            for m in campaign.missions if m.id in loaded.scenarios}
    into: dict[tuple[str, str], list[Unit]] = {}
    changed = True
    while changed:  # each pass only adds units of a finite set: it ends
        changed = False
        for mission in campaign.missions:
            if mission.id not in maps:
                continue
            scenario = loaded.scenarios[mission.id]
            for carry in mission.carry:
                played = maps[mission.id].get(carry.side)
                if played is None:
                    continue
                units = [u for u in [*scenario.units, *reinforcement_units(scenario)]
                         if u.side == played] + into.get((mission.id, carry.side), [])
                taken = strongest(u for u in units if carry.ids is None or u.id in carry.ids)
                for target in dict.fromkeys(mission.next.values()):
                    if carry.side not in maps.get(target, {}):
                        continue
                    have = into.setdefault((target, carry.side), [])
                    known = {u.id for u in have}
                    new = [u for u in taken if u.id not in known]
                    if new:
                        have += new
                        changed = True
    return into


def start_here(loaded: LoadedCampaign, mission_id: str,
               chosen: Mapping[str, Sequence[Unit]]) -> Entry:
    """The mission `mission_id` with the `chosen` units of each campaign side entered
    where the campaign says they arrive."""
    campaign = loaded.campaign
    mission = campaign.mission(mission_id)
    scenario = loaded.scenarios[mission_id]
    assert mission is not None
    mapping = mission.side_map(campaign.sides, [s.id for s in scenario.sides])
    arrivals = []
    for side, units in chosen.items():
        if side in mapping and units:
            area = mission.arrives.area_of(side) if mission.arrives is not None else None
            arrivals.append((mapping[side], area, list(units)))
    return enter_mission(scenario, arrivals)
