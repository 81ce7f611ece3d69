"""A side that can win only by destroying every enemy goes looking for it once it is
clear the enemy will not come (issue 32: no cell over half drawn).

A side whose one way to win is `destroy_all` (no points it may win by holding, no
objective or game-ending event of its own, and the last round not its) and that does
not defend (view.py `defending`) stands by its points while an enemy that only waits in
cover (an ambush, a turtle) waits too: the last round is then a draw. From round
`idle_hunt_share` x the last round on (its first `1 - share` of the game given to the
enemy to come), such a side hunts (engine/ai/attack/hunt.py: the attack goes in at once, its
fighters go where it last saw enemies, else where one could hide, and its guns and
support units search as spotters). 0: off.

A side that has lost every unit able to take a point (RULES.md A12: only an engineer
captures) while the enemy wins when the last round ends has only `destroy_all` left,
and waiting is a certain loss (the Marsh Road's crown against the ambush: its
engineer shelled on the causeway by round 5, its tank and two siege tubes then stand
seven rounds out of reach of the mortar they saw, and the fens win at round 14). With
`hopeless_hunt` 1 such a side hunts at once (`hopeless`); 0: off.
"""

from __future__ import annotations

from engine.ai.attack import hunt
from engine.ai.view import SideView


def only_by_destroying(view: SideView) -> bool:
    """The side wins only by destroying every enemy (A12): `destroy_all` is on, no number
    of points wins it (or the map has none), it has no objective or ending event of its
    own, the last round is not its, and it does not defend."""
    victory = getattr(view.game, "victory", None)
    if victory is None or not getattr(victory, "destroy_all", False):
        return False
    need_of = getattr(victory, "hold_needed", None)
    need = need_of(view.side) if need_of is not None else getattr(victory, "hold_points", None)
    if need and view.vps:
        return False
    if any(o.side == view.side for o in (*view.objectives, *view.end_targets)):
        return False
    if getattr(victory, "on_last_round", None) == view.side:
        return False
    return not view.defending()


def hopeless(view: SideView, values: dict[str, float]) -> bool:
    """`hopeless_hunt`: the side's one way left to win is destroying every enemy
    (`destroy_all` on, no unit of its own that can take a point, no objective or ending
    event of its own) and an enemy side wins when the last round ends: it hunts now. The
    hunt's memory is kept meanwhile (hunt.remember). Only the side's own units and the
    mission's public victory are read (A8)."""
    if not view.cfg.hopeless_hunt or not view.last_round:
        return False
    victory = getattr(view.game, "victory", None)
    if victory is None or not getattr(victory, "destroy_all", False):
        return False
    last = getattr(victory, "on_last_round", None)
    if last == view.side or last not in view.game.sides:  # its own, or a draw
        return False
    if any(o.side == view.side for o in (*view.objectives, *view.end_targets)):
        return False
    if view.capturers:
        return False
    hunt.remember(view, values)
    return any(u.unit_type.weapons for u in view.own)


def waits_in_vain(view: SideView, values: dict[str, float]) -> bool:
    """The side (`only_by_destroying`) has waited `idle_hunt_share` of the game's rounds
    for an enemy that did not come: it hunts. The side's memory of the enemies it saw is
    kept meanwhile (hunt.remember), so the hunt begins where it last saw them."""
    share = view.cfg.idle_hunt_share
    if share <= 0 or not view.last_round or not only_by_destroying(view):
        return False
    hunt.remember(view, values)
    return view.round >= share * view.last_round
