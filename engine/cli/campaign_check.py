"""`clumsy validate CAMPAIGN.yaml`: a campaign's problems and its missions' in its context
(DESIGN.md, "Command line"). Kept apart from engine.cli.campaign so that `clumsy validate`
loads neither the AI nor the balance library."""

from __future__ import annotations

from pathlib import Path

from engine.campaign.load import read_campaign
from engine.campaign.validation import validate_campaign
from engine.scenario.problems import Problem


def campaign_problems(name: str, text: str | None = None) -> tuple[int, list[Problem]]:
    """(missions, problems) of the campaign file `name` (or of `text` read from standard
    input, its missions named relative to the current folder); ScenarioError when it
    cannot be read."""
    if text is not None:
        loaded, problems = validate_campaign(text, Path(name))
    else:
        loaded, problems = read_campaign(name)
    return (len(loaded.campaign.missions) if loaded is not None else 0), problems
