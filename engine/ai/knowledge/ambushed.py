"""Where the side was shot from the dark (issue 32: the attack on a hidden defence in cover;
`ambushed_danger` in ai.yaml).

RULES.md A8: a side learns nothing of an unseen enemy's shot but what befell its own
units: its channel (`game.events_for`) keeps a `fired` event of an unknown shooter with
the cell it struck and the victim, never the shooter nor where it fired from. That is
enough to know that a hidden enemy watches that cell: an attacker that sends its next
unit to the same ground walks into the same kept (Alert) or patrol shot (the traces of
Harrow Ford's host and the Eagle's Nest's sky against the ambush, docs/ai-log.md). So the
side remembers, `ambushed_rounds` rounds, each cell where one of its units was struck by a
shooter it did not see, with the damage, and a ground unit ending its move within
`ambushed_radius` of such a cell weighs that damage as danger, `ambushed_danger` times,
while no unit of its own stands where it would spot a small unit in cover beside it (the
struck unit still there, or the first to come near, clears it for the others). Only a side attacking a defence weighs
them. 0: off.

In a meeting fight (neither side wins by not losing) the shooter is no closer to be found
by walking up to the cell: Four Ways by Phases' amber against the ambush (docs/ai-log.md,
stop 53 and 54) lost a unit a round to a mortar and a camouflaged sniper eight cells off in
the corners' woods, each shot on a cell its side had been struck on before, two rounds
earlier. With `ambushed_meeting` > 0 such a side weighs its struck cells too, that many
times, kept `ambushed_meeting_rounds` rounds, and a unit of its own standing by a cell
does not clear it (the struck unit that stays there is struck again): only seeing an
enemy on the cell does."""

from __future__ import annotations

from engine.ai.view import SideView, Unit
from engine.grid import Cell
from engine.rules.sight_range import unit_vision


def struck_cells(view: SideView, rounds: int | None = None) -> dict[Cell, tuple[int, float]]:
    """The cells where the side's units were struck by shooters it did not see, with the
    round and the damage (the largest), the newest kept `rounds` rounds (`ambushed_rounds`
    unless given); read from its own events as they come (TurnCache), which keeps them
    as long as either memory asks."""
    cache, side, game = view.cache, view.side, view.game
    struck = cache.struck.setdefault(side, {})
    game_id, start = cache.struck_read.get(side, (0, 0))
    if game_id != game.serial:  # a serial, not an address: a freed game's is reused
        struck.clear()
        start = 0
    events = game.events_for(side, since=start)
    cache.struck_read[side] = (game.serial, start + len(events))
    pending: Cell | None = None
    for e in events:
        kind = e.get("type")
        if kind == "fired" and e.get("unit") is None and e.get("victim") is not None \
                and isinstance(e.get("target"), list):
            pending = (e["target"][0], e["target"][1])
            old = struck.get(pending)
            struck[pending] = (game.round, old[1] if old and old[0] == game.round else 0.0)
        elif kind == "damaged" and pending is not None and e.get("cause") is None:
            r, dmg = struck[pending]
            struck[pending] = (r, max(dmg, float(e.get("amount", 0))))
            pending = None
        elif kind != "damaged":
            pending = None
    cfg = view.cfg
    kept = max(cfg.ambushed_rounds, cfg.ambushed_meeting_rounds if cfg.ambushed_meeting else 0)
    for cell in [c for c, (r, _) in struck.items() if r <= game.round - kept]:
        del struck[cell]
    keep = game.round - (cfg.ambushed_rounds if rounds is None else rounds)
    return {c: v for c, v in struck.items() if v[0] > keep}


class AmbushedGround:
    """The struck cells at one decision (those a unit of the side now clears left out)."""

    def __init__(self, view: SideView) -> None:
        self.view = view
        self._cells: list[tuple[Cell, float]] | None = None
        self._on: bool | None = None
        self.weight = view.cfg.ambushed_danger  # the factor on the loss (the meeting's there)
        self._meeting = False

    def on(self) -> bool:
        """Only a side that attacks a defence (`SideView.against_defence`) weighs them: a
        defender struck in its own ground holds it (measured: Crossing the Wend's guard
        lost three cells weighing them); with `ambushed_meeting`, a side in a meeting
        fight too (`SideView.meeting_fight`)."""
        if self._on is None:
            view, cfg = self.view, self.view.cfg
            self._on = cfg.ambushed_danger > 0 and view.against_defence()
            if not self._on and cfg.ambushed_meeting > 0 and view.meeting_fight():
                self._on, self._meeting, self.weight = True, True, cfg.ambushed_meeting
        return self._on

    def cells(self) -> list[tuple[Cell, float]]:
        if self._cells is not None:
            return self._cells
        view = self.view
        rules, dist = view.rules, view.grid.distance
        hidden = rules.concealment("small", True)
        near = rules.always_spotted_distance
        state = view.state
        own = [(u.at, unit_vision(u.unit_type, state.hour, state.season, rules, state.rain))
               for u in view.own if u.at is not None]
        found = []
        rounds = view.cfg.ambushed_meeting_rounds if self._meeting else None
        for cell, (_, dmg) in sorted(struck_cells(view, rounds).items()):
            if dmg <= 0 or cell in view.enemy_cells:
                continue
            # cleared: a unit of ours would spot a small unit in cover beside the cell
            if not self._meeting and any(dist(at, cell) + 1 <= max(near, vision - hidden)
                                         for at, vision in own):
                continue
            found.append((cell, dmg))
        self._cells = found
        return found

    def loss(self, unit: Unit, cell: Cell) -> float:
        """The unit's expected loss (value share, as `SideView.expected_loss`) ending its
        move within `ambushed_radius` of a struck cell: the largest damage struck there
        again, less its cover."""
        cells = self.cells()
        if not cells:
            return 0.0
        view = self.view
        radius, dist = view.cfg.ambushed_radius, view.grid.distance
        dmg = max((d for c, d in cells if dist(c, cell) <= radius), default=0.0)
        if dmg <= 0:
            return 0.0
        dmg = max(float(view.rules.min_damage), dmg - view.cover_at(cell))
        share = min(unit.hp, dmg) / max(1, unit.max_hp)
        if dmg >= unit.hp:
            share += view.cfg.kill_bonus
        return share * view.unit_value(unit)
