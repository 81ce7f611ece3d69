"""The packs of a mission as sources with marks: the inline `rules:` mapping, or the pack
files it names, read from the mission's folder and never from outside it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import field
from pathlib import Path, PurePosixPath
from typing import Any

from engine.records import record
from engine.scenario.problems import Problem
from engine.scenario.safe_files import UnsafeFileError, read_regular_bytes
from engine.scenario.suggest import suggest
from engine.scenario.yaml_source import MAX_FILE_BYTES, SourceDocument, YamlSourceError, parse_yaml

STDIN_NAME = "<stdin>"


@record
class PackSource:
    """One pack: its data with the marks of its nodes, the file its problems name, and
    the path under which its nodes stand in that file (`("rules",)` when inline)."""

    name: str
    filename: str
    source: SourceDocument
    prefix: tuple[str | int, ...] = ()
    inline: bool = False

    @property
    def data(self) -> Any:
        return self.source.data

    def problem(self, path: tuple[str | int, ...], message: str, key: bool = False,
                severity: str = "error") -> Problem:
        mark = self.source.key_mark(path) if key else self.source.mark(path)
        return Problem(self.filename, mark.line, mark.column, message, severity,
                       self.prefix + path)


@record
class PackRead:
    """The packs a mission names, as read: their sources in order, the problems of
    reading them (a file missing, outside the folder, not YAML) and each file's text."""

    packs: list[PackSource] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    texts: dict[str, str] = field(default_factory=dict)


def mission_folder(filename: str) -> Path | None:
    """The folder a mission's pack files are read from: the one of its file; the current
    folder for standard input; None for text that came from no file."""
    if filename == STDIN_NAME:
        return Path.cwd()
    if filename.startswith("<"):
        return None
    folder = Path(filename).parent
    return folder if folder.is_dir() else None


def inline_source(source: SourceDocument, prefix: tuple[str | int, ...]) -> SourceDocument:
    """The part of `source` under `prefix`, its marks keyed from there."""
    n = len(prefix)
    node: Any = source.data
    for step in prefix:
        node = node[step]
    return SourceDocument(
        node,
        {p[n:]: m for p, m in source.marks.items() if p[:n] == prefix},
        {p[n:]: m for p, m in source.key_marks.items() if p[:n] == prefix})


def read_packs(source: SourceDocument, filename: str,
               texts: dict[str, str] | None = None) -> PackRead:
    """The packs of a parsed mission. Files are read from the mission's folder, or taken
    from `texts` (name -> text, as read with the mission) when given."""
    result = PackRead()
    data = source.data if isinstance(source.data, dict) else {}
    value = data.get("rules")
    if isinstance(value, dict):
        result.packs.append(PackSource("rules", filename, inline_source(source, ("rules",)),
                                       ("rules",), inline=True))
        return result
    if not isinstance(value, list):
        return result
    folder = mission_folder(filename)
    for index, name in enumerate(value):
        if not isinstance(name, str) or not name:
            continue  # the schema layer names it
        problem = _reporter(result, source, filename, index)

        if texts is not None and name in texts:
            text: str | None = texts[name]
            shown = name if folder is None else str(folder / name)
        else:
            why = outside_folder(name)
            if why:
                problem(f"pack file '{name}' {why}")
                continue
            if folder is None:
                problem(f"pack file '{name}' cannot be read: the mission was not read from "
                        "a file, so it has no folder")
                continue
            path = folder / name
            shown = str(path)
            text = _read(path, name, folder, problem)
            if text is None:
                continue
        assert text is not None
        result.texts[name] = text
        try:
            doc = parse_yaml(text)
        except YamlSourceError as error:
            result.problems.append(Problem(shown, error.line, error.column, error.message))
            continue
        result.packs.append(PackSource(name, shown, doc))
    return result


def _reporter(result: PackRead, source: SourceDocument, filename: str,
              index: int) -> Callable[[str], None]:
    """Reports a problem of the `index`-th pack file name at its place in the mission."""
    mark = source.mark(("rules", index))

    def problem(message: str) -> None:
        result.problems.append(Problem(filename, mark.line, mark.column, message,
                                       path=("rules", index)))

    return problem


def outside_folder(name: str) -> str | None:
    """Why a pack file name leaves the mission's folder, or None: a pack is read only
    from the mission's folder or one below it (a relative path with '/', no '..')."""
    if not name or name.strip() != name:
        return "is not a file name"
    if "\\" in name or name.startswith("/") or (len(name) > 1 and name[1] == ":"):
        return ("is outside the mission's folder; name it relative to the mission, "
                "with '/' between folders")
    if ".." in PurePosixPath(name).parts:
        return "is outside the mission's folder; a pack must sit beside the mission or below it"
    return None


def _read(path: Path, name: str, folder: Path, problem: Any) -> str | None:
    try:
        real, root = path.resolve(), folder.resolve()
    except OSError as error:
        problem(f"pack file '{name}' cannot be read: {error.strerror or error}")
        return None
    if root not in real.parents:
        problem(f"pack file '{name}' is outside the mission's folder (a link leads out)")
        return None
    try:
        raw = read_regular_bytes(path, MAX_FILE_BYTES)
    except FileNotFoundError:
        near = [p.relative_to(folder).as_posix() for p in path.parent.glob("*.yaml")
                if p.is_file()] if path.parent.is_dir() else []
        hint = "; " + suggest(name, near) if near else ""
        problem(f"pack file '{name}' not found in {folder}{hint}")
        return None
    except UnsafeFileError as error:
        problem(f"pack file '{name}': {error.message}")
        return None
    except OSError as error:
        problem(f"pack file '{name}' cannot be read: {error.strerror or error}")
        return None
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        problem(f"pack file '{name}' is not UTF-8 text; save it as UTF-8")
        return None

