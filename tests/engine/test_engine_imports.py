"""The engine's modules import one another without cycles, as the editor's do
(tests/test_editor_imports.py): a part depends on what it uses, never back on what
composes it (the AI's planner composes its helpers, which see it through a protocol,
engine/ai/planner/planning.py). Every import counts, also those inside functions and under
TYPE_CHECKING."""

from __future__ import annotations

from import_graph import cycle_text, cycles, import_graph

from conftest import ROOT

ENGINE = ROOT / "engine"


def test_the_graph_sees_the_engine_imports():
    graph = import_graph(ENGINE)
    assert "engine.ai.view" in graph["engine.ai.planner.moves"]
    assert "engine.ai.fields.travel" in graph["engine.ai.view"]  # `from engine.ai import travel`
    assert "engine.ai.lookahead" in graph["engine.ai.player"]  # inside a function


def test_engine_modules_import_each_other_without_cycles():
    found = cycles(import_graph(ENGINE))
    assert found == [], "import cycles in engine/: " + cycle_text(found)
