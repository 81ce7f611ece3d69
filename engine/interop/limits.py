"""What any imported file must satisfy before we read further: a readable regular file of
bounded size, a map within the scenario limits of the schema, a grid we have."""

from __future__ import annotations

import os
from pathlib import Path

from engine.interop.errors import ConvertError
from engine.scenario.safe_files import UnsafeFileError, read_regular_bytes
from engine.scenario.schema import scenario_schema

MAX_INPUT_BYTES = 64 * 1024 * 1024  # a 1024x1024 CSV layer is about 11 MB


def read_input(path: str | os.PathLike[str], what: str = "file") -> bytes:
    try:
        return read_regular_bytes(path, MAX_INPUT_BYTES)
    except UnsafeFileError as exc:
        raise ConvertError(str(path), exc.message) from None
    except FileNotFoundError:
        raise ConvertError(str(path), f"the {what} does not exist") from None
    except OSError as exc:
        raise ConvertError(str(path), f"cannot read the {what}: {exc.strerror or exc}") from None


def max_map_side() -> tuple[int, int]:
    """(largest width, largest height) of a scenario map (schemas/scenario.schema.json)."""
    props = scenario_schema()["properties"]["map"]["properties"]
    return int(props["width"]["maximum"]), int(props["height"]["maximum"])


def check_size(where: str, width: int, height: int) -> None:
    max_w, max_h = max_map_side()
    if not (1 <= width <= max_w and 1 <= height <= max_h):
        raise ConvertError(where, f"the map is {width}x{height} cells; a scenario map is "
                                  f"1..{max_w} wide and 1..{max_h} high")


def check_grid(where: str, orientation: str, staggeraxis: str | None,
               staggerindex: str | None, infinite: bool) -> str:
    """Our grid kind for a Tiled map's orientation, or ConvertError saying why not."""
    if infinite:
        raise ConvertError(where, "infinite Tiled maps are not supported; in Tiled, untick "
                                  "Map > Map Properties > Infinite and save again")
    if orientation == "orthogonal":
        return "square"
    if orientation == "hexagonal":
        if staggeraxis != "y" or staggerindex != "odd":
            raise ConvertError(where, f"hexagonal maps must have stagger axis y and stagger "
                                      f"index odd (pointy-top hexes, odd rows shifted right), "
                                      f"this one has {staggeraxis} and {staggerindex}")
        return "hex"
    raise ConvertError(where, f"{orientation!r} maps are not supported: only orthogonal and "
                              "hexagonal (staggered) Tiled maps can be imported")


def relative(base: Path, source: str) -> Path:
    return (base / source).resolve() if not os.path.isabs(source) else Path(source)
