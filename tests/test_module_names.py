"""Every module a docstring or comment of engine/ or editor/ names is a real one (issue 30):
`engine.balance.run` or `engine.balance.run.run_played` (the dotted form, a name after the
module being one it defines) and `engine/turns/base.py` or `engine/turns/*.py` (the slash
form, a pattern that must match a file or folder). Names from before a move are what this
catches."""

from __future__ import annotations

import io
import re
import tokenize
from collections.abc import Iterator
from pathlib import Path

from conftest import nonempty

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("engine", "editor")
DOTTED = re.compile(r"\b(?:engine|editor)(?:\.[A-Za-z_]\w*)+")
SLASHED = re.compile(r"(?<![/\w])(?:engine|editor)/[\w*./-]*")  # not tests/engine/...
# Folders at the top of the tree installed as packages (pyproject.toml package-dir).
INSTALLED_AS = {"engine.missions": "scenarios", "engine.schemas": "schemas"}
# Folders the build makes in an installed package from a folder of the checkout (setup.py).
BUILT_FROM = {"editor/guide": "docs"}
# `editor.log` is a file's name, not a module's
FILE_SUFFIXES = {"log", "yaml", "json", "png", "ts", "qm", "svg", "txt"}


def _texts(path: Path) -> Iterator[tuple[int, str]]:
    """The comments and string literals of a source file, with their first line."""
    source = path.read_text(encoding="utf-8")
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type in (tokenize.COMMENT, tokenize.STRING):
            yield token.start[0], token.string


def _defines(module: Path, name: str) -> bool:
    """Whether a module file (or a package's __init__) defines or imports `name`."""
    text = module.read_text(encoding="utf-8")
    return re.search(rf"(def|class)\s+{name}\b|^\s*{name}\s*[:=]|import .*\b{name}\b|"
                     rf"\bself\.{name}\b", text, re.MULTILINE) is not None


def dotted_resolves(name: str) -> bool:
    parts = name.split(".")
    if len(parts) == 2 and parts[1] in FILE_SUFFIXES:
        return True
    if ".".join(parts[:2]) in INSTALLED_AS:
        return (ROOT / INSTALLED_AS[".".join(parts[:2])]).is_dir()
    here = ROOT / parts[0]
    for i, part in enumerate(parts[1:], start=1):
        if (here / part).is_dir():
            here = here / part
            continue
        if (here / f"{part}.py").is_file():
            here = here / f"{part}.py"
            rest = parts[i + 1:]
            # a name in the module, then its attributes (a method, a field): the first is checked
            return not rest or _defines(here, rest[0])
        init = here / "__init__.py"
        return here.is_dir() and init.is_file() and _defines(init, part)
    return True


def slashed_resolves(text: str) -> bool:
    text = text.rstrip(".-/")
    if text.endswith("_"):  # `editor/translations/clumsy_<lang>.ts`: a name's stem
        text += "*"
    if any(c in text for c in "*?"):
        return any(ROOT.glob(text))
    if text in BUILT_FROM:
        return (ROOT / BUILT_FROM[text]).is_dir()
    target = ROOT / text
    return target.exists() or target.with_suffix(".py").is_file()


def unresolved() -> list[str]:
    found = []
    for package in PACKAGES:
        for path in nonempty(sorted((ROOT / package).rglob("*.py")), f"module in {package}/"):
            for line, text in _texts(path):
                for offset, chunk in enumerate(text.split("\n")):
                    where = f"{path.relative_to(ROOT)}:{line + offset}"
                    found += [f"{where}: {m}" for m in DOTTED.findall(chunk)
                              if not dotted_resolves(m)]
                    found += [f"{where}: {m}" for m in SLASHED.findall(chunk)
                              if not slashed_resolves(m)]
    return found


def test_every_module_named_in_the_engine_and_editor_is_real():
    assert unresolved() == []


def test_the_guard_sees_a_stale_name():
    assert not dotted_resolves("engine.cli.balance_run")
    assert not dotted_resolves("engine.balance.run.no_such_thing")
    assert not slashed_resolves("engine/turns_*.py")
    assert dotted_resolves("engine.balance.run.run_played") and dotted_resolves("engine.schemas")
    assert slashed_resolves("engine/turns/*.py") and slashed_resolves("engine/cli/")
