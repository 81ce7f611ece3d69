"""The editor's modules import one another without cycles (STYLE.md, Tiled: the view knows
the tools, a tool never knows the view). Every import counts, also those inside functions
and under TYPE_CHECKING: a cycle hidden there is still a cycle in the design
(tests/import_graph.py)."""

from __future__ import annotations

from import_graph import cycle_text, cycles, import_graph

from conftest import ROOT

EDITOR = ROOT / "editor"


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
    assert found == [], "import cycles in editor/: " + cycle_text(found)
