"""The scenario file: its model, YAML reading with positions, writing, the schema layer,
validation, defaults, resizing and the map generator. Never imports the rules."""
