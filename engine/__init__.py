"""General Clumsy's rules library: grid, catalogs, scenario files, validation, the rules,
the turn systems, the computer player and the rulesets (DESIGN.md, "Layout").

Pure Python: nothing here imports Qt or the editor.
"""

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.rules.actions import IllegalAction
    from engine.ruleset import (
        GameAPI,
        Player,
        Ruleset,
        available_rulesets,
        computer_player,
        new_game,
        ruleset_of,
        snapshot,
    )
    from engine.scenario.io import dump_scenario, load_scenario, read_scenario, save_scenario
    from engine.scenario.model import Scenario
    from engine.scenario.problems import Problem, ScenarioError

    Game = new_game

# Where each public name lives: imported on first use (PEP 562), so that importing one
# corner of the engine (`clumsy validate`: the scenario layer) does not load the rules.
_HOMES = {
    "IllegalAction": "engine.rules.actions",
    **dict.fromkeys(("GameAPI", "Player", "Ruleset", "available_rulesets", "computer_player",
                     "new_game", "ruleset_of", "snapshot"), "engine.ruleset"),
    **dict.fromkeys(("dump_scenario", "load_scenario", "read_scenario", "save_scenario"),
                    "engine.scenario.io"),
    "Scenario": "engine.scenario.model",
    **dict.fromkeys(("Problem", "ScenarioError"), "engine.scenario.problems"),
}


def __getattr__(name: str) -> Any:
    # `Game(scenario, seed=0)` (DESIGN.md, "Engine API"): a game under the scenario's ruleset.
    home = _HOMES.get("new_game" if name == "Game" else name)
    if home is None:
        raise AttributeError(f"module 'engine' has no attribute {name!r}")
    value = getattr(importlib.import_module(home), "new_game" if name == "Game" else name)
    globals()[name] = value
    return value


__all__ = [
    "Game",
    "GameAPI",
    "IllegalAction",
    "Player",
    "Problem",
    "Ruleset",
    "Scenario",
    "ScenarioError",
    "available_rulesets",
    "computer_player",
    "dump_scenario",
    "load_scenario",
    "new_game",
    "read_scenario",
    "ruleset_of",
    "save_scenario",
    "snapshot",
]
