"""Resizing a map: shift terrain, units and features, and drop what falls off the edge.

Pure functions on the model (no Qt), so the editor's Resize dialog, scripts and tests
share one definition. On hex maps (odd-r offset rows) an odd row shift would move every
hex half a cell sideways relative to its neighbours, shearing rivers and roads; callers
keep the row offset even there (`even_row_offset`), and `resized_scenario` refuses an
odd one rather than silently distort the map.
"""

from __future__ import annotations

import copy

from engine.records import record
from engine.scenario import mission as m
from engine.scenario.kinds import OBJECTIVES
from engine.scenario.model import Cell, Objective, Scenario

MAX_SIDE = 256


@record(frozen=True)
class ResizeLoss:
    """What a resize would drop: shown to the designer before they accept."""

    units: tuple[str, ...]
    features: int
    area_cells: int
    objectives: int

    @property
    def empty(self) -> bool:
        return not (self.units or self.features or self.area_cells or self.objectives)


def is_hex(scenario: Scenario) -> bool:
    return (scenario.map.grid or "hex") == "hex"


def even_row_offset(offset_row: int) -> int:
    """The nearest even offset not above `offset_row` (keeps odd-r rows odd)."""
    return offset_row - (offset_row % 2)


def anchor_offset(old: int, new: int, anchor: int) -> int:
    """Offset of the old content for an anchor 0 (start edge), 1 (centre), 2 (end edge)."""
    if anchor == 0:
        return 0
    if anchor == 2:
        return new - old
    return (new - old) // 2


def _shift(cell: Cell, dc: int, dr: int) -> Cell:
    return (cell[0] + dc, cell[1] + dr)


def _inside(cell: Cell, w: int, h: int) -> bool:
    return 0 <= cell[0] < w and 0 <= cell[1] < h


def _check(scenario: Scenario, new_w: int, new_h: int, offset_row: int, fill_char: str) -> None:
    if not (1 <= new_w <= MAX_SIDE and 1 <= new_h <= MAX_SIDE):
        raise ValueError(f"the map must be 1-{MAX_SIDE} cells each way, not {new_w}x{new_h}")
    if len(fill_char) != 1:
        raise ValueError(f"fill_char must be one terrain character, not {fill_char!r}")
    if is_hex(scenario) and offset_row % 2:
        raise ValueError(f"on a hex map the row offset must be even (odd-r rows), not "
                         f"{offset_row}; use even_row_offset()")


def resized_scenario(scenario: Scenario, new_w: int, new_h: int, offset_col: int,
                     offset_row: int, fill_char: str) -> Scenario:
    """A copy with the map resized; old cell (c, r) becomes (c + offset_col, r + offset_row).

    New cells get `fill_char`. Units and features that land outside are dropped, with the
    cargo of dropped carriers; escort area cells outside are dropped; an objective left
    with no unit or no area cell (its subject fell off the map) is dropped too, since it
    could no longer be met. Other references are kept: validation reports any left dangling.
    """
    _check(scenario, new_w, new_h, offset_row, fill_char)
    out = copy.deepcopy(scenario)
    old = scenario.map
    rows = []
    for r in range(new_h):
        src_r = r - offset_row
        if 0 <= src_r < old.height:
            src = old.rows[src_r]
            rows.append("".join(
                src[c - offset_col] if 0 <= c - offset_col < len(src) else fill_char
                for c in range(new_w)))
        else:
            rows.append(fill_char * new_w)
    out.map.width, out.map.height, out.map.rows = new_w, new_h, rows

    dropped = _dropped_unit_ids(scenario, new_w, new_h, offset_col, offset_row)
    out.units = [u for u in out.units if u.id not in dropped]
    for u in out.units:
        if u.at is not None:
            u.at = _shift(u.at, offset_col, offset_row)
        u.cargo = [c for c in u.cargo if c not in dropped]
    out.features = [f for f in out.features
                    if _inside(_shift(f.at, offset_col, offset_row), new_w, new_h)]
    for f in out.features:
        f.at = _shift(f.at, offset_col, offset_row)
    if out.victory is not None:
        kept: list[Objective] = []
        for o in out.victory.objectives:
            if _objective_survives(o, dropped, new_w, new_h, offset_col, offset_row):
                kept.append(o)
        out.victory.objectives = kept
    _shift_mission(out, new_w, new_h, offset_col, offset_row)
    return out


