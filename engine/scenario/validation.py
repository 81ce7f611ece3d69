"""Validation: the schema layer, then the game's own rules, every problem at its place.

The semantic checks read the plain data (not the model) so that they can run even when
the schema found problems elsewhere, and report everything in one pass. Each check skips
values whose shape is wrong: the schema layer already reported those.
"""

from __future__ import annotations

from collections.abc import Collection

from engine.grid import make_grid
from engine.ruleset import Ruleset, UnknownRuleset, ruleset_named
from engine.scenario.checker_base import MAX_REPORTS_PER_CHECK, NEUTRAL, PathT, items_of
from engine.scenario.defaults import scenario_defaults
from engine.scenario.feature_checks import FeatureChecks
from engine.scenario.packs.files import PackRead, read_packs
from engine.scenario.problems import Problem
from engine.scenario.schema import schema_check
from engine.scenario.suggest import suggest
from engine.scenario.text_checks import text_problems
from engine.scenario.unit_checks import UnitChecks
from engine.scenario.victory_checks import VictoryChecks
from engine.scenario.yaml_source import SourceDocument


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



class SemanticChecker(FeatureChecks, UnitChecks, VictoryChecks):
    """The checks of DESIGN.md "Validation", layer 2: the map and sides here, the features,
    units and victory in their parts (feature_checks, unit_checks, victory_checks), on the
    base they share (checker_base)."""

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

    def check_sides(self) -> None:
        sides = items_of(self.data, "sides")
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
