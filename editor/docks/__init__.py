"""The side docks: palette, properties, scenario settings, objectives, events, problems, minimap, analysis."""
