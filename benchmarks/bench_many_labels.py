"""Opening a mission with 20,000 labels in the editor (issue 38, repro r28: it took 34 s).

The mission is the tutorial with 20,000 labels on its 10x8 cells, as
../shared/repro/r28_make_big_missions.py writes it. Measured: the editor's File > Open path
(read the file, check it, show it on the map: `DocumentController.open_path`) through the
first paint of the map, and the background validation's pass on this thread; reference,
same machine, same run: the tutorial itself through the same path. Each the median of a
few runs (machines are noisy).
Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_many_labels.py [runs]
"""

from __future__ import annotations

import copy
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import yaml  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from editor.main_window import MainWindow  # noqa: E402
from engine.scenario.io import load_scenario  # noqa: E402

LABELS = 20_000


def write_missions(folder: Path) -> tuple[Path, Path]:
    """The tutorial, and the tutorial with LABELS labels (r28's shape)."""
    tutorial = ROOT / "scenarios" / "tutorial.yaml"
    data = yaml.safe_load(tutorial.read_text(encoding="utf-8"))
    many = copy.deepcopy(data)
    many["labels"] = [{"at": [i % 10, (i // 10) % 8], "text": f"L{i}"} for i in range(LABELS)]
    plain, labelled = folder / "tutorial.yaml", folder / "labels_20000.yaml"
    plain.write_text(tutorial.read_text(encoding="utf-8"), encoding="utf-8")
    labelled.write_text(yaml.safe_dump(many, sort_keys=False, width=100000), encoding="utf-8")
    return plain, labelled


def open_seconds(app: QApplication, path: Path, folder: Path) -> tuple[float, float]:
    """Seconds for File > Open of `path` to its first painted map, and for the validation
    pass that follows (run on this thread, as saving does)."""
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(load_scenario(ROOT / "tests" / "fixtures" / "base.yaml"),
                     settings=settings)
    win.resize(1280, 800)
    win.show()
    app.processEvents()
    start = time.perf_counter()
    assert win.files.open_path(path)
    win.view.viewport().grab()
    app.processEvents()
    opened = time.perf_counter() - start
    start = time.perf_counter()
    win.validation.wait()
    checked = time.perf_counter() - start
    win.doc.undo_stack.setClean()
    win.close()
    win.deleteLater()
    app.processEvents()
    return opened, checked


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        os.environ["XDG_DATA_HOME"] = str(folder / "data")
        plain, labelled = write_missions(folder)
        for name, path in (("tutorial (reference)", plain), (f"{LABELS:,} labels", labelled)):
            samples = [open_seconds(app, path, folder) for _ in range(runs)]
            opened = statistics.median(s[0] for s in samples)
            checked = statistics.median(s[1] for s in samples)
            print(f"{name:>22}: open to a painted map {opened:6.2f} s, "
                  f"validation pass {checked:6.2f} s (median of {runs})")


if __name__ == "__main__":
    main()
