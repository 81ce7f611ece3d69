"""Trigger `round: N` (with `side`): the start of that side's side-turn in round N, or of
the round when no side is given."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.records import record
from engine.scenario.kinds.base import ID, Kind, PathT, drop_none

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import MissionChecks


@record
class RoundTrigger:
    """Start of `side`'s side-turn in round `round` (no side: start of the round)."""

    round: int
    side: str | None = None


def _check(mc: MissionChecks, path: PathT, t: dict[str, Any]) -> None:
    rnd = t.get("round")
    if isinstance(rnd, int) and mc.rounds is not None and rnd > mc.rounds:
        mc.c.report(path + ("round",), f"round {rnd} is past the last round "
                    f"({mc.rounds}); the event would never fire: use 1-"
                    f"{mc.rounds} or raise 'rounds'")
    if "side" in t:
        mc.c.check_side_ref(path + ("side",), t["side"])


KIND = Kind(
    name="round", record=RoundTrigger, flat=True,
    schema={"round": {"type": "integer", "minimum": 1}, "side": ID},
    parse=lambda d, _: RoundTrigger(round=d["round"], side=d.get("side")),
    write=lambda t, _: drop_none({"round": t.round, "side": t.side}),
    check=_check,
)
