"""A parse of a scenario's text that keeps its top-level parts between calls (issue 37).

The editor's validation process parses the file the editor would save after every edit:
75 ms of a 256x256 map with 1,000 units, most of a pass. An edit changes one part (the
terrain, or the units) and leaves the others line for line as they were. `PartParser`
parses the lines of each top-level key by themselves and keeps each part's result under
its text and first line, so a part unchanged since the last call is not parsed again.

The result is `parse_yaml`'s, value for value and mark for mark, or `parse_yaml` itself:
a key at the start of a line always starts a new entry of the root mapping (a plain or
block scalar ends before a line of no indentation; a quoted scalar or flow collection
cut there leaves its part unparsable). Anything else is left to the whole parse: a part
that does not parse or holds other than its one key, a key twice, an anchor or alias
(they may reach across parts), a document marker or directive, a file over the limits.
"""

from __future__ import annotations

import marshal
import re
from dataclasses import replace

from engine.records import record
from engine.scenario.yaml_source import (
    MAX_FILE_BYTES,
    MAX_VALUES,
    Mark,
    Path_,
    SourceDocument,
    build_yaml,
    parse_yaml,
)

_KEY_LINE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*:(?:[ \t]|$)", re.MULTILINE)
_ODD_LINE = re.compile(r"^(?:---|\.\.\.|%)", re.MULTILINE)  # documents and directives


@record(frozen=True)
class _Part:
    key: str
    value: bytes  # marshalled: each use gets a copy of its own (checks may not share one)
    marks: dict[Path_, Mark]
    key_marks: dict[Path_, Mark]
    count: int  # values, for the whole's limit


class PartParser:
    """`parse_yaml` for a text much like the last one; the parts of the last call kept."""

    def __init__(self) -> None:
        self.parts: dict[tuple[str, int], _Part] = {}
        self.parsed = 0  # parts parsed (not kept from before); tests count them

    def parse(self, text: str) -> SourceDocument:
        document = self._by_parts(text)
        return document if document is not None else parse_yaml(text)

    def _by_parts(self, text: str) -> SourceDocument | None:
        if len(text.encode("utf-8", errors="replace")) > MAX_FILE_BYTES \
                or _ODD_LINE.search(text) is not None:
            return None
        starts = [m.start() for m in _KEY_LINE.finditer(text)]
        if not starts:
            return None
        starts[0] = 0  # comments and blank lines before the first key are its part's
        document = SourceDocument(data={})
        kept: dict[tuple[str, int], _Part] = {}
        line, count = 1, 0
        for start, end in zip(starts, [*starts[1:], len(text)], strict=True):
            chunk = text[start:end]
            part = self.parts.get((chunk, line)) or kept.get((chunk, line)) \
                or self._part(chunk, line)
            if part is None or part.key in document.data:
                return None
            kept[chunk, line] = part
            document.data[part.key] = marshal.loads(part.value)
            document.marks.update(part.marks)
            document.key_marks.update(part.key_marks)
            count += part.count
            line += chunk.count("\n")
        if count > MAX_VALUES:
            return None
        self.parts = kept
        return document

    def _part(self, chunk: str, line: int) -> _Part | None:
        """The part's parse, its marks moved to its lines in the whole; None when it is
        not one plain top-level entry."""
        self.parsed += 1
        try:
            built = build_yaml(chunk)
        except Exception:  # noqa: BLE001 - the whole parse says what is wrong, and where
            return None
        data = built.doc.data
        if built.anchors or built.aliased or not isinstance(data, dict) or len(data) != 1:
            return None
        ((key, value),) = data.items()
        marks, key_marks = built.doc.marks, built.doc.key_marks
        if line > 1:  # the root's mark is the first part's
            marks = {path: _moved(mark, line - 1) for path, mark in marks.items() if path}
            key_marks = {path: _moved(mark, line - 1) for path, mark in key_marks.items()}
        return _Part(key, marshal.dumps(value), marks, key_marks, built.count)


def _moved(mark: Mark, lines: int) -> Mark:
    return replace(mark, line=mark.line + lines,
                   row_starts=tuple((at + lines, col) for at, col in mark.row_starts))
