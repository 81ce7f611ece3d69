"""The hard level's lookahead (engine/ai/lookahead.py): a short search over the side's own
side-turn at contested fire and move choices, on the position as the side knows it (A7,
A8), counted rather than timed; normal plays exactly as without it."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from shared_runs import in_run
from test_ai_fairness import checked_game_once

from conftest import SCENARIOS
from engine import Game, load_scenario
from engine.ai import lookahead
from engine.ai.config import ai_config
from engine.ai.player import AIPlayer
from rules_helpers import F, U, make_scenario

HARD = {"difficulty": "hard"}
# A sniper (r1, 5 damage, range 2-8) reaches both blue squads; the rocket team (r2, 7
# damage, range 1-5) reaches only b1. Both shots of r1 kill and look alike, and the greedy
# order takes r1 on b1 first (first unit, first cell): r2 is then left without a target.
# r2 on b1, then r1 on b2 kills both.
ROWS = ["." * 16] * 5 + ["F" * 16] * 2
TWO_TARGETS = [U("r1", "sniper", "red", (8, 1)), U("r2", "rocket_launcher", "red", (1, 1)),
               U("b1", "infantry", "blue", (4, 1), hp=5),
               U("b2", "infantry", "blue", (12, 1), hp=5)]


def red_turn(units: list[Any], config: dict[str, Any], seed: int = 0) -> tuple[Game, bool]:
    """Red's first side-turn by an AIPlayer with `config`; and whether red ever spotted
    the blue unit b3 during it."""
    game = Game(make_scenario(ROWS, units), seed=seed)
    player = AIPlayer(seed, config)
    spotted = False
    while game.side == "red" and game.result is None:
        game.apply(player.choose_action(game))
        spotted |= any(u["id"] == "b3" for u in game.seen_units("red"))
    return game, spotted


def red_actions(game: Game) -> list[dict[str, Any]]:
    end = game.history.index({"type": "end_turn"})
    return game.history[:end + 1]


def test_the_lookahead_finds_the_shot_order_that_kills_both_where_greedy_kills_one():
    greedy, _ = red_turn(TWO_TARGETS, {})
    assert greedy.history[0] == {"type": "fire", "unit": "r1", "target": [4, 1],
                                 "weapon": "rifle"}
    assert [u["id"] for u in greedy.units("blue")] == ["b2"]
    hard, _ = red_turn(TWO_TARGETS, HARD)
    fires = [(a["unit"], a["target"]) for a in hard.history if a["type"] == "fire"]
    assert fires == [("r1", [12, 1]), ("r2", [4, 1])]
    assert hard.units("blue") == []


def test_the_lookahead_is_deterministic_for_a_seed(shared_runs: Any,
                                                   request: pytest.FixtureRequest) -> None:
    """Three rounds of the Skirmish, hard against hard, played twice, are action for action
    the same game. The second is the game test_ai_lookahead_rollouts.py's fairness check
    of the hard level plays (its warm-up and checked side-turns, the same seeds), which the
    check keeps once a run (played in this process, before or now, or in another worker's:
    another process and hash seed), when that check is in the run; where it is not (this
    file or `-k` alone), the game is played here again, as this test did before the check
    kept its game: not the whole check (3.2 CPU-s for the game, 4.1 for the check)."""
    played = [skirmish_hard_game()]
    if in_run(request.session, SKIRMISH_CHECK):
        played.append(checked_game_once(shared_runs, "square_skirmish", HARD)["history"])
    else:
        played.append(skirmish_hard_game())
    assert played[0] == played[1]
    assert sum(a["type"] == "fire" for a in played[0]) >= 2


SKIRMISH_CHECK = ("tests/engine/ai/test_ai_lookahead_rollouts.py::"
                  "test_the_hard_level_as_shipped_keeps_the_ai_fair[square_skirmish]")


def skirmish_hard_game() -> list[dict[str, Any]]:
    """The history of three rounds of the Skirmish, hard against hard, seed 3, as JSON
    gives it back (as the check's game is kept)."""
    scenario = load_scenario(SCENARIOS / "square_skirmish.yaml")
    game = Game(scenario, seed=3)
    players = {s.id: AIPlayer(11, HARD) for s in scenario.sides}
    while game.result is None and game.round <= 3:
        players[game.side].play_turn(game)
    return json.loads(json.dumps(game.history))  # type: ignore[no-any-return]


def test_a_hidden_enemy_does_not_change_what_the_lookahead_chooses():
    """A blue sniper hidden in the forest (camouflaged, never spotted this side-turn) is
    not in the position the search plays on: red plays as if it were absent."""
    hidden = [*TWO_TARGETS, U("b3", "sniper", "blue", (0, 6))]
    without, _ = red_turn(TWO_TARGETS, HARD)
    with_it, spotted = red_turn(hidden, HARD)
    assert not spotted
    assert red_actions(with_it) == red_actions(without)


def test_the_hidden_enemy_test_would_catch_a_search_that_reads_the_whole_game(monkeypatch):
    """The same position, searched on a plain clone of the game (hidden units and all):
    the choice changes, so the test above does check what the search reads."""
    def omniscient(game: Any, side: str, dice_seed: int) -> Any:
        twin = game.clone()
        twin.rng = random.Random(dice_seed)
        return twin

    monkeypatch.setattr(lookahead, "believed_game", omniscient)
    hidden = [*TWO_TARGETS, U("b3", "sniper", "blue", (0, 6))]
    # the position's search tells the hidden sniper apart with the stationary weapons'
    # next shot (engine/ai/planner/next_shot.py) left out of the moves' scores, and without the
    # search for hidden enemies once both are killed (hunt.py): it walks red to where it
    # sees b3, which would make the difference fair
    config = {**HARD, "next_shot_weight": 0.0, "search_without_capturers": 0}
    without, _ = red_turn(TWO_TARGETS, config)
    with_it, spotted = red_turn(hidden, config)
    assert not spotted
    assert red_actions(with_it) != red_actions(without)


def test_the_believed_game_drops_hidden_units_and_mines_and_rolls_its_own_dice():
    game = Game(make_scenario(ROWS, [*TWO_TARGETS, U("b3", "sniper", "blue", (0, 6))],
                              [F("mine", (10, 3), owner="blue"), F("mine", (2, 3), owner="red")]))
    twin = lookahead.believed_game(game, "red", 5)
    assert [u["id"] for u in twin.units("blue") if u["at"] is not None] == ["b1", "b2"]
    assert set(twin.state.mines) == {(2, 3)}
    assert game.unit("b3")["at"] == (0, 6) and set(game.state.mines) == {(2, 3), (10, 3)}
    assert twin.rng.getstate() == random.Random(5).getstate() != game.rng.getstate()


def test_normal_never_searches(monkeypatch):
    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("normal searched")

    monkeypatch.setattr(lookahead, "search", refuse)
    assert ai_config().lookahead_candidates == 0
    assert ai_config({"difficulty": "normal"}).lookahead_candidates == 0
    game, _ = red_turn(TWO_TARGETS, {"difficulty": "normal"})
    assert game.units("blue")  # played on, greedily
    with pytest.raises(AssertionError, match="normal searched"):
        red_turn(TWO_TARGETS, HARD)


def test_hard_searches_a_counted_number_of_decisions_a_side_turn(monkeypatch):
    calls: list[int] = []
    real = lookahead.search

    def counting(game: Any, *args: Any, **kwargs: Any) -> Any:
        calls.append(game.round)
        return real(game, *args, **kwargs)

    monkeypatch.setattr(lookahead, "search", counting)
    cfg = ai_config(HARD)
    assert cfg.lookahead_candidates >= 2 and cfg.lookahead_decisions >= 1
    red_turn(TWO_TARGETS, {**HARD, "lookahead_decisions": 1})
    assert len(calls) == 1


# The sniper (r1) may kill either wounded squad. Blue's b1 is far off; b2 stands by the
# mortar (r2), too near for the mortar to shoot and near where the sniper moves after its
# shot. Judged at the end of red's own side-turn the two kills are alike; played on through
# blue's reply, the surviving b2 shoots back, b1 cannot.
REPLY = [U("r1", "sniper", "red", (8, 2)), U("r2", "mortar", "red", (14, 4)),
         U("b1", "infantry", "blue", (2, 2), hp=5), U("b2", "infantry", "blue", (14, 1), hp=5)]


def test_hard_counts_the_enemy_reply_and_kills_the_squad_that_would_shoot_back():
    assert ai_config(HARD).lookahead_reply == 1
    outcomes = {}
    for reply in (0, 1):
        game, _ = red_turn(REPLY, {**HARD, "lookahead_reply": reply})
        survivor = [u["id"] for u in game.units("blue")]
        AIPlayer(99).play_turn(game)  # blue's side-turn
        outcomes[reply] = (survivor, sum(u["hp"] for u in game.units("red")))
    assert outcomes[0][0] == ["b2"]  # without the reply: the first kill offered
    assert outcomes[1][0] == ["b1"]  # with it: the squad that stood by the mortar
    assert outcomes[1][1] > outcomes[0][1]  # and red loses less in blue's reply


def test_every_field_kept_for_the_game_is_memory_the_rollouts_copy():
    """The turn cache's fields kept for the game (engine/ai/view.py, their comments) are the
    memory the player carries between side-turns and the lookahead copies into its rollouts'
    players (`MEMORY`): a field added without it would leave the searched clones' players
    forgetting it (the engineers a side began with, `own_capturers`, once did)."""
    import inspect

    from engine.ai.view import MEMORY, TurnCache

    source = inspect.getsource(TurnCache).splitlines()
    kept = set()
    for i, line in enumerate(source):
        if "# kept for the game" in line:
            following = (s.strip() for s in source[i + 1:])
            kept.add(next(s for s in following if not s.startswith("#")).split(":")[0])
    assert {"own_capturers", "spotters", "camouflaged"} <= kept
    cache = TurnCache()
    cache.own_capturers["red"] = {"r_eng"}
    copied = lookahead.with_memory(TurnCache(), lookahead.memory(cache))
    assert copied.own_capturers == {"red": {"r_eng"}}
    # read again from the side's own events (`*_read`), or a cache of work both carry
    assert kept - set(MEMORY) <= {"shot_blocks", "struck", "snapshots"}, kept - set(MEMORY)
