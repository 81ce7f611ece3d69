"""The stamp library: named pieces of map (terrain, features, units) saved from a
selection and placed again like a paste, kept one YAML file a stamp in the user's data
folder (QStandardPaths' AppDataLocation, `stamps/`), never in a scenario.

A stamp file (docs/design.md, "Stamps"):

    format: clumsy-stamp/1
    name: Farmstead
    grid: hex                  # the map shape it was cut from: hex or square
    width: 3
    height: 2
    terrain: |                 # one character a cell, " " where the stamp has no cell
      .F.
      ~~
    features: [{kind: building, type: farm, at: [1, 0]}]        # as in a scenario file
    units: [{id: r1, type: infantry, side: red, at: [0, 1]}]    # cells relative to (0, 0)

On hex maps row 0 is an even row, as on the clipboard. A file that cannot be read is left
out of the library with one line that says why, never a traceback.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from PySide6.QtCore import QStandardPaths

from engine.scenario.io import write_text_atomic
from engine.scenario.model import Cell, Feature, Unit, _feature_data, _unit_data, _unit_from_data

FORMAT = "clumsy-stamp/1"
MAX_BYTES = 2_000_000  # a stamp file larger than this is refused unread
MAX_SIDE = 512  # cells a side, as the largest map


@dataclass
class Stamp:
    name: str
    grid: str  # "hex" or "square"
    width: int
    height: int
    terrain: dict[Cell, str] = field(default_factory=dict)
    units: list[Unit] = field(default_factory=list)
    features: list[Feature] = field(default_factory=list)


def stamps_folder() -> Path:
    """Where the library lives: <AppDataLocation>/stamps."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "stamps"


def stamp_text(stamp: Stamp) -> str:
    rows = [[" "] * stamp.width for _ in range(stamp.height)]
    for (c, r), ch in stamp.terrain.items():
        rows[r][c] = ch
    data: dict[str, Any] = {
        "format": FORMAT, "name": stamp.name, "grid": stamp.grid,
        "width": stamp.width, "height": stamp.height,
        "terrain": "".join("".join(row).rstrip() + "\n" for row in rows),
    }
    if stamp.features:
        data["features"] = [_feature_data(f) for f in stamp.features]
    if stamp.units:
        data["units"] = [_unit_data(u) for u in stamp.units]
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100)


class StampError(ValueError):
    """A stamp file that cannot be read: the message names the file and what is wrong."""


def stamp_from_text(text: str, where: str, terrain_chars: set[str]) -> Stamp:
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise StampError(f"{where}: not YAML ({str(exc).splitlines()[0]})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise StampError(f"{where}: not a stamp (format: {FORMAT} expected)")
    name, grid = data.get("name"), data.get("grid")
    width, height, text_rows = data.get("width"), data.get("height"), data.get("terrain")
    if not isinstance(name, str) or not name.strip():
        raise StampError(f"{where}: the stamp has no name")
    if grid not in ("hex", "square"):
        raise StampError(f"{where}: grid must be hex or square, not {grid!r}")
    if not (isinstance(width, int) and isinstance(height, int)
            and 1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE):
        raise StampError(f"{where}: width and height must be whole numbers from 1 to {MAX_SIDE}")
    if not isinstance(text_rows, str):
        raise StampError(f"{where}: terrain must be text, one row a line")
    terrain: dict[Cell, str] = {}
    for r, row in enumerate(text_rows.splitlines()):
        for c, ch in enumerate(row):
            if ch == " ":
                continue
            if r >= height or c >= width:
                raise StampError(f"{where}: terrain row {r + 1} runs off the {width}x{height} stamp")
            if ch not in terrain_chars:
                raise StampError(f"{where}: unknown terrain {ch!r} in row {r + 1}")
            terrain[(c, r)] = ch
    if not terrain:
        raise StampError(f"{where}: the stamp has no cells")
    try:
        features = [Feature(**{**f, "at": (int(f["at"][0]), int(f["at"][1]))})
                    for f in data.get("features") or []]
        units = [_unit_from_data(u) for u in data.get("units") or []]
    except (TypeError, KeyError, ValueError, IndexError) as exc:
        raise StampError(f"{where}: a unit or feature is not as in a scenario file "
                         f"({type(exc).__name__}: {exc})") from None
    for thing in (*features, *units):
        if thing.at is not None and thing.at not in terrain:
            raise StampError(f"{where}: something stands at {list(thing.at)}, off the stamp's cells")
    return Stamp(name.strip(), grid, width, height, terrain, units, features)


def _file_name(name: str) -> str:
    slug = re.sub(r"[^A-Za-z0-9_-]+", "-", name.strip()).strip("-").lower() or "stamp"
    return slug[:60] + ".yaml"


class StampLibrary:
    """The stamps of one folder, by name, in the order of their names."""

    def __init__(self, terrain_chars: set[str], folder: Path | None = None) -> None:
        self.folder = folder or stamps_folder()
        self.terrain_chars = terrain_chars
        self.stamps: list[Stamp] = []
        self.problems: list[str] = []  # files left out, one line each
        self._files: dict[str, Path] = {}

    def reload(self) -> None:
        self.stamps, self.problems, self._files = [], [], {}
        if not self.folder.is_dir():
            return
        for path in sorted(self.folder.glob("*.yaml")):
            try:
                if path.stat().st_size > MAX_BYTES:
                    raise StampError(f"{path}: larger than {MAX_BYTES} bytes")
                stamp = stamp_from_text(path.read_text(encoding="utf-8"), str(path),
                                        self.terrain_chars)
            except (OSError, UnicodeDecodeError) as exc:
                self.problems.append(f"{path}: cannot be read ({exc})")
                continue
            except StampError as exc:
                self.problems.append(str(exc))
                continue
            self.stamps = [s for s in self.stamps if s.name != stamp.name] + [stamp]
            self._files[stamp.name] = path
        self.stamps.sort(key=lambda s: s.name.lower())

    def named(self, name: str) -> Stamp | None:
        return next((s for s in self.stamps if s.name == name), None)

    def save(self, stamp: Stamp) -> Path:
        """Write the stamp (replacing one of the same name); OSError when it cannot."""
        path = self._files.get(stamp.name) or self._free_path(stamp.name)
        self.folder.mkdir(parents=True, exist_ok=True)
        write_text_atomic(path, stamp_text(stamp))
        self.reload()
        return path

    def remove(self, name: str) -> None:
        path = self._files.get(name)
        if path is not None:
            path.unlink(missing_ok=True)
        self.reload()

    def _free_path(self, name: str) -> Path:
        base = _file_name(name)
        path, n = self.folder / base, 2
        taken = set(self._files.values())
        while path in taken or path.exists():
            path = self.folder / f"{base[:-5]}-{n}.yaml"
            n += 1
        return path
