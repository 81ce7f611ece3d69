"""`clumsy render FILE -o OUT.png`: the map drawn headless by the editor's own painter.

Registered with the engine's command line through the `clumsy.commands` entry point, so
the engine never imports Qt; Qt is imported only when the command runs.
"""

from __future__ import annotations

import argparse
import copy
import importlib
import logging
import os
import sys
from typing import Any

log = logging.getLogger(__name__)


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("render", help="draw a scenario's map to an image (PNG, JPEG or BMP, by "
                                      "the output's extension), headless")
    p.add_argument("file", metavar="FILE")
    p.add_argument("-o", "--output", required=True, metavar="OUT.png")
    p.add_argument("--cell-size", type=float, default=24.0,
                   help="hex radius or half square side in pixels (default 24)")
    p.add_argument("--no-grid", action="store_true", help="leave out the cell outlines")
    p.add_argument("--side", metavar="ID",
                   help="draw the map as this side knows it at the start: its fog of war "
                        "(RULES.md A8) and no enemy rank it has not seen (RULES.md B)")
    p.add_argument("--no-transitions", action="store_true",
                   help="draw every cell in its own colour, without the soft edges where "
                        "two terrains meet")
    p.add_argument("--colour-blind", action="store_true",
                   help="the colour-blind safe palette (Paul Tol's terrain colours, "
                        "Okabe-Ito side colours)")
    p.set_defaults(func=run)


NEEDS_EDITOR = ("clumsy render draws with the editor's painter, so it needs the editor's "
                "dependencies (PySide6), which cannot be imported here ({reason}); install the "
                "project with its dependencies (pip install general-clumsy-editor) and run it again")
PREFIX = "clumsy render: error: "


def _error(message: str, code: int) -> int:
    print(PREFIX + message, file=sys.stderr)
    return code


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        importlib.import_module("PySide6.QtGui")
    except ImportError as exc:  # PySide6 missing, or broken (a system library it needs)
        return _error(NEEDS_EDITOR.format(reason=exc), 2)
    from editor.render.map_image import Look, image_format, render_png
    from engine.scenario.io import read_scenario
    from engine.scenario.problems import ScenarioError

    if image_format(args.output) is None:
        return _error(f"cannot write {args.output}: name the image .png, .jpg or .bmp", 2)
    try:
        scenario, problems = read_scenario(args.file)
    except ScenarioError as exc:
        log.debug("%s cannot be read", args.file, exc_info=True)
        for problem in exc.problems:
            print(PREFIX + str(problem), file=sys.stderr)
        return 2 if exc.unreadable else 1
    if scenario is None:
        for problem in problems:
            print(PREFIX + str(problem), file=sys.stderr)
        return _error(f"{args.file}: cannot draw a map whose file has the problems above", 1)
    if not 2.0 <= args.cell_size <= 200.0:
        return _error("--cell-size must be between 2 and 200", 2)
    fog = None
    if args.side is not None:
        if scenario.side(args.side) is None:
            known = ", ".join(s.id for s in scenario.sides)
            return _error(f"there is no side '{args.side}'; sides are {known}", 2)
        seen = as_side_sees(scenario, args.side)
        if isinstance(seen, str):
            return _error(f"{args.file}: cannot draw it as {args.side} sees it: {seen}", 1)
        scenario, fog = seen
    try:
        render_png(scenario, args.output, args.cell_size, show_grid=not args.no_grid,
                   problems=problems, fog=fog, fog_side=args.side,
                   look=Look(not args.no_transitions, args.colour_blind))
    except OSError as exc:
        log.debug("writing %s failed", args.output, exc_info=True)
        return _error(f"cannot write {args.output}: {exc}", 2)
    print(f"{args.output}: {scenario.map.width}x{scenario.map.height} map drawn")
    return 0


def as_side_sees(scenario: Any, side: str) -> tuple[Any, set[tuple[int, int]]] | str:
    """The scenario at its start as `side` knows it (the ruleset's own snapshot: no unit
    out of sight, no enemy rank not yet revealed) and the cells it sees; or why not."""
    from engine import Game, snapshot

    try:
        game = Game(copy.deepcopy(scenario), 0)
    except Exception as exc:  # a scenario the engine cannot start: say why, no traceback
        log.debug("starting %s failed", scenario.name, exc_info=True)
        return str(exc) or type(exc).__name__
    return snapshot(game, scenario, side), set(game.visible_cells(side))