def _shift_mission(out: Scenario, w: int, h: int, dc: int, dr: int) -> None:
    """Shift the mission's cells (DESIGN.md, "Mission events"): labels and reinforcements
    that fall off are dropped, area, zone, `enters`, `unit_at`, `set_terrain`, `reveal`
    and `objective` cells outside are trimmed, a `bridge` off the map is dropped."""

    def trim(cells: list[Cell]) -> list[Cell]:
        return [c for c in (_shift(c, dc, dr) for c in cells) if _inside(c, w, h)]

    out.labels = [x for x in out.labels if _inside(_shift(x.at, dc, dr), w, h)]
    for label in out.labels:
        label.at = _shift(label.at, dc, dr)
    for area in out.areas:
        area.cells = trim(area.cells)
    for d in out.deployment:
        if not isinstance(d.area, str):
            d.area = trim(d.area)

    def trigger(t: m.Trigger) -> None:
        if isinstance(t, m.EntersTrigger | m.UnitAtTrigger) and not isinstance(t.area, str):
            t.area = trim(t.area)
        if m.kind_of(t).nests:  # all, any, not
            for sub in t.triggers:  # type: ignore[union-attr]
                trigger(sub)

    for event in out.events:
        trigger(event.when)
    owners: list[m.MissionEvent | m.EventCard] = [*out.events, *out.event_cards]
    for owner in owners:
        # a bridge off the new map goes; the cells of the other actions are trimmed
        owner.do = [a for a in owner.do if not isinstance(a, m.BridgeChange)
                    or _inside(_shift(a.at, dc, dr), w, h)]
        for action in owner.do:
            if isinstance(action, m.BridgeChange):
                action.at = _shift(action.at, dc, dr)
            elif isinstance(action, m.SetTerrain | m.Reveal | m.ObjectiveChange) and \
                    isinstance(action.area, list):
                action.area = trim(action.area)
            if isinstance(action, m.Reinforce):
                gone = {u.id for u in action.units
                        if u.at is not None and not _inside(_shift(u.at, dc, dr), w, h)}
                gone |= {c for u in action.units if u.id in gone for c in u.cargo}
                action.units = [u for u in action.units if u.id not in gone]
                for u in action.units:
                    if u.at is not None:
                        u.at = _shift(u.at, dc, dr)


def _dropped_unit_ids(scenario: Scenario, w: int, h: int, dc: int, dr: int) -> set[str]:
    """Units placed outside the new map, and everything they carry."""
    dropped = {u.id for u in scenario.units
               if u.at is not None and not _inside(_shift(u.at, dc, dr), w, h)}
    for u in scenario.units:
        if u.id in dropped:
            dropped.update(u.cargo)
    return dropped


def _objective_survives(o: Objective, dropped: set[str], w: int, h: int, dc: int,
                        dr: int) -> bool:
    """Shift and trim the objective in place (its kind's `survives`,
    engine/scenario/kinds/); False when its subject is gone."""
    kind = OBJECTIVES.get(o.kind)
    survives = kind.survives if kind is not None else None
    if survives is None:
        return True

    def keep(cell: Cell) -> Cell | None:
        moved = _shift(cell, dc, dr)
        return moved if _inside(moved, w, h) else None

    return survives(o, dropped, keep)


def resize_loss(scenario: Scenario, new_w: int, new_h: int, offset_col: int,
                offset_row: int) -> ResizeLoss:
    """What `resized_scenario` would drop, to warn before doing it."""
    dropped = _dropped_unit_ids(scenario, new_w, new_h, offset_col, offset_row)
    features = sum(not _inside(_shift(f.at, offset_col, offset_row), new_w, new_h)
                   for f in scenario.features)
    area = objectives = 0
    if scenario.victory is not None:
        for o in scenario.victory.objectives:
            area += sum(not _inside(_shift(c, offset_col, offset_row), new_w, new_h)
                        for c in o.area)
            trial = copy.deepcopy(o)
            if not _objective_survives(trial, dropped, new_w, new_h, offset_col, offset_row):
                objectives += 1
    ordered = tuple(u.id for u in scenario.units if u.id in dropped)
    return ResizeLoss(units=ordered, features=features, area_cells=area, objectives=objectives)
