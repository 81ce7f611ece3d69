"""The engine stands without Qt and without the editor (DESIGN.md, Layout; STYLE.md, napari)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

from conftest import nonempty

ENGINE = Path(__file__).resolve().parent.parent / "engine"
FORBIDDEN = ("PySide6", "PyQt5", "PyQt6", "shiboken6", "editor")


def test_no_engine_module_imports_qt_or_the_editor():
    offenders = []
    for path in nonempty(ENGINE.rglob("*.py"), "module in engine/"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            offenders += [f"{path.name}: {n}" for n in names if n.split(".")[0] in FORBIDDEN]
    assert offenders == []


def test_engine_imports_with_qt_blocked():
    code = (
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] in ('PySide6', 'shiboken6', 'editor'):\n"
        "            raise ImportError('blocked ' + name)\n"
        "sys.meta_path.insert(0, Block())\n"
        "import engine, engine.cli.main, engine.scenario.validation, engine.grid, engine.catalog\n"
        "from engine.cli.main import main\n"
        "print('ok')\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip().endswith("ok")


def test_import_contracts_hold():
    """The layers of engine/ (pyproject.toml, [tool.importlinter]): the scenario layer never
    imports the rules, the rules never import the AI, rulesets sit on the shared rules."""
    lint = Path(sys.executable).with_name("lint-imports")
    run = subprocess.run([str(lint), "--no-cache"], capture_output=True, text=True, timeout=300,
                         cwd=ENGINE.parent)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "broken" in run.stdout and " 0 broken" in run.stdout


def test_no_code_outside_a_ruleset_package_names_a_ruleset():
    """Outside `engine/rulesets/<name>/` nothing compares (or even spells) a ruleset's name:
    the editor, the command line and the shared rules ask `engine.ruleset`."""
    from engine.ruleset import ruleset_names

    names = set(ruleset_names())
    allowed = {ENGINE / "ruleset.py"}  # the registry's table of shipped rulesets
    offenders = []
    for root in (ENGINE, ENGINE.parent / "editor"):
        for path in nonempty(root.rglob("*.py"), f"module in {root}"):
            if path in allowed or (ENGINE / "rulesets") in path.parents:
                continue
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Constant) and node.value in names:
                    offenders.append(f"{path.relative_to(root.parent)}:{node.lineno}: {node.value!r}")
    assert offenders == []
