"""What each unit heads for: the goal rules, tried in order (`RULES`), the first that
answers gives the unit its goal (moves.py `Planner.goal`).

Each rule has one job and answers None when it is not the unit's: the unit the enemy
must kill hides; a convoy keeps with its escort; the wounded, dry and empty go to be
fixed; the engineers go for their points (or wait on the stage while a defended one is
massed for); fighters contest, guard and block what the objectives ask (objectives.py);
recon looks; a free unit spots for the guns (spotter.py); medics, supply, transports and
guns do their jobs; a defender holds or runs the clock; and the rest attack, massing on
the stage first against a strong front. A new kind of goal is one rule more, in its place in `RULES`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from engine.ai.attack.assault import Assault
from engine.ai.attack.attack_timing import AttackTiming
from engine.ai.attack.clearing import Clearing
from engine.ai.attack.flank import Flank
from engine.ai.attack.guns_up import GunsUp
from engine.ai.attack.spotter import Spotter
from engine.ai.mission.capturers import behind_fighters
from engine.ai.mission.end_hunt import EndHunt
from engine.ai.mission.last_capturer import kept_back
from engine.ai.mission.objectives import Objectives
from engine.ai.mission.point_guard import contest_cells, decisive
from engine.ai.planner.airlift import Airlift
from engine.ai.planner.goal import Goal, cells_of
from engine.ai.planner.planning import Roles, Routes
from engine.ai.planner.recharge import on_last_charges
from engine.ai.view import INF, Unit
from engine.catalog import UnitType
from engine.grid import Cell
from engine.records import record
from engine.rules.sight_range import unit_vision
from engine.scenario.kinds.base import CONVOY, TARGET


class GoalPlanner(Roles, Routes, Protocol):
    """What the goal rules ask of the planner (moves.py `Planner`) and its parts."""

    defending: bool
    hunting: bool
    endgame: bool
    clock: bool
    kept_back: bool  # the side's last engineer waits while the way is not clear
    rounds_left: int | None
    vp_targets: dict[str, Cell]
    contest_units: dict[str, Cell]
    guards: dict[str, Cell]
    blockers: dict[str, tuple[Cell, ...]]
    objectives: Objectives
    flank: Flank
    assault: Assault
    timing: AttackTiming
    airlift: Airlift
    spotter: Spotter
    clearing: Clearing
    guns_up: GunsUp
    end_hunt: EndHunt
    # (the view's own units, those on the map, each one's place among them): `ask_for`'s
    own_placed: tuple[list[Unit], tuple[Unit, ...], dict[str, int]] | None

    def is_recon(self, t: UnitType) -> bool: ...

    def is_artillery(self, t: UnitType) -> bool: ...

    def wave_ready(self) -> bool: ...

    def stage_cells(self, front: Sequence[Cell]) -> tuple[Cell, ...]: ...

    def unseen_front(self) -> tuple[Cell, ...]: ...

    def last_seen(self) -> tuple[Cell, ...]: ...

    def short_of_supply(self, unit: Unit, fraction: float | None) -> bool: ...



@record(frozen=True)
class GoalAsk:
    """One unit's question, with what every rule reads: its type, the side's other units
    on the map, the enemies' cells in sight and the front the attack goes for."""

    unit: Unit
    t: UnitType
    own: tuple[Unit, ...]
    enemies: tuple[Cell, ...]
    front: tuple[Cell, ...]


Rule = Callable[[GoalPlanner, GoalAsk], Goal | None]


def ask_for(p: GoalPlanner, unit: Unit) -> GoalAsk:
    view = p.view
    placed = p.own_placed  # the side's units on the map, once a decision (its own list)
    if placed is None or placed[0] is not view.own:
        on_map = tuple(u for u in view.own if u.at is not None)
        placed = p.own_placed = (view.own, on_map, {u.id: i for i, u in enumerate(on_map)})
    _, on_map, index = placed
    i = index.get(unit.id)  # the others, in the side's order
    own = on_map if i is None else on_map[:i] + on_map[i + 1:]
    enemies = cells_of(view.enemies)
    # the front: the enemies it sees and those it saw that may lurk there still (lurkers.py)
    return GoalAsk(unit, unit.unit_type, own, enemies, p.attack_front())


# -- the rules, in the order they are tried --------------------------------------------------
def hide(p: GoalPlanner, a: GoalAsk) -> Goal | None:
    """The unit the enemy must kill (kill_unit) keeps among its friends, out of the fight."""
    protected = {o.unit for o in p.view.their_aims(TARGET)}
    if a.unit.id not in protected:
        return None
    friends = cells_of(u for u in a.own if u.id not in protected)
    return Goal("hide", friends or a.front, standoff=1.0,
                danger_factor=p.cfg.danger_protected_factor)


