"""The editor's modules import one another without cycles (STYLE.md, Tiled: the view knows
the tools, a tool never knows the view). Every import counts, also those inside functions
and under TYPE_CHECKING: a cycle hidden there is still a cycle in the design."""

from __future__ import annotations

import ast
from pathlib import Path

from conftest import nonempty

EDITOR = Path(__file__).resolve().parent.parent / "editor"


def import_graph(package: Path) -> dict[str, set[str]]:
    """Module -> the modules of the same package (at any depth) it imports."""
    name = package.name
    modules: dict[str, Path] = {}
    for p in nonempty(package.rglob("*.py"), f"module in {package}"):
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


def test_the_cycle_finder_finds_a_cycle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c", "a"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_graph_sees_the_editor_imports():
    graph = import_graph(EDITOR)
    assert "editor.map.tool" in graph["editor.map.view"]
    assert "editor.document.edits" in graph["editor.tools.fill"]  # `from editor.document import edits`


def test_editor_modules_import_each_other_without_cycles():
    found = cycles(import_graph(EDITOR))
    assert found == [], "import cycles in editor/: " + "; ".join(" -> ".join(c) for c in found)
