"""What one side remembers of the map as it last saw it (RULES.md A8): the terrain (craters,
burnt ground, rubble, water where a bridge fell), the wrecks and the burning cells.

The map is public as the mission starts; what changes later out of the side's sight it
learns only when it sees the cell again. `Game.view(side)` and the computer player read
this memory, never the map as it is now. Each side's memory is updated after every action
for the cells it sees (`KnownMap.update`): a row of the terrain is compared whole first,
so a turn in which nothing changed costs one comparison a row.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import field

from engine.records import record
from engine.rules.state import fresh_terrain_version

Cell = tuple[int, int]


@record
class KnownMap:
    """One side's picture of the map's changing parts; `version` is a fresh terrain version
    (engine.rules.state.fresh_terrain_version) at every change, so a cache keyed by it
    stays right, and a believed map carries it as its `terrain_version`."""

    terrain: list[list[str]]
    wrecks: set[Cell]
    fires: set[Cell]
    version: int = field(default_factory=fresh_terrain_version)
    # (the terrain compared last, its `terrain_version`, the cells where this memory
    # differs from it): while that terrain has the same version, only those can differ
    _differs: tuple[list[list[str]], int, set[Cell]] | None = field(
        default=None, compare=False, repr=False)

    @classmethod
    def of(cls, terrain: list[list[str]], wrecks: Iterable[Cell],
           fires: Iterable[Cell]) -> KnownMap:
        """The map as it is (the start of the mission: everyone knows it)."""
        return cls([list(row) for row in terrain], set(wrecks), set(fires))

    def copy(self) -> KnownMap:
        return KnownMap([list(row) for row in self.terrain], set(self.wrecks),
                        set(self.fires), self.version)

    def update(self, terrain: list[list[str]], wrecks: set[Cell], fires: Iterable[Cell],
               sees: Callable[[Cell], bool], version: int | None = None) -> None:
        """Learn what changed on the cells the side sees now. With `version` (the
        state's `terrain_version`: it grows with every change of `terrain`), the cells
        where the memory differs are kept, and while the terrain has the same version
        only they are looked at (the same cells the whole comparison would learn)."""
        changed = False
        held = self._differs
        if version is not None and held is not None and held[0] is terrain \
                and held[1] == version:
            differs = held[2]
            for x, y in [c for c in differs if sees(c)]:
                self.terrain[y][x] = terrain[y][x]
                differs.discard((x, y))
                changed = True
        else:
            differs = set()
            for y, (known, now) in enumerate(zip(self.terrain, terrain, strict=True)):
                if known == now:
                    continue
                for x, (was, ch) in enumerate(zip(known, now, strict=True)):
                    if was != ch:
                        if sees((x, y)):
                            known[x] = ch
                            changed = True
                        else:
                            differs.add((x, y))
            self._differs = None if version is None else (terrain, version, differs)
        fire_cells = set(fires)
        for mine, now_set in ((self.wrecks, wrecks), (self.fires, fire_cells)):
            for cell in mine ^ now_set:
                if sees(cell):
                    if cell in now_set:
                        mine.add(cell)
                    else:
                        mine.discard(cell)
                    changed = True
        if changed:
            self.version = fresh_terrain_version()
