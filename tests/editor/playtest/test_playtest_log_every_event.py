"""Issue 38 items 5 and 10: every event the engine writes is a sentence of the log in the
editor's language. Events without one fell back to English program words ("Deployment
started: side blue", "Routed: unit r1") in the Italian log: the deployment's start and
end, and activation's routed, rallied and eliminated units; a phase was named by its id
("la fase defensive fire")."""

from __future__ import annotations

import ast
from pathlib import Path

from conftest import SCENARIOS
from editor.playtest import event_text, mission_text
from editor.playtest.event_text import describe
from editor.playtest.window import PlaytestWindow
from engine.rules.deployment import DEPLOY
from engine.rules.game import ACTIONS
from engine.scenario.io import load_scenario
from engine.turns.base import available_turn_systems

ENGINE = Path(__file__).resolve().parents[3] / "engine"
ACTION_TYPES = {*ACTIONS, DEPLOY, "end_turn",
                *(t for system in available_turn_systems().values() for t in system.action_types)}


def _written_types() -> dict[str, str]:
    """Each `{"type": NAME, ...}` literal of the game's rules, turn systems and rulesets
    (the AI, balance and interop write actions and reports, not events): where it is."""
    found: dict[str, str] = {}
    for folder in ("rules", "turns", "rulesets"):
        for path in sorted((ENGINE / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.Dict):
                    continue
                for key, value in zip(node.keys, node.values, strict=True):
                    if (isinstance(key, ast.Constant) and key.value == "type"
                            and isinstance(value, ast.Constant) and isinstance(value.value, str)):
                        found.setdefault(value.value, f"{path.relative_to(ENGINE)}:{node.lineno}")
    return found


def test_every_event_the_engine_writes_has_a_sentence():
    sentences = {*event_text.SENTENCES, *mission_text.SENTENCES}
    written = _written_types()
    assert {"moved", "deployment_started", "routed"} <= set(written)  # the scan reads them
    missing = sorted(f"{kind} ({where})" for kind, where in written.items()
                     if kind not in ACTION_TYPES and kind not in sentences)
    assert not missing, "events the log tells in program words: " + ", ".join(missing)


def test_the_new_sentences_read_italian(italian):
    assert describe({"type": "deployment_started", "side": "Blu"}) == "Blu schiera le sue unità"
    assert describe({"type": "deployment_ended", "side": "Blu"}) == "Blu ha finito di schierarsi"
    assert describe({"type": "routed", "unit": "r1"}) == "r1 è in rotta"
    assert describe({"type": "rallied", "unit": "r1"}) == "r1 si riorganizza"
    assert describe({"type": "eliminated", "unit": "r1", "routed_since": 3}) == (
        "r1, in rotta dal round 3, lascia il campo")
    started = describe({"type": "phase_started", "phase": "defensive_fire"})
    assert "defensive" not in started.lower() and started.startswith("Inizia la fase ")


def test_the_italian_play_test_log_opens_with_the_deployment_in_italian(italian, qtbot):
    scenario = load_scenario(SCENARIOS / "vell_rearguard.yaml")  # both sides deploy
    window = PlaytestWindow(scenario, seed=1,
                            controllers={s.id: "human" for s in scenario.sides}, ai_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.set_reveal(True)  # the all-seeing log, on screen
    lines = [window.panel.log.item(i).text() for i in range(window.panel.log.count())]
    first = scenario.sides[0].name or scenario.sides[0].id
    assert f"{first} schiera le sue unità" in lines, lines
    assert not any(line.startswith("Deployment") for line in lines), lines
