"""Fixtures of the docks' tests driven through their widgets (imported by the tests that
use them): a document on the base fixture, the status messages it says, the cells the
settings dock asks to pick or paint, and the settings and properties docks on it."""

from __future__ import annotations

import pytest

from editor.docks.properties import PropertiesDock
from editor.docks.settings import ScenarioSettingsDock
from editor.document.scenario_document import ScenarioDocument
from engine.scenario.io import load_scenario
from tests.conftest import FIXTURES


@pytest.fixture
def doc(qtbot):
    return ScenarioDocument(load_scenario(FIXTURES / "base.yaml"))


@pytest.fixture
def messages(doc):
    said: list[str] = []
    doc.status_message.connect(said.append)
    return said


@pytest.fixture
def picks():
    return []


@pytest.fixture
def paints():
    return []


@pytest.fixture
def settings(qtbot, doc, picks, paints):
    dock = ScenarioSettingsDock(doc, lambda prompt, on_cell, owner=None: picks.append(on_cell),
                                request_paint=lambda prompt, on_stroke: paints.append(on_stroke))
    qtbot.addWidget(dock)
    return dock


@pytest.fixture
def props(qtbot, doc):
    dock = PropertiesDock(doc)
    qtbot.addWidget(dock)
    return dock

