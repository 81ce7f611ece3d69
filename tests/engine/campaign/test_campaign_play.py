"""A campaign played through by the AI, and many of them summed up."""

from __future__ import annotations

from campaign_helpers import TWO_STEPS, write_campaign
from engine.campaign.load import load_campaign
from engine.campaign.play import play_campaign
from engine.campaign.series import format_campaign_table, run_campaigns


def test_the_survivors_of_one_mission_enter_the_next(tmp_path):
    loaded = load_campaign(write_campaign(tmp_path))
    seen = []
    result = play_campaign(loaded, seed=1, max_rounds=2, on_step=seen.append)
    assert result.path == ["one", "two"] and seen == result.steps
    first, second = result.steps
    assert first.outcome == "unfinished" and first.next == "two"  # cut short: a draw's way
    assert first.carried_out["blue"]  # blue's survivors after two rounds
    assert list(second.carried_in) == first.carried_out["blue"]
    # the tutorial has its own b_* units: the newcomers got ids of their own
    assert all(new is not None and new != old for old, new in second.carried_in.items())
    assert second.next == "end" and result.final == "unfinished"
    again = play_campaign(loaded, seed=1, max_rounds=2)
    assert again.to_json() == result.to_json()  # a campaign depends only on its seed


def test_the_outcome_picks_the_branch(tmp_path):
    text = TWO_STEPS.replace("{blue: two, red: two, draw: two}", "{blue: end, red: end, draw: two}")
    loaded = load_campaign(write_campaign(tmp_path, text))
    result = play_campaign(loaded, seed=0, max_rounds=1)
    assert result.path == ["one", "two"]  # unfinished after a round: the draw's way
    played = play_campaign(loaded, seed=0)
    first = played.steps[0]
    expected = "two" if first.outcome != "win" else "end"
    assert first.next == expected and len(played.steps) == (2 if expected == "two" else 1)


def test_a_series_gives_the_paths_and_final_outcomes(tmp_path):
    path = str(write_campaign(tmp_path))
    series = run_campaigns(path, 2, seed_start=5, jobs=1, max_rounds=1)
    report = series.report()
    assert report["games"] == 2 and [r["seed"] for r in report["results"]] == [5, 6]
    assert sum(row["games"] for row in report["paths"]) == 2
    assert report["paths"][0]["path"] == ["one", "two"]
    assert sum(row["games"] for row in report["finals"].values()) == 2
    assert report["missions"]["one"]["played"] == 2
    table = format_campaign_table(report)
    assert "one -> two" in table and "Two steps: 2 campaign(s)" in table
