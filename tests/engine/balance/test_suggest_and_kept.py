"""`clumsy balance --suggest` (engine/balance/suggest.py) and kept runs
(engine/balance/kept.py): the small edits tried, the search's halving on the same seeds,
the suggestion written as a valid mission, and a run kept as MISSION.balance.json: read
back, merged, and told stale (with what changed) when the mission differs."""

from __future__ import annotations

import copy
import json
import shutil
from pathlib import Path

import pytest
from cli_helpers import clumsy_in_process as clumsy

from engine.balance.errors import BadInput
from engine.balance.json_io import merge_results, result_document, write_result
from engine.balance.kept import (
    RUN_FORMAT,
    kept_document,
    mission_changes,
    read_kept,
    run_path,
    write_kept,
)
from engine.balance.suggest import candidate_edits, run_suggest
from engine.balance.variants import Edit
from engine.scenario.io import load_scenario, scenario_hash

DATA = Path(__file__).parents[2] / "data" / "balance"
# `clumsy balance` in this process (cli_helpers.clumsy_in_process: the command line's
# `main`, what the console script runs), without a process's start-up (0.3 CPU-s a run);
# the console script's balance is run in test_probe.py and test_sweep.py.
FLANK = DATA / "open_flank.yaml"


@pytest.fixture(scope="module")
def flank():
    return load_scenario(FLANK)


def test_the_edits_tried_are_small_and_legal(flank):
    texts = [e.text for e in candidate_edits(flank, steps=2)]
    assert texts[:4] == ["rounds=11", "rounds=13", "rounds=10", "rounds=14"]
    assert "hold_points=1" in texts and "hold_points=3" not in texts  # 2 points on the map
    assert {"remove:blue:infantry", "remove:blue:engineer", "remove:red:infantry",
            "remove:red:engineer"} <= set(texts)
    adds = [e for e in candidate_edits(flank, steps=1) if e.kind == "add"]
    assert {(e.target, e.unit_type) for e in adds} == {
        ("blue", "infantry"), ("blue", "engineer"), ("red", "infantry"), ("red", "engineer")}
    for e in adds:  # next to a unit of its type, on a free cell
        assert not flank.units_at(e.cell)
        anchor = next(u.at for u in flank.units if u.side == e.target and u.type == e.unit_type)
        assert max(abs(e.cell[0] - anchor[0]), abs(e.cell[1] - anchor[1])) == 1


def test_the_search_halves_on_the_same_seeds_and_keeps_the_yardstick(flank):
    edits = [Edit("rounds", value=2), Edit("hold_points", value=1), Edit("rounds", value=3)]
    found = run_suggest(str(FLANK), 2, budget=40, edits=edits)
    # 4 variants x 2 games, then the better half and the mission as it is x 2 more, ...
    assert found.rounds >= 2 and found.games_spent <= 40 + 8
    games = {r.label: [g["seed"] for g in r.records] for r in found.standings}
    assert games["as is"] == sorted(games["as is"]) and games["as is"][:2] == [0, 1]
    most = max(len(s) for s in games.values())
    assert len(games["as is"]) == most  # the yardstick plays every round
    assert all(seeds == list(range(len(seeds))) for seeds in games.values())
    doc = found.document()
    assert doc["games_spent"] == found.games_spent and doc["variant"] == found.best.label
    assert set(doc["rates"]) == {"blue", "red", "draw"}
    assert found.sentence().endswith(f"{found.games_spent} games spent in {found.rounds} "
                                     "round(s) of the search.")


def test_write_suggestion_writes_a_valid_mission_never_over_the_input(tmp_path):
    mission = tmp_path / "flank.yaml"
    shutil.copy(FLANK, mission)
    before = mission.read_text()
    out, result = tmp_path / "fixed.yaml", tmp_path / "s.json"
    run = clumsy("balance", mission, "--suggest", "--games", "1", "--budget", "12",
                 "--jobs", "1", "--write-suggestion", out, "--json", result)
    assert run.returncode == 0, run.stderr
    assert mission.read_text() == before
    doc = json.loads(result.read_text())["suggestion"]
    assert doc["games_spent"] >= 1 and "half_width" in doc
    if doc["edit"] is None:
        assert "not written" in run.stdout and not out.exists()
    else:
        fixed = load_scenario(out)  # valid: load_scenario raises on any error
        assert scenario_hash(fixed) != scenario_hash(load_scenario(mission))
        assert f"suggestion written: {out}" in run.stdout


