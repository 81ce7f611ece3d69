"""Resizing a map shifts and crops the mission's cells (DESIGN.md, "Mission events")."""

from __future__ import annotations

from conftest import SCENARIOS
from engine.scenario import mission as m
from engine.scenario.io import load_scenario
from engine.scenario.resize import resized_scenario


def test_mission_resize_shifts_and_crops_labels_areas_zones_and_reinforcements():
    s = load_scenario(SCENARIOS / "harrow_ford.yaml")
    out = resized_scenario(s, 24, 12, -2, 0, ".")
    labels = {str(x.text): x.at for x in out.labels}  # the English of each place name
    assert labels["Harrow"] == (18, 3) and "East road" in labels  # (24, 9) -> (22, 9)
    crossing = next(a for a in out.areas if a.id == "crossing")
    assert crossing.cells[0] == (14, 5)
    relief = next(e for e in out.events if e.id == "relief_column").do[0]
    assert isinstance(relief, m.Reinforce) and relief.units[0].at == (23, 8)
    cropped = resized_scenario(s, 20, 12, 0, 0, ".")
    assert "East road" not in {str(x.text) for x in cropped.labels}
    relief = next(e for e in cropped.events if e.id == "relief_column").do[0]
    assert relief.units == []  # the truck fell off, and its cargo with it
    setup = next(a for a in cropped.areas if a.id == "militia_setup")
    assert all(c[0] < 20 for c in setup.cells)
