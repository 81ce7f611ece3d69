"""A unit's cell scores (moves.py `Planner.cell_score`), worked out for many cells at once.

A moving unit's score is asked for every cell it may reach (a few hundred a unit, tens of
thousands a round on a big map). Most of what a score reads depends on the unit and its
goal only (its type, the goal's terms, whether it flies, its value, which of the terms
apply at all): `scorer` reads those once and returns the score of one cell as a function
of the cell, the AP and the fuel left. Each cell's score is the same sum, term by term and
in the same order, as a score read alone (`Planner.cell_score` is `scorer(...)(cell, ...)`):
a term that does not apply to the unit is 0.0 for every cell, and adding or taking away
0.0 leaves a float as it was, so leaving it out changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.ai.attack.flank import no_penalty
from engine.ai.fields.travel import TravelField
from engine.ai.planner.goal import Goal
from engine.ai.planner.planning import Scoring
from engine.ai.planner.shared_fire import friends_loss_change
from engine.ai.view import INF, Unit
from engine.grid import Cell

# (cell, AP left, fuel left or None for what the unit has now[, whether the lines of fire
# are checked: the scorer's own `with_lines` unless given[, the field's value of the cell,
# read beforehand: `TravelField.values_at` of many cells at once]]) -> the cell's score
CellScorer = Callable[..., float]
DUTIES = ("capture", "heal", "resupply", "double_shot_aura")


def scorer(planner: Scoring, unit: Unit, goal: Goal, field: TravelField, moved: bool,
           with_lines: bool, noisy: bool = True) -> CellScorer:
    """The unit's score of a cell where it ends its move (see `Planner.cell_score`);
    `noisy` False: without the noise (`score + 0.0`: the sum before it, which
    engine/ai/reply_pairs.py adds each seed's noise to as `noise_share` gives it)."""
    t = unit.unit_type
    flying = t.is_aircraft and (moved or unit.flying)
    # what the score reads of the unit and goal, whether it has moved aside (a unit's
    # stay and its moves are scored at one decision: read once for both, `_unit_parts`)
    key = (unit.id, flying)
    kept = planner.scorer_parts.get(key)
    if kept is not None and kept[0] is unit and kept[1] is goal and kept[2] is field:
        parts = kept[3]
    else:
        parts = _unit_parts(planner, unit, goal, field, flying)
        planner.scorer_parts[key] = (unit, goal, field, parts)
    (view, cfg, band, lost, progress, standoff, lead, fuel_short, escort, flank, flat,
     cover_at, fear, loss, unseen_eye, shared, presumed, ambushed, suspect, uncleared,
     front, next_shot, patrol, duty, hidden, noise) = parts
    ap = max(1, t.ap)
    best_shot = planner.shots.best_shot_of(unit, moved) if (
        goal.name != "hide" and planner.shots.may_shoot(unit)) else None
    # the config's weights every cell reads (a frozen record's: the same numbers)
    fuel_weight, cover_weight, attack_weight = cfg.fuel_short_penalty, cfg.cover, cfg.attack
    noise_weight = cfg.noise if noisy else 0.0

    def score_of(cell: Cell, ap_left: int, fuel_left: int | None = None,
                 lines: bool = with_lines, away: float | None = None) -> float:
        score = 0.0
        if band is not None:
            score -= band(cell)
        else:
            turns = (field.get(cell, INF) if away is None else away) / ap
            if turns == INF:
                score -= lost
            else:
                # max(0.0, ...) of each, as max() answers: the first of equals
                over, under = turns - standoff, lead - turns
                score -= progress * ((over if over > 0.0 else 0.0)
                                     + (under if under > 0.0 else 0.0))
            short = 0.0 if fuel_short is None else fuel_short(cell, fuel_left)
            if escort:
                # a convoy holding back: fuel is no reason to drive ahead of its escort,
                # only a detour's extra lack counts
                short = max(0.0, short - planner.short_here(unit, goal))
                score -= cfg.escort_apart_penalty * planner.objectives.apart(unit, cell)
            score -= fuel_weight * short
        if flank is not None:
            score += cover_weight * cover_at(cell) - (0.0 if flat else flank(cell))
        if not unseen_eye or cover_at(cell) <= 0 or planner.spotted_at(unit, cell):
            score -= fear * loss(cell)
        if shared is not None:
            score -= fear * shared(cell)
        if presumed:
            score -= fear * cfg.presumed_danger * planner.presumed.loss(unit, cell)
        if ambushed:
            score -= fear * planner.ambushed.weight * planner.ambushed.loss(unit, cell)
        if suspect:
            score -= fear * suspect * planner.suspected.loss(unit, cell)
        if uncleared:
            score -= fear * uncleared * planner.uncleared.loss(unit, cell)
        shot = 0.0
        if best_shot is not None:
            shot = best_shot(cell, ap_left, lines)
            score += attack_weight * shot
        if front is not None and shot <= 0:
            score -= fear * front(cell)
        if next_shot:
            score += planner.next_shots.value(unit, cell, lines)
        if patrol:
            score += planner.own_patrol.value(unit, cell, moved, lines)
        if duty is not None:
            score += duty(cell)
        if hidden and not planner.spotted_at(unit, cell):
            score += cfg.clock_hidden
        return score + noise_weight * noise_share(noise, cell)

    return score_of


def noise_share(noise: int, cell: Cell) -> float:
    """The unit's noise of the cell, in [0, 1), as `score_of` adds it times the config's
    `noise` (`noise`: `Planner.noise_mix` of the unit)."""
    return (noise + cell[0] * 7919 + cell[1] * 104729) % 10007 / 10007


def _unit_parts(planner: Scoring, unit: Unit, goal: Goal, field: TravelField,
                flying: bool) -> tuple[Any, ...]:
    """What a unit's scores read of it and its goal, read once (`scorer`): all but its
    shots depend on whether it has moved only through whether it flies."""
    view, cfg = planner.view, planner.cfg
    t = unit.unit_type
    artillery = goal.name == "artillery"
    lost = 20 * cfg.progress_per_turn
    progress = cfg.progress_per_turn * goal.weight
    standoff, lead = goal.standoff, goal.lead
    fuel_on = bool(t.fuel) and not t.is_aircraft and unit.fuel is not None \
        and goal.standoff != INF  # fuel_short is 0.0 otherwise
    escort = goal.name == "escort" and goal.lead > 0 and unit.at is not None
    flank = None if flying else planner.flank.penalty_of(unit, goal)
    flat = flank is no_penalty  # its 0.0 taken away changes no score: not asked
    factor = goal.danger_factor
    if unit.hp <= unit.max_hp * cfg.low_hp_fraction:
        factor *= 1.5
    fear = cfg.danger * factor
    loss = view.loss_of(view.with_flying(unit, flying))
    # a sniper's own eyes: no loss in cover where no enemy it knows of would spot it
    unseen_eye = cfg.camouflage_eyes > 0 and not flying and t.has("camouflage")
    # and what more (or less) its ground friends lose where it ends (shared_fire.py)
    shared = None if flying else friends_loss_change(view, unit)
    # in a close fight, in front of an enemy with no shot of its own (front_fire.py)
    front = None if flying else view.front_loss_of(unit)
    presumed = not flying and t.has("capture") and planner.presumed_on()
    # nor where a shooter it did not see struck it (ambushed.py)
    ambushed = not flying and not t.is_drone and planner.ambushed.on()
    # the side's last engineer: nor where it suspects fire it cannot see (last_capturer.py)
    suspect = 0.0 if flying else goal.suspect
    # nor ends its move by ground the side cannot see into (unseen_ground.py)
    # (and, in a close fight, no unit: `fight_hidden_ground`)
    uncleared = planner.uncleared.weight(goal.name, flying)
    # the unit the enemy must kill does not seek a fight: its shots count for nothing
    next_shot = goal.name != "hide" and planner.next_shots.counts(unit)
    # the patrol shot it fires from the cell at the end of its side-turn (own_patrol.py)
    patrol = not flying and goal.name != "hide" and planner.own_patrol.counts(unit)
    duty = planner.duty_of(unit, t, goal) if planner.has_duties(t) else None
    hidden = goal.name in ("clock", "hide") and not flying and bool(view.enemies)
    noise = planner.noise_mix(unit.id)
    cover_at = view.cover_reader()
    fuel_short = planner.fuel_short_of(unit, goal) if fuel_on else None
    band = planner.band_of(t) if artillery else None
    return (view, cfg, band, lost, progress, standoff, lead, fuel_short, escort, flank, flat,
            cover_at, fear, loss, unseen_eye, shared, presumed, ambushed, suspect, uncleared,
            front, next_shot, patrol, duty, hidden, noise)

