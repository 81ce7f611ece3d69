"""Careless and hostile scenario files: mutants of the shipped missions through `clumsy
validate`, and the valid ones through `clumsy play` (docs/guarantees.md).

Every mutant must give exit 0, 1 or 2 (play: 0 or 2, never 3, the internal error), never
a traceback, every message one line in the `FILE:LINE:COL: SEVERITY: MESSAGE` format, and
finish within a bounded time. tests/test_fuzz_files.py runs a few hundred mutants in CI;
this script runs as many as you like:

    .venv/bin/python benchmarks/fuzz_files.py --mutants 5000 [--seed S] [--play] [--keep DIR]

It prints each failure (and with --keep writes the file that caused it) and exits 1 if any.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import random
import re
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.fuzz_shapes import SHAPE_MUTATIONS  # noqa: E402
from engine.cli.main import main as clumsy  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
MISSIONS = sorted((ROOT / "scenarios").glob("*.yaml"))
PROBLEM_LINE = re.compile(r"^[^\n]+:\d+:\d+: (error|warning): [^\n]+$")
SECONDS_PER_FILE = 10.0  # the bound on one validate, generous for a loaded 2-core machine

# Snippets a careless or hostile hand puts in a file.
PAYLOADS = [
    "\x00", "\x07", "\x1b[2J", "\u2028", "\u2029", "\x85", "\ufeff", "\r", "\t", "'", '"',
    ": ", "- ", "[", "]", "{", "}", "&a ", "*a", "*nowhere", "!!int 0x1Z", "!!float abc",
    "!!bool maybe", "!!python/object/apply:os.system [echo]", "!!binary AAAA", "!custom x",
    "<<: *a", "? [a]\n: b", "---\n", "...\n", "%YAML 1.1\n", "1e999", "-0", "0o777",
    "99999999999999999999999", "-99999999999999999999", ".nan", "~", "null", "yes", "2024-01-01",
    "é", "\U0001F600", "\udcff".encode("utf-8", "surrogatepass").decode("utf-8", "replace"),
]


def deep(depth: int) -> str:
    return "[" * depth + "]" * depth


def alias_bomb(levels: int = 9) -> str:
    lines = ['a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for i in range(1, levels):
        lines.append(f"a{i}: &a{i} [" + ",".join([f"*a{i - 1}"] * 9) + "]")
    return "\n".join(lines) + "\n"


Mutation = Callable[[str, random.Random], str]


def _at(text: str, rng: random.Random) -> int:
    return rng.randrange(len(text) + 1)


def insert_payload(text: str, rng: random.Random) -> str:
    at = _at(text, rng)
    return text[:at] + rng.choice(PAYLOADS) + text[at:]


def delete_range(text: str, rng: random.Random) -> str:
    at = _at(text, rng)
    return text[:at] + text[at + rng.randint(1, 200):]


def duplicate_range(text: str, rng: random.Random) -> str:
    at = _at(text, rng)
    piece = text[at: at + rng.randint(1, 400)]
    where = _at(text, rng)
    return text[:where] + piece + text[where:]


def swap_lines(text: str, rng: random.Random) -> str:
    lines = text.split("\n")
    i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
    lines[i], lines[j] = lines[j], lines[i]
    return "\n".join(lines)


def reindent_line(text: str, rng: random.Random) -> str:
    lines = text.split("\n")
    i = rng.randrange(len(lines))
    lines[i] = " " * rng.choice([0, 1, 3, 8]) + lines[i].lstrip(" ")
    return "\n".join(lines)


def replace_scalar(text: str, rng: random.Random) -> str:
    """Put a payload, a huge number or a deep list where a value stood."""
    spots = [m.end() for m in re.finditer(r": ", text)]
    if not spots:
        return insert_payload(text, rng)
    at = rng.choice(spots)
    end = len(text) if (nl := text.find("\n", at)) < 0 else nl
    value = rng.choice([rng.choice(PAYLOADS), deep(rng.choice([3, 70, 900, 5000])),
                        str(rng.choice([0, -1, 10**6, 2**31, 2**63, 10**30])),
                        "x" * rng.choice([201, 20_001, 100_000])])
    return text[:at] + value + text[end:]


def add_alias_bomb(text: str, rng: random.Random) -> str:
    return text + alias_bomb(rng.choice([3, 6, 9]))


def truncate(text: str, rng: random.Random) -> str:
    return text[: _at(text, rng)]


def flip_byte(text: str, rng: random.Random) -> str:
    at = _at(text, rng)
    return text[:at] + chr(rng.randrange(0, 0x3000)) + text[at + 1:]


MUTATIONS: list[Mutation] = [insert_payload, delete_range, duplicate_range, swap_lines,
                             reindent_line, replace_scalar, add_alias_bomb, truncate, flip_byte,
                             *SHAPE_MUTATIONS]  # of the data: wrong types, limits, carriers


def mutant(seed: int, steps: int | None = None) -> tuple[Path, str]:
    """A shipped mission and a mutated text of it, all chosen by `seed`."""
    rng = random.Random(seed)
    mission = rng.choice(MISSIONS)
    text = mission.read_text(encoding="utf-8")
    for _ in range(steps if steps is not None else rng.randint(1, 4)):
        text = rng.choice(MUTATIONS)(text, rng)
    return mission, text


@dataclass
class Outcome:
    code: int
    out: str
    err: str
    seconds: float


def run_cli(args: list[str]) -> Outcome:
    """`clumsy ARGS` in this process, its exit code and output; an exception escaping it is
    the traceback the user would see, so it is returned as one (exit -1)."""
    out, err = io.StringIO(), io.StringIO()
    started = time.perf_counter()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = clumsy(args)
        except SystemExit as exc:  # argparse
            code = int(exc.code or 0)
        except BaseException as exc:  # noqa: BLE001 - exactly what must never happen
            import traceback

            err.write("Traceback (escaped clumsy):\n" + "".join(traceback.format_exception(exc)))
            code = -1
    return Outcome(code, out.getvalue(), err.getvalue(), time.perf_counter() - started)


def check_validate(path: Path) -> tuple[Outcome, list[str]]:
    """Validate one file; the broken guarantees, in words (none: it held)."""
    result = run_cli(["validate", str(path)])
    broken = []
    if result.code not in (0, 1, 2):
        broken.append(f"exit {result.code}")
    if "Traceback" in result.err or "Traceback" in result.out:
        broken.append("a traceback")
    for line in result.err.splitlines():
        if not PROBLEM_LINE.match(line):
            broken.append(f"a message out of format: {line[:120]!r}")
    if result.seconds > SECONDS_PER_FILE:
        broken.append(f"{result.seconds:.1f} s, more than {SECONDS_PER_FILE} s")
    return result, broken


def check_play(path: Path, seed: int) -> list[str]:
    result = run_cli(["play", str(path), "--seed", str(seed), "--max-rounds", "2"])
    broken = []
    if result.code not in (0, 2):
        broken.append(f"play exit {result.code}: {result.err.strip()[:300]}")
    if "Traceback" in result.err:
        broken.append("play printed a traceback")
    return broken


def fuzz(count: int, first_seed: int, play: bool, keep: Path | None) -> int:
    failures = 0
    valid = 0
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        for seed in range(first_seed, first_seed + count):
            mission, text = mutant(seed)
            path = Path(folder) / f"mutant-{seed}.yaml"
            path.write_text(text, encoding="utf-8", errors="surrogatepass")
            result, broken = check_validate(path)
            if result.code == 0:
                valid += 1
                if play:
                    broken += check_play(path, seed)
            if broken:
                failures += 1
                print(f"seed {seed} ({mission.name}): " + "; ".join(broken))
                if keep is not None:
                    keep.mkdir(parents=True, exist_ok=True)
                    (keep / path.name).write_text(text, encoding="utf-8", errors="surrogatepass")
    seconds = time.perf_counter() - started
    print(f"{count} mutants ({valid} valid{', played' if play else ''}) in {seconds:.1f} s: "
          f"{failures} broke a guarantee")
    return 1 if failures else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mutants", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0, help="the first mutant's seed")
    parser.add_argument("--play", action="store_true", help="play the valid mutants too")
    parser.add_argument("--keep", type=Path, help="write the failing files to this folder")
    args = parser.parse_args()
    return fuzz(args.mutants, args.seed, args.play, args.keep)


if __name__ == "__main__":
    sys.exit(main())
