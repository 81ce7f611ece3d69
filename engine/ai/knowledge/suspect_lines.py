"""Lines of fire that may hide a unit (RULES.md A5 with A8), read by the player's fire
phase (engine/ai/player.py `_shot_options`).

A shot's legality reads only the units its side sees: a direct shot whose line an unseen
ground unit blocks is spent where that unit stands, and the side learns the cell
(`blocked_at` in its own `fired` or `smoke` event, never what stood there; docs/
rules-notes.md, "A line of fire is judged on knowledge"). So a careful shooter, before it
fires, weighs the lines that cross a cell where an enemy it does not see may stand:

- a cell where one of its shots was stopped within the last `shot_block_rounds` rounds
  (something was there): such a line is worth `blocked_line_factor` of its shot;
- a cell of a work or building not its own that it knows of, or one of the enemies it remembers
  and sees no more (lurkers.py), with no unit it sees on it: the cover a defender hides
  in, worth `suspect_line_factor`.

Everything read is the side's own: its events, the structures it knows, its lurkers."""

from __future__ import annotations

from engine.ai.view import SideView
from engine.grid import Cell


def shot_blocks(view: SideView) -> dict[Cell, int]:
    """The cells where the side's shots were stopped, with the round, the newest kept
    `shot_block_rounds` rounds; read from its own events as they come (TurnCache)."""
    cache, side, game = view.cache, view.side, view.game
    blocks = cache.shot_blocks.setdefault(side, {})
    game_id, start = cache.shot_blocks_read.get(side, (0, 0))
    if game_id != game.serial:
        blocks.clear()
        start = 0
    events = game.events_for(side, since=start)
    cache.shot_blocks_read[side] = (game.serial, start + len(events))
    for e in events:
        at = e.get("blocked_at")
        if at is not None and e.get("type") in ("fired", "smoke"):
            blocks[(at[0], at[1])] = game.round
    keep = game.round - view.cfg.shot_block_rounds
    for cell in [c for c, r in blocks.items() if r < keep]:
        del blocks[cell]
    return blocks


def suspect_cells(view: SideView) -> frozenset[Cell]:
    """Cells an unseen enemy may stand on across a line: the works and buildings not its
    own the side knows of and the lurkers' cells, none with a unit the side sees on it."""
    state, side = view.state, view.side
    cells = {c for c, s in state.structures.items() if s.owner != side}
    cells |= {e.at for e in view.lurkers if e.at is not None}
    return frozenset(cells - view.ground_cells)


def line_factor(view: SideView, a: Cell, b: Cell, blocks: dict[Cell, int],
                suspects: frozenset[Cell]) -> float:
    """What a direct shot's line from a to b is worth: 1 through cells it knows clear,
    less where a cell on the way stopped a shot or may hide an enemy."""
    if not blocks and not suspects:
        return 1.0
    factor = 1.0
    for step in view.grid.line_steps_between(a, b):
        for cell in step:
            if cell in blocks:
                return view.cfg.blocked_line_factor
            if cell in suspects:
                factor = view.cfg.suspect_line_factor
    return factor
