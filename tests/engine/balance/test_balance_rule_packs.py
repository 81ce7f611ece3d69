"""A mission whose rule pack is a file beside it, played by the balance library: the pack
travels with the mission's text (a cluster worker has no folder to read it from)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from engine.balance.run import BadInput, MissionText, play_one
from engine.scenario.io import read_scenario
from engine.scenario.packs import pack_file_text
from engine.scenario.shipped import shipped_mission


def marsh_with_a_pack_file(folder: Path) -> Path:
    """The Marsh Road with its inline pack moved to fen_kit.yaml beside it."""
    source = Path(str(shipped_mission("marsh_road")))
    scenario, _ = read_scenario(source)
    (folder / "fen_kit.yaml").write_text(pack_file_text(scenario.rules.inline), encoding="utf-8")
    text = source.read_text(encoding="utf-8")
    text = re.sub(r"^rules:\n(  .*\n)+", "rules: [fen_kit.yaml]\n", text, flags=re.M)
    path = folder / "marsh_road.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_pack_file_travels_with_the_mission_text(tmp_path):
    here = tmp_path / "here"
    here.mkdir()
    path = marsh_with_a_pack_file(here)
    mission = MissionText.of_file(path)
    assert [name for name, _ in mission.packs] == ["fen_kit.yaml"]
    played_here = play_one(mission, 3)
    shutil.rmtree(here)  # as on another machine: no folder, only what was sent
    elsewhere = str(tmp_path / "worker" / "marsh_road.yaml")
    assert play_one(MissionText(elsewhere, mission.text, mission.packs), 3) == played_here
    with pytest.raises(BadInput, match="pack file 'fen_kit.yaml'"):
        play_one(MissionText(elsewhere, mission.text), 3)
    inline = play_one(str(shipped_mission("marsh_road")), 3)
    assert inline == played_here  # the same pack, inline or in a file: the same game
