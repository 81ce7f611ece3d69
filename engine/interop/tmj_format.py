"""Tiled's JSON map format (.tmj, and .tsj tilesets) to and from a TiledMap."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine.interop.errors import ConvertError
from engine.interop.layer_data import decode_gids, gids_from_list
from engine.interop.limits import check_grid, check_size, read_input, relative
from engine.interop.tiled_map import MapObject, ObjectLayer, Tile, TiledMap, TileLayer, Tileset
from engine.interop.tmx_format import MAX_GROUP_DEPTH, TMX_VERSION, typed_value

JsonObject = dict[str, Any]


def _load(where: str, raw: bytes, what: str) -> JsonObject:
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


def _int(where: str, obj: JsonObject, key: str, default: int | None = None) -> int:
    value = obj.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ConvertError(where, f"{key!r} must be a whole number, not {value!r}")
    return value


def _float(where: str, obj: JsonObject, key: str) -> float:
    value = obj.get(key, 0)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or abs(value) > 1e9:
        raise ConvertError(where, f"{key!r} must be a number, not {value!r}")
    return float(value)


def _str(obj: JsonObject, key: str, default: str = "") -> str:
    value = obj.get(key, default)
    return value if isinstance(value, str) else default


def _list(where: str, obj: JsonObject, key: str) -> list[JsonObject]:
    value = obj.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        raise ConvertError(where, f"{key!r} must be a list of objects")
    return value


def read_properties(where: str, obj: JsonObject) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for p in _list(where, obj, "properties"):
        name, kind, value = p.get("name"), _str(p, "type", "string"), p.get("value")
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


def read_tmj(path: Path) -> TiledMap:
    where = str(path)
    data = _load(where, read_input(path, "map"), "map")
    if data.get("type", "map") != "map":
        raise ConvertError(where, f"not a Tiled map: its type is {data.get('type')!r}")
    tmap = TiledMap(
        orientation=_str(data, "orientation", "orthogonal"),
        width=_int(where, data, "width"), height=_int(where, data, "height"),
        tilewidth=_int(where, data, "tilewidth"), tileheight=_int(where, data, "tileheight"),
        hexsidelength=_int(where, data, "hexsidelength", 0),
        staggeraxis=data.get("staggeraxis"), staggerindex=data.get("staggerindex"),
        infinite=data.get("infinite") is True)
    check_grid(where, tmap.orientation, tmap.staggeraxis, tmap.staggerindex, tmap.infinite)
    check_size(where, tmap.width, tmap.height)
    if tmap.tilewidth < 1 or tmap.tileheight < 1:
        raise ConvertError(where, "the map's tile size must be at least 1x1 pixels")
    tmap.properties = read_properties(where, data)
    for ts in _list(where, data, "tilesets"):
        tmap.tilesets.append(_read_tileset(where, ts, path.parent))
    _read_layers(where, data, tmap, 0)
    return tmap


def _read_layers(where: str, parent: JsonObject, tmap: TiledMap, depth: int) -> None:
    if depth > MAX_GROUP_DEPTH:
        raise ConvertError(where, f"layer groups nest more than {MAX_GROUP_DEPTH} deep")
    for layer in _list(where, parent, "layers"):
        kind, visible, name = layer.get("type"), layer.get("visible", True) is not False, \
            _str(layer, "name")
        if kind == "tilelayer":
            tmap.layers.append(_read_tile_layer(where, layer, tmap, name, visible))
        elif kind == "objectgroup":
            tmap.layers.append(ObjectLayer(name, [_read_object(where, o) for o in
                                                  _list(where, layer, "objects")], visible))
        elif kind == "group" and visible:
            _read_layers(where, layer, tmap, depth + 1)


def _read_tile_layer(where: str, layer: JsonObject, tmap: TiledMap, name: str,
                     visible: bool) -> TileLayer:
    at = f"{where}: layer {name!r}"
    width, height = _int(at, layer, "width", tmap.width), _int(at, layer, "height", tmap.height)
    if (width, height) != (tmap.width, tmap.height):
        raise ConvertError(at, f"the layer is {width}x{height}, the map {tmap.width}x"
                               f"{tmap.height}; resize the layer to the map in Tiled")
    if "chunks" in layer:
        raise ConvertError(at, "the layer is stored in chunks (an infinite map); not supported")
    data = layer.get("data")
    if isinstance(data, str):
        gids = decode_gids(at, data, _str(layer, "encoding", "base64"),
                           _str(layer, "compression"), width * height)
    else:
        gids = gids_from_list(at, data, width * height)
    return TileLayer(name, width, height, gids, visible)


def _read_object(where: str, o: JsonObject) -> MapObject:
    obj = MapObject(id=_int(where, o, "id", 0), x=_float(where, o, "x"), y=_float(where, o, "y"),
                    name=_str(o, "name"), type=_str(o, "class") or _str(o, "type"),
                    width=_float(where, o, "width"), height=_float(where, o, "height"),
                    point=o.get("point") is True, visible=o.get("visible", True) is not False,
                    properties=read_properties(where, o))
    if "polygon" in o:
        obj.polygon = [(_float(where, p, "x"), _float(where, p, "y"))
                       for p in _list(where, o, "polygon")]
    return obj


def _read_tileset(where: str, ts: JsonObject, base: Path) -> Tileset:
    firstgid = _int(where, ts, "firstgid", 1)
    source = ts.get("source")
    if isinstance(source, str):
        path = relative(base, source)
        if path.suffix.lower() == ".tsx":
            from engine.interop.tmx_format import parse_xml, tileset_from_xml
            root = parse_xml(str(path), read_input(path, "tileset"), "tileset")
            found = tileset_from_xml(str(path), root, firstgid, path.parent)
            found.source = source
            return found
        return read_tsj(path, firstgid, source)
    return tileset_from_json(where, ts, firstgid, base)


def read_tsj(path: Path, firstgid: int, source: str) -> Tileset:
    data = _load(str(path), read_input(path, "tileset"), "tileset")
    ts = tileset_from_json(str(path), data, firstgid, path.parent)
    ts.source = source
    return ts


def tileset_from_json(where: str, data: JsonObject, firstgid: int, base: Path) -> Tileset:
    ts = Tileset(firstgid=firstgid, name=_str(data, "name"),
                 tilewidth=_int(where, data, "tilewidth"), tileheight=_int(where, data, "tileheight"),
                 spacing=_int(where, data, "spacing", 0), margin=_int(where, data, "margin", 0),
                 columns=_int(where, data, "columns", 0) or None,
                 tilecount=_int(where, data, "tilecount", 0) or None)
    if isinstance(data.get("image"), str) and data["image"]:
        ts.image = relative(base, data["image"])
        ts.image_width = _int(where, data, "imagewidth", 0) or None
        ts.image_height = _int(where, data, "imageheight", 0) or None
        trans = data.get("transparentcolor")
        ts.trans = trans.lstrip("#") if isinstance(trans, str) else None
    for t in _list(where, data, "tiles"):
        tile = Tile(id=_int(where, t, "id"), type=_str(t, "class") or _str(t, "type") or None,
                    properties=read_properties(where, t))
        if isinstance(t.get("image"), str) and t["image"]:
            tile.image = relative(base, t["image"])
        ts.tiles[tile.id] = tile
    return ts


# -- writing -------------------------------------------------------------------------------

def _props(props: dict[str, Any]) -> list[JsonObject]:
    out = []
    for name, value in props.items():
        kind = ("bool" if isinstance(value, bool) else "int" if isinstance(value, int)
                else "float" if isinstance(value, float) else "string")
        out.append({"name": name, "type": kind, "value": value})
    return out


def _with_props(obj: JsonObject, props: dict[str, Any]) -> JsonObject:
    if props:
        obj["properties"] = _props(props)
    return obj


def write_tmj(tmap: TiledMap) -> bytes:
    objects = [o for layer in tmap.object_layers() for o in layer.objects]
    out: JsonObject = {
        "type": "map", "version": TMX_VERSION, "orientation": tmap.orientation,
        "renderorder": "right-down", "width": tmap.width, "height": tmap.height,
        "tilewidth": tmap.tilewidth, "tileheight": tmap.tileheight, "infinite": False,
        "nextlayerid": len(tmap.layers) + 1,
        "nextobjectid": max((o.id for o in objects), default=0) + 1,
    }
    if tmap.orientation == "hexagonal":
        out.update(hexsidelength=tmap.hexsidelength, staggeraxis=tmap.staggeraxis or "y",
                   staggerindex=tmap.staggerindex or "odd")
    _with_props(out, tmap.properties)
    out["tilesets"] = [_tileset_json(ts) for ts in tmap.tilesets]
    layers = []
    for layer_id, layer in enumerate(tmap.layers, 1):
        if isinstance(layer, TileLayer):
            layers.append({"type": "tilelayer", "id": layer_id, "name": layer.name,
                           "width": layer.width, "height": layer.height, "x": 0, "y": 0,
                           "opacity": 1, "visible": True, "data": layer.gids})
        else:
            layers.append({"type": "objectgroup", "id": layer_id, "name": layer.name,
                           "draworder": "topdown", "x": 0, "y": 0, "opacity": 1,
                           "visible": True, "objects": [_object_json(o) for o in layer.objects]})
    out["layers"] = layers
    return (json.dumps(out, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def _tileset_json(ts: Tileset) -> JsonObject:
    out: JsonObject = {"firstgid": ts.firstgid, "name": ts.name, "tilewidth": ts.tilewidth,
                       "tileheight": ts.tileheight, "tilecount": ts.tilecount or len(ts.tiles),
                       "columns": ts.columns or 1, "margin": 0, "spacing": 0}
    if ts.image is not None:
        out.update(image=ts.image.name, imagewidth=ts.image_width, imageheight=ts.image_height)
    out["tiles"] = [_with_props({"id": t.id, **({"type": t.type} if t.type else {})},
                                t.properties) for t in ts.tiles.values()]
    return out


def _object_json(o: MapObject) -> JsonObject:
    out: JsonObject = {"id": o.id, "name": o.name, "type": o.type, "x": o.x, "y": o.y,
                       "width": o.width, "height": o.height, "rotation": 0,
                       "visible": o.visible}
    if o.point:
        out["point"] = True
    if o.polygon is not None:
        out["polygon"] = [{"x": x, "y": y} for x, y in o.polygon]
    return _with_props(out, o.properties)
