"""`clumsy convert IN -o OUT`: Tiled maps (.tmx, .tmj) and pictures to and from scenarios
(DESIGN.md "Tiled maps"; docs/cli.md). Exit 0 when written, 2 when the input cannot be
converted (one line says why; nothing is written)."""

from __future__ import annotations

import argparse
import logging
import re
import sys
from pathlib import Path

EXIT_OK, EXIT_UNREADABLE = 0, 2
_CELLS = re.compile(r"^(\d+)[xX](\d+)$")

log = logging.getLogger(__name__)


def _cells(text: str) -> tuple[int, int]:
    found = _CELLS.match(text)
    if not found:
        raise argparse.ArgumentTypeError(f"{text!r} is not WIDTHxHEIGHT, e.g. 40x30")
    return int(found.group(1)), int(found.group(2))


def cmd_convert(args: argparse.Namespace) -> int:
    from engine.interop.convert import ConvertOptions, convert  # Pillow and numpy: only here
    from engine.interop.errors import ConvertError

    options = ConvertOptions(
        terrain_map=Path(args.terrain_map) if args.terrain_map else None,
        palette=Path(args.palette) if args.palette else None,
        grid=args.grid, cells=args.cells, width=args.width)
    try:
        result = convert(Path(args.input), Path(args.output), options)
    except ConvertError as exc:
        log.debug("convert failed", exc_info=True)
        print(f"{exc}", file=sys.stderr)
        return EXIT_UNREADABLE
    for warning in result.warnings:
        print(f"{args.input}: warning: {warning}", file=sys.stderr)
    if not args.quiet:
        print("wrote " + ", ".join(str(p) for p in result.written))
    return EXIT_OK


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("convert", help="convert scenarios to and from Tiled maps (.tmx, .tmj); "
                                       "a picture (.png, .jpg) to terrain")
    p.add_argument("input", metavar="IN", help="a .yaml scenario, a .tmx/.tmj map or a picture")
    p.add_argument("-o", "--output", required=True, metavar="OUT",
                   help="the file to write; its extension says the format")
    p.add_argument("--terrain-map", metavar="MAP.yaml",
                   help="Tiled import: terrain characters by tileset and tile id, or by tile "
                        "class")
    p.add_argument("--palette", metavar="P.yaml",
                   help="picture import: which picture colour (#rrggbb) is which terrain")
    p.add_argument("--grid", choices=("hex", "square"), default="hex",
                   help="picture import: the map's grid (default hex)")
    size = p.add_mutually_exclusive_group()
    size.add_argument("--cells", type=_cells, metavar="WxH",
                      help="picture import: the map's size in cells")
    size.add_argument("--width", type=int, metavar="W",
                      help="picture import: W columns, the rows from the picture's shape "
                           "(default 40)")
    p.add_argument("-q", "--quiet", action="store_true", help="print only problems")
    p.set_defaults(func=cmd_convert)
