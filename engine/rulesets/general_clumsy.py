"""General Clumsy's own ruleset (RULES.md A): the shared rules of `engine.rules`, the turn
systems of `engine.turns` and the computer player of `engine.ai`, registered as one."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine.catalog import Catalog
from engine.ruleset import Player, Ruleset
from engine.scenario.defaults import scenario_defaults
from engine.scenario.event_checks import MissionChecker
from engine.scenario.model import Scenario
from engine.scenario.validation import SemanticChecker
from engine.turns.base import available_turn_systems, known_turn_systems

if TYPE_CHECKING:
    from engine.rules.game import Game


def check(checker: SemanticChecker) -> None:
    name = checker.data.get("turn_system")
    name = name if isinstance(name, str) else scenario_defaults().turn_system
    # a shipped system is known without reading every installed package's entry points
    systems = known_turn_systems(name)
    checker.check_turn_system(systems)
    checker.check_units_and_features()
    system = systems.get(name)
    MissionChecker(checker, draws_cards=bool(system and system.draws_event_cards)).run()
    check_early_holding(checker)


def check_early_holding(checker: SemanticChecker) -> None:
    """A warning where a side could win by holding points within the first rounds
    (rules.yaml `early_hold_warning_rounds`): its capturers' travel to the points, enemies
    left out (engine/ai/mission/hold_reach.py). Only on a file with no error, whose game starts."""
    if (not checker.deep or not checker.shape_ok
            or any(p.severity == "error" for p in checker.problems)):
        return
    from engine.ai.mission.hold_reach import earliest_hold  # pure Python: neither numpy nor scipy
    from engine.rules.game import Game

    game = Game(Scenario.from_data(checker.data), catalog=checker.catalog)
    limit = checker.catalog.rules.early_hold_warning_rounds
    hold = (checker.data.get("victory") or {}).get("hold_points")
    for side in game.sides:
        plan = earliest_hold(game, side, within=limit)
        if not plan:
            continue
        steps = ", ".join(f"'{c.unit}' takes '{c.point}' by round {c.round}" for c in plan)
        path = ("victory", "hold_points") + ((side,) if isinstance(hold, dict) else ())
        checker.report(path, f"'{side}' can win by holding {len(plan)} more victory point(s) "
                       f"as early as round {plan[-1].round} ({steps}), with no enemy near; "
                       "move the points or its engineers apart, or raise hold_points",
                       severity="warning")


def new_game(scenario: Scenario, seed: int = 0, catalog: Catalog | None = None) -> Game:
    from engine.rules.game import Game  # here, so `clumsy validate` starts without the rules

    return Game(scenario, seed=seed, catalog=catalog)


def position_as_scenario(game: Any, base: Scenario, viewer: str | None = None) -> Scenario:
    from engine.rules.snapshot import position_as_scenario as snapshot

    return snapshot(game, base, viewer)


def computer_player(seed: int = 0, config: Mapping[str, Any] | None = None) -> Player:
    from engine.ai.player import AIPlayer  # here, so `clumsy validate` starts without the AI

    return AIPlayer(seed, config)


RULESET = Ruleset(
    name="general-clumsy", title="General Clumsy", game=new_game, check=check,
    player=computer_player, snapshot=position_as_scenario,
    turn_systems=lambda: list(available_turn_systems()))
