"""Rulesets other than the shared rules, each one package, and their registrations."""
