"""Classic Stratego (RULES.md B, Stratego) behind the same API as `Game`.

`engine.Game(scenario)` of a `ruleset: stratego` scenario is a `StrategoGame` (the ruleset
is registered in `engine.ruleset`): ranked pieces on a square board with lakes, one move a turn
(the turn passes by itself), ranks hidden from the opponent until a combat reveals them.
Every number (ranks, counts, board, zones, the two-square and chase limits) is read from
`engine/data/stratego.yaml`.
"""

from __future__ import annotations

import copy
import functools
import random
from collections.abc import Mapping
from dataclasses import field
from pathlib import Path
from typing import Any, Literal

from engine.data_files import DATA_DIR, load_record
from engine.records import record
from engine.results import Termination, game_over_event, make_result
from engine.rules.actions import Action, Event, IllegalAction, refuse
from engine.rules.game_base import GameBase
from engine.ruleset import RulesetOption, option_value
from engine.scenario.model import Scenario, Unit

Cell = tuple[int, int]
DATA = DATA_DIR / "stratego.yaml"
HIDDEN = "unknown"
STEPS: tuple[Cell, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1))


@record(frozen=True)
class PieceType:
    """One kind of piece (stratego.yaml `pieces`; its id is its key there)."""

    id: str
    rank: int | None
    count: int
    symbol: str
    moves_far: bool = False
    immobile: bool = False
    defuses_bombs: bool = False
    kills_attackers: bool = False
    captured_wins: bool = False
    beats_when_attacking: str | None = None

    def __post_init__(self) -> None:
        if self.count < 0:
            raise ValueError(f"count {self.count} must be >= 0")
        if not 1 <= len(self.symbol) <= 3:
            raise ValueError(f"symbol {self.symbol!r} must be 1-3 characters")


@record(frozen=True)
class StrategoRules:
    width: int
    height: int
    land: str
    lake: str
    lakes: frozenset[Cell]
    zones: dict[str, tuple[int, int]]
    pieces: dict[str, PieceType]
    back_and_forth_limit: int
    chase_limit: int
    rounds: int = 500
    computer: StrategoComputer | None = None
    scripts: StrategoScripts | None = None

    def zone_rows(self, scenario_sides: list[str], side: str) -> tuple[int, int]:
        """The rows a side deploys in: the first side nearest the bottom edge."""
        return self.zones["first" if side == scenario_sides[0] else "second"]

    def terrain_rows(self) -> list[str]:
        return ["".join(self.lake if (c, r) in self.lakes else self.land
                        for c in range(self.width)) for r in range(self.height)]


@record(frozen=True)
class StrategoBoard:
    """stratego.yaml `board`: a square board of land and lake squares."""

    grid: Literal["square"]
    width: int
    height: int
    land: str
    lake: str
    lakes: tuple[tuple[int, int], ...]

    def __post_init__(self) -> None:
        if self.width < 1 or self.height < 1:
            raise ValueError("width and height must be >= 1")
        if len(self.land) != 1 or len(self.lake) != 1 or self.land == self.lake:
            raise ValueError("land and lake must be two different characters")
        outside = [c for c in self.lakes
                   if not (0 <= c[0] < self.width and 0 <= c[1] < self.height)]
        if outside:
            raise ValueError(f"lakes {outside} lie off the board")


@record(frozen=True)
class StrategoScenario:
    """stratego.yaml `scenario`: what a scenario switched to Stratego starts from."""

    rounds: int

    def __post_init__(self) -> None:
        if self.rounds < 1:
            raise ValueError(f"rounds {self.rounds} must be >= 1")


@record(frozen=True)
class StrategoComputer:
    """stratego.yaml `computer`: the computer player's score of a move (ai.py)."""

    sure_win: float
    sure_loss: float
    scout_unknown: float
    unknown: float
    forward: float
    flag_watch: int  # an enemy piece known to move this near the flag (steps) threatens it
    defend_attack: float  # attacking such a threat (not a sure loss)
    defend_approach: float  # per step a piece comes nearer the nearest threat...
    defend_reach: int  # ...of those this near it (steps)
    step_cap: int  # a move counts at most this many steps nearer or farther (scouts)
    guard_radius: int  # a piece this near its flag (steps) is a guard of it...
    guard_leave: float  # ...and moving farther from it, not to attack, scores this
    hunt: float  # per step nearer a revealed enemy the mover surely beats
    exposed: float  # ending next to a revealed enemy that surely beats the mover
    miner_unmoved: float  # a miner attacking a hidden piece never seen to move
    seek: float  # per step a miner comes nearer such a piece...
    unmoved_slack: int  # ...once they are at most this many more than the hidden immobile
    attack_moved: float  # a piece of at least this rank attacking a hidden piece that...
    attack_moved_rank: int  # ...moved (no bomb)


