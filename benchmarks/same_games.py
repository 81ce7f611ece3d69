"""Same games before and after a speed change: plays a fixed list of AI games as whole
`clumsy play --json --replay` processes on two checkouts and compares every output byte
for byte (the games, events and results must not change when only speed does).

The list: seeds 0-2 of tutorial, harrow_ford, river_crossing and the three four_ways turn
systems, seed 0 of the other shipped missions but Grey Meadow, a whole Grey Meadow game
(seed 0), three rounds of its seed 1 and two rounds of bench_ai_scale.py's 128x128 position.
Run: .venv/bin/python benchmarks/same_games.py --before DIR [--jobs 2]
(DIR: a checkout of the older code, e.g. `git archive <commit> | tar -x -C DIR`).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.bench_ai_scale import RUN  # noqa: E402
from benchmarks.big_scenario import big_scenario  # noqa: E402
from engine.scenario.io import dump_scenario  # noqa: E402

MISSIONS = ROOT / "scenarios"
SEEDED = ("tutorial", "harrow_ford", "river_crossing", "four_ways_phased", "four_ways_orders",
          "four_ways_activation")
ONCE = ("eagles_nest", "marsh_road", "square_skirmish", "summer_forest", "vell_rearguard",
        "winter_night_defence", "stratego_classic")


def games(big: Path) -> list[tuple[str, Path, int, int | None]]:
    """(name, file, seed, rounds or None for the whole game)."""
    out: list[tuple[str, Path, int, int | None]] = []
    out += [(f"{m}-{s}", MISSIONS / f"{m}.yaml", s, None) for m in SEEDED for s in (0, 1, 2)]
    out += [(f"{m}-0", MISSIONS / f"{m}.yaml", 0, None) for m in ONCE]
    grey = MISSIONS / "operation_grey_meadow.yaml"
    out += [("grey-0", grey, 0, None), ("grey-1-r3", grey, 1, 3), ("big128-r2", big, 0, 2)]
    return out


def play(code: Path, out: Path, game: tuple[str, Path, int, int | None]) -> None:
    name, path, seed, rounds = game
    extra = [] if rounds is None else ["--max-rounds", str(rounds)]
    with open(out / f"{name}.json", "wb") as printed:
        subprocess.run([sys.executable, "-c", RUN, str(code), "play", str(path), "--seed",
                        str(seed), *extra, "--json", "--replay", str(out / f"{name}.replay")],
                       check=True, stdout=printed, cwd=code)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--before", type=Path, required=True, help="the older checkout")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        big = Path(tmp) / "big128.yaml"
        big.write_text(dump_scenario(big_scenario(128, 128, 100)), encoding="utf-8")
        listed = games(big)
        outs = {}
        for label, code in (("before", args.before.resolve()), ("after", ROOT)):
            outs[label] = Path(tmp) / label
            outs[label].mkdir()
            with ThreadPoolExecutor(args.jobs) as pool:
                list(pool.map(lambda g, c=code, o=outs[label]: play(c, o, g), listed))
        differ = [f.name for f in sorted(outs["before"].iterdir())
                  if f.read_bytes() != (outs["after"] / f.name).read_bytes()]
    print(f"{len(listed)} games, {2 * len(listed)} files compared: "
          + (f"{len(differ)} differ: {', '.join(differ)}" if differ else "all identical"))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
