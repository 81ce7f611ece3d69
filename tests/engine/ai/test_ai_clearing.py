"""Clearing the cover by a point before the last engineer goes in (issue 32;
engine/ai/attack/clearing.py, `clear_cover` with `last_capturer_danger`; docs/ai-log.md, "Clearing
the reeds"). Red must take blue's point before the last round ends (blue's); a blue rifle
waits in the ruins beside it, out of red's sight. Each with its control."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner.moves import Planner
from engine.ai.player import AIPlayer
from engine.ai.scripts import scripted_player
from engine.ai.view import SideView, TurnCache
from rules_helpers import F, U, Victory, distance, make_scenario

POINT = (14, 3)
GUARD = (15, 3)  # in the ruins beside the point
ON = {"last_capturer_danger": 1.0, "clear_cover": 1}
OFF = {"last_capturer_danger": 1.0, "clear_cover": 0}  # the keep-back alone


def attack(rifle: tuple[int, int] | None = (3, 2), mortar: tuple[int, int] | None = (8, 3),
           engineer_hp: int | None = None, guard: tuple[int, int] = GUARD) -> Game:
    """Red's engineer, a rifle and a mortar on the west of open ground; blue holds the
    point in the east with a rifle in the ruins beside it."""
    rows = ["." * 26] * 7
    rows[3] = rows[3][:15] + "R" + rows[3][16:]
    eng = U("r_eng", "engineer", "red", (2, 3), **({"hp": engineer_hp} if engineer_hp else {}))
    units = [eng, U("b1", "infantry", "blue", guard)]
    if rifle is not None:
        units.append(U("r1", "infantry", "red", rifle))
    if mortar is not None:
        units.append(U("r_m", "mortar", "red", mortar))
    return Game(make_scenario(
        rows, units, features=[F("victory_point", POINT, id="mill", owner="blue")],
        rounds=12, victory=Victory(destroy_all=True, hold_points=1, on_last_round="blue")),
        seed=0)


def planner(game: Game, **knobs: Any) -> Planner:
    return Planner(SideView(game, game.side, ai_config(knobs or None), TurnCache()), seed=0)


def test_the_rifle_probes_the_ground_by_the_point_from_the_edge_of_its_sight() -> None:
    p = planner(attack(), **ON)
    assert p.kept_back and p.clearing.on()
    assert p.clearing.point == POINT and p.clearing.probe == "r1"
    assert GUARD in p.clearing.suspected and not p.clearing.held
    goal = p.goal(p.view.unit("r1"))
    assert goal.name == "probe" and goal.standoff == 0  # the mortar stands in band
    grid, suspected = p.view.grid, p.clearing.suspected
    sight = 7  # a rifle's; the suspected cells are open ground but the ruins
    for cell in goal.cells:  # it spots one, and comes no nearer any than its reach
        reach = {s: sight - (3 if s == GUARD else 0) for s in suspected}
        assert any(grid.distance(cell, s) <= reach[s] for s in suspected)
        assert all(grid.distance(cell, s) >= reach[s] for s in suspected)
    assert p.goal(p.view.unit("r_eng")).name == "capture"  # the engineer stays kept back


def test_control_knob_off_no_probe() -> None:
    p = planner(attack(), **OFF)  # clear_cover 0
    assert p.kept_back and not p.clearing.on()
    assert p.goal(p.view.unit("r1")).name == "attack"


def test_the_probe_waits_a_side_turn_short_while_no_gun_is_in_band() -> None:
    far = planner(attack(mortar=(0, 0)), **ON).goal  # 14+ cells off: out of its band
    assert far(planner(attack(mortar=(0, 0)), **ON).view.unit("r1")).standoff == 1.0
    p = planner(attack(mortar=None), **ON)  # no gun at all: nobody to wait for
    assert p.goal(p.view.unit("r1")).standoff == 0.0


def test_the_guns_keep_the_point_within_their_band_less_the_patrol_radius() -> None:
    on, off = planner(attack(), **ON), planner(attack(), **OFF)
    mortar = on.view.unit("r_m").unit_type  # range 2-8: the point within 4-6
    assert on.band_penalty(mortar, (9, 3)) == 0  # 5 cells from the point
    assert on.band_penalty(mortar, (11, 3)) > 0  # 3: within 2 of the point's ground
    assert off.band_penalty(mortar, (11, 3)) == 0  # as a gun's band goes without it
    assert on.band_penalty(mortar, (4, 3)) > off.band_penalty(mortar, (4, 3)) > 0  # 10


def test_the_guns_move_scores_keep_the_same_band() -> None:
    """The scorer's batch form (`band_of`, cell_scores.py) keeps the clearing's band as
    `band_penalty` does: a gun 3 cells from the point is pulled back (a speed change once
    read the plain band there, and the Marsh Road's crown fell 6/0/2 -> 3/0/5)."""
    on, off = planner(attack(), **ON), planner(attack(), **OFF)
    mortar = on.view.unit("r_m").unit_type
    band = on.band_of(mortar)
    for cell in ((9, 3), (11, 3), (4, 3)):
        assert band(cell) == on.band_penalty(mortar, cell)
    assert band((11, 3)) > 0 and band((9, 3)) == 0
    assert off.band_of(mortar)((11, 3)) == 0  # control: the plain band, the knob off


def test_a_seen_defender_by_the_point_is_kept_in_sight() -> None:
    """A rifle 3 cells from the guard spots it in the ruins (7 - 3 = 4): the guard is
    held, and the probe's cells are those from which it keeps seeing it."""
    p = planner(attack(rifle=(12, 3)), **ON)
    assert p.clearing.on()
    assert [e.id for e in p.clearing.held] == ["b1"]
    goal = p.goal(p.view.unit("r1"))
    assert goal.name == "probe" and (12, 3) not in goal.cells  # 3 off: inside its reach
    assert goal.cells and all(p.view.grid.distance(c, GUARD) == 4 for c in goal.cells)


def test_with_no_unit_free_the_gun_looks_else_a_sound_engineer() -> None:
    gun = planner(attack(rifle=None), **ON)
    assert gun.clearing.on() and gun.clearing.probe == "r_m" and gun.goal(gun.view.unit("r_m")).name == "probe"
    alone = planner(attack(rifle=None, mortar=None), **ON)
    assert alone.clearing.on() and alone.clearing.probe == "r_eng"
    assert alone.goal(alone.view.unit("r_eng")).name == "probe"
    hurt = planner(attack(rifle=None, mortar=None, engineer_hp=4), **ON)  # one shot from death
    assert not hurt.clearing.on() and hurt.goal(hurt.view.unit("r_eng")).name == "capture"


def test_the_probe_spots_the_guard_and_the_mortar_shells_it() -> None:
    """Played: the rifle probes, the guard in the ruins is seen, and the mortar, which
    stood in band, fires at it within red's next two side-turns; without the knob the
    rifle walks into the ground by the point instead (it ends nearer the guard)."""
    def play(knobs: dict[str, Any]) -> tuple[int, int]:
        game = attack(rifle=(7, 2))
        red, blue = AIPlayer(0, knobs), scripted_player("ambush", 1)  # on Alert in the ruins
        shelled = 0
        nearest = 99
        for _ in range(2):
            for e in red.play_turn(game):
                if e.get("type") == "fired" and e.get("unit") == "r_m" \
                        and e.get("victim") == "b1":
                    shelled += 1
            at = game.unit("r1").get("at") if game.unit("r1").get("alive", True) else None
            if at is not None:
                nearest = min(nearest, distance(game, tuple(at), GUARD))
            blue.play_turn(game)
        return shelled, nearest

    shelled, nearest = play(ON)
    assert shelled >= 1 and nearest >= 4
    _, walked = play(OFF)
    assert walked < nearest


def test_the_struck_cells_are_kept_from_one_side_turn_to_the_next() -> None:
    """The cells struck from the dark are kept for the game (view.py TurnCache), so each
    keeps the round it was struck in and is forgotten `ambushed_rounds` after: read
    afresh every side-turn, every old one took the new round and none was forgotten."""
    game = attack()
    player = AIPlayer(0, ON)
    cache = player._cache_for(game)
    cache.struck["red"] = {(7, 3): (1, 6.0)}
    cache.struck_read["red"] = (game.serial, 5)
    game.apply({"type": "end_turn"})
    game.apply({"type": "end_turn"})  # red's next side-turn: a new turn cache
    kept = player._cache_for(game)
    assert kept is not cache and kept.struck["red"] == {(7, 3): (1, 6.0)}
    assert kept.struck_read["red"] == (game.serial, 5)
