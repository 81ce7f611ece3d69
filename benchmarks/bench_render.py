"""`clumsy render` of a 256x256 hex map against Tiled's `tmxrasterizer`, same terrain.

The benchmark writes the terrain twice: as a scenario for `clumsy render` and as a Tiled
map (.tmx, hexagonal, odd rows shifted, a tileset of one hex a terrain drawn by our own
painter) for `tmxrasterizer`. Both run as commands, interleaved, so each pair shares the
machine's load; the figure is the median of the per-pair ratios. Output sizes: ours is
10663x9228 pixels at --cell-size 24, Tiled's 10773x9228 (its hex tiles are a whole 42
pixels wide); the PNGs are both read back to check they are whole images.
Where tmxrasterizer is not installed (Debian: apt-get install tiled) the comparison is
skipped with a message, and only our own times are shown.
Run: .venv/bin/python benchmarks/bench_render.py [--size 256] [--pairs 5]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QPointF  # noqa: E402
from PySide6.QtGui import QColor, QImage, QImageReader, QPainter, QPen, QPolygonF  # noqa: E402

from benchmarks.bench_validation import big_scenario  # noqa: E402
from editor.map.painter import _TERRAIN_DECOR, GRID_PEN_COLOR, _blend  # noqa: E402
from editor.render.map_image import ensure_gui_application  # noqa: E402
from engine.catalog import load_catalog  # noqa: E402
from engine.scenario.io import save_scenario  # noqa: E402
from engine.scenario.model import Scenario  # noqa: E402

CELL = 24  # hex radius: Tiled tiles 42x48, side 24, rows 36 apart, as ours


def write_tmx(scenario: Scenario, folder: Path) -> Path:
    """The scenario's terrain as a Tiled map with a tileset image of one hex a terrain."""
    catalog = load_catalog()
    chars = sorted({ch for row in scenario.map.rows for ch in row})
    tw, th = 42, 2 * CELL
    sheet = QImage(tw * len(chars), th, QImage.Format.Format_ARGB32_Premultiplied)
    sheet.fill(0)
    p = QPainter(sheet)
    for k, ch in enumerate(chars):
        color = QColor(catalog.terrain[ch].color)
        cx, cy = k * tw + tw / 2, th / 2
        hexagon = QPolygonF([QPointF(cx + CELL * x, cy + CELL * y) for x, y in (
            (0.866, -0.5), (0.866, 0.5), (0, 1), (-0.866, 0.5), (-0.866, -0.5), (0, -1))])
        p.setPen(QPen(_blend(color, GRID_PEN_COLOR), 0))
        p.setBrush(color)
        p.drawPolygon(hexagon)
        decor = _TERRAIN_DECOR.get(ch)
        if decor is not None:
            p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            decor(p, QPointF(cx, cy), CELL)
            p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    p.end()
    sheet.save(str(folder / "terrain.png"))
    gid = {ch: k + 1 for k, ch in enumerate(chars)}
    m = scenario.map
    data = ",\n".join(",".join(str(gid[ch]) for ch in row) for row in m.rows)
    tmx = folder / "terrain.tmx"
    tmx.write_text(f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="hexagonal" renderorder="right-down" width="{m.width}"
 height="{m.height}" tilewidth="{tw}" tileheight="{th}" infinite="0" hexsidelength="{CELL}"
 staggeraxis="y" staggerindex="odd" nextlayerid="2" nextobjectid="1">
 <tileset firstgid="1" name="terrain" tilewidth="{tw}" tileheight="{th}"
  tilecount="{len(chars)}" columns="{len(chars)}">
  <image source="terrain.png" width="{sheet.width()}" height="{th}"/>
 </tileset>
 <layer id="1" name="terrain" width="{m.width}" height="{m.height}">
  <data encoding="csv">
{data}
</data>
 </layer>
</map>
""", encoding="utf-8")
    return tmx


def run(cmd: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def image_facts(path: Path) -> str:
    QImageReader.setAllocationLimit(0)  # these are bigger than Qt's default 256 MB limit
    image = QImage(str(path))
    if image.isNull():
        raise SystemExit(f"{path} cannot be read back as an image")
    return f"{image.width()}x{image.height()}, {path.stat().st_size / 1e6:.1f} MB"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", type=int, default=256)
    parser.add_argument("--pairs", type=int, default=5)
    args = parser.parse_args()
    ensure_gui_application()
    scenario = big_scenario(args.size, 0)
    scenario.features = []
    tool = shutil.which("tmxrasterizer")
    clumsy = [sys.executable, "-m", "engine.cli.main", "render"]
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        source = folder / "map.yaml"
        save_scenario(scenario, str(source))
        tmx = write_tmx(scenario, folder)
        ours_cmd = clumsy + [str(source), "-o", str(folder / "ours.png"), "--cell-size", str(CELL)]
        ref_cmd = [tool, str(tmx), str(folder / "tiled.png")] if tool else []
        ours, ref = [], []
        for _ in range(args.pairs):
            ours.append(run(ours_cmd))
            if tool:
                ref.append(run(ref_cmd))
        print(f"{args.size}x{args.size} hex terrain, {args.pairs} interleaved pairs")
        print(f"clumsy render    median {statistics.median(ours):6.2f} s   "
              f"({image_facts(folder / 'ours.png')})")
        if not tool:
            print("tmxrasterizer is not installed (Debian: apt-get install tiled): "
                  "the comparison is skipped")
            return
        ratios = [a / b for a, b in zip(ours, ref, strict=True)]
        print(f"tmxrasterizer    median {statistics.median(ref):6.2f} s   "
              f"({image_facts(folder / 'tiled.png')})")
        print(f"ratio clumsy/tmxrasterizer: median {statistics.median(ratios):.2f} "
              f"(pairs: {', '.join(f'{r:.2f}' for r in ratios)})")


if __name__ == "__main__":
    main()
