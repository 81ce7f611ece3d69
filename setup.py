"""The package list, which pyproject.toml cannot say: every package found under engine/
and editor/, plus the two folders at the top of the tree that are installed as packages
(pyproject.toml, tool.setuptools.package-dir): scenarios/ as engine.missions and schemas/
as engine.schemas. All other packaging settings are in pyproject.toml.

The build also compiles the editor's translation catalogues (editor/translations/*.ts) to
.qm with PySide6's lrelease when PySide6 is at hand; otherwise the editor compiles them on
its first start (editor/i18n/translator.py), so a build without PySide6 still installs a working
editor. The .qm files are never committed.

It also copies the user guide (docs/guide.md and its translations docs/guide.LANG.md) into
the package as editor/guide/, where Help > User guide reads it in an installed copy
(editor/window/help_dialog.py); a checkout reads docs/ itself."""

import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import find_namespace_packages, setup
from setuptools.command.build_py import build_py

SHIPPED_DATA = ["engine.missions", "engine.schemas"]
ROOT = Path(__file__).resolve().parent
CATALOGUES = ROOT / "editor" / "translations"
GUIDES = ROOT / "docs"


class BuildWithGuideAndTranslations(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # a checkout compiles on start, beside nothing it would have to clean up
        self.copy_guides(Path(self.build_lib) / "editor" / "guide")
        self.compile_catalogues()

    def copy_guides(self, target: Path) -> None:
        target.mkdir(parents=True, exist_ok=True)
        for guide in sorted(GUIDES.glob("guide*.md")):
            shutil.copyfile(guide, target / guide.name)

    def compile_catalogues(self) -> None:
        target = Path(self.build_lib) / "editor" / "translations"
        for ts in sorted(CATALOGUES.glob("*.ts")):
            target.mkdir(parents=True, exist_ok=True)
            command = [sys.executable, "-c",
                       "import sys; from PySide6.scripts.pyside_tool import lrelease; "
                       "sys.argv[0] = 'lrelease'; lrelease()",
                       str(ts), "-qm", str(target / ts.with_suffix(".qm").name), "-silent"]
            done = subprocess.run(command, capture_output=True, text=True)
            if done.returncode != 0:
                print(f"warning: {ts.name} not compiled ({(done.stderr or done.stdout).strip()}); "
                      "the editor compiles it on its first start", file=sys.stderr)


setup(packages=sorted(find_namespace_packages(include=["engine", "engine.*", "editor", "editor.*"],
                                              exclude=["*.__pycache__"]) + SHIPPED_DATA),
      cmdclass={"build_py": BuildWithGuideAndTranslations})
