"""Tiled's JSON map format (.tmj, and .tsj tilesets) to and from a TiledMap."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine.interop.errors import ConvertError
from engine.interop.layer_data import decode_gids, gids_from_list
from engine.interop.limits import check_grid, check_size, read_input, relative
from engine.interop.tiled_map import MapObject, ObjectLayer, TiledMap, TileLayer, Tileset
from engine.interop.tmx_format import MAX_GROUP_DEPTH, TMX_VERSION
from engine.interop.tsj_format import (
    JsonObject,
    json_float,
    json_int,
    json_list,
    json_load,
    json_str,
    read_properties,
    read_tsj,
    tileset_from_json,
)
from engine.interop.tsx_format import read_tsx


def read_tmj(path: Path) -> TiledMap:
    where = str(path)
    data = json_load(where, read_input(path, "map"), "map")
    if data.get("type", "map") != "map":
        raise ConvertError(where, f"not a Tiled map: its type is {data.get('type')!r}")
    tmap = TiledMap(
        orientation=json_str(data, "orientation", "orthogonal"),
        width=json_int(where, data, "width"), height=json_int(where, data, "height"),
        tilewidth=json_int(where, data, "tilewidth"), tileheight=json_int(where, data, "tileheight"),
        hexsidelength=json_int(where, data, "hexsidelength", 0),
        staggeraxis=data.get("staggeraxis"), staggerindex=data.get("staggerindex"),
        infinite=data.get("infinite") is True)
    check_grid(where, tmap.orientation, tmap.staggeraxis, tmap.staggerindex, tmap.infinite)
    check_size(where, tmap.width, tmap.height)
    if tmap.tilewidth < 1 or tmap.tileheight < 1:
        raise ConvertError(where, "the map's tile size must be at least 1x1 pixels")
    tmap.properties = read_properties(where, data)
    for ts in json_list(where, data, "tilesets"):
        tmap.tilesets.append(_read_tileset(where, ts, path.parent))
    _read_layers(where, data, tmap, 0)
    return tmap


def _read_layers(where: str, parent: JsonObject, tmap: TiledMap, depth: int) -> None:
    if depth > MAX_GROUP_DEPTH:
        raise ConvertError(where, f"layer groups nest more than {MAX_GROUP_DEPTH} deep")
    for layer in json_list(where, parent, "layers"):
        kind, visible, name = layer.get("type"), layer.get("visible", True) is not False, \
            json_str(layer, "name")
        if kind == "tilelayer":
            tmap.layers.append(_read_tile_layer(where, layer, tmap, name, visible))
        elif kind == "objectgroup":
            tmap.layers.append(ObjectLayer(name, [_read_object(where, o) for o in
                                                  json_list(where, layer, "objects")], visible))
        elif kind == "group" and visible:
            _read_layers(where, layer, tmap, depth + 1)


def _read_tile_layer(where: str, layer: JsonObject, tmap: TiledMap, name: str,
                     visible: bool) -> TileLayer:
    at = f"{where}: layer {name!r}"
    width, height = json_int(at, layer, "width", tmap.width), json_int(at, layer, "height", tmap.height)
    if (width, height) != (tmap.width, tmap.height):
        raise ConvertError(at, f"the layer is {width}x{height}, the map {tmap.width}x"
                               f"{tmap.height}; resize the layer to the map in Tiled")
    if "chunks" in layer:
        raise ConvertError(at, "the layer is stored in chunks (an infinite map); not supported")
    data = layer.get("data")
    if isinstance(data, str):
        gids = decode_gids(at, data, json_str(layer, "encoding", "base64"),
                           json_str(layer, "compression"), width * height)
    else:
        gids = gids_from_list(at, data, width * height)
    return TileLayer(name, width, height, gids, visible)


def _read_object(where: str, o: JsonObject) -> MapObject:
    obj = MapObject(id=json_int(where, o, "id", 0), x=json_float(where, o, "x"), y=json_float(where, o, "y"),
                    name=json_str(o, "name"), type=json_str(o, "class") or json_str(o, "type"),
                    width=json_float(where, o, "width"), height=json_float(where, o, "height"),
                    point=o.get("point") is True, visible=o.get("visible", True) is not False,
                    properties=read_properties(where, o))
    if "polygon" in o:
        obj.polygon = [(json_float(where, p, "x"), json_float(where, p, "y"))
                       for p in json_list(where, o, "polygon")]
    return obj


def _read_tileset(where: str, ts: JsonObject, base: Path) -> Tileset:
    firstgid = json_int(where, ts, "firstgid", 1)
    source = ts.get("source")
    if isinstance(source, str):
        path = relative(base, source)
        if path.suffix.lower() == ".tsx":
            return read_tsx(path, firstgid, source)
        return read_tsj(path, firstgid, source)
    return tileset_from_json(where, ts, firstgid, base)


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
