"""Validation's early-win warning reads the computer player's travel costs cell by cell in
pure Python (engine/ai/fields/step_costs.py), so `clumsy validate` runs without numpy and scipy
(issue 37, "Start-up"). Held equal here to the AI's own arrays and scipy fields, and the
plans to those the fields give, on every shipped mission and on missions whose engineers
and points were moved about."""

from __future__ import annotations

import functools
import pickle
import random
from collections.abc import Callable
from typing import Any

import pytest
import yaml

from conftest import shipped_missions
from engine.ai.config import ai_config
from engine.ai.fields import travel
from engine.ai.fields.step_costs import CellCosts, reach
from engine.ai.mission.hold_reach import Capture, _rounds, contested, earliest_hold
from engine.ai.view import SideView, TurnCache
from engine.catalog import load_catalog
from engine.rules.game import Game
from engine.scenario.io import scenario_from_text
from engine.scenario.model import Scenario
from engine.scenario.yaml_source import SourceDocument

INF = float("inf")
# libyaml where it is built (as the engine reads): the shuffles are made when the tests are
# collected, by every worker, and Grey Meadow's text is long for the pure-Python loader.
Loader: type = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
Dumper: type = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def field_plan(game: Any, side: str) -> list[Capture] | None:
    """The plan as it was worked out before: over the AI's whole-map scipy fields."""
    need = game.victory.hold_needed(side)
    state = game.state
    if need is None:
        return None
    free = [vp for vp in state.vps if vp.owner != side]
    missing = max(need - (len(state.vps) - len(free)), 1)
    view = SideView(game, side, ai_config(), TurnCache())
    capturers = [u for u in view.own
                 if u.at is not None and not u.flying and u.unit_type.has("capture")]
    taken = contested(game, side, free)
    free = [vp for vp in free if vp.id not in taken]
    if len(free) < missing or not capturers:
        return None
    fields = {(vp.id, cls): travel.field_from_costs(view.grid, view.enter_costs(cls, True),
                                                    [vp.at])
              for vp in free for cls in {u.unit_type.move_class for u in capturers}}
    turns = state.catalog.rules.vp_capture_turns
    ready = {u.id: (0, u.at) for u in capturers}
    plan: list[Capture] = []
    while len(plan) < missing:
        best = None
        for u in capturers:
            done, cell = ready[u.id]
            for vp in free:
                ap = fields[vp.id, u.unit_type.move_class].get(cell)
                if ap == INF:
                    continue
                when = done + max(_rounds(ap, u.unit_type.ap), 1) + turns - 1
                if best is None or (when, u.id, vp.id) < (best[0], best[1], best[2].id):
                    best = (when, u.id, vp)
        if best is None:
            return None
        plan.append(Capture(best[1], best[2].id, best[0]))
        ready[best[1]] = (best[0], best[2].at)
        free.remove(best[2])
    return plan


def shuffled(data: dict[str, Any], seed: int) -> str:
    """The mission with its engineers near its points, most of the other units gone
    (nothing contests the points), some elsewhere, and fewer points to hold. `data`: the
    mission's text as loaded, a copy of its own (changed here)."""
    rnd = random.Random(seed)
    w, h = data["map"]["width"], data["map"]["height"]
    vps = [f["at"] for f in data.get("features", []) if f.get("kind") == "victory_point"]
    data["units"] = [u for u in data.get("units", []) if u["type"] == "engineer"
                     or not u.get("at") or u.get("cargo") or rnd.random() < 0.3]
    for u in data["units"]:
        if not u.get("at") or u.get("cargo"):
            continue
        if u["type"] == "engineer" and vps:
            vp = rnd.choice(vps)
            u["at"] = [min(max(vp[0] + rnd.randint(-4, 4), 0), w - 1),
                       min(max(vp[1] + rnd.randint(-4, 4), 0), h - 1)]
        elif rnd.random() < 0.4:
            u["at"] = [rnd.randrange(w), rnd.randrange(h)]
    if isinstance((data.get("victory") or {}).get("hold_points"), int):
        data["victory"]["hold_points"] = rnd.randint(1, 2)
    return yaml.dump(data, Dumper=Dumper, sort_keys=False)


SMALL = 40 * 40  # cells: whole-map searches compared on maps up to this size


