"""`clumsy render FILE -o OUT.png`: the map drawn headless by the editor's own painter.

Registered with the engine's command line through the `clumsy.commands` entry point, so
the engine never imports Qt; Qt is imported only when the command runs.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import os
import sys

log = logging.getLogger(__name__)


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("render", help="draw a scenario's map to a PNG, headless")
    p.add_argument("file", metavar="FILE")
    p.add_argument("-o", "--output", required=True, metavar="OUT.png")
    p.add_argument("--cell-size", type=float, default=24.0,
                   help="hex radius or half square side in pixels (default 24)")
    p.add_argument("--no-grid", action="store_true", help="leave out the cell outlines")
    p.add_argument("--side", metavar="ID",
                   help="draw the map as this side sees it at the start (fog of war, RULES.md A8)")
    p.set_defaults(func=run)


NEEDS_EDITOR = ("clumsy render draws with the editor's painter, so it needs the editor's "
                "dependencies (PySide6), which cannot be imported here ({reason}); install the "
                "project with its dependencies (pip install general-clumsy-editor) and run it again")


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        importlib.import_module("PySide6.QtGui")
    except ImportError as exc:  # PySide6 missing, or broken (a system library it needs)
        print(NEEDS_EDITOR.format(reason=exc), file=sys.stderr)
        return 2
    from editor.render import render_png
    from engine.scenario.io import read_scenario
    from engine.scenario.problems import ScenarioError

    try:
        scenario, problems = read_scenario(args.file)
    except ScenarioError as exc:
        log.debug("%s cannot be read", args.file, exc_info=True)
        for problem in exc.problems:
            print(problem, file=sys.stderr)
        return 2 if exc.unreadable else 1
    if scenario is None:
        for problem in problems:
            print(problem, file=sys.stderr)
        print(f"{args.file}: cannot draw a map whose file has the problems above", file=sys.stderr)
        return 1
    if not 2.0 <= args.cell_size <= 200.0:
        print("clumsy render: --cell-size must be between 2 and 200", file=sys.stderr)
        return 2
    fog = None
    if args.side is not None:
        if scenario.side(args.side) is None:
            known = ", ".join(s.id for s in scenario.sides)
            print(f"clumsy render: there is no side '{args.side}'; sides are {known}", file=sys.stderr)
            return 2
        from engine.rules.vision import scenario_visible_cells

        fog = scenario_visible_cells(scenario, args.side)
    try:
        render_png(scenario, args.output, args.cell_size, show_grid=not args.no_grid,
                   problems=problems, fog=fog, fog_side=args.side)
    except OSError as exc:
        log.debug("writing %s failed", args.output, exc_info=True)
        print(f"clumsy render: cannot write {args.output}: {exc}", file=sys.stderr)
        return 2
    print(f"{args.output}: {scenario.map.width}x{scenario.map.height} map drawn")
    return 0
