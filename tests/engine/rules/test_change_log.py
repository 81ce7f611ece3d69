"""The units' log of changes (issue 37): a reader that kept what it read of a position
looks again at the units changed since (`changed_since`) instead of every unit. Each
answer equals the one made by visiting every unit, along random play (with another
state's units changing in between); the work is counted."""

from __future__ import annotations

import random
from unittest import mock

import pytest
from random_play import mixed_scenario

from engine import Game
from engine.rules import reactions, unit_lists
from engine.rules import seen_snapshots as snapshots_module
from engine.rules import state as state_module
from engine.rules.state import UnitState, changed_since, clone_state, state_changes
from engine.rules.vision import reading_position
from rules_helpers import random_step


def changed_the_old_way(state, tick: int) -> set[str]:
    """Every unit of the state visited: those whose number is past `tick`."""
    return {u.id for u in state.units.values() if u.changed > tick}


def test_A3_the_units_changed_since_a_number_are_those_a_visit_of_every_unit_finds():
    """After each random action (another game's units changed in between, and a copy
    made), the log gives exactly the units whose number is past the one taken before;
    a handful at most, never all."""
    game = Game(mixed_scenario(), seed=3)
    other = Game(mixed_scenario(), seed=5)
    chooser, sizes = random.Random(3), []
    for step in range(80):
        tick = next(state_changes())
        if step % 3 == 0:
            random_step(other, chooser)
        if step % 10 == 0:
            clone_state(game.state)  # a copy's units take numbers of their own
        if not random_step(game, chooser):
            break
        recent = changed_since(game.state, tick)
        assert recent is not None
        assert {u.id for u in recent} == changed_the_old_way(game.state, tick), step
        assert len(recent) == len({id(u) for u in recent})  # each once
        sizes.append(len(recent))
    assert max(sizes) < len(game.state.units) and sum(sizes) > 20


def test_A3_a_number_older_than_the_log_asks_for_every_unit():
    """Once more changes were made than the log holds, a number older than the entries
    let go gets None (every unit to be looked at), a newer one its units."""
    game = Game(mixed_scenario(), seed=3)
    tick = next(state_changes())
    game.state.units["r1"].hp -= 1
    assert [u.id for u in changed_since(game.state, tick)] == ["r1"]
    other = Game(mixed_scenario(), seed=3)
    units = [other.state.units["b1"], other.state.units["b2"]]
    for i in range(state_module._LOG_LIMIT + 1):  # a unit's repeated change: one entry
        units[i % 2].moved = bool(i % 4)
    assert changed_since(game.state, tick) is None
    later = next(state_changes())
    assert changed_since(game.state, later) == []


def alert_the_old_way(state, side: str) -> list:
    return [u for u in state.units.values()
            if u.alert and u.alive and u.side != side and u.at is not None]


def play_reading_alerts(seed: int, steps: int) -> tuple[int, int]:
    """Random play, alerts often, the units on alert against each side and each side's
    living units compared after every action with those found visiting every unit.
    (rebuilt lists of units on alert, positions)."""
    game = Game(mixed_scenario(), seed=seed)
    chooser, positions = random.Random(seed), 0
    with mock.patch.object(unit_lists, "_KEPT", {}) as kept:
        rebuilt = 0
        for step in range(steps):
            for side in game.sides:
                before = kept.get((id(game.state), "on alert"))
                assert reactions.on_alert_units(game.state, side) \
                    == alert_the_old_way(game.state, side), f"step {step}"
                after = kept[(id(game.state), "on alert")]
                living, ids = unit_lists.kept_units(game.state, ("living", side),
                                                    unit_lists.living_of(side))
                assert living == list(game.state.living(side)), f"step {step}"
                assert ids == {u.id for u in living}
                rebuilt += before is None or after[3] is not before[3]
                positions += 1
            legal = game.legal_actions()
            alerts = [a for a in legal if a["type"] == "alert"]
            if alerts and chooser.random() < 0.3:
                game.apply(chooser.choice(alerts))
            elif not random_step(game, chooser):
                break
    return rebuilt, positions


def test_A9_the_units_on_alert_are_kept_while_none_came_on_alert_or_left_it():
    """The list of units on alert (and each side's living units) is the one a visit of
    every unit makes, at every position; it is made anew only when a unit came on alert
    or left it."""
    rebuilt, positions = play_reading_alerts(6, 120)
    assert positions > 150 and 3 < rebuilt < positions // 3


