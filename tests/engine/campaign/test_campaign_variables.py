"""Campaign variables: what a mission starts with, what the campaign keeps after it, and
the names a mission's logic sets and reads (the link to mission variables)."""

from __future__ import annotations

from types import SimpleNamespace

from engine.campaign.play import game_variables, with_variables
from engine.campaign.variables import values_after_mission, values_for_mission, variable_names


def test_a_mission_starts_with_its_variables_and_the_campaigns():
    assert values_for_mission({"bridges": 2, "prestige": 5}, {"bridges": 0, "alarm": False}) == {
        "bridges": 2, "alarm": False, "prestige": 5}
    assert values_for_mission({"prestige": 5}, None) == {"prestige": 5}


def test_the_campaign_keeps_the_values_its_variables_ended_with():
    after = values_after_mission({"bridges": 2, "prestige": 5}, {"bridges": 3, "alarm": True})
    assert after == {"bridges": 3, "prestige": 5}  # a mission's own variable stays its own


def test_the_names_a_mission_sets_and_reads():
    data = {"events": [
        {"id": "blow", "when": {"all": [{"var": {"name": "alarm", "equals": 1}},
                                        {"round": 3}]},
         "do": [{"add_var": {"name": "bridges", "amount": 1}},
                {"score": {"var": "prestige", "points": 2}}]},
        {"id": "set", "when": {"round": 1}, "do": [{"set_var": {"name": "alarm", "value": 1}}]},
    ], "event_cards": [{"id": "c", "do": [{"message": {"to": "all", "text": "name"}}]}]}
    assert variable_names(data) == ({"bridges", "prestige", "alarm"}, {"alarm"})


def test_a_game_and_scenario_without_variables_are_left_alone():
    plain = SimpleNamespace(name="m")
    assert with_variables(plain, {"a": 1}) is plain  # type: ignore[arg-type]
    keeps = SimpleNamespace(name="m", variables={"a": 0, "b": 1})
    started = with_variables(keeps, {"a": 4})  # type: ignore[arg-type]
    assert started.variables == {"a": 4, "b": 1} and keeps.variables == {"a": 0, "b": 1}
    assert game_variables(SimpleNamespace()) == {}  # type: ignore[arg-type]
    assert game_variables(SimpleNamespace(variables={"a": 2})) == {"a": 2}  # type: ignore[arg-type]


def test_a_variable_set_in_one_mission_is_read_in_the_next(tmp_path):
    """End to end: the first mission adds 2 to the campaign's `bridges_blown`; the second
    starts with that value, so its `var` trigger fires and adds 10 (started from its own
    0 instead, nothing fires and the campaign ends with 0)."""
    from campaign_helpers import TWO_STEPS, tutorial_with_camp, write_campaign
    from engine.campaign.load import load_campaign, read_campaign
    from engine.campaign.play import play_campaign

    first = tutorial_with_camp() + """\
variables: {bridges_blown: 0}
events:
  - id: blow
    when: {round: 1}
    do:
      - add_var: {name: bridges_blown, amount: 2}
"""
    second = tutorial_with_camp() + """\
variables: {bridges_blown: 0}
events:
  - id: remembered
    when: {var: {name: bridges_blown, at_least: 2}}
    do:
      - add_var: {name: bridges_blown, amount: 10}
"""
    text = TWO_STEPS + "variables: {bridges_blown: 0}\n"
    path = write_campaign(tmp_path, text, {"a.yaml": first, "b.yaml": second})
    _, problems = read_campaign(path)
    assert not [str(p) for p in problems if p.severity == "error" or "variable" in p.message]
    loaded = load_campaign(path)
    result = play_campaign(loaded, seed=2, max_rounds=2)
    assert result.path == ["one", "two"]
    assert result.variables == {"bridges_blown": 12}
