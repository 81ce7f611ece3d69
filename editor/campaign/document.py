"""The open campaign: its records, its file, its undo stack. Every edit is one
QUndoCommand that swaps the whole campaign for the edited copy and back (a campaign is a
few dozen lines, so a copy per step is cheap and undo is exact)."""

from __future__ import annotations

import copy
import os
import re
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from engine.campaign.io import mission_path, save_campaign
from engine.campaign.model import Campaign, CampaignMission
from engine.scenario.io import read_scenario
from engine.scenario.problems import ScenarioError


class CampaignEdit(QUndoCommand):
    def __init__(self, doc: CampaignDocument, before: Campaign, after: Campaign, text: str) -> None:
        super().__init__(text)
        self.doc = doc
        self.before = before
        self.after = after

    def redo(self) -> None:
        self.doc.set_campaign(copy.deepcopy(self.after))

    def undo(self) -> None:
        self.doc.set_campaign(copy.deepcopy(self.before))


class CampaignDocument(QObject):
    """A campaign being edited, saved at `path` (a new one is given its path first: its
    missions are named relative to it)."""

    changed = Signal()

    def __init__(self, campaign: Campaign, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.campaign = campaign
        self.path = path
        self.undo_stack = QUndoStack(self)

    def set_campaign(self, campaign: Campaign) -> None:
        self.campaign = campaign
        self.changed.emit()

    def edit(self, text: str, change: object) -> None:
        """One undo step: `change(campaign)` edits a copy of the campaign."""
        after = copy.deepcopy(self.campaign)
        change(after)  # type: ignore[operator]
        self.undo_stack.push(CampaignEdit(self, copy.deepcopy(self.campaign), after, text))

    def save(self, path: Path | None = None) -> None:
        save_campaign(self.campaign, path or self.path)
        if path is not None:
            self.path = path
        self.undo_stack.setClean()

    # -- what a mission is ---------------------------------------------------------------
    def mission_file(self, mission_id: str) -> Path | None:
        mission = self.campaign.mission(mission_id)
        if mission is None:
            return None
        target = mission_path(self.path, mission.file)
        return target if isinstance(target, Path) else None

    def mission_sides(self, mission_id: str) -> list[str]:
        """The side ids of a mission's file (none when it cannot be read)."""
        target = self.mission_file(mission_id)
        if target is None or not target.is_file():
            return []
        try:
            scenario, _ = read_scenario(target, deep=False)
        except ScenarioError:
            return []
        return [s.id for s in scenario.sides] if scenario is not None else []

    def relative(self, file: Path) -> str | None:
        """`file` named relative to the campaign's folder, or None when it is outside it."""
        folder = self.path.resolve().parent
        target = file.resolve()
        if folder not in target.parents:
            return None
        return os.path.relpath(target, folder).replace(os.sep, "/")

    def new_id(self, file: Path) -> str:
        base = re.sub(r"[^A-Za-z0-9_-]", "_", file.stem)[:36] or "mission"
        if not base[0].isalpha():
            base = "m" + base[:35]
        taken = {m.id for m in self.campaign.missions}
        found, n = base, 2
        while found in taken or found in ("end", "draw"):
            found = f"{base}_{n}"
            n += 1
        return found

    # -- the edits ---------------------------------------------------------------------
    def add_mission(self, relative: str, mission_id: str, sides: list[str], text: str) -> None:
        """A mission of file `relative`; the first one starts the campaign, and a campaign
        with no sides yet takes the mission's."""
        def change(c: Campaign) -> None:
            c.missions.append(CampaignMission(id=mission_id, file=relative))
            if not c.start:
                c.start = mission_id
            if not c.sides:
                c.sides = list(sides)
        self.edit(text, change)

    def link(self, mission_id: str, outcome: str, target: str, text: str) -> None:
        def change(c: Campaign) -> None:
            mission = c.mission(mission_id)
            if mission is not None:
                mission.next[outcome] = target
        self.edit(text, change)

    def unlink(self, mission_id: str, outcome: str, text: str) -> None:
        def change(c: Campaign) -> None:
            mission = c.mission(mission_id)
            if mission is not None:
                mission.next.pop(outcome, None)
        self.edit(text, change)

    def move(self, mission_id: str, delta: int, text: str) -> bool:
        ids = [m.id for m in self.campaign.missions]
        if mission_id not in ids:
            return False
        at = ids.index(mission_id)
        to = at + delta
        if not 0 <= to < len(ids):
            return False

        def change(c: Campaign) -> None:
            c.missions.insert(to, c.missions.pop(at))
        self.edit(text, change)
        return True

    def remove(self, mission_id: str, text: str) -> None:
        def change(c: Campaign) -> None:
            c.missions = [m for m in c.missions if m.id != mission_id]
            for m in c.missions:
                m.next = {k: v for k, v in m.next.items() if v != mission_id}
            if c.start == mission_id:
                c.start = c.missions[0].id if c.missions else ""
        self.edit(text, change)

    def set_start(self, mission_id: str, text: str) -> None:
        def change(c: Campaign) -> None:
            c.start = mission_id
        self.edit(text, change)


def new_campaign(path: Path) -> Campaign:
    """An empty campaign named after its file: its first mission gives it its sides."""
    name = path.stem.replace(".campaign", "").replace("_", " ").strip().title() or "Campaign"
    return Campaign(name=name, sides=[], start="", missions=[])