def test_A9_control_a_skipped_number_leaves_the_alerts_stale():
    """Control: with the change count switched off, a unit that comes on alert keeps
    its number and is not in the log; the kept list is given again, and caught."""
    with mock.patch.object(UnitState, "__setattr__", object.__setattr__):
        with pytest.raises(AssertionError, match="step"):
            play_reading_alerts(6, 120)


def play_reading_snapshots(seed: int, steps: int) -> tuple[int, int]:
    """Random play, mostly moves (the general and the supply truck among the movers):
    after every action each side's snapshots read with the side's kept ones equal those
    made afresh. (snapshots worked out, units seen)."""
    game = Game(mixed_scenario(), seed=seed)
    chooser = random.Random(seed)
    kept: dict[str, dict] = {s: {} for s in game.sides}
    made = seen = 0
    real = snapshots_module.unit_snapshot

    def counted(*args, **kwargs):
        nonlocal made
        made += 1
        return real(*args, **kwargs)
    for step in range(steps):
        with reading_position():
            for side in game.sides:
                with mock.patch.object(snapshots_module, "unit_snapshot", counted):
                    own, enemies = game.seen_snapshots(side, kept[side])
                assert (own, enemies) == game.seen_snapshots(side), f"step {step}"
                seen += len(own) + len(enemies)
        if not random_step(game, chooser, move_share=0.8):
            break
    return made, seen


def test_A1_a_snapshot_given_again_unlooked_at_is_the_one_made_afresh():
    """A side's snapshots after each action equal those made without any kept (shots
    left by the aura included: the general and the supply truck move); most units' are
    given again without working them out."""
    made, seen = play_reading_snapshots(2, 150)
    assert seen > 1500 and made < seen // 2


def test_A1_control_aura_cells_taken_as_unchanged_are_caught():
    """Control: a side's aura cells taken as the same dict whatever they are gives
    stale shots left once a source moves off a unit that stayed; the comparison
    catches it."""
    fixed: dict = {}
    with mock.patch.object(snapshots_module, "aura_cells",
                           lambda state, side: fixed.setdefault(side, {})):
        with pytest.raises(AssertionError, match="step"):
            play_reading_snapshots(2, 150)


def play_reading_unseen(seed: int, steps: int) -> tuple[int, int, int]:
    """Random play, mostly moves: after every action each side's unseen enemy cells of
    each layer (move_steps._unseen_kept, the pathfinder's) equal those a visit of the
    layer finds. (answers given again, answers, answers holding a cell)."""
    from engine.rules import move_steps, vision

    game = Game(mixed_scenario(), seed=seed)
    chooser = random.Random(seed)
    again = asked = held_cells = 0
    for step in range(steps):
        state = game.state
        for side in game.sides:
            for air in (False, True):
                before = move_steps._UNSEEN.get((id(state), side, air))
                found = move_steps._unseen_kept(state, side, air)
                spotted = vision.spotted_ids(state, side)
                layer = state.air if air else state.ground
                assert found == {c for c, uid in layer.items() if state.units[uid].side != side
                                 and uid not in spotted}, f"step {step}"
                again += before is not None and found is before[4]
                asked += 1
                held_cells += bool(found)
        if not random_step(game, chooser, move_share=0.8):
            break
    return again, asked, held_cells


def test_A8_the_unseen_enemy_cells_are_kept_while_only_the_sides_own_units_change():
    """The cells of the enemies a side does not see (the pathfinder plans through them)
    are those a visit of the layer finds after every action; given again while the side
    spots the same enemies and only its own units changed."""
    again, asked, held_cells = play_reading_unseen(8, 300)
    assert asked > 300 and held_cells > 40 and again > asked // 4, (again, asked, held_cells)


def test_A8_control_enemies_changed_unseen_leave_the_unseen_cells_stale():
    """Control: with every unit taken as unchanged, a moved enemy's old cell is given
    again, and caught."""
    from engine.rules import move_steps

    with mock.patch.object(move_steps, "changed_since", lambda state, tick: []):
        with pytest.raises(AssertionError, match="step"):
            play_reading_unseen(8, 300)