@record(frozen=True)
class StrategoScripts:
    """stratego.yaml `scripts`: the probe's scripted styles' scores of a move
    (scripted.py): the flag rush's, the cautious defence's, scouts first's."""

    high_pieces: int
    rush_sure_win: float
    rush_unknown: float
    rush_sure_loss: float
    rush_forward: float
    cautious_win: float
    cautious_loss: float
    cautious_threatened: float
    cautious_high_advance: float
    cautious_rank: float
    cautious_forward: float
    probe_win: float
    probe_loss: float
    probe_scout_unknown: float
    probe_unknown: float
    probe_threatened: float
    probe_closing: float
    probe_rank: float
    probe_scout_forward: float
    probe_forward: float


@record(frozen=True)
class StrategoFile:
    """stratego.yaml as written (RULES.md B, Stratego)."""

    board: StrategoBoard
    zones: Mapping[Literal["first", "second"], tuple[int, int]]
    pieces: Mapping[str, PieceType]
    back_and_forth_limit: int
    chase_limit: int
    scenario: StrategoScenario
    computer: StrategoComputer
    scripts: StrategoScripts

    def __post_init__(self) -> None:
        zone_keys: tuple[Literal["first", "second"], ...] = ("first", "second")
        for key in zone_keys:
            rows = self.zones.get(key)
            if rows is None:
                raise ValueError(f"field 'zones' lacks {key}")
            if not 0 <= rows[0] <= rows[1] < self.board.height:
                raise ValueError(f"field 'zones': {key} rows {list(rows)} must lie on the "
                                 f"board, first <= last")
        for piece in self.pieces.values():
            beaten = piece.beats_when_attacking
            if beaten is not None and beaten not in self.pieces:
                raise ValueError(f"piece {piece.id!r}: beats_when_attacking names unknown "
                                 f"piece {beaten!r}")


def load_stratego_rules(directory: Path | None = None) -> StrategoRules:
    """Read stratego.yaml of a data directory (the shipped one unless given); a missing,
    unknown or mistyped key is a CatalogError naming the file and key."""
    f = load_record(StrategoFile, DATA.name, directory)
    return StrategoRules(
        width=f.board.width, height=f.board.height, land=f.board.land, lake=f.board.lake,
        lakes=frozenset(f.board.lakes), zones={str(k): v for k, v in f.zones.items()},
        pieces=dict(f.pieces),
        back_and_forth_limit=f.back_and_forth_limit, chase_limit=f.chase_limit,
        rounds=f.scenario.rounds, computer=f.computer, scripts=f.scripts)


@functools.lru_cache(maxsize=1)
def stratego_rules() -> StrategoRules:
    """The shipped rules, read once."""
    return load_stratego_rules()


# The ruleset's options (scenario `ruleset_options`). The seed: "Il maresciallo (10)
# sconfigge il generale (9) e tutti gli altri gradi", the spy included; the classic rule
# that a spy attacking the marshal wins (a piece's `beats_when_attacking`) is a switch.
OPTIONS = {
    "spy_beats_marshal": RulesetOption(
        default=False, title="Spy beats the marshal",
        help="The classic rule: a spy that attacks the marshal removes it. Off, the "
             "marshal beats every rank, the spy included (the seed's rule)."),
}


def deploy_order(scenario: Scenario) -> list[str]:
    """Sides in the order zones are given: first_side first."""
    ids = [s.id for s in scenario.sides]
    first = ids.index(scenario.first_side) if scenario.first_side in ids else 0
    return ids[first:] + ids[:first]


def random_deployment(side: str, rows: tuple[int, int], rng: random.Random,
                      prefix: str | None = None) -> list[Unit]:
    """A random legal deployment of a whole side in its rows (the editor's "random
    setup"): every piece of the data's counts, one a square, ids that tell no rank."""
    rules = stratego_rules()
    cells = [(c, r) for r in range(rows[0], rows[1] + 1) for c in range(rules.width)
             if (c, r) not in rules.lakes]
    kinds = [p.id for p in rules.pieces.values() for _ in range(p.count)]
    assert len(kinds) <= len(cells), "the zone is too small for the pieces"
    rng.shuffle(cells)
    tag = prefix or side[:1]
    placed = list(zip(kinds, cells[:len(kinds)], strict=True))
    # Ids are numbered in board order, not rank order: an opponent who reads an id learns
    # nothing but where the piece started, which it sees anyway.
    placed.sort(key=lambda kc: (kc[1][1], kc[1][0]))
    return [Unit(id=f"{tag}{i + 1:02d}", type=kind, side=side, at=cell)
            for i, (kind, cell) in enumerate(placed)]


