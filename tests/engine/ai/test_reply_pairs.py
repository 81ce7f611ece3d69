"""The hard level's enemy replies played once where they are alike (issue 37,
engine/ai/reply_pairs.py): a reply whose player is proven to play as the first reply's
(the same moves weighed with its own noise, no other read of it) is not played. Counted
against a control that plays every reply: the same decisions, fewer of the replies'; and
every reply left unplayed is played here, and found to play the first's actions."""

from __future__ import annotations

from typing import Any

import pytest
from test_search_work import red_side_turn

from engine.ai import lookahead
from engine.ai.player import AIPlayer
from engine.ai.reply_pairs import PairedReplies


def test_a_reply_proven_alike_is_not_played(monkeypatch: pytest.MonkeyPatch) -> None:
    decided: list[int] = []  # the seeds of the rollouts' enemy players at each decision
    choose = AIPlayer.choose_action

    def counted(self: AIPlayer, game: Any) -> Any:
        if self.config.lookahead_candidates == 0 and self.seed > 0 and not checking_now:
            decided.append(int(self.seed))
        return choose(self, game)

    checking_now: list[bool] = []  # (the check's own decisions are not counted)
    checked: list[bool] = []  # each reply left unplayed, played here: the first's actions?
    replies = lookahead._replies

    def checking(twin: Any, side: str, plays: Any, follow: Any, judge: Any) -> list[float]:
        start, begin, first = len(twin.history), twin.clone(), []

        def first_reply(game: Any) -> object:
            first.append(game)
            return plays[0](game)
        out = replies(twin, side, [first_reply, *plays[1:]], follow, judge)
        assert len(plays) == 2  # the second reply plays on `twin` itself, if at all
        if len(twin.history) == start:  # not played: play it on the position it began from
            game = begin.clone()
            checking_now.append(True)
            plays[1](game)
            checking_now.clear()
            checked.append(game.history[start:] == first[0].history[start:])
        return out

    monkeypatch.setattr(AIPlayer, "choose_action", counted)
    monkeypatch.setattr(lookahead, "_replies", checking)
    actions, searched = red_side_turn()
    paired = decided.count(2)
    assert searched >= 2 and checked and all(checked)  # replies alike met, and alike indeed
    assert decided.count(1) > 0

    # the control: no reply proven alike, each played (as before)
    prove = PairedReplies.prove
    monkeypatch.setattr(PairedReplies, "prove", lambda self, seeds: prove(self, None))
    monkeypatch.setattr(lookahead, "_replies", replies)
    decided.clear()
    assert red_side_turn() == (actions, searched)  # the same decisions
    assert paired < decided.count(2)  # the second reply's player decided less
