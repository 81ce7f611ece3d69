"""Counts in words: "1 error", "2 errors", in every language the editor speaks.

Write a count as a Qt numerus string in a QObject, `self.tr("%n error(s)", "", n)`, so that
lupdate lists it and a catalogue gives each language its plural forms (Italian: "1 errore",
"2 errori"). English takes its two forms from `clumsy_en.ts` (docs/translations.md); when
no catalogue could be loaded (lrelease missing, a broken file) Qt leaves "(s)" as written,
and `plural` settles it for English. With a catalogue it changes nothing.
"""

from __future__ import annotations


def plural(text: str, n: int) -> str:
    """`text` from `tr(..., n)` with an untranslated "(s)" made right for `n`."""
    return text.replace("(s)", "" if n == 1 else "s")
