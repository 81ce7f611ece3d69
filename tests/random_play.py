"""Random-play games the conformance tests share (tests/engine/rules/test_rules_random_play.py and
the turn systems' and vision tests): a mixed scenario, and random legal play with every
invariant checked at each step."""

from __future__ import annotations

import itertools
import json
import operator
import random
from typing import Any

import pytest

from engine import Game, IllegalAction
from engine.rules.vision import spots
from engine.scenario.model import Scenario
from rules_helpers import F, Objective, U, Victory, make_scenario

STEPS = 250


FOG_CHECK_EVERY = 5  # the view is rebuilt from scratch for the check: not every step


END_TURN_CHANCE = 0.08


LEGALITY_SAMPLE = 6


def mixed_scenario() -> Scenario:
    """A small map with one of nearly everything, so the test reaches every rule even
    while no shipped mission exists."""
    terrain = ["..FF=...~~.RR..",
               ".H..=..C~~..X..",
               "....=....~.....",
               "S...========...",
               "..R.=....~..F..",
               "....=.B..~....."]
    units = [U("r1", "infantry", "red", (1, 4)), U("r2", "truck", "red", (4, 2), cargo=["r3"]),
             U("r3", "medic", "red"), U("r4", "tank", "red", (5, 3), fuel=9),
             U("r5", "cannon", "red", (3, 2)), U("r6", "engineer", "red", (2, 3)),
             U("r7", "supply_truck", "red", (6, 4)), U("r8", "general", "red", (0, 2)),
             U("r9", "transport_helicopter", "red", (1, 5)),
             U("b1", "heavy_tank", "blue", (13, 3), hp=8), U("b2", "sniper", "blue", (12, 1)),
             U("b3", "mortar", "blue", (13, 5)), U("b4", "aa_battery", "blue", (11, 4)),
             U("b5", "rocket_launcher", "blue", (14, 0)), U("b6", "engineer", "blue", (10, 2)),
             U("b7", "attack_helicopter", "blue", (12, 5), flying=True),
             U("b8", "recon_drone", "blue", (14, 5), flying=True)]
    features = [F("bridge", (9, 4), owner="neutral"), F("mine", (7, 3), owner="blue"),
                F("mine", (3, 3), owner="red"), F("victory_point", (10, 0), id="vp1"),
                F("victory_point", (2, 4), id="vp2"), F("wreck", (6, 2)),
                F("building", (0, 5), type="depot", owner="red"),
                F("building", (14, 2), type="hospital", owner="blue"),
                F("building", (6, 0), type="workshop", owner="blue",
                  state="under_construction"),
                F("work", (12, 3), type="trench", owner="blue"),
                F("work", (11, 5), type="bunker", owner="blue")]
    victory = Victory(destroy_all=True, hold_points=2, on_last_round="blue", objectives=[
        Objective(kind="kill_unit", side="blue", unit="r8")])
    return make_scenario(terrain, units, features, grid="hex", rounds=6, victory=victory)


def check_invariants(game: Game) -> None:
    state = game.state
    catalog = state.catalog
    for u in state.units.values():
        t = u.type
        assert 0 <= u.hp <= t.hp, (u.id, u.hp)
        assert 0 <= u.ap <= t.ap, (u.id, u.ap)
        assert (u.ammo is None) == (t.ammo is None) and (u.ammo is None or 0 <= u.ammo <= t.ammo)
        assert (u.fuel is None) == (u.max_fuel is None)
        assert u.fuel is None or u.max_fuel is None or 0 <= u.fuel <= u.max_fuel
        if not u.alive:
            assert u.at is None and u.aboard is None and not u.cargo and (
                    u.hp == 0 or u.id in state.mission.withdrawn)  # withdrawn: no loss
            continue
        if u.aboard is not None:
            carrier = state.units[u.aboard]
            assert u.at is None, f"cargo {u.id} has a position"
            assert carrier.alive and u.id in carrier.cargo
        else:
            assert u.at is not None and state.grid.in_bounds(u.at)
            layer = state.air if u.flying else state.ground
            assert layer.get(u.at) == u.id
        if u.cargo:
            assert catalog.can_carry(t, [state.units[c].type for c in u.cargo])
    for layer in (state.ground, state.air):
        for cell, uid in layer.items():  # one unit per cell and layer, and it is alive there
            assert state.units[uid].alive and state.units[uid].at == cell
    assert len(set(state.ground.values())) == len(state.ground)


