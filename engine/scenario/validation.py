"""Validation: the schema layer, then the game's own rules, every problem at its place.

The semantic checks read the plain data (not the model) so that they can run even when
the schema found problems elsewhere, and report everything in one pass. Each check skips
values whose shape is wrong: the schema layer already reported those.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from engine.catalog import Catalog, UnitType, load_catalog
from engine.grid import Grid, make_grid
from engine.ruleset import Ruleset, UnknownRuleset, ruleset_named
from engine.scenario.defaults import scenario_defaults
from engine.scenario.ground import (
    feature_ground_problem,
    structure_ground_problem,
    unit_ground_problem,
)
from engine.scenario.kinds import OBJECTIVES
from engine.scenario.packs.build import PackBuild, build_catalog
from engine.scenario.packs.files import PackRead, read_packs
from engine.scenario.problems import Problem
from engine.scenario.schema import schema_check
from engine.scenario.suggest import suggest
from engine.scenario.text_checks import text_problems
from engine.scenario.yaml_source import SourceDocument

Cell = tuple[int, int]
PathT = tuple[str | int, ...]

MAX_REPORTS_PER_CHECK = 25
NEUTRAL = "neutral"


def validate_source(source: SourceDocument, filename: str, deep: bool = True,
                    packs: PackRead | None = None) -> tuple[list[Problem], bool]:
    """All problems of a parsed document, and whether its shape allows building a model.
    `deep=False` leaves out the checks that play the game forward (a ruleset's own, such
    as General Clumsy's early-win warning), for a start-up that must not wait for them.
    `packs`: its rule packs as read (read here from the file's folder when None); the
    scenario is checked against the catalog they make, and their problems are its own."""
    problems, shape_ok = schema_check(source, filename)
    if isinstance(source.data, dict):
        if packs is None:
            packs = read_packs(source, filename)
        problems += SemanticChecker(source, filename, shape_ok=shape_ok, deep=deep,
                                    packs=packs).run()
        problems += text_problems(source, filename)
    problems.sort(key=lambda p: (p.line, p.column))
    return problems, shape_ok


def _as_cell(value: Any) -> Cell | None:
    if (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        return (value[0], value[1])
    return None


def _items(data: Any, key: str) -> list[tuple[int, dict[str, Any]]]:
    seq = data.get(key) if isinstance(data, dict) else None
    if not isinstance(seq, list):
        return []
    return [(i, item) for i, item in enumerate(seq) if isinstance(item, dict)]





class SemanticChecker:
    """The checks of DESIGN.md "Validation", layer 2."""

    def __init__(self, source: SourceDocument, filename: str, catalog: Catalog | None = None,
                 shape_ok: bool = False, deep: bool = True, packs: PackRead | None = None):
        self.source = source
        self.deep = deep  # False: no check that plays the game forward (validate_source)
        # the schema found nothing: checks that need the model may build it
        self.shape_ok = shape_ok
        self.data: dict[str, Any] = source.data
        self.filename = filename
        self.problems: list[Problem] = []
        # the catalog its rule packs make (DESIGN.md, "Rule packs"), their problems first
        self.packs: PackBuild | None = None
        if catalog is None and packs is not None and (packs.packs or packs.problems):
            self.packs = build_catalog(packs.packs)
            self.problems += packs.problems + self.packs.problems
            catalog = self.packs.catalog
        self.catalog = catalog or load_catalog()
        self.grid: Grid | None = None
        self.rows: list[str] = []
        self.side_ids: set[str] = set()
        self.units: dict[str, tuple[int, dict[str, Any]]] = {}
        self.bridges: set[Cell] = set()
        self.structures: dict[Cell, tuple[int, dict[str, Any]]] = {}
        self.mines: dict[Cell, str] = {}
        self.vp_count = 0

    # -- reporting -------------------------------------------------------------------
    def report(self, path: PathT, message: str, cell: Cell | None = None,
               severity: str = "error", key: bool = False) -> None:
        mark = self.source.key_mark(path) if key else self.source.mark(path)
        self.problems.append(Problem(self.filename, mark.line, mark.column, message,
                                     severity, path, cell))

    def report_at(self, line: int, column: int, path: PathT, message: str,
                  cell: Cell | None = None) -> None:
        self.problems.append(Problem(self.filename, line, column, message, "error", path, cell))

    def run(self) -> list[Problem]:
        """The checks every scenario shares, then its ruleset's own (engine.ruleset)."""
        self.check_map()
        self.check_sides()
        ruleset = self.ruleset()
        if ruleset is not None:
            self.check_ruleset_options(ruleset)
            ruleset.check(self)
        return self.problems

    def check_ruleset_options(self, ruleset: Ruleset) -> None:
        """Every key of `ruleset_options` is an option of the scenario's ruleset."""
        options = self.data.get("ruleset_options")
        if not isinstance(options, dict):
            return
        for name in options:
            if name not in ruleset.options:
                known = ", ".join(sorted(ruleset.options)) or "none"
                self.report(("ruleset_options", name),
                            f"ruleset '{ruleset.name}' has no option '{name}' "
                            f"(its options: {known})")

    def ruleset(self) -> Ruleset | None:
        """The registered ruleset the file names (reports an unknown one)."""
        name = self.data.get("ruleset")
        try:
            return ruleset_named(name if isinstance(name, str) else None)
        except UnknownRuleset as unknown:
            self.report(("ruleset",), str(unknown))
            return None

    def check_turn_system(self, systems: Collection[str]) -> None:
        """The turn system must be one this engine runs (`systems`: the registered ones),
        so a new system is known here as soon as its module registers it."""
        name = self.data.get("turn_system")
        if not isinstance(name, str):
            return
        if name not in systems:
            self.report(("turn_system",), f"unknown turn system '{name}'; "
                        + suggest(name, systems))

    def check_units_and_features(self) -> None:
        """General Clumsy's checks (RULES.md A): features, units, cargo and victory."""
        self.check_features()
        self.check_units()
        self.check_cargo()
        self.check_victory()

    # -- map ---------------------------------------------------------------------------
    def check_map(self) -> None:
        m = self.data.get("map")
        if not isinstance(m, dict):
            return
        width, height, terrain = m.get("width"), m.get("height"), m.get("terrain")
        if not (isinstance(width, int) and isinstance(height, int) and width > 0 and height > 0):
            return
        grid_kind = m.get("grid", scenario_defaults().grid)
        if grid_kind in ("hex", "square"):
            self.grid = make_grid(grid_kind, width, height)
        if not isinstance(terrain, str):
            return
        rows = terrain.splitlines()
        self.rows = rows
        path: PathT = ("map", "terrain")
        mark = self.source.mark(path)
        block = mark.style in ("|", ">")

        def place(row: int, col: int) -> tuple[int, int]:
            if block and mark.row_starts:  # lines broken at U+2028 and the like
                line, start = mark.row_starts[min(row, len(mark.row_starts) - 1)]
                return line, start + col
            if block:
                return mark.line + 1 + row, mark.content_column + col
            return mark.line, mark.column

        if len(rows) != height:
            if len(rows) < height:
                line, col = place(max(len(rows) - 1, 0), 0)
                msg = (f"the terrain has {len(rows)} rows but the map is {height} high; "
                       f"add {height - len(rows)} row(s) or set height: {len(rows)}")
            else:
                line, col = place(height, 0)
                msg = (f"the terrain has {len(rows)} rows but the map is {height} high; "
                       f"remove {len(rows) - height} row(s) or set height: {len(rows)}")
            self.report_at(line, col, path, msg)
        known = self.catalog.terrain
        reported = 0
        for r, row in enumerate(rows[:height]):
            if len(row) != width:
                line, col = place(r, min(len(row), width))
                self.report_at(line, col, path,
                               f"row {r} of the terrain has {len(row)} cells but the map is "
                               f"{width} wide", cell=(min(len(row), width - 1), r))
            bad = set(row) - known.keys()
            if not bad:
                continue
            for c, ch in enumerate(row):
                if ch in bad and reported < MAX_REPORTS_PER_CHECK:
                    reported += 1
                    line, col = place(r, c)
                    legend = ", ".join(f"'{t.char}' {t.name}" for t in known.values())
                    self.report_at(line, col, path,
                                   f"unknown terrain character '{ch}' at [{c}, {r}]; use one "
                                   f"of {legend}", cell=(c, r))
        if self.packs is not None:  # a pack's unit type that could stand nowhere here
            self.problems += self.packs.standing_problems(set("".join(rows[:height])))

    def terrain_at(self, cell: Cell) -> Any:
        """The terrain record of an in-bounds cell, or None where the text is wrong."""
        try:
            return self.catalog.terrain.get(self.rows[cell[1]][cell[0]])
        except IndexError:
            return None

    def check_cell(self, path: PathT, value: Any, what: str) -> Cell | None:
        """The cell if it is on the map; reports and returns None when it is not."""
        cell = _as_cell(value)
        if cell is None or self.grid is None:
            return None
        if not self.grid.in_bounds(cell):
            self.report(path, f"{what} is at {list(cell)}, outside the "
                              f"{self.grid.width}x{self.grid.height} map; columns go 0-"
                              f"{self.grid.width - 1} and rows 0-{self.grid.height - 1}")
            return None
        return cell

    # -- sides -------------------------------------------------------------------------
    def check_sides(self) -> None:
        sides = _items(self.data, "sides")
        colours: dict[str, str] = {}
        for i, side in sides:
            sid = side.get("id")
            if not isinstance(sid, str):
                continue
            if sid in self.side_ids:
                self.report(("sides", i, "id"), f"there are two sides with the id '{sid}'; "
                                                "give each side its own id")
            elif sid == NEUTRAL:
                self.report(("sides", i, "id"), "'neutral' is reserved for things no side "
                                                "owns; call the side something else")
            self.side_ids.add(sid)
            colour = side.get("color")
            if isinstance(colour, str):
                if colour.lower() in colours:
                    self.report(("sides", i, "color"), f"side '{sid}' has the same colour as "
                                f"side '{colours[colour.lower()]}'; players will not tell them "
                                "apart", severity="warning")
                colours.setdefault(colour.lower(), sid)
        if isinstance(self.data.get("sides"), list) and len(sides) < 2:
            self.report(("sides",), "a scenario needs at least two sides")
        first = self.data.get("first_side")
        if isinstance(first, str) and self.side_ids and first not in self.side_ids:
            self.report(("first_side",), f"first_side is '{first}', which is not a side; "
                                         + suggest(first, self.side_ids))
        options = self.data.get("turn_options")
        if isinstance(options, dict):
            self.check_side_ref(("turn_options", "first_initiative"),
                                options.get("first_initiative"))
            command = options.get("command")
            if isinstance(command, dict):
                for sid in command:
                    self.check_side_ref(("turn_options", "command", sid), sid)

    def check_side_ref(self, path: PathT, value: Any, allow_neutral: bool = False) -> bool:
        if not isinstance(value, str) or not self.side_ids:
            return False
        if value in self.side_ids or (allow_neutral and value == NEUTRAL):
            return True
        options = self.side_ids | ({NEUTRAL} if allow_neutral else set())
        self.report(path, f"'{value}' is not a side; {suggest(value, options)}")
        return False

    # -- features ------------------------------------------------------------------------
    def check_features(self) -> None:
        seen: dict[tuple[str, Cell], int] = {}
        vp_ids: set[str] = set()
        for i, f in _items(self.data, "features"):
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
                c for _, f in _items(self.data, "features")
                if f.get("kind") == "bridge" and (c := _as_cell(f.get("at"))) is not None
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
    def check_units(self) -> None:
        ground: dict[Cell, str] = {}
        air: dict[Cell, str] = {}
        for i, u in _items(self.data, "units"):
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
    def check_victory(self) -> None:
        rounds = self.data.get("rounds")
        rounds = rounds if isinstance(rounds, int) else None
        victory = self.data.get("victory")
        if not isinstance(victory, dict):
            return
        self.check_hold_points(victory.get("hold_points"))
        last = victory.get("on_last_round")
        if isinstance(last, str) and last != "draw" and self.side_ids and last not in self.side_ids:
            self.report(("victory", "on_last_round"), f"on_last_round is '{last}'; use 'draw' "
                        "or a side id: " + ", ".join(sorted(self.side_ids)))
        for k, o in _items(victory, "objectives"):
            self.check_objective(k, o, rounds)

    def check_hold_points(self, hold: Any) -> None:
        """A number, or per side (side id -> number): each at most the map's VPs, each key
        a side (did-you-mean at the key's own line)."""
        path: PathT = ("victory", "hold_points")
        per_side = hold.items() if isinstance(hold, dict) else [(None, hold)]
        for side, n in per_side:
            where = path if side is None else path + (side,)
            if side is not None and self.side_ids and side not in self.side_ids:
                self.report(where, f"hold_points names '{side}', which is not a side; "
                            + suggest(str(side), self.side_ids), key=True)
            if isinstance(n, int) and not isinstance(n, bool) and n > self.vp_count:
                whose = "" if side is None else f" for '{side}'"
                self.report(where, f"hold_points{whose} is {n} but the map has only "
                            f"{self.vp_count} victory point(s); add victory points or lower it")

    def check_objective(self, k: int, o: dict[str, Any], rounds: int | None,
                        base: PathT | None = None) -> None:
        """Objective #k+1 (`base`: where it is when not under victory: objectives, as in
        an `objective` action)."""
        base = ("victory", "objectives", k) if base is None else base
        side = o.get("side")
        side_ok = self.check_side_ref(base + ("side",), side)
        for key in ("round", "by_round"):
            value = o.get(key)
            if isinstance(value, int) and rounds is not None and value > rounds:
                self.report(base + (key,), f"{key} is {value} but the scenario ends after round "
                                           f"{rounds}; use 1-{rounds} or raise 'rounds'")
        name = o.get("kind")
        kind = OBJECTIVES.get(name) if isinstance(name, str) else None
        if kind is not None and kind.check is not None:  # engine/scenario/kinds/
            kind.check(self, base, o, side_ok)

    def check_unit_ref(self, path: PathT, uid: Any, side: str | None, same_side: bool) -> None:
        if not isinstance(uid, str):
            return
        found = self.units.get(uid)
        if found is None:
            self.report(path, f"'{uid}' is not a unit; {suggest(uid, self.units.keys())}")
            return
        their = found[1].get("side")
        if side is None:
            return
        if same_side and their != side:
            self.report(path, f"side '{side}' escorts '{uid}', but that unit is of '{their}'; "
                              "a side escorts its own units")
        if not same_side and their == side:
            self.report(path, f"side '{side}' must kill '{uid}', its own unit; name an enemy unit")
