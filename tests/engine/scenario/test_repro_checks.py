"""The fuzz and fault run's reproducers of issue 38 (../shared/repro/, copied to
tests/fixtures/repro/): each gives a clean answer, never a traceback."""

from __future__ import annotations

from pathlib import Path

from engine.scenario.event_checks import _cycles, _fireable
from engine.scenario.io import read_scenario

REPRO = Path(__file__).resolve().parents[2] / "fixtures" / "repro"


def _errors(name: str) -> list[str]:
    _, problems = read_scenario(REPRO / name)
    return [p.message for p in problems if p.severity == "error"]


def test_r16_a_reinforcement_aboard_a_carrier_and_on_a_cell_is_refused():
    assert _errors("r16_reinforcement_cargo_ghost.yaml") == [
        "reinforcement 'b_x' is in the cargo of 'b_truck' and also has 'at'; remove its "
        "'at' (it rides with the carrier)"]


def test_r17_reinforcement_cargo_is_checked_like_starting_cargo():
    errors = _errors("r17_reinforcement_cargo_unchecked.yaml")
    assert any("reinforcement 'b_t' (tank) cannot carry other units" in e for e in errors)
    assert any("reinforcement 'b_z' (infantry) cannot carry other units" in e for e in errors)


def test_r24_a_stratego_piece_whose_type_is_a_list_is_a_message_at_its_line():
    _, problems = read_scenario(REPRO / "r24_stratego_type_list.yaml")
    found = [p for p in problems if "'type' of unit 'r01' should be text" in p.message]
    assert found and found[0].line == 27


def test_r29_an_event_with_another_way_to_fire_breaks_the_cycle():
    assert _errors("r29_event_cycle_false_error.yaml") == []


def test_a_cycle_that_no_event_can_start_is_still_found_once():
    whens = {"p": {"after": {"event": "q"}}, "q": {"all": [{"round": 1},
                                                           {"after": {"event": "p"}}]},
             "r": {"after": {"event": "p", "rounds": 2}}, "s": {"after": {"event": "s"}}}
    fired = _fireable(whens)
    assert fired == {"r"}
    stuck = [e for e in whens if e not in fired]
    edges = {"p": ["q"], "q": ["p"], "s": ["s"]}
    assert _cycles(stuck, edges) == [["p", "q"], ["s"]]


def test_a_chain_of_20000_events_settles_each_event_once():
    n = 20_000
    whens = {"c0": {"round": 1}, **{f"c{i}": {"after": {"event": f"c{i - 1}"}}
                                    for i in range(1, n)}}
    assert len(_fireable(whens)) == n
    whens["c0"] = {"after": {"event": f"c{n - 1}"}}
    assert _fireable(whens) == set()
    edges = {f"c{i}": [f"c{i - 1}"] for i in range(1, n)} | {"c0": [f"c{n - 1}"]}
    (cycle,) = _cycles(list(whens), edges)
    assert len(cycle) == n and cycle[0] == "c0"
