"""Engine events as sentences a player reads in the play-test log.

One entry of `SENTENCES` a kind of event (RULES.md A and B name them); the table is plain
data, so a translation replaces the templates, not the code. A unit is named through a
`Namer` the play-test window gives, so a piece whose rank the reader does not know is "a
piece" and a unit it does not see is "an unseen unit" (RULES.md A8, B Stratego).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

Event = dict[str, Any]
Namer = Callable[[str], str]


def _cell(value: Any) -> str:
    return f"[{value[0]}, {value[1]}]" if isinstance(value, (list, tuple)) and len(value) == 2 else str(value)


def _plain(value: Any) -> str:
    return str(value).replace("_", " ") if value is not None else "?"


def _thing(value: Any, name: Namer) -> str:
    """A unit id (through the namer), or a building/work written as `depot at [3, 4]`."""
    if isinstance(value, dict):
        return f"the {_plain(value.get('type') or value.get('kind'))} at {_cell(value.get('at'))}"
    return name(str(value)) if value is not None else "something"


def _moved(e: Event, name: Namer) -> str:
    path = e.get("path") or []
    if not path:
        return f"{name(e['unit'])} stays where it is"
    ap = f", spending {e['ap']} AP" if e.get("ap") else ""
    return f"{name(e['unit'])} moves from {_cell(path[0])} to {_cell(path[-1])}{ap}"


def _fired(e: Event, name: Namer) -> str:
    reaction = f"{_plain(e['reaction']).capitalize()} fire: " if e.get("reaction") else ""
    weapon = f" with its {_plain(e['weapon'])}" if e.get("weapon") else ""
    victim = e.get("victim")
    at = _thing(victim, name) if victim is not None else _cell(e.get("target"))
    return f"{reaction}{name(e['unit'])} fires{weapon} at {at}"


def _combat(e: Event, name: Namer) -> str:
    attacker = f"{name(e['attacker'])} ({_plain(e.get('attacker_type'))})"
    defender = f"{name(e['defender'])} ({_plain(e.get('defender_type'))})"
    outcome = {"attacker": "the attacker wins", "defender": "the defender holds",
               "both": "both are removed"}.get(str(e.get("winner")), "no one wins")
    return f"{attacker} attacks {defender} at {_cell(e.get('at'))}: {outcome}"


def _orders_revealed(e: Event, name: Namer) -> str:
    by_order: dict[str, list[str]] = {}
    for uid, order in (e.get("orders") or {}).items():
        by_order.setdefault(_plain(order), []).append(name(str(uid)))
    if not by_order:
        return "Orders are revealed: no unit has an order"
    return "Orders are revealed: " + "; ".join(
        f"{', '.join(units)} will {order}" for order, units in sorted(by_order.items()))


def _initiative(e: Event, name: Namer) -> str:
    rolls = e.get("rolls") or {}
    if not rolls:
        if e.get("side"):
            return f"{e['side']} has the initiative without a roll (the scenario gives it)"
        return "Initiative is decided without a roll"
    ranked = sorted(rolls.items(), key=lambda r: (r[1], r[0]))
    by_side = bool(e.get("side"))  # activation rolls a side each; orders a unit each
    who = ", ".join(f"{k if by_side else name(str(k))} rolls {v}" for k, v in ranked)
    lead = f"{e['side']} has the initiative" if e.get("side") else "Initiative, lowest first"
    return f"{lead}: {who}"


def _game_over(e: Event, name: Namer) -> str:
    winner = e.get("winner")
    head = f"Game over: {winner} wins" if winner else "Game over: a draw"
    return head + (f" ({e['reason']})" if e.get("reason") else "")


def _activation(e: Event, name: Namer) -> str:
    roll = f", rolled {e['roll']}" if e.get("roll") is not None else ""
    if e.get("free"):
        return f"{e.get('side', '?')} activates {name(e['unit'])} (the free activation)"
    if e.get("success") is False:
        return f"{e.get('side', '?')} fails to activate {name(e['unit'])}{roll}"
    return f"{e.get('side', '?')} activates {name(e['unit'])}{roll}"


def _built(e: Event, name: Namer) -> str:
    what = _plain(e.get("what") or "works")
    if e.get("finished") or e.get("of") is None:
        return f"{name(e['unit'])} finishes the {what} at {_cell(e.get('at'))}"
    return (f"{name(e['unit'])} works on the {what} at {_cell(e.get('at'))} "
            f"({e.get('progress', '?')} of {e['of']})")


SENTENCES: dict[str, Callable[[Event, Namer], str]] = {
    "moved": _moved,
    "advanced": lambda e, n: f"{n(e['unit'])} advances from {_cell(e.get('from'))} to {_cell(e.get('to'))}",
    "sprinted": lambda e, n: f"{n(e['unit'])} sprints from {_cell(e.get('from'))} to "
                             f"{_cell((e.get('path') or [e.get('from')])[-1])}",
    "bumped": lambda e, n: f"{n(e['unit'])} bumps into {_thing(e.get('into'), n)} at {_cell(e.get('at'))} and stops",
    "fired": _fired,
    "smoke": lambda e, n: f"{n(e['unit'])} lays smoke on {_cell(e.get('at') or e.get('target'))}",
    "assault": lambda e, n: f"{n(e['unit'])} assaults "
                            + (_thing(e["victim"], n) if e.get("victim") else _cell(e.get("target"))),
    "damaged": lambda e, n: f"{_thing(e.get('target'), n)} takes {e.get('amount', '?')} damage"
                            + (f" and has {e['hp']} HP left" if e.get("hp") is not None else ""),
    "destroyed": lambda e, n: f"{_thing(e.get('unit') or e.get('target'), n)} is destroyed"
                              + (f" at {_cell(e['at'])}" if e.get("at") else ""),
    "combat": _combat,
    "mine": lambda e, n: f"{n(e['unit'])} runs onto a mine at {_cell(e.get('at'))}",
    "wreck": lambda e, n: f"A wreck now blocks {_cell(e.get('at'))}",
    "crashed": lambda e, n: f"{n(e['unit'])} crashes at {_cell(e.get('at'))}",
    "landed": lambda e, n: f"{n(e['unit'])} lands at {_cell(e.get('at'))}",
    "fuel_burnt": lambda e, n: f"{n(e['unit'])} burns fuel; {e.get('fuel', '?')} left",
    "battery": lambda e, n: f"{n(e['unit'])} has {e.get('battery', '?')} battery left",
    "loaded": lambda e, n: f"{n(e['unit'])} boards {_thing(e.get('into'), n)}",
    "towed": lambda e, n: f"{n(e['unit'])} is hitched to {_thing(e.get('into'), n)}",
    "unloaded": lambda e, n: f"{n(e['unit'])} leaves {_thing(e.get('from'), n)} at {_cell(e.get('to'))}",
    "resupplied": lambda e, n: f"{n(e['target'])} is resupplied by the {_plain(e.get('unit'))}",
    "healed": lambda e, n: f"{n(e['target'])} is healed by the {_plain(e.get('unit'))}"
                           + (f" ({e['amount']} HP)" if e.get("amount") else ""),
    "repaired": lambda e, n: f"{n(e['target'])} is repaired by the {_plain(e.get('unit'))}"
                             + (f" ({e['amount']} HP)" if e.get("amount") else ""),
    "built": _built,
    "mine_laid": lambda e, n: f"{n(e['unit'])} lays a mine at {_cell(e.get('at'))}",
    "demined": lambda e, n: f"{n(e['unit'])} clears a mine at {_cell(e.get('at'))}",
    "cleared": lambda e, n: f"{n(e['unit'])} clears the ground at {_cell(e.get('at'))}",
    "build": lambda e, n: f"{n(e['unit'])} builds {_plain(e.get('what'))} at {_cell(e.get('at'))}",
    "terrain_changed": lambda e, n: f"The ground at {_cell(e.get('at'))} is now "
                                    f"{_plain(e.get('terrain') or 'changed')}",
    "fire_started": lambda e, n: f"A fire breaks out at {_cell(e.get('at'))}",
    "fire_out": lambda e, n: f"The fire at {_cell(e.get('at'))} burns out",
    "smoke_cleared": lambda e, n: f"The smoke at {_cell(e.get('at'))} clears",
    "captured": lambda e, n: f"{e.get('side', '?')} captures victory point {e.get('vp', '?')}",
    "capturing": lambda e, n: f"{e.get('side', '?')} is capturing victory point {e.get('vp', '?')}",
    "neutralised": lambda e, n: f"Victory point {e.get('vp', '?')} is no longer "
                                f"{e.get('was') or 'anyone'}'s",
    "holding": lambda e, n: f"{n(e['unit'])} holds its position",
    "alert": lambda e, n: f"{n(e['unit'])} goes on alert",
    "action_cancelled": lambda e, n: f"{n(e['unit'])}'s action is cancelled"
                                     + (f": {e['reason']}" if e.get("reason") else ""),
    "turn_started": lambda e, n: f"— {e.get('side', '?')}'s turn, round {e.get('round', '?')} —",
    "turn_ended": lambda e, n: f"{e.get('side', '?')} ends the turn",
    "round_ended": lambda e, n: f"Round {e.get('round', '?')} ends",
    "phase_started": lambda e, n: f"The {_plain(e.get('phase'))} phase begins"
                                  + (f" for {e['side']}" if e.get("side") else ""),
    "phase_ended": lambda e, n: f"The {_plain(e.get('phase'))} phase ends"
                                + (f" for {e['side']}" if e.get("side") else ""),
    "pass": lambda e, n: f"{e.get('side', '?')} passes",
    "orders_given": lambda e, n: f"{e.get('side', '?')} has given all its orders",
    "order_given": lambda e, n: f"{e.get('side', '?')} gives {n(e['unit'])} an order",
    "orders_revealed": _orders_revealed,
    "initiative": _initiative,
    "unit_turn": lambda e, n: f"{n(e['unit'])} acts (initiative {e.get('initiative', '?')})",
    "unit_done": lambda e, n: f"{n(e['unit'])} has finished acting",
    "turn_lost": lambda e, n: f"{n(e['unit'])} loses its turn (initiative {e.get('initiative', '?')})",
    "intercept": lambda e, n: f"{n(e['unit'])} {'intercepts' if e.get('success') else 'fails to intercept'} "
                              f"{n(str(e.get('target')))} (rolled {e.get('roll', '?')})",
    "activation": _activation,
    "cohesion_test": lambda e, n: f"{n(e['unit'])} {'passes' if e.get('passed') else 'fails'} its "
                                  f"cohesion test (rolled {e.get('roll', '?')})",
    "special": lambda e, n: f"{n(e['unit'])} uses its {_plain(e.get('kind'))} ability",
    "power_shot": lambda e, n: f"{n(e['unit'])} fires a power shot"
                               + (f" with its {_plain(e['weapon'])}" if e.get("weapon") else ""),
    "ram": lambda e, n: f"{n(e['unit'])} rams " + (_thing(e.get("victim"), n) if e.get("victim")
                                                   else _cell(e.get("target"))),
    "game_over": _game_over,
}


def describe(event: Event, name: Namer = str) -> str:
    """The sentence for one event; `name` names a unit id as the reader knows it."""
    kind = str(event.get("type", "?"))
    sentence = SENTENCES.get(kind)
    if sentence is not None:
        try:
            return sentence(event, name)
        except (KeyError, TypeError, IndexError):
            pass  # an event missing a field: fall back to the plain form below
    rest = ", ".join(f"{_plain(k)} {_cell(v) if k in ('at', 'to', 'target') else v}"
                     for k, v in event.items() if k != "type" and not isinstance(v, (dict, list)))
    return f"{_plain(kind).capitalize()}" + (f": {rest}" if rest else "")


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
          "neutralised", "round_started", "phase", "phase_started", "phase_ended", "pass",
          "orders_given"}
UNIT_KEYS = ("unit", "target", "victim", "carrier", "shooter", "attacker", "defender")


def seen_by(event: Event, known_units: set[str], seen_cells: set[tuple[int, int]]) -> bool:
    """Whether a side may read this event: it names a unit the side owns or spots, or it
    happens on a cell the side sees. Anything else happened in the fog (RULES.md A8)."""
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
