"""engine.scenario.resize: shifting, cropping and growing a map keeps the scenario coherent."""

from __future__ import annotations

import pytest

from engine.scenario.io import dump_scenario, load_scenario, scenario_from_text
from engine.scenario.resize import (
    anchor_offset,
    even_row_offset,
    resize_loss,
    resized_scenario,
)
from tests.conftest import FIXTURES


@pytest.fixture
def base():
    return load_scenario(FIXTURES / "base.yaml")


def errors_of(scenario):
    model, problems = scenario_from_text(dump_scenario(scenario))
    assert model is not None, problems
    return [p.message for p in problems if p.severity == "error"]


def test_growing_on_every_side_shifts_everything_and_stays_valid(base):
    out = resized_scenario(base, 12, 8, 2, 2, ".")
    assert (out.map.width, out.map.height) == (12, 8)
    assert out.map.rows[0] == "." * 12
    assert out.map.rows[2] == ".." + base.map.rows[0] + ".."
    assert out.unit("r1").at == (3, 3)
    assert out.unit("r3").at is None and out.unit("r2").cargo == ["r3"]
    assert out.features[0].at == (4, 3)
    escort = out.victory.objectives[1]
    assert escort.area == [(9, 3), (9, 4)]
    assert errors_of(out) == []
    assert base.map.width == 8  # the input is left alone


def test_cropping_drops_units_features_cargo_and_area_cells(base):
    out = resized_scenario(base, 4, 4, -2, 0, ".")  # keep columns 2-5
    ids = [u.id for u in out.units]
    assert "r1" not in ids and "r2" not in ids and "r3" not in ids  # r3 rode in r2
    assert "b2" not in ids and "b1" not in ids  # b1 at column 6 falls off too
    assert all(0 <= f.at[0] < 4 for f in out.features)
    kinds = [o.kind for o in out.victory.objectives]
    assert kinds == ["hold_until"]  # escort lost its units and area; kill_unit its target


def test_resize_loss_predicts_what_is_dropped(base):
    loss = resize_loss(base, 7, 4, 0, 0)
    assert loss.units == ("b2",) and loss.features == 2 and loss.area_cells == 2
    assert loss.objectives == 1  # the escort's whole area is gone
    assert resize_loss(base, 8, 4, 0, 0).empty


def test_hex_maps_refuse_an_odd_row_offset(base):
    with pytest.raises(ValueError, match="even"):
        resized_scenario(base, 8, 5, 0, 1, ".")
    square = resized_scenario(base, 8, 4, 0, 0, ".")
    square.map.grid = "square"
    assert resized_scenario(square, 8, 5, 0, 1, ".").unit("r1").at == (1, 2)


def test_anchor_and_even_offsets():
    assert [anchor_offset(8, 12, a) for a in (0, 1, 2)] == [0, 2, 4]
    assert [anchor_offset(8, 5, a) for a in (0, 1, 2)] == [0, -2, -3]
    assert [even_row_offset(v) for v in (-3, -2, -1, 0, 1, 2, 3)] == [-4, -2, -2, 0, 0, 2, 2]


@pytest.mark.parametrize("w, h, fill", [(0, 4, "."), (8, 300, "."), (8, 4, "..")])
def test_bad_sizes_and_fill_are_refused(base, w, h, fill):
    with pytest.raises(ValueError):
        resized_scenario(base, w, h, 0, 0, fill)
