"""Tiled's XML pieces shared by maps and tilesets: the guarded parse, numbers, typed
properties, and a tileset (<tileset>, embedded in a .tmx or an external .tsx)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from engine.interop.errors import ConvertError
from engine.interop.limits import read_input, relative
from engine.interop.tiled_map import Tile, Tileset


def parse_xml(where: str, raw: bytes, root_tag: str) -> ET.Element:
    head = raw[:4096].lower()
    if b"<!doctype" in head or b"<!entity" in raw.lower():
        raise ConvertError(where, "the file declares a document type or entities; a Tiled "
                                  "file never does, refused")
    try:
        root = ET.fromstring(raw)
    except ET.ParseError as exc:
        line, col = exc.position
        raise ConvertError(where, f"not a Tiled file: not well-formed XML at line {line}, "
                                  f"column {col + 1}") from None
    except (LookupError, ValueError) as exc:  # an unknown encoding in the XML declaration
        raise ConvertError(where, f"not a Tiled file: {exc}") from None
    if root.tag != root_tag:
        raise ConvertError(where, f"not a Tiled file: the document is <{root.tag}>, "
                                  f"not <{root_tag}>")
    return root


def xml_int(where: str, el: ET.Element, name: str, default: int | None = None) -> int:
    value = el.get(name)
    if value is None:
        if default is None:
            raise ConvertError(where, f"<{el.tag}> has no {name}")
        return default
    try:
        return int(value)
    except ValueError:
        raise ConvertError(where, f"<{el.tag}> {name}={value!r} is not a whole number") from None


def xml_float(where: str, el: ET.Element, name: str) -> float:
    value = el.get(name, "0")
    try:
        number = float(value)
    except ValueError:
        raise ConvertError(where, f"<{el.tag}> {name}={value!r} is not a number") from None
    if number != number or abs(number) > 1e9:
        raise ConvertError(where, f"<{el.tag}> {name}={value!r} is out of range")
    return number


def read_properties(where: str, el: ET.Element) -> dict[str, Any]:
    out: dict[str, Any] = {}
    props = el.find("properties")
    for p in props.findall("property") if props is not None else []:
        name = p.get("name")
        if name is None:
            continue
        kind = p.get("type", "string")
        text = p.get("value")
        if text is None:
            text = p.text or ""
        out[name] = typed_value(where, name, kind, text)
    return out


def typed_value(where: str, name: str, kind: str, text: str) -> Any:
    if kind == "bool":
        return text == "true"
    if kind in ("int", "object"):
        try:
            return int(text)
        except ValueError:
            raise ConvertError(where, f"property {name!r} = {text!r} is not an int") from None
    if kind == "float":
        try:
            return float(text)
        except ValueError:
            raise ConvertError(where, f"property {name!r} = {text!r} is not a float") from None
    return text


def tileset_from_xml(where: str, el: ET.Element, firstgid: int, base: Path) -> Tileset:
    ts = Tileset(firstgid=firstgid, name=el.get("name", ""),
                 tilewidth=xml_int(where, el, "tilewidth"), tileheight=xml_int(where, el, "tileheight"),
                 spacing=xml_int(where, el, "spacing", 0), margin=xml_int(where, el, "margin", 0),
                 columns=xml_int(where, el, "columns", 0) or None,
                 tilecount=xml_int(where, el, "tilecount", 0) or None)
    image = el.find("image")
    if image is not None and image.get("source"):
        ts.image = relative(base, image.get("source", ""))
        ts.image_width = xml_int(where, image, "width", 0) or None
        ts.image_height = xml_int(where, image, "height", 0) or None
        ts.trans = image.get("trans")
    for t in el.findall("tile"):
        tile = Tile(id=xml_int(where, t, "id"), type=t.get("class") or t.get("type"),
                    properties=read_properties(where, t))
        timage = t.find("image")
        if timage is not None and timage.get("source"):
            tile.image = relative(base, timage.get("source", ""))
        ts.tiles[tile.id] = tile
    return ts


def read_tsx(path: Path, firstgid: int, source: str) -> Tileset:
    """An external .tsx tileset, as the map at `source` names it."""
    root = parse_xml(str(path), read_input(path, "tileset"), "tileset")
    ts = tileset_from_xml(str(path), root, firstgid, path.parent)
    ts.source = source
    return ts