def escort(p: GoalPlanner, a: GoalAsk) -> Goal | None:
    """A unit of the side's convoy goes to its area behind the fighters (objectives.py)."""
    for o in p.view.my_objectives(CONVOY):
        if a.unit.id in o.units and o.area:
            return p.objectives.escort_goal(a.unit, o.area, o.by_round)
    return None


def need(p: GoalPlanner, a: GoalAsk) -> Goal | None:
    """Wounded, dry or empty units go to whoever can fix them, if anyone can; capturing
    needs no ammunition (A12): an engineer with a point to take goes on unless wounded.
    An attacker in its last `endgame_rounds` rounds (`last_rounds_stay`) sends none back:
    the points are won or lost where the fight is, and a unit empty of shots still
    spots, and stops the enemy's count within a point's radius (A8, A12)."""
    unit, t, cfg = a.unit, a.t, p.cfg
    if unit.flying and on_last_charges(unit, cfg.drone_recharge):
        pads = _recharge_cells(p, a)  # A10: on its last charges, back to land by a pilot
        if pads:
            return Goal("recharge", pads, weight=cfg.drone_recharge_weight)
    if (cfg.last_rounds_stay and not p.defending and p.rounds_left is not None
            and p.rounds_left < cfg.endgame_rounds):
        return None  # an attacker's last rounds: no trip back it could not return from
    if unit.hp <= unit.max_hp * cfg.low_hp_fraction:
        ability, service = ("heal", "heal") if t.is_foot else ("repair", "repair")
        cells = [u.at for u in a.own if u.unit_type.has(ability)]
        cells += _buildings(p, service)
        if cells:
            return Goal("mend", tuple(c for c in cells if c is not None),
                        danger_factor=cfg.danger_support_factor)
    if unit.id not in p.vp_targets and p.short_of_supply(unit, None):
        cells = [u.at for u in a.own if u.unit_type.has("resupply")]
        cells += _buildings(p, "resupply")
        if cells:
            return Goal("refill", tuple(c for c in cells if c is not None),
                        danger_factor=cfg.danger_support_factor)
    return None


def capture(p: GoalPlanner, a: GoalAsk) -> Goal | None:
    """An engineer goes for its point; for a defended one it waits on the stage until
    the wave goes in, or while a seen enemy blocks the count there (A12)."""
    target = p.vp_targets.get(a.unit.id)
    if target is None:
        return None
    looks = p.clearing.probe_goal(a.unit)  # no unit free to look: it looks (clearing.py)
    if looks is not None:
        return looks
    # the side's last engineer keeps out of known and suspected fire (last_capturer.py)
    return kept_back(p.view, a.unit, target, _capture_goal(p, a, target), p.endgame,
                     p.kept_back)


def _capture_goal(p: GoalPlanner, a: GoalAsk, target: Cell) -> Goal:
    cfg = p.cfg
    behind = behind_fighters(p, a.unit, target, a.own)  # capturers.py: off unless the knob
    if behind is not None:
        return behind
    if not p.defending and p.objectives.defended_point(target) and (
            not p.wave_ready() or p.objectives.blocked_in_sight(target)):
        ring = p.stage_cells(p.attack_front())
        if ring:
            return Goal("stage", ring, weight=cfg.stage_weight,
                        danger_factor=cfg.danger_support_factor,
                        offsets=p.flank.stage_offsets(a.unit, ring, cfg.stage_weight))
    danger = cfg.danger_attack_factor
    if p.endgame and not p.defending:  # its last rounds: a point not tried is a game not won
        danger *= cfg.endgame_capture_danger
    return Goal("capture", (target,), capture=True, danger_factor=danger)


def hunt_ender(p: GoalPlanner, a: GoalAsk) -> Goal | None:
    """A fighter sent for a seen enemy unit that can end the game (end_hunt.py)."""
    return p.end_hunt.goal(a.unit)


def contest(p: GoalPlanner, a: GoalAsk) -> Goal | None:
    """A fighter sent to a point an enemy engineer takes or the side denies (A12)."""
    point = p.contest_units.get(a.unit.id)
    if point is None:
        return None
    cfg = p.cfg
    weight = cfg.contest_weight
    if decisive(p.view, point):  # its loss loses the game (point_guard.py)
        weight *= cfg.contest_decisive_weight
    if cfg.contest_in_radius:  # anywhere within the radius stops the count (point_guard.py)
        return Goal("contest", contest_cells(p.view, point, a.t.move_class), weight=weight,
                    danger_factor=cfg.danger_defend_factor)
    reach = p.turns_for_cells(p.view.rules.vp_enemy_radius - 1, a.t)
    return Goal("contest", (point,), standoff=reach, weight=weight,
                danger_factor=cfg.danger_defend_factor)


