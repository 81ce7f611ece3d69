"""The game's state as one side believes it (RULES.md A8), for the computer player.

`SideView.state` is this, never the game's own state: the terrain, the wrecks and the
burning cells are those the side last saw (`Game.known_map`), the buildings and works
those it knows of, as it last saw them (`Game.known_structures`); the rest (the grid,
the catalog, the victory points, the clock, the side's own units) is public or its own
and is read from the game's state as it is. Units are read through the side view
(`game.seen_units`), never here.
"""

from __future__ import annotations

from functools import cached_property
from typing import Any

from engine.catalog import TerrainType
from engine.grid import Cell
from engine.rules.state import Structure


class KeptStructures:
    """The buildings and works a side knew of at its last decision (`BelievedState`):
    the list `Game.known_structures` gave, the records made of it, and their sorted keys
    (`structure_keys`). A decision whose list is equal reads them again: most actions
    change no building or work the side knows of (issue 37: every decision made them
    anew). A deep copy of the player starts without them (as the AI's kept snapshots)."""

    def __init__(self) -> None:
        self.listed: list[dict[str, Any]] | None = None
        self.known: tuple[dict[Cell, Structure], dict[Cell, Structure]] | None = None
        self.keys: tuple[tuple[Any, ...], tuple[Any, ...]] | None = None

    def __deepcopy__(self, memo: dict[int, Any]) -> KeptStructures:
        # as kept.py's `FreshWhenCopied`, not imported: `clumsy validate`'s early-win
        # check reads this module and nothing else of the AI's knowledge
        return KeptStructures()


class BelievedState:
    """A read-only stand-in for `game.state` holding what `side` knows of the map;
    `kept`: the side's structures of its last decision, read again while the same."""

    def __init__(self, game: Any, side: str, kept: KeptStructures | None = None) -> None:
        self._state = game.state
        self._game = game
        self._side = side
        self._kept = kept
        known = game.known_map(side)
        self.terrain = known.terrain
        # the cache key of the terrain: this side's memory and its version
        self.terrain_version = known.version
        self.wrecks = known.wrecks
        self.fires = known.fires
        # the public parts a decision reads most, bound once (a view lives one decision;
        # the state's catalog and grid are its own for the game, its methods read it as
        # it is): not each time through `__getattr__` (17,000 times in a 128x128 round)
        state = game.state
        self.catalog = state.catalog
        self.grid = state.grid
        self.neighbours = state.neighbours
        self.vp_at = state.vp_at

    def __getattr__(self, name: str) -> Any:  # public parts of the state as they are
        return getattr(self._state, name)

    @cached_property
    def _known(self) -> tuple[dict[Cell, Structure], dict[Cell, Structure]]:
        listed = self._game.known_structures(self._side)
        kept = self._kept
        if kept is not None and kept.known is not None and kept.listed == listed:
            return kept.known  # what the side knows of them is what it knew
        structures: dict[Cell, Structure] = {}
        bridges: dict[Cell, Structure] = {}
        for s in listed:
            at = (s["at"][0], s["at"][1])
            record = Structure(s["kind"], s["type"], at, s["owner"], s["state"],
                               s["progress"], s["hp"])
            into = bridges if s["kind"] == "work" and s["type"] == "bridge" else structures
            into[at] = record
        if kept is not None:
            kept.listed, kept.known, kept.keys = listed, (structures, bridges), None
        return structures, bridges

    def structure_keys(self) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
        """The structures' and the bridges' parts of the travel costs' key (view_travel.py
        `_features_key`), sorted: kept with the records while they are the same."""
        kept = self._kept
        known = self._known
        if kept is not None and kept.keys is not None and kept.known is known:
            return kept.keys
        keys = (tuple(sorted((c, s.kind, s.type, s.owner, s.finished)
                             for c, s in known[0].items())),
                tuple(sorted((c, s.finished) for c, s in known[1].items())))
        if kept is not None and kept.known is known:
            kept.keys = keys
        return keys

    @property
    def structures(self) -> dict[Cell, Structure]:
        return self._known[0]

    @property
    def bridges(self) -> dict[Cell, Structure]:
        return self._known[1]

    def terrain_at(self, cell: Cell) -> TerrainType:
        return self.catalog.terrain[self.terrain[cell[1]][cell[0]]]  # type: ignore[no-any-return]

    def ground_terrain(self, cell: Cell) -> TerrainType:
        bridge = self.bridges.get(cell)
        if bridge is not None and bridge.finished:
            counts_as = self.catalog.works["bridge"].counts_as
            if counts_as is not None:
                return self.catalog.terrain_by_id[counts_as]  # type: ignore[no-any-return]
        return self.terrain_at(cell)
