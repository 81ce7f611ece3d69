"""What a unit's cell scores read of it and its goal, read once a decision for its stay and
its moves (issue 37, engine/ai/planner/cell_scores.py `scorer`, `_unit_parts`): a unit's
stay is scored as it stands, its moves as moved, and all but its shots depend on that only
through whether it flies. Along the normal AI's Harrow Ford game (both sides) every score
equals a scorer's built afresh, and the parts are read at under two thirds of the scorers
built (main reads them at every one); a control that keeps nothing is caught."""

from __future__ import annotations

from pathlib import Path
from unittest import mock

from engine.ai.planner import cell_scores
from engine.balance.game import load, play_game

MISSION = Path(__file__).resolve().parents[3] / "scenarios" / "harrow_ford.yaml"


def play_comparing(keep: bool) -> tuple[int, int, int]:
    """Harrow Ford (seed 1, 5 rounds: normal_decisions.py's game), each score compared
    with a scorer's built with nothing kept. (scorers built, parts read for them, scores
    compared); without `keep` the kept parts are dropped before each scorer."""
    real_scorer, real_parts = cell_scores.scorer, cell_scores._unit_parts
    built = read = compared = 0
    fresh_build = False

    def parts(*args):
        nonlocal read
        read += not fresh_build
        return real_parts(*args)

    def scorer(planner, unit, goal, field, moved, with_lines):
        nonlocal built, fresh_build
        built += 1
        if not keep:
            planner.scorer_parts.clear()
        mine = real_scorer(planner, unit, goal, field, moved, with_lines)
        kept, planner.scorer_parts = planner.scorer_parts, {}
        fresh_build = True
        try:
            fresh = real_scorer(planner, unit, goal, field, moved, with_lines)
        finally:
            planner.scorer_parts, fresh_build = kept, False

        def score(*args):
            nonlocal compared
            found = mine(*args)
            assert found == fresh(*args), args
            compared += 1
            return found
        return score
    with mock.patch.object(cell_scores, "scorer", scorer), \
            mock.patch.object(cell_scores, "_unit_parts", parts):
        play_game(load(str(MISSION)), 1, 5)
    return built, read, compared


def test_a_units_stay_and_moves_read_its_parts_once() -> None:
    built, read, compared = play_comparing(keep=True)
    assert built >= 100 and compared >= 1000, (built, compared)
    assert 0 < read * 3 < built * 2, (read, built)


def test_control_parts_kept_nowhere_are_caught() -> None:
    """Control: the parts dropped before every scorer are read at every one."""
    built, read, _ = play_comparing(keep=False)
    assert built >= 100 and read == built, (read, built)
