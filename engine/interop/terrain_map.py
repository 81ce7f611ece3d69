"""The terrain map file of `clumsy convert --terrain-map MAP.yaml`: which terrain character a
foreign map's tile stands for, by tileset name and tile id, or by the tile's class (type).

    tiles:                 # tileset name -> tile id -> terrain character
      Desert: {29: ".", 30: "="}
    classes:               # tile class (Tiled 1.8: type) -> terrain character
      water: "~"
"""

from __future__ import annotations

from dataclasses import field
from pathlib import Path
from typing import Any

import yaml

from engine.catalog import load_catalog
from engine.interop.errors import ConvertError
from engine.interop.limits import read_input
from engine.records import record


@record
class TerrainMap:
    tiles: dict[tuple[str, int], str] = field(default_factory=dict)
    classes: dict[str, str] = field(default_factory=dict)

    def lookup(self, tileset: str, tile_id: int, tile_class: str | None) -> str | None:
        found = self.tiles.get((tileset, tile_id))
        if found is None and tile_class:
            found = self.classes.get(tile_class)
        return found


def load_yaml_mapping(path: Path, what: str) -> dict[str, Any]:
    """A small YAML file that must hold a mapping; ConvertError otherwise."""
    raw = read_input(path, what)
    if len(raw) > 1024 * 1024:
        raise ConvertError(str(path), f"the {what} is larger than 1 MiB")
    try:
        data = yaml.safe_load(raw.decode("utf-8-sig"))
    except (yaml.YAMLError, UnicodeDecodeError) as exc:
        mark = getattr(exc, "problem_mark", None)
        at = f" at line {mark.line + 1}" if mark is not None else ""
        raise ConvertError(str(path), f"the {what} is not readable YAML{at}") from None
    if not isinstance(data, dict):
        raise ConvertError(str(path), f"the {what} must be a YAML mapping")
    return data


def check_char(where: str, key: str, value: object) -> str:
    terrain = load_catalog().terrain
    if not isinstance(value, str) or value not in terrain:
        raise ConvertError(where, f"{key}: {value!r} is not a terrain character (one of "
                                  f"{''.join(terrain)})")
    return value


def load_terrain_map(path: Path) -> TerrainMap:
    where = str(path)
    data = load_yaml_mapping(path, "terrain map")
    unknown = set(data) - {"tiles", "classes"}
    if unknown:
        raise ConvertError(where, f"unknown key(s) {', '.join(sorted(map(str, unknown)))}; "
                                  "a terrain map has tiles and classes")
    out = TerrainMap()
    tiles = data.get("tiles") or {}
    classes = data.get("classes") or {}
    if not isinstance(tiles, dict) or not isinstance(classes, dict):
        raise ConvertError(where, "tiles and classes must be mappings")
    for tileset, by_id in tiles.items():
        if not isinstance(by_id, dict):
            raise ConvertError(where, f"tiles: {tileset}: must map tile ids to characters")
        for tile_id, char in by_id.items():
            if isinstance(tile_id, bool) or not isinstance(tile_id, int):
                raise ConvertError(where, f"tiles: {tileset}: {tile_id!r} is not a tile id")
            out.tiles[(str(tileset), tile_id)] = check_char(where, f"tiles: {tileset}: "
                                                                   f"{tile_id}", char)
    for name, char in classes.items():
        out.classes[str(name)] = check_char(where, f"classes: {name}", char)
    return out
