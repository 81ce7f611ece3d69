"""The package list, which pyproject.toml cannot say: every package found under engine/
and editor/, plus the two folders at the top of the tree that are installed as packages
(pyproject.toml, tool.setuptools.package-dir): scenarios/ as engine.missions and schemas/
as engine.schemas. All other packaging settings are in pyproject.toml."""

from setuptools import find_namespace_packages, setup

SHIPPED_DATA = ["engine.missions", "engine.schemas"]

setup(packages=sorted(find_namespace_packages(include=["engine", "engine.*", "editor", "editor.*"],
                                              exclude=["*.__pycache__"]) + SHIPPED_DATA))
