"""A scenario as a Tiled map (DESIGN.md "Tiled maps"): the terrain as one tile layer over a
tileset of our terrain colours and symbols, whose tiles carry `clumsy_terrain`; features, units, labels and
areas as object layers; the rest of the mission in the map property `clumsy_mission`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine.interop.errors import ConvertError
from engine.interop.tile_images import terrain_tileset_png
from engine.interop.tiled_geometry import TileGeometry
from engine.interop.tiled_map import MapObject, ObjectLayer, Tile, TiledMap, TileLayer, Tileset
from engine.scenario.model import Scenario
from engine.scenario.packs import catalog_of

TERRAIN_LAYER = "terrain"
TERRAIN_PROPERTY = "clumsy_terrain"
MISSION_PROPERTY = "clumsy_mission"
NO_CELL_PROPERTY = "clumsy_no_cell"  # a unit aboard a carrier: it has no cell
# object layer name -> the class (Tiled 1.8: "type") of its objects
OBJECT_LAYERS = {"features": "feature", "units": "unit", "labels": "label", "areas": "area"}
LIST_KEYS = ("cargo",)  # list values, stored as JSON text in a string property
# the keys of an object whose values are maps (a text in several languages), stored as JSON
# text in string properties and named in this property, comma-separated
JSON_KEYS_PROPERTY = "clumsy_json"
PLACED_KEYS = ("map", *OBJECT_LAYERS)  # what the layers hold; the rest is clumsy_mission


def tileset_image_name(out: Path) -> str:
    return f"{out.stem}-terrain.png"


def export_map(scenario: Scenario, image_name: str) -> tuple[TiledMap, bytes]:
    """The Tiled map of `scenario` and the PNG of its tileset (to be saved as image_name
    beside the map)."""
    grid = scenario.map.grid or "hex"
    geometry = TileGeometry.for_grid(grid)
    terrain = catalog_of(scenario).terrain  # the mission's rule packs' terrain too
    chars = list(terrain)
    index = {c: i for i, c in enumerate(chars)}
    gids = []
    for row_no, row in enumerate(scenario.map.rows):
        for col_no, char in enumerate(row):
            if char not in index:
                raise ConvertError(scenario.name, f"cell [{col_no}, {row_no}] has terrain "
                                                  f"{char!r}, which no terrain of terrain.yaml or of "
                                                  "the mission's rule packs has")
            gids.append(index[char] + 1)
    width, height = scenario.map.width, scenario.map.height
    tileset = Tileset(
        firstgid=1, name="clumsy terrain", tilewidth=geometry.tilewidth,
        tileheight=geometry.tileheight, image=Path(image_name),
        image_width=geometry.tilewidth * len(chars), image_height=geometry.tileheight,
        columns=len(chars), tilecount=len(chars),
        tiles={i: Tile(i, terrain[c].id, {TERRAIN_PROPERTY: c, "name": terrain[c].name})
               for i, c in enumerate(chars)})
    tmap = TiledMap(
        orientation="hexagonal" if geometry.hex else "orthogonal", width=width, height=height,
        tilewidth=geometry.tilewidth, tileheight=geometry.tileheight,
        hexsidelength=geometry.hexsidelength if geometry.hex else None,
        staggeraxis="y" if geometry.hex else None, staggerindex="odd" if geometry.hex else None,
        properties={MISSION_PROPERTY: json.dumps(_mission_rest(scenario), ensure_ascii=False,
                                                 separators=(",", ":"))},
        tilesets=[tileset], layers=[TileLayer(TERRAIN_LAYER, width, height, gids)])
    data = scenario.to_data()
    ids = iter(range(1, 1 << 31))
    for layer_name, kind in OBJECT_LAYERS.items():
        layer = ObjectLayer(layer_name)
        for item in data.get(layer_name, []):
            if kind == "area":
                layer.objects += [_cell_box(next(ids), geometry, item, tuple(cell))
                                  for cell in item["cells"]]
            else:
                layer.objects.append(_point(next(ids), geometry, kind, item))
        tmap.layers.append(layer)
    png = terrain_tileset_png([terrain[c].color for c in chars], geometry, chars)
    return tmap, png


def _mission_rest(scenario: Scenario) -> dict[str, Any]:
    data = scenario.to_data()
    rest = {k: v for k, v in data.items() if k not in PLACED_KEYS}
    rest["map"] = {k: v for k, v in data["map"].items()
                   if k not in ("width", "height", "terrain")}
    return rest


def _properties(item: dict[str, Any]) -> dict[str, Any]:
    props = {k: json.dumps(v, ensure_ascii=False) if k in LIST_KEYS or isinstance(v, dict)
             else v for k, v in item.items() if k != "at"}
    maps = [k for k, v in item.items() if isinstance(v, dict)]
    if maps:
        props[JSON_KEYS_PROPERTY] = ",".join(maps)
    return props


def _point(obj_id: int, geometry: TileGeometry, kind: str, item: dict[str, Any]) -> MapObject:
    props = _properties(item)
    text = item.get("text")
    if isinstance(text, dict):  # a text in several languages: its first one names it
        text = next(iter(text.values()), None)
    name = str(text or item.get("id") or item.get("kind") or kind)
    if item.get("at") is None:  # a unit aboard: kept in order, hidden, with no cell
        props[NO_CELL_PROPERTY] = True
        return MapObject(obj_id, 0.0, 0.0, name, kind, point=True, visible=False,
                         properties=props)
    x, y = geometry.centre(tuple(item["at"]))
    return MapObject(obj_id, x, y, name, kind, point=True, properties=props)


def _cell_box(obj_id: int, geometry: TileGeometry, item: dict[str, Any],
              cell: tuple[int, int]) -> MapObject:
    x, y = geometry.tile_origin(cell)
    props = {k: v for k, v in item.items() if k != "cells"}
    return MapObject(obj_id, x, y, str(item["id"]), "area", width=geometry.tilewidth,
                     height=geometry.tileheight, properties=props)
