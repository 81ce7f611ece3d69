"""`clumsy convert` on a 256x256 hex mission (1,000 units, 20 features): export to TMX and
TMJ, and import back, each against a reference run in the same process and moment.

References: for the TMX import, the standard library's `xml.etree.ElementTree.parse` of the
same file plus splitting its CSV into ints (the least any TMX reader does); for the TMJ
import, `json.loads` of the same file; for the export, Tiled's own `tmxrasterizer` reading
our export and drawing it (where installed: Debian package `tiled`). Issue 36 asks each of
export and import under 1 s on the 2-core machine. Medians of --repeat runs. The export
starts from the scenario in memory (reading a 256x256 .yaml is `clumsy validate`'s cost,
benchmarks/bench_validation.py); ".tmx -> .yaml" is the whole import with the file written.
Run: .venv/bin/python benchmarks/bench_tiled.py [--size 256] [--repeat 5]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.bench_validation import big_scenario  # noqa: E402
from benchmarks.timing import timed  # noqa: E402
from engine.interop.convert import convert, export_tiled, import_tiled  # noqa: E402


def xml_reference(path: Path) -> None:
    root = ET.parse(path).getroot()
    data = root.find("layer/data")
    assert data is not None and data.text
    [int(v) for v in data.text.replace("\n", "").split(",")]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=256)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    scenario = big_scenario(args.size)
    rows: list[tuple[str, float, str, float]] = []
    with tempfile.TemporaryDirectory() as folder:
        tmx, tmj = Path(folder) / "big.tmx", Path(folder) / "big.tmj"
        median = lambda fn: statistics.median(timed(fn, args.repeat))  # noqa: E731
        export_tmx = median(lambda: export_tiled(scenario, tmx))
        export_tmj = median(lambda: export_tiled(scenario, tmj))
        import_tmx = median(lambda: import_tiled(tmx))
        import_tmj = median(lambda: import_tiled(tmj))
        whole = median(lambda: convert(tmx, Path(folder) / "back.yaml"))
        parse_tmx = median(lambda: xml_reference(tmx))
        parse_tmj = median(lambda: json.loads(tmj.read_bytes()))
        rows += [("import .tmx", import_tmx, "ElementTree parse + CSV ints", parse_tmx),
                 ("import .tmj", import_tmj, "json.loads", parse_tmj),
                 (".tmx -> .yaml", whole, "ElementTree parse + CSV ints", parse_tmx)]
        raster = shutil.which("tmxrasterizer")
        if raster:
            env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
            draw = median(lambda: subprocess.run(
                [raster, str(tmx), str(Path(folder) / "big.png")], check=True, env=env,
                capture_output=True))
            rows += [("export .tmx", export_tmx, "tmxrasterizer reading and drawing it", draw),
                     ("export .tmj", export_tmj, "tmxrasterizer (the .tmx)", draw)]
        else:
            print("tmxrasterizer is not installed (Debian: apt-get install tiled): the "
                  "exports are shown without a reference")
            rows += [("export .tmx", export_tmx, "-", 0.0), ("export .tmj", export_tmj, "-", 0.0)]
        size_tmx, size_tmj = tmx.stat().st_size, tmj.stat().st_size
    print(f"{args.size}x{args.size} hex mission, {len(scenario.units)} units; "
          f".tmx {size_tmx / 1e6:.1f} MB, .tmj {size_tmj / 1e6:.1f} MB; medians of {args.repeat}")
    print(f"{'step':<13} {'ours':>8}  {'reference':<38} {'ref':>8} {'ratio':>6}")
    for step, ours, ref_name, ref in rows:
        ratio = f"{ours / ref:6.2f}" if ref else "     -"
        print(f"{step:<13} {ours * 1000:6.0f}ms  {ref_name:<38} {ref * 1000:6.0f}ms {ratio}")
    slow = [step for step, ours, _, _ in rows if ours >= 1.0]
    print("all under 1 s" if not slow else f"over 1 s: {', '.join(slow)}")
    return 1 if slow else 0


if __name__ == "__main__":
    sys.exit(main())
