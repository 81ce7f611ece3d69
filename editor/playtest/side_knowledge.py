"""What one side knows, for every window that shows a game as a side sees it (the
play-test and the replay window): the units it knows of, how it names them, and its
events as sentences (RULES.md A8, the fog; B Stratego: a rank not yet revealed). Which
events a side saw is the engine's answer (`game.events_for(side)`), not this module's."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from editor.document.piece_setup import piece_setup
from editor.playtest.event_text import Namer, describe
from editor.playtest.mission_text import mission_sentence
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


def sentences_for(events: list[dict[str, Any]], game: GameAPI, base: Scenario,
                  reader: str | None) -> list[str]:
    """The events as sentences: for a reader, events of its channel (`events_for`: only
    what it saw, already redacted), its units named as it knows them; None: everything,
    every name."""
    def side_name(side_id: str) -> str:
        side = base.side(side_id)
        return (side.name or side.id) if side else side_id

    if reader is None:
        return [mission_sentence(e) or describe(e, str, side_name) for e in events]
    name = reader_namer(base, reader, known_units(game, reader))
    return [mission_sentence(e, name) or describe(e, name, side_name) for e in events]
