"""Terrain versions are numbered process-wide (engine.rules.state.fresh_terrain_version):
one number is only ever the version of one content, so the caches keyed by a map's
version (the AI's travel costs and lines, a side's kept sight) cannot take one map's
arrays for another. The hazard this closes: the hard level's believed clones hold the
side's memory of the map, which can learn a change after the map's own version last
moved; numbered from the map's version, a clone before and one after the learning had
the same number, and a freed clone's terrain list could give its address to the next."""

from __future__ import annotations

from engine import Game
from engine.ai.lookahead import believed_game
from rules_helpers import U, make_scenario

ROWS = ["." * 12] * 6


def small_game() -> Game:
    units = [U("r1", "infantry", "red", (0, 0)), U("b1", "infantry", "blue", (11, 5))]
    return Game(make_scenario(ROWS, units), seed=1)


def test_no_two_maps_share_a_version():
    one, two = small_game(), small_game()
    assert one.state.terrain_version != two.state.terrain_version
    before = {one.state.terrain_version, two.state.terrain_version}
    one.state.set_terrain((3, 3), "forest")
    assert one.state.terrain_version not in before
    assert one.state.terrain_version > max(before)


def test_a_believed_clone_is_numbered_by_the_sides_memory():
    """A change red does not see leaves red's believed map (and its number) as it was; when
    red learns of it, with the map's own version unchanged, the believed map's number
    changes with its content."""
    game = small_game()
    first = believed_game(game, "red", 0).state
    game.state.set_terrain((11, 0), "forest")  # far from red: not seen (yet)
    game.channel.maps["red"].update(game.state.terrain, game.state.wrecks, game.state.fires,
                                    lambda cell: cell != (11, 0), game.state.terrain_version)
    unaware = believed_game(game, "red", 0).state
    assert unaware.terrain == first.terrain
    assert unaware.terrain_version == first.terrain_version  # same content, same number
    real = game.state.terrain_version
    game.channel.maps["red"].update(game.state.terrain, game.state.wrecks, game.state.fires,
                                    lambda cell: True, real)
    aware = believed_game(game, "red", 0).state
    assert game.state.terrain_version == real
    assert aware.terrain != unaware.terrain
    assert aware.terrain_version != unaware.terrain_version
