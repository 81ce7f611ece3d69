"""The hard level's reply sampled by several enemy players (engine/ai/lookahead.py,
`lookahead_replies`): how the enemy breaks its near ties is not the side's to know, so each
rollout's outcome is the mean over the replies of enemy players of different seeds, all
played from where the side's side-turn ended; one reply (the control) judges by one."""

from __future__ import annotations

from typing import Any

import pytest
from test_ai_lookahead_rollouts import watch_turns

from engine import Game
from engine.ai import lookahead
from engine.ai.config import ai_config
from engine.ai.player import AIPlayer
from rules_helpers import U, make_scenario

HARD = {"difficulty": "hard"}
ROWS = ["." * 16] * 5 + ["F" * 16] * 2
# Red's rocket team r2 may step to (1, 2) or to (0, 1), both in the reach of blue's squad b1
# at (4, 1) and alike to red; one of blue's players covers (1, 2), another does not.
UNITS = [U("r1", "sniper", "red", (8, 1)), U("r2", "rocket_launcher", "red", (1, 1)),
         U("b1", "infantry", "blue", (4, 1), hp=5), U("b2", "infantry", "blue", (12, 1), hp=5)]
EXPOSED = {"type": "move", "unit": "r2", "to": [1, 2]}
SAFE = {"type": "move", "unit": "r2", "to": [0, 1]}
END = {"type": "end_turn"}


def end_turn(twin: Any) -> None:
    twin.apply(dict(END))


def strike(twin: Any) -> None:
    """A reply that fires b1's rifle at r2 if it stands on (1, 2), then ends blue's turn."""
    r2 = next(u for u in twin.state.units.values() if u.id == "r2")
    if list(r2.at) == EXPOSED["to"]:
        twin.apply({"type": "fire", "unit": "b1", "target": list(r2.at), "weapon": "rifle"})
    end_turn(twin)


def chosen(replies: list[Any]) -> dict[str, Any]:
    """Red's search between the exposed and the safe cell, judged by material alone (the
    positions weigh nothing), with `replies` as the enemy's."""
    game = Game(make_scenario(ROWS, UNITS), seed=0)
    cfg = ai_config(HARD).with_overrides({"lookahead_position": 0.0})
    values = {u.id: 10.0 for u in game.state.units.values()}
    return lookahead.search(game, "red", cfg, 0, [EXPOSED, SAFE], values, AIPlayer(0)._cache,
                            end_turn, replies)


def test_the_outcome_is_the_mean_of_the_replies() -> None:
    # the control: a reply that shoots neither ties the two cells, the first is kept
    assert chosen([end_turn]) == EXPOSED
    # one of two replies shoots r2 on (1, 2): counted whichever comes first
    assert chosen([end_turn, strike]) == SAFE
    assert chosen([strike, end_turn]) == SAFE
    assert chosen([strike]) == SAFE


def red_turn(config: dict[str, Any]) -> Game:
    game = Game(make_scenario(ROWS, UNITS), seed=0)
    player = AIPlayer(0, config)
    while game.side == "red" and game.result is None:
        game.apply(player.choose_action(game))
    return game


def watch_replies(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int, Any]]:
    """(side, player's seed, position) at the start of each rollout side-turn; a reply
    proven to play as the first (engine/ai/reply_pairs.py: not played) is its player's
    answer from the position it would have begun on."""
    turns: list[tuple[str, int, Any]] = []
    watch_turns(monkeypatch, lambda player, game: turns.append(
        (game.side, player.seed, lookahead.outcome_key(game))))
    replies = lookahead._replies

    def watched(twin: Any, side: str, plays: Any, follow: Any, judge: Any) -> Any:
        def proven(play: Any) -> Any:
            def reply(game: Any) -> object:
                return play(game)

            def answered() -> bool:  # the reply would begin on `twin` as it stands
                if not play.played_as_first():
                    return False
                turns.append((twin.side, play.player.seed, lookahead.outcome_key(twin)))
                return True
            reply.played_as_first = answered  # type: ignore[attr-defined]
            return reply
        return replies(twin, side, [proven(p) if hasattr(p, "played_as_first") else p
                                    for p in plays], follow, judge)
    monkeypatch.setattr(lookahead, "_replies", watched)
    return turns


def by_rollout(turns: list[tuple[str, int, Any]]) -> list[list[tuple[int, Any]]]:
    """The enemy replies (seed, position) of each rollout: those after each red turn."""
    rollouts: list[list[tuple[int, Any]]] = []
    for side, seed, position in turns:
        if side == "red":
            rollouts.append([])
        else:
            rollouts[-1].append((seed, position))
    return rollouts


@pytest.mark.parametrize("replies", [3, 1])
def test_each_rollout_is_answered_by_enemy_players_of_different_seeds(monkeypatch, replies):
    turns = watch_replies(monkeypatch)
    red_turn({**HARD, "lookahead_replies": replies})
    answered = [r for r in by_rollout(turns) if r]
    assert answered
    for played in answered:
        assert len(played) == replies  # the control: one reply a rollout
        assert len({seed for seed, _ in played}) == replies  # each its own player
        assert len({position for _, position in played}) == 1  # all from the same place
