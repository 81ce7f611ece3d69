"""A defender's last units keep clear of the enemies it saw (issue 32; Rearguard at
Vell's trace in docs/ai-log.md; `last_stand_units`, `last_stand_rounds`).

A side that wins when the last round ends (it defends) and loses when its last unit
falls (`destroy_all`) wins by keeping one unit alive. At Vell the rearguard was down to
its escort tank, come back at round 6 on the map's east edge; the two raider tanks it had
seen in Vell two rounds before were out of its sight, so its danger map was empty and
the tank drove into the village to keep the points: they shot it, and the raiders won by
`destroy_all` a game the rearguard won by standing off until round 12.

The side's memory of the enemies it saw and sees no more (engine/ai/knowledge/lurkers.py; off for
everyone while `lurk_rounds` is 0) is kept for such a side, and once it has at most
`last_stand_units` units left those enemies count where it last saw them, for
`last_stand_rounds` rounds after (their danger, the Alert shots a move would draw), until
one of its units would spot them there now or its own events show them destroyed. Not
while the enemy can win by holding points and the side remembers an enemy engineer it has
not seen destroyed (`points_to_keep`): at Harrow Ford the militia, down to two rifles
before its relief came, kept them off the mill and the host took it and the ford. Only
the side's own knowledge goes in (A8): what it saw at its decisions and its own events.
"""

from __future__ import annotations

from typing import Any


def memory_rounds(view: Any) -> tuple[bool, int]:
    """(whether the side keeps the memory of the enemies it saw, how many rounds those it
    sees no more count as threats: 0 none now): `lurk_rounds` for every side, else the
    last stand's for a defender that loses with its last unit; with `spotter` the memory
    is kept for every side (the guns' spotter reads it, engine/ai/attack/spotter.py)."""
    cfg = view.cfg
    if cfg.lurk_rounds > 0:
        return True, cfg.lurk_rounds
    kept = bool(cfg.spotter)  # the guns' spotter reads the memory, never counts it (spotter.py)
    if cfg.last_stand_units <= 0 or cfg.last_stand_rounds <= 0:
        return kept, 0
    victory = getattr(view.game, "victory", None)
    if not getattr(victory, "destroy_all", False) or not view.defending():
        return kept, 0
    return True, (cfg.last_stand_rounds if len(view.own) <= cfg.last_stand_units else 0)


def points_to_keep(view: Any, memory: dict[str, Any]) -> bool:
    """The enemy wins by holding points and an enemy engineer the side saw (now, or
    remembered and not seen destroyed: `memory`, lurkers.py's) could take them."""
    if not view.hold_points or not view.vps:
        return False
    return (any(e.unit_type.has("capture") for e in view.enemies)
            or any(m.unit.unit_type.has("capture") for m in memory.values()))