def as_read(data: dict[str, Any]) -> Callable[[str], SourceDocument]:
    """A variant's text checked as the engine checks it, on the values libyaml read of it
    (those `game_of` plays) rather than parsed again with every value's place (parse_yaml:
    three quarters of the time the collection spent here): the same problems, only not in
    the order of their places, so the same variants are kept."""
    return lambda _text: SourceDocument(data)


def variants(big_shuffles: bool) -> dict[str, str]:
    """Name to text of every mission as shipped and of its valid shuffles: without
    `big_shuffles` those of the per-game test (every mission, and the shuffles of maps up to
    SMALL), read when the tests are collected; with it, the shuffles of the bigger maps,
    which only the plans' test takes (every_variant, when it runs)."""
    found = {}
    for path in shipped_missions():
        text = path.read_text(encoding="utf-8")
        # loaded once, each shuffle changing a copy (pickled: faster than loading the text
        # again, most of the time the collection spent here)
        loaded = pickle.dumps(yaml.load(text, Loader=Loader))
        size = pickle.loads(loaded)["map"]
        small = size["width"] * size["height"] <= SMALL
        for seed in (None, 0, 1, 2, 3):
            if big_shuffles != (seed is not None and not small):
                continue
            data = pickle.loads(loaded)
            variant = text if seed is None else shuffled(data, seed)
            scenario, problems = scenario_from_text(variant, path.name, deep=False,
                                                    parse=as_read(data))
            if scenario is None or any(p.severity == "error" for p in problems):
                continue
            found[f"{path.name}#{seed}"] = variant
    return found


ONE_OF_EACH_TEXT = variants(big_shuffles=False)
ONE_OF_EACH = list(ONE_OF_EACH_TEXT)


@functools.cache
def every_variant() -> dict[str, str]:
    """Every mission and every valid shuffle, in the order of the missions and seeds."""
    found = {**ONE_OF_EACH_TEXT, **variants(big_shuffles=True)}
    order = {f"{p.name}#{seed}": i * 5 + j for i, p in enumerate(shipped_missions())
             for j, seed in enumerate((None, 0, 1, 2, 3))}
    return dict(sorted(found.items(), key=lambda item: order[item[0]]))


@functools.cache
def game_of(name: str) -> Game:
    """The variant's game, built once a process and shared by the two tests."""
    text = ONE_OF_EACH_TEXT.get(name) or every_variant()[name]
    return Game(Scenario.from_data(yaml.load(text, Loader=Loader)))


@pytest.mark.parametrize("name", ONE_OF_EACH, ids=ONE_OF_EACH)
def test_the_cell_costs_and_searches_are_the_ai_fields(name):
    """Every cell's cost, each class, with and without capture, and the searches from two
    points: whole on small maps, within 12 and 24 AP on the big one (Grey Meadow's
    shuffles are left to the plans' test below)."""
    game = game_of(name)
    classes = sorted({t.move_class for t in load_catalog().units.values()})
    whole = game.state.grid.width * game.state.grid.height <= SMALL
    for side in game.sides:
        view = SideView(game, side, ai_config(), TurnCache())
        view.state.wrecks = set(view.state.wrecks) | {u.at for u in view.own[:1] if u.at}
        mines = (view.own_mines, view.side_mines)
        w = view.grid.width
        for cls in classes:
            for capture in (True, False):
                array = view.enter_costs(cls, capture)
                costs = CellCosts(view.state, side, cls, capture, mines,
                                  view.cfg.own_mine_travel_ap)
                assert [costs((i % w, i // w)) for i in range(len(array))] == list(array)
                for vp in view.vps[:2]:
                    field = travel.field_from_costs(view.grid, array, [vp.at])
                    found = {c: d for i in range(len(array))
                             if (d := field.get(c := (i % w, i // w))) != INF}
                    for budget in ((INF, 12.0) if whole else (12.0, 24.0)):
                        assert reach(view.grid, costs, vp.at, budget) == {
                            c: d for c, d in found.items() if d <= budget}


def test_the_plans_are_those_of_the_ai_fields_and_within_a_limit_the_same():
    planned = warned = 0
    for name in every_variant():
        game = game_of(name)
        for side in game.sides:
            before = field_plan(game, side)
            assert earliest_hold(game, side) == before, name
            for within in (2, 4, 6):
                early = before if before and before[-1].round <= within else None
                assert earliest_hold(game, side, within=within) == early, (name, within)
            planned += bool(before)
            warned += bool(before and before[-1].round <= 4)
    # the comparison met plans, and plans that warn, not only empty ones
    assert (planned, warned) >= (6, 2), (planned, warned)
