"""The hard level's search does less work per decision, the same decisions (issue 37):
an enemy reply that plays the actions an earlier reply of the same rollout played is
judged as that one was, not again; the rollouts' players read one kept travel work, the
own player the searcher's and the enemy's players each other's; a rollout's own player
(no candidates of its own) lists no alternatives to its activations. Counted, each
against a control that works the old way."""

from __future__ import annotations

from typing import Any

import pytest
from test_ai_lookahead_activation import CHOICE, first_round, red_shots
from test_search_work import red_side_turn

from engine.ai import lookahead
from engine.ai.fields import travel
from engine.ai.player import AIPlayer


def every_reply_judged(twin: Any, side: str, replies: Any, follow: Any,
                       judge: Any) -> list[float]:
    """The old way (the control): each reply played and judged."""
    scores = []
    for k, reply in enumerate(replies):
        game = twin if k == len(replies) - 1 else twin.clone()
        reply(game)
        if follow is not None and game.result is None and game.side == side:
            follow(game)
        scores.append(judge.score(game))
    return scores


def test_a_reply_that_plays_an_earlier_ones_actions_is_judged_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    judged: list[float] = []
    reused: list[tuple[float, float]] = []  # (the score kept, the same outcome judged)
    score, replies = lookahead.Judge.score, lookahead._replies

    def counted(self: Any, game: Any) -> float:
        judged.append(score(self, game))
        return judged[-1]

    def checked(twin: Any, side: str, plays: Any, follow: Any, judge: Any) -> list[float]:
        start = len(twin.history)
        games: list[Any] = []

        def kept(rollout: Any) -> Any:
            def play(game: Any) -> object:
                games.append(game)
                return rollout(game)
            return play
        out = replies(twin, side, [kept(p) for p in plays], follow, judge)
        for k in range(1, len(games)):
            if games[k].history[start:] == games[0].history[start:]:
                reused.append((out[k], score(judge, games[k])))
        return out

    monkeypatch.setattr(lookahead.Judge, "score", counted)
    monkeypatch.setattr(lookahead, "_replies", checked)
    actions, searched = red_side_turn()
    kept_count = len(judged)
    assert searched >= 2 and reused  # replies alike were met...
    assert all(a == b for a, b in reused)  # ...and the kept score is the one judged afresh

    judged.clear()
    monkeypatch.setattr(lookahead, "_replies", every_reply_judged)
    assert red_side_turn() == (actions, searched)  # the same decisions
    assert kept_count + len(reused) == len(judged)  # one judgement fewer per reply alike


def test_the_rollouts_players_read_one_kept_travel_work(monkeypatch: pytest.MonkeyPatch) -> None:
    built = [0]
    graph = travel.shared_graph

    def counted(*args: Any, **kwargs: Any) -> Any:
        built[0] += 1
        return graph(*args, **kwargs)

    monkeypatch.setattr(travel, "shared_graph", counted)
    made: list[AIPlayer] = []
    init = AIPlayer.__init__

    def kept(self: AIPlayer, *args: Any, **kwargs: Any) -> None:
        init(self, *args, **kwargs)
        made.append(self)

    monkeypatch.setattr(AIPlayer, "__init__", kept)
    actions, searched = red_side_turn()
    shared = built[0]
    searcher, mine, *enemies = made
    assert searched >= 2 and len(enemies) == 2
    assert mine._cache.fields is searcher._cache.fields  # the own player reads the searcher's
    assert enemies[0]._cache.fields is enemies[1]._cache.fields  # the enemy's, each other's
    assert enemies[0]._cache.graphs is enemies[1]._cache.graphs

    # the control: each player of a rollout with work of its own (the old way)
    with_memory = lookahead.with_memory
    own: dict[int, Any] = {}

    def apart(cache: Any, remembered: dict[str, Any]) -> Any:
        return with_memory(own.setdefault(len(remembered) > 0, lookahead.TurnCache()),
                           remembered)

    monkeypatch.setattr(lookahead, "with_memory", apart)
    built[0] = 0
    made.clear()
    assert red_side_turn() == (actions, searched)  # the same decisions
    assert shared < built[0]


def test_a_rollouts_own_player_lists_no_alternatives(monkeypatch: pytest.MonkeyPatch) -> None:
    listed: list[int] = []
    alternatives = AIPlayer._alternatives

    def counted(self: AIPlayer, *args: Any) -> Any:
        listed.append(self.config.lookahead_candidates)
        return alternatives(self, *args)

    monkeypatch.setattr(AIPlayer, "_alternatives", counted)
    game = first_round(CHOICE, 0)
    assert listed and all(n >= 2 for n in listed)  # the searcher lists, its rollouts' never
    shots = red_shots(game)

    # the control: every activation of the rollouts' players listed (as before): the same game
    listed.clear()
    monkeypatch.setattr(AIPlayer, "_look_ahead", listing(AIPlayer._look_ahead))
    assert red_shots(first_round(CHOICE, 0)) == shots
    assert any(n == 0 for n in listed)


def listing(look_ahead: Any) -> Any:
    """`_look_ahead` that lists a rollout player's activation's alternatives (and, as
    they are fewer than two, plays the greedy one), as it did before."""
    def control(self: AIPlayer, game: Any, view: Any, planner: Any, greedy: Any) -> Any:
        if self.config.lookahead_candidates < 2 and greedy["type"] == "activate":
            assert len(self._alternatives(game, view, planner, greedy)) < 2
            return greedy
        return look_ahead(self, game, view, planner, greedy)
    return control
