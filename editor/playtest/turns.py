"""The turn system in the play-test, in words a player reads (RULES.md B).

Pure helpers of the play-test window (no widgets): what the end button does now (`phased`:
"End Movement phase"; `orders`: "End orders"; `activation`: "Pass"), which units may still
act in this phase, each unit's order as a badge (its own side's only until the orders are
revealed), the odds of the next activation before its roll, and plain labels for the
actions of the orders list. Everything is read from the game (phase, turn_info_for, legal
actions, may_act) and from the engine's numbers (engine/turns/data.py, turn_options).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from engine.turns.data import turn_numbers

translate = QCoreApplication.translate

Action = dict[str, Any]
Cell = tuple[int, int]


def plain(word: object) -> str:
    """'power_shot' -> 'power shot'."""
    return str(word).replace("_", " ")


def title(word: object) -> str:
    """'defensive_fire' -> 'Defensive Fire'."""
    return " ".join(w.capitalize() for w in plain(word).split())


def phase_names() -> dict[str, str]:
    """The turn systems' phases and orders as a player reads them, in the user's language
    (RULES.md B); built when used, after the language is installed."""
    return {
        "command": translate("TurnWords", "Command"), "fire": translate("TurnWords", "Fire"),
        "movement": translate("TurnWords", "Movement"),
        "defensive_fire": translate("TurnWords", "Defensive Fire"),
        "advance": translate("TurnWords", "Advance"),
        "after_action": translate("TurnWords", "After Action"),
        "orders": translate("TurnWords", "Orders"), "tactics": translate("TurnWords", "Tactics"),
        "round_end": translate("TurnWords", "Round End"),
        "deployment": translate("TurnWords", "Deployment"),
        "maneuver": translate("TurnWords", "Maneuver"), "hold": translate("TurnWords", "Hold"),
        "special": translate("TurnWords", "Special"),
    }


def phase_name(phase: object) -> str:
    """'defensive_fire' -> 'Defensive Fire' (translated; an unknown one in title case)."""
    return phase_names().get(str(phase)) or title(phase)


def order_words(order: str | None, kind: str | None = None) -> str:
    """An order as a player reads it (RULES.md B orders): "Maneuver", "Hold",
    "Special", "Special: sprint"."""
    if not order:
        return translate("TurnWords", "No order yet")
    words = phase_names().get(order) or plain(order).capitalize()
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
        return translate("TurnWords", "Special: {kind}").format(kind=plain(action.get("kind")))
    if kind == "activate":
        how = translate("TurnWords", "the free activation") if free_activation \
            else activation_odds
        return (translate("TurnWords", "Activate ({how})").format(how=how) if how
                else translate("TurnWords", "Activate"))
    words = [plain(kind).capitalize()]
    for key, value in action.items():
        if key in ("type", "unit"):
            continue
        cell = _cell_words(value)
        if cell is not None:
            words.append((translate("TurnWords", "at") if key in ("at", "target")
                          else plain(key)) + " " + cell)
        elif key in ("what", "weapon", "kind"):
            words.append(plain(value))
        else:
            words.append(f"{plain(key)} {plain(value)}")
    return " ".join(words)


TAB = " (Tab)"  # the end button's key, after its words in every language


def end_button_text(game: Any, turn_system: str, human: bool,
                    side_name: Callable[[str], str]) -> str:
    """What the end button (Tab) does now, named for it (RULES.md B)."""
    info = game.turn_info_for(game.side)
    phase = getattr(game, "phase", None)
    if not human:
        who = side_name(game.side)
        return translate("TurnWords", "{side} plays ({phase} phase)").format(
            side=who, phase=phase_name(phase)) if turn_system == "phased" and phase \
            else translate("TurnWords", "{side} plays").format(side=who)
    if phase == "deployment":
        return translate("TurnWords", "End deployment") + TAB
    if turn_system == "phased" and phase:
        return translate("TurnWords", "End {phase} phase").format(phase=phase_name(phase)) + TAB
    if turn_system == "orders":
        if phase == "orders":
            return translate("TurnWords", "End orders: the rest get {order}").format(
                order=order_words(_default_order())) + TAB
        if info.get("acting"):
            return translate("TurnWords", "End the turn of {unit}").format(
                unit=info["acting"]) + TAB
    if turn_system == "activation":
        return translate("TurnWords", "Pass") + TAB
    return translate("TurnWords", "End turn") + TAB


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
    info = game.turn_info_for(viewer or game.side)
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
    info = game.turn_info_for(game.side)
    if info.get("free"):
        head = translate("TurnWords", "The round's first activation is free: no roll.")
    else:
        head = translate("TurnWords", "Next activation: roll {mark} or less on a d{die} "
                                      "(pass mark {mark}); a failed roll hands over.").format(
            mark=n["activation_success_max"], die=n["activation_die"])
    return head + " " + commander_words(game, options, side_name)


def activation_roll_words() -> str:
    """The pass mark of a rolled activation, for the Activate label."""
    n = turn_numbers("activation")
    return translate("TurnWords", "needs {mark} or less on a d{die}").format(
        mark=n["activation_success_max"], die=n["activation_die"])


def commander_words(game: Any, options: dict[str, Any],
                    side_name: Callable[[str], str] = str) -> str:
    """The commanders' ratings, taken off each side's initiative roll."""
    command = options.get("command") or {}
    parts = [f"{side_name(side)} −{int(command.get(side, 0))}" for side in game.sides]
    n = turn_numbers("activation")
    return translate("TurnWords", "Commander modifier on the initiative roll (d{die}, lowest "
                                  "wins): {modifiers}.").format(die=n["initiative_die"],
                                                                modifiers=", ".join(parts))


def initiative_words(game: Any, options: dict[str, Any],
                     side_name: Callable[[str], str]) -> str:
    """Who holds the initiative this round and why (the rolls after the commanders, or
    the scenario's choice for round 1)."""
    info = game.turn_info_for(game.side)
    holder = info.get("initiative")
    if not isinstance(holder, str):
        return ""
    rolls: dict[str, int] = info.get("rolls") or {}
    if not rolls:
        return translate("TurnWords", "{side} has the initiative (the scenario gives it "
                                      "round {round}).").format(side=side_name(holder),
                                                                round=game.round)
    shown = ", ".join(f"{side_name(s)} {r}" for s, r in sorted(rolls.items(), key=lambda x: x[1]))
    return translate("TurnWords", "{side} has the initiative (rolls after the commanders: "
                                  "{rolls}).").format(side=side_name(holder), rolls=shown)
