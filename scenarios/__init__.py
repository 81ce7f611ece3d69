"""The shipped missions, installed as the package engine.missions (pyproject.toml,
tool.setuptools.package-dir) so that engine.scenario.shipped_missions() finds them
wherever and however the project is installed. Holds no code."""
