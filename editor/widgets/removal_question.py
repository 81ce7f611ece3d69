"""The question asked before removing an area or a unit that the mission uses: remove it
with its uses (one undo step), remove it alone (the uses become problems in the list), or
keep it (DESIGN.md, "Editor")."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

Ask = Callable[[str, str, QMessageBox.StandardButton], QMessageBox.StandardButton]
Button = QMessageBox.StandardButton
WITH_USES, ALONE = "with uses", "alone"


def ask_removal(ask: Ask, what: str, uses: list[str]) -> str | None:
    """WITH_USES, ALONE, or None (cancelled); nothing is asked when nothing uses it."""
    if not uses:
        return ALONE
    shown = ", ".join(uses[:6]) + (f", … (+{len(uses) - 6})" if len(uses) > 6 else "")
    answer = ask(
        QCoreApplication.translate("Removal", "Remove {what}?").format(what=what),
        QCoreApplication.translate(
            "Removal", "{what} is used by {uses}.\n\nYes removes those uses too, in the same "
            "undo step; No removes only {what} (the uses are then listed as problems).").format(
            what=what, uses=shown),
        Button.Yes | Button.No | Button.Cancel)
    # (Discard, which the dialog does not offer, is read as No: scripted answers say it)
    return {Button.Yes: WITH_USES, Button.No: ALONE, Button.Discard: ALONE}.get(answer)
