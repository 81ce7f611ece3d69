"""Reads the editor's source (AST, never imports it) for the translation tests:

- `untranslated_texts`: string literals and f-strings handed straight to a Qt call that
  shows text (setText, QLabel(...), addAction, QMessageBox.warning, ...);
- `tr_calls`: every self.tr(...) / translate(...) call (and QT_TRANSLATE_NOOP(...), a text
  marked for lupdate and translated where it is shown), with the context lupdate records
  (the class the self.tr is written in, or translate's first argument), and the calls
  lupdate cannot read (a source that is not a plain literal, a module-level plural);
- `catalogue`: what editor/translations/clumsy_<lang>.ts holds, finished or not.
"""

from __future__ import annotations

import ast
import functools
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
EDITOR = ROOT / "editor"
CATALOGUE = EDITOR / "translations"

# method name -> which positional arguments are shown text
TEXT_METHODS: dict[str, tuple[int, ...]] = {
    "setText": (0,), "setWindowTitle": (0,), "setToolTip": (0,), "setStatusTip": (0,),
    "setWhatsThis": (0,), "setPlaceholderText": (0,), "showMessage": (0,), "setTitle": (0,),
    "setTabText": (1,), "addTab": (1,), "setHeaderLabels": (0,),
    "setHorizontalHeaderLabels": (0,), "setVerticalHeaderLabels": (0,), "addItem": (0,),
    "addItems": (0,), "insertItem": (1,), "addAction": (0,), "addMenu": (0,), "addRow": (0,),
    "addToolBar": (0,), "setSuffix": (0,), "setPrefix": (0,), "setSpecialValueText": (0,),
    "setLabelText": (0,), "setWindowIconText": (0,), "tell": (0, 1),
    "information": (1, 2), "warning": (1, 2), "critical": (1, 2), "question": (1, 2),
}
# widget class -> which positional arguments are shown text
TEXT_WIDGETS: dict[str, tuple[int, ...]] = {
    "QLabel": (0,), "QPushButton": (0,), "QAction": (0,), "QCheckBox": (0,), "QGroupBox": (0,),
    "QRadioButton": (0,), "QDockWidget": (0,), "QToolButton": (0,), "QMenu": (0,),
    "QMessageBox": (1, 2),
}
WORD = re.compile(r"[A-Za-z]{2,}")


@dataclass(frozen=True)
class Finding:
    file: str
    line: int
    text: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.text}"


@dataclass(frozen=True)
class TrCall:
    file: str
    line: int
    context: str
    source: str
    plural: bool


def _shown_name(path: Path) -> str:
    """docks/events.py for a file of editor/, the file's name for one elsewhere."""
    return path.relative_to(EDITOR).as_posix() if path.is_relative_to(EDITOR) else path.name


def editor_files() -> list[Path]:
    return sorted(EDITOR.rglob("*.py"))


