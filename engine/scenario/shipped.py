"""The files that ship with the engine: the missions and the scenario schema.

Both stay at the top of the source tree (DESIGN.md, Layout: `scenarios/`, `schemas/`) and
are installed as the packages `engine.missions` and `engine.schemas` (pyproject.toml,
tool.setuptools.package-dir), so `importlib.resources` reads them the same way from a
checkout's editable install, a plain install and a `--user` install, whatever the current
folder. A checkout imported with no install at all (the engine on PYTHONPATH) has no such
packages; there the two folders are read straight from the tree.
"""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

MISSIONS_PACKAGE = "engine.missions"
SCHEMAS_PACKAGE = "engine.schemas"
# The mission the editor opens when it is started without a file (DESIGN.md, Command line).
DEFAULT_MISSION = "river_crossing.yaml"

_TREE_FOLDERS = {MISSIONS_PACKAGE: "scenarios", SCHEMAS_PACKAGE: "schemas"}
_TREE = Path(__file__).resolve().parents[2]


class ShippedFileMissing(FileNotFoundError):
    """The install lacks a file the engine ships; the message says what to do."""


def shipped_folder(package: str) -> Traversable:
    """The folder of one of the shipped-data packages (`MISSIONS_PACKAGE`, `SCHEMAS_PACKAGE`)."""
    try:
        return resources.files(package)
    except ModuleNotFoundError:
        tree_folder = _TREE / _TREE_FOLDERS[package]
        if tree_folder.is_dir():
            return tree_folder
        raise ShippedFileMissing(
            f"the package {package} is not installed with the engine; reinstall the project "
            "(pip install general-clumsy-editor, or pip install -e . in a checkout)") from None


def shipped_missions() -> list[Traversable]:
    """Every shipped mission file (`*.yaml`), sorted by file name."""
    folder = shipped_folder(MISSIONS_PACKAGE)
    missions = [f for f in folder.iterdir() if f.name.endswith(".yaml") and f.is_file()]
    return sorted(missions, key=lambda f: f.name)


CAMPAIGN_SUFFIX = ".campaign.yml"  # a shipped campaign, beside the missions it links


def shipped_campaigns() -> list[Traversable]:
    """Every shipped campaign file (`*.campaign.yml`: the `.yml` keeps it out of the
    missions' `*.yaml`), sorted by file name."""
    folder = shipped_folder(MISSIONS_PACKAGE)
    return sorted((f for f in folder.iterdir() if f.name.endswith(CAMPAIGN_SUFFIX)
                   and f.is_file()), key=lambda f: f.name)


def shipped_mission(name: str = DEFAULT_MISSION) -> Traversable:
    """One shipped mission by file name (`river_crossing.yaml`; the `.yaml` may be left out)."""
    wanted = name if name.endswith(".yaml") else name + ".yaml"
    missions = shipped_missions()
    for mission in missions:
        if mission.name == wanted:
            return mission
    known = ", ".join(m.name for m in missions) or "none"
    raise ShippedFileMissing(f"there is no shipped mission '{wanted}'; the shipped ones are {known}")
