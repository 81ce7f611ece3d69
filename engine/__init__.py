"""General Clumsy's rules library: grid, catalogs, scenario files, validation, the rules,
the turn systems, the computer player and the rulesets (DESIGN.md, "Layout").

Pure Python: nothing here imports Qt or the editor.
"""

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

# `Game(scenario, seed=0)` (DESIGN.md, "Engine API"): a game under the scenario's ruleset.
Game = new_game

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
