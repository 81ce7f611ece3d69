"""A side's channel tells it nothing of what it does not see (RULES.md A8; issue 31).

Over every shipped mission and turn system, the first side plays a few simple steps (the
others pass); then the mission is changed where it never looked (an unseen enemy unit
removed, retyped or moved; an enemy mine or trench added out of sight, an enemy work out
of sight removed; in Stratego two enemy pieces swap ranks; the dice reseeded where no die
is shown) and played again: nothing `events_for`, `history_for`, `turn_info_for`,
`seen_units`, `visible_cells`, `known_mines` and `view(side).structures` return may
change. And no part that plays for a side reads the omniscient `game.events`,
`game.history` or `game.turn_info`."""

from __future__ import annotations

import copy
import functools
import re
from pathlib import Path

import pytest

from conftest import ROOT, SCENARIOS, shipped_outline, shipped_variant
from engine import ruleset_of
from engine.catalog import load_catalog
from engine.scenario.io import dump_scenario, load_scenario
from engine.scenario.model import Feature

SIDE_TURNS = 2  # the observer's side-turns played
ACTIONS = 3  # actions of the observer a side-turn, before end_turn
# turn systems that show no die: a reseed may change nothing a side reads
NO_SHOWN_DICE = ("sides", "phased")


def cases():
    for path in sorted(SCENARIOS.glob("*.yaml")):
        for system in sorted(ruleset_of(shipped_outline(path)).turn_systems()) or [None]:
            yield pytest.param(functools.partial(shipped_variant, path, system), id=f"{path.stem}-{system}")


def step_of(game, side):
    """A simple legal step: the turn system's first, else the first unit's first legal
    move (cells in order), else None; read through the game as the side may."""
    system = game.system_actions()
    if system:
        return system[0]
    for unit in game.seen_units(side):
        if unit["side"] != side or unit["at"] is None or not game.may_act(unit["id"]):
            continue
        for cell in sorted(game.reachable_cells(unit["id"])):
            move = {"type": "move", "unit": unit["id"], "to": list(cell)}
            if tuple(cell) != tuple(unit["at"]) and game.is_legal(move):
                return move
    return None


def play(scenario, seed=1):
    """The observer (the first side) takes a few simple steps; the others pass (a
    Stratego side, which may not pass, moves its first piece that may move)."""
    game = ruleset_of(scenario).game(scenario, seed=seed)
    observer = scenario.sides[0].id
    seen_units, seen_cells = set(), set()
    played = steps = taken = 0
    while game.result is None and played < SIDE_TURNS and steps < 60:
        steps += 1
        mine = game.side == observer
        seen_units |= {u["id"] for u in game.seen_units(observer)}
        seen_cells |= set(game.visible_cells(observer))
        action = step_of(game, game.side) if mine and taken < ACTIONS else None
        if action is None and not game.is_legal({"type": "end_turn"}):
            action = game.legal_actions()[0]
        if action is not None:
            taken += mine
            game.apply(action)
            continue
        played += mine
        taken = 0
        game.apply({"type": "end_turn"})
    seen_units |= {u["id"] for u in game.seen_units(observer)}
    seen_cells |= set(game.visible_cells(observer))
    return game, observer, seen_units, seen_cells


def channel(game, side):
    out = {"events": game.events_for(side), "history": game.history_for(side),
           "turn": game.turn_info_for(side),
           "seen": sorted((dict(u) for u in game.seen_units(side)), key=lambda u: u["id"]),
           "cells": sorted(game.visible_cells(side)),
           "mines": sorted(game.known_mines(side))}
    view = getattr(game, "view", None)
    if view is not None:
        v = view(side)
        out["structures"] = list(v.structures)
    return out


def unseen_enemies(scenario, seen):
    """Enemy units on the map the observer never saw, carrying nothing and carried by
    nothing, named nowhere else in the mission (no event or objective is about them)."""
    text = dump_scenario(scenario)
    carried = {c for u in scenario.units for c in u.cargo}
    return [u for u in scenario.units
            if u.side != scenario.sides[0].id and u.id not in seen and not u.cargo
            and u.id not in carried and u.at is not None
            and len(re.findall(rf"\b{re.escape(u.id)}\b", text)) == 1]


