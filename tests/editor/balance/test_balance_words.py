"""The balance report's words (issue 38, item 5): the editor has each of the engine's keys,
with the engine's English, so the verdict, table and chart follow the editor's language."""

from __future__ import annotations

from editor.balance.wording import WORDS, say
from engine.balance.wording import TEMPLATES, english


def test_the_editor_words_every_key_of_the_engine_in_its_english(qapp):
    assert set(WORDS) == set(TEMPLATES)
    for key, words in WORDS.items():
        assert words() == TEMPLATES[key], key  # English installed: the engine's own text
    assert say("table.rounds", histogram="3: 1") == english("table.rounds", histogram="3: 1")