def check_fog(game: Game) -> None:
    """A8, A7: a side's view never holds an enemy unit it does not spot, nor an enemy mine
    none of its engineers is near."""
    state = game.state
    radius = state.catalog.rules.mine_detection_radius
    for side in state.sides:
        view = game.view(side)
        for seen in view.enemies():
            unit = state.units[seen["id"]]
            assert unit.alive and spots(state, side, unit), (side, unit.id)
            assert tuple(seen["at"]) in view.visible_cells
        engineers = [u.at for u in state.living(side) if u.at is not None and u.type.has("demine")]
        for cell in view.mines:
            mine = state.mines[cell]
            assert mine.owner == side or any(
                state.grid.distance(cell, e) <= radius for e in engineers), (side, cell)


JSON_KEYS = frozenset({str, int, float, bool, type(None)})  # what json.dumps takes as keys
JSON_ARRAYS = frozenset({list, tuple})
JSON_DEPTH = 100  # nesting deeper than this (a cycle, say) is refused


def assert_json(values: list[Any]) -> None:
    """Every value is JSON: what `json.dumps(values)` writes without an error, but of these
    types exactly (a subclass, which json.dumps might take, is refused too). The values'
    types are read a level of nesting at a time at C speed (`map(type, ...)` over all the
    dicts' keys and values, all the lists' items): a big map's listing holds about ten
    thousand actions a step, whose JSON text json.dumps made only to throw it away (a
    third of a random game on Grey Meadow)."""
    level: list[Any] = values
    for _ in range(JSON_DEPTH):
        kinds = set(map(type, level))
        assert kinds <= JSON_KEYS | JSON_ARRAYS | {dict}, f"not JSON: {kinds - JSON_KEYS}"
        if not kinds & (JSON_ARRAYS | {dict}):
            return
        dicts = (level if kinds == {dict} else of_types(level, {dict}) if dict in kinds
                 else [])
        keys = set(map(type, itertools.chain.from_iterable(dicts)))
        assert keys <= JSON_KEYS, f"not JSON keys: {keys - JSON_KEYS}"
        arrays = of_types(level, JSON_ARRAYS) if kinds & JSON_ARRAYS else []
        level = [*itertools.chain.from_iterable(map(dict.values, dicts)),
                 *itertools.chain.from_iterable(arrays)]
    raise AssertionError(f"not JSON: nested over {JSON_DEPTH} levels deep")


def of_types(values: list[Any], kinds: set[type]) -> list[Any]:
    """The values of exactly these types, in order (chosen at C speed)."""
    return list(itertools.compress(values, map(kinds.__contains__, map(type, values))))


class JsonOnce:
    """The listed actions, each to be checked as JSON once. The engine lists the same action
    dicts again while a unit's move search is kept (docs/design.md, `legal_actions`: read
    them, never change them): on Grey Meadow 96% of the 2.4 million actions a random game
    lists are dicts listed before. A dict is checked when first listed (`new`, by identity:
    each is kept, so no other takes its id) and every one of them again at the game's end
    (`all`): one changed in between to something not JSON is still caught, unless it was
    changed back.
    (test_conformance.py's JSON round trip of each listing, at C speed throughout, gained
    nothing by it: there a third of the listed dicts are new.)"""

    def __init__(self) -> None:
        self.kept: dict[int, Any] = {}

    def new(self, values: list[Any]) -> list[Any]:
        """The values not listed before (at C speed), now kept."""
        fresh = list(itertools.compress(values, map(operator.not_, map(
            self.kept.__contains__, map(id, values)))))
        self.kept.update(zip(map(id, fresh), fresh, strict=True))
        return fresh

    def all(self) -> list[Any]:
        return list(self.kept.values())


def random_game(scenario: Scenario, seed: int) -> tuple[Game, list[dict], list[dict]]:
    game = Game(scenario, seed=seed)
    chooser = random.Random(seed * 7919 + 1)
    applied: list[dict] = []
    listed = JsonOnce()
    check_invariants(game)
    for _ in range(STEPS):
        legal = game.legal_actions()
        if not legal:
            assert game.result is not None
            break
        assert legal[-1] == {"type": "end_turn"}
        for action in chooser.sample(legal, min(LEGALITY_SAMPLE, len(legal))):
            assert game.is_legal(action), action
        assert_json(listed.new(legal))  # every listed action is JSON (each dict once)
        action = legal[-1] if chooser.random() < END_TURN_CHANCE else chooser.choice(legal)
        try:
            events = game.apply(action)
        except IllegalAction as error:  # pragma: no cover - the message is the point
            pytest.fail(f"listed action {action} is illegal: {error}")
        assert json.loads(json.dumps(events)) == events
        applied.append(action)
        check_invariants(game)
        if len(applied) % FOG_CHECK_EVERY == 0:
            check_fog(game)
    assert_json(listed.all())  # and still JSON at the end
    return game, applied, game.events

