"""Validation of the mission keys (DESIGN.md, "Mission events"): areas, labels, briefings,
deployment zones, events and event cards, every problem at its line and, where there is
one, its cell. Run by General Clumsy's checks after units and features are known."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.scenario.ai_plan_checks import check_ai, check_plan_change
from engine.scenario.kinds import ACTIONS, TRIGGERS
from engine.scenario.suggest import suggest
from engine.scenario.variable_checks import check_variables

if TYPE_CHECKING:
    from engine.scenario.validation import SemanticChecker

Cell = tuple[int, int]
PathT = tuple[str | int, ...]
MISSION_ONLY_KEYS = ("events", "event_cards", "deployment", "variables")


def _cell(value: Any) -> Cell | None:
    if (isinstance(value, list) and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        return (value[0], value[1])
    return None


def _items(seq: Any) -> list[tuple[int, dict[str, Any]]]:
    if not isinstance(seq, list):
        return []
    return [(i, item) for i, item in enumerate(seq) if isinstance(item, dict)]


def refuse_mission_keys(checker: SemanticChecker, ruleset_title: str) -> None:
    """For rulesets that do not run events (Stratego): each such key is an error."""
    for key in MISSION_ONLY_KEYS:
        if key in checker.data:
            checker.report((key,), f"{ruleset_title} does not run '{key}'; remove it "
                           "(briefing, labels and areas are fine)", key=True)


class MissionChecker:
    """The checks of the mission keys, on top of a `SemanticChecker` that has run."""

    def __init__(self, checker: SemanticChecker, draws_cards: bool) -> None:
        self.c = checker
        self.data = checker.data
        self.draws_cards = draws_cards
        self.areas: dict[str, list[Cell]] = {}
        self.vp_ids = {f["id"] for _, f in _items(self.data.get("features"))
                       if f.get("kind") == "victory_point" and isinstance(f.get("id"), str)}
        self.event_ids: dict[str, int] = {}
        self.reinforcements: dict[str, str] = {}  # unit id -> event or card id
        self.owner = ""  # the event or card whose actions are being declared
        self.where = ""  # the same in words, for messages: "event 'relief'"
        self.area_users = _area_users(self.data)
        self.ai_groups: dict[str, set[str]] = {}  # side -> its AI groups' ids
        self.var_refs: list[tuple[PathT, Any, bool]] = []  # each variable name met
        rounds = self.data.get("rounds")
        self.rounds = rounds if isinstance(rounds, int) else None

    def run(self) -> None:
        self.check_areas()
        self.check_labels()
        self.check_briefing()
        self.check_deployment()
        for i, e in _items(self.data.get("events")):
            eid = e.get("id")
            if isinstance(eid, str):
                if eid in self.event_ids:
                    self.c.report(("events", i, "id"), f"two events have the id '{eid}'; "
                                  "give each event its own id")
                else:
                    self.event_ids[eid] = i
        card_ids: set[str] = set()
        for i, card in _items(self.data.get("event_cards")):
            cid = card.get("id")
            if isinstance(cid, str):
                if cid in card_ids:
                    self.c.report(("event_cards", i, "id"), f"two event cards have the id "
                                  f"'{cid}'; give each card its own id")
                card_ids.add(cid)
        # what actions declare first (reinforcements: triggers and withdrawals name them)
        for key in ("events", "event_cards"):
            for i, e in _items(self.data.get(key)):
                self.owner = str(e.get("id"))
                self.where = _owner_words(key, e)
                for j, a in _items(e.get("do")):
                    for name, kind in ACTIONS.items():
                        if kind.declare is not None and isinstance(a.get(name), dict):
                            kind.declare(self, (key, i, "do", j, name), a[name])
        self.ai_groups = check_ai(self)  # after the events' ids and reinforcements
        for i, e in _items(self.data.get("events")):
            self.where = _owner_words("events", e)
            when = e.get("when")
            if isinstance(when, dict):
                self.check_trigger(("events", i, "when"), when)
            self.check_actions(("events", i), e)
        self.check_cycles()
        victory = self.data.get("victory")
        for k, o in _items(victory.get("objectives") if isinstance(victory, dict) else None):
            if isinstance(o.get("area"), str):
                self.area_cells(("victory", "objectives", k, "area"), o["area"])
        if "event_cards" in self.data and not self.draws_cards:
            self.c.report(("event_cards",), "event cards are drawn only on an activation "
                          "roll of 1, and this scenario's turn system never draws one; set "
                          "turn_system: activation or remove 'event_cards'", key=True)
        for i, card in _items(self.data.get("event_cards")):
            self.where = _owner_words("event_cards", card)
            self.check_actions(("event_cards", i), card)
        check_variables(self.c, self.data, self.var_refs)

    # -- areas, labels, briefing, deployment ------------------------------------------
    def check_areas(self) -> None:
        for i, a in _items(self.data.get("areas")):
            aid = a.get("id")
            users = self.used_by(aid)
            if a.get("cells") == []:
                self.c.report(("areas", i, "cells"), f"area '{aid}' has no cells yet: pick "
                              f"them on the map{users}", key=True)
            if a.get("name") == "":
                self.c.report(("areas", i, "name"), f"area '{aid}' has an empty name: write "
                              "one or leave the name out")
            cells = [cell for j, v in enumerate(a.get("cells") or [])
                     if (cell := self.c.check_cell(("areas", i, "cells", j), v,
                                                   f"a cell of area '{aid}'{users}")) is not None]
            if isinstance(aid, str):
                if aid in self.areas:
                    self.c.report(("areas", i, "id"), f"two areas have the id '{aid}'; "
                                  "give each area its own id")
                else:
                    self.areas[aid] = cells

    def used_by(self, area_id: Any) -> str:
        """" (used by event 'relief')", or "" for an area nothing names."""
        users = self.area_users.get(area_id, []) if isinstance(area_id, str) else []
        if not users:
            return ""
        more = f" and {len(users) - 3} more" if len(users) > 3 else ""
        return f" (used by {', '.join(users[:3])}{more})"

    def check_labels(self) -> None:
        for i, label in _items(self.data.get("labels")):
            if label.get("text") == "":
                cell = _cell(label.get("at"))
                where = f" at {list(cell)}" if cell is not None else ""
                self.c.report(("labels", i, "text"), f"the label{where} has no text yet: "
                              "write it or remove the label", cell=cell)
            self.c.check_cell(("labels", i, "at"), label.get("at"),
                              f"the label '{label.get('text')}'")

    def check_briefing(self) -> None:
        briefing = self.data.get("briefing")
        if isinstance(briefing, dict):
            for side in briefing:
                if isinstance(side, str) and self.c.side_ids and side not in self.c.side_ids:
                    self.c.report(("briefing", side), f"the briefing is for '{side}', which "
                                  f"is not a side; {suggest(side, self.c.side_ids)}", key=True)

    def area_cells(self, path: PathT, ref: Any, what: str = "") -> list[Cell] | None:
        """The cells of an `area:` value (reports an unknown area, off-map cells or, for
        a list, no cells yet; `what` names the owner: "the deployment zone of 'red'")."""
        if ref == []:
            self.c.report(path, f"{what or 'the area of ' + self.where} has no cells yet: "
                          "pick them on the map")
            return []
        if isinstance(ref, str):
            if ref not in self.areas:
                self.c.report(path, f"'{ref}' is not an area; "
                              + suggest(ref, self.areas.keys()) if self.areas else
                              f"'{ref}' is not an area; add it under 'areas:'")
                return None
            return self.areas[ref]
        if isinstance(ref, list):
            return [cell for j, v in enumerate(ref)
                    if (cell := self.c.check_cell(path + (j,), v, "the area's cell"))]
        return None

    def check_deployment(self) -> None:
        owner: dict[Cell, str] = {}
        zones: dict[str, set[Cell]] = {}
        for i, d in _items(self.data.get("deployment")):
            side = d.get("side")
            side_ok = self.c.check_side_ref(("deployment", i, "side"), side)
            cells = self.area_cells(("deployment", i, "area"), d.get("area"),
                                    f"the deployment zone of '{side}'")
            if cells is None or not isinstance(side, str):
                continue
            for cell in cells:
                other = owner.get(cell)
                if other is not None and other != side:
                    self.c.report(("deployment", i, "area"), f"the deployment zone of '{side}' "
                                  f"overlaps that of '{other}' at {list(cell)}; a cell belongs "
                                  "to one side's zone", cell=cell)
                    break
            for cell in cells:
                owner.setdefault(cell, side)
            if side_ok:
                zones.setdefault(side, set()).update(cells)
        for uid, (i, u) in self.c.units.items():
            side, at = u.get("side"), _cell(u.get("at"))
            if isinstance(side, str) and side in zones and at is not None \
                    and at not in zones[side]:
                cell = at
                self.c.report(("units", i, "at"), f"unit '{uid}' of '{side}' is at "
                              f"{list(cell)}, outside its side's deployment zone; move it "
                              "into the zone or widen the zone", cell=cell)

    # -- events --------------------------------------------------------------------------
    def known_unit(self, path: PathT, uid: Any) -> bool:
        if not isinstance(uid, str):
            return False
        if uid in self.c.units or uid in self.reinforcements:
            return True
        known = [*self.c.units.keys(), *self.reinforcements]
        self.c.report(path, f"'{uid}' is not a unit or a reinforcement; {suggest(uid, known)}")
        return False

    def check_trigger(self, path: PathT, t: dict[str, Any]) -> None:
        """The checks of a trigger's kind (engine/scenario/kinds/), at `path`."""
        for kind in TRIGGERS.values():
            if kind.flat and kind.name in t:
                if kind.check is not None:
                    kind.check(self, path, t)
                return
        for name, body in t.items():
            kind = TRIGGERS.get(name)
            if kind is not None and not kind.flat:
                if kind.check is not None and (isinstance(body, dict)
                                               or kind.schema.get("type") != "object"):
                    kind.check(self, path + (name,), body)
            elif isinstance(body, dict):  # not a kind the schema knows: its references
                self.check_refs(path + (name,), body)

    def check_refs(self, here: PathT, body: Any) -> None:
        """The sides, unit and area a trigger's body names."""
        if not isinstance(body, dict):
            return
        if "side" in body:
            self.c.check_side_ref(here + ("side",), body["side"])
        if "by" in body:
            self.c.check_side_ref(here + ("by",), body["by"])
        if "unit" in body:
            self.known_unit(here + ("unit",), body["unit"])
        if "area" in body:
            self.area_cells(here + ("area",), body["area"])

    def check_actions(self, path: PathT, e: dict[str, Any]) -> None:
        if "do" in e and e["do"] in ([], None):
            self.c.report(path + ("do",), f"{self.where} has no action yet: add one in "
                          "the Events dock", key=True)
        for j, a in _items(e.get("do")):
            body = next(iter(a.values()), None) if len(a) == 1 else None
            if not isinstance(body, dict):
                continue
            (name,) = a
            kind = ACTIONS.get(name)
            if kind is not None and kind.check is not None:
                kind.check(self, path + ("do", j, name), body)

    def note_var(self, path: PathT, name: Any, sets: bool) -> None:
        """A trigger or action names variable `name` (`sets`: a `set_var`); checked
        once every event is (engine/scenario/variable_checks.py)."""
        self.var_refs.append((path, name, sets))

    def check_plan_change(self, path: PathT, body: dict[str, Any]) -> None:
        """The `ai_plan` action (engine/scenario/ai_plan_checks.py)."""
        check_plan_change(self, self.ai_groups, path, body)

    def check_side_or(self, path: PathT, value: Any, word: str) -> None:
        if isinstance(value, str) and self.c.side_ids and value not in self.c.side_ids:
            options = self.c.side_ids | {word}
            self.c.report(path, f"'{value}' is not a side or '{word}'; {suggest(value, options)}")

    def check_cycles(self) -> None:
        """Events that wait for each other with no delay (`after` with no `rounds`) so
        that none of them can fire first: each such cycle once, at its first event. An
        event with another way to fire (`any` with a round) breaks the cycle. Linear in
        the size of the triggers (thousands of chained events check in milliseconds)."""
        order = [e.get("id") for _, e in _items(self.data.get("events"))]
        whens = {eid: e.get("when") for _, e in _items(self.data.get("events"))
                 if isinstance((eid := e.get("id")), str)}
        can_fire = _fireable(whens)
        stuck = [eid for eid in dict.fromkeys(order) if isinstance(eid, str)
                 and eid not in can_fire]
        edges = {eid: [n for n in _undelayed_afters(whens[eid]) if n in whens
                       and n not in can_fire] for eid in stuck}
        for cycle in _cycles(stuck, edges):
            index = self.event_ids.get(cycle[0])
            shown = [*cycle, cycle[0]] if len(cycle) <= 6 else [
                *cycle[:3], f"... ({len(cycle):,} events) ...", *cycle[-2:], cycle[0]]
            if index is not None:
                self.c.report(("events", index, "when"), "events wait for each other with no "
                              f"delay: {' -> '.join(shown)}; none of them can "
                              "ever fire: break the cycle or add 'rounds' to an 'after'")


