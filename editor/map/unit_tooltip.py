"""The hover tooltip of a unit, in the editor's map view and in the play-test.

One text builder for both: the unit as the scenario (or the play-test's snapshot of what a
side knows) has it, completed with the catalog's maxima, and, in the play-test, with the
live state of the viewer's own units (AP, shots, alert, RULES.md A1-A3). The play-test
passes only units its viewer knows (editor/playtest/side_knowledge.py and the ruleset's snapshot),
so a unit hidden in the fog (RULES.md A8) has no tooltip at all.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication

from editor.document.piece_setup import piece_setup
from editor.i18n.catalog_names import shown_name
from engine.catalog import Catalog
from engine.scenario.model import Cell, Scenario, Unit

translate = QCoreApplication.translate


def units_at(scenario: Scenario, cell: Cell) -> list[Unit]:
    """The units drawn on a cell (cargo is not on the map: it is named by its carrier)."""
    return [u for u in scenario.units if u.at is not None and tuple(u.at) == tuple(cell)]


def unit_tooltip(unit: Unit, scenario: Scenario, catalog: Catalog,
                 live: Mapping[str, Any] | None = None) -> str:
    """Type, side, HP/AP/ammo/fuel, cargo and state of one unit, as rich text.

    `live` is the game's view of the unit (the play-test, the viewer's own units only);
    without it the numbers are the scenario's (missing ones are the type's full values)."""
    # a ruleset's own pieces (Stratego) are no catalog units, even a "scout"
    utype = catalog.units.get(unit.type) if piece_setup(scenario) is None else None
    side = scenario.side(unit.side)
    side_name = (side.name or side.id) if side is not None else unit.side
    title = shown_name(utype) if utype is not None else unit.type.replace("_", " ").capitalize()
    name = f"{unit.name} — " if unit.name else ""
    lines = [f"<b>{escape(name + unit.id)}</b>: {escape(title)}",
             translate("UnitTooltip", "Side: {side}").format(side=escape(side_name))]
    if utype is None:  # a piece of a ruleset of its own: its type (or "unknown") says it all
        return "<br>".join(lines)
    stats = [_stat(translate("UnitTooltip", "HP"), _value(live, "hp", unit.hp, utype.hp),
                   utype.hp)]
    if live is not None:
        stats.append(_stat(translate("UnitTooltip", "AP"), live.get("ap"), utype.ap))
    if utype.ammo is not None:
        stats.append(_stat(translate("UnitTooltip", "ammo"),
                           _value(live, "ammo", unit.ammo, utype.ammo), utype.ammo))
    if utype.fuel is not None:
        stats.append(_stat(translate("UnitTooltip", "fuel"),
                           _value(live, "fuel", unit.fuel, utype.fuel), utype.fuel))
    lines.append(", ".join(stats))
    cargo = list(live.get("cargo") or []) if live is not None else list(unit.cargo)
    if utype.capacity or cargo:
        aboard = escape(", ".join(cargo)) if cargo else translate("UnitTooltip", "empty")
        lines.append(translate("UnitTooltip", "Cargo: {cargo} ({count}/{capacity})").format(
            cargo=aboard, count=len(cargo), capacity=utype.capacity))
    state = _state(unit, live)
    if state:
        lines.append(translate("UnitTooltip", "State: {state}").format(
            state=escape(", ".join(state))))
    return "<br>".join(lines)


def _value(live: Mapping[str, Any] | None, key: str, written: int | None, full: int) -> Any:
    if live is not None and key in live:
        return live.get(key)
    return full if written is None else written


def _stat(label: str, value: Any, maximum: int | None) -> str:
    shown = "-" if value is None else str(value)
    return f"{label} {shown}/{maximum}" if maximum is not None else f"{label} {shown}"


def _state(unit: Unit, live: Mapping[str, Any] | None) -> Sequence[str]:
    """Flying or landed, moved, on alert, camouflaged, aboard a carrier (RULES.md A1-A9)."""
    flying = translate("UnitTooltip", "flying")
    if live is None:
        return [flying] if unit.flying else []
    words = []
    for key, word in (("flying", flying), ("landed", translate("UnitTooltip", "landed")),
                      ("moved", translate("UnitTooltip", "has moved")),
                      ("alert", translate("UnitTooltip", "on alert")),
                      ("camouflaged", translate("UnitTooltip", "camouflaged"))):
        if live.get(key):
            words.append(word)
    if live.get("aboard"):
        words.append(translate("UnitTooltip", "aboard {carrier}").format(carrier=live["aboard"]))
    if live.get("shots_left") is not None:
        words.append(translate("UnitTooltip", "{count} shot(s) left").format(
            count=live["shots_left"]))
    return words


def cell_tooltip(units: list[Unit], scenario: Scenario, catalog: Catalog,
                 live: Mapping[str, Mapping[str, Any]] | None = None) -> str:
    """The tooltip of a cell: each unit on it, one paragraph each ("" with none)."""
    parts = [unit_tooltip(u, scenario, catalog, (live or {}).get(u.id)) for u in units]
    return "<hr>".join(parts)
