"""The play-test window on the real rules engine."""
