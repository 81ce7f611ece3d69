"""The mission's texts in the language the editor edits them in (DESIGN.md, "Texts in
several languages"): the toolbar's language chooser sets `ScenarioDocument.text_language`
(default: the editor's own language); the text fields show a text in it (falling back to
the first language given) and an edit sets that language only, turning a plain string
edited in another language into a map that keeps it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.scenario.texts import languages_of, text_in, with_language

if TYPE_CHECKING:
    from editor.document.scenario_document import ScenarioDocument

SOURCE_LANGUAGE = "en"  # a plain string's language when the mission declares none


def first_language(doc: ScenarioDocument) -> str:
    """The language of a plain string: the mission's first declared one, else English."""
    return (doc.scenario.languages or [SOURCE_LANGUAGE])[0]


def shown_text(doc: ScenarioDocument, value: Any) -> str:
    """`value` in the language being edited: its own text there, or "" when it is a map
    without it (the field is empty until written), a plain string in its own language."""
    lang = doc.text_language
    if isinstance(value, str) and not languages_of(value):
        return value if lang == first_language(doc) else ""
    if lang in languages_of(value):
        return str(text_in(value, lang))
    return ""


def fallback_text(doc: ScenarioDocument, value: Any) -> str:
    """`value` in the language being edited, else its first language: what the placeholder
    of an empty field and the map's place names show."""
    return "" if value is None else str(text_in(value, doc.text_language))


def edited_text(doc: ScenarioDocument, old: Any, new: str) -> Any:
    """`old` with the edited language's text set to `new` (an empty `new` drops that
    language from a map; a plain string emptied stays "")."""
    return with_language(old, doc.text_language, new, first_language(doc))


def mission_languages(doc: ScenarioDocument, ui_languages: list[str]) -> list[str]:
    """The languages the chooser offers: the mission's declared ones, then the editor's,
    then any a text is given in."""
    found: list[str] = list(doc.scenario.languages or [])
    s = doc.scenario
    texts: list[Any] = [s.name, s.description, *(s.briefing or {}).values(),
                        *(x.text for x in s.labels)]
    for lang in [*ui_languages, *(k for t in texts for k in languages_of(t))]:
        if lang not in found:
            found.append(lang)
    return found
