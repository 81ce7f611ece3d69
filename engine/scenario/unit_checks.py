"""The checker's part for units: their types, overrides, the ground they stand on, and
cargo (who carries whom, and room aboard)."""

from __future__ import annotations

from typing import Any

from engine.catalog import UnitType
from engine.scenario.checker_base import (
    Cell,
    CheckerBase,
    PathT,
    items_of,
)
from engine.scenario.ground import unit_ground_problem
from engine.scenario.suggest import suggest


class UnitChecks(CheckerBase):
    """The checker's part for units: their types, overrides, the ground they stand on, and"""

    def check_units(self) -> None:
        ground: dict[Cell, str] = {}
        air: dict[Cell, str] = {}
        for i, u in items_of(self.data, "units"):
            uid = u.get("id")
            if isinstance(uid, str):
                if uid in self.units:
                    self.report(("units", i, "id"), f"two units have the id '{uid}'; "
                                                    "give each unit its own id")
                else:
                    self.units[uid] = (i, u)
            self.check_side_ref(("units", i, "side"), u.get("side"))
            utype = self.unit_type(i, u)
            name = f"unit '{uid}'" + (f" ({utype.id})" if utype else "")
            if utype is not None:
                self.check_overrides(i, u, utype, name)
            if "at" not in u:
                continue
            cell = self.check_cell(("units", i, "at"), u["at"], name)
            if cell is None or utype is None:
                continue
            flying = u.get("flying") is True
            layer = air if flying else ground
            if cell in layer:
                where = "in the air above" if flying else "on"
                self.report(("units", i, "at"), f"{name} is {where} {list(cell)}, where unit "
                            f"'{layer[cell]}' already is; one unit to a cell", cell=cell)
            else:
                layer[cell] = str(uid)
            if not flying:
                self.check_standing(i, u, utype, name, cell)
                owner = self.mines.get(cell)
                if owner is not None and owner != u.get("side"):
                    self.report(("units", i, "at"), f"{name} starts on a mine of '{owner}' at "
                                f"{list(cell)}; mines go off on entry, so move the unit or the mine",
                                cell=cell, severity="warning")

    def unit_type(self, i: int, u: dict[str, Any]) -> UnitType | None:
        type_id = u.get("type")
        if not isinstance(type_id, str):
            return None
        utype = self.catalog.units.get(type_id)
        if utype is None:
            self.report(("units", i, "type"), f"there is no unit type '{type_id}'; "
                                              + suggest(type_id, self.catalog.units.keys()))
        return utype

    def check_overrides(self, i: int, u: dict[str, Any], utype: UnitType, name: str) -> None:
        limits = {"hp": utype.hp, "ammo": utype.ammo,
                  "fuel": utype.fuel if utype.fuel is not None else utype.battery}
        for key, limit in limits.items():
            value = u.get(key)
            if not isinstance(value, int) or isinstance(value, bool):
                continue
            if limit is None:
                self.report(("units", i, key), f"{name} has no {key}; remove '{key}'", key=True)
            elif value > limit:
                self.report(("units", i, key), f"{name} has {key} {value}, more than its "
                                               f"maximum {limit}; use 0-{limit}"
                            if key != "hp" else f"{name} has hp {value}, more than its "
                                                f"maximum {limit}; use 1-{limit}")
        if u.get("flying") is True and not utype.is_aircraft:
            self.report(("units", i, "flying"), f"{name} cannot fly; remove 'flying'", key=True)

    def check_standing(self, i: int, u: dict[str, Any], utype: UnitType, name: str,
                       cell: Cell, at: PathT | None = None) -> None:
        """DESIGN.md: units only where they can stand (A3, A11); `at` is the path of the
        cell when the unit entry is not under `units:` (a reinforcement)."""
        terrain = self.terrain_at(cell)
        if terrain is None:
            return
        structure = self.structures.get(cell)
        why = unit_ground_problem(self.catalog, utype, terrain,
                                  structure[1] if structure is not None else None,
                                  u.get("side"), cell in self.bridges, name, cell)
        if why is not None:
            self.report(at or ("units", i, "at"), why, cell=cell)

    # -- cargo ----------------------------------------------------------------------------
    def check_cargo(self) -> None:
        units = {uid: (("units", i), u) for uid, (i, u) in self.units.items()}
        carried_by = self.check_carriers(units, "unit")
        for uid, (i, u) in self.units.items():
            if "at" not in u and uid not in carried_by:
                self.report(("units", i), f"unit '{uid}' has no 'at' and is in no carrier's "
                                          "cargo; give it a cell or load it into a carrier")

    def check_carriers(self, units: dict[str, tuple[PathT, dict[str, Any]]],
                       word: str) -> dict[str, str]:
        """The cargo of every carrier among `units` (id -> path of the entry, entry): the
        starting units (`word` "unit") or one reinforcement's ("reinforcement"), which
        are checked alike. Returns carried id -> carrier id."""
        carried_by: dict[str, str] = {}
        for uid, (here, u) in units.items():
            cargo = u.get("cargo")
            if not isinstance(cargo, list) or not cargo:
                continue
            utype = self.catalog.units.get(u["type"]) if isinstance(u.get("type"), str) \
                else None
            if utype is None:
                continue
            name = f"{word} '{uid}' ({utype.id})"
            if utype.capacity <= 0:
                self.report(here + ("cargo",), f"{name} cannot carry other units; only "
                            "carriers such as trucks and transport helicopters have cargo",
                            key=True)
                continue
            load = 0
            for j, cid in enumerate(cargo):
                path: PathT = here + ("cargo", j)
                load += self.check_cargo_item(path, uid, u, utype, cid, carried_by, name,
                                              units, word)
            if load > utype.capacity:
                self.report(here + ("cargo",), f"{name} carries {load} load points but has "
                            f"room for {utype.capacity} (two small units or one medium)",
                            key=True)
        return carried_by

    def check_cargo_item(self, path: PathT, uid: str, u: dict[str, Any], utype: UnitType,
                         cid: Any, carried_by: dict[str, str], name: str,
                         units: dict[str, tuple[PathT, dict[str, Any]]], word: str) -> int:
        if not isinstance(cid, str):
            return 0
        if cid == uid:
            self.report(path, f"{name} cannot carry itself")
            return 0
        found = units.get(cid)
        if found is None:
            self.report(path, f"{name} carries '{cid}', which is not a unit"
                        + (" of this reinforcement; " if word != "unit" else "; ")
                        + suggest(cid, units.keys()))
            return 0
        if cid in carried_by:
            self.report(path, f"{word} '{cid}' is already in the cargo of "
                              f"'{carried_by[cid]}'; a unit rides in one carrier")
            return 0
        carried_by[cid] = uid
        _, cu = found
        ctype = self.catalog.units.get(cu["type"]) if isinstance(cu.get("type"), str) else None
        if cu.get("side") != u.get("side"):
            self.report(path, f"unit '{cid}' is of side '{cu.get('side')}' but {name} is of "
                              f"'{u.get('side')}'; carriers take only their own side")
        if "at" in cu:  # a unit is in one place: aboard, or on its cell
            self.report(path, f"{word} '{cid}' is in the cargo of '{uid}' and also has "
                              "'at'; remove its 'at' (it rides with the carrier)")
        if cu.get("cargo"):
            self.report(path, f"{word} '{cid}' carries units itself and cannot be loaded")
        if ctype is None:
            return 0
        points = self.catalog.load_points(ctype)
        if points is None:
            self.report(path, f"unit '{cid}' ({ctype.id}) is {ctype.size} and cannot be "
                              "carried; only small and medium units board a carrier")
            return 0
        if ctype.has("needs_tow") and not utype.tows:
            self.report(path, f"unit '{cid}' ({ctype.id}) is a gun and must be towed by a "
                              f"truck, not carried by {name}")
        return points

    # -- victory -------------------------------------------------------------------------
