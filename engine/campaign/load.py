"""Loading a campaign: read, validated with its missions in its context (DESIGN.md,
"Campaign file")."""

from __future__ import annotations

import os
from pathlib import Path

from engine.campaign.io import LoadedCampaign
from engine.campaign.validation import validate_campaign
from engine.scenario.io import read_text
from engine.scenario.problems import Problem, ScenarioError


def read_campaign(path: str | os.PathLike[str], deep: bool = True
                  ) -> tuple[LoadedCampaign | None, list[Problem]]:
    """Every problem of the campaign and of its missions in its context, and the loaded
    campaign when its shape allows one (`deep=False`: without the missions' checks that play
    the game forward)."""
    text = read_text(path)
    return validate_campaign(text, Path(path), deep=deep)


def load_campaign(path: str | os.PathLike[str]) -> LoadedCampaign:
    """A valid campaign and its missions, or ScenarioError listing every error."""
    loaded, problems = read_campaign(path)
    errors = [p for p in problems if p.severity == "error"]
    if errors or loaded is None:
        raise ScenarioError(errors or problems)
    return loaded
