"""Rule packs (DESIGN.md, "Rule packs"): unit, terrain, building and work types and rule
numbers of a mission's own, written inline under its `rules:` key or in pack files it
names beside it (`format: clumsy-rules/1`, schemas/rules.schema.json).

`model` is the scenario's `rules` value and its canonical lines; `files` reads the pack
files a mission names (never outside its folder); `build` makes the scenario's catalog,
the global one plus its packs, checking every entry at its line; `catalog_of` gives a
scenario's catalog, built once per pack content and shared.
"""

from engine.scenario.packs.build import PackBuild, build_catalog, catalog_of
from engine.scenario.packs.files import PackSource, read_packs
from engine.scenario.packs.model import PACK_FORMAT, RulePacks, pack_file_text, rules_lines

__all__ = ["PACK_FORMAT", "PackBuild", "PackSource", "RulePacks", "build_catalog", "pack_file_text",
           "catalog_of", "read_packs", "rules_lines"]
