"""A unit's cell scores worked out for many cells at once (engine/ai/planner/cell_scores.py,
issue 37): what depends on the unit is read once, and every cell's score is the same
float, to the last bit, as the score read alone the way it was before (the reference
below is that code as it stood). Compared on the positions of real games: every unit of
the side to play, its goal, and a sample of the cells it may reach."""

from __future__ import annotations

import random
import zlib
from pathlib import Path
from typing import Any

import pytest

from benchmarks.big_scenario import big_scenario
from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner.moves import Planner
from engine.ai.planner.shared_fire import friends_loss_change
from engine.ai.player import AIPlayer
from engine.ai.view import INF, SideView, TurnCache
from engine.rules.vision import reading_position
from engine.scenario.io import load_scenario

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios"


def old_expected_loss(view: SideView, unit: Any, cell: Any) -> float:
    t = unit.unit_type
    kind = "drone" if t.is_drone else "air" if t.is_aircraft else "ground"
    mine = view.mine_damage if kind == "ground" and cell in view.side_mines else 0
    raw, count = view._danger_map(kind).get(cell, (0.0, 0))
    if not count and not mine:
        return 0.0
    cover = 0 if kind != "ground" else view.cover_at(cell)
    dmg = max(count * view.rules.min_damage, raw - count * cover) + mine
    hp = unit.hp
    share = min(hp, dmg) / max(1, unit.max_hp)
    if dmg >= hp:
        share += view.cfg.kill_bonus
    return share * old_unit_value(view, unit)


def old_unit_value(view: SideView, unit: Any) -> float:
    cfg, t = view.cfg, unit.unit_type
    best = max((w.damage for w in t.weapons), default=0)
    value = cfg.value_base + cfg.value_per_hp * t.hp + cfg.value_per_damage * best * t.shots
    if t.has("capture") and view.vps:
        value += cfg.value_engineer_bonus
    if t.has("aura_general"):
        value += cfg.value_general_bonus
    if unit.id in view.objective_units():
        value += cfg.value_objective_bonus
    for cid in unit.cargo:
        value += cfg.value_carrier_cargo * old_unit_value(view, view.unit(cid))
    return value


def old_flank_penalty(p: Planner, unit: Any, cell: Any, goal: Any) -> float:
    flank = p.flank
    if flank.weight <= 0 or goal.name not in ("attack", "stage"):
        return 0.0
    least = max(1, min(flank.support().values(), default=1))
    return flank.weight * max(0, flank.exposure(unit, cell) - least)


def old_cell_score(p: Planner, unit: Any, cell: Any, goal: Any, field: Any, moved: bool,
                   ap_left: int, with_lines: bool, fuel_left: int | None = None) -> float:
    """`Planner.cell_score` before its batch form, term by term."""
    view, cfg = p.view, p.cfg
    t = unit.unit_type
    score = 0.0
    if goal.name == "artillery":
        score -= p.band_penalty(t, cell)
    else:
        turns = field.get(cell, INF) / max(1, t.ap)
        if turns == INF:
            score -= 20 * cfg.progress_per_turn
        else:
            score -= cfg.progress_per_turn * goal.weight * (
                max(0.0, turns - goal.standoff) + max(0.0, goal.lead - turns))
        short = p.fuel_short(unit, cell, goal, fuel_left)
        if goal.name == "escort" and goal.lead > 0 and unit.at is not None:
            here = p.fuel_short(unit, unit.at, goal, None)
            short = max(0.0, short - here)
            score -= cfg.escort_apart_penalty * p.objectives.apart(unit, cell)
        score -= cfg.fuel_short_penalty * short
    flying = t.is_aircraft and (moved or unit.flying)
    if not flying:
        score += cfg.cover * view.cover_at(cell) - old_flank_penalty(p, unit, cell, goal)
    factor = goal.danger_factor
    if unit.hp <= unit.max_hp * cfg.low_hp_fraction:
        factor *= 1.5
    probe = view.with_flying(unit, flying)
    score -= cfg.danger * factor * old_expected_loss(view, probe, cell)
    # the friends its leaving puts under fire (`shared_fire_weight`, shared_fire.py; on, narrowed)
    shared = None if flying else friends_loss_change(view, unit)
    if shared is not None:
        score -= cfg.danger * factor * shared(cell)
    if not flying and t.has("capture") and p.presumed_on():
        score -= cfg.danger * factor * cfg.presumed_danger * p.presumed.loss(unit, cell)
    if not flying and goal.suspect:  # the side's last engineer (last_capturer.py)
        score -= cfg.danger * factor * goal.suspect * p.suspected.loss(unit, cell)
    if goal.name == "hide" and not flying and cfg.hidden_ground_danger > 0:
        score -= cfg.danger * factor * cfg.hidden_ground_danger * p.uncleared.loss(unit, cell)
    elif goal.name != "hide" and not flying and cfg.fight_hidden_ground > 0 \
            and p.uncleared.in_fight():
        score -= cfg.danger * factor * cfg.fight_hidden_ground * p.uncleared.loss(unit, cell)
    shot = 0.0
    if goal.name != "hide":
        shot = p.shots.best_shot_from(unit, cell, moved, ap_left, with_lines)
        score += cfg.attack * shot
    # the unit in front, with no shot (`front_danger`, front_fire.py; on as shipped)
    front = None if flying else view.front_loss_of(unit)
    if front is not None and shot <= 0:
        score -= cfg.danger * factor * front(cell)
    if goal.name != "hide":
        score += p.next_shots.value(unit, cell, with_lines)
    score += p.duty(unit, t, cell, goal)
    if goal.name in ("clock", "hide") and not flying and view.enemies \
            and not p.spotted_at(unit, cell):
        score += cfg.clock_hidden
    base = zlib.crc32(f"{p.seed}|{view.round}|{unit.id}".encode())
    noise = (base * 1000003 + cell[0] * 7919 + cell[1] * 104729) % 10007 / 10007
    return score + cfg.noise * noise


