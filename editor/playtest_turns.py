"""The turn system in the play-test, in words a player reads (RULES.md B).

Pure helpers of the play-test window (no widgets): what the end button does now (`phased`:
"End Movement phase"; `orders`: "End orders"; `activation`: "Pass"), which units may still
act in this phase, each unit's order as a badge (its own side's only until the orders are
revealed), the odds of the next activation before its roll, and plain labels for the
actions of the orders list. Everything is read from the game (phase, turn_info, legal
actions, may_act) and from the engine's numbers (engine/turns/data.py, turn_options).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.turns.data import turn_numbers

Action = dict[str, Any]
Cell = tuple[int, int]


def plain(word: object) -> str:
    """'power_shot' -> 'power shot'."""
    return str(word).replace("_", " ")


def title(word: object) -> str:
    """'defensive_fire' -> 'Defensive Fire'."""
    return " ".join(w.capitalize() for w in plain(word).split())


def order_words(order: str | None, kind: str | None = None) -> str:
    """An order as a player reads it (RULES.md B orders): "Maneuver", "Hold",
    "Special", "Special: sprint"."""
    if not order:
        return "No order yet"
    words = plain(order).capitalize()
    return f"{words}: {plain(kind)}" if kind else words


def _cell_words(value: object) -> str | None:
    if isinstance(value, (list, tuple)) and len(value) == 2 and all(
            isinstance(v, int) for v in value):
        return f"({value[0]}, {value[1]})"
    return None


def action_label(action: Action, free_activation: bool = False,
                 activation_odds: str = "") -> str:
    """An action of the orders list in plain words: "Maneuver", "Special: sprint",
    "Activate (the free activation)", "Build trench at (3, 4)"."""
    kind = action.get("type", "")
    if kind == "order":
        return order_words(str(action.get("order")))
    if kind == "special":
        return f"Special: {plain(action.get('kind'))}"
    if kind == "activate":
        how = "the free activation" if free_activation else activation_odds
        return "Activate" + (f" ({how})" if how else "")
    words = [plain(kind).capitalize()]
    for key, value in action.items():
        if key in ("type", "unit"):
            continue
        cell = _cell_words(value)
        if cell is not None:
            words.append(("at" if key in ("at", "target") else plain(key)) + " " + cell)
        elif key in ("what", "weapon", "kind"):
            words.append(plain(value))
        else:
            words.append(f"{plain(key)} {plain(value)}")
    return " ".join(words)


def end_button_text(game: Any, turn_system: str, human: bool,
                    side_name: Callable[[str], str]) -> str:
    """What the end button (Tab) does now, named for it (RULES.md B)."""
    info = getattr(game, "turn_info", {}) or {}
    phase = getattr(game, "phase", None)
    if not human:
        who = side_name(game.side)
        return f"{who} plays ({title(phase)} phase)" if turn_system == "phased" and phase \
            else f"{who} plays"
    if phase == "deployment":
        return "End deployment (Tab)"
    if turn_system == "phased" and phase:
        return f"End {title(phase)} phase (Tab)"
    if turn_system == "orders":
        if phase == "orders":
            return f"End orders: the rest get {order_words(_default_order())} (Tab)"
        if info.get("acting"):
            return f"End {info['acting']}'s turn (Tab)"
    if turn_system == "activation":
        return "Pass (Tab)"
    return "End turn (Tab)"


def _default_order() -> str:
    return str(turn_numbers("orders")["default_order"])


def units_that_may_act(game: Any, side: str) -> list[str]:
    """The side's units that may still act in this phase: a legal action of theirs exists
    now and the turn system lets them take it (`Game.may_act`, RULES.md B)."""
    kinds: dict[str, set[str]] = {}
    for action in game.legal_actions():
        uid = action.get("unit")
        if isinstance(uid, str):
            kinds.setdefault(uid, set()).add(str(action.get("type")))
    out = []
    for unit in game.units(side):
        uid = unit["id"]
        if unit.get("at") is None:
            continue
        if any(game.may_act(uid, kind) for kind in sorted(kinds.get(uid, ()))
               if kind not in ("order", "activate", "special", "rally")):
            out.append(uid)
        elif uid in kinds and kinds[uid] & {"order", "activate", "special", "rally"}:
            out.append(uid)  # the turn system's own step for this unit (an order to give)
    return out


def order_badges(game: Any, viewer: str | None, given: dict[str, dict[str, str]],
                 shown: dict[str, Cell]) -> dict[Cell, str]:
    """Each shown unit's order in plain words. Before the reveal only the viewer's own
    orders (those its side gave, `given`) are known; afterwards every shown unit's
    (RULES.md B orders: orders are secret until every unit has one)."""
    info = getattr(game, "turn_info", {}) or {}
    revealed: dict[str, str] = dict(info.get("orders") or {})
    special: dict[str, str] = dict(info.get("special") or {})
    badges: dict[Cell, str] = {}
    for uid, cell in shown.items():
        unit_side = game.unit(uid).get("side")
        order = revealed.get(uid)
        if order is None and (viewer is None or unit_side == viewer):
            order = given.get(str(unit_side), {}).get(uid)
        if order is None:
            continue
        badges[cell] = order_words(order, special.get(uid))
    return badges


def activation_odds(game: Any, options: dict[str, Any],
                    side_name: Callable[[str], str] = str) -> str:
    """The next activation's odds, before its roll (RULES.md B activation), and the sides'
    commander modifiers on initiative, from engine/data/turn_systems.yaml and the
    scenario's turn_options."""
    n = turn_numbers("activation")
    info = getattr(game, "turn_info", {}) or {}
    if info.get("free"):
        head = "The round's first activation is free: no roll."
    else:
        head = (f"Next activation: roll {n['activation_success_max']} or less on a "
                f"d{n['activation_die']} (pass mark {n['activation_success_max']}); "
                f"a failed roll hands over.")
    return head + " " + commander_words(game, options, side_name)


def activation_roll_words() -> str:
    """The pass mark of a rolled activation, for the Activate label."""
    n = turn_numbers("activation")
    return f"needs {n['activation_success_max']} or less on a d{n['activation_die']}"


def commander_words(game: Any, options: dict[str, Any],
                    side_name: Callable[[str], str] = str) -> str:
    """The commanders' ratings, taken off each side's initiative roll."""
    command = options.get("command") or {}
    parts = [f"{side_name(side)} −{int(command.get(side, 0))}" for side in game.sides]
    n = turn_numbers("activation")
    return (f"Commander modifier on the initiative roll (d{n['initiative_die']}, lowest "
            f"wins): " + ", ".join(parts) + ".")


def initiative_words(game: Any, options: dict[str, Any],
                     side_name: Callable[[str], str]) -> str:
    """Who holds the initiative this round and why (the rolls after the commanders, or
    the scenario's choice for round 1)."""
    info = getattr(game, "turn_info", {}) or {}
    holder = info.get("initiative")
    if not isinstance(holder, str):
        return ""
    rolls: dict[str, int] = info.get("rolls") or {}
    if not rolls:
        return f"{side_name(holder)} has the initiative (the scenario gives it round {game.round})."
    shown = ", ".join(f"{side_name(s)} {r}" for s, r in sorted(rolls.items(), key=lambda x: x[1]))
    return f"{side_name(holder)} has the initiative (rolls after the commanders: {shown})."
