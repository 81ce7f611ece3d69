"""Safe YAML reading that remembers where every value came from.

Validation must point at the line and column of the node at fault, so we build plain
Python values straight from the parser's events, recording the mark of every node under
its path (a tuple of keys and indexes). Building from the event stream keeps every limit
cheap and checked before any value is made: the nesting depth (no recursion anywhere, so
a deeply nested file is refused, never a RecursionError), the number of values with every
alias counted at its full size (an alias bomb is refused in milliseconds, a huge flat list
is called what it is), and the tags: only the standard scalar, sequence and mapping tags
are accepted, a Python tag is refused, never executed, and a value that does not fit its
explicit tag (`!!int 0x1Z`) is a problem at its place. Each use of an alias is a value of
its own (a change of one use changes no other, nor the anchor), deepcopy's copy made
cheaper: an anchored scalar is shared (it cannot change), an anchored list or mapping is
marshalled once and each use loaded from that (`_Builder._copy`; issue 37: the scenario
tests spent a fifth of their profile in deepcopy). Positions are the ones an editor
shows: lines end at a newline only (YAML also breaks lines at U+2028 and friends).
"""

from __future__ import annotations

import bisect
import copy
import marshal
import math
import re
import threading
from dataclasses import field
from typing import Any

import yaml

from engine.records import record

try:  # libyaml is much faster on large maps; the pure loader gives the same marks
    _Loader: type = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - depends on how PyYAML was built
    _Loader = yaml.SafeLoader

MAX_FILE_BYTES = 8 * 1024 * 1024
MAX_DEPTH = 64  # a scenario nests about 8 deep (victory triggers inside all/any)
MAX_VALUES = 200_000  # counting every alias at its full size; a big scenario has ~20,000

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


@record(frozen=True)
class Mark:
    """Where a node starts (1-based), and for block scalars the style and indentation."""

    line: int
    column: int
    style: str | None = None
    content_column: int = 0
    # of a block whose lines YAML breaks at other characters too (U+2028...): where each
    # line's content starts, (line, column), counting newlines only as an editor does
    row_starts: tuple[tuple[int, int], ...] = ()


@record
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


# What YAML accepts as text (YAML 1.1, "printable"): anything else stops the reader.
_NOT_PRINTABLE = re.compile("[^\x09\x0a\x0d\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")

_SCALAR_TAGS = _SAFE_TAGS - {"tag:yaml.org,2002:seq", "tag:yaml.org,2002:map"}
_STR_TAG = "tag:yaml.org,2002:str"


def short_tag(tag: str) -> str:
    """`!!int` for the standard tags, the tag as written for the rest."""
    prefix = "tag:yaml.org,2002:"
    return "!!" + tag[len(prefix):] if tag.startswith(prefix) else tag


class Positions:
    """Line and column (1-based) of a character index, counting newlines only."""

    def __init__(self, text: str) -> None:
        # found by str.find, not a Python loop over every character (a 7 MB line: 1.2 s)
        self.newlines: list[int] = []
        at = text.find("\n")
        while at >= 0:
            self.newlines.append(at)
            at = text.find("\n", at + 1)

    def at(self, index: int) -> tuple[int, int]:
        line = bisect.bisect_left(self.newlines, index)
        start = self.newlines[line - 1] + 1 if line else 0
        return line + 1, index - start + 1


# The documents of texts parsed in this process (issue 37: the tests, `clumsy` run
# in-process and the editor's validation read the same mission text again and again):
# a text met a second time is kept, its data marshalled (as engine/scenario/
# yaml_blocks.py keeps its parts) and its mark tables, and handed out as a copy from
# then on (the callers change their data: a fuzzer's mutations, a checker's); a copy is
# a twentieth of a parse. A text read once (a `clumsy` process's mission) is only
# noted. The oldest texts are let go beyond PARSED_KEPT of each; a text over
# PARSED_KEPT_CHARS characters is neither kept nor noted.
PARSED_KEPT = 64
PARSED_KEPT_CHARS = 512 * 1024
_PARSED: dict[str, tuple[bytes, dict[Path_, Mark], dict[Path_, Mark]]] = {}
_MET: dict[str, None] = {}  # the texts parsed once, not kept yet
_PARSED_LOCK = threading.Lock()


