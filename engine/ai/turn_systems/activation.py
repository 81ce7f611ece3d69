"""How the AI plays the `activation` turn system's own steps (RULES.md B, `activation`).

A routed unit not rallied by the end of the next round is eliminated, and rallying takes
the unit's whole activation. So the AI activates its routed units first and has each
rally at once; the rest of an activation (firing, moving) is the common AI's, and the
other activations go in the order the system offers them.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from engine.ai.planner.moves import Planner
from engine.ai.view import SideView
from engine.rules.actions import Action


def before(game: Any, view: SideView, planner: Planner) -> Action | None:
    """Rally the activated unit if it is routed, before it does anything else."""
    active = game.turn_info_for(view.side).get("active_unit")
    if active is None:
        return None
    rally = {"type": "rally", "unit": active}
    return rally if game.is_legal(rally) else None


def advise(game: Any, view: SideView, planner: Planner, steps: list[Action]) -> Action | None:
    """Activate a routed unit first (so it can rally); otherwise the first step offered."""
    routed = game.turn_info_for(view.side).get("routed", {})
    for step in steps:
        if step["type"] == "activate" and step["unit"] in routed:
            return dict(step)
    return None


def ranked(game: Any, shots: list[tuple[float, Action]]) -> Iterator[Action]:
    """The activations the hard level weighs besides the first offered
    (`lookahead_unit_choice`): the side's units not yet activated with a shot now, the
    best shot first (`shots`: the fire phase's options of every own unit, best first)."""
    offered = {step["unit"] for step in game.system_actions() if step["type"] == "activate"}
    seen: set[str] = set()
    for _, shot in shots:
        uid = shot["unit"]
        if uid in offered and uid not in seen:
            seen.add(uid)
            yield {"type": "activate", "unit": uid}