def _literal_text(node: ast.AST) -> str | None:
    """The shown text when `node` is a literal a person would read, else None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value if WORD.search(node.value) else None
    if isinstance(node, ast.JoinedStr):
        words = "".join(v.value for v in node.values
                        if isinstance(v, ast.Constant) and isinstance(v.value, str))
        return f"f-string {words!r}" if WORD.search(words) else None
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _literal_text(node.left) or _literal_text(node.right)
    if isinstance(node, ast.IfExp):
        return _literal_text(node.body) or _literal_text(node.orelse)
    if isinstance(node, (ast.List, ast.Tuple)):
        return next((t for t in map(_literal_text, node.elts) if t), None)
    return None


def _call_name(call: ast.Call) -> str | None:
    if isinstance(call.func, ast.Attribute):
        return call.func.attr
    if isinstance(call.func, ast.Name):
        return call.func.id
    return None


def untranslated_texts(path: Path, non_words: frozenset[str] = frozenset()) -> list[Finding]:
    """Literal text shown by a Qt call in `path` without going through tr()/translate()."""
    found = []
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = _call_name(node)
        if isinstance(node.func, ast.Attribute) and name in TEXT_METHODS:
            positions = TEXT_METHODS[name]
        elif isinstance(node.func, ast.Name) and name in TEXT_WIDGETS:
            positions = TEXT_WIDGETS[name]
        elif (name == "emit" and isinstance(node.func, ast.Attribute)
              and isinstance(node.func.value, ast.Attribute)
              and "message" in node.func.value.attr):
            positions = (0,)  # a status_message signal
        else:
            continue
        for i in positions:
            if i < len(node.args):
                text = _literal_text(node.args[i])
                if text is not None and text not in non_words:
                    found.append(Finding(_shown_name(path), node.lineno, text))
    return found


class _TrVisitor(ast.NodeVisitor):
    def __init__(self, file: str) -> None:
        self.file = file
        self.classes: list[str] = []
        self.calls: list[TrCall] = []
        self.unreadable: list[Finding] = []
        # translate(context, <an attribute>): a text marked with QT_TRANSLATE_NOOP(context, ...)
        # elsewhere in the file, translated where it is shown (a tool's name)
        self.marked_lookups: list[tuple[Finding, str]] = []
        self.noop_contexts: set[str] = set()

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_JoinedStr(self, node: ast.JoinedStr) -> None:
        for inner in ast.walk(node):
            if isinstance(inner, ast.Call) and _call_name(inner) in ("tr", "translate"):
                self.unreadable.append(Finding(self.file, inner.lineno,
                                               "tr() inside an f-string: lupdate does not see it"))
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        is_self_tr = (isinstance(func, ast.Attribute) and func.attr == "tr"
                      and isinstance(func.value, ast.Name) and func.value.id == "self")
        is_translate = ((isinstance(func, ast.Name)
                         and func.id in ("translate", "QT_TRANSLATE_NOOP"))
                        or (isinstance(func, ast.Attribute) and func.attr == "translate"
                            and isinstance(func.value, ast.Name)
                            and func.value.id == "QCoreApplication"))
        if (isinstance(func, ast.Attribute) and func.attr == "tr" and not is_self_tr
                and not (isinstance(func.value, ast.Name) and func.value.id == "QObject")):
            self.unreadable.append(Finding(
                self.file, node.lineno, "tr() called on another object: lupdate records it "
                "under that variable's name, Qt looks it up under the object's class (use "
                "QCoreApplication.translate with a context)"))
        elif is_self_tr:
            self._record(node, self.classes[-1] if self.classes else "?", node.args[:1],
                         plural=len(node.args) >= 3)
        elif is_translate:
            ctx = node.args[0] if node.args else None
            context = ctx.value if isinstance(ctx, ast.Constant) and isinstance(ctx.value, str) \
                else None
            if context is None:
                self.unreadable.append(Finding(self.file, node.lineno,
                                               "translate() context is not a plain literal"))
            elif len(node.args) >= 4:
                self.unreadable.append(Finding(
                    self.file, node.lineno, "a plural in translate(): lupdate reads plurals "
                    "only in a QObject's self.tr(text, '', n)"))
            elif (isinstance(func, ast.Attribute) and len(node.args) == 2
                  and isinstance(node.args[1], ast.Attribute)):
                self.marked_lookups.append((Finding(
                    self.file, node.lineno, f"translate({context!r}, <attribute>) but no "
                    f"QT_TRANSLATE_NOOP({context!r}, ...) in the editor marks its texts"), context))
            else:
                if isinstance(func, ast.Name) and func.id == "QT_TRANSLATE_NOOP":
                    self.noop_contexts.add(context)
                self._record(node, context, node.args[1:2], plural=False)
        self.generic_visit(node)

    def _record(self, node: ast.Call, context: str, source: list[ast.expr], plural: bool) -> None:
        text = _joined_literal(source[0]) if source else None
        if text is None:
            self.unreadable.append(Finding(self.file, node.lineno,
                                           "tr() source is not a plain string literal "
                                           "(use named {placeholders} and .format after tr)"))
            return
        self.calls.append(TrCall(self.file, node.lineno, context, text, plural))


def _joined_literal(node: ast.expr) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _visited(path: Path) -> _TrVisitor:
    visitor = _TrVisitor(_shown_name(path))
    visitor.visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
    return visitor


@functools.cache
def _editor_noop_contexts() -> frozenset[str]:
    """The contexts whose texts some file of the editor marks with QT_TRANSLATE_NOOP (the
    tools' names are marked in editor/tools/, looked up in their base, editor/map/tool.py)."""
    return frozenset(c for path in editor_files() for c in _visited(path).noop_contexts)


def tr_calls(path: Path) -> tuple[list[TrCall], list[Finding]]:
    visitor = _visited(path)
    marked = visitor.noop_contexts
    if visitor.marked_lookups and path.is_relative_to(EDITOR):
        marked = marked | _editor_noop_contexts()
    unmarked = [f for f, context in visitor.marked_lookups if context not in marked]
    return visitor.calls, visitor.unreadable + unmarked


def subclassed_names(paths: list[Path]) -> set[str]:
    """Classes of the editor that another editor class derives from."""
    bases: set[str] = set()
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                bases |= {b.id for b in node.bases if isinstance(b, ast.Name)}
    return bases


@dataclass(frozen=True)
class Entry:
    translations: tuple[str, ...]  # one, or one a plural form
    finished: bool


def catalogue(lang: str) -> dict[tuple[str, str], Entry]:
    root = ET.parse(CATALOGUE / f"clumsy_{lang}.ts").getroot()
    out = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            forms = tuple(f.text or "" for f in translation.iter("numerusform")) \
                or (translation.text or "",)
            out[(name, message.findtext("source") or "")] = Entry(
                forms, translation.get("type") not in ("unfinished", "obsolete", "vanished"))
    return out


PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))
