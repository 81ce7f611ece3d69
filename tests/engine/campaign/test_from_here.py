"""A campaign started at one of its missions with a chosen carried force."""

from __future__ import annotations

from conftest import SCENARIOS
from engine.campaign.from_here import possible_forces, start_here
from engine.campaign.load import load_campaign


def test_the_force_each_side_may_bring_and_the_mission_started_with_part_of_it():
    loaded = load_campaign(SCENARIOS / "wend.campaign.yml")
    forces = possible_forces(loaded, "vell")
    assert {s: [u.id for u in units] for s, units in forces.items()} == {
        "marches": ["m_inf1", "m_eng1", "m_tank1"]}  # from kessel and harrow, once
    assert possible_forces(loaded, "crossing") == {}  # the start: nothing comes in
    entry = start_here(loaded, "vell", {"marches": forces["marches"][1:]})
    added = entry.scenario.units[len(loaded.scenarios["vell"].units):]
    assert [(u.id, u.side) for u in added] == [("m_eng1", "raiders"), ("m_tank1", "raiders")]
    camp = set(loaded.scenarios["vell"].deployment_zone("raiders"))
    assert all(u.at in camp for u in added) and not entry.unplaced
