"""The names of the catalog's terrain, units, weapons, buildings and works in the editor's
language. The catalogs hold them (engine/data/*.yaml: `name` in English, `names: {it: ...}`
for the others, read by engine/catalog.py), so a new type brings its translations with it;
this module only picks the one of the language installed (docs/translations.md)."""

from __future__ import annotations

from typing import Any

from editor.i18n.translator import current_language
from engine.catalog import Catalog, description_in, load_catalog, name_in


def shown_name(record: Any) -> str:
    """A catalog record's name in the editor's language."""
    return name_in(record, current_language())


def shown_description(record: Any) -> str:
    """A catalog record's description in the editor's language."""
    return description_in(record, current_language())


def _catalog(catalog: Catalog | None) -> Catalog:
    return catalog if catalog is not None else load_catalog()


def terrain_name(terrain_id: object, catalog: Catalog | None = None) -> str | None:
    """A terrain's name from its id ("forest") or its map character, or None."""
    table = _catalog(catalog).terrain
    record = table.get(str(terrain_id)) or next(
        (t for t in table.values() if t.id == terrain_id), None)
    return shown_name(record) if record is not None else None


def structure_name(type_id: object, catalog: Catalog | None = None) -> str | None:
    """A building's or work's name from its type id ("depot", "trench"), or None."""
    cat = _catalog(catalog)
    record = cat.buildings.get(str(type_id)) or cat.works.get(str(type_id))
    return shown_name(record) if record is not None else None


def weapon_name(weapon_id: object, catalog: Catalog | None = None) -> str | None:
    """A weapon's name from its id ("rifle"), or None (the first unit type that has it)."""
    for utype in _catalog(catalog).units.values():
        for weapon in utype.weapons:
            if weapon.id == weapon_id:
                return shown_name(weapon)
    return None


def unit_type_name(type_id: object, catalog: Catalog | None = None) -> str | None:
    record = _catalog(catalog).units.get(str(type_id))
    return shown_name(record) if record is not None else None
