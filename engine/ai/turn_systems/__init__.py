"""The computer player's moves in the turn systems' own steps (RULES.md B): each module is a
turn system's `advisor` (engine/turns/), and the `orders` round plan.
"""
