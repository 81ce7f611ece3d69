"""File > New campaign and Open campaign: the Campaign windows of the main window, each
opening its missions through `open_mission` (the main window's own open, which offers to
save the mission being edited first) and play-testing a mission started with a carried
force through `play`. The campaign modules are imported when a campaign is first made or
opened: the editor's start does not need them."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from engine.scenario.io import read_text
from engine.scenario.model import Scenario
from engine.scenario.problems import ScenarioError

if TYPE_CHECKING:
    from editor.campaign.document import CampaignDocument
    from editor.campaign.window import CampaignWindow


class CampaignLauncher(QObject):
    def __init__(self, parent: QWidget, open_mission: Callable[[Path], object],
                 play: Callable[[Scenario], object] | None = None) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.open_mission = open_mission
        self.play = play
        self.windows: list[CampaignWindow] = []

    def new_dialog(self) -> CampaignWindow | None:
        name, _ = QFileDialog.getSaveFileName(
            self.parent_widget, self.tr("New campaign"), "campaign.yaml",
            self.tr("Campaigns (*.yaml *.yml)"))
        return self.new_campaign(Path(name)) if name else None

    def new_campaign(self, path: Path) -> CampaignWindow:
        """A new, empty campaign to be saved at `path` (its missions go beside it)."""
        from editor.campaign.document import CampaignDocument, new_campaign

        return self.show(CampaignDocument(new_campaign(path), path))

    def open_dialog(self) -> CampaignWindow | None:
        name, _ = QFileDialog.getOpenFileName(
            self.parent_widget, self.tr("Open campaign"), "", self.tr("Campaigns (*.yaml *.yml)"))
        return self.open_campaign(Path(name)) if name else None

    def open_campaign(self, path: Path) -> CampaignWindow | None:
        """The campaign at `path` in a window; a file not shaped like a campaign is
        refused with its problems."""
        from editor.campaign.document import CampaignDocument
        from engine.campaign.io import campaign_shape
        from engine.campaign.model import Campaign

        try:
            source, problems, shape_ok = campaign_shape(read_text(path), str(path))
        except ScenarioError as exc:
            problems, shape_ok = exc.problems, False
        if not shape_ok:
            QMessageBox.warning(self.parent_widget, self.tr("Open campaign"),
                                self.tr("{path} is not shaped like a campaign. Fix these "
                                        "first:").format(path=path) + "\n\n"
                                + "\n".join(map(str, problems[:20])))
            return None
        return self.show(CampaignDocument(Campaign.from_data(source.data), path))

    def close_all(self) -> bool:
        """Close every Campaign window (each offers to save its changes); False when one
        stays open."""
        return all(window.close() for window in list(self.windows))

    def show(self, doc: CampaignDocument) -> CampaignWindow:
        from editor.campaign.window import CampaignWindow

        window = CampaignWindow(doc, self.parent_widget)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.open_requested.connect(self.open_mission)
        if self.play is not None:
            window.play_requested.connect(self.play)
        window.destroyed.connect(lambda *_: self.windows.remove(window)
                                 if window in self.windows else None)
        self.windows.append(window)
        window.show()
        return window