def old_opportunity_loss(p: Planner, unit: Any, cells: Any, flying: bool, moving: bool,
                         capture: bool) -> float:
    cfg, view = p.cfg, p.view
    weight = cfg.opportunity_danger
    only = None
    if weight <= 0 and moving:
        weight = cfg.alert_danger * (cfg.alert_capture_factor if capture else 1.0)
        only = view.alerted
        if not only:
            return 0.0
    if p.endgame and not p.defending:
        weight *= cfg.endgame_opportunity_factor
    elif p.hunting:
        weight *= cfg.hunt_opportunity_factor
    if weight <= 0 or not cells:
        return 0.0
    t = unit.unit_type
    kind = "drone" if t.is_drone else "air" if flying else "ground"
    reach = view.opportunity_cover(kind)
    shots: dict[str, float] = {}
    for cell in cells:
        guards = reach.get(cell)
        if not guards or not p.spotted_at(unit, cell):
            continue
        cover = 0 if kind != "ground" else view.unit_cover(unit, cell)
        for gid, dmg in guards:
            if gid not in shots and gid not in view.opportunity_fired and (
                    only is None or gid in only):
                shots[gid] = max(view.rules.min_damage, dmg - cover)
    if not shots:
        return 0.0
    hit = sum(shots.values())
    share = min(unit.hp, hit) / max(1, unit.max_hp)
    if hit >= unit.hp:
        share += cfg.kill_bonus
    return weight * share * old_unit_value(view, unit)


def compare_position(game: Game, rng: random.Random, sample: int) -> int:
    """Every unit of the side to play: its scores of a sample of its cells, both ways."""
    side = game.side
    view = SideView(game, side, ai_config(None), TurnCache())
    planner = Planner(view, seed=rng.randrange(1000))
    compared = 0
    for unit in view.own:
        if unit.at is None:
            continue
        assert planner.values[unit.id] == old_unit_value(view, unit)
        goal = planner.goal(unit)
        field = planner.field(unit, goal)
        reach = game.reachable_cells(unit.id)
        cells = [unit.at, *rng.sample(sorted(reach), min(sample, len(reach)))]
        for moved in (False, True):
            # the scorer without the lines checks them when asked (a move's second pass)
            unlined = planner.scorer(unit, goal, field, moved, False)
            for with_lines in (False, True):
                score_of = planner.scorer(unit, goal, field, moved, with_lines)
                for cell in cells:
                    r = reach.get(cell)
                    ap = unit.ap - (r.ap if r is not None else 0)
                    fuel = None if r is None or unit.fuel is None else unit.fuel - r.fuel
                    new = score_of(cell, ap, fuel)
                    old = old_cell_score(planner, unit, cell, goal, field, moved, ap,
                                         with_lines, fuel)
                    assert new == old or (new != new and old != old), (unit.id, cell)
                    assert planner.cell_score(unit, cell, goal, field, moved, ap,
                                              with_lines, fuel) == new
                    again = unlined(cell, ap, fuel, with_lines)
                    assert again == new or (again != again and new != new), (unit.id, cell)
                    compared += 1
        flying = unit.unit_type.is_aircraft
        drawn = planner.opportunity_losses(unit, flying, moving=True, capture=goal.capture)
        for cell in cells[1:]:
            path = reach[cell].path[1:]
            old = old_opportunity_loss(planner, unit, path, flying, True, goal.capture)
            assert (0.0 if drawn is None else drawn(path)) == old
            assert planner.opportunity_loss(unit, path, flying, moving=True,
                                            capture=goal.capture) == old
    return compared


@pytest.mark.parametrize("mission, steps", [
    ("harrow_ford", 40), ("four_ways_activation", 30), ("four_ways_orders", 30),
    ("river_crossing", 40), ("marsh_road", 30), ("winter_night_defence", 30)])
def test_A7_batch_cell_scores_equal_the_single_ones_in_play(mission, steps):
    """Along an AI game, at every few actions: each unit's batch scores (and its
    Alert or opportunity losses, and the units' values) equal the scores read alone."""
    rng = random.Random(mission)
    game = Game(load_scenario(SCENARIOS / f"{mission}.yaml"), seed=1)
    players = {s: AIPlayer(seed=i) for i, s in enumerate(game.sides)}
    compared = 0
    with reading_position():
        for step in range(steps):
            if game.result is not None:
                break
            if step % 5 == 0:
                compared += compare_position(game, rng, 12)
            game.apply(players[game.side].choose_action(game))
    assert compared > 200


def test_A7_batch_cell_scores_equal_the_single_ones_on_a_big_map():
    """The bench's big position (bench_ai_scale.py), smaller: the same equality."""
    rng = random.Random(5)
    game = Game(big_scenario(40, 40, 14, seed=4), seed=0)
    player = AIPlayer(seed=0)
    with reading_position():
        for step in range(24):
            if step % 8 == 0:
                assert compare_position(game, rng, 20) > 100
            game.apply(player.choose_action(game))