def scout(p: GoalPlanner, a: GoalAsk) -> Goal | None:
    """A8: nothing in sight; a defender's eyes go to look where the enemy may be."""
    if a.enemies or not p.defending or not p.is_recon(a.t):
        return None
    view, cfg, t = p.view, p.cfg, a.t
    sight = unit_vision(t, view.state.hour, view.state.season, view.rules, view.state.rain)
    return Goal("scout", _scout_cells(p),
                standoff=p.turns_for_cells(max(0, sight - cfg.scout_margin), t),
                weight=cfg.scout_weight, danger_factor=cfg.danger_support_factor)


def guard(p: GoalPlanner, a: GoalAsk) -> Goal | None:
    """A fighter drawn to stand beside the unit the enemy must kill (objectives.py)."""
    at = p.guards.get(a.unit.id)
    if at is None:
        return None
    cfg = p.cfg
    return Goal("guard", (at,), standoff=p.turns_for_cells(1, a.t),
                weight=cfg.contest_weight, danger_factor=cfg.danger_defend_factor)


def block(p: GoalPlanner, a: GoalAsk) -> Goal | None:
    """A fighter sent to stand in an enemy convoy's area (objectives.py)."""
    area = p.blockers.get(a.unit.id)
    if area is None:
        return None
    return Goal("block", area, weight=p.cfg.contest_weight,
                danger_factor=p.cfg.danger_defend_factor)


def hold(p: GoalPlanner, a: GoalAsk) -> Goal | None:
    """An engineer with no point to take keeps the side's points while no enemy is seen."""
    view = p.view
    if not a.t.has("capture") or not view.vps:
        return None
    held = tuple(vp.at for vp in view.vps if vp.owner == view.side)
    if held and not a.enemies:
        return Goal("hold", held, capture=True)
    return None


def probe(p: GoalPlanner, a: GoalAsk) -> Goal | None:
    """The side's cheapest free unit spots the ground by the point its last engineer is
    kept back from, for the guns (engine/ai/attack/clearing.py; `clear_cover` 0: off)."""
    return p.clearing.probe_goal(a.unit)


def spot(p: GoalPlanner, a: GoalAsk) -> Goal | None:
    """The side's cheapest free unit goes to see for its guns an enemy it remembers in
    their band (engine/ai/attack/spotter.py; `spotter` 0: off)."""
    return p.spotter.goal(a.unit)


def heal(p: GoalPlanner, a: GoalAsk) -> Goal | None:
    """A medic goes to the wounded foot units, else with the fighters."""
    if not a.t.has("heal"):
        return None
    hurt = cells_of(u for u in a.own if u.unit_type.is_foot and u.hp < u.max_hp)
    return Goal("heal", hurt or _spotting_front(p, a.own) or a.front,
                standoff=0 if hurt or _spotting(p) else 1,
                danger_factor=p.cfg.danger_support_factor)


def supply(p: GoalPlanner, a: GoalAsk) -> Goal | None:
    """A supply unit goes to the units short of ammunition or fuel, else with the fighters."""
    if not a.t.has("resupply"):
        return None
    short = cells_of(u for u in a.own if p.short_of_supply(u, 0.99))
    return Goal("supply", short or _spotting_front(p, a.own) or a.front,
                standoff=0 if short or _spotting(p) else 0.5,
                danger_factor=p.cfg.danger_support_factor)


def transport(p: GoalPlanner, a: GoalAsk) -> Goal | None:
    """An unarmed carrier takes its load to the load's goal (a helicopter lands near it,
    A11), fetches the stranded (airlift.py), else follows the fighters."""
    unit, t, cfg = a.unit, a.t, p.cfg
    if t.capacity <= 0 or t.weapons:
        return None
    cargo = [p.view.unit(c) for c in unit.cargo]
    if cargo:
        inner = p.goal(cargo[0])
        cells = inner.cells
        if t.is_aircraft:  # it must land to set its load down: near the goal
            cells = p.landing_zone(unit, inner.cells) or cells
        standoff = inner.standoff
        if inner.name == "artillery":  # a gun's goal is its range band (no standoff):
            # the carrier takes it to within its range of the front, not into it
            reach = max((w.max_range for w in cargo[0].unit_type.weapons), default=0)
            standoff = p.turns_for_cells(max(0, reach - 1), t)
        return Goal("carry", cells, standoff=0 if t.is_aircraft else standoff,
                    danger_factor=cfg.danger_support_factor)
    pickup = p.airlift.pickup_goal(unit, a.own) if t.is_aircraft else None
    if pickup is not None:
        return pickup
    return Goal("follow", _spotting_front(p, a.own) or a.front,
                standoff=0 if _spotting(p) else 1.5, danger_factor=cfg.danger_support_factor)