def parse_yaml(text: str) -> SourceDocument:
    """Build `text` into plain data with marks; raises YamlSourceError on anything unsafe.
    A text parsed twice before in this process gives a copy of its document (`_PARSED`)."""
    with _PARSED_LOCK:
        kept = _PARSED.get(text)
    if kept is not None:
        value, marks, key_marks = kept
        return SourceDocument(data=marshal.loads(value), marks=dict(marks),
                              key_marks=dict(key_marks))
    document = build_yaml(text).document()
    if len(text) <= PARSED_KEPT_CHARS:
        with _PARSED_LOCK:
            if text not in _MET:
                _keep(_MET, text, None)
                return document
            del _MET[text]
            _keep(_PARSED, text, (marshal.dumps(document.data), dict(document.marks),
                                  dict(document.key_marks)))
    return document


def _keep(table: dict[str, Any], text: str, value: Any) -> None:
    table[text] = value
    while len(table) > PARSED_KEPT:
        del table[next(iter(table))]


def build_yaml(text: str) -> _Builder:
    """`parse_yaml`'s builder when done: its document, and what it counted (the values,
    the anchors) for engine/scenario/yaml_blocks.py."""
    if len(text) > MAX_FILE_BYTES or len(text.encode("utf-8", errors="replace")) > MAX_FILE_BYTES:
        raise YamlSourceError(
            f"the file is larger than {MAX_FILE_BYTES // (1024 * 1024)} MiB; "
            "a scenario is a few hundred KiB at most, so this is not a scenario file"
        )
    positions = Positions(text)
    bad = _NOT_PRINTABLE.search(text)
    if bad is not None:
        line, col = positions.at(bad.start())
        raise YamlSourceError(
            f"the character U+{ord(bad.group()):04X} is not allowed in a YAML file "
            "(a control character); remove it", line, col)
    loader = _Loader(text)
    try:
        builder = _Builder(text, positions, loader)
        while loader.check_event():
            builder.feed(loader.get_event())
        builder.document()  # an empty file: its error
        return builder
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = positions.at(mark.index) if mark is not None else (1, 1)
        what = " ".join(str(exc.problem or exc.context or "invalid YAML").split())
        raise YamlSourceError(f"this is not valid YAML: {what}", line, col) from None
    except yaml.YAMLError as exc:
        what = " ".join(str(getattr(exc, "reason", "") or exc).split())
        raise YamlSourceError(f"this is not valid YAML: {what}") from None
    finally:
        loader.dispose()


@record
class _Frame:
    """A sequence or mapping being built: its value, path, size so far and, in a mapping,
    the key waiting for its value."""

    value: Any
    path: Path_
    anchor: str | None
    start: int  # the value count when it opened, for the size of an anchored node
    key: str | None = None
    start_chars: int = 0  # the character count when it opened, likewise


