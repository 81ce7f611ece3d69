"""Tiled's JSON pieces shared by maps and tilesets: the guarded parse, checked values,
typed properties, and a tileset (embedded in a .tmj or an external .tsj)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine.interop.errors import ConvertError
from engine.interop.limits import read_input, relative
from engine.interop.tiled_map import Tile, Tileset
from engine.interop.tsx_format import typed_value

JsonObject = dict[str, Any]


def json_load(where: str, raw: bytes, what: str) -> JsonObject:
    try:
        data = json.loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise ConvertError(where, f"not a Tiled {what}: the file is not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise ConvertError(where, f"not a Tiled {what}: not valid JSON at line {exc.lineno}, "
                                  f"column {exc.colno}") from None
    except RecursionError:
        raise ConvertError(where, f"not a Tiled {what}: the JSON nests too deep") from None
    if not isinstance(data, dict):
        raise ConvertError(where, f"not a Tiled {what}: the JSON is not an object")
    return data


def json_int(where: str, obj: JsonObject, key: str, default: int | None = None) -> int:
    value = obj.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ConvertError(where, f"{key!r} must be a whole number, not {value!r}")
    return value


def json_float(where: str, obj: JsonObject, key: str) -> float:
    value = obj.get(key, 0)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or abs(value) > 1e9:
        raise ConvertError(where, f"{key!r} must be a number, not {value!r}")
    return float(value)


def json_str(obj: JsonObject, key: str, default: str = "") -> str:
    value = obj.get(key, default)
    return value if isinstance(value, str) else default


def json_list(where: str, obj: JsonObject, key: str) -> list[JsonObject]:
    value = obj.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        raise ConvertError(where, f"{key!r} must be a list of objects")
    return value


def read_properties(where: str, obj: JsonObject) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for p in json_list(where, obj, "properties"):
        name, kind, value = p.get("name"), json_str(p, "type", "string"), p.get("value")
        if not isinstance(name, str):
            continue
        if kind == "bool":
            out[name] = value is True
        elif kind in ("int", "float", "object") and isinstance(value, (int, float)) \
                and not isinstance(value, bool):
            out[name] = int(value) if kind != "float" else float(value)
        else:
            out[name] = typed_value(where, name, kind, str(value))
    return out


def read_tsj(path: Path, firstgid: int, source: str) -> Tileset:
    data = json_load(str(path), read_input(path, "tileset"), "tileset")
    ts = tileset_from_json(str(path), data, firstgid, path.parent)
    ts.source = source
    return ts


def tileset_from_json(where: str, data: JsonObject, firstgid: int, base: Path) -> Tileset:
    ts = Tileset(firstgid=firstgid, name=json_str(data, "name"),
                 tilewidth=json_int(where, data, "tilewidth"), tileheight=json_int(where, data, "tileheight"),
                 spacing=json_int(where, data, "spacing", 0), margin=json_int(where, data, "margin", 0),
                 columns=json_int(where, data, "columns", 0) or None,
                 tilecount=json_int(where, data, "tilecount", 0) or None)
    if isinstance(data.get("image"), str) and data["image"]:
        ts.image = relative(base, data["image"])
        ts.image_width = json_int(where, data, "imagewidth", 0) or None
        ts.image_height = json_int(where, data, "imageheight", 0) or None
        trans = data.get("transparentcolor")
        ts.trans = trans.lstrip("#") if isinstance(trans, str) else None
    for t in json_list(where, data, "tiles"):
        tile = Tile(id=json_int(where, t, "id"), type=json_str(t, "class") or json_str(t, "type") or None,
                    properties=read_properties(where, t))
        if isinstance(t.get("image"), str) and t["image"]:
            tile.image = relative(base, t["image"])
        ts.tiles[tile.id] = tile
    return ts
