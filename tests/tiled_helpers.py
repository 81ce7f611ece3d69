"""Small Tiled maps written the ways Tiled writes them, for the import tests."""

from __future__ import annotations

import base64
import gzip
import struct
import zlib
from pathlib import Path

from PIL import Image


def encode(gids: list[int], encoding: str, compression: str = "") -> str:
    if encoding == "csv":
        return ",".join(map(str, gids))
    raw = struct.pack(f"<{len(gids)}I", *gids)
    if compression == "zlib":
        raw = zlib.compress(raw)
    elif compression == "gzip":
        raw = gzip.compress(raw)
    elif compression == "zstd":
        raw = b"\x28\xb5\x2f\xfd" + raw  # a zstd frame's magic: we never get past it
    return base64.b64encode(raw).decode("ascii")


def two_colour_sheet(path: Path, size: int = 16) -> None:
    """Tile 0 forest green, tile 1 water blue (the terrain.yaml colours, a little off)."""
    img = Image.new("RGB", (2 * size, size), (50, 105, 60))
    img.paste((70, 140, 215), (size, 0, 2 * size, size))
    img.save(path)


def write_map(folder: Path, gids: list[int], width: int, height: int, *,
              encoding: str = "csv", compression: str = "", orientation: str = "orthogonal",
              tileset: str = "embedded", tile_xml: str = "", extra: str = "",
              name: str = "m.tmx") -> Path:
    """A TMX of one tile layer over a two-tile 16x16 tileset (m.png beside it)."""
    two_colour_sheet(folder / "m.png")
    body = (f'<tileset name="two" tilewidth="16" tileheight="16" tilecount="2" columns="2">'
            f'<image source="m.png" width="32" height="16"/>{tile_xml}</tileset>')
    if tileset == "external":
        (folder / "two.tsx").write_text('<?xml version="1.0"?>\n' + body, encoding="utf-8")
        ts = '<tileset firstgid="1" source="two.tsx"/>'
    else:
        ts = body.replace("<tileset ", '<tileset firstgid="1" ', 1)
    comp = f' compression="{compression}"' if compression else ""
    hexattrs = (' hexsidelength="8" staggeraxis="y" staggerindex="odd"'
                if orientation == "hexagonal" else "")
    text = (f'<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.8" orientation='
            f'"{orientation}" width="{width}" height="{height}" tilewidth="16" '
            f'tileheight="16"{hexattrs}>{ts}<layer name="ground" width="{width}" '
            f'height="{height}"><data encoding="{encoding}"{comp}>'
            f'{encode(gids, encoding, compression)}</data></layer>{extra}</map>\n')
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


BAD_GIDS = [1, 2, 2, 1, 0, 1]


def bad_input_file(tmp_path: Path, case: str) -> Path:
    """A file `clumsy convert` and File > Import must refuse in one line (BAD_INPUT)."""
    if case == "not_xml":
        path = tmp_path / "m.tmx"
        path.write_text("this is not <xml", encoding="utf-8")
        return path
    if case == "not_json":
        path = tmp_path / "m.tmj"
        path.write_text("{nope", encoding="utf-8")
        return path
    if case == "isometric":
        return write_map(tmp_path, BAD_GIDS, 3, 2, orientation="isometric")
    if case == "zstd":
        return write_map(tmp_path, BAD_GIDS, 3, 2, encoding="base64", compression="zstd")
    if case == "missing_image":
        path = write_map(tmp_path, BAD_GIDS, 3, 2)
        (tmp_path / "m.png").unlink()
        return path
    if case == "unreadable_image":
        path = write_map(tmp_path, BAD_GIDS, 3, 2)
        (tmp_path / "m.png").write_bytes(b"\x89PNG\r\n\x1a\nbroken")
        return path
    if case == "too_big":
        path = write_map(tmp_path, [1] * 2, 2, 1)
        text = path.read_text(encoding="utf-8").replace('width="2"', 'width="5000"', 1)
        path.write_text(text, encoding="utf-8")
        return path
    if case == "entities":
        path = tmp_path / "m.tmx"
        path.write_text('<?xml version="1.0"?><!DOCTYPE map [<!ENTITY a "aaaa">]><map/>',
                        encoding="utf-8")
        return path
    if case == "short_data":
        return write_map(tmp_path, BAD_GIDS[:4], 3, 2, encoding="base64", compression="zlib")
    if case == "unreadable_picture":
        path = tmp_path / "p.png"
        path.write_bytes(b"not a picture")
        return path
    if case == "missing_file":
        return tmp_path / "absent.tmx"
    raise AssertionError(case)


BAD_INPUT = {  # case -> what its one line says
    "not_xml": "not well-formed XML at line 1",
    "not_json": "not valid JSON at line 1",
    "isometric": "'isometric' maps are not supported",
    "zstd": "layer compression 'zstd' is not supported",
    "missing_image": "m.png: the image of tileset 'two' is missing",
    "unreadable_image": "the image of tileset 'two' cannot be read",
    "too_big": "the map is 5000x1 cells; a scenario map is 1..1024 wide",
    "entities": "declares a document type or entities",
    "short_data": "the layer data holds 4 cells, the layer has 6",
    "unreadable_picture": "the picture cannot be read",
    "missing_file": "the map does not exist",
}
