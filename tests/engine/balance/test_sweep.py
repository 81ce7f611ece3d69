"""What-if sweeps (engine/balance/variants.py, sweep.py, `clumsy balance --vary`): the
expressions read against the mission, each bad one a one-line error naming it; the grid
of variants, a refused variant reported and never played; every variant played on the
same seeds (common random numbers); the --json `sweep` rows."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_helpers import clumsy, clumsy_in_process

from engine.balance.errors import BadInput
from engine.balance.sweep import run_sweep, unfairness
from engine.balance.variants import grid, make_variant, parse_vary
from engine.scenario.io import load_scenario

DATA = Path(__file__).parents[2] / "data" / "balance"
FLANK = DATA / "open_flank.yaml"


@pytest.fixture(scope="module")
def flank():
    return load_scenario(FLANK)


def test_ranges_lists_and_unit_edits_read_as_axes(flank):
    assert [e.text for e in parse_vary("rounds=10..12", flank).choices] == [
        "rounds=10", "rounds=11", "rounds=12"]
    assert [e.value for e in parse_vary("hold_points=1,2", flank).choices] == [1, 2]
    add = parse_vary("add:blue:infantry@[2,4]", flank)
    assert add.choices[0] is None and add.choices[1].text == "add:blue:infantry@[2,4]"
    remove = parse_vary("remove:red:engineer", flank)
    assert remove.choices[1].unit_id == "r_eng2"  # the last in the file of that type


@pytest.mark.parametrize("expression, words", [
    ("rounds", "expected rounds=A..B"),
    ("rounds=x", "x is not a number"),
    ("rounds=9..3", "runs backwards"),
    ("rounds=0..3", "at least 1 round"),
    ("rounds=1..500", "at most"),
    ("speed=3", "unknown setting 'speed'"),
    ("hold_points.green=1", "has no side 'green'"),
    ("event:storm=3", "has no event 'storm'"),
    ("add:green:infantry@[2,4]", "has no side 'green'"),
    ("add:blue:tnak@[2,4]", "there is no unit type 'tnak'; did you mean 'tank'?"),
    ("add:blue:infantry@[40,4]", "the cell [40,4] is off the map"),
    ("add:blue:infantry@[0,3]", "holds unit 'b_inf1' already"),
    ("add:blue:infantry@2,4", "expected add:SIDE:TYPE@[X,Y]"),
    ("remove:blue:tank", "side 'blue' has no unit of type 'tank'"),
    ("remove:blue", "expected remove:SIDE:TYPE"),
])
def test_a_bad_vary_is_one_line_naming_it(flank, expression, words):
    with pytest.raises(BadInput) as caught:
        parse_vary(expression, flank)
    message = str(caught.value)
    assert message.startswith(f"--vary {expression}:") and words in message
    assert "\n" not in message


def test_a_unit_is_not_added_where_it_may_not_stand(tmp_path):
    mission = FLANK.read_text().replace("    ....................\n",
                                        "    ~~~~~~~~~~~~~~~~~~~~\n", 1)
    path = tmp_path / "wet.yaml"
    path.write_text(mission.replace("vp_north, at: [9, 0]", "vp_north, at: [9, 1]"))
    with pytest.raises(BadInput, match=r"cannot stand on .* at \[4, 0\]"):
        parse_vary("add:blue:infantry@[4,0]", load_scenario(path))


def test_the_grid_starts_with_the_mission_as_it_is_and_skips_refused_variants(flank):
    axes = [parse_vary("hold_points=2..3", flank), parse_vary("remove:red:engineer", flank)]
    variants = grid(flank, axes, 50)
    labels = [v.label for v in variants]
    # hold_points=2 is the mission itself: not played twice
    assert labels == ["as is", "hold_points=2, remove:red:engineer", "hold_points=3",
                      "hold_points=3, remove:red:engineer"]
    refused = {v.label: v.refused for v in variants if v.refused}
    assert set(refused) == {"hold_points=3", "hold_points=3, remove:red:engineer"}
    removed = variants[1].scenario
    assert "r_eng2" not in {u.id for u in removed.units}
    assert removed.ai["red"][0].units == ["r_inf1", "r_inf2", "r_eng1"]  # out of its group
    assert "only 2 victory point(s)" in refused["hold_points=3"]
    with pytest.raises(BadInput, match="at most 3"):
        grid(flank, axes, 3)


def test_every_variant_plays_the_same_seeds_and_a_refused_one_none(flank):
    variants = grid(flank, [parse_vary("rounds=2,12", flank),
                            parse_vary("hold_points=1,3", flank)], 50)
    sweep = run_sweep(flank.name, ["blue", "red"], variants, 3, seed_start=5)
    played = [r for r in sweep.results if r.variant.refused is None]
    assert [r.label for r in played] == ["as is", "rounds=2, hold_points=1",
                                         "rounds=12, hold_points=1"]
    for r in played:
        assert [g["seed"] for g in r.records] == [5, 6, 7]  # common random numbers
    assert all(not r.records for r in sweep.results if r.variant.refused)
    short = next(r for r in sweep.results if r.label == "rounds=2, hold_points=1")
    assert all(g["termination"] == "last_round" for g in short.records)  # a draw at round 2
    rows = sweep.document()
    assert rows[0]["variant"] == "as is" and set(rows[0]["rates"]) == {"blue", "red", "draw"}
    assert set(rows[0]["rates"]["blue"]) == {"rate", "low", "high"}
    refused = next(r for r in rows if "refused" in r)
    assert refused["rates"] == {} and refused["verdict"].startswith("refused:")


def test_the_same_mission_gives_the_same_records_under_any_label(flank):
    """CRN: a variant that changes nothing plays exactly the games of the mission."""
    same = make_variant(flank, (), label="copy")
    sweep = run_sweep(flank.name, ["blue", "red"], [make_variant(flank, ()), same], 2)
    assert sweep.results[0].records == sweep.results[1].records


def test_unfairness_counts_a_draw_as_no_sides_share():
    draw = {"winner": None, "termination": "last_round", "rounds": 3, "seed": 0}
    blue = {"winner": "blue", "termination": "destroy_all", "rounds": 3, "seed": 1}
    red = {**blue, "winner": "red", "seed": 2}
    assert unfairness(["blue", "red"], [blue, red]) == 0
    assert unfairness(["blue", "red"], [draw, draw]) == 0.5
    assert unfairness(["blue", "red"], [blue, blue]) == 0.5


def test_clumsy_balance_vary_writes_the_sweep(tmp_path):
    out = tmp_path / "sweep.json"
    run = clumsy("balance", FLANK, "--vary", "rounds=2..3", "--vary", "hold_points=2,3",
                 "--games", "2", "--jobs", "1", "--json", out)
    assert run.returncode == 0, run.stderr
    assert ("variant rounds=2, hold_points=3: refused by the validator, not played: "
            "hold_points is 3 but the map has only 2") in run.stdout
    doc = json.loads(out.read_text())
    assert [r["variant"] for r in doc["sweep"]] == [
        "as is", "rounds=2, hold_points=2", "rounds=2, hold_points=3",
        "rounds=3, hold_points=2", "rounds=3, hold_points=3"]
    assert doc["seeds"] == [0, 1]
    assert all(r["games"] == 2 for r in doc["sweep"] if "refused" not in r)


@pytest.mark.parametrize("args, words", [
    (["--vary", "add:blue:tnak@[2,4]"], "--vary add:blue:tnak@[2,4]: there is no unit type"),
    (["--vary", "rounds=3", "--probe"], "--vary does not go with --probe"),
    (["--vary", "rounds=3", "--opponent", "greedy"], "does not go with --opponent"),
    (["--write-suggestion", "x.yaml"], "--write-suggestion needs --suggest"),
    (["--suggest", "--vary", "rounds=3"], "it does not go with --vary"),
    (["--suggest", "--write-suggestion", "x.txt"], "name it .yaml"),
])
def test_bad_sweep_options_are_one_line_exit_2(args, words):
    run = clumsy_in_process("balance", FLANK, "--games", "1", *args)  # the real one: above
    assert run.returncode == 2
    assert words in run.stderr and "Traceback" not in run.stderr
    assert len(run.stderr.strip().splitlines()) == 1


def test_an_events_time_and_a_sides_points_are_varied_on_a_copy():
    from conftest import SCENARIOS

    ford = load_scenario(SCENARIOS / "harrow_ford.yaml")
    axis = parse_vary("event:relief_column=4..6", ford)
    variant = make_variant(ford, (axis.choices[2],))
    event = next(e for e in variant.scenario.events if e.id == "relief_column")
    assert variant.refused is None and event.when.round == 6
    assert next(e for e in ford.events if e.id == "relief_column").when.round == 5  # untouched
    # the one timed part of an `all` trigger: `after relief_column` (rounds absent: 0)
    nested = make_variant(ford, parse_vary("event:town_surrenders=2", ford).choices)
    surrender = next(e for e in nested.scenario.events if e.id == "town_surrenders")
    assert [t.rounds for t in surrender.when.triggers if hasattr(t, "rounds")] == [2]
    with pytest.raises(BadInput, match="event 'host_across' has no time to vary"):
        parse_vary("event:host_across=3", ford)
    flank = load_scenario(FLANK)
    red_never = make_variant(flank, parse_vary("hold_points.red=0", flank).choices)
    assert red_never.scenario.victory.hold_points == {"blue": 2, "red": 0}
    assert flank.victory.hold_points == 2
