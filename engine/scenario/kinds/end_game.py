"""Action `end_game`: the game ends, won by a side or drawn ("draw")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.records import record
from engine.scenario.kinds.base import DRAW, ID, Kind, PathT, drop_none
from engine.scenario.texts import as_text, text_data, text_schema

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import MissionChecks


@record
class EndGame:
    """The game ends: `winner` is a side or "draw"."""

    winner: str
    reason: str | None = None


def _check(mc: MissionChecks, path: PathT, body: dict[str, Any]) -> None:
    winner = body.get("winner")
    if body.get("reason") == "":
        mc.c.report(path + ("reason",), f"the end of the game in {mc.where} has an empty "
                    "reason: write one in the Events dock or leave it out")
    if winner != DRAW:
        mc.check_side_or(path + ("winner",), winner, DRAW)


KIND = Kind(
    name="end_game", record=EndGame,
    schema={"type": "object", "additionalProperties": False, "required": ["winner"],
            "properties": {"winner": ID, "reason": text_schema(500)}},
    parse=lambda b, _: EndGame(winner=b["winner"], reason=as_text(b.get("reason"))),
    write=lambda a, _: drop_none({"winner": a.winner, "reason": text_data(a.reason)}),
    check=_check, emits=("game_over",), texts=("reason",),
)
