"""Texts a player reads, in one language or several (DESIGN.md, "Texts in several
languages").

A text in a file (a mission's name, description, briefing, message, label, event card
text, end reason; a campaign's name and description) is a plain string or a map of
languages, `{en: Hold the ford., it: Tenete il guado.}`. The model keeps it as given: a
plain string stays a `str`, a map becomes a `Text`, a `str` whose value is the map's first
text (so every reader that wants a string keeps working, in the first language) and
which holds the whole map in `by_lang`. `text_in(value, lang)` picks the text of a
language, falling back to the first given; `text_data` gives the file's value back.
"""

from __future__ import annotations

from typing import Any

LANGUAGE_PATTERN = "^[a-z]{2}$"  # a two-letter language code: en, it, de, ...


class Text(str):
    """A text given in several languages: its `str` value is the first language's text,
    `by_lang` the map in the file's order. Two Texts are equal when their maps are; a Text
    never equals a plain string (an edit that turns one into the other is a change)."""

    by_lang: dict[str, str]

    def __new__(cls, value: str, by_lang: dict[str, str] | None = None) -> Text:
        self = super().__new__(cls, value)
        self.by_lang = dict(by_lang) if by_lang is not None else {}
        return self

    @classmethod
    def of(cls, by_lang: dict[str, str]) -> Text:
        first = next(iter(by_lang.values()), "")
        return cls(first, by_lang)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Text):
            return self.by_lang == other.by_lang
        return False if isinstance(other, str) else NotImplemented

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = str.__hash__

    def __repr__(self) -> str:
        return f"Text({self.by_lang!r})"


TextValue = str  # a plain str or a Text: what the model's text fields hold


def as_text(value: Any) -> Any:
    """The model's value of a file's text: a map becomes a Text, anything else (a string,
    None) stays as it is."""
    if isinstance(value, dict):
        return Text.of({str(k): v for k, v in value.items()})
    return value


def text_data(value: Any) -> Any:
    """The file's value of a model's text: a Text's map, anything else as it is."""
    if isinstance(value, Text):
        return dict(value.by_lang)
    return value


def languages_of(value: Any) -> list[str]:
    """The languages a text is given in (a plain string: none named)."""
    if isinstance(value, Text):
        return list(value.by_lang)
    if isinstance(value, dict):
        return [str(k) for k in value]
    return []


def text_in(value: Any, lang: str | None) -> Any:
    """The text of `value` in `lang`; a map without it gives its first text, a plain
    string itself (None stays None)."""
    if isinstance(value, Text):
        by_lang = value.by_lang
    elif isinstance(value, dict):
        by_lang = value
    else:
        return value
    if lang is not None and lang in by_lang:
        return by_lang[lang]
    return next(iter(by_lang.values()), "")


def with_language(value: Any, lang: str, text: str, first: str) -> Any:
    """`value` with its `lang` text set to `text`. A plain string edited in its own
    language (`first`, the mission's first language) stays plain; edited in another it
    becomes a map keeping the string under `first`. An empty text in a map removes that
    language; a map left with `first` alone is a plain string again."""
    if isinstance(value, (Text, dict)):
        by_lang = dict(value.by_lang if isinstance(value, Text) else value)
    elif lang == first or not value:
        return text
    else:
        by_lang = {first: value}
    if text == "" and lang in by_lang and len(by_lang) > 1:
        del by_lang[lang]
        if list(by_lang) == [first]:
            return by_lang[first]
    else:
        by_lang[lang] = text
    return Text.of(by_lang)


LANGUAGES_KEY = "languages"  # an event's or result's texts given in several languages


def plain_texts(data: dict[str, Any]) -> dict[str, Any]:
    """An event or result as plain JSON data: each Text value is its first language's
    plain string, and its whole map goes under `languages` by key ({"text": {en: ...,
    it: ...}}), so the data survives JSON and a replay unchanged and `localized` can
    still give it in any of its languages."""
    maps = {k: dict(v.by_lang) for k, v in data.items() if isinstance(v, Text)}
    if not maps:
        return data
    out = {k: (str.__str__(v) if isinstance(v, Text) else v) for k, v in data.items()}
    out[LANGUAGES_KEY] = maps
    return out


def localized(data: Any, lang: str | None) -> Any:
    """Plain data (events, results) with every text in it given in `lang`: a Text, and the
    texts an event or result keeps under `languages` (`plain_texts`)."""
    if isinstance(data, Text):
        return text_in(data, lang)
    if isinstance(data, dict):
        maps = data.get(LANGUAGES_KEY)
        if isinstance(maps, dict) and all(isinstance(m, dict) for m in maps.values()):
            data = {**{k: v for k, v in data.items() if k != LANGUAGES_KEY},
                    **{k: text_in(m, lang) for k, m in maps.items() if k in data}}
        return {k: localized(v, lang) for k, v in data.items()}
    if isinstance(data, list):
        return [localized(v, lang) for v in data]
    return data


def text_schema(max_length: int, min_length: int = 0) -> dict[str, Any]:
    """The JSON schema of a text: a string of at most `max_length` characters, or a map
    of two-letter language codes to such strings."""
    string: dict[str, Any] = {"type": "string", "maxLength": max_length}
    if min_length:
        string = {"type": "string", "minLength": min_length, "maxLength": max_length}
    return {"type": ["string", "object"], **{k: v for k, v in string.items() if k != "type"},
            "propertyNames": {"$ref": "#/$defs/language"}, "minProperties": 1,
            "additionalProperties": string}
