"""The editor's languages, without Qt: `clumsy-editor --lang` lists them before PySide6 is
imported (editor/app.py reads the mission first)."""

from __future__ import annotations

# language code -> the language's own name, as the Preferences dialog lists it
LANGUAGES = {"en": "English", "it": "Italiano"}
SOURCE_LANGUAGE = "en"  # the strings in the code
