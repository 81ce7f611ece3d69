"""The garbage collector's setting for a game's many short-lived containers (issue 37):
shared by a game's play (engine/balance/collections_quiet.py) and the `clumsy` process
(engine/cli/process.py), importing nothing else."""

YOUNG = 20_000  # new containers between two young collections (CPython's default: 700)
