"""Small campaigns for the tests: the tutorial mission with a deployment zone for blue
(its units' cells and eight free grass cells), linked as the test asks."""

from __future__ import annotations

from pathlib import Path

from conftest import SCENARIOS

BLUE = [[1, 1], [1, 4], [0, 4], [1, 3], [0, 5]]  # where blue's five units start
CAMP = [[0, 6], [4, 6], [5, 6], [2, 7], [3, 7], [4, 7], [8, 6], [8, 7]]  # free grass


def tutorial_with_camp(cells: list[list[int]] | None = None) -> str:
    """The tutorial with `areas: camp` and blue's deployment zone on it: blue's own cells
    and `cells` (by default the eight free grass cells of CAMP)."""
    text = (SCENARIOS / "tutorial.yaml").read_text(encoding="utf-8")
    zone = ", ".join(f"[{c}, {r}]" for c, r in BLUE + (CAMP if cells is None else cells))
    return text + ("areas:\n"
                   f"  - {{id: camp, name: Camp, cells: [{zone}]}}\n"
                   "deployment:\n"
                   "  - {side: blue, area: camp}\n")


# Two tutorial missions: blue carries its survivors from the first into the second. The
# line numbers of the tests count from here (line 1 is `format:`).
TWO_STEPS = """\
format: clumsy-campaign/1
name: Two steps
sides: [blue, red]
start: one
missions:
  - id: one
    file: a.yaml
    next: {blue: two, red: two, draw: two}
    carry:
      - {side: blue, units: survivors}
  - id: two
    file: b.yaml
    next: {blue: end, red: end, draw: end}
"""


def write_campaign(folder: Path, text: str = TWO_STEPS, missions: dict[str, str] | None = None
                   ) -> Path:
    """The campaign at folder/campaign.yaml with its missions (default: a.yaml and b.yaml,
    both the tutorial with a camp)."""
    for name, mission in (missions if missions is not None else
                          {"a.yaml": tutorial_with_camp(), "b.yaml": tutorial_with_camp()}).items():
        (folder / name).write_text(mission, encoding="utf-8")
    path = folder / "campaign.yaml"
    path.write_text(text, encoding="utf-8")
    return path
