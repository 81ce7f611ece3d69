"""The scenario schema, installed as the package engine.schemas (pyproject.toml,
tool.setuptools.package-dir) so that engine.scenario.schema finds it wherever and
however the project is installed. Holds no code."""
