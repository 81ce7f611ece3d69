"""Reading and writing campaign files (DESIGN.md, "Campaign file"): the same safe reader
as scenarios (bounded, line-exact, no tag that runs code), its own JSON Schema, atomic
saves. A mission file is read only inside the campaign's folder (`mission_path`)."""

from __future__ import annotations

import os
import re
from dataclasses import field
from functools import lru_cache
from pathlib import Path

from engine.campaign.model import Campaign
from engine.campaign.writer import dump_campaign
from engine.records import record
from engine.scenario.io import parse_source, write_text_atomic
from engine.scenario.model import Scenario
from engine.scenario.problems import Problem
from engine.scenario.schema import LazyValidator, check_with, shipped_schema
from engine.scenario.yaml_source import SourceDocument

CAMPAIGN_SCHEMA = "campaign.schema.json"


@lru_cache(maxsize=1)
def campaign_schema() -> dict[str, object]:
    return shipped_schema(CAMPAIGN_SCHEMA, "campaign schema")


@lru_cache(maxsize=1)
def _validator() -> LazyValidator:
    return LazyValidator(campaign_schema())


def campaign_shape(text: str, filename: str) -> tuple[SourceDocument, list[Problem], bool]:
    """The parsed document, the schema's problems, and whether it fits the model;
    ScenarioError when it is not YAML."""
    source = parse_source(text, filename)
    problems, shape_ok = check_with(_validator(), source, filename, whole="the campaign")
    return source, problems, shape_ok and isinstance(source.data, dict)


@record
class LoadedCampaign:
    """A valid campaign with its missions read: `scenarios` by mission id."""

    campaign: Campaign
    path: Path
    scenarios: dict[str, Scenario] = field(default_factory=dict)
    files: dict[str, Path] = field(default_factory=dict)


def save_campaign(campaign: Campaign, path: str | os.PathLike[str]) -> None:
    """Write atomically: a failed save leaves the previous file as it was."""
    write_text_atomic(path, dump_campaign(campaign))


def mission_path(campaign_file: Path, relative: str) -> Path | str:
    """The mission file a campaign names, or why it may not be read: a path relative to
    the campaign file that stays inside its folder (no absolute path, no `..` out of it,
    no symbolic link leading out)."""
    if not relative.strip():
        return "the mission file is empty; name a file beside the campaign"
    if "\\" in relative or os.path.isabs(relative) or re.match(r"^[A-Za-z]:", relative):
        return (f"'{relative}' is not a relative path with '/'; a mission file is named "
                "relative to the campaign file, inside its folder")
    folder = campaign_file.resolve().parent
    target = (folder / relative).resolve()
    if target != folder and folder not in target.parents:
        return (f"'{relative}' leads out of the campaign's folder ({folder}); a campaign "
                "reads only missions inside its folder")
    return target
