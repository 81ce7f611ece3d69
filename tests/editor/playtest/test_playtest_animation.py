"""The AI's turn in the play-test is shown, not just resolved: its moves step along their
paths and its shots flash with their damage, at the speed the player picks (remembered),
or one action per Step; Instant is as it always was (RULES.md A5, A6, A7; B turn systems;
A8: nothing is shown on a cell the viewer does not see)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from editor.playtest.pace import SPEED_KEY, SPEEDS, STEP_KEY, Pace, TurnAnimator
from editor.playtest.window import PlaytestWindow
from engine.scenario.io import scenario_from_text


def scenario_of(base_text, red_at="[1, 1]"):
    text = base_text.replace("side: red, at: [1, 1]", f"side: red, at: {red_at}")
    scenario, problems = scenario_from_text(text)
    assert scenario is not None and problems == []
    return scenario


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def open_play(qtbot, scenario, settings, **kwargs):
    window = PlaytestWindow(scenario, seed=5, controllers={"red": "human", "blue": "ai"},
                            settings=settings, **kwargs)
    qtbot.addWidget(window)
    window.show()
    return window


def moved_paths(window, start):
    return [e for e in window.game.events[start:] if e.get("type") == "moved"
            and len(e.get("path") or []) > 2]


def test_B_the_speed_is_chosen_and_remembered(qtbot, settings, base_text):
    window = open_play(qtbot, scenario_of(base_text), settings)
    assert window.speed == "normal" and window.pace == SPEEDS["normal"]
    window.speed_box.setCurrentIndex(list(SPEEDS).index("slow"))
    assert window.pace == SPEEDS["slow"] and settings.value(SPEED_KEY) == "slow"
    window.a_step_mode.setChecked(True)
    window.close()
    again = open_play(qtbot, scenario_of(base_text), settings)
    assert again.speed == "slow" and again.speed_box.currentData() == "slow"
    assert again.step_mode and again.a_step_mode.isChecked()
    again.a_step_mode.setChecked(False)
    assert str(settings.value(STEP_KEY)).lower() == "false"


def test_A5_with_animation_the_ai_turn_takes_timer_steps_and_shows_the_path(
        qtbot, settings, base_text):
    settings.setValue(SPEED_KEY, "fast")
    window = open_play(qtbot, scenario_of(base_text), settings)
    window.a_reveal.setChecked(True)  # every move is seen: Reveal all
    frames: list[dict[str, tuple[int, int] | None]] = []
    window.animator.stepped.connect(lambda: frames.append(
        {u.id: u.at for u in window.board.painter_model.scenario.units}))
    start = len(window.game.events)
    window.a_end.trigger()
    qtbot.waitUntil(lambda: window.game.side == "red" and not window.pending
                    and window.thinker is None and not window.animator.busy(), timeout=30_000)
    moves = moved_paths(window, start)
    assert moves, "the AI moved no unit more than one cell"
    assert len(frames) >= 3
    move = moves[0]
    inner = {tuple(c) for c in move["path"][1:-1]}
    shown = [f.get(move["unit"]) for f in frames]
    assert any(cell in inner for cell in shown), (move["path"], shown)


def test_A6_a_shot_flashes_from_shooter_to_target_with_its_damage(qtbot):
    from conftest import FIXTURES
    from editor.map.painter import MapPainter
    from editor.playtest.board import PlayBoard
    from engine.scenario.io import load_scenario

    board = PlayBoard(MapPainter(load_scenario(FIXTURES / "base.yaml")))
    qtbot.addWidget(board)
    animator = TurnAnimator(board)
    shown = []
    animator.stepped.connect(lambda: shown.append(list(board.shots)))
    events = [{"type": "fired", "unit": "b1", "from": [6, 1], "target": [4, 1],
               "victim": "r1"},
              {"type": "damaged", "target": "r1", "amount": 3, "hp": 5},
              {"type": "fired", "unit": "b1", "from": [6, 1], "target": [4, 2], "victim": None}]
    animator.show(events, Pace(0, 10, 30), None)
    qtbot.waitUntil(lambda: not animator.busy())
    marks = [m[0] for m in shown if m]
    assert [(m.source, m.target, m.text, m.hit) for m in marks] == [
        ((6, 1), (4, 1), "-3", True), ((6, 1), (4, 2), "miss", False)]
    assert board.shots == []
    # A8: from a shooter the viewer does not see, only the flash on its own cell
    shown.clear()
    animator.show(events[:2], Pace(0, 10, 30), {(4, 1)})
    qtbot.waitUntil(lambda: not animator.busy())
    assert [m[0].source for m in shown if m] == [None]
    shown.clear()
    animator.show(events[:2], Pace(0, 10, 30), {(6, 1)})  # the target unseen: nothing
    qtbot.waitUntil(lambda: not animator.busy())
    assert [m for m in shown if m] == []


def test_B_step_mode_plays_one_ai_action_per_step(qtbot, settings, base_text):
    settings.setValue(SPEED_KEY, "instant")
    settings.setValue(STEP_KEY, True)
    window = open_play(qtbot, scenario_of(base_text), settings)
    window.a_end.trigger()
    qtbot.waitUntil(lambda: window.waiting_step, timeout=30_000)
    assert window.a_step.isEnabled() and "Step" in window.statusBar().currentMessage()
    assert window.game.side == "blue"
    total = len(window.pending)
    assert total >= 2
    played = len(window.game.history)
    qtbot.wait(50)
    assert len(window.game.history) == played, "nothing moves without a Step"
    window.a_step.trigger()
    qtbot.waitUntil(lambda: window.waiting_step)
    assert len(window.game.history) == played + 1 and len(window.pending) == total - 1
    window.a_step.trigger()
    qtbot.waitUntil(lambda: window.waiting_step or window.game.side == "red")
    assert len(window.game.history) == played + 2
    window.a_step_mode.setChecked(False)  # the rest of the turn by itself
    qtbot.waitUntil(lambda: window.game.side == "red" and not window.pending, timeout=30_000)
    assert not window.a_step.isEnabled()


def test_B_instant_plays_the_whole_ai_turn_without_animation(qtbot, settings, base_text):
    window = open_play(qtbot, scenario_of(base_text), settings, ai_delay_ms=0)
    assert window.pace.instant and window.speed_box.currentData() == "instant"
    assert settings.value(SPEED_KEY) is None  # a speed given by the caller is not saved
    window.a_reveal.setChecked(True)
    frames = []
    window.animator.stepped.connect(lambda: frames.append(
        {u.id: u.at for u in window.board.painter_model.scenario.units}))
    start = len(window.game.events)
    window.a_end.trigger()
    window.wait_for_ai()
    assert window.game.side == "red"
    moves = moved_paths(window, start)
    for move in moves:  # no frame shows a unit half-way
        inner = {tuple(c) for c in move["path"][1:-1]}
        assert not any(f.get(move["unit"]) in inner for f in frames)
    assert len(frames) == len(window.game.history) - 1  # one frame an AI action


def test_A8_an_ai_unit_is_only_ever_drawn_on_a_cell_the_viewer_sees(qtbot, settings,
                                                                     base_text):
    settings.setValue(SPEED_KEY, "fast")
    window = open_play(qtbot, scenario_of(base_text), settings)
    frames = []
    window.animator.stepped.connect(lambda: frames.append(
        ({u.id: u.at for u in window.board.painter_model.scenario.units if u.side == "blue"},
         set(window.board.options.fog or set()))))
    window.a_end.trigger()
    window.wait_for_ai()
    assert frames and window.game.side == "red"
    for drawn, fog in frames:
        assert all(at in fog for at in drawn.values()), (drawn, fog)


@pytest.mark.parametrize("name", ["four_ways_phased", "four_ways_orders",
                                  "four_ways_activation", "stratego_classic"])
def test_B_every_turn_system_hands_back_to_the_human_after_an_animated_ai_turn(
        qtbot, settings, name):
    from conftest import SCENARIOS
    from engine.scenario.io import load_scenario

    settings.setValue(SPEED_KEY, "fast")
    scenario = load_scenario(SCENARIOS / f"{name}.yaml")
    ai, human = scenario.sides[0].id, scenario.sides[1].id
    window = PlaytestWindow(scenario, seed=2, controllers={ai: "ai", human: "human"},
                            settings=settings)
    qtbot.addWidget(window)
    window.show()
    frames = []
    window.animator.stepped.connect(lambda: frames.append(1))
    qtbot.waitUntil(lambda: window.game.result is not None or (
        window.is_human_turn() and not window.pending and window.thinker is None
        and not window.animator.busy()), timeout=60_000)
    assert window.game.history and frames
    if window.game.result is None:
        assert window.board_stack.currentIndex() == 0 and window.viewer() == human
        assert window.board.options.fog == window.game.visible_cells(human)
