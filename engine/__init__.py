"""General Clumsy's rules library: grid, catalogs, scenario files and validation.

Pure Python: nothing here imports Qt or the editor (see DESIGN.md, Layout).
"""

from engine.rules.actions import IllegalAction
from engine.rules.game import Game
from engine.scenario.io import dump_scenario, load_scenario, read_scenario, save_scenario
from engine.scenario.model import Scenario
from engine.scenario.problems import Problem, ScenarioError

__all__ = [
    "Game",
    "IllegalAction",
    "Problem",
    "Scenario",
    "ScenarioError",
    "dump_scenario",
    "load_scenario",
    "read_scenario",
    "save_scenario",
]
