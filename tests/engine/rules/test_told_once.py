"""An event every side sees whole is made into its told copy once, not once per side
(issue 37, stop 62): `SideChannel.record` asks `event_for` of it for one such side and
keeps that one copy in each of their logs; a side that does not see all of it is told
its own redaction, as before (RULES.md A8)."""

from __future__ import annotations

from engine.rules import side_channel
from engine.rules.side_channel import Sight, event_for
from rules_helpers import U, make_game

NEAR = ["........"]


def counting_event_for(monkeypatch):
    calls: list[str] = []

    def counted(event, side, seen, unit_ids):
        calls.append(side)
        return event_for(event, side, seen, unit_ids)
    monkeypatch.setattr(side_channel, "event_for", counted)
    return calls


def test_a_move_both_sides_see_whole_is_redacted_once(monkeypatch):
    game = make_game(NEAR, [U("r1", "infantry", "red", (1, 0)),
                            U("b1", "infantry", "blue", (4, 0))])
    calls = counting_event_for(monkeypatch)
    events = game.apply({"type": "move", "unit": "r1", "to": [2, 0]})
    assert [e["type"] for e in events] == ["moved"]
    assert calls == ["red"]  # one redaction for both sides (main: red's and blue's)
    red, blue = game.channel.events["red"][-1], game.channel.events["blue"][-1]
    assert red is blue and red == events[0]  # the same copy, whole, in both logs
    assert red is not events[0] and red["path"] is not events[0]["path"]


def test_a_side_that_does_not_see_all_of_it_is_told_its_own(monkeypatch):
    game = make_game(["." * 40], [U("r1", "infantry", "red", (0, 0)),
                                  U("r2", "infantry", "red", (30, 0)),
                                  U("b1", "infantry", "blue", (38, 0))])
    calls = counting_event_for(monkeypatch)
    events = game.apply({"type": "move", "unit": "r2", "to": [32, 0]})
    assert sorted(calls) == ["blue", "red"]
    red, blue = game.channel.events["red"][-1], game.channel.events["blue"][-1]
    assert red == events[0] and blue is not red
    # blue is told what it saw of the path only, as `event_for` tells it
    assert blue["path"] != red["path"] and set(map(tuple, blue["path"])) < set(
        map(tuple, red["path"]))


def test_what_each_side_is_told_is_event_for_of_its_sight():
    game = make_game(NEAR, [U("r1", "infantry", "red", (1, 0)),
                            U("b1", "infantry", "blue", (4, 0))])
    before = dict(game.channel.sight)
    events = game.apply({"type": "move", "unit": "r1", "to": [2, 0]})
    for side in game.sides:
        after = game.channel.sight[side]
        seen: Sight = after if after is before[side] else before[side] | after
        assert game.channel.events[side][-len(events):] == [
            t for e in events if (t := event_for(e, side, seen, game.channel.unit_ids))
            is not None]
