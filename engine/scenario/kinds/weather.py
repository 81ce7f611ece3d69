"""Action `weather`: from a round on (`from_round`; absent: at once) the season changes,
or rain starts or stops (`weather: {season: autumn}`, `weather: {rain: true,
from_round: 4}`). The season counts as the calendar's does (RULES.md A6: fire, regrowth;
A8: vision); rain as autumn's rain does in any season: it blocks the spreading of fires
and shortens vision (rules.yaml rain_stops_fire_spread, rain_vision_modifier)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.records import record
from engine.scenario.kinds.base import Kind, PathT, drop_none

if TYPE_CHECKING:
    from engine.scenario.kinds.checkers import MissionChecks


@record
class Weather:
    """From round `from_round` (None: now) the season is `season` and it rains or not
    (`rain`); None leaves that part as it is."""

    season: str | None = None
    rain: bool | None = None
    from_round: int | None = None


def _check(mc: MissionChecks, path: PathT, body: dict[str, Any]) -> None:
    rnd = body.get("from_round")
    if isinstance(rnd, int) and mc.rounds is not None and rnd > mc.rounds:
        mc.c.report(path + ("from_round",), f"the weather of {mc.where} changes from round "
                    f"{rnd}, past the last round ({mc.rounds}); use 1-{mc.rounds}")


KIND = Kind(
    name="weather", record=Weather,
    schema={"type": "object", "additionalProperties": False, "minProperties": 1,
            "properties": {"season": {"$ref": "#/properties/calendar/properties/season"},
                           "rain": {"type": "boolean"},
                           "from_round": {"type": "integer", "minimum": 1, "maximum": 100000}},
            "anyOf": [{"required": ["season"]}, {"required": ["rain"]}]},
    parse=lambda b, _: Weather(season=b.get("season"), rain=b.get("rain"),
                               from_round=b.get("from_round")),
    write=lambda a, _: drop_none({"season": a.season, "rain": a.rain,
                                  "from_round": a.from_round}),
    check=_check, emits=("weather",),
)