def variants(scenario, seen, cells):
    """The mission changed where the observer never looked."""
    hidden = unseen_enemies(scenario, seen)
    if scenario.ruleset == "stratego":  # every piece is seen: its rank is what is hidden
        return stratego_variants(scenario, hidden, seen)
    out = []
    catalog = load_catalog()
    taken = {u.at for u in scenario.units} | {f.at for f in scenario.features}
    free = [(c, r) for r in range(scenario.map.height) for c in range(scenario.map.width)
            if (c, r) not in cells and (c, r) not in taken and scenario.map.rows[r][c] == "."]
    enemy = scenario.sides[1].id
    if hidden:
        unit = hidden[0]
        gone = copy.deepcopy(scenario)
        gone.units = [u for u in gone.units if u.id != unit.id]
        out.append((f"removed {unit.id}", gone))
        kind = catalog.units[unit.type].move_class
        other = next((t for t in sorted(catalog.units) if t != unit.type
                      and catalog.units[t].move_class == kind
                      and not catalog.units[t].capacity), None)
        if other is not None:
            retyped = copy.deepcopy(scenario)
            next(u for u in retyped.units if u.id == unit.id).type = other
            out.append((f"{unit.id} made a {other}", retyped))
        if free and kind == "foot":
            moved = copy.deepcopy(scenario)
            next(u for u in moved.units if u.id == unit.id).at = free[len(free) // 2]
            out.append((f"{unit.id} moved to {free[len(free) // 2]}", moved))
    if free:
        mined = copy.deepcopy(scenario)
        mined.features.append(Feature("mine", free[0], owner=enemy))
        trench = copy.deepcopy(scenario)
        trench.features.append(Feature("work", free[-1], type="trench", owner=enemy))
        out += [(f"mine at {free[0]}", mined), (f"trench at {free[-1]}", trench)]
    for f in scenario.features:
        if f.kind in ("mine", "work", "building") and f.owner not in (None, scenario.sides[0].id) \
                and f.at not in cells:
            cleared = copy.deepcopy(scenario)
            cleared.features = [g for g in cleared.features if g.at != f.at or g.kind != f.kind]
            out.append((f"no {f.kind} at {f.at}", cleared))
            break
    return out


def stratego_variants(scenario, hidden, seen):
    """Two enemy pieces of different ranks that never fought swap ranks (both move like
    any piece: no scout, bomb or flag)."""
    plain = [u for u in scenario.units if u.side != scenario.sides[0].id
             and u.type not in ("scout", "bomb", "flag")]
    for a in plain:
        for b in plain:
            if a.type != b.type:
                swapped = copy.deepcopy(scenario)
                pa, pb = (next(u for u in swapped.units if u.id == x.id) for x in (a, b))
                pa.type, pb.type = pb.type, pa.type
                return [(f"{a.id} and {b.id} swap ranks", swapped)]
    return []


@pytest.mark.parametrize("scenario", list(cases()), indirect=True)
def test_what_a_side_does_not_see_changes_nothing_it_reads(scenario):
    game, observer, seen, cells = play(scenario)
    told = channel(game, observer)
    assert told["events"], "the observer's channel has content"
    for name, variant in variants(scenario, seen, cells):
        other, _, _, _ = play(variant)
        assert channel(other, observer) == told, name
    if (scenario.turn_system or "sides") in NO_SHOWN_DICE:
        other, _, _, _ = play(scenario, seed=99)
        assert channel(other, observer) == told, "reseeded"


OMNISCIENT = re.compile(r"\bgame\.(events|history|turn_info)\b(?!_for)"
                        r"""|getattr\([^)]*["'](events|history|turn_info)["']""")
# what plays or shows a game for a side: the AI, the play-test (window and helpers)
SIDE_CODE = [*sorted((ROOT / "engine" / "ai").glob("*.py")),
             ROOT / "engine" / "rulesets" / "stratego" / "ai.py",
             ROOT / "engine" / "rulesets" / "stratego" / "scripted.py",
             *sorted((ROOT / "editor" / "playtest").glob("*.py"))]
# the omniscient reads the play-test keeps on purpose: its all-seeing log (the "reveal"
# reader None) and the full replay it saves (every side's actions, to play it back); and
# the hard level's replies, which compare the actions each played on the search's own
# believed position (its clone, past `start`: the rollout's moves, none of the real game's)
ALLOWED = ("self._record(list(self.game.events), {})",
           '"actions": self.game.history, "result": self.game.result}',
           "played = game.history[start:]")


def test_no_side_code_reads_the_omniscient_calls():
    found = [f"{p.relative_to(ROOT)}:{n}: {line.strip()}" for p in SIDE_CODE
             for n, line in enumerate(Path(p).read_text().splitlines(), 1)
             if OMNISCIENT.search(line) and not any(a in line for a in ALLOWED)]
    assert not found, "\n".join(found)


def test_the_scan_sees_an_omniscient_read():
    assert OMNISCIENT.search("x = game.events[3:]") and OMNISCIENT.search("self.game.turn_info")
    assert OMNISCIENT.search('info = getattr(game, "turn_info", {}) or {}')
    assert not OMNISCIENT.search("game.events_for(side, since=n)")


def test_the_neutral_bridges_and_buildings_of_the_map_are_known_from_the_start():
    """The map is public: a neutral bridge far out of sight is in `view(side).structures`
    from the first side-turn (it was missing: the start's memory looked for an owner None
    and a kind 'bridge', where bridges are works owned by 'neutral')."""
    from engine.rules.game import Game

    game = Game(load_scenario(SCENARIOS / "summer_forest.yaml"))
    neutral = {(s.kind, s.type, s.at) for s in game.state.bridges.values()
               if s.owner == "neutral"}
    assert len(neutral) >= 3
    for side in game.sides:
        known = {(s["kind"], s["type"], tuple(s["at"])) for s in game.view(side).structures}
        assert neutral <= known, side
    # and some lie out of a side's sight
    assert any(at not in game.visible_cells(side) for side in game.sides for _, _, at in neutral)
