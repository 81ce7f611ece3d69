"""Files of the open scenario: new, open, recent, save, save as, revert, export, recovery;
import and export of Tiled maps and pictures in `exchange` (map_exchange.py).

Two writers, one file: the open file is watched (QFileSystemWatcher), and what the editor
read or wrote last (mtime, size, SHA-256) is checked against the disk when it changes and
at every save. A change on disk offers a reload, an undoable command (Ctrl+Z returns to
the editor's version); a save over a changed file asks first, never overwriting silently.

The main window asks the questions (`Prompts`), so tests can answer them; this object
decides what to do with the answers. After every file change it says so by signal, and
the window updates its title, menus and view.
"""

from __future__ import annotations

import hashlib
import logging
import re
import unicodedata
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QFileSystemWatcher, QObject, QSettings, Signal
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QWidget

from editor.document.commands import ReplaceScenarioCommand
from editor.document.recovery import Autosaver, Recovery, discard, pending_recoveries
from editor.document.scenario_document import ScenarioDocument
from editor.document.validation_runner import ValidationRunner
from editor.i18n.plural import plural
from engine.scenario.io import read_scenario, save_scenario, write_bytes_atomic
from engine.scenario.problems import ScenarioError

if TYPE_CHECKING:
    from editor.window.map_exchange import MapExchange

log = logging.getLogger(__name__)

MAX_RECENT = 10
Button = QMessageBox.StandardButton


class Prompts(Protocol):
    """Where questions go: the main window, or a test that answers them."""

    def ask(self, title: str, text: str, buttons: Button) -> Button: ...

    def tell(self, title: str, text: str) -> None: ...

    def run_dialog(self, dialog: QDialog) -> bool: ...


