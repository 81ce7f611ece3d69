"""Pathfinder and legal-action speed (the quality bar), against general libraries.

On a generated 64x64 hex map: the reachable cells of one tank (AP and fuel labels, paths)
against scipy.sparse.csgraph.dijkstra and networkx on the same cost graph (edge weight =
the engine's own step cost into the cell), and `legal_actions()` for a side of 30 units
against 30 scipy searches (the movement part alone). Needs the `bench` extra:
  .venv/bin/pip install -e '.[bench]' && .venv/bin/python benchmarks/bench_engine.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import networkx as nx  # noqa: E402
import numpy as np  # noqa: E402
from scipy.sparse import csr_matrix  # noqa: E402
from scipy.sparse.csgraph import dijkstra  # noqa: E402

from benchmarks.timing import median_ms  # noqa: E402
from engine.rules.game import Game  # noqa: E402
from engine.rules.movement import known_mines, reachable_cells, step  # noqa: E402
from engine.scenario.io import dump_scenario, scenario_from_text  # noqa: E402
from engine.scenario.mapgen import MapGenOptions, generate_map  # noqa: E402
from engine.scenario.model import Unit  # noqa: E402

TYPES = ["infantry", "tank", "engineer", "truck", "scout", "mortar", "sniper", "supply_truck"]


def scenario_64(units_per_side: int = 30):
    s = generate_map(MapGenOptions(name="Bench", width=64, height=64, seed=5))
    rng = random.Random(2)
    land = [(c, r) for r in range(64) for c in range(64) if s.map.terrain_at((c, r)) in ".="]
    vp_cells = {f.at for f in s.features}
    land = [c for c in land if c not in vp_cells]
    cells = rng.sample(land, 2 * units_per_side)
    for i, cell in enumerate(cells):
        side = "red" if i < units_per_side else "blue"
        s.units.append(Unit(id=f"{side[0]}{i}", type=TYPES[i % len(TYPES)], side=side, at=cell))
    s.units[0].type = "tank"
    s.units[0].at = (32, 32) if s.map.terrain_at((32, 32)) in ".=" else s.units[0].at
    checked, problems = scenario_from_text(dump_scenario(s))
    assert checked is not None and not [p for p in problems if p.severity == "error"], problems[:3]
    return checked


def cost_graph(game: Game, unit_id: str) -> tuple[csr_matrix, list, dict]:
    """The same step costs the engine uses, as a sparse graph for the libraries."""
    state = game.state
    unit = state.units[unit_id]
    mines = known_mines(state, unit.side)
    cells = list(state.grid.cells())
    index = {c: i for i, c in enumerate(cells)}
    rows, cols, weights = [], [], []
    for c in cells:
        for n in state.neighbours(c):
            s = step(state, unit, n, mines)
            if s is not None:
                rows.append(index[c])
                cols.append(index[n])
                weights.append(s.ap)
    graph = csr_matrix((np.array(weights, float), (rows, cols)), shape=(len(cells), len(cells)))
    return graph, cells, index


def main() -> None:
    game = Game(scenario_64(), seed=0)
    tank = game.state.units["r0"]
    graph, cells, index = cost_graph(game, "r0")
    source = index[tank.at]
    nxg = nx.DiGraph()
    for r, c, w in zip(*graph.nonzero(), graph.data, strict=True):
        nxg.add_edge(int(r), int(c), weight=float(w))

    # networkx on the static grid, asking the engine's step rule for each edge's weight as
    # it goes: the same job as ours (the state changes after every action), no prebuilt costs
    grid_graph = nx.DiGraph()
    for c in game.state.grid.cells():
        for n in game.state.neighbours(c):
            grid_graph.add_edge(c, n)
    mines = known_mines(game.state, tank.side)

    def live_weight(_u, v, _d):  # type: ignore[no-untyped-def]
        s = step(game.state, tank, v, mines)
        return None if s is None else s.ap

    live = median_ms(lambda: nx.single_source_dijkstra_path(grid_graph, tank.at, cutoff=tank.ap,
                                                            weight=live_weight), 30)
    ours = median_ms(lambda: reachable_cells(game.state, tank), 30)
    sp = median_ms(lambda: dijkstra(graph, indices=source, limit=tank.ap), 30)
    nxt = median_ms(lambda: nx.single_source_dijkstra_path(nxg, source, cutoff=tank.ap), 30)
    build = median_ms(lambda: cost_graph(game, "r0"), 3)
    found = reachable_cells(game.state, tank)
    reference = dijkstra(graph, indices=source, limit=tank.ap)
    agree = all(found[c].ap == reference[index[c]] for c in found)
    print(f"64x64 hex map, tank with {tank.ap} AP: {len(found)} reachable cells "
          f"(same AP as scipy for every cell: {agree})")
    print(f"reachable cells with paths: ours {ours:.2f} ms, scipy {sp:.2f} ms (ratio {ours / sp:.2f}), "
          f"networkx {nxt:.2f} ms (ratio {ours / nxt:.2f}); building their cost graph: {build:.0f} ms")
    print(f"same job from the live state (costs asked of the rules as the search goes): "
          f"ours {ours:.2f} ms, networkx {live:.2f} ms (ratio {ours / live:.2f}); scipy needs the "
          f"graph rebuilt: {build + sp:.1f} ms (ratio {ours / (build + sp):.3f})")

    red = [u for u in game.state.living("red")]
    graphs = [cost_graph(game, u.id) for u in red]
    ours_legal = median_ms(game.legal_actions, 15)

    def scipy_moves() -> None:
        for u, (g, _, idx) in zip(red, graphs, strict=True):
            dijkstra(g, indices=idx[u.at], limit=u.ap)

    ref_legal = median_ms(scipy_moves, 15)

    def networkx_live_moves() -> None:
        for u in red:
            unit_mines = known_mines(game.state, u.side)
            nx.single_source_dijkstra_path(
                grid_graph, u.at, cutoff=u.ap,
                weight=lambda _a, v, _d, u=u, m=unit_mines: (lambda s: None if s is None else s.ap)(
                    step(game.state, u, v, m)))

    live_legal = median_ms(networkx_live_moves, 5)
    print(f"legal_actions() for {len(red)} units ({len(game.legal_actions())} actions): "
          f"ours {ours_legal:.1f} ms; 30 scipy searches (moves only, graphs prebuilt) "
          f"{ref_legal:.1f} ms (ratio {ours_legal / ref_legal:.2f}); 30 networkx searches from the "
          f"live state (moves only) {live_legal:.1f} ms (ratio {ours_legal / live_legal:.2f})")


if __name__ == "__main__":
    main()
