"""Tiled's XML map format (.tmx, and external .tsx tilesets) to and from a TiledMap.

Read with the standard library's xml.etree; a document type declaration (the way to entity
bombs) is refused before parsing."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from engine.interop.errors import ConvertError
from engine.interop.layer_data import decode_gids, encode_csv
from engine.interop.limits import check_grid, check_size, read_input, relative
from engine.interop.tiled_map import MapObject, ObjectLayer, TiledMap, TileLayer, Tileset
from engine.interop.tsj_format import read_tsj
from engine.interop.tsx_format import (
    parse_xml,
    read_properties,
    read_tsx,
    tileset_from_xml,
    xml_float,
    xml_int,
)

TMX_VERSION = "1.8"
MAX_GROUP_DEPTH = 32


def read_tmx(path: Path) -> TiledMap:
    where = str(path)
    root = parse_xml(where, read_input(path, "map"), "map")
    tmap = TiledMap(
        orientation=root.get("orientation", "orthogonal"),
        width=xml_int(where, root, "width"), height=xml_int(where, root, "height"),
        tilewidth=xml_int(where, root, "tilewidth"), tileheight=xml_int(where, root, "tileheight"),
        hexsidelength=xml_int(where, root, "hexsidelength", 0),
        staggeraxis=root.get("staggeraxis"), staggerindex=root.get("staggerindex"),
        infinite=root.get("infinite") == "1")
    check_grid(where, tmap.orientation, tmap.staggeraxis, tmap.staggerindex, tmap.infinite)
    check_size(where, tmap.width, tmap.height)
    if tmap.tilewidth < 1 or tmap.tileheight < 1:
        raise ConvertError(where, "the map's tile size must be at least 1x1 pixels")
    tmap.properties = read_properties(where, root)
    for el in root.findall("tileset"):
        tmap.tilesets.append(_read_tileset(where, el, path.parent))
    _read_layers(where, root, tmap, 0)
    return tmap


def _read_layers(where: str, parent: ET.Element, tmap: TiledMap, depth: int) -> None:
    if depth > MAX_GROUP_DEPTH:
        raise ConvertError(where, f"layer groups nest more than {MAX_GROUP_DEPTH} deep")
    for el in parent:
        visible = el.get("visible", "1") != "0"
        if el.tag == "layer":
            tmap.layers.append(_read_tile_layer(where, el, tmap, visible))
        elif el.tag == "objectgroup":
            tmap.layers.append(ObjectLayer(el.get("name", ""), [
                _read_object(where, o) for o in el.findall("object")], visible))
        elif el.tag == "group" and visible:
            _read_layers(where, el, tmap, depth + 1)


def _read_tile_layer(where: str, el: ET.Element, tmap: TiledMap, visible: bool) -> TileLayer:
    name = el.get("name", "")
    width, height = xml_int(where, el, "width", tmap.width), xml_int(where, el, "height", tmap.height)
    at = f"{where}: layer {name!r}"
    if (width, height) != (tmap.width, tmap.height):
        raise ConvertError(at, f"the layer is {width}x{height}, the map {tmap.width}x"
                               f"{tmap.height}; resize the layer to the map in Tiled")
    data = el.find("data")
    if data is None:
        raise ConvertError(at, "the layer has no <data>")
    if data.find("chunk") is not None:
        raise ConvertError(at, "the layer is stored in chunks (an infinite map); not supported")
    encoding = data.get("encoding")
    if encoding is None:  # the oldest format: one <tile gid=.../> a cell
        tiles = data.findall("tile")
        text = ",".join(t.get("gid", "0") for t in tiles)
        encoding = "csv"
    else:
        text = data.text or ""
    gids = decode_gids(at, text, encoding, data.get("compression"), width * height)
    return TileLayer(name, width, height, gids, visible)


def _read_object(where: str, el: ET.Element) -> MapObject:
    obj = MapObject(id=xml_int(where, el, "id", 0), x=xml_float(where, el, "x"),
                    y=xml_float(where, el, "y"), name=el.get("name", ""),
                    type=el.get("class") or el.get("type") or "",
                    width=xml_float(where, el, "width"), height=xml_float(where, el, "height"),
                    point=el.find("point") is not None, visible=el.get("visible", "1") != "0",
                    properties=read_properties(where, el))
    poly = el.find("polygon")
    if poly is not None:
        obj.polygon = _points(where, poly.get("points", ""))
    return obj


def _points(where: str, text: str) -> list[tuple[float, float]]:
    out = []
    for pair in text.split():
        try:
            x, y = pair.split(",")
            out.append((float(x), float(y)))
        except ValueError:
            raise ConvertError(where, f"polygon point {pair!r} is not x,y") from None
    return out


def _read_tileset(where: str, el: ET.Element, base: Path) -> Tileset:
    firstgid = xml_int(where, el, "firstgid", 1)
    source = el.get("source")
    if source is not None:
        path = relative(base, source)
        if path.suffix.lower() in (".tsj", ".json"):
            return read_tsj(path, firstgid, source)
        return read_tsx(path, firstgid, source)
    return tileset_from_xml(where, el, firstgid, base)


# -- writing -------------------------------------------------------------------------------

def _properties(parent: ET.Element, props: dict[str, Any]) -> None:
    if not props:
        return
    box = ET.SubElement(parent, "properties")
    for name, value in props.items():
        p = ET.SubElement(box, "property", name=name)
        if isinstance(value, bool):
            p.set("type", "bool")
            p.set("value", "true" if value else "false")
        elif isinstance(value, int):
            p.set("type", "int")
            p.set("value", str(value))
        elif isinstance(value, float):
            p.set("type", "float")
            p.set("value", repr(value))
        elif "\n" in str(value):
            p.text = str(value)  # Tiled writes multi-line strings as the element's text
        else:
            p.set("value", str(value))


def _num(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else repr(value)


def write_tmx(tmap: TiledMap) -> bytes:
    root = ET.Element("map", version=TMX_VERSION, orientation=tmap.orientation,
                      renderorder="right-down", width=str(tmap.width), height=str(tmap.height),
                      tilewidth=str(tmap.tilewidth), tileheight=str(tmap.tileheight))
    if tmap.orientation == "hexagonal":
        root.set("hexsidelength", str(tmap.hexsidelength))
        root.set("staggeraxis", tmap.staggeraxis or "y")
        root.set("staggerindex", tmap.staggerindex or "odd")
    root.set("infinite", "0")
    root.set("nextlayerid", str(len(tmap.layers) + 1))
    objects = [o for layer in tmap.object_layers() for o in layer.objects]
    root.set("nextobjectid", str(max((o.id for o in objects), default=0) + 1))
    _properties(root, tmap.properties)
    for ts in tmap.tilesets:
        el = ET.SubElement(root, "tileset", firstgid=str(ts.firstgid), name=ts.name,
                           tilewidth=str(ts.tilewidth), tileheight=str(ts.tileheight),
                           tilecount=str(ts.tilecount or len(ts.tiles)),
                           columns=str(ts.columns or 1))
        if ts.image is not None:
            ET.SubElement(el, "image", source=ts.image.name, width=str(ts.image_width),
                          height=str(ts.image_height))
        for tile in ts.tiles.values():
            t = ET.SubElement(el, "tile", id=str(tile.id))
            if tile.type:
                t.set("type", tile.type)
            _properties(t, tile.properties)
    for layer_id, layer in enumerate(tmap.layers, 1):
        if isinstance(layer, TileLayer):
            el = ET.SubElement(root, "layer", id=str(layer_id), name=layer.name,
                               width=str(layer.width), height=str(layer.height))
            data = ET.SubElement(el, "data", encoding="csv")
            data.text = encode_csv(layer.gids, layer.width)
        else:
            el = ET.SubElement(root, "objectgroup", id=str(layer_id), name=layer.name)
            for o in layer.objects:
                _write_object(el, o)
    ET.indent(root, space=" ")
    return b'<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, "utf-8") + b"\n"


def _write_object(parent: ET.Element, o: MapObject) -> None:
    el = ET.SubElement(parent, "object", id=str(o.id))
    if o.name:
        el.set("name", o.name)
    if o.type:
        el.set("type", o.type)
    el.set("x", _num(o.x))
    el.set("y", _num(o.y))
    if o.width or o.height:
        el.set("width", _num(o.width))
        el.set("height", _num(o.height))
    if not o.visible:
        el.set("visible", "0")
    _properties(el, o.properties)
    if o.point:
        ET.SubElement(el, "point")
    if o.polygon is not None:
        ET.SubElement(el, "polygon", points=" ".join(f"{_num(x)},{_num(y)}"
                                                     for x, y in o.polygon))