@record
class Piece:
    id: str
    type: PieceType
    side: str
    at: Cell | None
    revealed: bool = False

    @property
    def alive(self) -> bool:
        return self.at is not None


@record
class StrategoState:
    pieces: dict[str, Piece]
    board: dict[Cell, str]
    order: list[str]
    last_round: int
    side_index: int = 0
    round: int = 1
    result: dict[str, Any] | None = None
    # per side: the piece moving back and forth, its two squares, how many times
    oscillation: dict[str, dict[str, Any]] = field(default_factory=dict)
    # per side: the piece following an enemy piece, the target, how many moves
    chase: dict[str, dict[str, Any]] = field(default_factory=dict)
    last_move: dict[str, Any] | None = None

    @property
    def side(self) -> str:
        return self.order[self.side_index]


class StrategoGame(GameBase):
    """A game of classic Stratego with the game API of DESIGN.md (`engine.ruleset.GameAPI`)."""

    ruleset = "stratego"

    def __init__(self, scenario: Scenario, seed: int = 0, catalog: Any = None) -> None:
        super().__init__(seed)
        self.rules = stratego_rules()
        # a piece's beats_when_attacking holds only with this option on
        self.spy_beats_marshal = option_value(OPTIONS, scenario, "spy_beats_marshal")
        self.on_last_round = (scenario.victory.on_last_round if scenario.victory
                              and scenario.victory.on_last_round else "draw")
        pieces: dict[str, Piece] = {}
        board: dict[Cell, str] = {}
        for u in scenario.units:
            if u.at is None:
                continue
            pieces[u.id] = Piece(u.id, self.rules.pieces[u.type], u.side, u.at)
            board[u.at] = u.id
        self.state = StrategoState(pieces=pieces, board=board, order=deploy_order(scenario),
                                   last_round=scenario.rounds)
        self.events.append({"type": "turn_started", "side": self.side, "round": 1})
        self.turns = None
        self._start_channel()

    # -- reading ------------------------------------------------------------------------
    @property
    def side(self) -> str:
        return self.state.side

    @property
    def phase(self) -> str | None:
        return None

    @property
    def turn_info(self) -> dict[str, Any]:
        return {"ruleset": "stratego"}

    def _view(self, piece: Piece, viewer: str | None) -> dict[str, Any]:
        hidden = viewer is not None and piece.side != viewer and not piece.revealed
        kind = HIDDEN if hidden else piece.type.id
        return {"id": piece.id, "type": kind, "side": piece.side,
                "at": piece.at, "alive": piece.alive, "revealed": piece.revealed,
                "rank": None if hidden else piece.type.rank,
                "symbol": "?" if hidden else piece.type.symbol,
                "hp": 1 if piece.alive else 0, "max_hp": 1, "ap": 0, "max_ap": 0,
                "ammo": None, "max_ammo": None, "fuel": None, "max_fuel": None,
                "aboard": None, "cargo": [], "flying": False, "landed": False,
                "moved": False, "shots_fired": 0, "shots_left": 0, "weapons_used": {},
                "alert": False, "camouflaged": False, "name": None}

    def unit(self, unit_id: str) -> dict[str, Any]:
        return self._view(self.state.pieces[unit_id], None)

    def units(self, side: str | None = None) -> list[dict[str, Any]]:
        return [self._view(p, None) for p in self.state.pieces.values()
                if p.alive and (side is None or p.side == side)]

    def seen_units(self, side: str) -> list[dict[str, Any]]:
        """Every piece on the board; the opponent's rank only once revealed by combat."""
        return [self._view(p, side) for p in self.state.pieces.values() if p.alive]

    def visible_cells(self, side: str) -> set[Cell]:
        return {(c, r) for c in range(self.rules.width) for r in range(self.rules.height)}

    def known_mines(self, side: str) -> set[Cell]:
        return set()

    def system_actions(self) -> list[Action]:
        return []

    def may_act(self, unit_id: str, kind: str = "move") -> bool:
        piece = self.state.pieces.get(unit_id)
        return piece is not None and piece.alive and piece.side == self.side

    # -- moves --------------------------------------------------------------------------
    def _on_board(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.rules.width and 0 <= cell[1] < self.rules.height

    def destinations(self, piece: Piece) -> list[Cell]:
        """Squares the piece may move to or attack, before the two-square and chase
        rules: one step orthogonally, or a scout's straight line over empty squares."""
        if not piece.alive or piece.type.immobile or piece.at is None:
            return []
        out: list[Cell] = []
        for dc, dr in STEPS:
            c, r = piece.at
            while True:
                c, r = c + dc, r + dr
                cell = (c, r)
                if not self._on_board(cell) or cell in self.rules.lakes:
                    break
                other = self.state.board.get(cell)
                if other is not None:
                    if self.state.pieces[other].side != piece.side:
                        out.append(cell)
                    break
                out.append(cell)
                if not piece.type.moves_far:
                    break
        return out

    def _move_problem(self, piece: Piece, to: Cell) -> str | None:
        if piece.side != self.side:
            return f"piece '{piece.id}' is {piece.side}'s, and it is {self.side}'s turn"
        if piece.type.immobile:
            return f"the {piece.type.id} never moves"
        if to not in self.destinations(piece):
            return f"piece '{piece.id}' cannot move to {list(to)}"
        assert piece.at is not None
        osc = self.state.oscillation.get(piece.side)
        if (osc and osc["piece"] == piece.id and {piece.at, to} == set(map(tuple, osc["cells"]))
                and osc["count"] >= self.rules.back_and_forth_limit):
            return (f"two-square rule: piece '{piece.id}' has moved between {list(piece.at)} "
                    f"and {list(to)} {osc['count']} times in a row")
        chased = self._chased(piece, to)
        if chased is not None:
            return (f"no endless chasing: piece '{piece.id}' has followed '{chased}' "
                    f"{self.rules.chase_limit} times; it must stop")
        return None

    def _chased(self, piece: Piece, to: Cell) -> str | None:
        """The enemy piece this move would follow once too often, or None."""
        last = self.state.last_move
        chase = self.state.chase.get(piece.side)
        if not last or not chase or chase["piece"] != piece.id or to in self.state.board:
            return None
        target = self.state.pieces.get(last["piece"])
        if (target is None or target.at is None or chase["target"] != target.id
                or steps(to, target.at) != 1):
            return None
        return target.id if chase["count"] >= self.rules.chase_limit else None

    def reachable_cells(self, unit_id: str) -> dict[Cell, Any]:
        piece = self.state.pieces[unit_id]
        if piece.side != self.side:
            return {}
        return {c: None for c in self.destinations(piece) if self._move_problem(piece, c) is None}

    def legal_actions(self) -> list[Action]:
        if self.state.result is not None:
            return []
        out: list[Action] = []
        for piece in self.state.pieces.values():
            if piece.alive and piece.side == self.side:
                for cell in self.destinations(piece):
                    if self._move_problem(piece, cell) is None:
                        out.append({"type": "move", "unit": piece.id, "to": [cell[0], cell[1]]})
        return out

    def _check(self, action: object) -> tuple[Piece, Cell]:
        if not isinstance(action, dict):
            raise IllegalAction(f"an action is a dict with a 'type', got {action!r}")
        if self.state.result is not None:
            raise IllegalAction(f"the game is over: {self.state.result['reason']}")
        if action.get("type") != "move":
            raise IllegalAction("in Stratego a turn is one move (type 'move'); there is no "
                                "passing")
        piece = self.state.pieces.get(str(action.get("unit")))
        if piece is None or not piece.alive:
            raise IllegalAction(f"there is no piece {action.get('unit')!r} on the board")
        to = action.get("to")
        if not (isinstance(to, (list, tuple)) and len(to) == 2
                and all(isinstance(v, int) for v in to)):
            raise IllegalAction(f"'to' must be a cell [col, row], got {to!r}")
        cell = (int(to[0]), int(to[1]))
        why = self._move_problem(piece, cell)
        refuse(why)
        return piece, cell

    def apply(self, action: Action) -> list[Event]:
        piece, to = self._check(action)
        state = self.state
        side = state.side
        start = piece.at
        assert start is not None
        events: list[Event] = []
        self._track(piece, start, to)
        defender_id = state.board.get(to)
        if defender_id is None:
            del state.board[start]
            state.board[to] = piece.id
            piece.at = to
            events.append({"type": "moved", "unit": piece.id, "path": [list(start), list(to)]})
        else:
            events += self._combat(piece, state.pieces[defender_id])
        state.last_move = {"piece": piece.id, "from": list(start), "to": list(to)}
        self.history.append(copy.deepcopy(action))
        if state.result is None:
            events += self._next_turn()
        self.events += events
        self._tell_sides(side, action, events)
        return events

    def _unit_ids(self) -> list[str]:
        return list(self.state.pieces)

    def _track(self, piece: Piece, start: Cell, to: Cell) -> None:
        """Counts for the two-square rule and the chase rule."""
        state = self.state
        osc = state.oscillation.get(piece.side)
        if osc and osc["piece"] == piece.id and {start, to} == set(map(tuple, osc["cells"])):
            osc["count"] += 1
        else:
            state.oscillation[piece.side] = {"piece": piece.id, "cells": [list(start), list(to)],
                                             "count": 1}
        last = state.last_move
        target = state.pieces.get(last["piece"]) if last else None
        follows = (target is not None and target.at is not None and to not in state.board
                   and steps(to, target.at) == 1)
        chase = state.chase.get(piece.side)
        if follows and target is not None:
            if chase and chase["piece"] == piece.id and chase["target"] == target.id:
                chase["count"] += 1
            else:
                state.chase[piece.side] = {"piece": piece.id, "target": target.id, "count": 1}
        else:
            state.chase.pop(piece.side, None)

    def _combat(self, attacker: Piece, defender: Piece) -> list[Event]:
        """RULES.md B, Stratego: ranks are told; the lower is removed, equal both; bombs kill every
        attacker but the miner; the spy beats the marshal when it attacks only with the
        `spy_beats_marshal` option; the flag is captured."""
        state = self.state
        a, d = attacker.type, defender.type
        if d.captured_wins:
            outcome = "attacker"
        elif d.kills_attackers:
            outcome = "attacker" if a.defuses_bombs else "defender"
        elif self.spy_beats_marshal and a.beats_when_attacking == d.id:
            outcome = "attacker"
        elif a.rank == d.rank:
            outcome = "both"
        else:
            outcome = "attacker" if (a.rank or 0) > (d.rank or 0) else "defender"
        attacker.revealed = defender.revealed = True
        events: list[Event] = [{"type": "combat", "attacker": attacker.id, "attacker_type": a.id,
                                "defender": defender.id, "defender_type": d.id,
                                "at": list(defender.at or (0, 0)), "winner": outcome}]
        start, cell = attacker.at, defender.at
        assert start is not None and cell is not None
        if outcome in ("attacker", "both"):
            self._remove(defender, events)
        if outcome in ("defender", "both"):
            self._remove(attacker, events)
        if outcome == "attacker":
            del state.board[start]
            state.board[cell] = attacker.id
            attacker.at = cell
        if d.captured_wins:
            self._win(attacker.side, f"{attacker.side} captured the flag", "flag_captured",
                      events)
        return events

    def _remove(self, piece: Piece, events: list[Event]) -> None:
        assert piece.at is not None
        del self.state.board[piece.at]
        events.append({"type": "destroyed", "unit": piece.id, "at": list(piece.at)})
        piece.at = None

    def _win(self, side: str | None, reason: str, termination: Termination,
             events: list[Event]) -> None:
        self.state.result = make_result(side, reason, termination, self.state.round)
        events.append(game_over_event(self.state.result))

    def _next_turn(self) -> list[Event]:
        state = self.state
        side = state.side
        following = (state.side_index + 1) % len(state.order)
        events: list[Event] = [{"type": "turn_ended", "side": side,
                                "next": state.order[following], "round": state.round}]
        if following == 0:
            events.append({"type": "round_ended", "round": state.round})
            if state.round >= state.last_round:
                winner = None if self.on_last_round == "draw" else self.on_last_round
                self._win(winner, f"the last round ({state.round}) has ended", "last_round",
                          events)
                return events
            state.round += 1
        state.side_index = following
        if not self.legal_actions():
            mover = state.side
            self._win(side, f"{mover} has no piece left that can move", "no_moves", events)
            return events
        return events + [{"type": "turn_started", "side": state.side, "round": state.round}]



def steps(a: Cell, b: Cell) -> int:
    """Orthogonal steps between two squares (the AI and the scripts read it too)."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1])
