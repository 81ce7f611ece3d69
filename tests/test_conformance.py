"""One conformance test over every game (STYLE.md, OpenSpiel's random_sim_test): every
shipped mission under every turn system its ruleset offers, played at random through the
game API of DESIGN.md only, keeps the API's invariants, replays and clones exactly, and
goes through `clumsy play --json` and `clumsy render`. A new ruleset, turn system or
mission is covered here without writing a test."""

from __future__ import annotations

import copy
import functools
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtGui import QImage
from shared_runs import OTHER_SYSTEM_ROUNDS, OTHER_SYSTEM_SEED, other_system_game

from conftest import SCENARIOS, nonempty, shipped_outline, shipped_variant
from engine import Game, GameAPI, IllegalAction, ruleset_of, snapshot
from engine.cli.main import main as clumsy
from engine.scenario.io import save_scenario
from engine.scenario.model import Scenario

STEPS = 120
# Operational-size missions (more cells than 64x64) play a bounded number of actions under
# their own turn system only: each step lists every legal action of 80+ units, and the
# turn systems are covered by every small mission.
BIG_MAP_CELLS, BIG_MAP_STEPS = 64 * 64, 16
END_TURN_CHANCE = 0.1
TERMINATIONS = {"destroy_all", "victory_points", "hold_until", "escort", "kill_unit",
                "last_round", "end_game", "flag_captured", "no_moves"}


OWN_SYSTEM: dict[str, str] = {}  # each mission's own turn system, filled by cases()


def cases() -> Iterator[Any]:  # pytest.param sets
    """Every mission under every turn system its ruleset offers. A mission under a system
    not its own is marked long: `./run-tests --quick` plays each mission under its own
    system, and each turn system on the shipped mission written for it (four_ways_*) and
    on tests/engine/turns/test_turns_random_play.py's mixed map; the full run plays all."""
    for path in nonempty(sorted(SCENARIOS.glob("*.yaml")), "mission in scenarios/"):
        scenario = shipped_outline(path)
        OWN_SYSTEM[path.stem] = str(scenario.turn_system)
        systems = sorted(ruleset_of(scenario).turn_systems()) or [scenario.turn_system]
        if scenario.map.width * scenario.map.height > BIG_MAP_CELLS:
            systems = [scenario.turn_system]  # its own system: the others are as on small maps
        for system in systems:
            marks = () if system == scenario.turn_system else (pytest.mark.long,)
            # the variant (conftest's `scenario`) made by the test, not the collection
            yield pytest.param(path.stem, str(system), functools.partial(shipped_variant, path, system), marks=marks,
                               id=f"{path.stem}-{system}")


CASES = list(cases())


def api_picture(game: GameAPI) -> dict:
    """Everything the game API tells, for equality between a game, its replay and clone."""
    return {"side": game.side, "round": game.round, "phase": game.phase,
            "result": game.result, "units": [dict(u) for u in game.units()],
            "history": game.history, "events": game.events,
            "seen": {s: sorted(u["id"] for u in game.seen_units(s)) for s in game.sides}}


def check_api_invariants(game: GameAPI) -> None:
    assert game.side in game.sides and game.round >= 1
    ground: dict[tuple, str] = {}
    air: dict[tuple, str] = {}
    for unit in game.units():
        assert unit["side"] in game.sides
        if unit.get("aboard") is None:
            assert unit["at"] is not None, unit["id"]
            layer = air if unit.get("flying") else ground
            assert tuple(unit["at"]) not in layer, (unit["id"], layer.get(tuple(unit["at"])))
            layer[tuple(unit["at"])] = unit["id"]
    for side in game.sides:  # a side sees its own units and only units it sees
        own = {u["id"] for u in game.units(side)}
        seen = {u["id"] for u in game.seen_units(side)}
        assert own <= seen
    result = game.result
    if result is not None:
        assert {"winner", "reason", "termination", "round"} <= set(result), result
        assert result["termination"] in TERMINATIONS, result
        assert result["winner"] is None or result["winner"] in game.sides
        assert game.legal_actions() == []


