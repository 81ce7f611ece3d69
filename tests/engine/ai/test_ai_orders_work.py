"""The work the AI spares under the `orders` turn system (RULES.md B): what no unit may act
on now is not weighed. Once a side has given its first order of a round, its later orders
come at once (the common phases found nothing at the first: no unit may act in the orders
step, and the position has not changed since); phases 2 and 4 (boarding, and the orders of
engineers, medics and carriers) weigh only the units the turn system lets act now, the
acting unit under `orders`. The games are the same (benchmarks/same_games.py)."""

from __future__ import annotations

from pathlib import Path

from engine.ai import player_orders
from engine.ai.planner.moves import Planner
from engine.ai.player import AIPlayer
from engine.rules.game import Game
from engine.scenario.io import load_scenario

MISSION = Path(__file__).resolve().parents[3] / "scenarios" / "four_ways_orders.yaml"
PHASE_KINDS = ("load", "tow", *player_orders.ORDER_KINDS)


def _two_rounds(watch):
    """Two rounds of four_ways_orders (seed 1), each decision's phases watched."""
    game = Game(load_scenario(MISSION), seed=1)
    players = {side: AIPlayer(seed=1) for side in game.sides}
    watch(game)
    while game.result is None and game.round <= 2:
        game.apply(players[game.side].choose_action(game))
    return game


def test_an_order_after_the_sides_first_of_the_round_runs_no_common_phase(monkeypatch):
    moves: list[tuple[int, str]] = []
    real_move = AIPlayer._move

    def watch(game):
        def counted(self, g, view, planner):
            if g.phase == "orders":
                moves.append((g.round, view.side))
            return real_move(self, g, view, planner)
        monkeypatch.setattr(AIPlayer, "_move", counted)

    game = _two_rounds(watch)
    orders_given = [a["unit"] for a in game.history if a["type"] == "order"]
    assert len(orders_given) >= 2 * len(game.sides) * 2  # two orders a side and round at least
    # once for each side's orders step of a round, not once for each of its orders
    # (main: once for each order)
    assert sorted(set(moves)) == sorted(moves)
    assert len(moves) == 2 * len(game.sides)


def test_boarding_and_unit_orders_weigh_only_the_units_that_may_act(monkeypatch):
    weighed: list[tuple[str, bool]] = []
    real_goal = Planner.goal
    inside: list[object] = []

    def watch(game):
        def goal(self, unit):
            if inside:
                weighed.append((unit.id, any(game.may_act(unit.id, k) for k in PHASE_KINDS)))
            return real_goal(self, unit)

        def phase(real):
            def run(self, g, view, planner, *rest):
                inside.append(real)
                try:
                    return real(self, g, view, planner, *rest)
                finally:
                    inside.pop()
            return run
        monkeypatch.setattr(Planner, "goal", goal)
        monkeypatch.setattr(AIPlayer, "_board", phase(AIPlayer._board))
        monkeypatch.setattr(AIPlayer, "_orders", phase(AIPlayer._orders))

    _two_rounds(watch)
    assert weighed  # the acting units are weighed (main: every unit, at every decision)
    assert all(may for _, may in weighed), [uid for uid, may in weighed if not may]
