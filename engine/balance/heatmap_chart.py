"""`clumsy balance --heatmap OUT.png`: every heat layer of a run (engine.balance.heatmap) drawn
over the map with matplotlib (Agg): the terrain in pale colours under each layer, one
panel a layer, each cell filled by its count (the darker, the more games decided there)."""

from __future__ import annotations

import math
from pathlib import Path

from matplotlib.collections import PolyCollection
from matplotlib.figure import Figure

from engine.balance.chart import write_figure
from engine.balance.heatmap import HeatLayers, describe_layer, layer_names
from engine.grid import Layout, make_grid
from engine.scenario.defaults import scenario_defaults
from engine.scenario.model import Cell, Scenario
from engine.scenario.packs import catalog_of


def _map_cells(scenario: Scenario) -> tuple[list[Cell], list[list[tuple[float, float]]]]:
    m = scenario.map
    grid = make_grid(m.grid or scenario_defaults().grid, m.width, m.height)
    layout = Layout.for_grid(grid, 1.0)
    cells = list(grid.cells())
    return cells, [grid.cell_polygon(c, layout) for c in cells]


def heatmap_figure(scenario: Scenario, layers: HeatLayers, games: int) -> Figure:
    """One panel per layer present (in LAYER_KINDS and side order), at most three a row."""
    names = layer_names(layers, [s.id for s in scenario.sides])
    columns = min(3, max(1, len(names)))
    rows = max(1, math.ceil(len(names) / columns))
    aspect = scenario.map.height / max(1, scenario.map.width)
    fig = Figure(figsize=(5.2 * columns, max(2.5, 5.2 * aspect) * rows + 0.6), dpi=100)
    fig.suptitle(f"{scenario.name}: where {games} games were decided")
    cells, polygons = _map_cells(scenario)
    terrain = catalog_of(scenario).terrain
    pale = [terrain[ch].color if (ch := scenario.map.terrain_at(c)) in terrain else "#ff00ff"
            for c in cells]
    if not names:
        ax = fig.add_subplot(1, 1, 1)
        ax.add_collection(PolyCollection(polygons, facecolors=pale, alpha=0.35))
        ax.set_title("no events to map")
        ax.autoscale_view()
        ax.invert_yaxis()
        ax.set_aspect("equal")
        ax.axis("off")
        return fig
    for i, name in enumerate(names):
        ax = fig.add_subplot(rows, columns, i + 1)
        ax.add_collection(PolyCollection(polygons, facecolors=pale, edgecolors="#00000020",
                                         linewidths=0.3, alpha=0.35))
        layer = layers[name]
        hot = [(p, layer[c]) for c, p in zip(cells, polygons, strict=True) if layer.get(c)]
        if hot:
            heat = PolyCollection([p for p, _ in hot], array=[v for _, v in hot], cmap="inferno_r",
                                  alpha=0.85, edgecolors="none")
            heat.set_clim(0, max(v for _, v in hot))
            ax.add_collection(heat)
            fig.colorbar(heat, ax=ax, shrink=0.7, label="count")
        ax.set_title(describe_layer(name), fontsize=10)
        ax.autoscale_view()
        ax.invert_yaxis()
        ax.set_aspect("equal")
        ax.axis("off")
    fig.tight_layout()
    return fig


def write_heatmap(path: str | Path, scenario: Scenario, layers: HeatLayers, games: int) -> None:
    write_figure(path, heatmap_figure(scenario, layers, games))
