"""The map view, its painter and what it draws; the base of the tools."""
