"""Turn systems (RULES.md B): who acts when, never how a rule works."""
