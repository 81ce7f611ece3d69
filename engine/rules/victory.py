"""Victory points and the result of the game (A12).

Conditions are read once from the scenario into `VictoryRules` (plain data, so a cloned
game carries them along) and checked at three moments: after every action (destruction,
kill_unit, escort, a VP neutralised by an enemy coming near), at the end of a side-turn
(captures, and holding N VPs when a capture reaches N), and at the end of a round
(hold_until, the last round). Each result names how it came in `termination`, one of
`engine.results.TERMINATIONS` (DESIGN.md, "Results").

Each objective kind of `engine.scenario.kinds` registers its run hook here with
`@objective(kind, moment)`: "now" (after every action and side-turn) or "round_end";
tests/test_mission_kinds.py fails when a kind has none.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable

from engine.grid import Cell, Grid
from engine.records import record
from engine.results import Termination, game_over_event, make_result
from engine.rules.actions import Event
from engine.rules.state import GameState, UnitState, VictoryPoint
from engine.scenario.defaults import scenario_defaults
from engine.scenario.model import Scenario

# A condition met right now: (winner, or None for a draw; reason; termination kind).
Found = tuple[str | None, str, Termination]


@record(frozen=True)
class Objective:
    """An objective as the game runs it (and the AI reads it, `SideView.objectives`): the
    scenario's, frozen, with its area's cells (a named area's included) sorted."""

    kind: str
    side: str
    round: int | None = None
    unit: str | None = None
    units: tuple[str, ...] = ()
    area: tuple[Cell, ...] = ()
    by_round: int | None = None


@record(frozen=True)
class VictoryRules:
    destroy_all: bool
    hold_points: int | None  # any side wins holding this many; None: not by any side
    objectives: tuple[Objective, ...] = ()
    on_last_round: str = "draw"
    # per side (`hold_points: {red: 3}`): only these sides win by holding, each its number
    hold_by_side: tuple[tuple[str, int], ...] = ()

    def hold_needed(self, side: str) -> int | None:
        """The VPs `side` must hold to win (None: holding never wins it)."""
        if self.hold_by_side:
            return dict(self.hold_by_side).get(side)
        return self.hold_points

    def enemy_hold_needed(self, side: str, sides: tuple[str, ...]) -> int | None:
        """The fewest VPs a side other than `side` must hold to win (None: none can)."""
        needs = [n for s in sides if s != side and (n := self.hold_needed(s)) is not None]
        return min(needs) if needs else None

    @classmethod
    def from_scenario(cls, scenario: Scenario, vp_count: int, default_hold: int) -> VictoryRules:
        """Absent keys take the file format's defaults; without `hold_points` a map with
        VPs is won by holding the rules' default number of them (4), or all of them when
        it has fewer."""
        defaults = scenario_defaults()
        v = scenario.victory
        destroy_all = defaults.destroy_all if v is None or v.destroy_all is None else v.destroy_all
        hold = v.hold_points if v is not None else None
        by_side: tuple[tuple[str, int], ...] = ()
        if isinstance(hold, dict):  # per side: the sides named, 0 never wins
            by_side = tuple((side, n) for side, n in hold.items() if n > 0 and vp_count > 0)
            hold = None
        elif hold is None and vp_count > 0:
            hold = min(default_hold, vp_count)
        objectives = tuple(
            Objective(kind=o.kind, side=o.side, round=o.round, unit=o.unit,
                      units=tuple(o.units), area=tuple(sorted(set(scenario.objective_cells(o)))),
                      by_round=o.by_round)
            for o in (v.objectives if v is not None else []))
        last = defaults.on_last_round if v is None or v.on_last_round is None else v.on_last_round
        return cls(destroy_all=destroy_all, hold_points=hold or None, objectives=objectives,
                   on_last_round=last, hold_by_side=by_side)


# -- the objectives' run hooks ---------------------------------------------------------------
# (state, objective, the round just completed: at "round_end" only) -> met, or None
ObjectiveHook = Callable[[GameState, "Objective", int], "Found | None"]
OBJECTIVE_HOOKS: dict[str, tuple[str, ObjectiveHook]] = {}  # kind -> (moment, hook)
MOMENTS = ("now", "round_end")


def objective(kind: str, moment: str) -> Callable[[ObjectiveHook], ObjectiveHook]:
    """Register the run hook of objective kind `kind`, asked at `moment`."""
    assert moment in MOMENTS, moment

    def register(hook: ObjectiveHook) -> ObjectiveHook:
        OBJECTIVE_HOOKS[kind] = (moment, hook)
        return hook
    return register


def _met(state: GameState, rules: VictoryRules, moment: str, completed: int = 0) -> list[Found]:
    """The objectives of `moment` met now, in scenario order."""
    found: list[Found] = []
    for o in rules.objectives:
        when, hook = OBJECTIVE_HOOKS.get(o.kind, ("", None))
        if when == moment and hook is not None and (met := hook(state, o, completed)):
            found.append(met)
    return found


@objective("kill_unit", "now")
def _kill_unit(state: GameState, o: Objective, _: int) -> Found | None:
    if o.unit is not None and not state.units[o.unit].alive:
        return (o.side, f"{o.side} killed {o.unit}", "kill_unit")
    return None


@objective("escort", "now")
def _escort(state: GameState, o: Objective, _: int) -> Found | None:
    if not o.units or (o.by_round is not None and state.round > o.by_round):
        return None
    escorted = [state.units[uid] for uid in o.units]
    if all(u.alive and state.position(u) in o.area for u in escorted):
        return (o.side, f"{o.side} escorted {', '.join(o.units)} to the area", "escort")
    return None


@objective("hold_until", "round_end")
def _hold_until(state: GameState, o: Objective, completed: int) -> Found | None:
    """hold_until wins once its round has been played out."""
    if o.round is not None and completed >= o.round:
        return (o.side, f"{o.side} held out until the end of round {o.round}", "hold_until")
    return None


def _enemy_near(state: GameState, cell: Cell, side: str) -> UnitState | None:
    """The first unit of another side on the map within the VP radius of `cell` (in the
    order of `state.units`). Only the units on the cells within the radius are looked at,
    found at C speed in the two layers (every living unit on the map is in its layer at
    its cell once an action or a side-turn is done, when this is asked): after every
    action, for every held point, a big map's units looked at one by one were most of the
    victory check."""
    near = _disc(state, cell)
    units = state.units
    found = [u for c in near.intersection(state.ground) if (u := units[state.ground[c]]).alive
             and u.side != side]
    found += [u for c in near.intersection(state.air) if (u := units[state.air[c]]).alive
              and u.side != side]
    if len(found) <= 1:
        return found[0] if found else None
    first = {id(u) for u in found}
    return next(u for u in units.values() if id(u) in first)


def _disc(state: GameState, cell: Cell) -> frozenset[Cell]:
    """The cells within the VP radius of `cell`, kept with the grid (victory points
    never move: a few discs a game)."""
    radius = state.catalog.rules.vp_enemy_radius
    discs = _DISCS.get(state.grid)
    if discs is None:
        discs = _DISCS[state.grid] = {}
    found = discs.get((cell, radius))
    if found is None:
        found = discs[(cell, radius)] = frozenset(state.grid.cells_within(cell, radius))
    return found


# each grid's discs by (cell, radius), dropped with the grid
_DISCS: weakref.WeakKeyDictionary[Grid, dict[tuple[Cell, int], frozenset[Cell]]] = (
    weakref.WeakKeyDictionary())


def _capturer(state: GameState, vp: VictoryPoint) -> UnitState | None:
    """The engineer (capture ability) stationed on the VP, if any."""
    u = state.ground_unit(vp.at)
    return u if u is not None and u.type.has("capture") else None


def watch_points(state: GameState) -> list[Event]:
    """After every action: a held VP turns neutral as soon as an enemy comes within the
    radius, and a capture in progress restarts when its engineer left or an enemy came."""
    events: list[Event] = []
    for vp in state.vps:
        if vp.owner is not None:
            intruder = _enemy_near(state, vp.at, vp.owner)
            if intruder is not None:
                events.append({"type": "neutralised", "vp": vp.id, "was": vp.owner,
                               "by": intruder.id, "at": [vp.at[0], vp.at[1]]})
                vp.owner = None
        if vp.holder is not None:
            engineer = _capturer(state, vp)
            if (engineer is None or engineer.side != vp.holder
                    or _enemy_near(state, vp.at, vp.holder) is not None):
                vp.holder, vp.count = None, 0
    return events


def capture_points(state: GameState, side: str) -> list[Event]:
    """At the end of `side`'s side-turn: an engineer on a VP with no enemy within the radius
    counts one more end of side-turn; at the rules' number the VP is the side's (A12)."""
    rules = state.catalog.rules
    events: list[Event] = []
    for vp in state.vps:
        engineer = _capturer(state, vp)
        quiet = engineer is not None and _enemy_near(state, vp.at, side) is None
        if engineer is None or engineer.side != side or not quiet or vp.owner == side:
            if vp.holder == side:
                vp.holder, vp.count = None, 0
            continue
        vp.count = vp.count + 1 if vp.holder == side else 1
        vp.holder = side
        if vp.count >= rules.vp_capture_turns:
            vp.owner, vp.holder, vp.count = side, None, 0
            events.append({"type": "captured", "vp": vp.id, "side": side,
                           "unit": engineer.id, "at": [vp.at[0], vp.at[1]]})
        else:
            events.append({"type": "capturing", "vp": vp.id, "side": side,
                           "unit": engineer.id, "count": vp.count, "at": [vp.at[0], vp.at[1]]})
    return events


def _winners_now(state: GameState, rules: VictoryRules) -> list[Found]:
    """(winner or None for a draw, reason, termination) of every condition met right now."""
    found: list[Found] = []
    if rules.destroy_all:
        alive = [s for s in state.sides if any(True for _ in state.living(s))]
        if len(alive) <= 1:
            if alive:
                found.append((alive[0], f"{alive[0]} destroyed every enemy unit", "destroy_all"))
            else:
                found.append((None, "every unit of every side was destroyed", "destroy_all"))
    return found + _met(state, rules, "now")


def _holding(state: GameState, rules: VictoryRules, side: str) -> list[Found]:
    """A12: holding N VPs wins when a capture brings the side to N. VPs a scenario hands a
    side at the start count towards N but do not win by themselves: a defender that starts
    on every VP must not win before the attacker has played (the shipped missions rely on
    this). Per side (`hold_points: {red: 3}`) only the sides named win so."""
    need = rules.hold_needed(side)
    if need is None:
        return []
    held = sum(1 for vp in state.vps if vp.owner == side)
    if held < need:
        return []
    return [(side, f"{side} holds {held} of {len(state.vps)} victory points", "victory_points")]


def settle(state: GameState, found: list[Found]) -> list[Event]:
    """Set the result when some condition is met (A12). Several different winners at once
    make a draw whose reason names every condition and whose termination is that of the
    first condition met, in the order they are checked: destroy_all, the objectives in
    scenario order, then holding VPs."""
    if state.result is not None or not found:
        return []
    winners = {w for w, _, _ in found}
    winner, reason, termination = found[0]
    if len(winners) > 1:
        winner, reason = None, "draw: " + "; ".join(r for _, r, _ in found)
    state.result = make_result(winner, reason, termination, state.round)
    return [game_over_event(state.result)]


def after_action(state: GameState, rules: VictoryRules) -> list[Event]:
    events = watch_points(state)
    return events + settle(state, _winners_now(state, rules))


def end_of_side_turn(state: GameState, rules: VictoryRules, side: str) -> list[Event]:
    events = watch_points(state)
    captured = capture_points(state, side)
    found = _winners_now(state, rules)
    if any(e["type"] == "captured" for e in captured):
        found += _holding(state, rules, side)
    return events + captured + settle(state, found)


def end_of_round(state: GameState, rules: VictoryRules, completed: int) -> list[Event]:
    """hold_until wins once its round has been played out; after the scenario's last
    round, on_last_round decides (a draw or a named side)."""
    events = settle(state, _met(state, rules, "round_end", completed))
    if state.result is None and completed >= state.last_round:
        winner = None if rules.on_last_round == "draw" else rules.on_last_round
        reason = (f"the last round ({state.last_round}) ended: "
                  + ("a draw" if winner is None else f"{winner} wins"))
        events += settle(state, [(winner, reason, "last_round")])
    return events
