"""Issue 38 item 5: a round and a side-turn are two words in each language, used the same
way everywhere (docs/translations.md, "Glossary": round / side-turn, round / turno): in
the Italian catalogue, and in the user guide F1 shows, paragraph by paragraph against the
English one. "Turno" never stands for a round."""

from __future__ import annotations

import re

from editor.i18n.catalogue_scan import catalogue
from editor.window.help_dialog import user_guide_markdown

# a round of play: "round 5", "a round", "rounds"; not "go round the map" nor "all-round"
ROUND = re.compile(r"(?<![-\w])rounds?\b(?! the\b)", re.IGNORECASE)
SIDE_TURN = re.compile(r"\bside-turns?\b|\bturns?\b", re.IGNORECASE)
TURNO = re.compile(r"\bturn[oi]\b", re.IGNORECASE)


def test_the_catalogue_says_round_for_a_round_and_turno_for_a_side_turn():
    wrong = []
    for (context, source), entry in catalogue("it").items():
        text = " ".join(entry.translations)
        if ROUND.search(source) and not ROUND.search(text):
            wrong.append(f"[{context}] {source!r}: a round is 'round', not {text!r}")
        if TURNO.search(text) and not SIDE_TURN.search(source):
            wrong.append(f"[{context}] {source!r}: 'turno' is a side-turn, not in {text!r}")
        if re.search(r"\bside-turns?\b", source, re.IGNORECASE) and not TURNO.search(text):
            wrong.append(f"[{context}] {source!r}: a side-turn is 'turno', not {text!r}")
        if re.search(r"\bturn system\b", source, re.IGNORECASE) and \
                "sistema di turno" not in text.lower():
            wrong.append(f"[{context}] {source!r}: a turn system is 'sistema di turno', "
                         f"not {text!r}")
    assert not wrong, "\n".join(wrong)


def _paragraphs(markdown: str) -> list[str]:
    return [p for p in re.split(r"\n\s*\n", markdown) if p.strip()]


def test_the_italian_guide_says_round_wherever_the_english_one_does():
    english, italian = _paragraphs(user_guide_markdown("en")), _paragraphs(
        user_guide_markdown("it"))
    assert len(english) == len(italian)  # the guides are translated paragraph by paragraph
    wrong = [f"paragraph {n + 1} ({it.split()[0]}): {len(ROUND.findall(en))} round(s) in "
             f"English, {len(ROUND.findall(it))} in Italian"
             for n, (en, it) in enumerate(zip(english, italian, strict=True))
             if len(ROUND.findall(en)) != len(ROUND.findall(it))]
    assert not wrong, "\n".join(wrong)


def test_the_english_guide_calls_a_sides_part_of_a_round_a_side_turn():
    """English has its two words too: the guide's glossary sentence names them, and "the
    turn" alone (which reads as either) is not how the guide speaks of Tab."""
    guide = user_guide_markdown("en")
    assert "a **round** is every side playing once; a **side-turn** is" in guide
    assert not re.search(r"ends the turn\b", guide)
