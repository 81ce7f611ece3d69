"""The editor's windows in Italian (docs/translations.md): the play-test window's toolbar,
speed box and players, the New map dialog, the Save As dialog's title and the History's
undo texts read Italian, while the values they store stay the scenario's keys."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFileDialog, QToolBar

from editor.i18n.translator import apply_language
from engine.scenario.io import scenario_from_text


@pytest.fixture
def italian_play(italian, qtbot, base_text):
    from editor.playtest.window import PlaytestWindow

    scenario, problems = scenario_from_text(base_text)
    assert scenario is not None and problems == []
    window = PlaytestWindow(scenario, seed=3, controllers={"red": "human", "blue": "ai"})
    qtbot.addWidget(window)
    window.show()
    return window


def test_B_playtest_toolbar_speed_box_and_players_read_italian(italian_play):
    play = italian_play
    bar = play.findChild(QToolBar)
    texts = [a.text() for a in bar.actions() if a.text()]
    assert texts[:5] == ["Fine turno", "Ricomincia con un nuovo seme", "Rivela tutto",
                         "Salva la registrazione…", "Torna alla modifica"]
    assert "IA passo per passo" in texts and "Passo" in texts
    speeds = [play.speed_box.itemText(i) for i in range(play.speed_box.count())]
    assert speeds == ["Istantanea", "Veloce", "Normale", "Lenta"]
    assert play.speed_box.toolTip().startswith("Quanto velocemente")
    assert play.status.text().startswith("Round 1 di ") and "tocca a te" in play.status.text()
    # the players' boxes show Italian, and choosing one still hands the side to the AI
    box = play.controller_boxes["red"]
    assert [box.itemText(i) for i in range(box.count())] == ["umano", "IA"]
    box.setCurrentIndex(box.findData("ai"))
    assert play.controllers["red"] == "ai"
    play.close()


def test_new_map_dialog_reads_italian(italian_window, qtbot):
    from editor.widgets.dialogs import NewMapDialog

    dialog = NewMapDialog(italian_window, italian_window.settings)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Nuova mappa"
    assert dialog.name.text() == "Missione senza titolo"
    assert [dialog.grid.itemText(i) for i in range(dialog.grid.count())] == [
        "Esagoni (a punta in alto, righe dispari spostate)", "Quadrati"]
    assert dialog.grid.itemData(1) == "square"  # the stored value stays the key
    assert dialog.generate.title() == "Genera una mappa di partenza"
    dialog.name.setText("  ")
    dialog.accept()
    assert dialog.error.text() == "Dai un nome alla missione."


def test_save_as_dialog_title_and_filter_read_italian(italian_window, monkeypatch, tmp_path):
    asked: list[tuple[str, str]] = []

    def dialog(parent, title, start, filters):
        asked.append((title, filters))
        return str(tmp_path / "kept.yaml"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    assert italian_window.files.save_as()
    assert asked == [("Salva lo scenario",
                      "Scenari di General Clumsy (*.yaml *.yml);;Tutti i file (*)")]


def test_undo_texts_in_history_read_italian(italian_window):
    from editor.document import edits

    doc = italian_window.doc
    units = [u for u in doc.scenario.units if u.at is not None][:2]
    assert len(units) == 2
    edits.delete(doc, units)
    edits.flood_fill(doc, (0, 0), "F", stroke=1, mode="none")
    model = italian_window.history.widget().model()
    lines = [model.index(row, 0).data() for row in range(1, model.rowCount())]
    assert lines[0].startswith("Elimina 2 unità")
    assert lines[1].startswith("Riempi ") and " caselle " in lines[1]
    assert doc.undo_stack.undoText() == lines[1]


def test_english_history_counts_read_plural_forms(qtbot, window, tmp_path, monkeypatch):
    """English installs only its plural forms (clumsy_en.ts): "Delete 2 units", not
    "Delete 2 unit(s)"."""
    from editor.document import edits

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    assert apply_language("en") == []
    doc = window.doc
    units = [u for u in doc.scenario.units if u.at is not None and not u.cargo][:2]
    edits.delete(doc, units)
    assert doc.undo_stack.undoText().startswith("Delete 2 units")
    edits.flood_fill(doc, (0, 0), "F", stroke=1, mode="none")
    assert doc.undo_stack.undoText().startswith("Fill ") and " cells " in doc.undo_stack.undoText()
