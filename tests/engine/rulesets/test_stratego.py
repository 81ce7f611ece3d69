"""RULES.md B, Stratego: classic Stratego (`ruleset: stratego`)."""

from __future__ import annotations

import random

import pytest

from conftest import SCENARIOS, shipped_stratego
from engine import Game, IllegalAction, computer_player, load_scenario
from engine.rulesets.stratego.game import HIDDEN, random_deployment, stratego_rules
from engine.scenario.io import dump_scenario, scenario_from_text
from engine.scenario.model import MapSpec, Scenario, Side, Unit, Victory

RULES = stratego_rules()


def board(*pieces: tuple[str, str, str, tuple[int, int]], validate: bool = False,
          rounds: int = 100, options: dict[str, bool] | None = None) -> Game:
    """A game with only the given pieces (id, type, side, square); red moves first."""
    units = [Unit(id=i, type=t, side=s, at=c) for i, t, s, c in pieces]
    scenario = Scenario(name="stratego test", ruleset="stratego",
                        map=MapSpec(width=10, height=10, rows=RULES.terrain_rows(),
                                    grid="square"),
                        sides=[Side(id="red"), Side(id="blue")], first_side="red",
                        rounds=rounds, units=units, victory=Victory(on_last_round="draw"),
                        ruleset_options=options)
    return Game(scenario, seed=0)


def move(game, uid, to):
    return game.apply({"type": "move", "unit": uid, "to": list(to)})


FLAGS = (("rf", "flag", "red", (0, 9)), ("bf", "flag", "blue", (9, 0)))


def test_B_stratego_the_board_is_10_by_10_with_two_lakes():
    rows = RULES.terrain_rows()
    assert len(rows) == 10 and all(len(r) == 10 for r in rows)
    assert {(c, r) for r in range(10) for c in range(10) if rows[r][c] == "~"} == {
        (2, 4), (3, 4), (2, 5), (3, 5), (6, 4), (7, 4), (6, 5), (7, 5)}


def test_B_stratego_forty_pieces_a_side_with_their_ranks():
    counts = {p.id: (p.rank, p.count) for p in RULES.pieces.values()}
    assert sum(c for _, c in counts.values()) == 40
    assert counts["marshal"] == (10, 1) and counts["spy"] == (1, 1)
    assert counts["scout"] == (2, 8) and counts["miner"] == (3, 5)
    assert counts["bomb"][1] == 6 and counts["flag"][1] == 1


def test_B_stratego_ranks_are_hidden_from_the_opponent_until_combat():
    game = board(*FLAGS, ("r1", "marshal", "red", (4, 6)), ("b1", "captain", "blue", (4, 5)))
    seen = {u["id"]: u["type"] for u in game.seen_units("blue")}
    assert seen["r1"] == HIDDEN and seen["b1"] == "captain"
    move(game, "r1", (4, 5))
    seen = {u["id"]: u["type"] for u in game.seen_units("blue")}
    assert seen["r1"] == "marshal"


def test_B_stratego_a_piece_moves_one_square_not_into_a_lake():
    game = board(*FLAGS, ("r1", "sergeant", "red", (2, 6)))
    assert sorted(tuple(a["to"]) for a in game.legal_actions()) == [(1, 6), (2, 7), (3, 6)]


def test_B_stratego_scouts_move_any_distance_in_a_straight_empty_line():
    game = board(*FLAGS, ("r1", "scout", "red", (0, 6)), ("r2", "sergeant", "red", (0, 8)))
    to = {tuple(a["to"]) for a in game.legal_actions() if a["unit"] == "r1"}
    assert (0, 0) in to and (0, 7) in to and (0, 8) not in to
    assert (9, 6) in to and (0, 9) not in to


def test_B_stratego_scouts_attack_at_range():
    game = board(*FLAGS, ("r1", "scout", "red", (0, 6)), ("b1", "spy", "blue", (0, 2)))
    events = move(game, "r1", (0, 2))
    assert events[0]["type"] == "combat" and events[0]["winner"] == "attacker"
    assert game.unit("r1")["at"] == (0, 2) and not game.unit("b1")["alive"]


def test_B_stratego_bombs_and_flag_never_move():
    game = board(*FLAGS, ("r1", "bomb", "red", (4, 6)), ("r2", "miner", "red", (8, 8)))
    assert {a["unit"] for a in game.legal_actions()} == {"r2"}
    with pytest.raises(IllegalAction, match="never moves"):
        move(game, "r1", (4, 7))


