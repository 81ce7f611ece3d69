"""`clumsy validate`, `play` and `balance` on a campaign file (told from a mission by its
`format:`), the shipped Wend campaign played through."""

from __future__ import annotations

import io
import json

from campaign_helpers import TWO_STEPS, write_campaign
from conftest import SCENARIOS
from engine.cli.main import main

WEND = str(SCENARIOS / "wend.campaign.yml")


def test_validate_a_campaign_and_its_missions(tmp_path, capsys, monkeypatch):
    assert main(["validate", WEND]) == 0
    assert capsys.readouterr().out.strip() == f"{WEND}: valid campaign of 4 mission(s)"
    broken = write_campaign(tmp_path, TWO_STEPS.replace("{blue: end,", "{blue: tow,"))
    assert main(["validate", str(broken)]) == 1
    err = capsys.readouterr().err
    assert f"{broken}:13:18: error: 'two' goes on to 'tow', which is no mission" in err
    monkeypatch.chdir(SCENARIOS)  # standard input: the missions are named from here
    text = (SCENARIOS / "wend.campaign.yml").read_bytes()
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(text)))
    assert main(["validate", "-"]) == 0
    assert capsys.readouterr().out.strip() == "<stdin>: valid campaign of 4 mission(s)"


def test_play_the_shipped_campaign_through_as_json(capsys):
    assert main(["play", WEND, "--seed", "3", "--max-rounds", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["campaign"] == "The Wend Campaign" and data["seed"] == 3
    # two rounds decide nothing: the crossing ends as a draw's way goes, to Harrow, then Vell
    assert data["path"] == ["crossing", "harrow", "vell"]
    assert [s["mission"] for s in data["steps"]] == data["path"]
    crossing, harrow, vell = data["steps"]
    assert crossing["winner"] is None and crossing["rounds"] == 2 and crossing["next"] == "harrow"
    carried = crossing["carried_out"]["marches"]
    assert carried and set(carried) <= {"m_inf1", "m_eng1", "m_tank1"}
    assert set(harrow["carried_in"]) == set(carried)
    assert all(at is not None for at in harrow["carried_in"].values())
    assert vell["next"] == "end" and data["final"] == "unfinished"


def test_play_prints_the_path_and_each_missions_result(capsys):
    assert main(["play", WEND, "--seed", "3", "--max-rounds", "1"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[0].startswith("1. crossing (river_crossing.yaml): unfinished:")
    assert "-> harrow; marches carries" in lines[0]
    assert lines[1].startswith("2. harrow (harrow_ford.yaml): ") and "carried in: " in lines[1]
    assert lines[-1] == "path: crossing -> harrow -> vell; final: unfinished"


def test_play_refuses_options_of_one_mission(capsys):
    assert main(["play", WEND, "--side", "marches"]) == 2
    assert "--side plays one mission; it does not go with a campaign" in capsys.readouterr().err


def test_balance_of_a_campaign(tmp_path, capsys):
    out = tmp_path / "result.json"
    campaign = write_campaign(tmp_path)
    assert main(["balance", str(campaign), "--games", "2", "--jobs", "1", "--max-rounds", "1",
                 "--json", str(out)]) == 0
    text = capsys.readouterr().out
    assert "Two steps: 2 campaign(s)" in text and "one -> two" in text
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["games"] == 2 and report["paths"][0]["games"] == 2
    assert main(["balance", str(campaign), "--games", "2", "--chart", str(tmp_path / "c.png")]) == 2
    assert "--chart does not go with a campaign" in capsys.readouterr().err


def test_the_shipped_campaign_plays_to_its_end(capsys):
    assert main(["play", WEND, "--seed", "4", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["finished"] and data["path"][0] == "crossing" and data["path"][-1] == "vell"
    assert data["path"][1] in ("kessel", "harrow") and len(data["path"]) == 3
    assert data["final"] in ("marches", "guard", "draw")
    assert all(s["outcome"] in ("win", "draw") for s in data["steps"])


def test_difficulty_by_campaign_side(capsys):
    from engine.campaign.play import mission_difficulty

    assert mission_difficulty({"marches": "hard", "garrison": "easy"},
                              {"marches": "corps", "guard": "garrison"}) == {
        "corps": "hard", "garrison": "easy"}
    assert mission_difficulty("easy", {"marches": "corps"}) == "easy"
    assert main(["play", WEND, "--difficulty", "marchez=hard"]) == 2
    assert "has no side 'marchez'" in capsys.readouterr().err
    assert main(["play", WEND, "--difficulty", "marches=hardest"]) == 2
    assert "hardest" in capsys.readouterr().err
