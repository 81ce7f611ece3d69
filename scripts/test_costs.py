"""Writes tests/test_costs.txt, the order the suite starts its tests in (tests/cost_order.py),
from the CPU seconds a run recorded per test:

    CLUMSY_TEST_COSTS=/tmp/costs ./run-tests
    .venv/bin/python scripts/test_costs.py /tmp/costs

Lists the tests of at least MIN_SECONDS, the costliest first, and prints the run's totals
(the per-test CPU of the whole run and of the tests over half a second)."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "test_costs.txt"
MIN_SECONDS = 0.6  # at most tests/conftest.py QUICK_LIMIT: `--quick` leaves out what is listed
HEADER = ("# CPU seconds of the suite's tests of at least 0.6 s, from a recorded run; the run\n"
          "# starts them first, the costliest first (tests/cost_order.py). Written by\n"
          "# scripts/test_costs.py.\n")


def read(folder: Path) -> dict[str, float]:
    costs: dict[str, float] = {}
    for path in sorted(folder.glob("*.txt")):
        for line in path.read_text(encoding="utf-8").splitlines():
            seconds, nodeid = line.split(" ", 1)
            costs[nodeid] = costs.get(nodeid, 0.0) + float(seconds)
    return costs


def main(argv: list[str]) -> int:
    if len(argv) != 1 or not Path(argv[0]).is_dir():
        print("usage: scripts/test_costs.py FOLDER (the CLUMSY_TEST_COSTS of a run)",
              file=sys.stderr)
        return 2
    costs = read(Path(argv[0]))
    if not costs:
        print(f"no recorded test costs in {argv[0]}", file=sys.stderr)
        return 2
    kept = sorted(((s, n) for n, s in costs.items() if s >= MIN_SECONDS), key=lambda r: -r[0])
    OUT.write_text(HEADER + "".join(f"{s:.1f} {n}\n" for s, n in kept), encoding="utf-8")
    over = sum(s for s in costs.values() if s > 0.5)
    print(f"{len(costs)} tests, {sum(costs.values()):.0f} CPU-s; {over:.0f} CPU-s in the "
          f"tests over 0.5 s; {len(kept)} tests of at least {MIN_SECONDS} s written to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
