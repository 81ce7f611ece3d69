"""The AI's unit snapshots kept by the unit's change number (issue 37): `Game.seen_snapshots`
gives the snapshots of `seen_units` without making the views, and a kept snapshot is given
again without reading the unit when its number (`UnitState.changed`) and the values that do
not number it (shots left, camouflage, cargo, weapons used) are the same. Along random play
on several missions (cargo, camouflaged snipers, aircraft, a supply truck's aura, fog) every
snapshot equals one made afresh from the views, and a kept one is given again exactly when
its values are the same (as when every value was compared); a control with the change count
switched off (an update skipped) gives stale snapshots, and the comparison catches them."""

from __future__ import annotations

import random
from pathlib import Path
from unittest import mock

import pytest
from random_play import mixed_scenario

from engine import Game
from engine.rules.state import UnitState
from engine.rules.vision import reading_position
from engine.scenario.io import load_scenario
from rules_helpers import random_step

MISSIONS = Path(__file__).resolve().parents[3] / "scenarios"


def fresh(game: Game, side: str) -> tuple[list, list]:
    """The snapshots made afresh from the views (`seen_units`), nothing kept."""
    seen = game.seen_units(side)
    return ([u.snapshot() for u in seen if u.side == side],
            [u.snapshot() for u in seen if u.side != side and u.at is not None])


def play_comparing(game: Game, seed: int, steps: int, reading: bool = False) -> int:
    """Random play, each side's kept snapshots compared after every action; how many
    were given again from the kept ones. `reading`: the game read as one position from
    one action to the next, as `clumsy play` reads it (the aura's cells asked once)."""
    if reading:
        with reading_position():
            return play_comparing(game, seed, steps)
    chooser = random.Random(seed)
    kept: dict[str, dict] = {side: {} for side in game.sides}
    last: dict[str, dict[str, object]] = {side: {} for side in game.sides}
    again = 0
    for step in range(steps):
        for side in game.sides:
            own, enemies = game.seen_snapshots(side, kept[side])
            assert (own, enemies) == fresh(game, side), f"step {step}"
            for snap in (*own, *enemies):
                before = last[side].get(snap.id)
                # given again exactly when every value is the same (the old comparison)
                assert (snap is before) == (before is not None and before == snap), (
                    f"step {step}", snap.id)
                again += snap is before
                last[side][snap.id] = snap
        if not random_step(game, chooser):
            break
    return again


@pytest.mark.parametrize("seed", (2, 5))
@pytest.mark.parametrize("reading", (False, True))
def test_kept_snapshots_equal_fresh_ones_on_a_mixed_scenario(seed, reading):
    """A general and a supply truck give second shots around them (the aura)."""
    assert play_comparing(Game(mixed_scenario(), seed=seed), seed, 100, reading) > 100


@pytest.mark.parametrize("mission", ("four_ways_activation", "winter_night_defence",
                                     "river_crossing"))
def test_kept_snapshots_equal_fresh_ones_on_shipped_missions(mission):
    game = Game(load_scenario(MISSIONS / f"{mission}.yaml"), seed=1)
    assert play_comparing(game, 1, 70, reading=True) > 100


def test_a_copy_s_units_are_compared_not_trusted():
    """A kept snapshot of the game's unit given for its copy's unit (another object, the
    same number) only when every value is the same, as before."""
    game = Game(mixed_scenario(), seed=3)
    side = game.side
    kept: dict = {}
    own, _ = game.seen_snapshots(side, kept)
    twin = game.clone()
    mover = next(a for a in twin.legal_actions() if a["type"] == "move")
    twin.apply(mover)
    moved, _ = twin.seen_snapshots(side, kept)
    assert moved == fresh(twin, side)[0]
    changed = [s.id for s, t in zip(own, moved, strict=True) if s is not t]
    assert mover["unit"] in changed


def test_a_skipped_update_is_caught():
    """Control: with the change count switched off, a moved unit keeps its old number
    and its stale snapshot is given again; the comparison fails."""
    game = Game(mixed_scenario(), seed=5)
    with mock.patch.object(UnitState, "__setattr__", object.__setattr__):
        with pytest.raises(AssertionError, match="step"):
            play_comparing(game, 5, 100)
