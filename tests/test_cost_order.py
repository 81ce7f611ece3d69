"""The suite's order (tests/cost_order.py): the costliest recorded tests first, a module
whose tests share a module fixture kept together, the unrecorded in their own order."""

from __future__ import annotations

from types import SimpleNamespace

from cost_order import COSTS, by_cost, recorded_costs
from shared_runs import CONFORMANCE_TEST, FAULTS_TEST, WHOLE_GAME_TEST

from conftest import QUICK_LIMIT, recorded_cost


def item(nodeid: str, scope: str = "function") -> SimpleNamespace:
    fixture = SimpleNamespace(scope=scope)
    return SimpleNamespace(nodeid=nodeid,
                           _fixtureinfo=SimpleNamespace(name2fixturedefs={"f": [fixture]}))


def test_the_costliest_first_a_shared_module_together_the_rest_in_order() -> None:
    items = [item("a.py::one"), item("a.py::two"), item("b.py::one", "module"),
             item("b.py::two", "module"), item("c.py::one"), item("c.py::two")]
    costs = {"a.py::two": 5.0, "b.py::one": 3.0, "c.py::two": 9.0}
    order = [i.nodeid for i in by_cost(items, costs)]  # type: ignore[arg-type]
    assert order == ["c.py::two", "a.py::two", "b.py::one", "b.py::two", "a.py::one",
                     "c.py::one"]


def test_the_recorded_costs_are_read_and_the_costliest_listed_first() -> None:
    costs = recorded_costs(COSTS)
    assert len(costs) > 50 and all(seconds >= QUICK_LIMIT for seconds in costs.values())
    assert list(costs.values()) == sorted(costs.values(), reverse=True)
    assert all("::" in nodeid and nodeid.startswith("tests/") for nodeid in costs)


def test_a_test_that_reads_a_shared_game_costs_what_the_game_cost() -> None:
    """`--quick` leaves out a test whose shared game a recorded run charged to its twin."""
    costs = {FAULTS_TEST.format("eagles_nest", "sides"): 2.0,
             FAULTS_TEST.format("tutorial", "orders"): 0.9, "tests/a.py::one": 0.3}
    assert recorded_cost(WHOLE_GAME_TEST.format("eagles_nest"), costs) == 2.0
    assert recorded_cost(CONFORMANCE_TEST.format("tutorial", "orders"), costs) == 0.9
    assert recorded_cost("tests/a.py::one", costs) == 0.3
    # the own-system cases play their own games where the whole game is not in the run
    assert recorded_cost(CONFORMANCE_TEST.format("eagles_nest", "sides"), costs) == 0.0
    assert recorded_cost(FAULTS_TEST.format("eagles_nest", "sides"),
                         {WHOLE_GAME_TEST.format("eagles_nest"): 3.0}) == 0.0
