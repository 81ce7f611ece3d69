"""A unit's best shot from each cell it may reach, what does not depend on the cell read
once a unit (issue 37, engine/ai/planner/shots.py `Shots.best_shot_of`): without the
lines of fire a shot's worth does not depend on the cell, only whether its target is in
the weapon's band from there. Along the normal AI's Harrow Ford game (both sides) every
cell score's best shot equals `best_shot_from`'s, and the shots are listed
(`shots_from`) at under a tenth of the cells scored without the lines (main lists them at
every one); a control reader that drops the bands is caught."""

from __future__ import annotations

from pathlib import Path
from unittest import mock

import pytest

from engine.ai.planner.shots import Shots
from engine.balance.errors import InternalError
from engine.balance.game import load, play_game

MISSION = Path(__file__).resolve().parents[3] / "scenarios" / "harrow_ford.yaml"


def play_comparing(band_free: bool = False) -> tuple[int, int]:
    """Harrow Ford (seed 1, 5 rounds: normal_decisions.py's game), each best shot of the
    cell scores compared with `best_shot_from`'s. (asks without the lines, shot lists
    made for them); `band_free`: a control whose reader takes every band as in reach."""
    real_of, real_from, real_list = Shots.best_shot_of, Shots.best_shot_from, Shots.shots_from
    asks = listed = 0
    comparing = False

    def shots_from(self, unit, cell, moved, with_lines):
        nonlocal listed
        if not comparing and not with_lines:
            listed += 1
        return real_list(self, unit, cell, moved, with_lines)

    def best_shot_of(self, unit, moved):
        nonlocal asks, comparing
        if band_free:
            view = self.view
            weapons = self.usable_weapons(unit, moved, unit.flying)
            reader = lambda cell, ap_left, with_lines: max(  # noqa: E731
                (view.shot_value(unit, w, e, self.values) for w in weapons
                 for e in view.enemies if view.can_hit(unit.unit_type, w, e)), default=0.0)
        else:
            reader = real_of(self, unit, moved)

        def best(cell, ap_left, with_lines):
            nonlocal asks, comparing
            found = reader(cell, ap_left, with_lines)
            comparing = True
            try:
                assert found == real_from(self, unit, cell, moved, ap_left, with_lines)
            finally:
                comparing = False
            asks += not with_lines
            return found
        return best
    with mock.patch.object(Shots, "best_shot_of", best_shot_of), \
            mock.patch.object(Shots, "shots_from", shots_from):
        play_game(load(str(MISSION)), 1, 5)
    return asks, listed


def test_the_best_shots_read_once_a_unit_are_best_shot_from() -> None:
    asks, listed = play_comparing()
    assert asks >= 1000, asks
    assert listed * 10 < asks, (listed, asks)


def test_control_a_reader_blind_to_the_bands_is_caught() -> None:
    with pytest.raises(InternalError, match="AssertionError"):  # the game's wrapper
        play_comparing(band_free=True)
