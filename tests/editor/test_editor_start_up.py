"""`clumsy-editor` to a drawn window imports only what the window shows (issue 37,
"Start-up"): not the balance package, the play-test, the analysis layers' rules, the AI,
numpy, scipy or matplotlib, nor the modules of the docks behind another tab (made when
first shown), the campaign windows, the Rules window, Preferences or the installed
packages' metadata (About); checked in a fresh process, with settings of its own (a
layout saved with another tab raised would make that dock)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from conftest import SCENARIOS

LATER = ("editor.balance", "editor.playtest", "engine.rules.analysis", "engine.ai",
         "engine.balance", "numpy", "scipy", "matplotlib",
         "editor.docks.events", "editor.docks.settings", "editor.docks.analysis",
         "editor.docks.minimap", "editor.campaign.window", "editor.campaign.document",
         "editor.rules.window", "editor.window.preferences_dialog", "importlib.metadata")


def test_the_editor_draws_its_window_without_what_only_later_use_needs(tmp_path):
    code = ("import json, sys\n"
            "from editor import app as a\n"
            "def drawn(app, window):\n"
            "    app.processEvents(); window.repaint(); app.processEvents()\n"
            "    from editor.widgets import icons\n"
            "    made = icons._icons.cache_info().currsize\n"
            "    drawn = icons._rendered.cache_info().currsize\n"
            "    print(json.dumps([made, drawn, window.filtered_while_built]))\n"
            "    docks = [d.objectName() for d in window.docks\n"
            "             if hasattr(type(d), 'is_made') and d.is_made()]\n"
            "    print(json.dumps([docks, window.validation.submitted]))\n"
            "    print(json.dumps(list(sys.modules))); return 0\n"
            "a.check_and_quit = drawn\n"
            "real_read = a.read_start\n"
            "def read_start(file):\n"  # once the mission is read: count the guard's events
            "    found = real_read(file)\n"
            "    from editor import main_window\n"
            "    from editor.widgets import field_guard\n"
            "    seen = [0]\n"
            "    real_filter = field_guard.FieldGuard.eventFilter\n"
            "    def counted(self, watched, event):\n"
            "        seen[0] += 1; return real_filter(self, watched, event)\n"
            "    field_guard.FieldGuard.eventFilter = counted\n"
            "    real_init = main_window.MainWindow.__init__\n"
            "    def built(self, *args, **kwargs):\n"
            "        real_init(self, *args, **kwargs); self.filtered_while_built = seen[0]\n"
            "    main_window.MainWindow.__init__ = built\n"
            "    return found\n"
            "a.read_start = read_start\n"
            f"sys.exit(a.main(['--check', {str(SCENARIOS / 'tutorial.yaml')!r}]))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=300, check=True,
                         env=dict(os.environ, QT_QPA_PLATFORM="offscreen",
                                  XDG_CONFIG_HOME=str(tmp_path / "config"),
                                  XDG_DATA_HOME=str(tmp_path / "data")))
    loaded = json.loads(out.stdout.splitlines()[-1])
    assert "editor.main_window" in loaded
    assert [m for m in loaded if any(m == p or m.startswith(p + ".") for p in LATER)] == []
    # the mission is read before PySide6 is imported (its import hook reads the source of
    # every module imported after it): the scenario layer comes first (sys.modules keeps
    # the order modules were imported in); a valid mission is checked by the compiled
    # schema alone, so jsonschema (only for wording a refused file's problems) is never
    # imported
    first_qt = min(loaded.index(m) for m in loaded if m.startswith("PySide6"))
    for early in ("engine.scenario.validation", "engine.scenario.schema", "yaml"):
        assert loaded.index(early) < first_qt, early
    assert "jsonschema" not in loaded
    # the icons are drawn when first shown: the window's menus hold many not yet opened
    made, drawn, filtered = json.loads(out.stdout.splitlines()[-3])
    assert made >= 40 and drawn < made, (made, drawn)
    # the application-wide field guard is installed once the window is built: none of the
    # thousands of events building it makes goes through a Python filter
    assert filtered == 0
    # the docks behind another tab are not made (their titles and places are); the first
    # validation pass was asked for once the window was drawn (it starts the process)
    docks, submitted = json.loads(out.stdout.splitlines()[-2])
    assert docks == [] and submitted >= 1
