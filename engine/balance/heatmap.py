"""Where a mission is decided, as plain data: heat layers summed over the games of a
balance run, computed from each game's events (DESIGN.md, "Command line", `--heatmap`).

A layer is `{cell: count}` under a name `KIND:SIDE`, KIND one of `LAYER_KINDS`:

- `deaths`: where units of SIDE were destroyed (`destroyed` events, RULES.md A1.3);
- `fired_from` / `landed`: where SIDE's shots were fired from and the cells they hit
  (`fired` events, A3);
- `vp_held`: side-turns each victory point was held by SIDE (its owner at every
  `turn_started`; the scenario's owners, then `captured` events, A12);
- `moves_ended`: the cells SIDE's moves ended on (the last cell of `moved` paths, A2).

Nothing here draws: the CLI draws with matplotlib, the editor paints an overlay.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from engine.scenario.model import Cell, Scenario

LAYER_KINDS = ("deaths", "fired_from", "landed", "vp_held", "moves_ended")
KIND_LABELS = {
    "deaths": "units lost",
    "fired_from": "shots fired from",
    "landed": "shots landed",
    "vp_held": "victory points held (side-turns)",
    "moves_ended": "moves ended",
}
HeatLayers = dict[str, dict[Cell, int]]


def layer_name(kind: str, side: str) -> str:
    return f"{kind}:{side}"


def split_layer(name: str) -> tuple[str, str]:
    kind, _, side = name.partition(":")
    return kind, side


def _cell(value: Any) -> Cell | None:
    if isinstance(value, (list, tuple)) and len(value) == 2:
        return int(value[0]), int(value[1])
    return None


def _bump(layers: HeatLayers, kind: str, side: str | None, cell: Cell | None) -> None:
    if side is None or cell is None:
        return
    layer = layers.setdefault(layer_name(kind, side), {})
    layer[cell] = layer.get(cell, 0) + 1


def game_heat(scenario: Scenario, events: Iterable[Mapping[str, Any]],
              unit_sides: Mapping[str, str] | None = None) -> HeatLayers:
    """The layers of one game. `unit_sides` names the side of units the scenario does not
    list (a ruleset's deployed pieces, reinforcements); the scenario's units are known."""
    sides = {u.id: u.side for u in scenario.units}
    sides.update(unit_sides or {})
    vp_cells = {f.id: f.at for f in scenario.features if f.kind == "victory_point" and f.id}
    owners: dict[str, str | None] = {f.id: f.owner for f in scenario.features
                                     if f.kind == "victory_point" and f.id}
    layers: HeatLayers = {}
    for event in events:
        kind = event.get("type")
        if kind == "destroyed":
            _bump(layers, "deaths", sides.get(str(event.get("unit"))), _cell(event.get("at")))
        elif kind == "fired":
            side = sides.get(str(event.get("unit")))
            _bump(layers, "fired_from", side, _cell(event.get("from")))
            _bump(layers, "landed", side, _cell(event.get("target")))
        elif kind == "moved":
            path = event.get("path") or []
            _bump(layers, "moves_ended", sides.get(str(event.get("unit"))),
                  _cell(path[-1]) if path else None)
        elif kind == "captured" and event.get("vp") in owners:
            owners[str(event["vp"])] = event.get("side")
        elif kind == "turn_started":
            for vp, owner in owners.items():
                _bump(layers, "vp_held", owner, vp_cells.get(vp))
    return layers


def add_heat(total: HeatLayers, more: Mapping[str, Mapping[Cell, int]]) -> HeatLayers:
    """Sum `more` into `total` (in place) and return it."""
    for name, cells in more.items():
        layer = total.setdefault(name, {})
        for cell, count in cells.items():
            layer[cell] = layer.get(cell, 0) + count
    return total


def layer_names(layers: Mapping[str, object], sides: list[str]) -> list[str]:
    """The layers present, in LAYER_KINDS order and the scenario's side order."""
    return [layer_name(k, s) for k in LAYER_KINDS for s in sides if layer_name(k, s) in layers]


def describe_layer(name: str) -> str:
    kind, side = split_layer(name)
    return f"{side}: {KIND_LABELS.get(kind, kind)}"