def random_play(scenario: Scenario, seed: int) -> GameAPI:
    game = Game(copy.deepcopy(scenario), seed=seed)
    chooser = random.Random(seed)
    check_api_invariants(game)
    big = scenario.map.width * scenario.map.height > BIG_MAP_CELLS
    for _ in range(BIG_MAP_STEPS if big else STEPS):
        legal = game.legal_actions()
        if not legal:
            assert game.result is not None
            break
        assert json.loads(json.dumps(legal)) == legal
        action = chooser.choice(legal)
        ends = [a for a in legal if a["type"] == "end_turn"]
        if ends and chooser.random() < END_TURN_CHANCE:
            action = ends[0]
        assert game.is_legal(action), action
        events = game.apply(action)
        assert json.loads(json.dumps(events)) == events
        check_api_invariants(game)
    return game


@pytest.mark.parametrize("mission, system, scenario", CASES, indirect=["scenario"])
def test_random_play_keeps_the_api_invariants_and_replays_and_clones_exactly(
        mission, system, scenario):
    game = random_play(scenario, seed=len(mission) + len(system))
    replay = Game(copy.deepcopy(scenario), seed=game.seed)
    half = len(game.history) // 2
    for action in game.history[:half]:
        replay.apply(copy.deepcopy(action))
    twin = replay.clone()
    for action in game.history[half:]:
        assert replay.apply(copy.deepcopy(action)) == twin.apply(copy.deepcopy(action))
    assert api_picture(replay) == api_picture(game) == api_picture(twin)
    if game.result is None:  # an illegal action is refused and changes nothing
        before = api_picture(game)
        with pytest.raises(IllegalAction):
            game.apply({"type": "move", "unit": "no-such-unit", "to": [0, 0]})
        assert api_picture(game) == before
    else:
        with pytest.raises(IllegalAction):
            game.apply({"type": "end_turn"})


@pytest.mark.parametrize("mission, system, scenario", CASES, indirect=["scenario"])
def test_the_command_line_plays_and_renders_every_case(mission, system, scenario, tmp_path,
                                                        capsys, shared_runs):
    path = tmp_path / f"{mission}.yaml"
    save_scenario(scenario, path)
    replay = tmp_path / "replay.json"
    if system == OWN_SYSTEM[mission]:
        seed, rounds = 3, 1
        assert clumsy(["play", str(path), "--seed", str(seed), "--max-rounds", str(rounds),
                       "--json", "--replay", str(replay)]) == 0
        out = json.loads(capsys.readouterr().out)
    else:  # test_faults_play.py's game of this case (seed 1, three rounds), once a run
        seed, rounds = OTHER_SYSTEM_SEED, OTHER_SYSTEM_ROUNDS
        run, text = other_system_game(shared_runs, SCENARIOS / f"{mission}.yaml", system)
        assert run.returncode == 0 and text is not None, run.stderr
        replay.write_text(text, encoding="utf-8")
        out = json.loads(run.stdout)
    assert {"winner", "reason", "termination", "round"} <= set(out), out
    assert out["termination"] is None or out["termination"] in TERMINATIONS
    assert clumsy(["play", str(path), "--seed", str(seed), "--max-rounds", str(rounds), "--json",
                   "--actions", str(replay)]) == 0
    again = json.loads(capsys.readouterr().out)
    assert {k: again[k] for k in ("winner", "reason", "termination", "round")} == \
        {k: out[k] for k in ("winner", "reason", "termination", "round")}
    game = Game(copy.deepcopy(scenario), seed=seed)
    for action in json.loads(replay.read_text(encoding="utf-8"))["actions"]:
        game.apply(action)
    for viewer in (None, game.sides[0]):
        position = tmp_path / f"position-{viewer}.yaml"
        save_scenario(snapshot(game, scenario, viewer), position)
        png = tmp_path / f"position-{viewer}.png"
        args = ["render", str(path if viewer else position), "-o", str(png)]
        assert clumsy(args + (["--side", viewer] if viewer else [])) == 0, capsys.readouterr()
        image = QImage(str(png))
        assert not image.isNull() and image.width() > 0
