"""The AI at scale, as whole `clumsy play` processes, against references of the same run.

1. round: an AI round (both sides) on the generated 128x128 hex map with 100 units a side,
   `clumsy play FILE --max-rounds 1` as a whole process (start-up, reading and checking
   the file, the round), in CPU seconds, against one pure-Python Dijkstra over the same
   grid (bench_big.py's reference): the ratio's goal is at most 20.
2. huge: an AI round on a 1024x1024 map with 50 units a side, a whole process: goal
   under 10 s.
3. grey: one game of Operation Grey Meadow (128x128, 84 a side), AI against AI, a whole
   process: goal at most 20 CPU-s.
CPU seconds (the children's user + system time), not wall clock: the machine is shared.
With `--before DIR` (a checkout of older code, e.g. `git worktree add /tmp/old <commit>`)
each process also runs on that code, interleaved with ours, and the ratio is printed.
With `--compiled` each checkout's modules are compiled once (an untimed first run, into a
cache of its own: PYTHONPYCACHEPREFIX) and read compiled by every timed process, as an
installed package runs; without it the environment decides (where PYTHONDONTWRITEBYTECODE
is set, as on the project's shared machine, every process compiles the project anew).
Run: .venv/bin/python benchmarks/bench_ai_scale.py [--part round|huge|grey] [--repeat N]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.bench_big import neighbour_table, python_dijkstra  # noqa: E402
from benchmarks.big_scenario import big_scenario  # noqa: E402
from engine.scenario.io import dump_scenario  # noqa: E402

GREY = ROOT / "scenarios" / "operation_grey_meadow.yaml"
# what the checkout's installed `clumsy` runs: its console script `engine.cli.process.run`
# (the process ends with the command), or on older code `main` under `sys.exit`
RUN = ("import sys, importlib.util; sys.path.insert(0, sys.argv.pop(1)); "
       "sys.argv[0] = 'clumsy'\n"
       "if importlib.util.find_spec('engine.cli.process') is None:\n"
       "    from engine.cli.main import main\n    sys.exit(main())\n"
       "from engine.cli.process import run\nrun()")


# --compiled: checkout -> the cache its compiled modules are kept in (see the docstring)
COMPILED: dict[Path, Path] = {}


def play_cpu(code: Path, *args: str) -> float:
    """CPU seconds of one `clumsy play ...` process run on the code in `code`."""
    env = None
    cache = COMPILED.get(code)
    if cache is not None:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["PYTHONPYCACHEPREFIX"] = str(cache)
        if not cache.exists():  # the first run compiles: untimed
            subprocess.run([sys.executable, "-c", RUN, str(code), "play", *args],
                           check=True, stdout=subprocess.DEVNULL, cwd=code, env=env)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([sys.executable, "-c", RUN, str(code), "play", *args],
                   check=True, stdout=subprocess.DEVNULL, cwd=code, env=env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def reference_cpu() -> float:
    table = neighbour_table(128)
    start = time.process_time()
    python_dijkstra(table)
    return time.process_time() - start


def compare(label: str, args: list[str], repeat: int, before: Path | None,
            reference: bool, goal: str) -> None:
    ours, old, refs = [], [], []
    for _ in range(repeat):
        if reference:
            refs.append(reference_cpu())
        ours.append(play_cpu(ROOT, *args))
        if before is not None:
            old.append(play_cpu(before, *args))
    line = f"{label}: {statistics.median(ours):.2f} CPU-s (median of {repeat})"
    if reference:
        ref = statistics.median(refs)
        ratios = [o / r for o, r in zip(ours, refs, strict=True)]
        line += (f", reference Dijkstra {ref * 1000:.1f} ms: "
                 f"{statistics.median(ratios):.1f} Dijkstras")
    if before is not None:
        line += f"; before {statistics.median(old):.2f} CPU-s"
        if reference:
            before_ratios = [o / r for o, r in zip(old, refs, strict=True)]
            line += f" ({statistics.median(before_ratios):.1f} Dijkstras)"
        pairs = [o / n for o, n in zip(old, ours, strict=True)]
        line += (f", {statistics.median(old) / statistics.median(ours):.2f}x faster "
                 f"(the pairs' ratios: median {statistics.median(pairs):.2f}x, "
                 f"{min(pairs):.2f}-{max(pairs):.2f})")
    print(line + f"  (goal: {goal})", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--part", choices=("round", "huge", "grey"), default=None)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0, help="Grey Meadow's game seed")
    parser.add_argument("--before", type=Path, default=None,
                        help="a checkout of the code to compare with")
    parser.add_argument("--compiled", action="store_true",
                        help="each checkout's modules compiled once, not in every process")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        if args.compiled:
            for i, code in enumerate((ROOT, args.before)):
                if code is not None:
                    COMPILED[code] = Path(tmp) / f"pyc{i}"
        if args.part in (None, "round"):
            path = Path(tmp) / "big128.yaml"
            path.write_text(dump_scenario(big_scenario(128, 128, 100)), encoding="utf-8")
            compare("AI round 128x128, 100 a side, whole process",
                    [str(path), "--max-rounds", "1"], args.repeat, args.before, True,
                    "at most 20 Dijkstras")
        if args.part in (None, "huge"):
            path = Path(tmp) / "big1024.yaml"
            path.write_text(dump_scenario(big_scenario(1024, 1024, 50)), encoding="utf-8")
            compare("AI round 1024x1024, 50 a side, whole process",
                    [str(path), "--max-rounds", "1"], max(1, args.repeat // 2), args.before,
                    False, "under 10 s")
        if args.part in (None, "grey"):
            compare(f"Grey Meadow game, AI against AI, seed {args.seed}",
                    [str(GREY), "--seed", str(args.seed)], max(1, args.repeat // 3),
                    args.before, False, "at most 20 CPU-s")


if __name__ == "__main__":
    main()