def _owner_words(key: str, e: dict[str, Any]) -> str:
    """"event 'relief'" or "event card 'storm'": who an action or trigger belongs to."""
    word = "event" if key == "events" else "event card"
    eid = e.get("id")
    return f"{word} '{eid}'" if isinstance(eid, str) and eid else f"an {word} with no id"


def _trigger_areas(t: Any) -> list[str]:
    """The area ids a trigger names (nested ones included)."""
    if not isinstance(t, dict):
        return []
    found: list[str] = []
    for value in t.values():
        if isinstance(value, dict) and isinstance(value.get("area"), str):
            found.append(value["area"])
        elif isinstance(value, dict):  # `not`: the trigger nested in it
            found += _trigger_areas(value)
        elif isinstance(value, list):
            for sub in value:
                found += _trigger_areas(sub)
    return found


def _area_users(data: dict[str, Any]) -> dict[str, list[str]]:
    """Area id -> what names it, in words ("event 'relief'", "the deployment zone of
    'red'", "objective #2"), in file order, each once."""
    users: dict[str, list[str]] = {}

    def add(area: Any, who: str) -> None:
        if isinstance(area, str) and who not in users.setdefault(area, []):
            users[area].append(who)
    for key in ("events", "event_cards"):
        for _, e in _items(data.get(key)):
            for area in _trigger_areas(e.get("when")):
                add(area, _owner_words(key, e))
            for _, action in _items(e.get("do")):  # set_terrain, reveal, objective
                for body in action.values():
                    if isinstance(body, dict):
                        add(body.get("area"), _owner_words(key, e))
    for _, d in _items(data.get("deployment")):
        add(d.get("area"), f"the deployment zone of '{d.get('side')}'")
    victory = data.get("victory")
    for k, o in _items(victory.get("objectives") if isinstance(victory, dict) else None):
        add(o.get("area"), f"objective #{k + 1} ({o.get('kind')})")
    return users


