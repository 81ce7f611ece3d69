"""Work of one side-turn that its lookahead's rollouts read again (issue 37).

The hard level's search (engine/ai/lookahead.py) plays each candidate on a clone of the
position as the side knows it, by players of its own whose views are made afresh on every
clone: the same threats, the same terrain, the same front. What they work out from those
alone is kept here, once for the searching player's side-turn, and read by every view of
the side-turn and of its rollouts (`TurnCache.shared_work`, handed on in player.py
`_look_ahead` and lookahead.py `with_memory`); everything kept is keyed by all it reads,
so a view finds what it would have worked out itself.
"""

from __future__ import annotations

from typing import Any

from engine.ai.knowledge.danger import DangerTerms
from engine.grid import Cell


class SharedWork:
    """For one grid and catalog: the danger terms by all they are worked out from (the
    kind, the danger's knobs, each threat in order with what of it they read; the same
    slots in the same order: a map read from kept terms is the one built terms give, to
    the last bit), the enemies' parts (`DangerReading.enemy_parts`) of the last terrain
    version, and the attack's staging rings. A deep copy starts empty (a shortcut only)."""

    def __init__(self) -> None:
        self.owner: tuple[Any, Any] = (None, None)
        self.terms: dict[tuple[Any, ...], DangerTerms] = {}
        self.parts: tuple[int, dict[tuple[Any, ...], Any]] | None = None
        # (distance, front) -> the ring that far from it (attack_wave.py `stage_cells`)
        self.stages: dict[tuple[int, tuple[Cell, ...]], tuple[Cell, ...]] = {}

    def __deepcopy__(self, memo: dict[int, Any]) -> SharedWork:
        return SharedWork()

    def terms_for(self, grid: Any, catalog: Any) -> dict[tuple[Any, ...], DangerTerms]:
        """The kept terms (emptied first if worked out on another grid or catalog)."""
        self._own(grid, catalog)
        return self.terms

    def parts_for(self, grid: Any, catalog: Any, version: int
                  ) -> tuple[int, dict[tuple[Any, ...], Any]]:
        """The kept parts of this terrain version (emptied first if worked out on
        another grid, catalog or version): (the version, key -> part)."""
        self._own(grid, catalog)
        if self.parts is None or self.parts[0] != version:
            self.parts = (version, {})
        return self.parts

    def stages_for(self, grid: Any, catalog: Any
                   ) -> dict[tuple[int, tuple[Cell, ...]], tuple[Cell, ...]]:
        """The kept staging rings (emptied first if worked out on another grid)."""
        self._own(grid, catalog)
        return self.stages

    def _own(self, grid: Any, catalog: Any) -> None:
        if self.owner[0] is not grid or self.owner[1] is not catalog:
            self.owner, self.terms, self.parts, self.stages = (grid, catalog), {}, None, {}
