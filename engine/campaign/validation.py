"""Validation of a campaign file (DESIGN.md, "Campaign file"): its schema, then the
campaign's own rules, every problem at its line with a hint, and each mission's own
problems told with the campaign step they belong to.

Checked: the mission ids, the start, every mission file (inside the campaign's folder,
readable, a valid mission), the side mappings, `next` (outcomes and targets), `carry`
(sides and ids), `arrives` areas, missions the start never reaches (a warning), loops with
no way to the end, that every force a carry may bring finds room in the next mission, and
campaign variables no mission sets or reads (warnings). The checks read the plain data, so
they run even when the schema found problems elsewhere.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from engine.campaign.carry import enter_mission, reinforcement_units, strongest
from engine.campaign.format import is_campaign_text
from engine.campaign.graph import can_end, reachable, trapped_loop
from engine.campaign.io import LoadedCampaign, campaign_shape, mission_path
from engine.campaign.model import DRAW, END, Arrives, Campaign, Carry
from engine.campaign.variables import variable_names
from engine.scenario.io import parse_source, read_text
from engine.scenario.kinds.base import AreaRef, parse_area_ref
from engine.scenario.model import Scenario, Unit
from engine.scenario.packs.build import catalog_of
from engine.scenario.problems import Problem, ScenarioError
from engine.scenario.suggest import suggest
from engine.scenario.validation import validate_source
from engine.scenario.yaml_source import SourceDocument

PathT = tuple[str | int, ...]


def validate_campaign(text: str, path: Path, deep: bool = True
                      ) -> tuple[LoadedCampaign | None, list[Problem]]:
    """Every problem of a campaign's text (its file at `path`) and of its missions, and the
    loaded campaign when its shape allows one; ScenarioError when it is not YAML."""
    filename = str(path)
    source, problems, shape_ok = campaign_shape(text, filename)
    if not isinstance(source.data, dict):
        return None, problems
    checker = CampaignChecker(source, filename, path, deep=deep)
    problems += checker.run()
    own = sorted((p for p in problems if p.file == filename), key=lambda p: (p.line, p.column))
    theirs = [p for p in problems if p.file != filename]
    loaded = None
    if shape_ok:
        loaded = LoadedCampaign(Campaign.from_data(source.data), path,
                                dict(checker.scenarios), dict(checker.files))
    return loaded, own + theirs


def _items(node: Any, key: str) -> list[tuple[int, dict[str, Any]]]:
    seq = node.get(key) if isinstance(node, dict) else None
    if not isinstance(seq, list):
        return []
    return [(i, item) for i, item in enumerate(seq) if isinstance(item, dict)]


def _strings(value: Any) -> list[str]:
    return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []


class CampaignChecker:
    """The campaign's own checks; each mission's units are checked against that mission's
    catalog (`catalog_of`: the game's types and its rule packs')."""

    def __init__(self, source: SourceDocument, filename: str, path: Path, deep: bool = True
                 ) -> None:
        self.source = source
        self.data: dict[str, Any] = source.data
        self.filename = filename
        self.path = path
        self.deep = deep
        self.problems: list[Problem] = []
        self.sides = _strings(self.data.get("sides"))
        self.index: dict[str, int] = {}  # mission id -> its index in `missions`
        self.entries: dict[str, dict[str, Any]] = {}
        self.scenarios: dict[str, Scenario] = {}  # the missions that validate
        self.files: dict[str, Path] = {}
        self.mission_data: dict[str, Any] = {}  # each mission file's plain data
        self.mapping: dict[str, dict[str, str]] = {}  # mission id -> campaign -> mission side
        self._read: dict[Path, tuple[Scenario | None, list[Problem], Any]] = {}

    # -- reporting ---------------------------------------------------------------------
    def report(self, path: PathT, message: str, severity: str = "error",
               key: bool = False) -> None:
        mark = self.source.key_mark(path) if key else self.source.mark(path)
        self.problems.append(Problem(self.filename, mark.line, mark.column, message,
                                     severity, path))

    def run(self) -> list[Problem]:
        self.check_sides()
        self.check_ids()
        for i, entry in _items(self.data, "missions"):
            mid = entry.get("id")
            if not isinstance(mid, str) or self.index.get(mid) != i:
                continue
            self.check_file(i, mid, entry)
            self.check_side_map(i, mid, entry)
        for mid, i in self.index.items():
            entry = self.entries[mid]
            self.check_next(i, mid, entry)
            self.check_carry(i, mid, entry)
            self.check_arrives(i, mid, entry)
        self.check_graph()
        self.check_room()
        self.check_variables()
        return self.problems

    # -- sides and ids -----------------------------------------------------------------
    def check_sides(self) -> None:
        seen: set[str] = set()
        for j, side in enumerate(self.data.get("sides") or []):
            if not isinstance(side, str):
                continue
            if side in seen:
                self.report(("sides", j), f"the campaign side '{side}' is listed twice")
            seen.add(side)

    def check_ids(self) -> None:
        for i, entry in _items(self.data, "missions"):
            mid = entry.get("id")
            if not isinstance(mid, str):
                continue
            if mid in (END, DRAW):
                self.report(("missions", i, "id"), f"'{mid}' cannot be a mission id: `next` "
                            "uses it for the end of the campaign and for a draw")
            elif mid in self.index:
                self.report(("missions", i, "id"), f"two missions have the id '{mid}'; give "
                            "each mission its own id")
            else:
                self.index[mid] = i
                self.entries[mid] = entry
        start = self.data.get("start")
        if isinstance(start, str) and self.index and start not in self.index:
            self.report(("start",), f"the campaign starts with '{start}', which is no "
                        "mission of it; " + suggest(start, self.index))

    # -- mission files -----------------------------------------------------------------
    def check_file(self, i: int, mid: str, entry: dict[str, Any]) -> None:
        relative = entry.get("file")
        if not isinstance(relative, str):
            return
        at: PathT = ("missions", i, "file")
        step = f"campaign step '{mid}'"
        target = mission_path(self.path, relative)
        if isinstance(target, str):
            self.report(at, f"{step}: {target}")
            return
        if target.exists() and not target.is_file():
            self.report(at, f"{step}: '{relative}' is not a file (a folder?); name a mission "
                        "file")
            return
        if not target.is_file():
            folder = target.parent
            others = sorted(p.name for p in folder.glob("*.yaml")) if folder.is_dir() else []
            hint = "; " + suggest(target.name, others) if others else ""
            self.report(at, f"{step}: the mission file '{relative}' does not exist{hint}")
            return
        shown = str(self.path.parent / relative)
        scenario, problems, data = self.read_mission(target, shown)
        if data is not None and isinstance(data, dict) and data.get("format") != "clumsy-scenario/1" \
                and isinstance(data.get("format"), str) and data["format"].startswith("clumsy-campaign"):
            self.report(at, f"{step}: '{relative}' is a campaign, not a mission")
            return
        errors = [p for p in problems if p.severity == "error"]
        self.problems += [Problem(p.file, p.line, p.column, f"in {step}: {p.message}",
                                  p.severity, p.path, p.cell) for p in problems]
        if errors or scenario is None:
            first = errors[0] if errors else None
            said = f"; the first, at line {first.line}: {first.message}" if first else ""
            self.report(at, f"{step}: the mission '{relative}' is not valid "
                        f"({len(errors)} error(s)){said}")
            return
        self.scenarios[mid] = scenario
        self.files[mid] = target
        self.mission_data[mid] = data

    def read_mission(self, target: Path, shown: str
                     ) -> tuple[Scenario | None, list[Problem], Any]:
        """The mission at `target` (read once however many steps name it): its model when
        its shape allows one, its problems, its plain data."""
        if target in self._read:
            return self._read[target]
        try:
            text = read_text(target)
            if is_campaign_text(text):
                found: tuple[Scenario | None, list[Problem], Any] = (
                    None, [], {"format": "clumsy-campaign/1"})
            else:
                source = parse_source(text, shown)
                problems, shape_ok = validate_source(source, shown, deep=self.deep)
                scenario = Scenario.from_data(source.data) if shape_ok else None
                found = (scenario, problems, source.data)
        except ScenarioError as exc:
            found = (None, [Problem(shown, p.line, p.column, p.message)
                            for p in exc.problems], None)
        self._read[target] = found
        return found

    # -- side mappings -----------------------------------------------------------------
    def mission_sides(self, mid: str) -> list[str]:
        scenario = self.scenarios.get(mid)
        return [s.id for s in scenario.sides] if scenario is not None else []

    def check_side_map(self, i: int, mid: str, entry: dict[str, Any]) -> None:
        sides = entry.get("sides")
        mission_sides = self.mission_sides(mid)
        if not isinstance(sides, dict):
            self.mapping[mid] = {s: s for s in self.sides if s in mission_sides}
            if mid in self.scenarios and not self.mapping[mid]:
                self.report(("missions", i, "id"),
                            f"no campaign side plays '{mid}': none of its sides "
                            f"({', '.join(mission_sides)}) is a campaign side; map them with "
                            "`sides: {CAMPAIGN_SIDE: MISSION_SIDE}`")
            return
        mapping: dict[str, str] = {}
        taken: dict[str, str] = {}
        for side, played in sides.items():
            at: PathT = ("missions", i, "sides", side)
            if side not in self.sides:
                self.report(at, f"'{side}' is no campaign side; " + suggest(side, self.sides),
                            key=True)
                continue
            if not isinstance(played, str):
                continue
            if mid in self.scenarios and played not in mission_sides:
                self.report(at, f"mission '{mid}' has no side '{played}'; "
                            + suggest(played, mission_sides))
                continue
            if played in taken:
                self.report(at, f"'{side}' and '{taken[played]}' both play '{played}' in "
                            f"'{mid}'; a mission side is played by one campaign side")
                continue
            taken[played] = side
            mapping[side] = played
        self.mapping[mid] = mapping

    # -- next --------------------------------------------------------------------------
    def outcome_side(self, mid: str, key: str) -> str | None:
        """The mission side a `next` key names (itself, or the campaign side playing it)."""
        if key in self.mission_sides(mid):
            return key
        return self.mapping.get(mid, {}).get(key)

    def check_next(self, i: int, mid: str, entry: dict[str, Any]) -> None:
        nxt = entry.get("next")
        if not isinstance(nxt, dict):
            return
        known = mid in self.scenarios
        covered: set[str] = set()
        for key, target in nxt.items():
            at: PathT = ("missions", i, "next", key)
            if key == DRAW:
                covered.add(DRAW)
            elif known:
                side = self.outcome_side(mid, key)
                if side is None:
                    options = [*self.mission_sides(mid), *self.mapping.get(mid, {}), DRAW]
                    self.report(at, f"'{key}' is no outcome of '{mid}' (a side that wins "
                                "it, or draw); " + suggest(key, options), key=True)
                elif side in covered:
                    self.report(at, f"'{key}' names again the win of '{side}' in '{mid}'; "
                                "keep one", key=True)
                else:
                    covered.add(side)
            if isinstance(target, str) and target != END and target not in self.index:
                self.report(at, f"'{mid}' goes on to '{target}', which is no mission of the "
                            "campaign; " + suggest(target, [*self.index, END]))
        if not known:
            return
        for outcome in [*self.mission_sides(mid), DRAW]:
            if outcome not in covered:
                what = "ends in a draw" if outcome == DRAW else f"is won by '{outcome}'"
                self.report(("missions", i, "next"),
                            f"when '{mid}' {what} the campaign ends there (no `next` for it); "
                            f"write `{outcome}: end` to say so", severity="warning")

    def targets(self, mid: str) -> list[tuple[str, str]]:
        """(outcome key, next mission id) of a mission's known links, END left out."""
        nxt = self.entries[mid].get("next")
        if not isinstance(nxt, dict):
            return []
        return [(k, t) for k, t in nxt.items() if isinstance(t, str) and t in self.index]

    # -- carry -------------------------------------------------------------------------
    def check_carry(self, i: int, mid: str, entry: dict[str, Any]) -> None:
        for j, carry in _items(entry, "carry"):
            side = carry.get("side")
            at: PathT = ("missions", i, "carry", j, "side")
            if not isinstance(side, str):
                continue
            if side not in self.sides:
                self.report(at, f"'{side}' is no campaign side; " + suggest(side, self.sides))
                continue
            if mid in self.scenarios and side not in self.mapping.get(mid, {}):
                self.report(at, f"'{side}' plays no side in '{mid}', so it has no units to "
                            "carry from it; map it in the mission's `sides`")
                continue
            for outcome, target in self.targets(mid):
                if target in self.scenarios and side not in self.mapping.get(target, {}):
                    self.report(at, f"the units of '{side}' go on to '{target}' (when "
                                f"'{outcome}' wins '{mid}'), where '{side}' plays no side; "
                                f"map it in the `sides` of '{target}'"
                                if outcome != DRAW else
                                f"the units of '{side}' go on to '{target}' (after a draw "
                                f"in '{mid}'), where '{side}' plays no side; map it in the "
                                f"`sides` of '{target}'")
                    break

    # -- arrives -----------------------------------------------------------------------
    def check_arrives(self, i: int, mid: str, entry: dict[str, Any]) -> None:
        arrives = entry.get("arrives")
        if not isinstance(arrives, dict):
            return
        scenario = self.scenarios.get(mid)
        for key, value in arrives.items():
            if key == "area":
                self.check_area(("missions", i, "arrives", "area"), value, scenario, mid)
                continue
            if key not in self.sides:
                self.report(("missions", i, "arrives", key), f"'{key}' is no campaign side; "
                            + suggest(key, sorted({*self.sides, "area"})), key=True)
            elif isinstance(value, dict):
                self.check_area(("missions", i, "arrives", key, "area"), value.get("area"),
                                scenario, mid)

    def check_area(self, at: PathT, value: Any, scenario: Scenario | None, mid: str) -> None:
        if scenario is None:
            return
        if isinstance(value, str):
            if scenario.area(value) is None:
                names = [a.id for a in scenario.areas]
                hint = suggest(value, names) if names else "it names no areas"
                self.report(at, f"mission '{mid}' has no area '{value}'; {hint}")
        elif isinstance(value, list):
            for k, cell in enumerate(value):
                if (isinstance(cell, list) and len(cell) == 2
                        and all(isinstance(c, int) for c in cell)
                        and not (0 <= cell[0] < scenario.map.width
                                 and 0 <= cell[1] < scenario.map.height)):
                    self.report(at + (k,), f"{cell} is off the map of '{mid}' "
                                f"({scenario.map.width}x{scenario.map.height})")

    # -- the graph ---------------------------------------------------------------------
    def links(self) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        for mid, entry in self.entries.items():
            nxt = entry.get("next")
            out[mid] = [t for t in nxt.values() if isinstance(t, str)] \
                if isinstance(nxt, dict) else []
        return out

    def ends_anyway(self) -> set[str]:
        """Missions with an outcome that names no next mission (the campaign ends there)."""
        out = set()
        for mid, entry in self.entries.items():
            nxt = entry.get("next")
            if not isinstance(nxt, dict) or not nxt:
                out.add(mid)
                continue
            sides = self.mission_sides(mid)
            if not sides:
                continue  # an unknown mission's outcomes are unknown; counted as ending
            covered = {self.outcome_side(mid, k) or k for k in nxt}
            if any(o not in covered for o in [*sides, DRAW]):
                out.add(mid)
        return out | {m for m in self.entries if m not in self.scenarios}

    def check_graph(self) -> None:
        start = self.data.get("start")
        if not isinstance(start, str) or start not in self.index:
            return
        links = self.links()
        seen = reachable(start, links)
        for mid, i in self.index.items():
            if mid not in seen:
                self.report(("missions", i, "id"), f"no outcome leads to '{mid}': the "
                            f"campaign never plays it (it starts with '{start}')",
                            severity="warning")
        ending = can_end(links, self.ends_anyway())
        trapped = {m for m in seen if m not in ending}
        for mid in seen:
            if mid in trapped:
                loop = trapped_loop(mid, links, trapped)
                self.report(("missions", self.index[mid], "next"),
                            f"from '{mid}' the campaign can never end: every outcome leads "
                            f"on in the loop {' -> '.join(loop)}; let an outcome lead to "
                            "`end` or out of the loop")

    # -- room for carried units ----------------------------------------------------------
    def own_units(self, mid: str, mission_side: str) -> list[Unit]:
        scenario = self.scenarios[mid]
        return [u for u in [*scenario.units, *reinforcement_units(scenario)]
                if u.side == mission_side]

    def check_room(self) -> None:
        """Every force a carry may bring stands in the mission it goes to: the most units
        a side could have at the end of a mission (its own, its reinforcements and the
        most it may have been carried in), at full strength."""
        start = self.data.get("start")
        if not isinstance(start, str) or start not in self.index:
            return
        order = reachable(start, self.links())
        incoming: dict[tuple[str, str], list[Unit]] = {}
        sends: dict[tuple[str, str], dict[int, list[Unit]]] = {}  # (from, to) -> carry j -> units
        for _ in range(len(order) + 1):  # a loop that carries grows until it has no room
            changed = False
            for mid in order:
                if mid not in self.scenarios:
                    continue
                for j, carry in self.carries(mid):
                    played = self.mapping.get(mid, {}).get(carry.side)
                    if played is None:
                        continue
                    force = self.force(mid, carry, played, incoming)
                    for _outcome, target in self.targets(mid):
                        if target not in self.scenarios \
                                or carry.side not in self.mapping.get(target, {}):
                            continue
                        sends.setdefault((mid, target), {})[j] = force
                        key = (target, carry.side)
                        if len(force) > len(incoming.get(key, [])):
                            incoming[key] = force
                            changed = True
            if not changed:
                break
        self.check_carry_ids(incoming)
        for (mid, target), by_carry in sends.items():
            self.check_entry(mid, target, by_carry)

    def carries(self, mid: str) -> list[tuple[int, Carry]]:
        out = []
        for j, c in _items(self.entries[mid], "carry"):
            units = c.get("units")
            if isinstance(c.get("side"), str) and (units in ("survivors", "all") or (
                    isinstance(units, list) and all(isinstance(u, str) for u in units))):
                out.append((j, Carry(c["side"], units)))
        return out

    def force(self, mid: str, carry: Carry, played: str,
              incoming: dict[tuple[str, str], list[Unit]]) -> list[Unit]:
        """The most units `carry` may take out of `mid`."""
        units = self.own_units(mid, played) + incoming.get((mid, carry.side), [])
        if carry.ids is None:
            return strongest(units)
        wanted = set(carry.ids)
        return strongest(u for u in units if u.id in wanted)

    def check_carry_ids(self, incoming: dict[tuple[str, str], list[Unit]]) -> None:
        """A carry's listed ids are units the side may have in that mission."""
        for mid in self.scenarios:
            for j, carry in self.carries(mid):
                played = self.mapping.get(mid, {}).get(carry.side)
                if carry.ids is None or played is None:
                    continue
                units = self.own_units(mid, played) + incoming.get((mid, carry.side), [])
                known = sorted({u.id for u in units})
                for k, uid in enumerate(carry.ids):
                    if uid not in known:
                        hint = suggest(uid, known) if known else "it has none"
                        self.report(("missions", self.index[mid], "carry", j, "units", k),
                                    f"'{carry.side}' has no unit '{uid}' in '{mid}' to carry; "
                                    + hint)

    def check_entry(self, mid: str, target: str, by_carry: dict[int, list[Unit]]) -> None:
        carries = dict(self.carries(mid))
        arrivals: list[tuple[str, AreaRef | None, Sequence[Unit]]] = []
        arrives = self.arrives_of(target)
        for j, units in sorted(by_carry.items()):
            side = carries[j].side
            area = arrives.area_of(side) if arrives is not None else None
            arrivals.append((self.mapping[target][side], area, units))
        scenario = self.scenarios[target]
        entry = enter_mission(scenario, arrivals)  # the mission's catalog, with its packs
        if not entry.unplaced:
            return
        for j, units in sorted(by_carry.items()):
            side = carries[j].side
            played = self.mapping[target][side]
            lost = [u for u in entry.unplaced if u.side == played]
            if not lost:
                continue
            area = arrives.area_of(side) if arrives is not None else None
            where = (f"the `arrives` area of '{target}'" if area is not None else
                     f"the deployment zone of '{played}' in '{target}'")
            if area is None and not scenario.deployment_zone(played):
                self.report(("missions", self.index[mid], "carry", j),
                            f"campaign step '{mid}': the units '{side}' carries to "
                            f"'{target}' have nowhere to stand: '{target}' has no deployment "
                            f"zone for '{played}'; give it one or write `arrives: {{area: "
                            "...}` for that mission")
                continue
            back = {new: old for old, new in entry.renamed.items()}
            unknown = sorted({u.type for u in lost} - set(catalog_of(scenario).units))
            if unknown:
                self.report(("missions", self.index[mid], "carry", j),
                            f"campaign step '{mid}': '{target}' has no unit type "
                            f"{', '.join(repr(t) for t in unknown)} that '{side}' may carry "
                            "into it (a type of a rule pack of an earlier mission): give "
                            f"'{target}' the same pack, or carry no such unit")
                continue
            names = ", ".join(f"{back.get(u.id, u.id)} ({u.type})" for u in lost[:5])
            more = f" and {len(lost) - 5} more" if len(lost) > 5 else ""
            self.report(("missions", self.index[mid], "carry", j),
                        f"campaign step '{mid}': {len(lost)} of the {len(units)} units "
                        f"'{side}' may carry to '{target}' have nowhere to stand in {where} "
                        f"(no free cell their class may stand on): {names}{more}; make "
                        "the area bigger or carry fewer units")

    def arrives_of(self, mid: str) -> Arrives | None:
        raw = self.entries[mid].get("arrives")
        if not isinstance(raw, dict):
            return None
        area = raw.get("area")
        by_side = {k: v.get("area") for k, v in raw.items()
                   if k != "area" and isinstance(v, dict)}
        return Arrives(area=_area(area), by_side={k: a for k, v in by_side.items()
                                                   if (a := _area(v)) is not None})

    # -- variables ---------------------------------------------------------------------
    def check_variables(self) -> None:
        names = self.data.get("variables")
        if not isinstance(names, dict):
            return
        set_names: set[str] = set()
        read_names: set[str] = set()
        for data in self.mission_data.values():
            s, r = variable_names(data)
            set_names |= s
            read_names |= r
        for name in names:
            sets, reads = name in set_names, name in read_names
            if sets and reads:
                continue
            what = ("no mission sets or reads it" if not sets and not reads else
                    "no mission sets it (no set_var, add_var or score names it)" if not sets
                    else "no mission reads it (no var trigger names it)")
            self.report(("variables", name), f"the campaign variable '{name}' is of no use: "
                        f"{what}", severity="warning", key=True)


def _area(value: Any) -> AreaRef | None:
    if isinstance(value, str):
        return value
    if isinstance(value, list) and all(
            isinstance(c, list) and len(c) == 2 and all(isinstance(x, int) for x in c)
            for c in value):
        return parse_area_ref(value)
    return None