class _Builder:
    """Plain values from parser events, with a stack instead of recursion."""

    def __init__(self, text: str, positions: Positions, loader: Any) -> None:
        self.doc = SourceDocument(data=None)
        self.text = text
        self.positions = positions
        self.loader = loader
        self.constructor = yaml.SafeLoader("")
        self.stack: list[_Frame] = []
        self.anchors: dict[str, tuple[Any, int]] = {}  # value and its size in values
        self.marshalled: dict[str, bytes] = {}  # an aliased list's or mapping's, for its copies
        self.nan = False  # a NaN read: its copies must share it, as deepcopy's do (`_copy`)
        self.anchor_chars: dict[str, int] = {}  # the characters of an anchored value's texts
        self.chars = 0  # characters of text, every alias counted at its full size
        self.count = 0
        self.aliased = 0  # values reached through aliases
        self.documents = 0
        self.done = False

    def document(self) -> SourceDocument:
        if not self.done:
            raise YamlSourceError("the file is empty; a scenario starts with 'format: clumsy-scenario/1'")
        return self.doc

    def feed(self, event: yaml.Event) -> None:
        if isinstance(event, yaml.DocumentStartEvent):
            self.documents += 1
            if self.documents > 1:
                line, col = self._where(event)
                raise YamlSourceError(
                    "the file holds more than one YAML document ('---'); a scenario is one", line, col)
        elif isinstance(event, yaml.ScalarEvent):
            self._scalar(event)
        elif isinstance(event, yaml.AliasEvent):
            self._alias(event)
        elif isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
            self._open(event)
        elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
            frame = self.stack.pop()
            if frame.anchor is not None:
                self.anchors[frame.anchor] = (frame.value, self.count - frame.start)
                self.marshalled.pop(frame.anchor, None)  # an anchor named again
                self.anchor_chars[frame.anchor] = self.chars - frame.start_chars
            self._place(frame.value)

    def _where(self, event: yaml.Event) -> tuple[int, int]:
        mark = event.start_mark
        return self.positions.at(mark.index) if mark is not None else (1, 1)

    def _tally(self, size: int, event: yaml.Event, through_alias: bool) -> None:
        self.count += size
        if through_alias:
            self.aliased += size
        if self.count > MAX_VALUES:
            line, col = self._where(event)
            if self.aliased > MAX_VALUES // 2:
                raise YamlSourceError(
                    f"the document expands to more than {MAX_VALUES:,} values through "
                    "aliases (an 'alias bomb'); refused", line, col)
            raise YamlSourceError(
                f"the document holds more than {MAX_VALUES:,} values; a scenario has a few "
                "thousand, so this is not a scenario file", line, col)

    def _next_path(self, event: yaml.Event, is_key_candidate: bool) -> Path_ | None:
        """The path of the value this event starts, or None when it is a mapping key."""
        if not self.stack:
            if self.done:  # pragma: no cover - the parser allows one root per document
                raise YamlSourceError("the file holds more than one document", *self._where(event))
            return ()
        top = self.stack[-1]
        if isinstance(top.value, list):
            return top.path + (len(top.value),)
        if top.key is None:
            if not is_key_candidate:
                line, col = self._where(event)
                raise YamlSourceError("mapping keys must be plain words", line, col)
            return None
        return top.path + (top.key,)

    def _scalar(self, event: yaml.ScalarEvent) -> None:
        path = self._next_path(event, True)
        tag = self._tag(event)
        line, col = self._where(event)
        if path is None:
            self._key(event, tag, line, col)
            return
        self._tally(1, event, False)
        if tag not in _SCALAR_TAGS:
            self._refuse_tag(tag, "a value", line, col)
        node = yaml.ScalarNode(tag, event.value, style=event.style)
        try:
            value = self.constructor.yaml_constructors[tag](self.constructor, node)
        except (ValueError, ArithmeticError, LookupError, TypeError, yaml.YAMLError):
            raise YamlSourceError(
                f"'{_clip(event.value)}' is not a valid {short_tag(tag)[2:]} "
                f"(the tag {short_tag(tag)} says it must be one)", line, col) from None
        self.doc.marks[path] = self._scalar_mark(event, line, col)
        self.chars += len(event.value)
        if type(value) is float and math.isnan(value):
            self.nan = True
        if event.anchor is not None:
            self.anchors[event.anchor] = (value, 1)
            self.marshalled.pop(event.anchor, None)
            self.anchor_chars[event.anchor] = len(event.value)
        self._place(value)

    def _key(self, event: yaml.ScalarEvent, tag: str, line: int, col: int) -> None:
        top = self.stack[-1]
        # A key is always its text: a plain `no:` (Norwegian's language code), `on:` or
        # `1:` is that word, not YAML 1.1's boolean or number; only an explicit tag refuses.
        implicit = event.tag is None or event.tag == "!"
        if (tag != _STR_TAG and not implicit) or event.anchor is not None:
            raise YamlSourceError("mapping keys must be plain words", line, col)
        if event.value in top.value:
            raise YamlSourceError(
                f"the key '{_clip(event.value)}' appears twice in the same mapping; keep one", line, col)
        top.key = event.value
        self.doc.key_marks[top.path + (event.value,)] = Mark(line, col)

    def _alias(self, event: yaml.AliasEvent) -> None:
        path = self._next_path(event, False)
        assert path is not None
        line, col = self._where(event)
        if any(frame.anchor == event.anchor for frame in self.stack):
            raise YamlSourceError(f"the alias '*{event.anchor}' stands inside the value it names",
                                  line, col)
        if event.anchor not in self.anchors:
            raise YamlSourceError(f"the alias '*{event.anchor}' has no anchor '&{event.anchor}' before it",
                                  line, col)
        value, size = self.anchors[event.anchor]
        self._tally(size, event, True)
        self.chars += self.anchor_chars.get(event.anchor, 0)
        if self.chars > MAX_FILE_BYTES:  # the text itself is at most that: aliases repeat it
            raise YamlSourceError(
                f"aliases repeat more text than a scenario file may hold "
                f"({MAX_FILE_BYTES // (1024 * 1024)} MiB); refused", line, col)
        self.doc.marks[path] = Mark(line, col)
        self._place(self._copy(event.anchor, value))

    def _copy(self, anchor: str, value: Any) -> Any:
        """A use of an alias: deepcopy's copy of the anchored plain data. A scalar is its
        own copy; a list or mapping is loaded from its marshalled bytes (made at its first
        use), which shares nothing with the anchor or another use. Only a NaN tells the
        copies apart: deepcopy's copy holds the anchor's NaN object, so `[nan] == [nan]` of
        the two is true; after a NaN is read, deepcopy makes the copies."""
        if not isinstance(value, (list, dict)):
            return value  # str, int, float, bool or None: deepcopy gives it as it is
        if self.nan:
            return copy.deepcopy(value)
        kept = self.marshalled.get(anchor)
        if kept is None:
            kept = self.marshalled[anchor] = marshal.dumps(value)
        return marshal.loads(kept)

    def _open(self, event: yaml.SequenceStartEvent | yaml.MappingStartEvent) -> None:
        path = self._next_path(event, False)
        assert path is not None
        line, col = self._where(event)
        if len(self.stack) >= MAX_DEPTH:
            raise YamlSourceError(
                f"lists and mappings nest more than {MAX_DEPTH} deep here; a scenario needs "
                "about 8 levels, so this is not a scenario file", line, col)
        self._tally(1, event, False)
        sequence = isinstance(event, yaml.SequenceStartEvent)
        tag = self._tag(event)
        wanted = "tag:yaml.org,2002:seq" if sequence else "tag:yaml.org,2002:map"
        if tag != wanted:
            self._refuse_tag(tag, "a list" if sequence else "a mapping", line, col)
        self.doc.marks[path] = Mark(line, col)
        self.stack.append(_Frame([] if sequence else {}, path, event.anchor, self.count,
                                 start_chars=self.chars))

    def _place(self, value: Any) -> None:
        if not self.stack:
            self.doc.data = value
            self.done = True
            return
        top = self.stack[-1]
        if isinstance(top.value, list):
            top.value.append(value)
        else:
            assert top.key is not None
            top.value[top.key] = value
            top.key = None

    def _tag(self, event: Any) -> str:
        tag = event.tag
        if tag is not None and tag != "!":
            return str(tag)
        if isinstance(event, yaml.ScalarEvent):
            return str(self.loader.resolve(yaml.ScalarNode, event.value, event.implicit))
        kind = yaml.SequenceNode if isinstance(event, yaml.SequenceStartEvent) else yaml.MappingNode
        return str(self.loader.resolve(kind, None, event.implicit))

    def _refuse_tag(self, tag: str, what: str, line: int, col: int) -> None:
        if tag in _SAFE_TAGS:
            raise YamlSourceError(f"the tag '{short_tag(tag)}' cannot mark {what}", line, col)
        raise YamlSourceError(
            f"the tag '{_clip(short_tag(tag))}' is not allowed in a scenario file; "
            "only plain strings, numbers, booleans, lists and mappings are", line, col)

    def _row_starts(self, start: int, end: int) -> tuple[tuple[int, int], ...]:
        """Where each content line of a block scalar starts (past its indentation)."""
        breaks = [m.end() for m in _ANY_BREAK.finditer(self.text, start, end)]
        starts = []
        for at in breaks:
            while at < end and self.text[at] == " ":
                at += 1
            starts.append(self.positions.at(at))
        return tuple(starts)

    def _scalar_mark(self, event: yaml.ScalarEvent, line: int, col: int) -> Mark:
        """For a literal block the content starts on the next line at its indentation."""
        if event.style in ("|", ">") and event.start_mark is not None:
            start = event.start_mark.index
            end = event.end_mark.index if event.end_mark is not None else len(self.text)
            if _OTHER_BREAK.search(self.text, start, end) is not None:
                return Mark(line, col, event.style, col, self._row_starts(start, end))
            newline = self.text.find("\n", start)
            if newline >= 0:
                end = self.text.find("\n", newline + 1)
                rest = self.text[newline + 1: end if end >= 0 else len(self.text)]
                stripped = rest.lstrip(" ")
                indent = len(rest) - len(stripped)
                return Mark(line, col, event.style, indent + 1)
        return Mark(line, col, event.style)


_OTHER_BREAK = re.compile("[\r\x85\u2028\u2029]")
_ANY_BREAK = re.compile("\r\n|[\n\r\x85\u2028\u2029]")


def _clip(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."
