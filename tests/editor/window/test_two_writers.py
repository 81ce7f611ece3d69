"""Issue 38 item 13, two writers, one file: the editor notices that its file changed on
disk (a watcher, and a check at save of what it read), offers a reload that Ctrl+Z takes
back, never overwrites without asking; restored autosaved work stays recoverable until it
is saved, even if the editor crashes again."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from editor.document.recovery import pending_recoveries

Button = QMessageBox.StandardButton


def answer(window, button):
    asked = []
    window.ask = lambda title, text, buttons: asked.append(title) or button
    return asked


def write_elsewhere(path, name):
    """Another program writes the file (another editor, a text editor, `clumsy balance`)."""
    text = path.read_text(encoding="utf-8").replace("name: Test Bridge", f"name: {name}", 1)
    path.write_text(text, encoding="utf-8")


def test_a_change_on_disk_is_noticed_and_reloading_is_one_undo(qtbot, window):
    path = window.doc.path
    window.scenario_settings.name.setText("Mine")
    window.scenario_settings.name.editingFinished.emit()
    assert window.doc.scenario.name == "Mine"
    asked = answer(window, Button.Yes)
    write_elsewhere(path, "Theirs")
    qtbot.waitUntil(lambda: bool(asked), timeout=5000)  # the watcher saw it
    assert asked == ["File changed on disk"]
    assert window.doc.scenario.name == "Theirs" and window.doc.undo_stack.isClean()
    window.doc.undo_stack.undo()  # Ctrl+Z: the editor's version is back
    assert window.doc.scenario.name == "Mine"
    asked.clear()
    assert window.files.save()  # it chose the reload: saving its own version asks nothing
    assert asked == [] and "name: Mine" in path.read_text(encoding="utf-8")


def test_saving_over_a_file_changed_on_disk_asks_first(qtbot, window):
    path = window.doc.path
    window.files.watcher.removePaths(window.files.watcher.files())  # only the save's check
    window.scenario_settings.name.setText("Mine")
    window.scenario_settings.name.editingFinished.emit()
    write_elsewhere(path, "Theirs")
    asked = answer(window, Button.Cancel)
    assert window.files.save() is False
    assert asked == ["File changed on disk"]
    assert "name: Theirs" in path.read_text(encoding="utf-8")  # not overwritten
    answer(window, Button.Save)
    assert window.files.save() is True
    assert "name: Mine" in path.read_text(encoding="utf-8")


def test_restored_work_is_offered_again_after_a_second_crash(qtbot, window, tmp_path):
    from tests.editor.test_editor_faults import second_editor

    window.scenario_settings.name.setText("Unsaved work")
    window.scenario_settings.name.editingFinished.emit()
    assert window.files.autosaver.autosave()
    window.files.autosaver.lock.unlock()  # the first crash
    restored = second_editor(qtbot, tmp_path)
    restored.ask = lambda *a: Button.Yes  # type: ignore[method-assign]
    assert restored.files.offer_recovery() is True
    assert restored.doc.scenario.name == "Unsaved work"
    restored.files.autosaver.lock.unlock()  # the second crash, before any save
    (again,) = pending_recoveries()
    assert again.session == restored.files.autosaver.session
    assert "Unsaved work" in again.file.read_text(encoding="utf-8")


def test_restored_work_asks_before_overwriting_a_file_changed_since_the_crash(qtbot, window,
                                                                             tmp_path):
    """The work was begun on the file as it was; another program saved it between the
    crash and the restore. Saving the restored work asks first (it overwrote silently: the
    restore took the file as it is now for what the work was based on)."""
    from tests.editor.test_editor_faults import second_editor

    path = window.doc.path
    window.scenario_settings.name.setText("Unsaved work")
    window.scenario_settings.name.editingFinished.emit()
    assert window.files.autosaver.autosave()
    window.files.autosaver.lock.unlock()  # the crash
    write_elsewhere(path, "Theirs")  # then another editor saves the same file
    restored = second_editor(qtbot, tmp_path)
    asked = answer(restored, Button.Yes)
    assert restored.files.offer_recovery() is True
    assert restored.doc.scenario.name == "Unsaved work" and restored.doc.path == path
    asked.clear()
    restored.ask = lambda title, text, buttons: asked.append(title) or Button.Cancel
    assert restored.files.save() is False
    assert asked == ["File changed on disk"]
    assert "name: Theirs" in path.read_text(encoding="utf-8")  # not overwritten
    restored.ask = lambda title, text, buttons: Button.Save
    assert restored.files.save() is True
    assert "name: Unsaved work" in path.read_text(encoding="utf-8")


def test_two_editors_on_one_file_the_second_save_is_noticed_by_the_first(qtbot, window,
                                                                       tmp_path):
    """The repro's case without a file: two editors open the same mission and both save.
    The other editor saves by an atomic replace (a new file renamed over the old one),
    which drops a watch on the old file: the first editor still notices, and its own save
    asks before overwriting."""
    from tests.editor.test_editor_faults import second_editor

    path = window.doc.path
    other = second_editor(qtbot, tmp_path)
    assert other.files.open_path(path)
    window.scenario_settings.name.setText("First")
    window.scenario_settings.name.editingFinished.emit()
    asked = answer(window, Button.No)  # keep the first editor's version
    other.scenario_settings.name.setText("Second")
    other.scenario_settings.name.editingFinished.emit()
    assert other.files.save()
    qtbot.waitUntil(lambda: bool(asked), timeout=5000)  # the watcher saw the replace
    assert asked == ["File changed on disk"] and window.doc.scenario.name == "First"
    asked.clear()
    window.ask = lambda title, text, buttons: asked.append(title) or Button.Cancel
    assert window.files.save() is False  # never silently over the second editor's save
    assert asked == ["File changed on disk"]
    assert "name: Second" in path.read_text(encoding="utf-8")
    write_elsewhere(path, "Third")  # the watch was taken up again on the new file
    qtbot.waitUntil(lambda: len(asked) == 2, timeout=5000)
