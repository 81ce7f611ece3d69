"""Copy and paste a rectangle: units keep their cargo under new ids, features keep their
kind, victory points get fresh ids, and one undo takes the whole paste back."""

from __future__ import annotations

from conftest import FIXTURES
from editor.clipboard import copy_region, paste
from editor.document import ScenarioDocument
from engine.scenario.io import dump_scenario, load_scenario, scenario_from_text
from engine.scenario.model import Feature, Unit


def test_paste_keeps_cargo_features_and_vps_apart(qtbot):
    doc = ScenarioDocument(load_scenario(FIXTURES / "base.yaml"))
    west = {(c, r) for c in range(3) for r in range(4)}  # r1, r2 carrying r3, bridge, vp2, depot
    clip = copy_region(doc, west)
    assert clip is not None and (clip.width, clip.height) == (3, 4)
    assert all(isinstance(u, Unit) for u in clip.units)
    assert all(isinstance(f, Feature) for f in clip.features)
    assert sorted(u.id for u in clip.units) == ["r1", "r2", "r3"]
    assert sorted(f.kind for f in clip.features) == ["bridge", "building", "victory_point"]
    units_before, features_before = len(doc.scenario.units), len(doc.scenario.features)

    assert paste(doc, clip, (4, 0), stroke=1) is None

    new_units = doc.scenario.units[units_before:]
    new_features = doc.scenario.features[features_before:]
    by_type = {u.type: u for u in new_units}
    assert by_type["truck"].at == (5, 2) and by_type["truck"].cargo == [by_type["medic"].id]
    assert by_type["medic"].at is None and by_type["medic"].id not in {"r1", "r2", "r3"}
    assert {f.kind: f.at for f in new_features} == {
        "bridge": (6, 1), "victory_point": (4, 3), "building": (4, 0)}
    assert [f.id for f in new_features if f.kind == "victory_point"] == ["vp3"]
    ids = [u.id for u in doc.scenario.units]
    assert len(ids) == len(set(ids))
    _, problems = scenario_from_text(dump_scenario(doc.scenario), "pasted.yaml")
    assert not [p for p in problems if "cargo" in p.message or "unique" in p.message]

    doc.undo_stack.undo()
    assert len(doc.scenario.units) == units_before
    assert len(doc.scenario.features) == features_before
