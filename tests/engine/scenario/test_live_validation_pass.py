"""Issue 37: the editor's validation process (engine.scenario.validation_service) keeps
what a pass worked out for the next (the parsed parts, the early-win warning's searches)
and lets the compiled schema check vouch for a valid document. Its problems after every
edit are exactly those of a full `clumsy validate` of the same file done afresh
(parse_yaml, jsonschema alone, no search kept); and after one edit of the big map it does
a fraction of the work that full pass does (Python steps counted, never timed)."""

from __future__ import annotations

import random
from dataclasses import replace
from unittest import mock

import pytest
from work_count import python_steps

import engine.ai.mission.hold_reach as hold_reach
from benchmarks.bench_validation import big_scenario
from benchmarks.fuzz_files import MISSIONS
from engine.scenario import fast_schema, yaml_source
from engine.scenario.io import dump_scenario, read_scenario, scenario_from_text
from engine.scenario.model import Scenario
from engine.scenario.problems import ScenarioError
from engine.scenario.validation_service import validate


def afresh(scenario: Scenario, name: str) -> list:
    """`clumsy validate` of the file the editor would save, with nothing kept."""
    with mock.patch.object(hold_reach, "SEARCHES", hold_reach.Searches()), \
            mock.patch.object(fast_schema, "surely_valid", lambda schema, data: False), \
            mock.patch.object(yaml_source, "_PARSED", {}):  # no text parsed before
        try:
            return scenario_from_text(dump_scenario(scenario), name)[1]
        except ScenarioError as exc:
            return exc.problems


def _edit(scenario: Scenario, rng: random.Random) -> Scenario:
    rows = list(scenario.map.rows)
    kind = rng.randrange(4)
    if kind == 0 or not scenario.units:  # paint a cell with a terrain of the map
        r = rng.randrange(len(rows))
        c = rng.randrange(len(rows[r]))
        rows[r] = rows[r][:c] + rng.choice("".join(rows)) + rows[r][c + 1:]
        return replace(scenario, map=replace(scenario.map, rows=rows))
    units = list(scenario.units)
    i = rng.randrange(len(units))
    if kind == 1 and units[i].at is not None:  # move a unit
        at = (rng.randrange(scenario.map.width), rng.randrange(scenario.map.height))
        units[i] = replace(units[i], at=at)
    elif kind == 2:  # delete one
        del units[i]
    else:  # paint a point's doorstep
        points = [f.at for f in scenario.features if f.kind == "victory_point"] or [(0, 0)]
        c, r = rng.choice(points)
        r = min(max(r + rng.randint(-1, 1), 0), len(rows) - 1)
        c = min(max(c + rng.randint(-1, 1), 0), len(rows[r]) - 1)
        rows[r] = rows[r][:c] + rng.choice("".join(rows)) + rows[r][c + 1:]
        return replace(scenario, map=replace(scenario.map, rows=rows))
    return replace(scenario, units=units)


@pytest.mark.parametrize("path", MISSIONS, ids=lambda p: p.name)
def test_the_process_pass_is_clumsy_validate_after_every_edit(path):
    scenario, _ = read_scenario(path)
    assert scenario is not None
    rng = random.Random(path.name)
    name = str(path)
    for _ in range(5):
        assert validate(scenario, name) == afresh(scenario, name)
        scenario = _edit(scenario, rng)
    assert validate(scenario, name) == afresh(scenario, name)


def test_the_big_map_after_edits_is_clumsy_validate():
    """Two points to hold: the early-win warning comes and goes with the edits."""
    scenario = big_scenario(96, 300)
    scenario = replace(scenario, victory=replace(scenario.victory, hold_points=2))
    rng = random.Random(2)
    warned = 0
    for _ in range(8):
        scenario = _edit(scenario, rng)
        problems = validate(scenario, "big.yaml")
        assert problems == afresh(scenario, "big.yaml")
        warned += any("can win by holding" in p.message for p in problems)
    assert warned


def test_a_pass_after_one_edit_does_a_fifth_of_the_work_or_less():
    """256x256, 1,000 units, one cell painted: the full pass afresh (its jsonschema walk,
    its whole parse, its 32 searches) against the process's pass (measured: 1/7)."""
    scenario = big_scenario()
    validate(scenario, "big.yaml")
    rows = list(scenario.map.rows)
    rows[3] = rows[3][:3] + ("F" if rows[3][3] != "F" else ".") + rows[3][4:]
    edited = replace(scenario, map=replace(scenario.map, rows=rows))
    ours = python_steps(lambda: validate(edited, "big.yaml"))
    full = python_steps(lambda: afresh(edited, "big.yaml"))
    assert ours * 5 < full, (ours, full)
    assert validate(edited, "big.yaml") == afresh(edited, "big.yaml")


def test_a_dropped_pass_interrupted_in_a_finaliser_prints_nothing():
    """A newer edit interrupts the pass in flight (`_thread.interrupt_main`); when the
    interrupt lands in a weak reference's callback, Python reports it as unraisable: the
    service's process prints no traceback of it on the editor's terminal, while any other
    unraisable error is still reported."""
    import subprocess
    import sys

    code = ("import weakref\n"
            "from engine.scenario.validation_service import quiet_dropped_passes\n"
            "quiet_dropped_passes()\n"
            "class Thing: pass\n"
            "def interrupted(_): raise KeyboardInterrupt\n"
            "def broken(_): raise ValueError('a real fault')\n"
            "a, b = Thing(), Thing()\n"
            "ra, rb = weakref.ref(a, interrupted), weakref.ref(b, broken)\n"
            "del a, b\n"
            "print('went on')\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60)
    assert out.stdout == "went on\n"
    assert "KeyboardInterrupt" not in out.stderr
    assert "ValueError: a real fault" in out.stderr
