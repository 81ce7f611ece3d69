"""Every text the editor shows goes through Qt's tr(), and every tr() text has a finished
Italian translation in editor/translations/clumsy_it.ts (docs/translations.md).

A file still to convert is listed in NOT_YET_CONVERTED; converting it means emptying its
line there (docs/translations.md has the checklist). A literal that is not a word to
translate (a symbol, a file name) goes into NON_WORDS."""

from __future__ import annotations

import functools

import pytest

from editor.i18n.catalogue_scan import (
    CATALOGUE,
    EDITOR,
    catalogue,
    editor_files,
    placeholders,
    subclassed_names,
    tr_calls,
    untranslated_texts,
)

# Each editor file's tr() calls, read (parsed) once for the module: five of its tests
# read every file's, the same files, and none changes them.
read_tr_calls = functools.cache(tr_calls)

LANGUAGES = ("it",)
# English is the code's language: its catalogue holds only the plural forms of %n texts.
PLURAL_ONLY = "en"

# Files whose texts are not yet wrapped in tr() (empty: every editor file is converted; a
# file listed here is left alone by the scanner until its texts go through tr()).
NOT_YET_CONVERTED: frozenset[str] = frozenset()



def _name(path) -> str:
    """A file's name in NOT_YET_CONVERTED: its path under editor/, e.g. docks/events.py."""
    return path.relative_to(EDITOR).as_posix()


# Literals shown as they are in every language.
NON_WORDS: frozenset[str] = frozenset()


def test_every_shown_text_of_a_converted_file_goes_through_tr():
    found = [str(f) for path in editor_files() if _name(path) not in NOT_YET_CONVERTED
             for f in untranslated_texts(path, NON_WORDS)]
    assert not found, ("text shown without tr() (wrap it in self.tr(...) or "
                       "QCoreApplication.translate(...), see docs/translations.md):\n"
                       + "\n".join(found))


def test_the_allowlist_names_only_files_that_still_need_converting():
    """A converted file leaves NOT_YET_CONVERTED, so the list only shrinks."""
    names = {_name(p) for p in editor_files()}
    gone = sorted(NOT_YET_CONVERTED - names)
    assert not gone, f"no such editor file: take them out of NOT_YET_CONVERTED: {gone}"
    done = sorted(n for n in NOT_YET_CONVERTED if not untranslated_texts(EDITOR / n, NON_WORDS))
    assert not done, f"converted: take them out of NOT_YET_CONVERTED: {done}"


def test_a_new_editor_file_is_scanned_unless_listed(tmp_path):
    """The scanner reads every module of editor/ (a new one too) and finds a literal shown
    without tr() in it."""
    assert set(editor_files()) == set(EDITOR.rglob("*.py"))
    assert any(p.parent != EDITOR for p in editor_files())  # the subpackages too
    new = tmp_path / "new_dock.py"
    new.write_text("from PySide6.QtWidgets import QLabel\n"
                   "class NewDock:\n"
                   "    def build(self):\n"
                   "        self.label = QLabel('Hello there')\n"
                   "        self.label.setToolTip(f'{self.name} is ready')\n"
                   "        self.ok = QLabel(self.tr('Fine'))\n", encoding="utf-8")
    assert [f.text for f in untranslated_texts(new)] == ["Hello there", "f-string ' is ready'"]


def test_every_tr_call_is_readable_by_lupdate():
    bad = [str(f) for path in editor_files() for f in read_tr_calls(path)[1]]
    assert not bad, "lupdate cannot read these calls:\n" + "\n".join(bad)


def test_a_plural_tr_is_not_written_in_a_class_that_is_subclassed():
    """PySide6 looks a plural up under the subclass's name only, so a plural written in a
    base class would never be translated for its subclasses."""
    files = editor_files()
    bases = subclassed_names(files)
    bad = [f"{c.file}:{c.line}: {c.source!r} in {c.context}" for path in files
           for c in read_tr_calls(path)[0] if c.plural and c.context in bases]
    assert not bad, ("plural in a base class: use QCoreApplication.translate(<class>, ...) "
                     "in a helper of the subclass, or move it:\n" + "\n".join(bad))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_tr_text_has_a_finished_translation(lang):
    """A test fails when a visible string is not in the translation catalogue: run
    scripts/update-translations.sh, then translate what it added."""
    entries = catalogue(lang)
    missing, unfinished, wrong = [], [], []
    for path in editor_files():
        for call in read_tr_calls(path)[0]:
            entry = entries.get((call.context, call.source))
            where = f"{call.file}:{call.line} [{call.context}] {call.source!r}"
            if entry is None:
                missing.append(where)
            elif not entry.finished or not all(t.strip() for t in entry.translations):
                unfinished.append(where)
            elif any(placeholders(t) != placeholders(call.source) for t in entry.translations):
                wrong.append(f"{where}: the translation's {{placeholders}} differ")
            elif call.plural and not all("%n" in t for t in entry.translations):
                wrong.append(f"{where}: a plural form without %n")
    assert not missing, (f"not in {CATALOGUE.name}/clumsy_{lang}.ts (run "
                         "scripts/update-translations.sh):\n" + "\n".join(missing))
    assert not unfinished, f"untranslated in clumsy_{lang}.ts:\n" + "\n".join(unfinished)
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_catalogue_holds_nothing_the_code_no_longer_says(lang):
    used = {(c.context, c.source) for p in editor_files() for c in read_tr_calls(p)[0]}
    stale = sorted(set(catalogue(lang)) - used)
    assert not stale, f"stale entries (run scripts/update-translations.sh): {stale}"


def test_every_plural_has_its_english_forms():
    """Without clumsy_en.ts an English plural reads "3 cell(s)"; with it "3 cells"."""
    entries = catalogue(PLURAL_ONLY)
    plurals = {(c.context, c.source): c for p in editor_files() for c in read_tr_calls(p)[0]
               if c.plural}
    bad = []
    for key, call in plurals.items():
        entry = entries.get(key)
        where = f"{call.file}:{call.line} [{call.context}] {call.source!r}"
        if entry is None or not entry.finished or len(entry.translations) != 2:
            bad.append(f"{where}: no finished singular and plural (run "
                       "scripts/update-translations.sh en, then write both)")
        elif any("%n" not in t or placeholders(t) != placeholders(call.source)
                 for t in entry.translations):
            bad.append(f"{where}: a form without %n or with other {{placeholders}}")
    assert not bad, "\n".join(bad)
    stale = sorted(set(entries) - set(plurals))
    assert not stale, f"stale entries in clumsy_{PLURAL_ONLY}.ts: {stale}"


@pytest.mark.parametrize("lang", [*LANGUAGES, PLURAL_ONLY])
def test_the_catalogue_compiles_with_lrelease(lang, tmp_path):
    from PySide6.QtCore import QTranslator

    from editor.i18n.translator import catalogue_source, compile_catalogue

    target = tmp_path / f"clumsy_{lang}.qm"
    compile_catalogue(catalogue_source(lang), target)
    translator = QTranslator()
    assert translator.load(str(target)) and not translator.isEmpty()
    assert translator.language() == lang
