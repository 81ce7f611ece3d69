"""The Balance check dialog, the replay window and the heat overlay."""
