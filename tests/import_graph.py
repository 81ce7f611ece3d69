"""The import graph of a package and the cycles in it, for the tests that keep a package
free of import cycles (tests/test_editor_imports.py, tests/test_engine_imports.py). Every
import counts, also those inside functions and under TYPE_CHECKING: a cycle hidden there
is still a cycle in the design."""

from __future__ import annotations

import ast
import functools
from pathlib import Path


def import_graph(package: Path) -> dict[str, set[str]]:
    """Module -> the modules of the same package (at any depth) it imports: read (every
    module parsed) once a process, a copy for each caller. Both tests of each package
    read the same graph (editor/'s 150 modules: 0.24 CPU-s)."""
    return {module: set(imported) for module, imported in _read_graph(package).items()}


@functools.cache
def _read_graph(package: Path) -> dict[str, set[str]]:
    name = package.name
    modules: dict[str, Path] = {}
    for p in package.rglob("*.py"):
        parts = p.relative_to(package).with_suffix("").parts
        if parts[-1] == "__init__":
            continue
        modules[".".join((name, *parts))] = p
    graph: dict[str, set[str]] = {}
    for module, path in modules.items():
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.add(node.module)  # from editor.document.edits import X
                # from editor.document import edits
                found |= {f"{node.module}.{alias.name}" for alias in node.names}
            elif isinstance(node, ast.Import):
                found |= {alias.name for alias in node.names}
        graph[module] = {m for m in found if m in modules and m != module}
    assert modules, f"no module found in {package}"  # an empty scan would check nothing
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Each cycle once, as a path that starts and ends at the same module."""
    found: list[list[str]] = []
    done: set[str] = set()

    def visit(module: str, path: list[str]) -> None:
        for nxt in sorted(graph[module]):
            if nxt in path:
                cycle = path[path.index(nxt):] + [nxt]
                if not any(set(cycle) == set(c) for c in found):
                    found.append(cycle)
            elif nxt not in done:
                visit(nxt, [*path, nxt])
        done.add(module)

    for module in sorted(graph):
        if module not in done:
            visit(module, [module])
    return found


def cycle_text(found: list[list[str]]) -> str:
    """The cycles for an assertion message, one `a -> b -> a` each."""
    return "; ".join(" -> ".join(c) for c in found)
