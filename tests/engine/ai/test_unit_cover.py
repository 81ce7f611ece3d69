"""A unit's cover as the side reads it (`SideView.unit_cover`, A7: its cell's cover and
the general's reassurance), with the generals of each list read once a view (issue 37:
every ask looked at every friend; an Alert shot's loss asks it for every cell a move may
reach). Along random play on a mission with generals on both sides, every unit's cover on
every cell near it is the one a look at every friend gives, with a fraction of the
friends looked at."""

from __future__ import annotations

import random
from unittest import mock

from random_play import mixed_scenario

from engine import Game
from engine.ai.config import ai_config
from engine.ai.view import SideView, TurnCache
from engine.catalog import UnitType
from engine.rules.vision import reading_position
from rules_helpers import random_step


def cover_of_every_friend(view: SideView, unit, cell) -> int:
    """The cover as every friend looked at gives it (the old way)."""
    if unit.flying:
        return 0
    cover = view.cover_at(cell)
    friends = view.own if unit.side == view.side else view.enemies
    for f in friends:
        if (f.id != unit.id and f.at is not None and f.unit_type.has("aura_general")
                and view.grid.distance(f.at, cell) <= view.rules.general_cover_radius):
            return cover + view.rules.general_cover_bonus
    return cover


def test_A7_a_units_cover_reads_the_generals_only() -> None:
    """Random play on the mixed map (red's general among the movers): each side's view
    gives every unit's cover within 3 of it as a look at every friend does, the
    reassured cells among them; a unit type's abilities are read at a fraction of the
    asks (every friend's at every ask before)."""
    game = Game(mixed_scenario(), seed=5)
    chooser = random.Random(5)
    cfg = ai_config(None)
    asked = reassured = looked = 0
    counting = False
    real = UnitType.has

    def has(t, ability):
        nonlocal looked
        looked += counting
        return real(t, ability)
    with mock.patch.object(UnitType, "has", has):
        with reading_position():
            for _ in range(15):
                for side in game.sides:
                    view = SideView(game, side, cfg, TurnCache())
                    for u in (*view.own, *view.enemies):
                        if u.at is None:
                            continue
                        for cell in view.grid.cells_within(u.at, 3):
                            counting = True
                            cover = view.unit_cover(u, cell)
                            counting = False
                            assert cover == cover_of_every_friend(view, u, cell)
                            asked += 1
                            reassured += cover > view.cover_at(cell)
                if not random_step(game, chooser):
                    break
    assert asked > 2000 and reassured > 50, (asked, reassured)
    assert looked < asked // 10, (looked, asked)
