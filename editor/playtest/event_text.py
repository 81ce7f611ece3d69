"""Engine events as sentences a player reads in the play-test log.

One entry of `SENTENCES` a kind of event (RULES.md A and B name them); each template goes
through Qt's translate() (context "EventText") with named placeholders, so a translation
(editor/translations/) reorders the words without touching the code. A unit is named through a
`Namer` the play-test window gives, so a piece whose rank the reader does not know is "a
piece" and a unit it does not see is "an unseen unit" (RULES.md A8, B Stratego).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from editor.i18n.catalog_names import structure_name, terrain_name, weapon_name
from editor.i18n.translator import current_language
from editor.playtest.turns import phase_name
from engine.scenario.texts import localized

Event = dict[str, Any]
Namer = Callable[[str], str]
# lupdate reads translate("EventText", ...) calls: every template of this module is one
translate = QCoreApplication.translate


def _cell(value: Any) -> str:
    return f"[{value[0]}, {value[1]}]" if isinstance(value, (list, tuple)) and len(value) == 2 else str(value)


def _plain(value: Any) -> str:
    return str(value).replace("_", " ") if value is not None else "?"


def _weapon(value: Any) -> str:
    return weapon_name(value) or _plain(value)


def _structure(value: Any) -> str:
    return structure_name(value) or _plain(value)


def _thing(value: Any, name: Namer) -> str:
    """A unit id (through the namer), or a building/work written as `depot at [3, 4]`."""
    if isinstance(value, dict):
        return translate("EventText", "the {kind} at {cell}").format(
            kind=_structure(value.get("type") or value.get("kind")).lower(),
            cell=_cell(value.get("at")))
    return name(str(value)) if value is not None else translate("EventText", "something")


def _moved(e: Event, name: Namer) -> str:
    path = e.get("path") or []
    if not path:
        return translate("EventText", "{unit} stays where it is").format(unit=name(e["unit"]))
    if e.get("ap"):
        return translate("EventText", "{unit} moves from {start} to {end}, spending {ap} AP").format(
            unit=name(e["unit"]), start=_cell(path[0]), end=_cell(path[-1]), ap=e["ap"])
    return translate("EventText", "{unit} moves from {start} to {end}").format(
        unit=name(e["unit"]), start=_cell(path[0]), end=_cell(path[-1]))


def _fired(e: Event, name: Namer) -> str:
    victim = e.get("victim")
    at = _thing(victim, name) if victim is not None else _cell(e.get("target"))
    values = {"unit": name(e["unit"]), "target": at, "weapon": _weapon(e.get("weapon")).lower()}
    if e.get("weapon"):
        text = translate("EventText", "{unit} fires with its {weapon} at {target}").format(**values)
    else:
        text = translate("EventText", "{unit} fires at {target}").format(**values)
    if e.get("blocked_at"):  # an unseen unit in the line of fire took the shot
        text = translate("EventText", "{shot}: something unseen at {cell} stops it").format(
            shot=text, cell=_cell(e["blocked_at"]))
    if e.get("reaction"):
        return translate("EventText", "{reaction} fire: {shot}").format(
            reaction=_plain(e["reaction"]).capitalize(), shot=text)
    return text


def _combat(e: Event, name: Namer) -> str:
    outcome = {"attacker": translate("EventText", "the attacker wins"),
               "defender": translate("EventText", "the defender holds"),
               "both": translate("EventText", "both are removed")}.get(
        str(e.get("winner")), translate("EventText", "no one wins"))
    return translate("EventText",
                     "{attacker} ({attacker_type}) attacks {defender} ({defender_type}) at "
                     "{cell}: {outcome}").format(
        attacker=name(e["attacker"]), attacker_type=_plain(e.get("attacker_type")),
        defender=name(e["defender"]), defender_type=_plain(e.get("defender_type")),
        cell=_cell(e.get("at")), outcome=outcome)


def _orders_revealed(e: Event, name: Namer) -> str:
    by_order: dict[str, list[str]] = {}
    for uid, order in (e.get("orders") or {}).items():
        by_order.setdefault(_plain(order), []).append(name(str(uid)))
    if not by_order:
        return translate("EventText", "Orders are revealed: no unit has an order")
    return translate("EventText", "Orders are revealed: {orders}").format(orders="; ".join(
        translate("EventText", "{units} will {order}").format(units=", ".join(units), order=order)
        for order, units in sorted(by_order.items())))


def _initiative(e: Event, name: Namer) -> str:
    rolls = e.get("rolls") or {}
    if not rolls:
        if e.get("side"):
            return translate("EventText", "{side} has the initiative without a roll (the scenario "
                             "gives it)").format(side=e["side"])
        return translate("EventText", "Initiative is decided without a roll")
    ranked = sorted(rolls.items(), key=lambda r: (r[1], r[0]))
    by_side = bool(e.get("side"))  # activation rolls a side each; orders a unit each
    who = ", ".join(translate("EventText", "{who} rolls {roll}").format(
        who=k if by_side else name(str(k)), roll=v) for k, v in ranked)
    if e.get("side"):
        return translate("EventText", "{side} has the initiative: {rolls}").format(
            side=e["side"], rolls=who)
    return translate("EventText", "Initiative, lowest first: {rolls}").format(rolls=who)


def _game_over(e: Event, name: Namer) -> str:
    winner = e.get("winner")
    head = (translate("EventText", "Game over: {side} wins").format(side=winner) if winner
            else translate("EventText", "Game over: a draw"))
    return head + (f" ({e['reason']})" if e.get("reason") else "")


def _activation(e: Event, name: Namer) -> str:
    values = {"side": e.get("side", "?"), "unit": name(e["unit"]), "roll": e.get("roll")}
    if e.get("free"):
        return translate("EventText", "{side} activates {unit} (the free activation)").format(**values)
    if e.get("success") is False:
        if e.get("roll") is not None:
            return translate("EventText", "{side} fails to activate {unit}, rolled {roll}").format(
                **values)
        return translate("EventText", "{side} fails to activate {unit}").format(**values)
    if e.get("roll") is not None:
        return translate("EventText", "{side} activates {unit}, rolled {roll}").format(**values)
    return translate("EventText", "{side} activates {unit}").format(**values)


def _built(e: Event, name: Namer) -> str:
    what = _structure(e.get("what") or "works").lower()
    if e.get("finished") or e.get("of") is None:
        return translate("EventText", "{unit} finishes the {what} at {cell}").format(
            unit=name(e["unit"]), what=what, cell=_cell(e.get("at")))
    return translate("EventText", "{unit} works on the {what} at {cell} ({done} of {of})").format(
        unit=name(e["unit"]), what=what, cell=_cell(e.get("at")), done=e.get("progress", "?"),
        of=e["of"])


def _at(e: Event) -> str:
    return _cell(e.get("at"))


def _with_hp(e: Event) -> str:
    return (" " + translate("EventText", "({hp} HP)").format(hp=e["amount"])
            if e.get("amount") else "")


def _for_side(e: Event) -> str:
    return (" " + translate("EventText", "for {side}").format(side=e["side"])
            if e.get("side") else "")


SENTENCES: dict[str, Callable[[Event, Namer], str]] = {
    "moved": _moved,
    "advanced": lambda e, n: translate("EventText", "{unit} advances from {start} to {end}").format(
        unit=n(e["unit"]), start=_cell(e.get("from")), end=_cell(e.get("to"))),
    "sprinted": lambda e, n: translate("EventText", "{unit} sprints from {start} to {end}").format(
        unit=n(e["unit"]), start=_cell(e.get("from")),
        end=_cell((e.get("path") or [e.get("from")])[-1])),
    "bumped": lambda e, n: translate("EventText", "{unit} bumps into {thing} at {cell} and stops").format(
        unit=n(e["unit"]), thing=_thing(e.get("into"), n), cell=_at(e)),
    "fired": _fired,
    "smoke": lambda e, n: translate("EventText", "{unit} lays smoke on {cell}").format(
        unit=n(e["unit"]), cell=_cell(e.get("at") or e.get("target"))),
    "assault": lambda e, n: translate("EventText", "{unit} assaults {target}").format(
        unit=n(e["unit"]),
        target=_thing(e["victim"], n) if e.get("victim") else _cell(e.get("target"))),
    "damaged": lambda e, n: (
        translate("EventText", "{thing} takes {amount} damage and has {hp} HP left").format(
            thing=_thing(e.get("target"), n), amount=e.get("amount", "?"), hp=e["hp"])
        if e.get("hp") is not None else
        translate("EventText", "{thing} takes {amount} damage").format(
            thing=_thing(e.get("target"), n), amount=e.get("amount", "?"))),
    "destroyed": lambda e, n: (
        translate("EventText", "{thing} is destroyed at {cell}").format(
            thing=_thing(e.get("unit") or e.get("target"), n), cell=_cell(e["at"]))
        if e.get("at") else
        translate("EventText", "{thing} is destroyed").format(
            thing=_thing(e.get("unit") or e.get("target"), n))),
    "combat": _combat,
    "mine": lambda e, n: translate("EventText", "{unit} runs onto a mine at {cell}").format(
        unit=n(e["unit"]), cell=_at(e)),
    "wreck": lambda e, n: translate("EventText", "A wreck now blocks {cell}").format(cell=_at(e)),
    "crashed": lambda e, n: translate("EventText", "{unit} crashes at {cell}").format(
        unit=n(e["unit"]), cell=_at(e)),
    "landed": lambda e, n: translate("EventText", "{unit} lands at {cell}").format(
        unit=n(e["unit"]), cell=_at(e)),
    "fuel_burnt": lambda e, n: translate("EventText", "{unit} burns fuel; {fuel} left").format(
        unit=n(e["unit"]), fuel=e.get("fuel", "?")),
    "battery": lambda e, n: translate("EventText", "{unit} has {battery} battery left").format(
        unit=n(e["unit"]), battery=e.get("battery", "?")),
    "loaded": lambda e, n: translate("EventText", "{unit} boards {carrier}").format(
        unit=n(e["unit"]), carrier=_thing(e.get("into"), n)),
    "towed": lambda e, n: translate("EventText", "{unit} is hitched to {carrier}").format(
        unit=n(e["unit"]), carrier=_thing(e.get("into"), n)),
    "unloaded": lambda e, n: translate("EventText", "{unit} leaves {carrier} at {cell}").format(
        unit=n(e["unit"]), carrier=_thing(e.get("from"), n), cell=_cell(e.get("to"))),
    "resupplied": lambda e, n: translate("EventText", "{unit} is resupplied by the {by}").format(
        unit=n(e["target"]), by=_plain(e.get("unit"))),
    "healed": lambda e, n: translate("EventText", "{unit} is healed by the {by}").format(
        unit=n(e["target"]), by=_plain(e.get("unit"))) + _with_hp(e),
    "repaired": lambda e, n: translate("EventText", "{unit} is repaired by the {by}").format(
        unit=n(e["target"]), by=_plain(e.get("unit"))) + _with_hp(e),
    "built": _built,
    "mine_laid": lambda e, n: translate("EventText", "{unit} lays a mine at {cell}").format(
        unit=n(e["unit"]), cell=_at(e)),
    "demined": lambda e, n: translate("EventText", "{unit} clears a mine at {cell}").format(
        unit=n(e["unit"]), cell=_at(e)),
    "cleared": lambda e, n: translate("EventText", "{unit} clears the ground at {cell}").format(
        unit=n(e["unit"]), cell=_at(e)),
    "build": lambda e, n: translate("EventText", "{unit} builds {what} at {cell}").format(
        unit=n(e["unit"]), what=_structure(e.get("what")).lower(), cell=_at(e)),
    "terrain_changed": lambda e, n: translate("EventText", "The ground at {cell} is now {terrain}").format(
        cell=_at(e), terrain=(terrain_name(e.get("terrain")) or _plain(e.get("terrain") or "changed")).lower()),
    "fire_started": lambda e, n: translate("EventText", "A fire breaks out at {cell}").format(cell=_at(e)),
    "fire_out": lambda e, n: translate("EventText", "The fire at {cell} burns out").format(cell=_at(e)),
    "smoke_cleared": lambda e, n: translate("EventText", "The smoke at {cell} clears").format(cell=_at(e)),
    "captured": lambda e, n: (
        translate("EventText", "{side} captures victory point {vp}").format(
            side=e.get("side", "?"), vp=e["vp"]) if e.get("vp") else
        translate("EventText", "{side} captures a victory point out of sight").format(
            side=e.get("side", "?"))),
    "capturing": lambda e, n: (
        translate("EventText", "{side} is capturing victory point {vp}").format(
            side=e.get("side", "?"), vp=e["vp"]) if e.get("vp") else
        translate("EventText", "{side} is capturing a victory point out of sight").format(
            side=e.get("side", "?"))),
    "neutralised": lambda e, n: (
        translate("EventText", "A point was lost: a victory point of {side} out of sight is "
                  "no longer held").format(side=e["was"]) if not e.get("vp") and e.get("was")
        else translate("EventText", "Victory point {vp} is no longer {side}'s").format(
            vp=e.get("vp", "?"), side=e["was"]) if e.get("was") else
        translate("EventText", "Victory point {vp} is no longer anyone's").format(vp=e.get("vp", "?"))),
    "holding": lambda e, n: translate("EventText", "{unit} holds its position").format(unit=n(e["unit"])),
    "alert": lambda e, n: translate("EventText", "{unit} goes on alert").format(unit=n(e["unit"])),
    "action_cancelled": lambda e, n: (
        translate("EventText", "{unit}'s action is cancelled: {reason}").format(
            unit=n(e["unit"]), reason=e["reason"]) if e.get("reason") else
        translate("EventText", "{unit}'s action is cancelled").format(unit=n(e["unit"]))),
    "turn_started": lambda e, n: translate("EventText", "— {side}'s side-turn, round {round} —").format(
        side=e.get("side", "?"), round=e.get("round", "?")),
    "turn_ended": lambda e, n: translate("EventText", "{side} ends its side-turn").format(side=e.get("side", "?")),
    "round_ended": lambda e, n: translate("EventText", "Round {round} ends").format(round=e.get("round", "?")),
    "phase_started": lambda e, n: translate("EventText", "The {phase} phase begins").format(
        phase=phase_name(e.get("phase"))) + _for_side(e),
    "phase_ended": lambda e, n: translate("EventText", "The {phase} phase ends").format(
        phase=phase_name(e.get("phase"))) + _for_side(e),
    "deployment_started": lambda e, n: translate("EventText", "{side} deploys its units").format(
        side=e.get("side", "?")),
    "deployment_ended": lambda e, n: translate("EventText", "{side} has deployed").format(
        side=e.get("side", "?")),
    "routed": lambda e, n: translate("EventText", "{unit} is routed").format(unit=n(e["unit"])),
    "rallied": lambda e, n: translate("EventText", "{unit} rallies").format(unit=n(e["unit"])),
    "eliminated": lambda e, n: translate(
        "EventText", "{unit}, routed since round {round}, leaves the field").format(
        unit=n(e["unit"]), round=e.get("routed_since", "?")),
    "pass": lambda e, n: translate("EventText", "{side} passes").format(side=e.get("side", "?")),
    "orders_given": lambda e, n: translate("EventText", "{side} has given all its orders").format(
        side=e.get("side", "?")),
    "order_given": lambda e, n: translate("EventText", "{side} gives {unit} an order").format(
        side=e.get("side", "?"), unit=n(e["unit"])),
    "orders_revealed": _orders_revealed,
    "initiative": _initiative,
    "unit_turn": lambda e, n: translate("EventText", "{unit} acts (initiative {initiative})").format(
        unit=n(e["unit"]), initiative=e.get("initiative", "?")),
    "unit_done": lambda e, n: translate("EventText", "{unit} has finished acting").format(unit=n(e["unit"])),
    "turn_lost": lambda e, n: translate("EventText", "{unit} loses its turn (initiative {initiative})").format(
        unit=n(e["unit"]), initiative=e.get("initiative", "?")),
    "intercept": lambda e, n: (
        translate("EventText", "{unit} intercepts {target} (rolled {roll})") if e.get("success") else
        translate("EventText", "{unit} fails to intercept {target} (rolled {roll})")).format(
        unit=n(e["unit"]), target=n(str(e.get("target"))), roll=e.get("roll", "?")),
    "activation": _activation,
    "cohesion_test": lambda e, n: (
        translate("EventText", "{unit} passes its cohesion test (rolled {roll})") if e.get("passed") else
        translate("EventText", "{unit} fails its cohesion test (rolled {roll})")).format(
        unit=n(e["unit"]), roll=e.get("roll", "?")),
    "special": lambda e, n: translate("EventText", "{unit} uses its {kind} ability").format(
        unit=n(e["unit"]), kind=_plain(e.get("kind"))),
    "power_shot": lambda e, n: (
        translate("EventText", "{unit} fires a power shot with its {weapon}").format(
            unit=n(e["unit"]), weapon=_weapon(e["weapon"]).lower()) if e.get("weapon") else
        translate("EventText", "{unit} fires a power shot").format(unit=n(e["unit"]))),
    "ram": lambda e, n: translate("EventText", "{unit} rams {target}").format(
        unit=n(e["unit"]),
        target=_thing(e.get("victim"), n) if e.get("victim") else _cell(e.get("target"))),
    "game_over": _game_over,
}


SIDE_FIELDS = ("side", "was", "winner", "by")  # the fields of an event that hold a side's id


def with_side_names(event: Event, side_name: Namer) -> Event:
    """`event` with its sides named (the mission's side names, not their ids); a side-turn's
    initiative rolls, one a side, too."""
    named = {k: side_name(str(v)) if k in SIDE_FIELDS and isinstance(v, str) and v else v
             for k, v in event.items()}
    if event.get("type") == "initiative" and event.get("side") and isinstance(
            event.get("rolls"), dict):
        named["rolls"] = {side_name(str(k)): v for k, v in event["rolls"].items()}
    return named


def describe(event: Event, name: Namer = str, side_name: Namer | None = None) -> str:
    """The sentence for one event; `name` names a unit id as the reader knows it,
    `side_name` a side's id (the side's name in the mission)."""
    if side_name is not None:
        event = with_side_names(event, side_name)
    event = localized(event, current_language())  # a mission's texts in the editor's language
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
    """One line per side-turn: how many moves, shots, hits, losses, captures it saw (none
    of a count that is nought)."""
    counts = Counter(e.get("type") for e in events)
    damage = sum(int(e.get("amount") or 0) for e in events if e.get("type") == "damaged")
    # no "%n" plurals here: lupdate finds those only in a QObject's self.tr()
    parts = [text.format(count=count) for text, count in (
        (translate("EventText", "moves {count}"), counts["moved"]),
        (translate("EventText", "shots {count}"), counts["fired"]),
        (translate("EventText", "damage dealt {count}"), damage),
        (translate("EventText", "destroyed {count}"), counts["destroyed"]),
        (translate("EventText", "captured {count}"), counts["captured"])) if count]
    if not parts:
        return translate("EventText", "{side} did not move or fire this side-turn").format(
            side=side)
    return translate("EventText", "Summary of {side}'s side-turn: {parts}").format(
        side=side, parts=", ".join(parts))
