"""What travel costs the side knows of, for the computer player (engine/ai/view.py's
`SideView` reads them through this mixin): the AP and fuel of entering each cell by move
class, as the side believes the map (terrain, bridges, wrecks, structures, the mines it
knows), and the travel fields over them, kept for the side-turn in the view's cache."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import numpy as np

from engine.ai.config import AIConfig
from engine.ai.fields import travel
from engine.ai.fields.step_costs import AIR_CLASSES, changed_costs
from engine.ai.fields.travel import FloatArray, TravelField
from engine.catalog import Catalog, Rules
from engine.grid import Cell, Grid

INF = float("inf")


class TravelReading:
    """The travel half of `SideView`: it reads the view's state, catalog, cache, threats
    and known mines (declared here, set by `SideView.__init__`)."""

    state: Any
    side: str
    cfg: AIConfig
    cache: Any
    grid: Grid
    rules: Rules
    catalog: Catalog
    threats: list[Any]
    own_mines: Any
    side_mines: Any
    _features: tuple[Any, ...] | None

    def _danger_map(self, kind: str) -> dict[Cell, tuple[float, int]]:
        raise NotImplementedError  # SideView's

    def enter_cost(self, cell: Cell, move_class: str, capture: bool) -> int | None:
        """AP a unit of the class pays to enter the cell, ignoring units (A3)."""
        value = float(self.enter_costs(move_class, capture)[cell[1] * self.grid.width + cell[0]])
        return None if value == INF else int(value)

    def enterable(self, cells: Iterable[Cell], move_class: str) -> tuple[Cell, ...]:
        """The cells a unit of the class can enter (a goal of cells the travel field must
        reach: it counts a cell it cannot enter as reached from next door)."""
        return tuple(c for c in cells if self.enter_cost(c, move_class, False) is not None)

    def enter_costs(self, move_class: str, capture: bool) -> FloatArray:
        """What entering each cell costs the class (A3: terrain, a finished bridge as road,
        wrecks), inf where it cannot enter (sites, others' buildings, works impassable to
        it, victory points unless it captures, the mines the side knows of); one array
        per position of the features, kept for the side-turn."""
        key = ("costs", move_class, capture, self._features_key())
        found = self.cache.costs.get(key)
        if found is not None:
            return found
        w = self.grid.width
        if move_class in AIR_CLASSES:
            costs = np.full(w * self.grid.height, float(self.rules.air_step_cost))
        else:
            codes, chars = self._terrain_codes()
            costs = travel.class_costs(codes, chars, self.catalog, move_class)
            for cell, value in changed_costs(self.state, self.side, move_class, capture,
                                             (self.own_mines, self.side_mines),
                                             self.cfg.own_mine_travel_ap).items():
                costs[cell[1] * w + cell[0]] = value
        return self._keep_costs(key, costs)

    def fuel_costs(self, move_class: str, capture: bool) -> FloatArray:
        """Fuel a ground vehicle of the class burns entering each cell (A3: by terrain, a
        finished bridge as road), inf where it cannot enter (`enter_costs`)."""
        key = ("fuel", move_class, capture, self._features_key())
        found = self.cache.costs.get(key)
        if found is not None:
            return found
        state, w = self.state, self.grid.width
        codes, chars = self._terrain_codes()
        table = np.array([travel.INF if (f := self.catalog.terrain[ch].fuel_cost) is None
                          else float(f) for ch in chars], dtype=np.float64)
        costs = table[codes]
        for cell in state.bridges:
            costs[cell[1] * w + cell[0]] = float(state.ground_terrain(cell).fuel_cost or 0)
        costs[~np.isfinite(self.enter_costs(move_class, capture))] = travel.INF
        return self._keep_costs(key, costs)

    def _keep_costs(self, key: tuple[Any, ...], costs: FloatArray) -> FloatArray:
        """Keep a cost array for the side-turn (at most 32: then they start afresh)."""
        if len(self.cache.costs) >= 32:
            self.cache.costs.clear()
        self.cache.costs[key] = costs
        return costs

    def travel_field(self, goals: Iterable[Cell], move_class: str,
                     capture: bool = False, fuel: bool = False,
                     avoid: float = 0.0,
                     offsets: tuple[tuple[Cell, float], ...] = ()
                     ) -> TravelField | travel.JoinedField:
        """AP (with `fuel`: the least fuel a ground vehicle burns) from every cell to the
        nearest goal cell (reverse Dijkstra, units ignored); reaching a cell next to an
        impassable goal (an enemy's cell) counts as reaching it. With `avoid`, entering a
        cell costs that much more AP per seen enemy whose threat reaches it (the danger
        map): the way round the enemy is the shorter. `offsets` (cell, AP): reaching
        that goal counts so many AP more. Fields are kept for the side-turn, keyed by
        goals, class, measure, offsets, the features and, avoiding, the seen enemies."""
        goal_set = tuple(sorted(set(goals)))
        threat = tuple(sorted((u.id, u.at, u.ammo) for u in self.threats)) if avoid else ()
        key = (goal_set, move_class, capture, fuel, avoid, threat, offsets,
               self._features_key())
        found = self.cache.fields.get(key)
        if found is not None:
            return found
        self.cache.searches += 1
        graph = self._field_graph((move_class, capture, fuel, avoid, threat,
                                   self._features_key()))
        reach = float(self.cfg.field_first_reach)
        kept = None if offsets else self._kept_part(key)
        if kept is not None:  # the kept field of most of the goals, and the rest's own
            extra = tuple(c for c in goal_set if c not in kept[0])
            result: TravelField | travel.JoinedField = travel.JoinedField(
                kept[1], graph.field(extra, reach))
        else:
            result = travel.field_from_costs(self.grid, graph.enter, goal_set, dict(offsets),
                                             graph=graph, reach=reach)
        cfg, fields = self.cfg, self.cache.fields
        while fields and len(fields) >= travel.fields_kept(self.grid, cfg.field_budget_cells,
                                                           cfg.fields_kept_least,
                                                           cfg.fields_kept_most):
            del fields[next(iter(fields))]  # the oldest first
        fields[key] = result
        return result

    def _kept_part(self, key: tuple[Any, ...]
                   ) -> tuple[frozenset[Cell], TravelField | travel.JoinedField] | None:
        """The kept field (of the same costs, no offsets) whose goals are the most of the
        new key's goals and none besides, if at most `field_join_most` are left over:
        a supply truck's goal, the friends short of fuel, gains one with each vehicle
        that moves (`travel.JoinedField`)."""
        goals = frozenset(key[0])
        rest, most = key[1:], self.cfg.field_join_most
        best: tuple[frozenset[Cell], TravelField | travel.JoinedField] | None = None
        for other, field in self.cache.fields.items():
            if other[1:] != rest or not other[0] or len(other[0]) >= len(goals) \
                    or len(other[0]) + most < len(goals):
                continue
            if isinstance(field, travel.JoinedField) \
                    and field.parts >= self.cfg.field_join_chain_most:
                continue
            if (best is None or len(other[0]) > len(best[0])) and goals.issuperset(other[0]):
                best = (frozenset(other[0]), field)
        return best

    def _field_graph(self, key: tuple[Any, ...]) -> travel.FieldGraph:
        """The search graph of a cost array (`travel.FieldGraph`), built once for all the
        goals searched over it; as many kept as `field_budget_cells` holds of their edges
        (six a cell), at least `field_graphs_least` (a side's classes and their fuel)."""
        found = self.cache.graphs.get(key)
        if found is not None:
            return found
        move_class, capture, fuel, avoid = key[:4]
        costs = (self.fuel_costs if fuel else self.enter_costs)(move_class, capture)
        if avoid:
            costs = costs.copy()
            w = self.grid.width
            for cell, (_, count) in self._danger_map("ground").items():
                costs[cell[1] * w + cell[0]] += avoid * count
        graphs = self.cache.graphs
        edges = 6 * self.grid.width * self.grid.height
        while graphs and len(graphs) >= max(self.cfg.field_graphs_least,
                                            self.cfg.field_budget_cells // edges):
            del graphs[next(iter(graphs))]
        found = graphs[key] = travel.shared_graph(self.grid, costs)
        return found

    def _terrain_codes(self) -> tuple[travel.IntArray, list[str]]:
        """The map's terrain as indices, rebuilt only when the terrain changed."""
        state = self.state
        key = state.terrain_version  # one content a version (`TERRAIN_KEYED`)
        held = self.cache.terrain
        if held is not None and held[0] == key:
            return held[1]
        codes = travel.terrain_codes(state.terrain)
        self.cache.terrain = (key, codes)
        return codes

    def features_key(self) -> tuple[Any, ...]:
        """What a cost array of this view depends on besides the class (`_features_key`)."""
        return self._features_key()

    def _features_key(self) -> tuple[Any, ...]:
        """What travel costs depend on besides the class: the terrain's version and the
        few cells of structures, bridges, wrecks, victory points and known mines."""
        if self._features is None:
            state = self.state
            keys = getattr(state, "structure_keys", None)  # a believed state keeps them
            structures, bridges = keys() if keys is not None else (
                tuple(sorted((c, s.kind, s.type, s.owner, s.finished)
                             for c, s in state.structures.items())),
                tuple(sorted((c, s.finished) for c, s in state.bridges.items())))
            self._features = (
                state.terrain_version, structures, bridges,
                tuple(sorted(state.wrecks)), tuple(sorted(self.own_mines)),
                tuple(sorted(vp.at for vp in state.vps)))
        return self._features
