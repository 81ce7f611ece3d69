"""Edits of the mission's rule packs (DESIGN.md, "Rule packs"): each one undo step that
puts a new inline pack in place (the scenario's `rules` record is replaced, never changed,
so the document's catalog is built anew)."""

from __future__ import annotations

import copy
from typing import Any

from PySide6.QtGui import QUndoCommand

from editor.document.scenario_document import ScenarioDocument
from engine.scenario.packs import RulePacks

RULES_MERGE_ID = 40


class SetRulesCommand(QUndoCommand):
    """The mission's `rules` from one record to another; consecutive edits of the same
    field (`merge_key`: typing, a spin box's steps) are one step."""

    def __init__(self, doc: ScenarioDocument, after: RulePacks | None, text: str,
                 merge_key: str | None = None) -> None:
        super().__init__(text)
        self.doc = doc
        self.before = doc.scenario.rules
        self.after = after
        self.merge_key = merge_key

    def redo(self) -> None:
        self.doc.set_rules(self.after)

    def undo(self) -> None:
        self.doc.set_rules(self.before)

    def id(self) -> int:
        return RULES_MERGE_ID if self.merge_key else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, SetRulesCommand) or other.merge_key != self.merge_key:
            return False
        self.after = other.after
        return True


def inline_pack(doc: ScenarioDocument) -> dict[str, Any] | None:
    """A copy of the mission's inline pack to edit ({} when it has none yet); None when
    its packs are files (edited in the files themselves)."""
    rules = doc.scenario.rules
    if rules is None:
        return {}
    if rules.files is not None:
        return None
    return copy.deepcopy(rules.inline or {})


def set_pack(doc: ScenarioDocument, data: dict[str, Any], text: str,
             merge_key: str | None = None) -> None:
    """Put `data` in place as the mission's inline pack: one undo step (none left: no
    `rules` key at all)."""
    kept = {k: v for k, v in data.items() if v not in ([], {})}
    after = RulePacks(inline=data) if kept else None
    doc.undo_stack.push(SetRulesCommand(doc, after, text, merge_key))
