"""`clumsy render`: the editor's painter, headless, through the engine's command line."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage

from conftest import FIXTURES, SCENARIOS, nonempty
from engine.catalog import load_catalog
from engine.cli.main import main


def test_render_writes_a_png_of_the_map(tmp_path, capsys):
    out = tmp_path / "map.png"
    assert main(["render", str(FIXTURES / "base.yaml"), "-o", str(out), "--cell-size", "20"]) == 0
    image = QImage(str(out))
    assert not image.isNull()
    assert 8 * 20 * 1.7 < image.width() < 8 * 20 * 1.8 + 20  # 8 hexes of width sqrt(3)*20, odd rows shifted
    forest = QColor(load_catalog().terrain["F"].color)
    # cell (2, 0) is forest: its centre pixel is the forest colour (decorations sit off-centre)
    x, y = int(20 * 3 ** 0.5 * 2.5), 20
    assert image.pixelColor(x, y + 8).name() in (forest.name(), "#1d4a26")
    assert "8x4 map drawn" in capsys.readouterr().out


def test_render_every_shipped_mission(tmp_path):
    for mission in nonempty(sorted(SCENARIOS.glob("*.yaml")), "mission in scenarios/"):
        out = tmp_path / (mission.stem + ".png")
        assert main(["render", str(mission), "-o", str(out), "--cell-size", "8"]) == 0
        assert out.stat().st_size > 1000


def test_render_refuses_bad_input_cleanly(tmp_path, capsys):
    assert main(["render", str(tmp_path / "missing.yaml"), "-o", str(tmp_path / "x.png")]) == 2
    bad = tmp_path / "bad.yaml"
    bad.write_text("format: clumsy-scenario/1\nname: x\n", encoding="utf-8")
    assert main(["render", str(bad), "-o", str(tmp_path / "x.png")]) == 1
    err = capsys.readouterr().err
    assert "needs the key 'map'" in err and "Traceback" not in err
    assert not (tmp_path / "x.png").exists()


def test_render_as_one_side_sees_it_darkens_the_fog(tmp_path, capsys):
    from editor.map.painter import MapPainter
    from editor.render.map_image import ensure_gui_application
    from engine.rules.sight_range import scenario_visible_cells
    from engine.scenario.io import load_scenario

    plain, fogged = tmp_path / "plain.png", tmp_path / "fog.png"
    mission = str(SCENARIOS / "river_crossing.yaml")
    assert main(["render", mission, "-o", str(plain), "--cell-size", "10"]) == 0
    assert main(["render", mission, "-o", str(fogged), "--cell-size", "10", "--side", "guard"]) == 0
    a, b = QImage(str(plain)), QImage(str(fogged))
    assert a.size() == b.size()
    scenario = load_scenario(mission)
    seen = scenario_visible_cells(scenario, "guard")
    ensure_gui_application()
    painter = MapPainter(scenario, 10.0)
    empty = [c for c in painter.grid.cells()
             if not scenario.units_at(c) and not scenario.features_at(c)
             and scenario.map.terrain_at(c) in ".="]
    dark = next(c for c in empty if c not in seen)
    lit = next(c for c in empty if c in seen)
    for cell, darker in ((dark, True), (lit, False)):
        p = painter.center(cell)
        x, y = int(p.x()), int(p.y())
        if darker:
            assert b.pixelColor(x, y).lightness() < a.pixelColor(x, y).lightness() - 20
        else:
            assert b.pixelColor(x, y) == a.pixelColor(x, y)
    assert main(["render", mission, "-o", str(fogged), "--side", "nobody"]) == 2
    assert "there is no side 'nobody'" in capsys.readouterr().err


def test_a_loop_over_an_empty_glob_is_refused(tmp_path):
    """The guard of the loop above: no mission found fails instead of checking nothing."""
    with pytest.raises(AssertionError, match="would check nothing"):
        nonempty(sorted(tmp_path.glob("*.yaml")), "mission")


def test_render_draws_the_transitions_unless_told_and_the_colour_blind_palette_if_told(
        tmp_path):
    """`clumsy render` draws the terrain transitions by default (--no-transitions: not)
    and the colour-blind safe palette with --colour-blind (issue 36)."""
    from editor.map.palettes import COLOUR_BLIND_TERRAIN

    shots = {}
    for name, flags in (("plain", []), ("flat", ["--no-transitions"]),
                        ("cb", ["--colour-blind", "--no-transitions"])):
        out = tmp_path / f"{name}.png"
        assert main(["render", str(FIXTURES / "base.yaml"), "-o", str(out),
                     "--cell-size", "30", *flags]) == 0
        shots[name] = QImage(str(out))
    assert shots["plain"] != shots["flat"]  # the forest fringes and shores
    colours = {shots["cb"].pixelColor(x, y).name() for x in range(0, shots["cb"].width(), 3)
               for y in range(0, shots["cb"].height(), 3)}
    assert COLOUR_BLIND_TERRAIN["F"] in colours and COLOUR_BLIND_TERRAIN["."] in colours
    assert load_catalog().terrain["F"].color.lower() not in colours


def test_render_draws_a_missions_own_terrain_in_its_pack_colour(tmp_path):
    """The Marsh Road's pack adds the marsh road and reed beds: drawn in their colours."""
    out = tmp_path / "marsh.png"
    mission = SCENARIOS / "marsh_road.yaml"
    assert main(["render", str(mission), "-o", str(out), "--cell-size", "12",
                 "--no-transitions"]) == 0
    image = QImage(str(out))
    seen = {image.pixelColor(x, y).name() for x in range(0, image.width(), 2)
            for y in range(0, image.height(), 2)}
    assert {"#8f9a6a", "#a3a34f"} <= seen
    assert "#ff00ff" not in seen  # no terrain drawn as unknown
