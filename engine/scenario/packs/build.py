"""The scenario's catalog: the global catalog with the mission's rule packs applied in
order, each entry checked where it is written (DESIGN.md, "Rule packs").

A pack entry has the keys of its catalog's records (engine/catalog.py, whose data files
document them), made from scratch or from `base: <id>` with some keys overridden; the
catalog's own record checks run on the result. A broken entry is left out of the catalog
with its problem at its line, so the mission still opens to be mended.
"""

from __future__ import annotations

import threading
import types
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import MISSING, field, fields, replace
from typing import Any, TypeVar

from engine.catalog import (
    BuildingType,
    Catalog,
    Rules,
    TerrainType,
    UnitType,
    WorkType,
    load_catalog,
)
from engine.data_files import CatalogError, build_record, record_fields
from engine.records import record
from engine.scenario.packs.files import PackSource
from engine.scenario.packs.model import PACK_FORMAT, RulePacks
from engine.scenario.packs.schema import pack_schema_issues
from engine.scenario.problems import Problem
from engine.scenario.suggest import suggest
from engine.scenario.yaml_source import SourceDocument, YamlSourceError, parse_yaml

PathT = tuple[str | int, ...]
_R = TypeVar("_R")
# A pack's lists: its key, the kind of type (as Catalog.own names it), the record.
SECTIONS: tuple[tuple[str, str, type], ...] = (
    ("terrain", "terrain", TerrainType), ("units", "unit", UnitType),
    ("buildings", "building", BuildingType), ("works", "work", WorkType))
_WORDS = {"terrain": "terrain type", "unit": "unit type", "building": "building type",
          "work": "work type"}
_TERRAIN_REFS = {"terrain": ("shelled_to", "burns_to", "regrows_to", "clears_to"),
                 "building": ("leaves",), "work": ("placed_on", "counts_as"), "unit": ()}
_FREE_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789:;,+*%&$@"


# A problem of a pack before it has a place: the pack's index, the path in it, the
# message and whether it stands at the key.
Issue = tuple[int, PathT, str, bool]


@record
class PackBuild:
    """The catalog the packs make, their problems, and where each type they add is
    written (`unit:heavy_mortar` -> its pack and path there)."""

    catalog: Catalog
    problems: list[Problem] = field(default_factory=list)
    places: dict[str, tuple[PackSource, PathT]] = field(default_factory=dict)

    def standing_problems(self, chars: set[str]) -> list[Problem]:
        """A pack's unit type that could stand on no terrain of the map (`chars`: the
        characters the map uses), reported at the type in its pack."""
        terrain = [self.catalog.terrain[c] for c in chars if c in self.catalog.terrain]
        out = []
        for own, (pack, path) in self.places.items():
            kind, ident = own.split(":", 1)
            unit = self.catalog.units.get(ident) if kind == "unit" else None
            if unit is None or unit.is_aircraft or not terrain:
                continue
            if not any(t.passable_for(unit.move_class) for t in terrain):
                out.append(pack.problem(path + ("move_class",) if "move_class" in
                                        _node(pack.data, path) else path,
                                        f"unit type '{ident}' ({unit.move_class}) can stand "
                                        "on no terrain of this map; give the map terrain it "
                                        "may enter, or the type another move_class"))
        return out


def _node(data: Any, path: PathT) -> Any:
    for step in path:
        data = data[step]
    return data


