"""Whether a unit type fights for ground is read once a type a decision (issue 37,
engine/ai/attack/attack_wave.py `is_fighter`: asked for every unit at many steps of a
decision, 51,689 times in normal_decisions.py's games): the planner's answers are the
type's own, and its abilities are read once a type (main reads them at every ask)."""

from __future__ import annotations

from pathlib import Path
from unittest import mock

from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner.moves import Planner
from engine.ai.view import SideView, TurnCache
from engine.scenario.io import load_scenario

MISSION = Path(__file__).resolve().parents[3] / "scenarios" / "harrow_ford.yaml"


def fighter(t) -> bool:
    """The rule itself: armed, no artillery, support, engineer or drone."""
    return (bool(t.weapons) and not all(w.fire == "indirect" for w in t.weapons)
            and not (not t.weapons or t.has("heal") or t.has("resupply"))
            and not t.has("capture") and not t.is_drone)


def test_a_type_is_judged_a_fighter_once_a_decision() -> None:
    game = Game(load_scenario(MISSION), seed=1)
    for side in game.sides:
        planner = Planner(SideView(game, side, ai_config({}), TurnCache()), seed=0)
        units = planner.view.own + planner.view.enemies
        types = {u.unit_type.id for u in units}
        real = Planner.is_artillery
        judged: list[str] = []

        def artillery(self, t, judged=judged, real=real):
            judged.append(t.id)
            return real(self, t)
        with mock.patch.object(Planner, "is_artillery", artillery):
            getattr(planner, "_fighters", {}).clear()  # none judged yet
            for _ in range(3):
                assert [planner.is_fighter(u.unit_type) for u in units] == [
                    fighter(u.unit_type) for u in units]
        assert len(units) > len(types) >= 2
        assert len(judged) <= len(types), (judged, types)
