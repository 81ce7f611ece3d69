"""Reading and writing scenario files: canonical text, atomic saves, clear errors."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any, BinaryIO

from engine.scenario.mission_writer import dump_mission
from engine.scenario.model import Scenario
from engine.scenario.packs.files import read_packs
from engine.scenario.packs.model import rules_lines
from engine.scenario.problems import Problem, ScenarioError
from engine.scenario.safe_files import UnsafeFileError as UnsafeFileError  # re-exported
from engine.scenario.safe_files import read_regular_bytes, read_stream_bytes
from engine.scenario.safe_files import write_bytes_atomic as write_bytes_atomic  # re-exported
from engine.scenario.yaml_source import MAX_FILE_BYTES, SourceDocument, YamlSourceError, parse_yaml
from engine.scenario.yaml_writer import block_string, flow, scalar

STDIN_NAME = "<stdin>"  # how problems name standard input, as compilers do

# Top-level keys written on one line each, in this order; the rest have layouts of their own.
_SIMPLE_TOP = ("format", "name", "description", "languages", "ruleset", "turn_system")


def dump_scenario(scenario: Scenario) -> str:
    """The canonical text of a scenario (see DESIGN.md, "Scenario file")."""
    return dump_data(scenario.to_data())


def dump_data(data: dict[str, Any]) -> str:
    out: list[str] = []
    for key in _SIMPLE_TOP:
        if key == "languages" and key in data:  # one line: `languages: [en, it]`
            out.append(f"languages: {flow(data[key])}")
        elif key in data:
            out += block_string(key, data[key], 0)
    if "turn_options" in data:
        out.append(f"turn_options: {flow(data['turn_options'])}")
    if "ruleset_options" in data:
        out.append(f"ruleset_options: {flow(data['ruleset_options'])}")
    if "rules" in data:
        out += rules_lines(data["rules"])
    if "map" in data:
        out.append("map:")
        for key, value in data["map"].items():
            if key == "terrain":
                out += block_string("terrain", value, 2)
            else:
                out.append(f"  {key}: {scalar(value)}")
    if "calendar" in data:
        out.append(f"calendar: {flow(data['calendar'])}")
    for key in ("rounds", "first_side"):
        if key in data:
            out.append(f"{key}: {scalar(data[key])}")
    for key in ("sides", "features", "units"):
        if key in data:  # an empty list `[]`: a key with nothing under it reads as null
            out.append(f"{key}:" if data[key] else f"{key}: []")
            out += [f"  - {flow(item)}" for item in data[key]]
    if "victory" in data:  # no condition left (Stratego's last round unset): `{}`
        out.append("victory:" if data["victory"] else "victory: {}")
        for key, value in data["victory"].items():
            if key == "objectives":
                out.append("  objectives:")
                out += [f"    - {flow(item)}" for item in value]
            else:  # hold_points may be per side: {red: 3}
                out.append(f"  {key}: {flow(value)}")
    out += dump_mission(data)
    return "\n".join(out) + "\n"


def scenario_hash(scenario: Scenario) -> str:
    """A short fingerprint of the scenario as it would be saved: a replay stores it, so
    replaying it against another scenario (or an edited one) is told apart."""
    import hashlib  # here: only the play-test's saved games name a scenario by its hash

    return hashlib.sha256(dump_scenario(scenario).encode("utf-8")).hexdigest()[:16]


def read_text(path: str | os.PathLike[str]) -> str:
    """The file's text, or ScenarioError with a problem that says why it cannot be read:
    only a regular file is read, and never more than MAX_FILE_BYTES of it."""
    name = str(path)
    try:
        raw = read_regular_bytes(path, MAX_FILE_BYTES)
    except UnsafeFileError as exc:
        raise ScenarioError([Problem(name, 1, 1, exc.message)], unreadable=True) from None
    except OSError as exc:
        raise ScenarioError(
            [Problem(name, 1, 1, f"cannot read the file: {exc.strerror or exc}")],
            unreadable=True,
        ) from None
    return decode_text(raw, name)


def read_stream_text(stream: BinaryIO, name: str = STDIN_NAME) -> str:
    """The text of a stream (standard input for `-`), with the limits of read_text."""
    try:
        raw = read_stream_bytes(stream, MAX_FILE_BYTES)
    except UnsafeFileError as exc:
        raise ScenarioError([Problem(name, 1, 1, exc.message)], unreadable=True) from None
    except OSError as exc:
        raise ScenarioError([Problem(name, 1, 1, f"cannot read: {exc.strerror or exc}")],
                            unreadable=True) from None
    return decode_text(raw, name)


def decode_text(raw: bytes, name: str) -> str:
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        column = len(raw[raw.rfind(b"\n", 0, exc.start) + 1: exc.start].decode("utf-8", "replace")) + 1
        raise ScenarioError([Problem(
            name, line, column, "the file is not UTF-8 text; save it as UTF-8"
        )], unreadable=True) from None


def parse_source(text: str, filename: str = "<scenario>",
                 parse: Callable[[str], SourceDocument] = parse_yaml) -> SourceDocument:
    try:
        return parse(text)
    except YamlSourceError as exc:
        raise ScenarioError([Problem(filename, exc.line, exc.column, exc.message)]) from None


def read_scenario(
    path: str | os.PathLike[str], deep: bool = True,
) -> tuple[Scenario | None, list[Problem]]:
    """Load leniently: a model whenever the file's shape allows one, plus every problem.

    The editor opens files with problems; only a file whose shape is broken gives no model.
    `deep=False`: without the checks that play the game forward (validate_source).
    """
    text = read_text(path)
    return scenario_from_text(text, str(path), deep=deep)


def scenario_from_text(text: str, filename: str = "<scenario>", deep: bool = True,
                       texts: dict[str, str] | None = None,
                       parse: Callable[[str], SourceDocument] = parse_yaml,
                       ) -> tuple[Scenario | None, list[Problem]]:
    """Parse and check a scenario's text; its pack files are read from the folder of
    `filename`, or taken from `texts` (name -> text) when given. `parse`: parse_yaml or
    one that gives the same document (the validation process's PartParser)."""
    from engine.scenario.validation import validate_source

    source = parse_source(text, filename, parse)
    packs = read_packs(source, filename, texts)
    problems, shape_ok = validate_source(source, filename, deep=deep, packs=packs)
    scenario = Scenario.from_data(source.data) if shape_ok else None
    if scenario is not None and scenario.rules is not None:
        scenario.rules.texts = dict(packs.texts)  # the pack files as read, for its catalog
    return scenario, problems


def load_scenario(path: str | os.PathLike[str]) -> Scenario:
    """A valid scenario, or ScenarioError listing every problem (DESIGN.md, Engine API).
    Without the checks that play the game forward: they only warn, and only on a file
    with no error, so they never change what this returns or raises."""
    scenario, problems = read_scenario(path, deep=False)
    errors = [p for p in problems if p.severity == "error"]
    if errors or scenario is None:
        raise ScenarioError(errors or problems)
    return scenario


def save_scenario(scenario: Scenario, path: str | os.PathLike[str]) -> None:
    """Write atomically: a failed save leaves the previous file exactly as it was."""
    write_text_atomic(path, dump_scenario(scenario))


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    write_bytes_atomic(path, text.encode("utf-8"))
