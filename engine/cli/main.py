"""`clumsy`: the command line (DESIGN.md, "Command line").

The engine never imports the editor: commands that need Qt (`render`) are registered by
the editor package through the `clumsy.commands` entry-point group and found at run time.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from engine.campaign.format import is_campaign_file, is_campaign_text
from engine.scenario.io import STDIN_NAME, read_scenario, read_stream_text, scenario_from_text
from engine.scenario.problems import ScenarioError

EXIT_OK, EXIT_INVALID, EXIT_UNREADABLE = 0, 1, 2
EXIT_UNAVAILABLE = 2  # a plug-in command that cannot run in this environment
LOG_HANDLER = "clumsy-cli"

log = logging.getLogger(__name__)


def cmd_validate(args: argparse.Namespace) -> int:
    """Exit 0 when every file is valid, 1 when any is not, 2 when any cannot be read."""
    # a campaign's checks (its missions read, its carried units) only for `validate`
    from engine.cli.campaign_check import campaign_problems

    worst = EXIT_OK
    for name in args.files:
        missions = None  # a campaign: how many missions it links
        try:
            if name == "-":
                name = STDIN_NAME
                text = read_stream_text(sys.stdin.buffer)
                if is_campaign_text(text):
                    missions, problems = campaign_problems(name, text)
                else:
                    _, problems = scenario_from_text(text, name)
            elif is_campaign_file(name):
                missions, problems = campaign_problems(name)
            else:
                _, problems = read_scenario(name)
        except ScenarioError as exc:
            log.debug("%s cannot be read", name, exc_info=True)
            for p in exc.problems:
                print(p, file=sys.stderr)
            worst = max(worst, EXIT_UNREADABLE if exc.unreadable else EXIT_INVALID)
            continue
        errors = [p for p in problems if p.severity == "error"]
        for p in problems:
            print(p, file=sys.stderr)
        if errors:
            worst = max(worst, EXIT_INVALID)
        elif not args.quiet:
            warn = sum(p.severity == "warning" for p in problems)
            what = f" campaign of {missions} mission(s)" if missions is not None else ""
            print(f"{name}: valid{what}" + (f" ({warn} warning(s))" if warn else ""))
    return worst


def _add_validate(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("validate", help="check scenario and campaign files against the schema "
                                        "and the rules")
    p.add_argument("files", nargs="+", metavar="FILE",
                   help="scenario or campaign files; - reads standard input")
    p.add_argument("-q", "--quiet", action="store_true", help="print only problems")
    p.set_defaults(func=cmd_validate)


Registrar = Callable[[argparse._SubParsersAction], None]

# The shipped commands: name -> the module whose `register` adds it, imported only when
# that command runs or --help lists them all (`clumsy validate` loads neither the AI nor
# the balance library).
BUILTIN = {"play": "engine.cli.play", "balance": "engine.cli.balance",
           "convert": "engine.cli.convert"}


def _builtin(module: str) -> Registrar:
    def register(sub: argparse._SubParsersAction) -> None:
        importlib.import_module(module).register(sub)
    return register


def _registrars(only: str | None = None) -> list[Registrar]:
    """The commands' registrars; with `only`, the shipped command of that name alone (no
    plug-in looked up)."""
    if only == "validate":
        return [_add_validate]
    if only in BUILTIN:
        return [_builtin(BUILTIN[only])]
    from importlib.metadata import entry_points  # the plug-ins: only when they may run

    found: list[Registrar] = [_add_validate, *(_builtin(m) for m in BUILTIN.values())]
    for ep in sorted(entry_points(group="clumsy.commands"), key=lambda e: e.name):
        if only is not None and ep.name != only:
            continue
        try:
            found.append(ep.load())
        except Exception as exc:  # a broken plug-in must not take validate, play, balance down
            found.append(_unavailable(ep.name, ep.dist.name if ep.dist else ep.value, exc))
    return found


def _unavailable(name: str, provider: str, reason: Exception) -> Registrar:
    """A plug-in command that cannot be loaded here: listed in --help, and running it says
    why (exit 2) instead of every other command printing a warning."""
    message = (f"clumsy {name}: this command comes with {provider} and cannot be loaded here "
               f"({reason}); install the project with its dependencies (pip install {provider})")

    def register(sub: argparse._SubParsersAction) -> None:
        p = sub.add_parser(name, help="(unavailable here: run it to see why)", add_help=False)
        p.add_argument("ignored", nargs=argparse.REMAINDER, help=argparse.SUPPRESS)
        p.set_defaults(func=lambda _args: _say(message, EXIT_UNAVAILABLE))
    return register


def _say(message: str, code: int) -> int:
    print(message, file=sys.stderr)
    return code


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The parser of every command, or with `only` of that command alone (what `main` runs:
    the other commands' modules are not imported)."""
    parser = argparse.ArgumentParser(prog="clumsy", description="General Clumsy scenario tools")
    parser.add_argument("-v", "--verbose", action="store_true",
                        help="log debugging detail to standard error, with the traceback of "
                             "every error caught")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for register in _registrars(only):
        register(sub)
    return parser


@contextmanager
def cli_logging(verbose: bool) -> Iterator[None]:
    """Log to standard error while a command runs: with -v everything from DEBUG up (caught
    errors log their traceback at DEBUG), else only warnings; the readable messages are
    printed either way."""
    root = logging.getLogger()
    handler = logging.StreamHandler(sys.stderr)
    handler.set_name(LOG_HANDLER)
    handler.setFormatter(logging.Formatter("clumsy: %(levelname)s: %(name)s: %(message)s"))
    level = logging.DEBUG if verbose else logging.WARNING
    handler.setLevel(level)
    old_level = root.level
    root.addHandler(handler)
    root.setLevel(level)
    try:
        yield
    finally:
        root.removeHandler(handler)
        root.setLevel(old_level)


def parse(parser: argparse.ArgumentParser, argv: Sequence[str] | None) -> argparse.Namespace:
    """The arguments; an option the command does not know is reported with that command's
    usage (`clumsy play --sed 3` shows play's usage, not the top-level one)."""
    args, extra = parser.parse_known_args(argv)
    if extra:
        sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
        command = sub.choices.get(getattr(args, "command", None) or "", parser)
        command.error(f"unrecognized arguments: {' '.join(extra)}")
    return args


def command_word(argv: Sequence[str]) -> str | None:
    """The command named on the line (the first word not an option), None when there is
    none or help is asked for before it."""
    for word in argv:
        if word in ("-h", "--help"):
            return None
        if not word.startswith("-"):
            return word
    return None


def main(argv: Sequence[str] | None = None) -> int:
    words = sys.argv[1:] if argv is None else list(argv)
    only = command_word(words)
    if only not in ("validate", *BUILTIN):
        only = None  # a plug-in or a typo: the full parser finds or reports it
    args = parse(build_parser(only), words)
    with cli_logging(args.verbose):
        try:
            return int(args.func(args))
        except KeyboardInterrupt:
            return 130
        except BrokenPipeError:
            return EXIT_OK


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