def test_B_stratego_any_attacker_on_a_bomb_dies_but_the_miner_defuses_it():
    game = board(*FLAGS, ("r1", "marshal", "red", (4, 6)), ("r2", "miner", "red", (5, 5)),
                 ("b1", "bomb", "blue", (4, 5)), ("b2", "sergeant", "blue", (9, 3)))
    move(game, "r1", (4, 5))
    assert not game.unit("r1")["alive"] and game.unit("b1")["alive"]
    move(game, "b2", (9, 2))
    move(game, "r2", (4, 5))
    assert game.unit("r2")["at"] == (4, 5) and not game.unit("b1")["alive"]


def test_B_stratego_the_marshal_beats_the_spy_as_the_seed_says():
    """Rule 31.7 (issue 31), seed: "Il maresciallo (10) sconfigge il generale (9) e tutti
    gli altri gradi": without the option, a spy attacking the marshal is removed."""
    game = board(*FLAGS, ("r1", "spy", "red", (4, 6)), ("b1", "marshal", "blue", (4, 5)))
    events = move(game, "r1", (4, 5))
    assert not game.unit("r1")["alive"] and game.unit("b1")["alive"]
    assert any(e["type"] == "combat" and e["winner"] == "defender" for e in events)


def test_B_stratego_the_spy_beats_the_marshal_only_when_it_attacks():
    game = board(*FLAGS, ("r1", "spy", "red", (4, 6)), ("b1", "marshal", "blue", (4, 5)),
                 ("b2", "marshal", "blue", (8, 6)), ("r2", "spy", "red", (8, 7)),
                 options={"spy_beats_marshal": True})
    move(game, "r1", (4, 5))
    assert game.unit("r1")["alive"] and not game.unit("b1")["alive"]
    move(game, "b2", (8, 7))
    assert game.unit("b2")["alive"] and not game.unit("r2")["alive"]


def test_B_stratego_equal_ranks_are_both_removed_and_lower_loses():
    game = board(*FLAGS, ("r1", "major", "red", (4, 6)), ("b1", "major", "blue", (4, 5)),
                 ("r2", "sergeant", "red", (8, 6)), ("b2", "captain", "blue", (8, 5)))
    move(game, "r1", (4, 5))
    assert not game.unit("r1")["alive"] and not game.unit("b1")["alive"]
    move(game, "b2", (8, 6))
    assert game.unit("b2")["at"] == (8, 6) and not game.unit("r2")["alive"]


def test_B_stratego_two_square_rule_no_more_than_three_times_back_and_forth():
    game = board(*FLAGS, ("r1", "sergeant", "red", (4, 7)), ("b1", "sergeant", "blue", (4, 1)))
    for i in range(3):
        move(game, "r1", (4, 6) if i % 2 == 0 else (4, 7))
        move(game, "b1", (4, 2) if i % 2 == 0 else (4, 1))
    with pytest.raises(IllegalAction, match="two-square rule"):
        move(game, "r1", (4, 7))  # red started first, so red must stop first
    move(game, "r1", (5, 6))  # another square is fine


def test_B_stratego_no_endless_chasing():
    game = board(*FLAGS, ("r1", "colonel", "red", (1, 7)), ("b1", "sergeant", "blue", (3, 7)))
    move(game, "r1", (2, 7))  # next to b1, but b1 has not fled yet
    for flee, follow in (((4, 7), (3, 7)), ((5, 7), (4, 7))):
        move(game, "b1", flee)
        move(game, "r1", follow)
    move(game, "b1", (6, 7))
    with pytest.raises(IllegalAction, match="chasing"):
        move(game, "r1", (5, 7))
    move(game, "r1", (4, 6))  # breaking off is fine


def test_B_stratego_capturing_the_flag_wins():
    game = board(("rf", "flag", "red", (0, 9)), ("bf", "flag", "blue", (4, 5)),
                 ("r1", "scout", "red", (4, 6)), ("b1", "scout", "blue", (9, 0)))
    events = move(game, "r1", (4, 5))
    assert game.result["winner"] == "red" and "flag" in game.result["reason"]
    assert game.result["termination"] == "flag_captured" and game.result["round"] == 1
    assert events[-1] == {"type": "game_over", **game.result}


