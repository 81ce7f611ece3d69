"""Validation of a mission's texts against its `languages:` (DESIGN.md, "Texts in
several languages"): each text a player reads that lacks one of the declared languages
is a warning at the text's line. A plain string counts as the first declared language."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from engine.scenario.kinds import ACTIONS
from engine.scenario.problems import Problem
from engine.scenario.schema import describe
from engine.scenario.yaml_source import SourceDocument

PathT = tuple[str | int, ...]

MAX_TEXT_REPORTS = 25  # then one warning at `languages:` counts the rest


def mission_texts(data: dict[str, Any]) -> Iterator[tuple[PathT, Any]]:
    """(path, value) of every text a player reads in a mission's plain data, in file order."""
    for key in ("name", "description"):
        if key in data:
            yield (key,), data[key]
    briefing = data.get("briefing")
    if isinstance(briefing, dict):
        for side, text in briefing.items():
            yield ("briefing", side), text
    for i, label in _items(data, "labels"):
        if "text" in label:
            yield ("labels", i, "text"), label["text"]
    for key in ("events", "event_cards"):
        for i, item in _items(data, key):
            if "text" in item:
                yield (key, i, "text"), item["text"]
            actions = item.get("do")
            for j, action in enumerate(actions if isinstance(actions, list) else []):
                if not isinstance(action, dict) or len(action) != 1:
                    continue
                (kind, body), = action.items()
                fields = ACTIONS[kind].texts if kind in ACTIONS else ()
                for name in fields:
                    if isinstance(body, dict) and name in body:
                        yield (key, i, "do", j, kind, name), body[name]


def text_problems(source: SourceDocument, filename: str) -> list[Problem]:
    """A warning for each text missing a language of the mission's `languages:`."""
    data = source.data
    languages = data.get("languages") if isinstance(data, dict) else None
    if not isinstance(languages, list) or not languages \
            or not all(isinstance(x, str) for x in languages):
        return []
    listed = ", ".join(languages)
    problems: list[Problem] = []
    more = 0
    for path, value in mission_texts(data):
        if isinstance(value, str):
            given = [languages[0]]
        elif isinstance(value, dict):
            given = [k for k in value if isinstance(k, str)]
        else:
            continue  # the schema reports a text of the wrong type
        missing = [lang for lang in languages if lang not in given]
        if not missing:
            continue
        if len(problems) >= MAX_TEXT_REPORTS:
            more += 1
            continue
        mark = source.mark(path)
        what = describe(path, data)
        problems.append(Problem(
            filename, mark.line, mark.column,
            f"{what} has no text in {', '.join(repr(m) for m in missing)} (the mission's "
            f"languages: {listed}); write it in the editor's language chooser or drop the "
            "language from 'languages'", severity="warning", path=path))
    if more:
        mark = source.mark(("languages",))
        problems.append(Problem(
            filename, mark.line, mark.column,
            f"{more} more text(s) lack one of the mission's languages ({listed}) beyond the "
            f"{MAX_TEXT_REPORTS} named", severity="warning", path=("languages",)))
    return problems


def _items(data: dict[str, Any], key: str) -> list[tuple[int, dict[str, Any]]]:
    seq = data.get(key)
    if not isinstance(seq, list):
        return []
    return [(i, item) for i, item in enumerate(seq) if isinstance(item, dict)]
