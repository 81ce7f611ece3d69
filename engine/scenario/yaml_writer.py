"""The canonical text of a scenario: stable, diff-friendly, one thing per line.

PyYAML's emitter cannot produce this layout (a flow mapping per unit, the terrain as a
literal block), so we write it by hand and let PyYAML's resolver decide when a string
needs quotes. Reading the output back gives the same data, and writing that again gives
the same bytes.
"""

from __future__ import annotations

import functools
import json
import re
from typing import Any

import yaml

_RESOLVER = yaml.resolver.Resolver()


class _Patterns:
    """The writer's patterns, compiled at the first text written, not as the module loads
    (about 3 ms of every process that imports the scenario model, most of them the
    unprintable characters' class; a game never writes YAML)."""

    def __init__(self) -> None:
        # A plain scalar never starts with ' (a quoted one), ! (a tag) or ? (a key)
        self.flow_plain = re.compile(r"[A-Za-z0-9_./()][A-Za-z0-9_ ./()'!?-]*")
        self.block_plain = re.compile(r"[A-Za-z0-9_(][^\n#\"{}\[\]&*!|>%@`]*")
        self.colon_space = re.compile(r":\s")  # ": " or ":<tab>" would start a mapping
        # What YAML reads as a line break (NEL, LS, PS) or may not hold raw (not
        # printable): such text is written double-quoted with these escaped, never plain
        # or as a literal block
        self.escaped = re.compile("[\x85\u2028\u2029]|[^\x09\x0A\x0D\x20-\x7E\xA0-\uD7FF"
                                  "\uE000-\uFFFD\U00010000-\U0010FFFF]")


@functools.cache
def _patterns() -> _Patterns:
    return _Patterns()


def _is_str_plain(text: str) -> bool:
    return _RESOLVER.resolve(yaml.ScalarNode, text, (True, False)) == "tag:yaml.org,2002:str"


def quoted(text: str) -> str:
    """`text` double-quoted: JSON's escapes, which YAML reads alike, and YAML's line
    breaks and unprintable characters escaped too (JSON leaves them raw)."""
    return _patterns().escaped.sub(_escape, json.dumps(text, ensure_ascii=False))


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}"


def scalar(value: Any, flow: bool = True) -> str:
    """One scalar as YAML text; strings stay plain when that reads back the same."""
    if value is True:
        return "true"
    if value is False:
        return "false"
    if value is None:
        return "null"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):  # a rule pack's fraction; YAML 1.1 wants the dot
        text = repr(value)
        return text if "." in text or "e" not in text else text.replace("e", ".0e", 1)
    text = str(value)
    patterns = _patterns()
    pattern = patterns.flow_plain if flow else patterns.block_plain
    if (
        text
        and pattern.fullmatch(text)
        and text == text.strip()
        and not patterns.colon_space.search(text)
        and not text.endswith(":")
        and not patterns.escaped.search(text)
        and _is_str_plain(text)
    ):
        return text
    return quoted(text)


def flow(value: Any) -> str:
    """A value in flow style: `{a: 1, b: [2, 3]}`."""
    if isinstance(value, dict):
        return "{" + ", ".join(f"{scalar(k)}: {flow(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(flow(v) for v in value) + "]"
    return scalar(value)


def block_string(key: str, text: str | dict[str, str], indent: int) -> list[str]:
    """A string under a key: plain on one line, or a literal block when it has lines; a
    map of languages (engine.scenario.texts) a block of one such string a language."""
    pad = " " * indent
    if isinstance(text, dict):
        out = [f"{pad}{key}:"]
        for lang, value in text.items():
            out += block_string(scalar(lang, flow=False), value, indent + 2)
        return out
    if "\n" not in text.rstrip("\n") and not text.endswith("\n"):
        return [f"{pad}{key}: {scalar(text, flow=False)}"]
    body = text
    chomp = ""
    if _patterns().escaped.search(body):
        return [f"{pad}{key}: {quoted(text)}"]
    if not body.endswith("\n"):
        chomp = "-"
    elif body.endswith("\n\n"):
        return [f"{pad}{key}: {quoted(text)}"]
    lines = body.rstrip("\n").split("\n")
    content = [line for line in lines if line]
    # the first line with text sets the block's indentation; a tab cannot indent
    if not content or content[0][:1] == " " or any(line[:1] == "\t" for line in lines) \
            or any(line != line.rstrip() for line in lines):
        return [f"{pad}{key}: {quoted(text)}"]
    inner = " " * (indent + 2)
    return [f"{pad}{key}: |{chomp}"] + [f"{inner}{line}" if line else "" for line in lines]
