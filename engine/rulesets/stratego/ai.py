"""A small Stratego player for the play-test window and AI-vs-AI games: it sees only
what its side sees (`seen_units`, and where the enemy's pieces stood at its earlier
moves: a piece that moved is no bomb nor flag), takes sure wins, never attacks a revealed
piece that beats it, keeps its pieces out of the reach of revealed pieces that beat
them, keeps guards by its flag and defends it against pieces coming near it, hunts the revealed pieces it beats,
and otherwise advances a seeded random piece."""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping
from typing import Any

from engine.rulesets.stratego.game import HIDDEN, StrategoComputer, steps, stratego_rules

Action = dict[str, Any]
Cell = tuple[int, int]


def wins(attacker: str, defender: str, spy_beats_marshal: bool = False) -> bool | None:
    """Whether the attack certainly wins (True), certainly loses (False), or is unknown
    (a piece's `beats_when_attacking` counts only under the `spy_beats_marshal` option)."""
    if defender == HIDDEN:
        return None
    pieces = stratego_rules().pieces
    a, d = pieces[attacker], pieces[defender]
    if d.captured_wins:
        return True
    if d.kills_attackers:
        return a.defuses_bombs
    if spy_beats_marshal and a.beats_when_attacking == d.id:
        return True
    return (a.rank or 0) > (d.rank or 0)


def nearest(cell: Cell, others: Collection[Cell]) -> int | None:
    return min((steps(cell, o) for o in others), default=None)


def closer(start: Cell, to: Cell, goals: Collection[Cell], cap: int) -> int:
    """Steps a move comes nearer the nearest of `goals`, at most `cap` either way (a
    scout's long run counts no more than a step or two)."""
    gained = (nearest(start, goals) or 0) - (nearest(to, goals) or 0)
    return max(-cap, min(cap, gained))


class _Reading:
    """What the side knows at a move: its flag, the enemy pieces near it (threats), the
    revealed enemies by cell, and which enemy pieces are known to move."""

    def __init__(self, game: Any, side: str, moved: Collection[str],
                 w: StrategoComputer) -> None:
        units = game.seen_units(side)
        self.spy = getattr(game, "spy_beats_marshal", False)
        pieces = stratego_rules().pieces
        self.flags = flags = [tuple(u["at"]) for u in units
                              if u["side"] == side and pieces[u["type"]].captured_wins]
        self.enemies = {tuple(u["at"]): u for u in units if u["side"] != side}
        self.threats = {cell for cell, u in self.enemies.items()
                        if self.mobile(u, moved)
                        and (near := nearest(cell, flags)) is not None
                        and near <= w.flag_watch}
        self.revealed = {cell: u for cell, u in self.enemies.items() if u["type"] != HIDDEN}
        # hidden pieces never seen to move: the bombs and the flag are among them
        # (sought by the miners once they are few: at most `unmoved_slack` more than the
        # immobile pieces the enemy may still hide)
        self.unmoved = [cell for cell, u in self.enemies.items()
                        if u["type"] == HIDDEN and u["id"] not in moved]
        immobile = sum(p.count for p in pieces.values() if p.immobile) - sum(
            1 for u in self.revealed.values() if pieces[u["type"]].immobile)
        if len(self.unmoved) > immobile + w.unmoved_slack:
            self.unmoved = []

    @staticmethod
    def defuses(kind: str) -> bool:
        return stratego_rules().pieces[kind].defuses_bombs

    @staticmethod
    def rank(kind: str) -> int:
        return stratego_rules().pieces[kind].rank or 0

    @staticmethod
    def mobile(u: Mapping[str, Any], moved: Collection[str]) -> bool:
        if u["type"] == HIDDEN:
            return u["id"] in moved
        return not stratego_rules().pieces[u["type"]].immobile

    def exposed(self, mover: str, to: Cell) -> bool:
        """Whether a revealed enemy next to `to` surely beats the mover there."""
        return any(steps(to, cell) == 1 and self.mobile(u, ())
                   and wins(u["type"], mover, self.spy) is True
                   for cell, u in self.revealed.items())

    def stoppable(self, mover: str, at: Cell, reach: int) -> list[Cell]:
        """The threats to the flag within `reach` steps of the mover that it does not
        surely lose to."""
        return [cell for cell in self.threats if steps(at, cell) <= reach
                and wins(mover, self.enemies[cell]["type"], self.spy) is not False]

    def prey(self, mover: str) -> list[Cell]:
        """The revealed movable enemies the mover surely beats."""
        return [cell for cell, u in self.revealed.items()
                if self.mobile(u, ()) and wins(mover, u["type"], self.spy) is True]


