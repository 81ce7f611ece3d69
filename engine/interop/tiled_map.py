"""A Tiled map in memory, the same for TMX (XML) and TMJ (JSON): only what we read or write.

Global tile ids (gids) keep Tiled's meaning: 0 is an empty cell, the top four bits are the
flip and rotation flags (FLIP_MASK strips them).
"""

from __future__ import annotations

from dataclasses import field
from pathlib import Path
from typing import Any

from engine.records import record

FLIP_MASK = 0x0FFFFFFF
ORIENTATIONS = ("orthogonal", "hexagonal")  # the ones we import; Tiled also has these two:
OTHER_ORIENTATIONS = ("isometric", "staggered")


@record
class Tile:
    id: int
    type: str | None = None
    properties: dict[str, Any] = field(default_factory=dict)
    image: Path | None = None  # a tile of an image-collection tileset


@record
class Tileset:
    firstgid: int
    name: str
    tilewidth: int
    tileheight: int
    image: Path | None = None
    image_width: int | None = None
    image_height: int | None = None
    spacing: int = 0
    margin: int = 0
    columns: int | None = None
    tilecount: int | None = None
    trans: str | None = None  # "rrggbb": the colour Tiled shows as transparent
    tiles: dict[int, Tile] = field(default_factory=dict)
    source: str | None = None  # the external .tsx/.tsj it came from, as the map names it


@record
class TileLayer:
    name: str
    width: int
    height: int
    gids: list[int]  # row-major, flags already stripped
    visible: bool = True


@record
class MapObject:
    id: int
    x: float
    y: float
    name: str = ""
    type: str = ""
    width: float = 0.0
    height: float = 0.0
    point: bool = False
    polygon: list[tuple[float, float]] | None = None
    visible: bool = True
    properties: dict[str, Any] = field(default_factory=dict)


@record
class ObjectLayer:
    name: str
    objects: list[MapObject] = field(default_factory=list)
    visible: bool = True


@record
class TiledMap:
    orientation: str
    width: int
    height: int
    tilewidth: int
    tileheight: int
    hexsidelength: int | None = None
    staggeraxis: str | None = None
    staggerindex: str | None = None
    infinite: bool = False
    properties: dict[str, Any] = field(default_factory=dict)
    tilesets: list[Tileset] = field(default_factory=list)
    layers: list[TileLayer | ObjectLayer] = field(default_factory=list)

    def tile_layers(self) -> list[TileLayer]:
        return [x for x in self.layers if isinstance(x, TileLayer)]

    def object_layers(self) -> list[ObjectLayer]:
        return [x for x in self.layers if isinstance(x, ObjectLayer)]

    def tileset_of(self, gid: int) -> Tileset | None:
        """The tileset holding `gid`: the one with the largest firstgid not above it."""
        found = None
        for ts in self.tilesets:
            if ts.firstgid <= gid and (found is None or ts.firstgid > found.firstgid):
                found = ts
        return found
