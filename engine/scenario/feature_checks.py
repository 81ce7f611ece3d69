"""The checker's part for features: bridges, mines, buildings and works on ground that
holds them, their sides, their hit points."""

from __future__ import annotations

from typing import Any

from engine.scenario.checker_base import (
    Cell,
    CheckerBase,
    as_cell,
    items_of,
)
from engine.scenario.ground import feature_ground_problem, structure_ground_problem
from engine.scenario.suggest import suggest


class FeatureChecks(CheckerBase):
    """The checker's part for features: bridges, mines, buildings and works on ground that"""

    def check_features(self) -> None:
        seen: dict[tuple[str, Cell], int] = {}
        vp_ids: set[str] = set()
        for i, f in items_of(self.data, "features"):
            kind = f.get("kind")
            if not isinstance(kind, str):
                continue
            label = kind.replace("_", " ")
            if "owner" in f:
                self.check_side_ref(("features", i, "owner"), f["owner"],
                                    allow_neutral=kind not in ("mine",))
            if kind == "victory_point":
                vid = f.get("id")
                if isinstance(vid, str):
                    if vid in vp_ids:
                        self.report(("features", i, "id"), f"two victory points have the id "
                                                           f"'{vid}'; number them apart")
                    vp_ids.add(vid)
                self.vp_count += 1
            cell = self.check_cell(("features", i, "at"), f.get("at"), f"the {label}")
            if cell is None:
                continue
            layer = "structure" if kind in ("building", "work") else kind
            if (layer, cell) in seen:
                other = seen[(layer, cell)] + 1
                self.report(("features", i, "at"), f"there is already a {label if layer == kind else 'building or work'} "
                            f"at {list(cell)} (feature #{other}); one to a cell", cell=cell)
            else:
                seen[(layer, cell)] = i
            self.check_feature_ground(i, f, kind, label, cell)
            if kind == "mine" and isinstance(f.get("owner"), str):
                self.mines[cell] = f["owner"]

    def check_feature_ground(self, i: int, f: dict[str, Any], kind: str, label: str,
                             cell: Cell) -> None:
        terrain = self.terrain_at(cell)
        if terrain is None:
            return
        why = feature_ground_problem(kind, terrain, kind != "bridge" and cell in self.bridges_in_data(),
                                     label, cell)
        if why is not None:
            self.report(("features", i, "at"), why, cell=cell)
        if kind == "bridge":
            if why is None:
                self.bridges.add(cell)
            self.check_feature_hp(i, f, self.catalog.works.get("bridge"), label)
            return
        if kind in ("building", "work"):
            self.check_structure(i, f, kind, label, cell, terrain)

    def bridges_in_data(self) -> set[Cell]:
        if not hasattr(self, "_bridge_cells"):
            self._bridge_cells = {
                c for _, f in items_of(self.data, "features")
                if f.get("kind") == "bridge" and (c := as_cell(f.get("at"))) is not None
            }
        return self._bridge_cells

    def check_structure(self, i: int, f: dict[str, Any], kind: str, label: str, cell: Cell,
                        terrain: Any) -> None:
        table = self.catalog.buildings if kind == "building" else {
            k: w for k, w in self.catalog.works.items() if k not in ("bridge", "mine")}
        type_id = f.get("type")
        if not isinstance(type_id, str):
            return
        record = table.get(type_id)
        if record is None:
            self.report(("features", i, "type"), f"there is no {label} type '{type_id}'; "
                                                 + suggest(type_id, table.keys()), cell=cell)
            return
        self.structures[cell] = (i, f)
        why = structure_ground_problem(type_id, terrain, cell)
        if why is not None:
            self.report(("features", i, "at"), why, cell=cell)
        progress = f.get("progress")
        if isinstance(progress, int):
            if f.get("state", "finished") == "finished":
                self.report(("features", i, "progress"), f"progress only applies to a {type_id} "
                            "under construction; set state: under_construction or remove it")
            elif progress >= record.build_orders:
                self.report(("features", i, "progress"), f"progress is {progress}, but a "
                            f"{type_id} is finished after {record.build_orders} build orders; "
                            f"use 0-{record.build_orders - 1} or state: finished")
        self.check_feature_hp(i, f, record, type_id)

    def check_feature_hp(self, i: int, f: dict[str, Any], record: Any, label: str) -> None:
        hp = f.get("hp")
        if record is not None and isinstance(hp, int) and hp > record.hp:
            self.report(("features", i, "hp"), f"hp is {hp}, more than a {label}'s "
                                               f"{record.hp}; use 1-{record.hp}")

    # -- units --------------------------------------------------------------------------
