"""Safe YAML reading that remembers where every value came from.

Validation must point at the line and column of the node at fault, so we compose the
YAML node graph ourselves and build plain Python values from it, recording the mark of
every node under its path (a tuple of keys and indexes). Only the standard scalar,
sequence and mapping tags are accepted: a Python tag is refused, never executed. Aliases
are allowed but their expansion is counted, so an alias bomb is refused cheaply.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import yaml

try:  # libyaml is much faster on large maps; the pure loader gives the same marks
    _Loader: type = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - depends on how PyYAML was built
    _Loader = yaml.SafeLoader

MAX_FILE_BYTES = 8 * 1024 * 1024
MAX_EXPANDED_NODES = 2_000_000

Path_ = tuple[str | int, ...]

_SAFE_TAGS = {
    "tag:yaml.org,2002:str",
    "tag:yaml.org,2002:int",
    "tag:yaml.org,2002:float",
    "tag:yaml.org,2002:bool",
    "tag:yaml.org,2002:null",
    "tag:yaml.org,2002:seq",
    "tag:yaml.org,2002:map",
}


class YamlSourceError(ValueError):
    """The text cannot be read as a safe YAML document; `line`/`column` are 1-based."""

    def __init__(self, message: str, line: int = 1, column: int = 1) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column


@dataclass(frozen=True)
class Mark:
    """Where a node starts (1-based), and for block scalars the style and indentation."""

    line: int
    column: int
    style: str | None = None
    content_column: int = 0


@dataclass
class SourceDocument:
    """Plain data plus the mark of every node, keyed by path."""

    data: Any
    marks: dict[Path_, Mark] = field(default_factory=dict)
    key_marks: dict[Path_, Mark] = field(default_factory=dict)

    def mark(self, path: Path_) -> Mark:
        """The mark of the deepest existing node on `path` (the parent if a key is missing)."""
        while path:
            found = self.marks.get(path)
            if found is not None:
                return found
            path = path[:-1]
        return self.marks.get((), Mark(1, 1))

    def key_mark(self, path: Path_) -> Mark:
        """Where the key of a mapping entry stands: better than the value for 'unknown key'."""
        return self.key_marks.get(path) or self.mark(path)


def parse_yaml(text: str) -> SourceDocument:
    """Compose `text` into plain data with marks; raises YamlSourceError on anything unsafe."""
    if len(text.encode("utf-8", errors="replace")) > MAX_FILE_BYTES:
        raise YamlSourceError(
            f"the file is larger than {MAX_FILE_BYTES // (1024 * 1024)} MiB; "
            "a scenario is a few hundred KiB at most, so this is not a scenario file"
        )
    try:
        node = yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        what = exc.problem or exc.context or "invalid YAML"
        raise YamlSourceError(f"this is not valid YAML: {what}", line, col) from None
    except yaml.YAMLError as exc:
        raise YamlSourceError(f"this is not valid YAML: {exc}") from None
    doc = SourceDocument(data=None)
    if node is None:
        raise YamlSourceError("the file is empty; a scenario starts with 'format: clumsy-scenario/1'")
    builder = _Builder(doc, text)
    doc.data = builder.build(node, ())
    return doc


class _Builder:
    def __init__(self, doc: SourceDocument, text: str) -> None:
        self.doc = doc
        self.text = text
        self.count = 0
        self.constructor = yaml.SafeLoader("")

    def build(self, node: yaml.Node, path: Path_) -> Any:
        self.count += 1
        if self.count > MAX_EXPANDED_NODES:
            raise YamlSourceError(
                "the document expands to more than "
                f"{MAX_EXPANDED_NODES:,} values through aliases (an 'alias bomb'); refused",
                node.start_mark.line + 1,
                node.start_mark.column + 1,
            )
        line, col = node.start_mark.line + 1, node.start_mark.column + 1
        if node.tag not in _SAFE_TAGS:
            raise YamlSourceError(
                f"the tag '{node.tag}' is not allowed in a scenario file; "
                "only plain strings, numbers, booleans, lists and mappings are",
                line,
                col,
            )
        if isinstance(node, yaml.ScalarNode):
            self.doc.marks[path] = self._scalar_mark(node)
            return self.constructor.construct_object(node, deep=True)
        self.doc.marks[path] = Mark(line, col)
        if isinstance(node, yaml.SequenceNode):
            return [self.build(item, path + (i,)) for i, item in enumerate(node.value)]
        result: dict[str, Any] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode) or key_node.tag != "tag:yaml.org,2002:str":
                raise YamlSourceError(
                    "mapping keys must be plain words",
                    key_node.start_mark.line + 1,
                    key_node.start_mark.column + 1,
                )
            key = key_node.value
            if key in result:
                raise YamlSourceError(
                    f"the key '{key}' appears twice in the same mapping; keep one",
                    key_node.start_mark.line + 1,
                    key_node.start_mark.column + 1,
                )
            child = path + (key,)
            self.doc.key_marks[child] = Mark(key_node.start_mark.line + 1, key_node.start_mark.column + 1)
            result[key] = self.build(value_node, child)
        return result

    def _scalar_mark(self, node: yaml.ScalarNode) -> Mark:
        """For a literal block the content starts on the next line at its indentation."""
        line, col = node.start_mark.line + 1, node.start_mark.column + 1
        if node.style in ("|", ">"):
            start = node.start_mark.index
            newline = self.text.find("\n", start)
            if newline >= 0:
                rest = self.text[newline + 1 :]
                stripped = rest.lstrip(" ")
                indent = len(rest) - len(stripped)
                return Mark(line, col, node.style, indent + 1)
        return Mark(line, col, node.style)
