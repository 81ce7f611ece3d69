"""A Tiled map as a scenario (DESIGN.md "Tiled maps"). A tile's terrain is its
`clumsy_terrain` property, else the terrain map's entry for its tileset and id or its class,
else the terrain whose colour is nearest to the tile's mean colour (a warning counts those
cells)."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import field
from pathlib import Path
from typing import Any

import numpy as np

from engine.catalog import load_catalog
from engine.interop.errors import ConvertError
from engine.interop.limits import check_grid
from engine.interop.terrain_map import TerrainMap
from engine.interop.tile_images import TileColours, hex_rgb, nearest
from engine.interop.tiled_export import (
    JSON_KEYS_PROPERTY,
    LIST_KEYS,
    MISSION_PROPERTY,
    NO_CELL_PROPERTY,
    OBJECT_LAYERS,
    TERRAIN_LAYER,
    TERRAIN_PROPERTY,
)
from engine.interop.tiled_geometry import TileGeometry
from engine.interop.tiled_map import MapObject, TiledMap
from engine.records import record
from engine.scenario.defaults import scenario_defaults
from engine.scenario.mapgen import DEFAULT_SIDES
from engine.scenario.model import Scenario
from engine.scenario.packs import build_catalog, read_packs
from engine.scenario.validation import validate_source
from engine.scenario.yaml_source import SourceDocument

Cell = tuple[int, int]
NEW_ROUNDS = 20
_KIND_OF_LAYER = {name.lower(): kind for name, kind in OBJECT_LAYERS.items()}
_LAYER_OF_KIND = {kind: name for name, kind in OBJECT_LAYERS.items()}


@record
class Imported:
    scenario: Scenario
    warnings: list[str] = field(default_factory=list)


def import_map(tmap: TiledMap, where: str, terrain_map: TerrainMap | None = None) -> Imported:
    grid = check_grid(where, tmap.orientation, tmap.staggeraxis, tmap.staggerindex,
                      tmap.infinite)
    geometry = TileGeometry(grid == "hex", tmap.tilewidth, tmap.tileheight,
                            tmap.hexsidelength or 0)
    warnings: list[str] = []
    mission_warnings: list[str] = []
    data = _mission_base(tmap, where, mission_warnings)
    # the terrain of the mission's rule packs (kept in the map's mission property) too
    packs = read_packs(SourceDocument(data), where)
    terrain = build_catalog(packs.packs).catalog.terrain if packs.packs else None
    rows = _terrain_rows(tmap, where, terrain_map or TerrainMap(), warnings, terrain)
    warnings += mission_warnings
    data["map"] = {**data.get("map", {}), "width": tmap.width, "height": tmap.height,
                   "terrain": "".join(r + "\n" for r in rows)}
    if grid == "square" or "grid" in data["map"]:
        data["map"]["grid"] = grid
    placed = _objects(tmap, geometry, warnings)
    for layer_name in OBJECT_LAYERS:
        if placed.get(layer_name):
            data[layer_name] = placed[layer_name]
    data = _ordered(data)
    # Checked as data (the YAML text would only add positions, and half the time), without
    # the checks that play the game forward (seconds on a big map: `clumsy validate` and the
    # editor's background validation give those)
    problems, shape_ok = validate_source(SourceDocument(data), where, deep=False)
    if not shape_ok:
        first = next((p for p in problems if p.severity == "error"), None)
        raise ConvertError(where, "the map's mission and objects do not make a scenario: "
                                  + (first.message if first else "unknown problem"))
    scenario = Scenario.from_data(data)
    warnings += [f"{p.severity}: {p.message}" for p in problems]
    return Imported(scenario, warnings)


def foreign_tiles(tmap: TiledMap) -> bool:
    """Whether some tile of the map's tilesets has no `clumsy_terrain` of ours: its terrain
    would come from a terrain map or from its colour."""
    catalog = load_catalog().terrain
    for ts in tmap.tilesets:
        for local in range(ts.tilecount if ts.tilecount is not None else len(ts.tiles)):
            char = ts.tiles[local].properties.get(TERRAIN_PROPERTY) if local in ts.tiles else None
            if not isinstance(char, str) or char not in catalog:
                return True
    return False


def _ordered(data: dict[str, Any]) -> dict[str, Any]:
    m = data["map"]
    data["map"] = {k: m[k] for k in ("grid", "width", "height", "terrain") if k in m}
    return data


# -- terrain --------------------------------------------------------------------------------

def _terrain_rows(tmap: TiledMap, where: str, terrain_map: TerrainMap,
                  warnings: list[str], terrain: Any = None) -> list[str]:
    layers = [x for x in tmap.tile_layers() if x.visible]
    named = [x for x in layers if x.name == TERRAIN_LAYER]
    layers = named or layers
    if not layers:
        raise ConvertError(where, "the map has no visible tile layer to take the terrain from")
    top = np.zeros(tmap.width * tmap.height, dtype=np.int64)
    for layer in layers:  # bottom to top: the top-most tile of a cell wins
        gids = np.asarray(layer.gids, dtype=np.int64)
        top = np.where(gids != 0, gids, top)
    used, inverse = np.unique(top, return_inverse=True)
    catalog = terrain if terrain is not None else load_catalog().terrain
    palette = [(hex_rgb(t.color), c) for c, t in catalog.items()]
    colours = TileColours()
    chars: list[str] = []
    by_colour = blank = 0
    unknown: Counter[str] = Counter()  # clumsy_terrain values no terrain has -> cells
    base = scenario_defaults().base_terrain
    counts = np.bincount(inverse, minlength=len(used))
    for gid, count in zip(used.tolist(), counts.tolist(), strict=False):
        if gid == 0:
            chars.append(base)
            warnings.append(f"{count} empty cell(s) became {base!r}")
            continue
        char, how = _terrain_of(tmap, where, gid, terrain_map, catalog, palette, colours)
        if how == "colour":
            by_colour += count
        elif how == "blank":
            blank += count
        elif how.startswith("unknown:"):
            unknown[how.removeprefix("unknown:")] += count
        chars.append(char)
    if by_colour:
        warnings.append(f"{by_colour} cell(s) took the terrain of the nearest colour (no "
                        f"{TERRAIN_PROPERTY} property or terrain map entry for their tile)")
    for value, count in sorted(unknown.items()):
        warnings.append(f"{count} cell(s) of tiles whose {TERRAIN_PROPERTY} is {value!r}, "
                        "which no terrain of terrain.yaml has, took the terrain of the "
                        "nearest colour")
    if blank:
        warnings.append(f"{blank} cell(s) of tiles with no opaque pixel (no terrain and no "
                        f"colour to go by) became {base!r}")
    grid_chars = np.array(chars, dtype="<U1")[inverse].reshape(tmap.height, tmap.width)
    return ["".join(row) for row in grid_chars.tolist()]


def _terrain_of(tmap: TiledMap, where: str, gid: int, terrain_map: TerrainMap,
                catalog: Any, palette: list[Any], colours: TileColours) -> tuple[str, str]:
    """The tile's terrain and how it was found: "property", "map", "colour", "blank" (no
    opaque pixel: the base terrain), or "unknown:VALUE" (a clumsy_terrain no terrain has,
    then the colour)."""
    ts = tmap.tileset_of(gid)
    if ts is None:
        raise ConvertError(where, f"tile number {gid} belongs to no tileset of the map")
    local = gid - ts.firstgid
    tile = ts.tiles.get(local)
    how = "colour"
    if tile is not None and TERRAIN_PROPERTY in tile.properties:
        char = tile.properties[TERRAIN_PROPERTY]
        if isinstance(char, str) and char in catalog:
            return char, "property"
        how = f"unknown:{str(char)[:20]}"
    found = terrain_map.lookup(ts.name, local, tile.type if tile else None)
    if found is not None:
        return found, "map"
    rgb = colours.mean(ts, local)
    if rgb is None:
        return scenario_defaults().base_terrain, "blank"
    return nearest(rgb, palette), how


# -- the mission ----------------------------------------------------------------------------

def _mission_base(tmap: TiledMap, where: str, warnings: list[str]) -> dict[str, Any]:
    text = tmap.properties.get(MISSION_PROPERTY)
    if isinstance(text, str):
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, RecursionError):
            data = None
        if isinstance(data, dict):
            return data
        warnings.append(f"the map property {MISSION_PROPERTY} is not a mission; ignored")
    return {"format": "clumsy-scenario/1", "name": Path(where).stem or "Imported map",
            "rounds": NEW_ROUNDS, "first_side": DEFAULT_SIDES[0].id,
            "sides": [vars(s).copy() for s in DEFAULT_SIDES]}


def _objects(tmap: TiledMap, geometry: TileGeometry,
             warnings: list[str]) -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = {}
    areas: dict[str, dict[str, Any]] = {}
    skipped = Counter[str]()
    for layer in tmap.object_layers():
        for obj in layer.objects:
            kind = obj.type.lower() or _KIND_OF_LAYER.get(layer.name.lower(), "")
            if kind not in _LAYER_OF_KIND:
                skipped["of no class we know (feature, unit, label, area)"] += 1
                continue
            if kind == "area":
                _add_area(areas, obj, geometry, tmap, skipped)
                continue
            item = _item(obj)
            if item.pop(NO_CELL_PROPERTY, False) is not True:
                cell = geometry.cell_at(*_anchor(obj))
                if not (0 <= cell[0] < tmap.width and 0 <= cell[1] < tmap.height):
                    skipped["outside the map"] += 1
                    continue
                item["at"] = list(cell)
            if kind == "label":
                item.setdefault("text", obj.name)
            out.setdefault(_LAYER_OF_KIND[kind], []).append(item)
    if areas:
        out["areas"] = list(areas.values())
    for why, count in skipped.items():
        warnings.append(f"{count} object(s) {why} left out")
    return out


def _item(obj: MapObject) -> dict[str, Any]:
    item: dict[str, Any] = {}
    maps = str(obj.properties.get(JSON_KEYS_PROPERTY, "")).split(",")
    for key, value in obj.properties.items():
        if key == JSON_KEYS_PROPERTY:
            continue
        if key in LIST_KEYS and isinstance(value, str):
            try:
                value = json.loads(value)
            except json.JSONDecodeError:
                value = [v.strip() for v in value.split(",") if v.strip()]
        elif key in maps and isinstance(value, str):
            try:
                value = json.loads(value)  # a text in several languages
            except json.JSONDecodeError:
                pass  # left as the text it is; validation says what is wrong
        item[key] = value
    return item


def _anchor(obj: MapObject) -> tuple[float, float]:
    """The point of an object that picks its cell: a point itself, a box's middle."""
    if obj.polygon:
        xs, ys = zip(*obj.polygon, strict=False)
        return (obj.x + sum(xs) / len(xs), obj.y + sum(ys) / len(ys))
    return (obj.x + obj.width / 2, obj.y + obj.height / 2)


