"""What the hard level's rollouts remember and how far they play (engine/ai/lookahead.py):
each rollout's own player starts from the searcher's memory and the enemy's from none
(`lookahead_memory`), the side's next side-turn is played after the reply
(`lookahead_follow`), and a rollout that ends its side-turn where an earlier one did is
judged as that one was, not played again. The search stays on believed clones: fair."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
import test_ai_fairness as fairness
from test_ai_fairness import (
    Twin,
    answered,
    check_decisions,
    check_decisions_once,
    check_key,
    check_twins,
)

from engine import Game
from engine.ai import lookahead
from engine.ai.player import AIPlayer
from engine.rules import game as rules_game
from rules_helpers import U, make_scenario

HARD = {"difficulty": "hard"}
ROWS = ["." * 16] * 5 + ["F" * 16] * 2
# As test_ai_lookahead.py: two kills on offer, searched with the enemy's reply.
TWO_TARGETS = [U("r1", "sniper", "red", (8, 1)), U("r2", "rocket_launcher", "red", (1, 1)),
               U("b1", "infantry", "blue", (4, 1), hp=5),
               U("b2", "infantry", "blue", (12, 1), hp=5),
               U("b3", "infantry", "blue", (10, 4))]


def red_turn(config: dict[str, Any], units: list[Any] = TWO_TARGETS) -> tuple[Game, AIPlayer]:
    game = Game(make_scenario(ROWS, units), seed=0)
    player = AIPlayer(0, config)
    while game.side == "red" and game.result is None:
        game.apply(player.choose_action(game))
    return game, player


def watch_turns(monkeypatch: pytest.MonkeyPatch,
                note: Callable[[AIPlayer, Any], None]) -> None:
    """`note(player, game)` at the start of each rollout side-turn the search plays."""
    real = AIPlayer.play_turn

    def play_turn(self: AIPlayer, game: Any, limit: int | None = None) -> Any:
        if limit is not None:  # a rollout's side-turn (the real game plays move by move)
            note(self, game)
        return real(self, game, limit)

    monkeypatch.setattr(AIPlayer, "play_turn", play_turn)


def watch_rollouts(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str, Any]]:
    """(side and round, which player, a copy of its memory) at the start of each rollout
    side-turn the search plays; the inner players are told apart by their seeds."""
    seen: list[tuple[str, str, Any]] = []

    def note(player: AIPlayer, game: Any) -> None:
        player._cache_for(game)
        seen.append((f"{game.side}{game.round}", "mine" if player.seed == 0 else "theirs",
                     lookahead.memory(player._cache)))

    watch_turns(monkeypatch, note)
    return seen


@pytest.mark.parametrize("on", [1, 0])
def test_each_rollout_begins_with_the_sides_memory_not_the_last_rollouts(monkeypatch, on):
    seen = watch_rollouts(monkeypatch)
    red_turn({**HARD, "lookahead_memory": on})
    replies = [memory for side, who, memory in seen if who == "theirs"]
    own = [memory for side, who, memory in seen if who == "mine"]
    assert len(replies) >= 2 and len(own) >= 2
    # what blue "saw" of red in an earlier rollout: red's units it met
    carried = [m for m in replies[1:] if m["own_ids"] or m["foes"] or m["seen_at"]]
    if on:
        assert carried == []  # the enemy's reply remembers nothing it was not shown
        assert all(m["kills"] == {} for m in own)  # no kill of a rollout before this one
    else:  # the control: the reply carries the rollouts before it
        assert carried


def test_the_follow_up_plays_the_sides_next_side_turn_after_the_reply(monkeypatch):
    seen = watch_rollouts(monkeypatch)
    red_turn({**HARD, "lookahead_memory": 1, "lookahead_follow": 1})
    assert {turn for turn, _, _ in seen} == {"red1", "blue1", "red2"}
    assert {turn for turn, who, _ in seen if who == "mine"} == {"red1", "red2"}
    seen.clear()
    red_turn({**HARD, "lookahead_memory": 1, "lookahead_follow": 0})  # the control
    assert {turn for turn, _, _ in seen} == {"red1", "blue1"}


def test_a_rollout_ending_where_one_already_judged_is_not_played_again(monkeypatch):
    """The same choices with the dedup turned off (every key unique): the same side-turn,
    more replies played."""
    config = {**HARD, "lookahead_memory": 1}
    seen = watch_rollouts(monkeypatch)
    game, _ = red_turn(config)
    deduped = sum(who == "theirs" for _, who, _ in seen)
    seen.clear()
    count = iter(range(10**6))
    monkeypatch.setattr(lookahead, "outcome_key", lambda twin: (next(count),))
    again, _ = red_turn(config)
    assert again.history == game.history
    assert sum(who == "theirs" for _, who, _ in seen) > deduped


def test_the_outcome_key_tells_apart_what_play_reads():
    game = Game(make_scenario(ROWS, TWO_TARGETS), seed=0)
    twin = lookahead.believed_game(game, "red", 1)
    same = lookahead.believed_game(game, "red", 1)
    assert lookahead.outcome_key(twin) == lookahead.outcome_key(same)
    twin.apply({"type": "move", "unit": "r2", "to": [1, 2]})
    assert lookahead.outcome_key(twin) != lookahead.outcome_key(same)
    other_dice = lookahead.believed_game(game, "red", 2)
    assert lookahead.outcome_key(other_dice) != lookahead.outcome_key(same)


@pytest.mark.parametrize("name", ["harrow_ford", "tutorial", "square_skirmish"])
def test_the_hard_level_as_shipped_keeps_the_ai_fair(name: str, shared_runs: Any,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Every clone the search plays is a believed one and its players remember only
    the side's own memory: moving, retyping or removing unseen units and reseeding the
    game's dice never changes a hard decision. (Harrow Ford's game is checked once with the
    enemy's-channel check below, `both_ways_once`; the Skirmish's is the game whose
    determinism test_ai_lookahead.py checks.)"""
    if name == "harrow_ford":
        assert answered(both_ways_once(shared_runs, monkeypatch)["units"]) > 0
    else:
        assert check_decisions_once(shared_runs, name, HARD) > 0


