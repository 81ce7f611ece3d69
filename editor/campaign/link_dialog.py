"""Link: which mission an outcome of a mission leads to (a mission, the end, or no link)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QWidget

from engine.campaign.model import DRAW, END, Campaign

NO_LINK = ""  # the target combo's data for "remove the link"


class LinkDialog(QDialog):
    """From mission, outcome (its sides' wins and the draw), to mission or the end."""

    def __init__(self, campaign: Campaign, sides_of: Callable[[str], list[str]],
                 source: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Link missions"))
        self.campaign = campaign
        self.sides_of = sides_of
        self.source = QComboBox()
        self.outcome = QComboBox()
        self.target = QComboBox()
        for m in campaign.missions:
            self.source.addItem(m.id, m.id)
        for m in campaign.missions:
            self.target.addItem(m.id, m.id)
        self.target.addItem(self.tr("the end of the campaign"), END)
        self.target.addItem(self.tr("(no link: remove it)"), NO_LINK)
        form = QFormLayout(self)
        form.addRow(self.tr("From mission:"), self.source)
        form.addRow(self.tr("When:"), self.outcome)
        form.addRow(self.tr("Go on to:"), self.target)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.source.currentIndexChanged.connect(self._outcomes)
        if source is not None and self.source.findData(source) >= 0:
            self.source.setCurrentIndex(self.source.findData(source))
        self._outcomes()

    def _outcomes(self) -> None:
        self.outcome.clear()
        mid = self.source.currentData()
        if mid is None:
            return
        for side in self.sides_of(mid):
            self.outcome.addItem(self.tr("{side} wins").format(side=side), side)
        self.outcome.addItem(self.tr("a draw"), DRAW)
        mission = self.campaign.mission(mid)
        if mission is not None and self.target.count():
            first = next(iter(mission.next.values()), None)
            at = self.target.findData(first) if first is not None else -1
            self.target.setCurrentIndex(max(at, 0))

    def choice(self) -> tuple[str, str, str]:
        """(from mission, outcome key, target: a mission id, END, or NO_LINK)."""
        return (str(self.source.currentData()), str(self.outcome.currentData()),
                str(self.target.currentData()))
