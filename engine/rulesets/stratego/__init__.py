"""Stratego (RULES.md B, ruleset `stratego`): game, validation and AI."""
