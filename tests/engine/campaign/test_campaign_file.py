"""The campaign file: read, written and read again to the same records and the same text;
its JSON Schema is the contract its reader checks."""

from __future__ import annotations

import json

from conftest import ROOT, SCENARIOS
from engine.campaign.format import is_campaign_text
from engine.campaign.io import campaign_schema, save_campaign
from engine.campaign.load import load_campaign
from engine.campaign.model import Arrives, Campaign
from engine.campaign.writer import dump_campaign
from engine.scenario.io import parse_source
from engine.scenario.shipped import shipped_campaigns

SHIPPED = SCENARIOS / "wend.campaign.yml"

FULL = """\
format: clumsy-campaign/1
name: "Odd: names"
description: |
  Two lines,
  of text.
sides: [blue, red]
start: one
missions:
  - id: one
    file: a.yaml
    sides: {blue: blue, red: red}
    next: {blue: two, red: end, draw: two}
    carry:
      - {side: blue, units: survivors}
      - {side: red, units: [r_inf1, r_tank]}
  - id: two
    file: b.yaml
    next: {blue: end, red: end, draw: end}
    arrives: {area: camp, red: {area: [[9, 0], [9, 1]]}}
variables: {bridges_blown: 0, prestige: 2.5, alarm: false, leader: Hale}
"""


def test_a_campaign_reads_writes_and_reads_back_the_same(tmp_path):
    data = parse_source(FULL, "full.yaml").data
    campaign = Campaign.from_data(data)
    assert campaign.to_data() == data
    assert dump_campaign(campaign) == FULL
    two = campaign.mission("two")
    assert two.arrives == Arrives(area="camp", by_side={"red": [(9, 0), (9, 1)]})
    assert two.arrives.area_of("red") == [(9, 0), (9, 1)] and two.arrives.area_of("blue") == "camp"
    assert campaign.mission("one").carry[1].ids == ["r_inf1", "r_tank"]
    path = tmp_path / "c.yaml"
    save_campaign(campaign, path)
    assert path.read_text(encoding="utf-8") == FULL


def test_the_shipped_campaign_round_trips_and_is_package_data():
    assert [f.name for f in shipped_campaigns()] == ["wend.campaign.yml"]
    loaded = load_campaign(SHIPPED)
    text = dump_campaign(loaded.campaign)
    assert Campaign.from_data(parse_source(text, "again").data) == loaded.campaign
    assert dump_campaign(Campaign.from_data(parse_source(text, "again").data)) == text
    assert is_campaign_text(SHIPPED.read_text(encoding="utf-8"))
    assert not is_campaign_text((SCENARIOS / "tutorial.yaml").read_text(encoding="utf-8"))


def test_the_schema_is_the_committed_file_and_names_the_format():
    schema = json.loads((ROOT / "schemas" / "campaign.schema.json").read_text(encoding="utf-8"))
    assert campaign_schema() == schema
    assert schema["properties"]["format"] == {"const": "clumsy-campaign/1"}
