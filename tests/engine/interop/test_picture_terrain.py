"""A picture as terrain: each cell the palette colour nearest to its mean colour, on hex and
square grids; the palette file says which picture colour is which terrain."""

from __future__ import annotations

from PIL import Image

from engine.interop.convert import ConvertOptions, convert
from engine.interop.picture import cells_for, picture_scenario

FOREST, WATER = (47, 107, 58), (74, 144, 217)  # terrain.yaml's forest and water


def halves(path, size=(400, 300)):
    """Left half forest green, right half water blue."""
    img = Image.new("RGB", size, FOREST)
    img.paste(WATER, (size[0] // 2, 0, size[0], size[1]))
    img.save(path)


def test_a_square_map_from_a_picture(tmp_path):
    halves(tmp_path / "p.png")
    scenario = picture_scenario(tmp_path / "p.png", "square", (4, 3))
    assert scenario.map.rows == ["FF~~"] * 3


def test_a_hex_map_keeps_the_picture_shape_and_shifts_odd_rows(tmp_path):
    halves(tmp_path / "p.png", (300, 300))
    width, height = cells_for((300, 300), "hex", 6)
    assert (width, height) == (6, 7)  # hex rows are 1.5 radii apart, columns sqrt(3)
    scenario = picture_scenario(tmp_path / "p.png", "hex", width=6)
    assert scenario.map.rows[0] == "FFF~~~"
    assert all(set(row) <= {"F", "~"} for row in scenario.map.rows)


def test_the_palette_file_maps_picture_colours_to_terrain(tmp_path):
    img = Image.new("RGB", (20, 10), (255, 0, 0))
    img.paste((0, 0, 255), (10, 0, 20, 10))
    img.save(tmp_path / "p.jpg")
    palette = tmp_path / "palette.yaml"
    palette.write_text('"#ff0000": "H"\n"#0000ff": "S"\n', encoding="utf-8")
    out = tmp_path / "map.yaml"
    convert(tmp_path / "p.jpg", out, ConvertOptions(palette=palette, grid="square",
                                                     cells=(2, 1)))
    assert "    HS\n" in out.read_text(encoding="utf-8")
