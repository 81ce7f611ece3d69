"""The scripted Stratego styles of the balance lab's probes (engine/rulesets/stratego/
scripted.py): each plays a whole seeded game legally to its end against the Stratego AI,
what its side cannot know (the ranks of the enemy pieces no combat revealed) never changes
one of its moves, and the probe offers them for Stratego missions only."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from conftest import SCENARIOS
from engine import Game, load_scenario
from engine.balance.game import play_game
from engine.balance.probe import probe_styles, style_name
from engine.balance.run import play_detailed
from engine.rulesets.stratego.ai import StrategoPlayer
from engine.rulesets.stratego.scripted import STRATEGO_SCRIPTS

MISSION = SCENARIOS / "stratego_classic.yaml"
STYLES = sorted(STRATEGO_SCRIPTS)


@pytest.mark.parametrize("style", STYLES)
def test_each_style_plays_a_whole_game_legally_to_its_end(style: str) -> None:
    scenario = load_scenario(MISSION)
    script = STRATEGO_SCRIPTS[style](5)
    game, summary = play_game(scenario, seed=5, players={"red": script})
    assert summary["outcome"] in ("win", "draw"), summary  # ended, not cut short
    assert summary["termination"] is not None
    # replayed move by move on a fresh game, every move of the script was legal there
    twin = Game(scenario, seed=5)
    for action in game.history:
        assert action in twin.legal_actions()
        twin.apply(action)
    assert twin.result == game.result
    # the same seed plays the same game
    again, _ = play_game(scenario, seed=5, players={"red": STRATEGO_SCRIPTS[style](5)})
    assert again.history == game.history


def permuted_ranks(game: Any, side: str, rng: random.Random) -> Any:
    """A clone where the enemy pieces no combat revealed have their types shuffled among
    them: the same board for `side`, other hidden ranks."""
    twin = game.clone()
    hidden = [p for p in twin.state.pieces.values()
              if p.alive and p.side != side and not p.revealed]
    types = [p.type for p in hidden]
    rng.shuffle(types)
    for piece, kind in zip(hidden, types, strict=True):
        piece.type = kind
    assert twin.seen_units(side) == game.seen_units(side)
    assert twin.events_for(side) == game.events_for(side)
    return twin


def check_style(make: Any, moves: int = 160) -> int:
    """Play the style as red against the AI; at each of its moves the move chosen on the
    game and on a clone with the unseen ranks permuted are the same. Moves checked."""
    game = Game(load_scenario(MISSION), seed=7)
    red, blue = make(3), StrategoPlayer(9)
    rng = random.Random(11)
    checked = 0
    while game.result is None and len(game.history) < moves:
        if game.side == "red":
            chosen = copy.deepcopy(red).choose_action(game.clone())
            hidden_changed = bool([p for p in game.state.pieces.values()
                                   if p.alive and p.side == "blue" and not p.revealed])
            for _ in range(2):
                other = permuted_ranks(game, "red", rng)
                assert copy.deepcopy(red).choose_action(other) == chosen, (
                    f"move {len(game.history)}: the choice changed with hidden ranks")
            checked += hidden_changed
            game.apply(red.choose_action(game))
        else:
            game.apply(blue.choose_action(game))
    return checked


@pytest.mark.parametrize("style", STYLES)
def test_the_unseen_enemy_ranks_never_change_a_styles_move(style: str) -> None:
    assert check_style(STRATEGO_SCRIPTS[style]) > 20


def test_the_fairness_check_catches_a_style_that_reads_the_hidden_ranks() -> None:
    """Control: a rush that reads every piece's true rank (game.units) fails the test."""
    cls = STRATEGO_SCRIPTS["flag_rush"]

    class Peeking(cls):  # type: ignore[misc, valid-type]
        def choose_action(self, game: Any) -> dict[str, Any]:
            game.seen_units = lambda side: game.units()  # every rank, revealed or not
            return super().choose_action(game)

    with pytest.raises(AssertionError, match="changed with hidden ranks"):
        check_style(Peeking)


def test_the_probe_offers_the_stratego_styles_for_stratego_missions_only() -> None:
    stratego = probe_styles(load_scenario(MISSION))
    assert stratego == ["ai:easy", "ai:normal", "ai:hard", *STRATEGO_SCRIPTS]
    shared = probe_styles(load_scenario(SCENARIOS / "river_crossing.yaml"))
    assert not set(STRATEGO_SCRIPTS) & set(shared)
    assert {"raider", "ambush", "artillery", "objective"} <= set(shared)
    names = {style_name(s) for s in STRATEGO_SCRIPTS}
    assert names == {"A rush for the flag", "A cautious defence", "Scouts first"}


def test_a_probe_game_gives_the_script_the_side_the_ai_does_not_play() -> None:
    played = play_detailed(str(MISSION), 1, "flag_rush", max_rounds=3, replay=True)
    assert played.replay is not None
    blue_moves = [a for a in played.replay["actions"]
                  if a["unit"] in {u.id for u in load_scenario(MISSION).units
                                   if u.side == "blue"}]
    assert blue_moves  # seed 1: the AI plays blue, the rush plays red
    assert play_detailed(str(MISSION), 1, "cautious", max_rounds=3).record["rounds"] == 3


def test_a_stratego_style_is_refused_on_a_mission_of_the_shared_rules() -> None:
    from engine.balance.errors import BadInput
    from engine.balance.run import check_players, known_opponent

    assert known_opponent("flag_rush") and not known_opponent("flag_rushh")
    check_players(load_scenario(MISSION), "scout_probe")  # its own ruleset's: accepted
    with pytest.raises(BadInput, match="unknown opponent 'cautious'"):
        check_players(load_scenario(SCENARIOS / "river_crossing.yaml"), "cautious")