def judged_outcomes(monkeypatch: pytest.MonkeyPatch) -> tuple[list[float], list[float]]:
    """(the outcomes judged since the check last took them, every outcome judged): each
    rollout's score (lookahead.Judge.score), written as the search judges it."""
    judged: list[float] = []
    every: list[float] = []
    real = lookahead.Judge.score

    def score(self: Any, game: Any) -> float:
        value: float = real(self, game)
        judged.append(value)
        every.append(value)
        return value

    monkeypatch.setattr(lookahead.Judge, "score", score)
    return judged, every


def check_the_enemys_channel(monkeypatch: pytest.MonkeyPatch,
                             config: dict[str, Any] = HARD) -> int:
    """Harrow Ford, hard against hard (the militia's search in round 3 reads the host's
    reply): the check of every decision with only the other side's private channel
    changed (`perturbed_channels`: its events, history, memory of the structures, picture
    of the map and sight) and the game's dice reseeded, every rollout judged the same too.
    The number of outcomes judged."""
    monkeypatch.setattr(fairness, "perturbed_units", lambda game, side, dice, known=None: None)
    judged, every = judged_outcomes(monkeypatch)
    assert check_decisions("harrow_ford", lambda seed: AIPlayer(seed, config), judged) > 0
    return len(every)


def both_ways_once(shared_runs: Any, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """Harrow Ford, hard against hard: the hard level's check as shipped (the unseen units
    and the other side's channel perturbed, `test_the_hard_level_as_shipped...`) and the
    enemy's-channel check (only the other side's channel and the dice, every rollout judged
    the same too, `check_the_enemys_channel`), each with its own dice as when checked
    alone, on one game: its warm-up and decisions, the same in both, played once, and
    once a run (tests/shared_runs.py). Each check's answer (`Twin.answer`)."""
    def work() -> dict[str, Any]:
        judged, _ = judged_outcomes(monkeypatch)
        units, channels = Twin("harrow_ford"), Twin("harrow_ford", units=False, outcomes=True)
        check_twins("harrow_ford", lambda seed: AIPlayer(seed, HARD), [units, channels],
                    judged)
        return {"units": units.answer(), "channels": channels.answer()}

    return shared_runs.once(check_key("harrow_ford", HARD, "units and channels"), work)


def test_the_enemys_own_channel_never_changes_what_the_search_judges(
        shared_runs: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The enemy's player in a rollout reads of the enemy's channel only what the side
    knows of it (`Game.believed_by`): its past events, its actions, its picture of the
    map and what it saw of the side's works change neither a decision nor an outcome."""
    channels = both_ways_once(shared_runs, monkeypatch)["channels"]
    assert answered(channels) > 0
    assert channels["compared"] > 0  # outcomes the checked decisions judged, compared


def test_control_a_clone_with_the_enemys_own_channel_fails_the_check(monkeypatch) -> None:
    """Control: a believed clone that keeps the enemy's channel as it is in the game (as
    the clone did before) changes what the militia's search judges in round 3."""
    monkeypatch.setattr(rules_game.Game, "believed_by",
                        lambda self, side: setattr(self, "channel", self.channel.copy()))
    # the game hard plays with one reply (`lookahead_replies` 1, before stop 56), where the
    # militia's round-3 search reads the host's channel; with two replies the game goes
    # otherwise and its searches judged the same with the host's own channel kept
    with pytest.raises(AssertionError, match="judged changed with what it cannot see"):
        check_the_enemys_channel(monkeypatch, {**HARD, "lookahead_replies": 1})
