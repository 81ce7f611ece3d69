"""Action `message`: a text shown to one side, or to every side ("all")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.records import record
from engine.scenario.kinds.base import ALL_SIDES, ID, Kind, PathT
from engine.scenario.texts import as_text, text_data, text_schema

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import MissionChecks


@record
class Message:
    """Text shown to side `to` (or to every side: "all")."""

    to: str
    text: str  # a plain str or a Text (engine.scenario.texts)


def _check(mc: MissionChecks, path: PathT, body: dict[str, Any]) -> None:
    to = body.get("to")
    if body.get("text") == "":
        mc.c.report(path + ("text",), f"the message of {mc.where} has no text yet: write "
                    "it in the Events dock")
    if to != ALL_SIDES:
        mc.check_side_or(path + ("to",), to, ALL_SIDES)


KIND = Kind(
    name="message", record=Message,
    schema={"type": "object", "additionalProperties": False, "required": ["to", "text"],
            "properties": {"to": ID, "text": text_schema(2000)}},
    parse=lambda b, _: Message(to=b["to"], text=as_text(b["text"])),
    write=lambda a, _: {"to": a.to, "text": text_data(a.text)},
    check=_check, emits=("message",), texts=("text",),
)
