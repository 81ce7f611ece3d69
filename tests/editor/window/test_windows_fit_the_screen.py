"""Every window the editor opens beside the map fits a small laptop's screen (its controls
never off the screen, its minimum size inside the available area), and comes back at the
size it was left: the Balance check, a game's replay, the Campaign window, the Rules
window, the shortcuts and the user guide."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSettings
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication, QWidget

from conftest import SCENARIOS
from editor.balance.dialog import GEOMETRY_KEY, BalanceDialog
from editor.balance.replay_window import ReplayWindow
from editor.campaign.document import CampaignDocument, new_campaign
from editor.campaign.window import CampaignWindow
from editor.window.help_dialog import ShortcutsDialog, UserGuideDialog
from engine.scenario.io import load_scenario

SMALL = QRect(60, 30, 1000, 620)  # a 1366x768 laptop at 125%, less its task bar


def fake_screen(monkeypatch, area: QRect) -> None:
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(area))


def shown(qtbot, widget: QWidget) -> QWidget:
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.wait(10)  # the fit once shown
    return widget


def makers(window, tmp_path):
    river = load_scenario(SCENARIOS / "river_crossing.yaml")
    camp = tmp_path / "c.campaign.yaml"
    return {
        "balance": lambda: BalanceDialog(river),
        "replay": lambda: ReplayWindow(river, {"seed": 0, "actions": [{"type": "end_turn"}]}),
        "campaign": lambda: CampaignWindow(CampaignDocument(new_campaign(camp), camp),
                                           tell=lambda title, text: None),
        "rules": window.show_rules,
        "shortcuts": lambda: ShortcutsDialog(window),
        "guide": lambda: UserGuideDialog(window),
    }


@pytest.mark.reads_window
@pytest.mark.parametrize("name", ["balance", "replay", "campaign", "rules", "shortcuts",
                                  "guide"])
def test_B_the_window_fits_a_small_screen(qtbot, window, tmp_path, monkeypatch, name):
    fake_screen(monkeypatch, SMALL)
    QSettings().clear()
    widget = shown(qtbot, makers(window, tmp_path)[name]())
    minimum = widget.minimumSizeHint()
    assert minimum.width() <= SMALL.width() and minimum.height() <= SMALL.height() - 40, (
        name, minimum)
    assert SMALL.contains(widget.frameGeometry()), (name, widget.frameGeometry())


def test_B_the_balance_dialog_comes_back_at_the_size_it_was_left(qtbot, monkeypatch):
    fake_screen(monkeypatch, QApplication.primaryScreen().availableGeometry())
    QSettings().remove(GEOMETRY_KEY)
    river = load_scenario(SCENARIOS / "river_crossing.yaml")
    first = shown(qtbot, BalanceDialog(river))
    first.resize(700, 560)
    first.reject()  # the Close button hides the dialog: no close event
    assert QSettings().value(GEOMETRY_KEY) is not None
    again = shown(qtbot, BalanceDialog(river))
    assert (again.width(), again.height()) == (700, 560)


def test_a_window_deleted_before_its_fit_leaves_no_timer_behind(qtbot, tmp_path):
    """The fit once shown waits for the event loop; a window deleted before then (a dialog
    closed and deleted at once, a test's window torn down) takes that wait with it."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from editor.widgets.window_fit import fit_to_screen

    widget = QWidget()
    fit_to_screen(widget, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                  "geometry", (300, 200))
    widget.show()  # the fit is queued
    widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.wait(20)  # the queued fit would now run on the deleted window
