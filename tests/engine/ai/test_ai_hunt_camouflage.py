"""The hunt looks for a camouflaged enemy as it hides (`hunt_camouflage`, engine/ai/attack/hunt.py
`_spotting`; docs/ai-log.md, "Stop 52"): Four Ways by Activation, amber against the ambush,
the last azure unit a sniper in the forest corner, never found: the hunt counted the corner
looked into from where a small unit in cover would be seen, the sniper seen only nearer.
Each with a control: the knob at 0, or no camouflaged enemy known."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.attack import hunt
from engine.ai.config import ai_config
from engine.ai.view import SideView, TurnCache
from rules_helpers import U, Victory, make_scenario

WOOD = (6, 2)  # blue's sniper in cover: a rifle (vision 7) spots a small unit in cover
RIFLE = (3, 2)  # within 7 - 3 = 4, a camouflaged one within 7 - 3 - 2 = 2; the rifle is 3 off
MAP = ["..........",
       "..........",
       "......F...",
       "..........",
       ".........."]


def game() -> Game:
    units = [U("r1", "infantry", "red", RIFLE), U("b_snp", "sniper", "blue", WOOD)]
    return Game(make_scenario(MAP, units, rounds=20,
                              victory=Victory(destroy_all=True, on_last_round=None)), seed=0)


def view(g: Game, cache: TurnCache, **knobs: Any) -> SideView:
    return SideView(g, "red", ai_config(knobs or None), cache)


def saw_the_sniper(g: Game, cache: TurnCache) -> None:
    """Red's rifle beside the wood at a decision: red sees the sniper and remembers it."""
    g.state.units["r1"].at = (5, 2)
    v = view(g, cache)
    assert [e.id for e in v.enemies] == ["b_snp"]
    hunt.remember(v, {"r1": 10.0, "b_snp": 10.0})
    g.state.units["r1"].at = RIFLE


def test_the_hunt_looks_where_the_camouflaged_enemy_was_seen_until_it_would_see_it() -> None:
    g, cache = game(), TurnCache()
    saw_the_sniper(g, cache)
    assert cache.camouflaged["red"] == {"b_snp"}
    v = view(g, cache, hunt_camouflage=1)
    assert not v.enemies  # three cells off, the sniper stays hidden
    assert hunt.hunt_front(v) == (WOOD,)  # where it was seen: not looked into
    assert WOOD in hunt.search_cells(v)
    # control: the knob at 0, the wood counts as looked into (a small unit in cover would
    # be seen at three cells): the hunt goes elsewhere
    v0 = view(g, cache, hunt_camouflage=0)
    assert WOOD not in hunt.hunt_front(v0) and WOOD not in hunt.search_cells(v0)


def test_control_with_no_camouflaged_enemy_known_the_wood_is_looked_into() -> None:
    g, cache = game(), TurnCache()
    saw_the_sniper(g, cache)
    cache.camouflaged["red"].clear()  # as if it were a rifle: seen from four cells
    v = view(g, cache, hunt_camouflage=1)
    assert WOOD not in hunt.hunt_front(v) and WOOD not in hunt.search_cells(v)
    # and one seen destroyed (no longer among the foes) adds nothing either
    cache.camouflaged["red"].add("b_snp")
    cache.foes["red"].pop("b_snp")
    v2 = view(g, cache, hunt_camouflage=1)
    assert WOOD not in hunt.search_cells(v2)