def _undelayed_afters(t: Any) -> list[str]:
    """The events a trigger waits for with no delay (nested ones included)."""
    found: list[str] = []
    stack = [t]
    while stack:
        node = stack.pop()
        if not isinstance(node, dict):
            continue
        after = node.get("after")
        if isinstance(after, dict) and isinstance(after.get("event"), str) \
                and not after.get("rounds"):
            found.append(after["event"])
        for kind in ("all", "any"):
            sub = node.get(kind)
            if isinstance(sub, list):
                stack.extend(reversed(sub))
    return found


def _fireable(whens: dict[str, Any]) -> set[str]:
    """The events whose trigger can ever hold, waiting only for events that can: the
    least fixed point, by propagation (each node settles once). An `after` with a delay,
    an unknown event or a trigger of another kind counts as able to hold, as does an
    empty `all`/`any` (reported on its own)."""
    parents: list[list[int]] = []  # node -> the nodes it feeds
    need: list[int] = []  # node -> how many children must hold first (an `all`: each)
    waiting: dict[str, list[int]] = {}  # event -> the `after` nodes that wait for it
    roots: dict[int, str] = {}  # an event's root node -> the event
    ready: list[int] = []

    def node(parent: int | None) -> int:
        parents.append([] if parent is None else [parent])
        need.append(0)
        return len(parents) - 1

    for eid, when in whens.items():
        stack: list[tuple[Any, int | None]] = [(when, None)]
        while stack:
            t, parent = stack.pop()
            here = node(parent)
            if parent is None:
                roots[here] = eid
            after = t.get("after") if isinstance(t, dict) else None
            subs = next((t[k] for k in ("all", "any") if isinstance(t, dict)
                         and isinstance(t.get(k), list) and t[k]), None)
            if (isinstance(after, dict) and isinstance(after.get("event"), str)
                    and not after.get("rounds") and after["event"] in whens):
                need[here] = 1
                waiting.setdefault(after["event"], []).append(here)
            elif subs is not None:
                need[here] = len(subs) if isinstance(t.get("all"), list) and t["all"] else 1
                stack.extend((sub, here) for sub in subs)
            else:
                ready.append(here)
    fired: set[str] = set()
    while ready:
        here = ready.pop()
        eid = roots.get(here)
        if eid is not None and eid not in fired:
            fired.add(eid)
            for waiter in waiting.get(eid, []):
                need[waiter] -= 1
                if need[waiter] == 0:
                    ready.append(waiter)
        for parent in parents[here]:
            need[parent] -= 1
            if need[parent] == 0:
                ready.append(parent)
    return fired


