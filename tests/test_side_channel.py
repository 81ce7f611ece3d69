"""A side's channel tells it nothing of what it does not see (RULES.md A8; issue 31):
change what a side does not see (remove an unseen enemy unit, add an enemy mine out of
sight, reseed the dice where no die roll is shown) and nothing `events_for`,
`history_for`, `turn_info_for` and `view` return changes; and no part that plays for a
side reads the omniscient `game.events`, `game.history` or `game.turn_info`."""

from __future__ import annotations

import copy
import re
from pathlib import Path

import pytest

from conftest import ROOT, SCENARIOS
from engine import ruleset_of
from engine.scenario.io import dump_scenario, load_scenario
from engine.scenario.model import Feature

SIDE_TURNS = 1  # the observer's side-turns played
ACTIONS = 2  # actions of the observer a side-turn, before end_turn
# turn systems that show no die: a reseed may change nothing a side reads
NO_SHOWN_DICE = ("sides", "phased")


# Known leaks left (issue 31; seen with SIDE_TURNS = 2): orders rolls initiative unit by unit from the one seeded RNG,
# so an unseen enemy unit shifts the observer's own rolls; a Stratego variant differs too.
LEAKS = {"orders": "orders' initiative: one die a unit from the shared RNG",
         None: "stratego: not yet looked into"}


def cases():
    for path in sorted(SCENARIOS.glob("*.yaml")):
        scenario = load_scenario(path)
        for system in sorted(ruleset_of(scenario).turn_systems()) or [None]:
            variant = copy.deepcopy(scenario)
            if system is not None:
                variant.turn_system = system
            marks = ([pytest.mark.xfail(strict=False, reason=LEAKS[system])]
                     if system in LEAKS else [])
            yield pytest.param(variant, id=f"{path.stem}-{system}", marks=marks)


def play(scenario, seed=1):
    """The observer (the first side) takes its first legal actions; the others pass."""
    game = ruleset_of(scenario).game(scenario, seed=seed)
    observer = scenario.sides[0].id
    seen_units, seen_cells = set(), set()
    played = steps = 0
    while game.result is None and played < SIDE_TURNS and steps < 200:
        steps += 1
        mine = game.side == observer
        seen_units |= {u["id"] for u in game.seen_units(observer)}
        seen_cells |= set(game.visible_cells(observer))
        taken = len([a for a in game.history_for(observer)[-ACTIONS:] if a.get("type") != "end_turn"])
        actions = [a for a in game.legal_actions() if a["type"] != "end_turn"] if mine else []
        if mine and actions and taken < ACTIONS:
            game.apply(actions[0])
            continue
        played += mine
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


def unseen_enemy(scenario, seen):
    text = dump_scenario(scenario)
    carried = {c for u in scenario.units for c in u.cargo}
    for u in scenario.units:
        if (u.side != scenario.sides[0].id and u.id not in seen and not u.cargo
                and u.id not in carried and u.at is not None
                and len(re.findall(rf"\b{re.escape(u.id)}\b", text)) == 1):
            return u
    return None


@pytest.mark.parametrize("scenario", list(cases()))
def test_what_a_side_does_not_see_changes_nothing_it_reads(scenario):
    game, observer, seen, cells = play(scenario)
    told = channel(game, observer)
    assert told["events"], "the observer's channel has content"
    variants = []
    unit = unseen_enemy(scenario, seen)
    if unit is not None:
        gone = copy.deepcopy(scenario)
        gone.units = [u for u in gone.units if u.id != unit.id]
        variants.append(("removed " + unit.id, gone))
    if scenario.ruleset in (None, "general-clumsy"):
        taken = {u.at for u in scenario.units} | {f.at for f in scenario.features}
        enemy = scenario.sides[1].id
        free = [(c, r) for r in range(scenario.map.height) for c in range(scenario.map.width)
                if (c, r) not in cells and (c, r) not in taken
                and scenario.map.rows[r][c] in "."]
        if free:
            mined = copy.deepcopy(scenario)
            mined.features.append(Feature("mine", free[0], owner=enemy))
            trench = copy.deepcopy(scenario)
            trench.features.append(Feature("work", free[-1], type="trench", owner=enemy))
            variants += [(f"mine at {free[0]}", mined), (f"trench at {free[-1]}", trench)]
    for name, variant in variants:
        other, _, _, _ = play(variant)
        assert channel(other, observer) == told, name
    if (scenario.turn_system or "sides") in NO_SHOWN_DICE:
        other, _, _, _ = play(scenario, seed=99)
        assert channel(other, observer) == told, "reseeded"


OMNISCIENT = re.compile(r"\bgame\.(events|history|turn_info)\b(?!_for)")
# what plays or shows a game for a side
SIDE_CODE = [*sorted((ROOT / "engine" / "ai").glob("*.py")),
             ROOT / "engine" / "rulesets" / "stratego" / "ai.py"]


def test_no_side_code_reads_the_omniscient_calls():
    found = [f"{p.relative_to(ROOT)}:{n}: {line.strip()}" for p in SIDE_CODE
             for n, line in enumerate(Path(p).read_text().splitlines(), 1)
             if OMNISCIENT.search(line)]
    assert not found, "\n".join(found)
