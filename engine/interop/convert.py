"""`clumsy convert IN -o OUT` by the files' extensions (DESIGN.md "Tiled maps"): a scenario
to a Tiled map (.tmx, .tmj), a Tiled map or a picture to a scenario. Nothing is written
unless the whole conversion succeeded; every failure is one ConvertError line."""

from __future__ import annotations

from dataclasses import field
from pathlib import Path

from engine.interop.errors import ConvertError
from engine.interop.picture import PICTURE_SUFFIXES, load_palette, picture_scenario
from engine.interop.terrain_map import load_terrain_map
from engine.interop.tiled_export import export_map, tileset_image_name
from engine.interop.tiled_import import import_map
from engine.interop.tiled_map import TiledMap
from engine.interop.tmj_format import read_tmj, write_tmj
from engine.interop.tmx_format import read_tmx, write_tmx
from engine.records import record
from engine.scenario.io import dump_scenario, read_scenario
from engine.scenario.model import Scenario
from engine.scenario.problems import ScenarioError
from engine.scenario.safe_files import UnsafeFileError, write_bytes_atomic

SCENARIO_SUFFIXES = (".yaml", ".yml")
TILED_SUFFIXES = (".tmx", ".tmj")


@record
class ConvertOptions:
    terrain_map: Path | None = None
    palette: Path | None = None
    grid: str = "hex"
    cells: tuple[int, int] | None = None
    width: int | None = None


@record
class Result:
    written: list[Path] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def read_tiled(path: Path) -> TiledMap:
    return read_tmj(path) if path.suffix.lower() == ".tmj" else read_tmx(path)


def load_for_export(path: Path) -> Scenario:
    try:
        scenario, problems = read_scenario(path)
    except ScenarioError as exc:
        raise ConvertError(str(path), exc.problems[0].message if exc.problems
                           else "cannot be read") from None
    if scenario is None:
        first = next((p for p in problems if p.severity == "error"), problems[0])
        raise ConvertError(str(path), f"line {first.line}: {first.message}")
    return scenario


def import_tiled(path: Path, terrain_map: Path | None = None) -> tuple[Scenario, list[str]]:
    """A Tiled map file as a scenario, with the warnings of the import."""
    return tiled_scenario(read_tiled(path), path, terrain_map)


def tiled_scenario(tmap: TiledMap, path: Path,
                   terrain_map: Path | None = None) -> tuple[Scenario, list[str]]:
    """The Tiled map read from `path` as a scenario, with the warnings of the import."""
    mapping = load_terrain_map(terrain_map) if terrain_map is not None else None
    found = import_map(tmap, str(path), mapping)
    return found.scenario, found.warnings


def export_tiled(scenario: Scenario, out: Path) -> list[Path]:
    """Write `scenario` as the Tiled map `out` (.tmx or .tmj) and its tileset image."""
    image = out.with_name(tileset_image_name(out))
    tmap, png = export_map(scenario, image.name)
    data = write_tmj(tmap) if out.suffix.lower() == ".tmj" else write_tmx(tmap)
    before = image.read_bytes() if image.is_file() else None
    _write(image, png)
    try:
        _write(out, data)
    except ConvertError:  # nothing written: the image as it was before, or none
        if before is None:
            image.unlink(missing_ok=True)
        else:
            _write(image, before)
        raise
    return [out, image]


def convert(src: Path, out: Path, options: ConvertOptions | None = None) -> Result:
    options = options or ConvertOptions()
    s, o = src.suffix.lower(), out.suffix.lower()
    result = Result()
    if s in SCENARIO_SUFFIXES and o in TILED_SUFFIXES:
        result.written = export_tiled(load_for_export(src), out)
        return result
    if s in TILED_SUFFIXES and o in SCENARIO_SUFFIXES:
        scenario, result.warnings = import_tiled(src, options.terrain_map)
    elif s in PICTURE_SUFFIXES and o in SCENARIO_SUFFIXES:
        palette = load_palette(options.palette) if options.palette is not None else None
        scenario = picture_scenario(src, options.grid, options.cells, options.width, palette)
    else:
        raise ConvertError(str(src), f"cannot convert {s or 'a file without extension'} to "
                                     f"{o or 'a file without extension'}: clumsy convert turns "
                                     ".yaml into .tmx or .tmj, and .tmx, .tmj, .png, .jpg into "
                                     ".yaml")
    _write(out, dump_scenario(scenario).encode("utf-8"))
    result.written = [out]
    return result


def _write(path: Path, data: bytes) -> None:
    try:
        write_bytes_atomic(path, data)
    except UnsafeFileError as exc:
        raise ConvertError(str(path), exc.message) from None
    except OSError as exc:
        raise ConvertError(str(path), f"cannot write: {exc.strerror or exc}") from None