class _Builder:
    def __init__(self, base: Catalog) -> None:
        self.terrain: dict[str, TerrainType] = dict(base.terrain_by_id)
        self.tables: dict[str, dict[str, Any]] = {
            "terrain": self.terrain, "unit": dict(base.units),
            "building": dict(base.buildings), "work": dict(base.works)}
        self.rules = base.rules
        self.turn = {k: dict(v) for k, v in base.turn_numbers.items()}
        self.own = set(base.own)
        self.issues: list[Issue] = []
        self.places: dict[str, tuple[int, PathT]] = {}
        self.index = 0  # of the pack being applied

    # -- one pack ------------------------------------------------------------------------
    def apply(self, index: int, pack: PackSource) -> None:
        self.index = index
        schema = pack_schema_issues(pack.data)
        self.issues += [(index, path, message, key) for path, message, key in schema]
        bad = {path[:2] for path, _, _ in schema}
        data = pack.data
        if not isinstance(data, dict):
            return
        if not pack.inline and data.get("format") is None:
            self.issue((), f"a pack file starts with 'format: {PACK_FORMAT}'")
        for section, kind, cls in SECTIONS:
            items = data.get(section)
            if not isinstance(items, list):
                continue
            for i, raw in enumerate(items):
                if (section, i) in bad or (section,) in bad or not isinstance(raw, dict):
                    continue
                self.entry(pack, section, kind, cls, i, raw)
        numbers = data.get("numbers")
        if isinstance(numbers, dict) and ("numbers",) not in bad:
            self.numbers(pack, numbers, {p[1] for p in bad if p[:1] == ("numbers",)
                                         and len(p) > 1})

    def issue(self, path: PathT, message: str) -> None:
        self.issues.append((self.index, path, message, False))

    def entry(self, pack: PackSource, section: str, kind: str, cls: type, i: int,
              raw: dict[str, Any]) -> None:
        here: PathT = (section, i)
        table = self.tables[kind]
        ident = str(raw["id"])
        word = _WORDS[kind]
        where = f"{word} '{ident}'"

        def report(path: PathT, message: str) -> None:
            self.issue(here + path, message)

        if ident in table:
            report(("id",), f"{where} already exists; give the new type an id of its own "
                            f"(and 'base: {ident}' to start from it)")
            return
        raw = _languages(raw)
        for k, w in enumerate(raw.get("weapons") or []):
            low, high = w.get("min_range"), w.get("max_range")
            if isinstance(low, int) and isinstance(high, int) and low > high:
                report(("weapons", k, "min_range"),
                       f"weapon '{w.get('id')}' of {where}: min_range {low} is above "
                       f"max_range {high}")
                return
        base_id = raw.pop("base", None)
        try:
            if base_id is not None:
                base = table.get(base_id)
                if base is None:
                    report(("base",), f"{where}: base '{base_id}' does not exist; "
                                      + suggest(str(base_id), table))
                    return
                values = record_fields(cls, raw, where, partial=True)
                if hasattr(base, "bases"):  # what it is made from, for rules naming types
                    values["bases"] = (base.id, *base.bases)
                if "name" in values and "names" not in values:
                    values["names"] = types.MappingProxyType({})  # not the base's names
                if "description" in values and "descriptions" not in values \
                        and hasattr(base, "descriptions"):
                    values["descriptions"] = types.MappingProxyType({})  # nor descriptions
                record = _made(lambda: replace(base, **values), where)
            else:
                raw = {**self.defaults(kind), **raw}
                lacking = [f.name for f in fields(cls) if f.default is MISSING
                           and f.default_factory is MISSING and f.name not in raw]
                if lacking:
                    report((), f"{where} has no base and lacks {', '.join(lacking)}; add "
                               "them, or start from a type of the catalog with 'base:'")
                    return
                record = build_record(cls, raw, where)
        except CatalogError as error:
            report((), str(error))
            return
        if kind == "terrain":
            taken = next((t for t in self.terrain.values() if t.char == record.char), None)
            if taken is not None:
                used = {t.char for t in self.terrain.values()}
                free = "".join(c for c in _FREE_CHARS if c not in used)[:8]
                report(("char",), f"terrain character '{record.char}' is already "
                                  f"'{taken.id}''s ({taken.name}); free ones: {free}")
                return
        if kind == "unit":
            same = next((u for u in table.values() if u.symbol == record.symbol), None)
            if same is not None:
                report(("symbol",) if "symbol" in raw else (),
                       f"{where}: symbol '{record.symbol}' is also '{same.id}''s; give it "
                       "one of its own")
                return
        if kind == "work" and record.hidden and record.damage is None:
            record = replace(record, damage=self.rules.mine_damage)
        for name in _TERRAIN_REFS[kind]:
            value = getattr(record, name)
            for k, ref in enumerate(value if isinstance(value, tuple) else (value,)):
                if ref is not None and ref not in self.terrain and ref != record.id:
                    path = (name, k) if isinstance(value, tuple) else (name,)
                    report(path if name in raw else (),
                           f"{where}: {name} names terrain '{ref}', which does not exist; "
                           + suggest(str(ref), self.terrain))
                    return
        table[ident] = record
        self.own.add(f"{kind}:{ident}")
        self.places[f"{kind}:{ident}"] = (self.index, here)

    def defaults(self, kind: str) -> dict[str, Any]:
        if kind == "building":
            return {"build_orders": self.rules.build_orders_building}
        if kind == "work":
            return {"build_orders": self.rules.build_orders_work}
        return {}

    def numbers(self, pack: PackSource, numbers: dict[str, Any], bad: set[Any]) -> None:
        rule_keys = {f.name for f in fields(Rules)}
        mine = self.rules.mine_damage
        try:
            values = record_fields(Rules, {k: v for k, v in numbers.items()
                                           if k in rule_keys and k not in bad},
                                   "numbers", partial=True)
            self.rules = _made(lambda: replace(self.rules, **values), "numbers")
        except CatalogError as error:
            self.issue(("numbers",), str(error))
        for name, section in numbers.items():
            if name not in rule_keys and name not in bad and isinstance(section, dict):
                self.turn[name] = {**self.turn.get(name, {}), **section}
        if self.rules.mine_damage != mine:  # a mine's damage is the rules' (works.yaml)
            works = self.tables["work"]
            for key, w in list(works.items()):
                if w.hidden and w.damage == mine:
                    works[key] = replace(w, damage=self.rules.mine_damage)

    def catalog(self) -> Catalog:
        frozen = types.MappingProxyType
        return Catalog(
            terrain=frozen({t.char: t for t in self.terrain.values()}),
            terrain_by_id=frozen(dict(self.terrain)), units=frozen(self.tables["unit"]),
            buildings=frozen(self.tables["building"]), works=frozen(self.tables["work"]),
            rules=self.rules, turn_numbers=frozen({k: frozen(v) for k, v in self.turn.items()}),
            own=frozenset(self.own))


