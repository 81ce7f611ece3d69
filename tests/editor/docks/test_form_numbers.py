"""An optional number in an event's form never holds a number the schema refuses: its
"—" (none) is the step below the smallest allowed. It was -1, so an objective's `round`
(at least 1) could be set to 0 from the box, a file the editor saved and could not
reopen."""

from __future__ import annotations

from PySide6.QtWidgets import QSpinBox

from editor.docks.event_kinds import EDITOR_ACTIONS, EDITOR_TRIGGERS
from editor.docks.mission_form import RecordForm
from editor.document.scenario_document import ScenarioDocument
from editor.document.schema_limits import int_range
from engine.scenario.io import load_scenario
from tests.conftest import FIXTURES


def test_every_optional_number_of_every_form_goes_from_none_to_the_smallest_allowed(qtbot):
    doc = ScenarioDocument(load_scenario(FIXTURES / "base.yaml"))
    seen = 0
    for kind in [*EDITOR_TRIGGERS.values(), *EDITOR_ACTIONS.values()]:
        form = RecordForm(doc, kind.new(doc), lambda *_a, **_k: None)
        qtbot.addWidget(form)
        edits: list[tuple[str, object]] = []
        form._emit = lambda name, value, _merge=None, edits=edits: edits.append((name, value))
        for name, field in kind.fields:
            spin = form.widgets[name]
            if field != "opt_int" or not isinstance(spin, QSpinBox):
                continue
            seen += 1
            low, _high = int_range(form.pointer(name))
            spin.setValue(spin.maximum())
            spin.setValue(spin.minimum() + 1)
            assert edits[-1] == (name, low), (kind.name, name)
            spin.setValue(spin.minimum())
            assert spin.text() == "—" and edits[-1] == (name, None), (kind.name, name)
    assert seen >= 5  # counts, by_round, rounds, an objective's round and number
