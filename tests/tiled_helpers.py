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