def guns_up(p: GoalPlanner, a: GoalAsk) -> Goal | None:
    """A gun beyond its range of every seen enemy moves up to the nearest cell in its band
    that no seen enemy's threat reaches (engine/ai/attack/guns_up.py; `guns_up` 0: off)."""
    return p.guns_up.goal(a.unit)


def artillery(p: GoalPlanner, a: GoalAsk) -> Goal | None:
    """A gun keeps the front within its range band; hunting with nothing in sight, it
    searches (a gun needs its side to see the target, A5)."""
    if not p.is_artillery(a.t):
        return None
    factor = p.cfg.danger_artillery_factor
    if _spotting(p):
        return Goal("search", a.front, danger_factor=factor)
    return Goal("artillery", a.front, standoff=INF, danger_factor=factor)


def defend(p: GoalPlanner, a: GoalAsk) -> Goal | None:
    """A defender keeps its points (or runs the clock near them), or goes for the unit it
    must kill once seen, else for the front."""
    if not p.defending:
        return None
    view, cfg = p.view, p.cfg
    held = tuple(vp.at for vp in view.vps if vp.owner == view.side)
    hunt = _kill_targets(p)
    radius = p.turns_for_cells(cfg.hold_radius, a.t)
    if p.clock and not hunt:
        # running the clock: near the points it keeps, if any, but above all alive
        keep = held or tuple(vp.at for vp in view.vps if vp.owner is None) or a.front
        return Goal("clock", keep, standoff=radius,
                    weight=cfg.progress_defend_factor * cfg.clock_progress_factor,
                    danger_factor=cfg.danger_defend_factor * cfg.clock_danger_factor)
    if held and not hunt:
        return Goal("defend", held, standoff=radius, weight=cfg.progress_defend_factor,
                    danger_factor=cfg.danger_defend_factor)
    return Goal("defend", hunt or a.front, weight=cfg.progress_defend_factor,
                danger_factor=cfg.danger_defend_factor)


def kill_target(p: GoalPlanner, a: GoalAsk) -> Goal | None:
    """A unit the side must kill (kill_unit), once seen, is what the attack goes for."""
    hunt = _kill_targets(p)
    return Goal("attack", hunt, danger_factor=p.cfg.danger_attack_factor) if hunt else None


def assault(p: GoalPlanner, a: GoalAsk) -> Goal | None:
    """Against a defence, the fighters go into its patrol zones together or not at all
    (engine/ai/attack/assault.py; `assault_min_units` 0: off)."""
    return p.assault.goal(a.unit, a.t)


def stage(p: GoalPlanner, a: GoalAsk) -> Goal | None:
    """A fighter waits on the stage ring while the attack on a strong front masses."""
    if not p.is_fighter(a.t) or p.wave_ready():
        return None
    ring = p.stage_cells(a.front)
    if not ring:
        return None
    cfg = p.cfg
    return Goal("stage", ring, weight=cfg.stage_weight, danger_factor=cfg.danger_attack_factor,
                offsets=p.flank.stage_offsets(a.unit, ring, cfg.stage_weight))


def attack(p: GoalPlanner, a: GoalAsk) -> Goal:
    """Everyone else goes for the front (a fighter for the end of the line, flank.py);
    against an unseen defence the fighters keep behind the probe (`probe_lead`)."""
    fighter = p.is_fighter(a.t)
    offsets = p.flank.target_offsets(a.unit, a.front, 1.0) if fighter else ()
    standoff = _firing_standoff(p, a.t)
    lead = p.timing.probe_lead(a.unit, a.front) if fighter and not a.enemies else None
    if lead is not None:
        standoff = max(standoff, lead)
    return Goal("attack", a.front, standoff=standoff,
                danger_factor=p.cfg.danger_attack_factor, offsets=offsets)


RULES: tuple[Rule, ...] = (hide, escort, need, capture, hunt_ender, contest, scout, guard, block,
                           hold, probe, spot, heal, supply, transport, guns_up, artillery, defend,
                           kill_target, assault, stage, attack)


