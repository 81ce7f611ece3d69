"""General Clumsy's rules library: grid, catalogs, scenario files and validation.

Pure Python: nothing here imports Qt or the editor (see DESIGN.md, Layout).
"""

from engine.actions import IllegalAction
from engine.game import Game
from engine.problems import Problem, ScenarioError
from engine.scenario import Scenario
from engine.scenario_io import dump_scenario, load_scenario, read_scenario, save_scenario

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
