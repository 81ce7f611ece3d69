"""The scenario file: its model, YAML reading with positions, writing, the schema layer,
validation, defaults, resizing and the map generator. Never imports the rules."""

from engine.scenario.shipped import DEFAULT_MISSION, shipped_mission, shipped_missions

__all__ = ["DEFAULT_MISSION", "shipped_mission", "shipped_missions"]
