"""Engine events as lines a player reads in the play-test log."""

from __future__ import annotations

from collections import Counter
from typing import Any

Event = dict[str, Any]


def _cell(value: Any) -> str:
    return f"[{value[0]}, {value[1]}]" if isinstance(value, (list, tuple)) and len(value) == 2 else str(value)


def _who(value: Any) -> str:
    """A unit id, or a building/work written as `depot at [3, 4]`."""
    if isinstance(value, dict):
        return f"{value.get('type', value.get('kind', '?'))} at {_cell(value.get('at'))}"
    return str(value) if value is not None else "?"


def describe(event: Event) -> str:
    kind = event.get("type", "?")
    unit = event.get("unit", "")
    if kind == "moved":
        path = event.get("path") or []
        end = _cell(path[-1]) if path else "?"
        return f"{unit} moves to {end} ({event.get('ap', '?')} AP)"
    if kind == "fired":
        weapon = f" with {event['weapon']}" if event.get("weapon") else ""
        return f"{unit} fires{weapon} at {_cell(event.get('target'))}"
    if kind == "damaged":
        what = _who(event.get("target") or event.get("unit"))
        return f"{what} takes {event.get('amount', '?')} damage (hp {event.get('hp', '?')})"
    if kind == "destroyed":
        return f"{_who(event.get('unit') or event.get('target'))} is destroyed"
    if kind == "mine":
        return f"{unit} hits a mine at {_cell(event.get('at'))}"
    if kind == "captured":
        return f"{event.get('side', '?')} captures {event.get('vp', '?')}"
    if kind == "turn_started":
        return f"— {event.get('side', '?')}'s turn, round {event.get('round', '?')} —"
    if kind == "turn_ended":
        return f"{event.get('side', '?')} ends the turn"
    if kind == "orders_revealed":  # orders (RULES.md B): every unit's order, grouped
        by_order: dict[str, list[str]] = {}
        for uid, order in (event.get("orders") or {}).items():
            by_order.setdefault(str(order), []).append(str(uid))
        return "orders revealed — " + "; ".join(
            f"{order}: {', '.join(units)}" for order, units in sorted(by_order.items()))
    if kind == "initiative":  # lowest first
        rolls = sorted((event.get("rolls") or {}).items(), key=lambda r: (r[1], r[0]))
        return "initiative — " + ", ".join(f"{uid} {roll}" for uid, roll in rolls)
    if kind == "intercept":
        outcome = "intercepts" if event.get("success") else "fails to intercept"
        return f"{unit} {outcome} {event.get('target', '?')} (rolled {event.get('roll', '?')})"
    if kind == "game_over":
        winner = event.get("winner") or "nobody (draw)"
        return f"GAME OVER: {winner} wins — {event.get('reason', '')}"
    rest = ", ".join(f"{k} {_cell(v) if k in ('at', 'to', 'target') else v}"
                     for k, v in event.items() if k != "type")
    return f"{kind.replace('_', ' ')}: {rest}" if rest else kind.replace("_", " ")


def turn_summary(side: str, events: list[Event]) -> str:
    """One line per side-turn: how many moves, shots, hits, losses, captures."""
    counts = Counter(e.get("type") for e in events)
    damage = sum(int(e.get("amount", 0)) for e in events if e.get("type") == "damaged")
    parts = [f"{counts['moved']} moves", f"{counts['fired']} shots", f"{damage} damage dealt"]
    if counts["destroyed"]:
        parts.append(f"{counts['destroyed']} destroyed")
    if counts["captured"]:
        parts.append(f"{counts['captured']} captured")
    return f"Summary of {side}'s turn: " + ", ".join(parts)


PUBLIC = {"turn_started", "turn_ended", "round_ended", "game_over", "captured", "capturing",
          "neutralised", "round_started", "phase"}
UNIT_KEYS = ("unit", "target", "victim", "carrier", "shooter")


def seen_by(event: Event, known_units: set[str], seen_cells: set[tuple[int, int]]) -> bool:
    """Whether a side may read this event: it names a unit the side owns or spots, or it
    happens on a cell the side sees. Anything else happened in the fog."""
    if event.get("type") in PUBLIC:
        return True
    names = [event.get(k) for k in UNIT_KEYS if isinstance(event.get(k), str)]
    if names:
        return any(n in known_units for n in names)
    at = event.get("at") or event.get("target")
    if isinstance(at, (list, tuple)) and len(at) == 2:
        return (at[0], at[1]) in seen_cells
    if isinstance(at, dict) and isinstance(at.get("at"), (list, tuple)):
        return tuple(at["at"]) in seen_cells
    return True