def choose_action(game: Any, seed: int, moved: Collection[str] = ()) -> Action:
    """The best-scored legal move of the side to move; `moved` names the enemy pieces the
    side saw move (StrategoPlayer remembers them)."""
    rng = random.Random(seed * 1000003 + len(game.history_for(game.side)))
    side = game.side
    legal = game.legal_actions()
    if not legal:
        return {"type": "end_turn"}
    w = stratego_rules().computer  # the weights of stratego.yaml `computer`
    assert w is not None
    known = _Reading(game, side, moved, w)
    forward = -1 if side == game.sides[0] else 1
    scored: list[tuple[float, int, Action]] = []
    for i, action in enumerate(legal):
        mover = game.unit(action["unit"])
        start, to = tuple(mover["at"]), tuple(action["to"])
        target = known.enemies.get(to)
        score = rng.random()
        if target is not None:
            outcome = wins(mover["type"], target["type"], known.spy)
            score += {True: w.sure_win, False: w.sure_loss,
                      None: w.scout_unknown if mover["type"] == "scout" else w.unknown}[outcome]
            if to in known.threats and outcome is not False:
                score += w.defend_attack
            if to in known.unmoved:  # a bomb or the flag, maybe
                score += w.miner_unmoved if known.defuses(mover["type"]) else 0.0
            elif outcome is None and target["id"] in moved \
                    and known.rank(mover["type"]) >= w.attack_moved_rank:
                score += w.attack_moved  # a piece that moved is no bomb
        else:
            score += w.forward * forward * (to[1] - start[1])
            stoppable = known.stoppable(mover["type"], start, w.defend_reach)
            if stoppable:
                score += w.defend_approach * closer(start, to, stoppable, w.step_cap)
            prey = known.prey(mover["type"])
            if prey:
                score += w.hunt * closer(start, to, prey, w.step_cap)
            home = nearest(start, known.flags)
            if home is not None and home <= w.guard_radius and nearest(to, known.flags) > home:
                score += w.guard_leave  # a guard of the flag stays by it
            if known.defuses(mover["type"]) and known.unmoved:
                score += w.seek * closer(start, to, known.unmoved, w.step_cap)
            if known.exposed(mover["type"], to):
                score += w.exposed
        scored.append((score, -i, action))
    return dict(max(scored)[2])


class StrategoPlayer:
    """`choose_action` above as a player object (engine.ruleset.Player); it remembers
    where the enemy's pieces stood, so it knows which of them moved (public: every move
    is seen on the board)."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.stood: dict[str, Cell] = {}
        self.moved: set[str] = set()

    def _look(self, game: Any) -> None:
        for u in game.seen_units(game.side):
            if u["side"] == game.side or u["at"] is None:
                continue
            at = tuple(u["at"])
            if self.stood.setdefault(u["id"], at) != at:
                self.moved.add(u["id"])

    def choose_action(self, game: Any) -> Action:
        if game.result is not None:
            return {"type": "end_turn"}
        self._look(game)
        return choose_action(game, self.seed, self.moved)

    def play_turn(self, game: Any) -> list[dict[str, Any]]:
        """One move: the turn passes by itself after it."""
        if game.result is not None:
            return []
        return list(game.apply(self.choose_action(game)))