def _cycles(nodes: list[str], edges: dict[str, list[str]]) -> list[list[str]]:
    """One cycle of each strongly connected group of `nodes` that has one (Tarjan's
    algorithm without recursion), each starting at its group's first node in `nodes`."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    groups: list[set[str]] = []
    for root in nodes:
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            v, i = work.pop()
            if i == 0:
                index[v] = low[v] = len(index)
                stack.append(v)
                on_stack.add(v)
            nexts = edges.get(v, [])
            if i < len(nexts):
                work.append((v, i + 1))
                w = nexts[i]
                if w not in index:
                    work.append((w, 0))
                elif w in on_stack:
                    low[v] = min(low[v], index[w])
                continue
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[v])
            if low[v] == index[v]:
                group: set[str] = set()
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    group.add(w)
                    if w == v:
                        break
                if len(group) > 1 or v in edges.get(v, []):
                    groups.append(group)
    rank = {n: i for i, n in enumerate(nodes)}
    return [_cycle_in(min(g, key=rank.__getitem__), g, edges) for g in
            sorted(groups, key=lambda g: min(rank[n] for n in g))]


def _cycle_in(start: str, group: set[str], edges: dict[str, list[str]]) -> list[str]:
    """A shortest cycle through `start` inside its group (breadth first)."""
    came: dict[str, str] = {}
    frontier = [start]
    while frontier:
        nxt: list[str] = []
        for v in frontier:
            for w in edges.get(v, []):
                if w == start:
                    path = [v]
                    while path[-1] != start:
                        path.append(came[path[-1]])
                    return path[::-1]
                if w in group and w not in came:
                    came[w] = v
                    nxt.append(w)
        frontier = nxt
    return [start]  # pragma: no cover - a group of a cycle has one through each node
