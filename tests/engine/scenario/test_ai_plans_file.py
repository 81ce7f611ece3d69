"""The `ai:` key in the file (docs/design.md, "AI plans"): it reads and writes back byte
for byte, the schema refuses what a group cannot hold, and validation names every unit,
area, event and group that is not there, at its line and column."""

from __future__ import annotations

from conftest import SCENARIOS, position_of
from engine.scenario.io import dump_scenario, scenario_from_text

BASE = (SCENARIOS / "tutorial.yaml").read_text(encoding="utf-8")
PLANS = """ai:
  red:
    groups:
      - {id: line, units: [r_inf1, r_inf2], plan: hold}
      - {id: pickets, units: [r_inf3], plan: patrol, route: [[3, 4], [9, 4]], aggression: cautious}
      - {id: strike, units: [r_tank], plan: reserve, until_round: 4, start: [[9, 5], [9, 6]]}
"""


def problems_of(text: str) -> list[tuple[int, int, str]]:
    _, problems = scenario_from_text(text, "t.yaml")
    return [(p.line, p.column, p.message) for p in problems if p.severity == "error"]


def test_the_ai_key_reads_and_writes_back_byte_for_byte():
    text = BASE + PLANS
    scenario, problems = scenario_from_text(text, "t.yaml")
    assert scenario is not None and not [p for p in problems if p.severity == "error"]
    assert [g.id for g in scenario.ai["red"]] == ["line", "pickets", "strike"]
    assert scenario.ai["red"][1].route == [(3, 4), (9, 4)]
    assert dump_scenario(scenario) == text


def test_the_shipped_missions_with_plans_validate_and_write_back():
    for name in ("harrow_ford", "vell_rearguard"):
        text = (SCENARIOS / f"{name}.yaml").read_text(encoding="utf-8")
        scenario, problems = scenario_from_text(text, name)
        assert scenario is not None and scenario.ai, name
        assert not [p for p in problems if p.severity == "error"], name
        assert dump_scenario(scenario) == text


def test_the_schema_refuses_an_unknown_plan_and_key():
    found = problems_of(BASE + PLANS.replace("plan: hold", "plan: charge")
                        .replace("aggression: cautious", "mood: cautious"))
    assert any("charge" in m for _, _, m in found)
    assert any("mood" in m for _, _, m in found)


def test_validation_names_what_is_not_there_at_its_line():
    text = BASE + """events:
  - {id: go, when: {round: 3}, do: [{ai_plan: {side: red, group: strke, plan: attack}}]}
ai:
  red:
    groups:
      - {id: line, units: [r_inf1, b_inf1, r_inf9], plan: defend, area: fordd}
      - {id: res, units: [r_inf1], plan: reserve, until_event: goo}
      - {id: walk, units: [r_inf3], plan: patrol}
  grey:
    groups: []
"""
    found = problems_of(text)
    expect = [
        ("b_inf1, r_inf9", "unit 'b_inf1' of AI group 'line' of 'red' belongs to 'blue'"),
        ("r_inf9]", "'r_inf9' is not a unit or a reinforcement"),
        ("fordd}", "'fordd' is not an area"),
        ("r_inf1], plan: reserve", "unit 'r_inf1' is in AI groups 'line' and 'res'"),
        ("goo}", "waits for 'goo', which is not an event; did you mean 'go'?"),
        ("plan: patrol", "patrols no route yet"),
        ("grey:", "the AI plans are for 'grey', which is not a side"),
        ("strke,", "'red' has no AI group 'strke'"),
        ("plan: attack}", "attacks no area yet"),
    ]
    for anchor, words in expect:
        line, column = position_of(text, anchor)
        hits = [(ln, col) for ln, col, m in found if words in m]
        assert hits, (words, found)
        assert hits[0][0] == line, (words, hits, line)
