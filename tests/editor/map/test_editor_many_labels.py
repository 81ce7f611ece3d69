"""A mission with 20,000 labels opens at once (issue 38, repro r28: it took 34 s): the
map paints one name a cell, the last, never every label piled on the cell."""

from __future__ import annotations

from conftest import FIXTURES, open_window
from editor.map import overlay_painting
from engine.scenario.io import load_scenario
from engine.scenario.mission import Label


def test_twenty_thousand_labels_paint_one_name_a_cell(qtbot, tmp_path, monkeypatch):
    scenario = load_scenario(FIXTURES / "base.yaml")
    scenario.labels = [Label(at=(i % 8, (i // 8) % 4), text=f"L{i}") for i in range(20_000)]
    painted: list[str] = []
    real = overlay_painting.OverlayPainting.paint_text

    def counting(self, painter, at, text, color, size=0.55):
        painted.append(text)
        real(self, painter, at, text, color, size)

    monkeypatch.setattr(overlay_painting.OverlayPainting, "paint_text", counting)
    win = open_window(qtbot, tmp_path, scenario, tmp_path / "labels.yaml")
    painted.clear()
    win.view.viewport().grab()  # a real paint of the view
    assert 0 < len(painted) <= 8 * 4
    assert "L19999" in painted and "L0" not in painted