def test_B_stratego_leaving_the_opponent_no_move_wins():
    game = board(("rf", "flag", "red", (0, 9)), ("bf", "flag", "blue", (9, 0)),
                 ("r1", "scout", "red", (4, 6)), ("b1", "sergeant", "blue", (4, 5)))
    move(game, "r1", (4, 5))  # the scout loses: red has no movable piece
    move(game, "b1", (4, 6))
    assert game.result["winner"] == "blue" and "no piece" in game.result["reason"]
    assert game.result["termination"] == "no_moves"


def test_B_stratego_the_last_round_ending_is_a_last_round_result():
    game = board(*FLAGS, ("r1", "scout", "red", (0, 6)), ("b1", "scout", "blue", (9, 3)),
                 rounds=1)
    move(game, "r1", (0, 5))
    events = move(game, "b1", (9, 4))
    assert game.result == {"winner": None, "reason": "the last round (1) has ended",
                           "termination": "last_round", "round": 1}
    assert events[-1] == {"type": "game_over", **game.result}


def test_stratego_random_deployment_is_valid_and_the_shipped_setup_plays():
    rng = random.Random(4)
    units = random_deployment("red", (6, 9), rng) + random_deployment("blue", (0, 3), rng)
    assert len({u.at for u in units}) == 80
    for path in shipped_stratego():
        scenario = load_scenario(path)
        game = Game(scenario, seed=1)
        players = {s: computer_player(game, seed=i) for i, s in enumerate(game.sides)}
        for _ in range(400):
            if game.result is not None:
                break
            game.apply(players[game.side].choose_action(game))
    assert shipped_stratego()


def test_stratego_random_play_keeps_invariants_and_replays():
    scenario = load_scenario(shipped_stratego()[0])
    game = Game(scenario, seed=2)
    rng = random.Random(2)
    for _ in range(600):
        legal = game.legal_actions()
        if not legal:
            break
        assert all(game.is_legal(a) for a in rng.sample(legal, min(4, len(legal))))
        game.apply(rng.choice(legal))
        state = game.state
        assert all(state.pieces[uid].at == cell for cell, uid in state.board.items())
        assert sum(p.alive for p in state.pieces.values()) == len(state.board)
    replay = Game(scenario, seed=2)
    for action in game.history:
        replay.apply(action)
    assert replay.events == game.events


def test_stratego_validation_counts_zones_and_lakes():
    rng = random.Random(1)
    units = random_deployment("red", (6, 9), rng) + random_deployment("blue", (0, 3), rng)
    units[0].at = (2, 4)      # in a lake
    units[1].at = (5, 2)      # red piece in blue's zone... and maybe on a blue piece
    units.pop()               # blue is one piece short
    scenario = Scenario(name="bad", ruleset="stratego",
                        map=MapSpec(width=10, height=10, rows=RULES.terrain_rows(),
                                    grid="square"),
                        sides=[Side(id="red"), Side(id="blue")], first_side="red",
                        rounds=100, units=units)
    _, problems = scenario_from_text(dump_scenario(scenario))
    text = "\n".join(str(p) for p in problems)
    assert "in a lake" in text and "outside its deployment zone" in text
    assert "left to place" in text


def test_B_stratego_spy_beats_marshal_is_a_scenario_option_read_written_and_checked():
    text = dump_scenario(load_scenario(SCENARIOS / "stratego_classic.yaml"))
    assert "ruleset_options: {spy_beats_marshal: true}" in text  # the classic mission
    scenario, problems = scenario_from_text(text, "classic.yaml")
    assert scenario is not None and scenario.ruleset_options == {"spy_beats_marshal": True}
    assert dump_scenario(scenario) == text
    assert not [p for p in problems if p.severity == "error"]
    wrong = text.replace("{spy_beats_marshal: true}", "{spy_beats_general: true}")
    _, problems = scenario_from_text(wrong, "classic.yaml")
    assert any("ruleset 'stratego' has no option 'spy_beats_general'" in str(p)
               and "spy_beats_marshal" in str(p) for p in problems)
    not_bool = text.replace("{spy_beats_marshal: true}", "{spy_beats_marshal: 3}")
    _, problems = scenario_from_text(not_bool, "classic.yaml")
    assert any("'spy_beats_marshal' should be true or false" in str(p) for p in problems)
