"""The editor's language: the system locale, `clumsy-editor --lang`, or the one chosen in
Preferences (remembered in QSettings, used from the next start).

The translations are Qt catalogues: `editor/translations/clumsy_<lang>.ts`, kept in step
with the code by `scripts/update-translations.sh` (pyside6-lupdate) and compiled to `.qm`
by `pyside6-lrelease`. An installed package carries the `.qm` compiled at build time
(setup.py); a checkout compiles it on start into the user's cache folder whenever the
`.ts` is newer, so nobody ever commits or copies a `.qm` by hand. Qt's own catalogue
(`qtbase_<lang>.qm`, shipped with PySide6) is loaded too, so standard buttons read
"Annulla" in Italian.
"""

from __future__ import annotations

import logging
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QSettings,
    QStandardPaths,
    QTranslator,
)

from editor.i18n.languages import LANGUAGES, SOURCE_LANGUAGE

log = logging.getLogger(__name__)

SETTINGS_KEY = "language"  # "" or missing: follow the system locale
CATALOGUE_DIR = Path(__file__).resolve().parent.parent / "translations"
CATALOGUE_PREFIX = "clumsy_"
LRELEASE_TIMEOUT_S = 60

_installed: list[QTranslator] = []


def system_language() -> str:
    """The system locale's language when the editor has a catalogue for it, else English."""
    code = QLocale.system().name().split("_")[0]
    return code if code in LANGUAGES else SOURCE_LANGUAGE


def saved_language(settings: QSettings | None = None) -> str:
    """The language chosen in Preferences, or "" to follow the system."""
    value = (settings or QSettings()).value(SETTINGS_KEY, "")
    return str(value) if str(value) in LANGUAGES else ""


def save_language(code: str, settings: QSettings | None = None) -> None:
    """Remember `code` ("" follows the system) for the next start."""
    if code and code not in LANGUAGES:
        raise ValueError(f"unknown language '{code}': choose one of {', '.join(LANGUAGES)}")
    (settings or QSettings()).setValue(SETTINGS_KEY, code)


def choose_language(command_line: str | None, settings: QSettings | None = None) -> str:
    """`--lang` first, then Preferences, then the system locale."""
    if command_line:
        return command_line
    return saved_language(settings) or system_language()


def catalogue_source(code: str) -> Path:
    return CATALOGUE_DIR / f"{CATALOGUE_PREFIX}{code}.ts"


def _cache_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(base or Path.home() / ".cache" / "clumsy-editor") / "translations"


def compile_catalogue(source: Path, target: Path) -> None:
    """Run PySide6's lrelease on `source`; OSError (with lrelease's words) when it fails."""
    target.parent.mkdir(parents=True, exist_ok=True)
    command = [sys.executable, "-c",
               "import sys; from PySide6.scripts.pyside_tool import lrelease; "
               "sys.argv[0] = 'lrelease'; lrelease()",
               str(source), "-qm", str(target), "-silent"]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=LRELEASE_TIMEOUT_S)
    except subprocess.TimeoutExpired as exc:
        raise OSError(f"lrelease took over {LRELEASE_TIMEOUT_S} s on {source}") from exc
    if done.returncode != 0 or not target.exists():
        raise OSError(f"lrelease failed on {source}: {(done.stderr or done.stdout).strip()}")


def compiled_catalogue(code: str) -> Path | None:
    """The `.qm` for a language: the one installed beside the package when it is up to date,
    else one compiled into the cache from the `.ts` (a checkout). None when there is none."""
    shipped = CATALOGUE_DIR / f"{CATALOGUE_PREFIX}{code}.qm"
    source = catalogue_source(code)
    if shipped.exists() and (not source.exists()
                             or shipped.stat().st_mtime >= source.stat().st_mtime):
        return shipped
    if not source.exists():
        return None
    cached = _cache_dir() / shipped.name
    if not cached.exists() or cached.stat().st_mtime < source.stat().st_mtime:
        compile_catalogue(source, cached)
    return cached


def apply_language(code: str, app: QCoreApplication | None = None) -> list[str]:
    """Install the catalogues of `code` (removing any installed before) and return what
    went wrong, one line each. English, the code's language, installs only its plural forms
    (clumsy_en.ts: "1 cell", "3 cells" for "%n cell(s)"). Widgets made afterwards read the
    new language; those already made keep their text until the next start."""
    app = app or QCoreApplication.instance()
    if app is None:
        raise RuntimeError("apply_language needs a Qt application")
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    if code not in LANGUAGES:
        return [f"unknown language '{code}': choose one of {', '.join(LANGUAGES)}"]
    problems = []
    if code != SOURCE_LANGUAGE:  # Qt's own texts are English already
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qt_own = QTranslator(app)
        if qt_own.load(f"qtbase_{code}", qt_folder):
            _installed.append(qt_own)
        else:
            problems.append(f"Qt's own {code} catalogue (qtbase_{code}.qm) is not in {qt_folder}")
    elif not catalogue_source(code).exists() and compiled_catalogue(code) is None:
        return []  # English without its plural forms: "3 cell(s)"
    ours = QTranslator(app)
    try:
        path = compiled_catalogue(code)
    except OSError as exc:
        log.warning("cannot compile the %s catalogue", code, exc_info=True)
        path, problems = None, [*problems, str(exc)]
    if path is not None and ours.load(str(path)):
        _installed.append(ours)
    elif path is not None:
        problems.append(f"cannot read the translation catalogue {path}")
    else:
        problems.append(f"no translation catalogue for '{code}' ({catalogue_source(code)})")
    for translator in _installed:
        app.installTranslator(translator)
    for problem in problems:
        log.warning("translations: %s", problem)
    return problems


def current_language() -> str:
    """The language whose catalogues are installed (English when none are)."""
    for translator in _installed:
        code = translator.language().split("_")[0]
        if code in LANGUAGES and translator.filePath().endswith(".qm") and \
                Path(translator.filePath()).name.startswith(CATALOGUE_PREFIX):
            return code
    return SOURCE_LANGUAGE
