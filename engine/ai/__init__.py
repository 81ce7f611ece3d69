"""The computer player: side view, move planner and per-turn-system advisers."""
