"""The mission's texts in several languages in the editor (DESIGN.md, "Texts in several
languages"): the toolbar's language chooser decides which language the text fields edit;
a plain string edited in Italian becomes a map keeping the English, one undo step a
edit; saved and reopened, both languages are there; the map's place names and the
play-test's banner show the chosen language with a fallback to the first."""

from __future__ import annotations

from conftest import open_window
from editor.document.texts import edited_text, shown_text
from engine.scenario.io import load_scenario
from engine.scenario.texts import Text, text_in


def test_a_briefing_edited_in_italian_is_saved_and_reopened_with_both(qtbot, window,
                                                                       tmp_path):
    win = window
    chooser = win.text_language
    assert win.doc.text_language == "en"  # the editor's own language (tests run in English)
    edit = win.scenario_settings.briefing
    edit.side.setCurrentIndex(edit.side.findData("blue"))
    qtbot.keyClicks(edit.text, "Hold the bridge.")
    assert win.doc.scenario.briefing == {"blue": "Hold the bridge."}
    chooser.setCurrentIndex(chooser.findData("it"))
    assert win.doc.text_language == "it"
    assert edit.text.toPlainText() == ""  # no Italian yet: the English is the placeholder
    assert edit.text.placeholderText() == "Hold the bridge."
    steps = win.doc.undo_stack.count()
    qtbot.keyClicks(edit.text, "Tenete il ponte.")
    assert win.doc.undo_stack.count() == steps + 1  # typing is one undo step
    value = win.doc.scenario.briefing["blue"]
    assert isinstance(value, Text)
    assert value.by_lang == {"en": "Hold the bridge.", "it": "Tenete il ponte."}
    assert win.files.save()
    text = win.doc.path.read_text(encoding="utf-8")
    assert "  blue:\n    en: Hold the bridge.\n    it: Tenete il ponte.\n" in text
    reopened = open_window(qtbot, tmp_path / "again", load_scenario(win.doc.path),
                           win.doc.path)
    briefing = reopened.doc.scenario.briefing["blue"]
    assert text_in(briefing, "it") == "Tenete il ponte." and text_in(briefing, "en") == \
        "Hold the bridge."
    reopened.text_language.setCurrentIndex(reopened.text_language.findData("it"))
    again = reopened.scenario_settings.briefing
    again.side.setCurrentIndex(again.side.findData("blue"))
    assert again.text.toPlainText() == "Tenete il ponte."
    win.doc.undo_stack.undo()
    assert win.doc.scenario.briefing == {"blue": "Hold the bridge."}


def test_the_name_edited_in_italian_keeps_the_english_and_the_map_shows_the_choice(
        qtbot, window):
    win = window
    english = win.doc.scenario.name
    win.text_language.choose("it")
    name = win.scenario_settings.name
    name.setText("Prova")
    name.editingFinished.emit()
    assert win.doc.scenario.name.by_lang == {"en": english, "it": "Prova"}
    assert str(win.doc.scenario.name) == english  # a reader wanting one string: the first
    assert win.view.item.options.text_language == "it"
    win.text_language.choose("en")
    assert name.text() == english and win.view.item.options.text_language == "en"
    win.doc.undo_stack.undo()
    assert win.doc.scenario.name == english and type(win.doc.scenario.name) is str


def test_an_emptied_language_leaves_the_map_and_a_plain_string_stays_plain(window):
    doc = window.doc
    doc.text_language = "it"
    both = edited_text(doc, "Hold", "Tieni")
    assert shown_text(doc, both) == "Tieni" and shown_text(doc, "Hold") == ""
    assert edited_text(doc, both, "") == "Hold"
    doc.text_language = "en"
    assert edited_text(doc, "Hold", "Hold on") == "Hold on"


def test_a_message_and_a_place_name_edited_in_italian_keep_the_english(qtbot, window):
    from editor.document.mission_edits import set_label
    from engine.scenario import mission as m

    win = window
    doc = win.doc
    doc.scenario.events.append(m.MissionEvent(
        id="hello", when=m.RoundTrigger(round=2),
        do=[m.Message(to=m.ALL_SIDES, text="Hold on!")]))
    doc.contents_changed.emit()
    assert set_label(doc, (0, 0), "Hill") is None
    win.text_language.choose("it")
    assert set_label(doc, (0, 0), "Collina") is None
    label = doc.scenario.labels[-1]
    assert label.text.by_lang == {"en": "Hill", "it": "Collina"}
    assert set_label(doc, (0, 0), "") is None  # emptied in Italian: the English stays
    assert doc.scenario.labels[-1].text == "Hill"  # a plain string again
    dock = win.events
    dock.events.setCurrentRow(dock.events.count() - 1)
    dock.event_actions.list.setCurrentRow(0)
    dock.event_actions.refresh()
    form = dock.event_actions.form
    assert form is not None and form.widgets["text"].text() == ""
    assert form.widgets["text"].placeholderText() == "Hold on!"
    qtbot.keyClicks(form.widgets["text"], "Resistete!")
    message = doc.scenario.events[-1].do[0]
    assert message.text.by_lang == {"en": "Hold on!", "it": "Resistete!"}


def test_the_playtest_banner_shows_a_briefing_map_in_the_editors_language(qtbot, base_text):
    from editor.playtest.window import PlaytestWindow
    from engine.scenario.io import scenario_from_text

    scenario, _ = scenario_from_text(base_text)
    scenario.briefing = {"red": Text.of({"it": "Prendete il ponte.", "en": "Take the bridge."})}
    play = PlaytestWindow(scenario, seed=1, controllers={"red": "human", "blue": "ai"},
                          ai_delay_ms=0)
    qtbot.addWidget(play)
    banner = play.mission.banner.text()  # the editor speaks English in the tests
    assert "Take the bridge." in banner and "Prendete" not in banner
