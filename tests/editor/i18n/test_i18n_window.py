"""The editor in Italian: `--lang it`, the system locale and Preferences choose the language;
the real window's menus and the converted dialogs read Italian, and so do Qt's own
buttons (qtbase_it.qm)."""

from __future__ import annotations

import os
import subprocess
import sys

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialogButtonBox

from editor.i18n.translator import apply_language, choose_language, current_language, saved_language


def menu_titles(window) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


def test_italian_menus_in_the_real_window(italian_window):
    assert current_language() == "it"
    assert menu_titles(italian_window) == ["&File", "&Modifica", "&Visualizza", "&Gioca",
                                           "S&trumenti", "&Aiuto"]


def test_english_menus_without_a_catalogue(window):
    assert menu_titles(window) == ["&File", "&Edit", "&View", "&Play", "&Tools", "&Help"]


def test_preferences_dialog_reads_italian_with_qt_buttons_in_italian(italian_window, qtbot):
    edit_menu = italian_window.menuBar().actions()[1].menu()
    entry = next(a for a in edit_menu.actions() if a.text() == "&Preferenze...")
    entry.trigger()
    dialog = italian_window.preferences
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Preferenze"
    assert dialog.language.itemText(0).startswith("Lingua del sistema")
    cancel = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel.text().replace("&", "") == "Annulla"


def test_balance_dialog_reads_italian(italian_window, qtbot):
    from editor.balance.dialog import BalanceDialog

    dialog = BalanceDialog(italian_window.doc.scenario, italian_window)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle().startswith("Verifica dell'equilibrio: ")
    assert dialog.run_button.text() == "Avvia"
    assert [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())] == [
        "Grafico", "Tabella", "Partite e mappe di calore", "Sonda", "Variazioni"]
    assert dialog.dock_button.text() == "Aggancia accanto alla mappa"
    assert dialog.sweep_tab.suggest_button.text() == "Suggerisci una correzione"
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    assert close.text().replace("&", "") == "Chiudi"


def test_play_log_sentences_and_plurals_read_italian(italian):
    from editor.playtest.event_text import describe, turn_summary

    assert describe({"type": "moved", "unit": "r1", "path": [[1, 2], [3, 4]], "ap": 2}) == (
        "r1 si muove da [1, 2] a [3, 4] e spende 2 PA")
    assert turn_summary("red", [{"type": "moved"}, {"type": "fired"}]).startswith(
        "Riepilogo del turno di red: movimenti 1, tiri 1")


def test_preferences_remember_the_language_for_the_next_start(window, qtbot, tmp_path):
    dialog = window.show_preferences()
    qtbot.addWidget(dialog)
    assert dialog.note.text() == ""
    dialog.language.setCurrentIndex(dialog.language.findData("it"))
    assert "next time the editor starts" in dialog.note.text()
    dialog.accept()
    again = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    assert saved_language(again) == "it"
    assert choose_language(None, again) == "it"
    assert choose_language("en", again) == "en"  # --lang wins over Preferences


def test_an_unknown_language_is_refused_in_one_line():
    assert apply_language("xx") == ["unknown language 'xx': choose one of en, it"]
    assert current_language() == "en"


def _check(tmp_path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path),
                   "XDG_CACHE_HOME": str(tmp_path / "cache"), "XDG_DATA_HOME": str(tmp_path),
                   **env}
    return subprocess.run([sys.executable, "-m", "editor.app", "--check", *args],
                          capture_output=True, text=True, timeout=120, cwd=tmp_path,
                          env=environment)


def test_lang_it_on_the_command_line_starts_in_italian(tmp_path):
    run = _check(tmp_path, "--lang", "it", LC_ALL="C", LANG="C")
    assert run.returncode == 0, run.stderr
    assert "language it, menus File Modifica Visualizza Gioca Strumenti" in run.stdout


def test_the_system_locale_chooses_italian_and_lang_en_overrides_it(tmp_path):
    system = _check(tmp_path, LC_ALL="it_IT.UTF-8", LANG="it_IT.UTF-8", LANGUAGE="it")
    assert system.returncode == 0, system.stderr
    assert "language it, menus File Modifica" in system.stdout
    english = _check(tmp_path, "--lang", "en", LC_ALL="it_IT.UTF-8", LANG="it_IT.UTF-8")
    assert "language en, menus File Edit View" in english.stdout


def test_a_bad_lang_is_refused_by_the_command_line(tmp_path):
    run = _check(tmp_path, "--lang", "xx")
    assert run.returncode == 2 and "invalid choice: 'xx'" in run.stderr
    assert "Traceback" not in run.stderr