def _add_area(areas: dict[str, dict[str, Any]], obj: MapObject, geometry: TileGeometry,
              tmap: TiledMap, skipped: Counter[str]) -> None:
    props = dict(obj.properties)
    area_id = str(props.get("id") or obj.name)
    if not area_id:
        skipped["of class area without a name"] += 1
        return
    area = areas.setdefault(area_id, {"id": area_id, "cells": []})
    if isinstance(props.get("name"), str):
        area["name"] = props["name"]
        area["cells"] = area.pop("cells")  # keep the canonical key order: id, name, cells
    for cell in _covered(obj, geometry, tmap):
        if list(cell) not in area["cells"]:
            area["cells"].append(list(cell))


def _covered(obj: MapObject, geometry: TileGeometry, tmap: TiledMap) -> list[Cell]:
    """The map cells whose centre lies inside the object (a point: the cell under it)."""
    if obj.point or not (obj.width or obj.height or obj.polygon):
        cell = geometry.cell_at(obj.x, obj.y)
        return [cell] if 0 <= cell[0] < tmap.width and 0 <= cell[1] < tmap.height else []
    if obj.polygon:
        xs, ys = zip(*obj.polygon, strict=False)
        x0, y0, x1, y1 = obj.x + min(xs), obj.y + min(ys), obj.x + max(xs), obj.y + max(ys)
    else:
        x0, y0, x1, y1 = obj.x, obj.y, obj.x + obj.width, obj.y + obj.height
    rows = range(max(0, int(y0 // geometry.row_height) - 1),
                 min(tmap.height, int(y1 // geometry.row_height) + 2))
    cols = range(max(0, int(x0 // geometry.tilewidth) - 1),
                 min(tmap.width, int(x1 // geometry.tilewidth) + 2))
    found = []
    for row in rows:
        for col in cols:
            cx, cy = geometry.centre((col, row))
            if obj.polygon:
                if _inside(cx - obj.x, cy - obj.y, obj.polygon):
                    found.append((col, row))
            elif x0 <= cx < x1 and y0 <= cy < y1:
                found.append((col, row))
    return found


def _inside(x: float, y: float, polygon: list[tuple[float, float]]) -> bool:
    inside = False
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1], strict=False):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside
