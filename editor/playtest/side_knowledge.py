"""What one side knows, for every window that shows a game as a side sees it (the
play-test and the replay window): the units it knows of, how it names them, and which
events it may read (RULES.md A8, the fog; B Stratego: a rank not yet revealed)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from editor.document.piece_setup import piece_setup
from editor.playtest.event_text import Namer, describe, seen_by
from editor.playtest.mission_text import mission_event_for, mission_sentence
from engine import GameAPI
from engine.scenario.model import Scenario

translate = QCoreApplication.translate


def known_units(game: GameAPI, reader: str) -> dict[str, dict[str, Any]]:
    """The units the reader knows of now, as it knows them."""
    views = {u["id"]: dict(u) for u in game.seen_units(reader)}
    views.update({u["id"]: dict(u) for u in game.units(reader)})
    return views


def reader_namer(base: Scenario, reader: str, views: dict[str, dict[str, Any]]) -> Namer:
    """Unit ids as the reader may name them: "an unseen unit", "a piece" of unknown rank."""
    setup = piece_setup(base)
    kinds = setup.pieces() if setup is not None else None

    def name(uid: str) -> str:
        view = views.get(uid)
        if view is None:
            return translate("SideKnowledge", "an unseen unit")
        if kinds is not None and view.get("side") != reader and view.get("type") not in kinds:
            return translate("SideKnowledge", "a piece")  # its rank is not known to the reader
        return uid
    return name


def readable(event: dict[str, Any], reader: str, views: dict[str, dict[str, Any]],
             cells: set[tuple[int, int]]) -> bool:
    """Whether the reader may read this event at all."""
    return seen_by(event, set(views), cells) and mission_event_for(event, reader)


def sentences_for(events: list[dict[str, Any]], game: GameAPI, base: Scenario,
                  reader: str | None) -> list[str]:
    """The events as the reader may read them (None: everything, every name)."""
    if reader is None:
        return [mission_sentence(e) or describe(e) for e in events]
    views = known_units(game, reader)
    cells = game.visible_cells(reader)
    name = reader_namer(base, reader, views)
    seen = [e for e in events if readable(e, reader, views, cells)]
    lines = [mission_sentence(e) or describe(e, name) for e in seen]
    if len(seen) < len(events):
        lines.append(translate("SideKnowledge", "({count} event(s) out of sight)").format(
            count=len(events) - len(seen)))
    return lines