def _made(make: Callable[[], _R], where: str) -> _R:
    """A record made by `make`, its own checks' ValueError as a CatalogError at `where`."""
    try:
        return make()
    except ValueError as error:
        raise CatalogError(f"{where}: {error}") from None


def _languages(raw: Mapping[str, Any]) -> dict[str, Any]:
    """A name or description written as a language map ({en: Heavy Mortar, it: Mortaio
    pesante}) as the catalog holds it: `name` (`description`) in English (else the first),
    `names` (`descriptions`) the map."""
    out = dict(raw)
    for key in ("name", "description"):
        value = out.get(key)
        if isinstance(value, dict) and value:
            out[key] = value.get("en") or next(iter(value.values()))
            plural = "names" if key == "name" else "descriptions"
            out[plural] = {**value, **(out.get(plural) or {})}
    if isinstance(out.get("weapons"), list):
        out["weapons"] = [_languages(w) if isinstance(w, dict) else w for w in out["weapons"]]
    return out


_CACHE: OrderedDict[str, Catalog] = OrderedDict()
_CACHE_SIZE = 16
_LOCK = threading.Lock()
_BUILDS: OrderedDict[str, tuple[Catalog, list[Issue], dict[str, tuple[int, PathT]]]] = (
    OrderedDict())


def build_catalog(packs: Sequence[PackSource], base: Catalog | None = None) -> PackBuild:
    """The catalog `packs` make on `base` (the global catalog), with their problems. The
    work is done once per pack content (live validation checks the same packs after each
    edit of the map); only the problems' places are worked out each time."""
    # repr, not JSON: a broken pack may have keys of any YAML kind (1: x), and the text
    # of equal data read in the same order is the same
    key = repr([[p.inline, p.data] for p in packs])
    found = _BUILDS.get(key) if base is None else None
    if found is None:
        builder = _Builder(base if base is not None else load_catalog())
        for index, pack in enumerate(packs):
            builder.apply(index, pack)
        found = (builder.catalog(), builder.issues, builder.places)
        if base is None:
            with _LOCK:
                _BUILDS[key] = found
                while len(_BUILDS) > _CACHE_SIZE:
                    _BUILDS.popitem(last=False)
    catalog, issues, places = found
    return PackBuild(catalog, [packs[i].problem(path, message, key=at_key)
                               for i, path, message, at_key in issues],
                     {own: (packs[i], path) for own, (i, path) in places.items()})


# ------------------------------------------------------------------ a scenario's catalog


def pack_sources(packs: RulePacks) -> list[PackSource]:
    """The packs of a scenario's `rules` as read with it (a file not read is left out:
    validation said why)."""
    if packs.files is None:
        return [PackSource("rules", "rules", SourceDocument(packs.inline or {}), ("rules",),
                           inline=True)]
    out = []
    for name in packs.files:
        text = packs.texts.get(name)
        if text is None:
            continue
        try:
            out.append(PackSource(name, name, parse_yaml(text)))
        except YamlSourceError:
            continue
    return out


def catalog_of(scenario: Any) -> Catalog:
    """The catalog a scenario plays with: the global one when it has no `rules`, else the
    global one with its packs applied, built once per pack content and shared (records
    are frozen), so every game, view and check of the mission reads the same types."""
    packs: RulePacks | None = getattr(scenario, "rules", None)
    if packs is None:
        return load_catalog()
    key = repr([packs.inline, packs.files,
                sorted(packs.texts.items()) if packs.files else None])
    with _LOCK:
        found = _CACHE.get(key)
        if found is not None:
            _CACHE.move_to_end(key)
            return found
    catalog = build_catalog(pack_sources(packs)).catalog
    with _LOCK:
        _CACHE[key] = catalog
        while len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    return catalog
