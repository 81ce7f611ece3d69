"""The work the AI spares under the `orders` turn system (RULES.md B): once a side has given
its first order of a round, its later orders come at once. No unit may act in the orders
step and the position has not changed since that first order, whose decision asked the
common phases (fire, board, move, land, orders, alert) as every decision does: they found
nothing then and would find nothing again. The games are the same
(benchmarks/same_games.py)."""

from __future__ import annotations

from pathlib import Path

from engine.ai.player import AIPlayer
from engine.rules.game import Game
from engine.scenario.io import load_scenario

MISSION = Path(__file__).resolve().parents[3] / "scenarios" / "four_ways_orders.yaml"


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