class DocumentController(QObject):
    opened = Signal()  # another scenario is on the map (new, open, revert, recovery)
    recent_changed = Signal()
    status_message = Signal(str, int)  # text, milliseconds on the status bar
    problems_to_show = Signal()  # saved, but with errors: bring the problems list forward

    def file_filter(self) -> str:
        return self.tr("General Clumsy scenarios (*.yaml *.yml);;All files (*)")

    def __init__(self, doc: ScenarioDocument, validation: ValidationRunner, settings: QSettings,
                 prompts: Prompts, parent: QWidget) -> None:
        super().__init__(parent)
        self.doc = doc
        self.validation = validation
        self.settings = settings
        self.prompts = prompts
        self.window = parent  # the parent of file dialogs
        self.autosaver = Autosaver(doc, self)
        self.autosaver.based_on = lambda: self.on_disk
        self._exchange: MapExchange | None = None
        self.watcher = QFileSystemWatcher(self)
        self.watcher.fileChanged.connect(self.check_disk)
        self.on_disk: Stamp | None = None  # what the editor read or wrote last
        self._asking = False
        self.watch(doc.path)

    @property
    def exchange(self) -> MapExchange:
        """Import and export of Tiled maps and pictures, made on first use (it loads numpy
        and Pillow, which the start of the editor does not need)."""
        if self._exchange is None:
            from editor.window.map_exchange import MapExchange

            self._exchange = MapExchange(self)
        return self._exchange

    # -- two writers, one file -------------------------------------------------------------
    def watch(self, path: Path | None) -> None:
        """Watch `path` (the open file) and remember what is there now."""
        if self.watcher.files():
            self.watcher.removePaths(self.watcher.files())
        self.on_disk = disk_stamp(path) if path is not None else None
        if path is not None and path.exists():
            self.watcher.addPath(str(path))

    def changed_on_disk(self) -> bool:
        path = self.doc.path
        return (path is not None and self.on_disk is not None
                and disk_stamp(path) != self.on_disk)

    def check_disk(self, _: str = "") -> None:
        """The open file changed on disk: offer to reload it (one undo step) or to keep
        the editor's version (the next save then asks before overwriting)."""
        path = self.doc.path
        if path is not None and path.exists() and str(path) not in self.watcher.files():
            self.watcher.addPath(str(path))  # an atomic replace drops the watch
        if self._asking or not self.changed_on_disk() or path is None:
            return
        self._asking = True
        try:
            answer = self.prompts.ask(
                self.tr("File changed on disk"),
                self.tr("{name} was changed on disk by another program. Reload it? Your "
                        "version stays one Undo away; No keeps your version, and saving "
                        "will ask before overwriting.").format(name=path.name),
                Button.Yes | Button.No)
        finally:
            self._asking = False
        if answer == Button.Yes:
            self.reload_from_disk()

    def reload_from_disk(self) -> bool:
        """Replace the document by the file on disk as an undoable command."""
        path = self.doc.path
        assert path is not None
        try:
            scenario, problems = read_scenario(path)
        except ScenarioError as exc:
            scenario, problems = None, list(exc.problems)
        if scenario is None:
            self.prompts.tell(self.tr("Cannot reload"),
                              self.tr("{path} cannot be read now:").format(path=path) + "\n\n"
                              + "\n".join(map(str, problems[:20])))
            return False
        self.doc.undo_stack.push(ReplaceScenarioCommand(
            self.doc, scenario, self.tr("Reload {name} from disk").format(name=path.name)))
        self.doc.undo_stack.setClean()
        self.doc.set_problems(problems)
        self.validation.schedule()
        self.watch(path)
        return True

    # -- leaving the current document --------------------------------------------------
    def maybe_save(self) -> bool:
        """True when it is fine to drop the current document."""
        if self.doc.undo_stack.isClean():
            return True
        answer = self.prompts.ask(
            self.tr("Unsaved changes"),
            self.tr("Save the changes to {name} before closing it?").format(
                name=self.doc.display_name),
            Button.Save | Button.Discard | Button.Cancel)
        if answer == Button.Save:
            return self.save()
        return answer == Button.Discard

    def close(self) -> None:
        """The window closes cleanly: no recovery copy is needed at the next start, and no
        validation pass is left to run (`ValidationRunner.stop`)."""
        self.validation.stop()
        self.autosaver.end_session()

    # -- opening ---------------------------------------------------------------------------
    def ask_path(self, save: bool) -> Path | None:
        start = str(self.doc.path.parent if self.doc.path else self.settings.value("last_dir", ""))
        if save:
            start = str(suggested_save_path(self.doc, str(self.settings.value("last_dir", ""))))
            name, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save scenario"), start,
                                                  self.file_filter())
        else:
            name, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open scenario"), start,
                                                  self.file_filter())
        return Path(name) if name else None

    def new_map(self) -> None:
        if not self.maybe_save():
            return
        from editor.widgets.dialogs import NewMapDialog  # the map dialogs: when asked for

        dialog = NewMapDialog(self.window, self.settings)
        if self.prompts.run_dialog(dialog):
            self.doc.reset(dialog.result_scenario(), None)
            self.watch(None)
            self.opened.emit()

    def open_dialog(self) -> None:
        if self.maybe_save():
            path = self.ask_path(save=False)
            if path is not None:
                self.open_path(path)

    def open_recent(self, path: Path) -> bool:
        return self.maybe_save() and self.open_path(path)

    def open_path(self, path: Path) -> bool:
        """Open a file; a file with problems opens too and lists them."""
        try:
            scenario, problems = read_scenario(path)
        except ScenarioError as exc:
            log.warning("cannot open %s", path, exc_info=True)
            self.prompts.tell(self.tr("Cannot open"),
                              self.tr("{path} cannot be opened:").format(path=path) + "\n\n"
                              + "\n".join(map(str, exc.problems[:20])))
            return False
        if scenario is None:
            self.prompts.tell(self.tr("Cannot open"),
                              self.tr("{path} is not shaped like a scenario, so it cannot be "
                                      "edited on the map. Fix these first:").format(path=path)
                              + "\n\n" + "\n".join(map(str, problems[:20])))
            return False
        self.doc.reset(scenario, path)
        self.watch(path)
        self.doc.set_problems(problems)
        self.validation.schedule()
        self.add_recent(path)
        self.opened.emit()
        return True

    def revert(self) -> bool:
        """Drop the unsaved changes and read the file again, after asking."""
        path = self.doc.path
        if path is None or self.doc.undo_stack.isClean():
            return False
        answer = self.prompts.ask(
            self.tr("Revert to saved"),
            self.tr("Drop every change since {name} was last saved?").format(name=path.name),
            Button.Discard | Button.Cancel)
        return answer == Button.Discard and self.open_path(path)

    # -- saving ------------------------------------------------------------------------------
    def save(self) -> bool:
        if self.doc.path is None:
            return self.save_as()
        return self.save_to(self.doc.path)

    def save_as(self) -> bool:
        path = self.ask_path(save=True)
        if path is None:
            return False
        if path.suffix not in (".yaml", ".yml"):
            path = path.with_suffix(".yaml")
        return self.save_to(path)

    def save_to(self, path: Path) -> bool:
        if path == self.doc.path and self.changed_on_disk():
            answer = self.prompts.ask(
                self.tr("File changed on disk"),
                self.tr("{name} was changed on disk since the editor read it. Save anyway, "
                        "overwriting those changes?").format(name=path.name),
                Button.Save | Button.Cancel)
            if answer != Button.Save:
                return False
        try:
            save_scenario(self.doc.scenario, path)
        except OSError as exc:
            log.exception("saving %s failed", path)
            self.prompts.tell(self.tr("Save failed"),
                              self.tr("Could not save {path}: {error}.\n\nYour work is still "
                                      "here and the previous file is untouched; try another "
                                      "place.").format(path=path, error=exc.strerror or exc))
            return False
        self.doc.set_path(path)
        self.watch(path)
        self.doc.undo_stack.setClean()
        self.autosaver.clear()
        self.add_recent(path)
        self.validation.wait()
        errors = sum(p.severity == "error" for p in self.doc.problems)
        if errors:
            self.status_message.emit(plural(self.tr(
                "Saved {name}, but it has %n problem(s) to fix: see the Problems list", "", errors),
                errors).format(name=path.name), 8000)
            self.problems_to_show.emit()
        else:
            self.status_message.emit(self.tr("Saved {name}").format(name=path.name), 4000)
        return True

    def export_image(self) -> None:
        from editor.render.map_image import render_png

        name, _ = QFileDialog.getSaveFileName(self.window, self.tr("Export image"), "",
                                              self.tr("PNG images (*.png)"))
        if name:
            try:
                render_png(self.doc.scenario, name, problems=self.doc.problems)
            except OSError as exc:
                log.exception("exporting the map to %s failed", name)
                self.prompts.tell(self.tr("Export failed"), str(exc))

    # -- recent files ----------------------------------------------------------------------
    def add_recent(self, path: Path) -> None:
        recent = [p for p in self.recent_files() if p != str(path.resolve())]
        recent.insert(0, str(path.resolve()))
        self.settings.setValue("recent_files", recent[:MAX_RECENT])
        self.settings.setValue("last_dir", str(path.resolve().parent))
        self.recent_changed.emit()

    def recent_files(self) -> list[str]:
        value = self.settings.value("recent_files", [])
        if isinstance(value, str):
            return [value]
        if not isinstance(value, list):
            return []
        return [str(v) for v in value]

    # -- recovery ----------------------------------------------------------------------------
    def offer_recovery(self) -> bool:
        """After a crash, offer each recovery copy of a session that is gone back (newest
        first); True if one came back. A copy that cannot be restored says why and may be
        kept as a raw file to mend by hand, so it is never lost nor offered again."""
        for rec in sorted(pending_recoveries(), key=lambda r: -r.saved_at):
            where = str(rec.original) if rec.original else self.tr("an unsaved map")
            answer = self.prompts.ask(
                self.tr("Recover unsaved work?"),
                self.tr("The editor did not close properly last time. Restore the autosaved "
                        "copy of {where}?").format(where=where),
                Button.Yes | Button.No)
            if answer != Button.Yes:
                discard(rec)
                continue
            try:
                scenario, problems = read_scenario(rec.file)
            except ScenarioError as exc:
                log.warning("the recovery copy %s cannot be read", rec.file, exc_info=True)
                self._keep_raw_copy(rec, where, [str(p) for p in exc.problems[:10]])
                continue
            if scenario is None:
                self._keep_raw_copy(rec, where, [str(p) for p in problems[:10]])
                continue
            self.doc.reset(scenario, rec.original)
            self.watch(rec.original)
            if rec.based_on is not None and self.on_disk is not None:
                # the work began from what the file held then: a file changed since (by
                # another editor, a text editor) is not overwritten without asking
                self.on_disk = tuple(rec.based_on)  # type: ignore[assignment]
            self.doc.undo_stack.resetClean()  # restored work is unsaved work
            self.doc.set_problems(problems)
            # recoverable until saved: this session's own copy first, then the old one goes
            if self.autosaver.autosave():
                discard(rec)
            self.opened.emit()
            self.status_message.emit(self.tr("Restored the autosaved copy: save it to keep it"),
                                     10000)
            return True
        return False

    def _keep_raw_copy(self, rec: Recovery, where: str, reasons: list[str]) -> None:
        """Say why a recovery copy cannot be restored; offer to save its text as it is."""
        answer = self.prompts.ask(
            self.tr("Cannot restore the autosaved copy"),
            self.tr("The autosaved copy of {where} cannot be restored:").format(where=where)
            + "\n\n" + "\n".join(reasons) + "\n\n"
            + self.tr("Save the raw copy to a file, to mend it by hand in a text editor?"),
            Button.Save | Button.Discard)
        if answer == Button.Save:
            target = self.ask_raw_copy_path(rec)
            if target is None:
                return  # kept where it is: offered again at the next start
            try:
                write_bytes_atomic(target, rec.file.read_bytes())
            except OSError as exc:
                log.exception("keeping the raw recovery copy in %s failed", target)
                self.prompts.tell(self.tr("Save failed"),
                                  self.tr("Could not save {path}: {error}.\n\nThe autosaved copy "
                                          "stays; it is offered again at the next start.").format(
                                      path=target, error=exc))
                return
            self.status_message.emit(
                self.tr("Saved the raw autosaved copy as {name}").format(name=target.name), 8000)
        discard(rec)

    def ask_raw_copy_path(self, rec: Recovery) -> Path | None:
        start = str(rec.original.parent if rec.original else self.settings.value("last_dir", ""))
        name, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save the raw autosaved copy"),
                                              start, self.file_filter())
        return Path(name) if name else None


Stamp = tuple[int, int, str]  # mtime (ns), size, SHA-256 of the bytes


def disk_stamp(path: Path) -> Stamp | None:
    """What is on disk at `path` now (None: nothing readable)."""
    try:
        st = path.stat()
        return (st.st_mtime_ns, st.st_size, hashlib.sha256(path.read_bytes()).hexdigest())
    except OSError:
        return None


def suggested_save_path(doc: ScenarioDocument, last_dir: str) -> Path:
    """Where Save As starts: the file itself when it has one, else the scenario's name as a
    file name ("Winter Night Raid" -> winter_night_raid.yaml) in the last used folder."""
    if doc.path is not None:
        return doc.path
    folder = Path(last_dir) if last_dir and Path(last_dir).is_dir() else Path.home()
    return folder / f"{slug(doc.scenario.name)}.yaml"


def slug(name: str) -> str:
    """A file name made of a scenario's name: lower case letters, digits and underscores."""
    words = re.findall(r"[^\W_]+", unicodedata.normalize("NFKD", name).encode(
        "ascii", "ignore").decode("ascii").lower())
    return "_".join(words)[:60].strip("_") or "scenario"
