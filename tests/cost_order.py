"""The suite's tests in order of their recorded cost, the longest first (tests/conftest.py
applies it to every run). On two workers the wall time is bounded by the longest tests:
started first, they end while the other worker takes the many short ones, and the two
end together (pytest-xdist's worksteal hands each worker half the list in its order and
lets an idle worker take the end of the other's).

The costs are CPU seconds a test took in a recorded run, in tests/test_costs.txt; a test
not listed keeps its place after the listed ones. Record them again after adding or
speeding up long tests: `CLUMSY_TEST_COSTS=/tmp/costs ./run-tests` then
`python scripts/test_costs.py /tmp/costs`."""

from __future__ import annotations

import os
import resource
from pathlib import Path

import pytest

COSTS = Path(__file__).resolve().parent / "test_costs.txt"
SHARED_SCOPES = ("class", "module", "package")


def recorded_costs(path: Path = COSTS) -> dict[str, float]:
    """Test id -> CPU seconds, from lines "seconds test-id"."""
    costs: dict[str, float] = {}
    if not path.exists():
        return costs
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            seconds, nodeid = line.split(" ", 1)
            costs[nodeid] = float(seconds)
    return costs


def shares_a_fixture(item: pytest.Item) -> bool:
    """True when the test uses a fixture kept for its class or module: its module's tests
    then move together, or the fixture would be made again where the order splits them."""
    info = getattr(item, "_fixtureinfo", None)
    if info is None:
        return False
    return any(d.scope in SHARED_SCOPES for defs in info.name2fixturedefs.values()
               for d in defs)


def by_cost(items: list[pytest.Item], costs: dict[str, float]) -> list[pytest.Item]:
    """The items, the most costly first; a module whose tests share a module fixture moves
    as one (at its costliest test's place); the unlisted keep their order (a stable sort)."""
    module_cost: dict[str, float] = {}
    shared: set[str] = set()
    for item in items:
        module = item.nodeid.split("::")[0]
        if shares_a_fixture(item):
            shared.add(module)
        module_cost[module] = max(module_cost.get(module, 0.0), costs.get(item.nodeid, 0.0))

    def cost(item: pytest.Item) -> float:
        module = item.nodeid.split("::")[0]
        return module_cost[module] if module in shared else costs.get(item.nodeid, 0.0)

    return sorted(items, key=lambda item: -cost(item))


def cpu_seconds() -> float:
    """CPU of this process and of the processes it started and waited for."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


class CostRecorder:
    """With CLUMSY_TEST_COSTS=folder, each process of the run writes there the CPU seconds
    of each test it ran (set-up and tear-down included), one "seconds test-id" a line."""

    def __init__(self, folder: str) -> None:
        self.folder = Path(folder)
        self.rows: list[tuple[float, str]] = []

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(self, item: pytest.Item, nextitem: pytest.Item | None):
        start = cpu_seconds()
        yield
        self.rows.append((cpu_seconds() - start, item.nodeid))

    def pytest_sessionfinish(self) -> None:
        if not self.rows:
            return
        self.folder.mkdir(parents=True, exist_ok=True)
        name = os.environ.get("PYTEST_XDIST_WORKER", "main")
        text = "".join(f"{seconds:.3f} {nodeid}\n" for seconds, nodeid in self.rows)
        (self.folder / f"{name}.txt").write_text(text, encoding="utf-8")