def test_a_kept_run_reads_back_and_is_stale_with_what_changed(flank, tmp_path):
    records = [{"seed": 0, "winner": "blue", "termination": "victory_points", "rounds": 3},
               {"seed": 1, "winner": None, "termination": "last_round", "rounds": 12}]
    path = run_path(tmp_path / "open_flank.yaml")
    assert path.name == "open_flank.balance.json"
    write_kept(path, kept_document(flank, records, extra={"sweep": [{"variant": "as is"}]}))
    run = read_kept(path)
    assert run.records == records and run.sides == ["blue", "red"]
    assert run.mission_hash == scenario_hash(flank) and run.engine_version
    assert run.extra == {"sweep": [{"variant": "as is"}]}
    assert json.loads(path.read_text())["format"] == RUN_FORMAT
    assert not run.is_stale(flank) and run.changes(flank) == []
    edited = copy.deepcopy(flank)
    edited.rounds = 14
    edited.units = [u for u in edited.units if u.id != "r_eng2"]
    edited.units[0].at = (0, 4)
    assert run.is_stale(edited)
    assert run.changes(edited) == ["rounds 12 -> 14", "unit r_eng2 removed (red engineer)",
                                   "unit b_inf1 moved [0, 3] -> [0, 4]"]


def test_an_old_result_file_still_reads_and_is_never_fresh(flank, tmp_path):
    records = [{"seed": 3, "winner": "red", "termination": "destroy_all", "rounds": 5}]
    old = tmp_path / "old.json"
    write_result(old, result_document(flank.name, ["blue", "red"], records))
    run = read_kept(old)
    assert run.records == records and run.mission_hash is None
    assert run.is_stale(flank)
    assert run.changes(flank) == ["the run does not say which mission it played"]


def test_merge_takes_kept_runs_and_refuses_two_versions_of_the_mission(flank, tmp_path):
    a, b, c = tmp_path / "a.json", tmp_path / "b.json", tmp_path / "c.json"
    rec = {"winner": "blue", "termination": "victory_points", "rounds": 3}
    write_kept(a, kept_document(flank, [{"seed": 0, **rec}]))
    write_kept(b, kept_document(flank, [{"seed": 1, **rec}]))
    merged = merge_results([str(a), str(b)])
    assert [g["seed"] for g in merged["games"]] == [0, 1]
    assert merged["mission_hash"] == scenario_hash(flank) and merged["format"] == RUN_FORMAT
    other = copy.deepcopy(flank)
    other.rounds = 9
    write_kept(c, kept_document(other, [{"seed": 2, **rec}]))
    with pytest.raises(BadInput, match="a run of another version of the mission"):
        merge_results([str(a), str(c)])


def test_mission_changes_name_victory_and_added_units(flank):
    edited = copy.deepcopy(flank)
    edited.victory.hold_points = 1
    from engine.scenario.model import Unit

    edited.units.append(Unit("b_new", "infantry", "blue", (2, 2)))
    assert mission_changes(flank, edited) == ["victory hold_points 2 -> 1",
                                              "unit b_new added (blue infantry)"]


def test_clumsy_balance_keep_writes_the_run_beside_the_mission(tmp_path):
    mission = tmp_path / "flank.yaml"
    shutil.copy(FLANK, mission)
    run = clumsy("balance", mission, "--games", "2", "--jobs", "1", "--keep")
    assert run.returncode == 0, run.stderr
    kept = tmp_path / "flank.balance.json"
    assert f"run kept: {kept}" in run.stdout
    back = read_kept(kept)
    assert [g["seed"] for g in back.records] == [0, 1]
    assert not back.is_stale(load_scenario(mission))
    again = clumsy("balance", mission, "--games", "1", "--keep", "--out", tmp_path / "x.json")
    assert again.returncode == 2 and "give one of them" in again.stderr


def test_keep_into_a_missing_folder_is_refused_before_any_game(tmp_path):
    run = clumsy("balance", FLANK, "--games", "1", "--out", tmp_path / "no" / "run.json")
    assert run.returncode == 2 and "cannot keep the run there" in run.stderr
    assert "[" not in run.stderr  # no progress bar: no game was played


def test_an_edit_that_only_ties_the_mission_is_not_suggested():
    """On Open Flank the AI plans hold both sides at home: every game is a draw at the
    last round, 12 or 13, so rounds=13 is only as fair and the mission as it is stays."""
    found = run_suggest(str(FLANK), 2, budget=20, edits=[Edit("rounds", value=13)])
    games = {r.label: r.records for r in found.standings}
    assert [g["winner"] for g in games["as is"]] == [g["winner"] for g in games["rounds=13"]]
    assert found.edit is None and found.best.label == "as is"
    assert found.sentence().startswith("No small edit did better")


def test_mission_changes_name_an_events_new_time():
    from conftest import SCENARIOS

    ford = load_scenario(SCENARIOS / "harrow_ford.yaml")
    edited = copy.deepcopy(ford)
    next(e for e in edited.events if e.id == "relief_column").when.round = 6
    edited.events = [e for e in edited.events if e.id != "guns_recalled"]
    assert mission_changes(ford, edited) == [
        "event guns_recalled removed",
        'event relief_column: {"round": 5, "side": "militia"} -> {"round": 6, "side": "militia"}']