def test_toolbar_tooltips_and_the_help_menu_read_italian(italian_window):
    """The icons-only toolbar names each action in its tooltip, with its key, in Italian."""
    tips = {a.toolTip() for a in italian_window.toolbar.actions() if not a.isSeparator()}
    assert "Pennello (2)" in tips and "Riempimento (3)" in tips
    assert any(t.startswith("Nuova mappa (") for t in tips)
    assert any(t.startswith("Prova di gioco (") for t in tips)
    help_menu = italian_window.menuBar().actions()[-1].menu()
    assert [a.text() for a in help_menu.actions() if not a.isSeparator()] == [
        "&Guida per l'utente", "&Scorciatoie da tastiera", "&Informazioni"]
    from PySide6.QtGui import QAction, QKeySequence

    extra = QAction("Measure", italian_window)  # a key of the map's own, in no menu
    extra.setShortcut(QKeySequence("Ctrl+Alt+M"))
    italian_window.addAction(extra)
    shortcuts = italian_window.show_shortcuts()
    rows = shortcuts.rows()
    assert ("Pennello", "2", "Strumenti") in rows
    assert ("Measure", "Ctrl+Alt+M", "Mappa") in rows
    shortcuts.close()


def test_a_tool_says_what_it_does_in_italian(italian_window):
    """Choosing a tool puts its status text in the status bar; its name stays an English
    key for the code."""
    tools = italian_window.tools
    fill = tools.named("Fill")
    tools.activate(fill)
    assert italian_window.statusBar().currentMessage() == (
        "Riempimento: fai clic per riempire la zona contigua di un terreno")
    assert fill.title() == "Riempimento" and fill.name == "Fill"
    action = next(a for a in tools.actions if a.isChecked())
    assert action.text() == "Riempimento"


def test_A12_the_problem_count_reads_in_good_italian(italian_window):
    """One error, two errors: the status bar's count and the Problems dock take the Italian
    plural forms."""
    from editor.document.commands import SetAttributesCommand

    win = italian_window
    assert win.problems_button.text() == "Nessun problema"
    win.doc.undo_stack.push(SetAttributesCommand(
        win.doc, win.doc.scenario.unit("r1"), {"type": "tnak"}, "Unit type"))
    win.validation.wait()
    assert win.problems_button.text() == "1 errore"
    assert win.problems.windowTitle() == "Problemi (1 errore, 0 avvisi)"
    win.doc.undo_stack.push(SetAttributesCommand(
        win.doc, win.doc.scenario.unit("b1"), {"type": "tnak"}, "Unit type"))
    win.validation.wait()
    assert win.problems_button.text() == "2 errori"
    assert win.problems.windowTitle() == "Problemi (2 errori, 0 avvisi)"


def test_balance_verdict_table_and_chart_read_italian(italian_window, qtbot):
    from editor.balance.dialog import BalanceDialog

    dialog = BalanceDialog(italian_window.doc.scenario, italian_window)
    qtbot.addWidget(dialog)
    dialog.games.setValue(2)
    dialog.jobs.setValue(1)
    dialog.start()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=120_000)
    verdict = dialog.verdict.text()
    assert verdict.startswith(("Equilibrato", "Non equilibrato", "Troppo incerto")), verdict
    table = dialog.table.toPlainText()
    assert "partite" in table and "esito" in table and "come è finita" in table, table
    assert " game(s)" not in table and "how it ended" not in table
    titles = [ax.get_title() for ax in dialog.figure.axes if ax.get_visible()]
    assert "quote di vittoria per parte" in titles and "come sono finite le partite" in titles
    assert "partite" in dialog.figure.texts[0].get_text()  # the figure's title


def test_catalog_names_and_log_read_italian(italian_window):
    from editor.playtest.event_text import describe

    palette = italian_window.palette_dock
    names = [palette.terrain_list.item(i).text() for i in range(palette.terrain_list.count())]
    assert any(n.startswith("Prato") for n in names) and any(n.startswith("Bosco") for n in names)
    assert "fucile" in describe({"type": "fired", "unit": "r1", "weapon": "rifle",
                                 "target": [1, 1], "victim": "b1"})
    assert "trincea" in describe({"type": "built", "unit": "r1", "at": [1, 1],
                                  "what": "trench", "progress": 1, "of": 2})
    assert "cratere" in describe({"type": "terrain_changed", "at": [1, 1], "terrain": "crater"})