def first_goal(p: GoalPlanner, unit: Unit, rules: Sequence[Rule] = RULES) -> Goal:
    """The goal of the first rule that answers for the unit (the last always does)."""
    ask = ask_for(p, unit)
    for rule in rules:
        goal = rule(p, ask)
        if goal is not None:
            return goal
    raise ValueError(f"no goal rule answers for unit '{unit.id}'")


# -- what the rules share ---------------------------------------------------------------------
def _recharge_cells(p: GoalPlanner, a: GoalAsk) -> tuple[Cell, ...]:
    """A10: the cells beside the side's pilots where a drone may land and recharge (within
    `drone_recharge_distance`, no unit of the side on them: it never lands on a unit)."""
    view = p.view
    near = view.rules.drone_recharge_distance
    taken = {u.at for u in a.own if u.at is not None and not u.flying}
    return tuple(sorted({c for u in a.own if u.at is not None and u.unit_type.has("pilot")
                         for c in view.grid.cells_within(u.at, near)
                         if c not in taken and c not in view.enemy_cells}))


def _kill_targets(p: GoalPlanner) -> tuple[Cell, ...]:
    """The seen enemies the side must kill (kill_unit)."""
    targets = {o.unit for o in p.view.my_aims(TARGET)}
    return cells_of(e for e in p.view.enemies if e.id in targets)


def _firing_standoff(p: GoalPlanner, t: UnitType) -> float:
    """A5: a ground fighter attacking the enemies it sees (or lurking, lurkers.py) closes to
    its direct-fire range
    less `attack_range_margin` (in side-turns of travel), not into their midst, where
    their patrol zones and alert shots reach it (A9); none while a point the enemy holds
    must be cleared (A12: its count stops only within the radius), unless
    `held_point_standoff` (then the seen defenders of the point are shot from range: the
    fighters clear it by fire, the engineers go in)."""
    view = p.view
    if not view.threats or t.is_aircraft or not p.is_fighter(t) or (
            not p.cfg.held_point_standoff
            and any(vp.owner not in (None, view.side) for vp in view.vps)):
        return 0.0
    reach = max((w.max_range for w in t.weapons if w.fire == "direct"), default=0)
    # the travel field is 0 on the enemy's own cell, so this stops a rifle (range 4) 2
    # cells out, inside its patrol zone (A9); `reach - margin` (3 cells) was measured
    # and lost the table games (docs/ai-log.md, "Staging within contact"): kept as it plays
    cells = reach - p.cfg.attack_range_margin - 1
    return p.turns_for_cells(max(0, cells), t)


def _buildings(p: GoalPlanner, service: str) -> list[Cell]:
    """The side's finished buildings that give the service."""
    view = p.view
    out = []
    for cell, s in view.state.structures.items():
        if (s.kind == "building" and s.finished and s.owner == view.side
                and service in view.catalog.buildings[s.type].services):
            out.append(cell)
    return out


def _spotting(p: GoalPlanner) -> bool:
    """Hunting with no enemy in sight: support units and guns search too."""
    return p.hunting and not p.view.enemies


def _spotting_front(p: GoalPlanner, own: Sequence[Unit]) -> tuple[Cell, ...]:
    """What a support unit with nobody to serve goes to: the fighters, or, hunting with
    no enemy in sight, the hunt's front (it spots for the guns, engine/ai/attack/hunt.py)."""
    if _spotting(p):
        return p.unseen_front()
    return cells_of(u for u in own if u.unit_type.weapons and not p.is_artillery(u.unit_type))


def _scout_cells(p: GoalPlanner) -> tuple[Cell, ...]:
    """Where a recon unit looks when no enemy is in sight: where the side last saw
    enemies, else the points it does not hold (the enemy's first), else the far side of
    the map from its other units (the likely enemy side; not from the recon units
    themselves, or the far side would move with them)."""
    view = p.view
    cells = p.last_seen()
    if not cells:
        cells = tuple(vp.at for vp in view.vps if vp.owner not in (None, view.side))
    if not cells:
        cells = tuple(vp.at for vp in view.vps if vp.owner is None)
    if cells:
        return cells
    mine = cells_of(u for u in view.own if not p.is_recon(u.unit_type))
    w, h = view.grid.width, view.grid.height
    if not mine:
        return ((w // 2, h // 2),)
    cx = sum(c[0] for c in mine) / len(mine)
    cy = sum(c[1] for c in mine) / len(mine)
    far = (min(w - 1, max(0, round(w - 1 - cx))), min(h - 1, max(0, round(h - 1 - cy))))
    return (far,)
