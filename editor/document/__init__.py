"""The open scenario, its undo commands and edits, recovery and live validation."""
