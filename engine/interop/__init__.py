"""Other programs' files: Tiled maps (TMX, TMJ) and pictures, to and from scenarios.

A layer beside the command line: `engine.cli` and the editor use it; the game layers never
do (pyproject.toml, import-linter). It reads images with Pillow, never with Qt.
"""
