"""Whether a file is a campaign, told apart by its `format:` line without parsing it (the
command line picks the reader by it): a module of its own, so that `clumsy play` and
`clumsy validate` of a mission load none of the campaign's model, reader or writer."""

from __future__ import annotations

import os
import re

from engine.scenario.io import read_text
from engine.scenario.problems import ScenarioError

_CAMPAIGN_FORMAT = re.compile(r"""^format:[ \t]*["']?clumsy-campaign/""", re.MULTILINE)


def is_campaign_text(text: str) -> bool:
    """Whether a file's text is a campaign (`format: clumsy-campaign/...` at the top level),
    told apart without parsing it: the command line picks the reader by it."""
    return _CAMPAIGN_FORMAT.search(text) is not None


def is_campaign_file(path: str | os.PathLike[str]) -> bool:
    """Whether the file at `path` is a campaign; False when it cannot be read (the
    scenario reader then says why)."""
    try:
        return is_campaign_text(read_text(path))
    except ScenarioError:
        return False
