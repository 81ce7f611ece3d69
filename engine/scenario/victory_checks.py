"""The checker's part for victory: holding points, objectives and the units they name."""

from __future__ import annotations

from typing import Any

from engine.scenario.checker_base import (
    CheckerBase,
    PathT,
    items_of,
)
from engine.scenario.kinds import OBJECTIVES
from engine.scenario.suggest import suggest


class VictoryChecks(CheckerBase):
    """The checker's part for victory: holding points, objectives and the units they name."""

    def check_victory(self) -> None:
        rounds = self.data.get("rounds")
        rounds = rounds if isinstance(rounds, int) else None
        victory = self.data.get("victory")
        if not isinstance(victory, dict):
            return
        self.check_hold_points(victory.get("hold_points"))
        last = victory.get("on_last_round")
        if isinstance(last, str) and last != "draw" and self.side_ids and last not in self.side_ids:
            self.report(("victory", "on_last_round"), f"on_last_round is '{last}'; use 'draw' "
                        "or a side id: " + ", ".join(sorted(self.side_ids)))
        for k, o in items_of(victory, "objectives"):
            self.check_objective(k, o, rounds)

    def check_hold_points(self, hold: Any) -> None:
        """A number, or per side (side id -> number): each at most the map's VPs, each key
        a side (did-you-mean at the key's own line)."""
        path: PathT = ("victory", "hold_points")
        per_side = hold.items() if isinstance(hold, dict) else [(None, hold)]
        for side, n in per_side:
            where = path if side is None else path + (side,)
            if side is not None and self.side_ids and side not in self.side_ids:
                self.report(where, f"hold_points names '{side}', which is not a side; "
                            + suggest(str(side), self.side_ids), key=True)
            if isinstance(n, int) and not isinstance(n, bool) and n > self.vp_count:
                whose = "" if side is None else f" for '{side}'"
                self.report(where, f"hold_points{whose} is {n} but the map has only "
                            f"{self.vp_count} victory point(s); add victory points or lower it")

    def check_objective(self, k: int, o: dict[str, Any], rounds: int | None,
                        base: PathT | None = None) -> None:
        """Objective #k+1 (`base`: where it is when not under victory: objectives, as in
        an `objective` action)."""
        base = ("victory", "objectives", k) if base is None else base
        side = o.get("side")
        side_ok = self.check_side_ref(base + ("side",), side)
        for key in ("round", "by_round"):
            value = o.get(key)
            if isinstance(value, int) and rounds is not None and value > rounds:
                self.report(base + (key,), f"{key} is {value} but the scenario ends after round "
                                           f"{rounds}; use 1-{rounds} or raise 'rounds'")
        name = o.get("kind")
        kind = OBJECTIVES.get(name) if isinstance(name, str) else None
        if kind is not None and kind.check is not None:  # engine/scenario/kinds/
            kind.check(self, base, o, side_ok)

    def check_unit_ref(self, path: PathT, uid: Any, side: str | None, same_side: bool) -> None:
        if not isinstance(uid, str):
            return
        found = self.units.get(uid)
        if found is None:
            self.report(path, f"'{uid}' is not a unit; {suggest(uid, self.units.keys())}")
            return
        their = found[1].get("side")
        if side is None:
            return
        if same_side and their != side:
            self.report(path, f"side '{side}' escorts '{uid}', but that unit is of '{their}'; "
                              "a side escorts its own units")
        if not same_side and their == side:
            self.report(path, f"side '{side}' must kill '{uid}', its own unit; name an enemy unit")
