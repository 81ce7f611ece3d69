"""Start-up, whole processes, interleaved runs (medians): `clumsy validate` of a small
mission to its end and `clumsy-editor` from its start to a drawn window (the window says
so on its standard output; quitting afterwards is not counted, for the editor nor for the
bare window), each beside its references in the same run:
a bare Python process / a bare PySide6 window, and the previous code (`--base DIR`: a tree
holding engine/ and editor/ of an older commit, e.g. from
`git archive <commit> engine editor | tar -x -C DIR`).
Besides the wall clock, the CPU time of each (to the drawing, for a window: the process
tells it), steadier than the wall clock on a machine shared with other jobs.
Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_startup.py [--base DIR] [--runs N]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SMALL = ROOT / "scenarios" / "tutorial.yaml"

VALIDATE = ("import sys; sys.path.insert(0, {root!r}); from engine.cli.main import main; "
            f"sys.exit(main(['validate', '-q', {str(SMALL)!r}]))")
# the editor as `clumsy-editor FILE` starts it, until its window is shown and drawn
DRAWN = "drawn"  # what a window prints once it is drawn
EDITOR = ("import sys; sys.path.insert(0, {root!r}); from editor import app as a\n"
          "def drawn(app, window):\n"
          "    app.processEvents(); window.repaint(); app.processEvents()\n"
          "    import time\n"
          f"    print({DRAWN!r}, time.process_time(), flush=True); return 0\n"
          "a.check_and_quit = drawn\n"
          f"sys.exit(a.main(['--check', {str(SMALL)!r}]))")
BARE_WINDOW = ("from PySide6.QtWidgets import QApplication, QMainWindow\n"
               "app = QApplication([]); w = QMainWindow(); w.resize(1280, 800); w.show()\n"
               "app.processEvents(); w.repaint(); app.processEvents()\n"
               f"import time; print({DRAWN!r}, time.process_time(), flush=True)")


def run(code: str) -> tuple[float, float]:
    """The wall-clock and CPU seconds of one process (a window: until it is drawn)."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    # as installed: the modules' compiled bytecode is kept (an environment that forbids
    # writing it would have every run compile the whole editor from source again)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    with subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL, text=True) as process:
        assert process.stdout is not None
        took: tuple[float, float] | None = None
        for line in process.stdout:  # a window: until it says it is drawn
            words = line.split()
            if words and words[0] == DRAWN:
                took = (time.perf_counter() - start, float(words[1]))
                break
        process.stdout.read()
        if process.wait() != 0:
            raise RuntimeError(f"the benchmarked process failed: {code}")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return took if took is not None else (time.perf_counter() - start, cpu)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", type=Path)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    jobs = {"bare python": "pass", "validate (ours)": VALIDATE.format(root=str(ROOT)),
            "bare PySide6 window": BARE_WINDOW, "editor (ours)": EDITOR.format(root=str(ROOT))}
    if args.base:
        jobs["validate (previous)"] = VALIDATE.format(root=str(args.base))
        jobs["editor (previous)"] = EDITOR.format(root=str(args.base))
    times: dict[str, list[tuple[float, float]]] = {k: [] for k in jobs}
    for code in jobs.values():  # a first run of each, not counted, writes the bytecode
        run(code)
    for _ in range(args.runs):
        for name, code in jobs.items():
            times[name].append(run(code))
    wall = {k: statistics.median(w for w, _ in v) * 1000 for k, v in times.items()}
    cpu = {k: statistics.median(c for _, c in v) * 1000 for k, v in times.items()}
    for name in jobs:
        walls = [w * 1000 for w, _ in times[name]]
        print(f"{name:22} median {wall[name]:6.0f} ms (min {min(walls):.0f}, "
              f"max {max(walls):.0f}) over {args.runs} runs; CPU {cpu[name]:6.0f} ms")
    for what, med in (("wall clock", wall), ("CPU", cpu)):
        print(f"{what}: validate / bare python {med['validate (ours)'] / med['bare python']:.1f}x; "
              f"editor / bare PySide6 window "
              f"{med['editor (ours)'] / med['bare PySide6 window']:.1f}x", end="")
        if args.base:
            print(f"; ours / previous: validate "
                  f"{med['validate (ours)'] / med['validate (previous)']:.2f}, editor "
                  f"{med['editor (ours)'] / med['editor (previous)']:.2f}", end="")
        print()


if __name__ == "__main__":
    main()
