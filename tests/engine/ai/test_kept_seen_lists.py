"""A side's seen lists kept from its last call (issue 37, engine/rules/seen_snapshots.py
`KeptLists`): the AI's snapshots of its own units and the enemies it spots are updated
from the units changed since the side's last call instead of a pass over every unit of
the state. Along random play on several missions (cargo, camouflaged snipers, aircraft,
auras, fog, units dying and spotted) and along the normal AI's own games, each answer
equals the whole pass's, snapshot for snapshot (the same objects the kept snapshots
give), and the whole pass over the units is made at a fraction of the calls. A control
that takes no unit as changed gives stale lists, and the comparison catches them."""

from __future__ import annotations

import random
from pathlib import Path
from unittest import mock

import pytest
from random_play import mixed_scenario

from engine import Game
from engine.ai.knowledge.kept import KeptSnapshots
from engine.ai.player import AIPlayer
from engine.ai.view import SideView
from engine.rules import seen_snapshots as snapshots_module
from engine.rules.vision import reading_position
from engine.scenario.io import load_scenario
from rules_helpers import random_step

MISSIONS = Path(__file__).resolve().parents[3] / "scenarios"


class CountedUnits(dict):
    """The state's units, counting the passes over all of them (`values()`)."""

    passes = 0

    def values(self):  # type: ignore[override]
        CountedUnits.passes += 1
        return super().values()


def counted_passes(game: Game, side: str, kept: dict) -> tuple[tuple[list, list], int]:
    """`seen_snapshots` with `kept`, and how many passes over the state's units it made
    (what it reads besides, the side's spotting and auras, read first: the position's)."""
    game.state.units = CountedUnits(game.state.units)
    game.seen_snapshots(side)  # the position's spotting and auras, read once
    CountedUnits.passes = 0
    answer = game.seen_snapshots(side, kept)
    return answer, CountedUnits.passes


def compare_along(game: Game, steps: int, step: object) -> tuple[int, int, int]:
    """After every action of `step(game)` (False: the game ended) each side's kept lists
    equal the whole pass made with the same kept snapshots' rule (a plain dict of them:
    no lists kept), snapshot object for snapshot object. (calls, whole passes, unit
    snapshots given)."""
    kept = {side: KeptSnapshots() for side in game.sides}
    plain: dict[str, dict] = {side: {} for side in game.sides}
    calls = passes = given = 0
    with reading_position():
        for n in range(steps):
            for side in game.sides:
                (own, enemies), made = counted_passes(game, side, kept[side])
                whole = game.seen_snapshots(side, plain[side])
                assert (own, enemies) == whole, f"step {n}"
                fresh = game.seen_snapshots(side)  # nothing kept at all
                assert (own, enemies) == fresh, f"step {n}"
                calls, passes, given = calls + 1, passes + made, given + len(own) + len(enemies)
            if not step(game):
                break
    return calls, passes, given


def random_play(seed: int, share: float = 0.8):
    chooser = random.Random(seed)
    return lambda game: random_step(game, chooser, move_share=share)


@pytest.mark.parametrize("mission", ["mixed", "harrow_ford", "four_ways_phased"])
def test_A8_the_kept_lists_are_the_whole_pass_along_random_play(mission: str) -> None:
    """Random play, mostly moves, each side read after every action: the kept lists are
    the whole pass's; the pass over every unit is made at under half of the calls."""
    scenario = mixed_scenario() if mission == "mixed" else load_scenario(
        MISSIONS / f"{mission}.yaml")
    calls, passes, given = compare_along(Game(scenario, seed=4), 70, random_play(4))
    assert calls >= 40 and given > calls
    assert passes < calls // 2, (passes, calls)


def ai_step(players: dict[str, AIPlayer]):
    def step(game: Game) -> bool:
        if game.result is not None:
            return False
        game.apply(players[game.side].choose_action(game))
        return True
    return step


def test_A8_the_normal_ais_decisions_read_kept_lists() -> None:
    """The normal AI's own game (Harrow Ford, both sides): at every action both sides'
    kept lists are the whole pass's, and nearly every call is made without it."""
    game = Game(load_scenario(MISSIONS / "harrow_ford.yaml"), seed=1)
    players = {side: AIPlayer(i) for i, side in enumerate(game.sides)}
    calls, passes, _ = compare_along(game, 50, ai_step(players))
    assert calls >= 80 and passes < calls // 3, (passes, calls)


def test_A8_a_decision_reads_the_lists_kept_at_its_last() -> None:
    """`AIPlayer` keeps its side's lists in its snapshots (`KeptSnapshots.last`): the
    side's decisions after its first read the kept lists, not the whole pass."""
    game = Game(load_scenario(MISSIONS / "eagles_nest.yaml"), seed=0)
    player = AIPlayer(0)
    answers: list[bool] = []
    real = snapshots_module._from_last

    def kept_lists(*args):
        found = real(*args)
        answers.append(found is not None)
        return found
    with reading_position(), mock.patch.object(snapshots_module, "_from_last", kept_lists):
        for _ in range(12):
            game.apply(player.choose_action(game))
    assert len(answers) >= 10 and answers.count(True) > len(answers) // 2, answers


def test_A8_control_no_unit_taken_as_changed_is_caught() -> None:
    """Control: the kept lists updated as if no unit had changed give stale snapshots
    (a moved unit where it stood), and the comparison with the whole pass catches it."""
    with mock.patch.object(snapshots_module, "changed_since", lambda state, tick: []):
        with pytest.raises(AssertionError, match="step"):
            compare_along(Game(mixed_scenario(), seed=4), 70, random_play(4))


def test_A8_the_units_worth_kept_with_the_lists_is_the_whole_valuation() -> None:
    """The normal AI's game (Harrow Ford, both sides): at every decision the units' worth
    (`SideView.unit_values`, kept with the lists) is every unit's `unit_value` in the
    lists' order; a type's worth is asked under two thirds as often as the whole
    valuation asks it (every type seen, every decision)."""
    game = Game(load_scenario(MISSIONS / "harrow_ford.yaml"), seed=1)
    players = {side: AIPlayer(i) for i, side in enumerate(game.sides)}
    real_values, real_type = SideView.unit_values, SideView.type_value
    asked = whole = 0
    counting = False

    def values(view):
        nonlocal whole, counting
        counting = True
        out = real_values(view)
        counting = False
        assert list(out.items()) == [(u.id, view.unit_value(u))
                                     for u in (*view.own, *view.enemies)]
        whole += len({u.unit_type.id for u in (*view.own, *view.enemies)})
        return out

    def type_value(view, t):
        nonlocal asked
        asked += counting
        return real_type(view, t)
    with reading_position(), mock.patch.object(SideView, "unit_values", values), \
            mock.patch.object(SideView, "type_value", type_value):
        for _ in range(60):
            if game.result is not None:
                break
            game.apply(players[game.side].choose_action(game))
    assert whole > 200 and asked < whole * 2 // 3, (asked, whole)
