"""No view a side is shown gives away what it may not know (RULES.md A8, the fog of war;
RULES.md B, Stratego: a rank stays hidden until a combat reveals it): the play-test board,
its log and its panels, the hot-seat hand-over, and `clumsy render --side`, for a
fog-sensitive scenario of each ruleset under every turn system it offers."""

from __future__ import annotations

import copy
import functools
import random
import re

import pytest

from conftest import SCENARIOS, shipped_outline, shipped_variant
from editor.playtest.window import PlaytestWindow
from editor.render.cli import as_side_sees
from engine import Game, ruleset_of
from engine.rulesets.stratego.game import HIDDEN

# one fog-sensitive mission a ruleset: a night attack in General Clumsy, the classic setup
FOGGY = ("winter_night_defence", "stratego_classic")
STEPS = 30


def cases():
    for mission in FOGGY:
        path = SCENARIOS / f"{mission}.yaml"
        scenario = shipped_outline(path)
        for system in sorted(ruleset_of(scenario).turn_systems()) or [scenario.turn_system]:
            yield pytest.param(functools.partial(shipped_variant, path, system), id=f"{mission}-{system}")


def hidden_type(window, unit_id: str, viewer: str) -> bool:
    """Whether the viewer may not know this unit's rank (an unrevealed enemy piece)."""
    setup = ruleset_of(window.game).setup
    if setup is None:
        return False
    view = next((u for u in window.game.seen_units(viewer) if u["id"] == unit_id), None)
    return view is not None and view["side"] != viewer and view["type"] == HIDDEN


def check_board(window, ever_seen: dict[str, set[str]]) -> None:
    game = window.game
    drawn = window.board.painter_model.scenario.units
    if window.board_stack.currentIndex() == 1:  # hand-over: nothing of anyone shows
        assert drawn == [] and window.log.count() == 0 and window.selected is None
        assert window.unit_info.text() == "" and window.orders.count() == 0
        return
    viewer = window.viewer()
    seen = {u["id"]: u for u in game.seen_units(viewer)}
    ever_seen[viewer] |= set(seen)
    for unit in drawn:
        assert unit.id in seen, f"{viewer} is shown {unit.id}, which it does not see"
        if hidden_type(window, unit.id, viewer):
            assert unit.type == HIDDEN, f"{viewer} is shown the rank of {unit.id}"
    info = window.unit_info.text()
    for uid in {u["id"] for u in game.units()} - set(seen):
        assert not re.search(rf"\b{re.escape(uid)}\b", info)


def check_logs(window, ever_seen: dict[str, set[str]]) -> None:
    """A side's log never names a unit it never saw, nor an enemy piece never revealed."""
    game = window.game
    everyone = {u["id"] for u in game.units()} | {u.id for u in window.base.units}
    for side in game.sides:
        text = "\n".join(window.log_lines(side))
        own = {u.id for u in window.base.units if u.side == side}
        never = everyone - own - ever_seen[side]
        if ruleset_of(game).setup is not None:
            never |= {pid for pid, p in game.state.pieces.items()
                      if p.side != side and not p.revealed}
        for uid in never:
            assert not re.search(rf"\b{re.escape(uid)}\b", text), (side, uid)


@pytest.mark.parametrize("scenario", list(cases()), indirect=True)
def test_A8_B_no_view_log_or_panel_shows_a_side_what_it_may_not_know(qtbot, scenario):
    humans = {s.id: "human" for s in scenario.sides}
    window = PlaytestWindow(scenario, seed=2, controllers=humans, ai_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    chooser = random.Random(2)
    ever_seen: dict[str, set[str]] = {s.id: set() for s in scenario.sides}
    for side in scenario.sides:
        ever_seen[side.id] |= {u["id"] for u in window.game.seen_units(side.id)}
    check_board(window, ever_seen)
    handovers = 0
    for _ in range(STEPS):
        game = window.game
        if game.result is not None:
            break
        if window.board_stack.currentIndex() == 1:
            check_board(window, ever_seen)
            handovers += 1
            window.confirm_handover()
        check_board(window, ever_seen)
        legal = game.legal_actions()
        moving = [a for a in legal if a.get("unit")]
        action = chooser.choice(moving or legal)
        ends = [a for a in legal if a["type"] == "end_turn"]
        if ends and chooser.random() < 0.25:
            action = ends[0]
        if moving and action.get("unit") in {u["id"] for u in game.units(game.side)}:
            window.select(str(action["unit"]))
            check_board(window, ever_seen)
        assert window.issue(dict(action)), action
        for side in game.sides:  # a unit that comes into sight may be named from now on
            ever_seen[side] |= {u["id"] for u in game.seen_units(side)}
        check_board(window, ever_seen)
    check_logs(window, ever_seen)
    assert handovers > 0, "hot seat hides the board between the players"


@pytest.mark.parametrize("scenario", list(cases()), indirect=True)
def test_A8_B_render_side_draws_only_what_that_side_knows_at_the_start(scenario):
    game = Game(copy.deepcopy(scenario), 0)
    for side in game.sides:
        seen = as_side_sees(scenario, side)
        assert not isinstance(seen, str)
        position, fog = seen
        views = {u["id"]: u for u in game.seen_units(side)}
        assert fog == game.visible_cells(side)
        for unit in position.units:
            assert unit.id in views, f"render --side {side} draws {unit.id}"
            if unit.side != side and ruleset_of(scenario).setup is not None:
                assert unit.type == HIDDEN, f"render --side {side} tells {unit.id}'s rank"


@pytest.mark.parametrize("scenario", list(cases()), indirect=True)
def test_A8_B_the_replay_window_as_a_side_names_only_what_that_side_knows(qtbot, scenario):
    """A replay seen "as a side" (the balance dialog's replay window) draws and logs only
    what that side knew at each step: the same fog as the play-test."""
    from editor.balance.replay_window import ReplayWindow

    game = Game(copy.deepcopy(scenario), seed=4)
    chooser = random.Random(4)
    for _ in range(STEPS):
        legal = game.legal_actions()
        if not legal:
            break
        game.apply(chooser.choice(legal))
    window = ReplayWindow(scenario, {"seed": 4, "actions": game.history})
    qtbot.addWidget(window)
    for viewer in game.sides:
        window.viewer_box.setCurrentIndex(window.viewer_box.findData(viewer))
        for index in range(len(game.history) + 1):
            window.go_to(index)
            shown = window.game
            seen = {u["id"] for u in shown.seen_units(viewer)}
            for unit in window.board.painter_model.scenario.units:
                assert unit.id in seen, (viewer, index, unit.id)
            text = "\n".join(window.log.item(i).text() for i in range(window.log.count()))
            text += "\n" + window.status.text()
            others = {u["id"] for u in shown.units()} - seen
            if ruleset_of(shown).setup is not None:
                others |= {pid for pid, p in shown.state.pieces.items()
                           if p.side != viewer and not p.revealed}
            for uid in others:
                assert not re.search(rf"\b{re.escape(uid)}\b", text), (viewer, index, uid)
