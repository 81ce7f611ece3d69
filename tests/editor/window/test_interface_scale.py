"""Preferences' interface scale: remembered, said to apply at the next start, and applied
then through QT_SCALE_FACTOR (a factor the user set in the environment wins)."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from editor.window.interface_scale import apply_scale, saved_scale


def test_preferences_remember_the_interface_scale_for_the_next_start(window, qtbot, tmp_path):
    dialog = window.show_preferences()
    qtbot.addWidget(dialog)
    assert dialog.scale.currentData() == 100 and dialog.note.text() == ""
    dialog.scale.setCurrentIndex(dialog.scale.findData(150))
    assert "interface scale applies the next time" in dialog.note.text()
    dialog.accept()
    again = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert saved_scale(again) == 150
    env: dict[str, str] = {}
    assert apply_scale(again, env) == 1.5 and env["QT_SCALE_FACTOR"] == "1.5"
    own = {"QT_SCALE_FACTOR": "2"}
    assert apply_scale(again, own) == 2.0 and own["QT_SCALE_FACTOR"] == "2"


def test_an_unknown_saved_scale_is_the_normal_one(tmp_path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("interface/scale", "9000")
    env: dict[str, str] = {}
    assert saved_scale(settings) == 100 and apply_scale(settings, env) == 1.0 and env == {}
