"""The computer player as the attacker (A5, A9, A12): it does not feed its units into a
defended position one at a time, it waits outside the defenders' reach until several can
go in together, its engineers wait while a seen enemy keeps a point's count from running,
and a side that sees no enemy moves towards its objectives instead of passing."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.player import AIPlayer
from engine.rules.fire import line_of_fire_problem
from engine.scenario.model import Victory
from rules_helpers import F, U, make_scenario
from rules_helpers import ai_turn as red_turn
from rules_helpers import distance as dist


def far_enemy_game(red: list[Any]) -> Game:
    """Red's units on the west edge of a 30x5 plain; blue's one squad far off in the east,
    out of sight, beside the point it holds (28, 2)."""
    scenario = make_scenario(["." * 30] * 5, [*red, U("b1", "infantry", "blue", (29, 2))],
                             features=[F("victory_point", (28, 2), id="keep", owner="blue")])
    game = Game(scenario, seed=0)
    assert "b1" not in {u["id"] for u in game.seen_units("red")}
    return game


RIFLE = 4  # infantry rifle range (units.yaml)


def test_A5_a_defended_line_is_attacked_by_several_units_in_one_turn_not_one():
    """Two riflemen side by side: the red squad already near them waits for the three
    others rather than walking alone into both their fields of fire (A9: alert and patrol
    fire come from where they stand); when red closes in, several squads end their move
    within rifle range of the line in the same side-turn."""
    scenario = make_scenario(
        ["." * 18] * 7,
        [U("r1", "infantry", "red", (6, 3)), U("r2", "infantry", "red", (0, 1)),
         U("r3", "infantry", "red", (0, 3)), U("r4", "infantry", "red", (0, 5)),
         U("b1", "infantry", "blue", (12, 2)), U("b2", "infantry", "blue", (12, 4))])
    game = Game(scenario, seed=0)
    assert {"b1", "b2"} <= {u["id"] for u in game.seen_units("red")}
    line = ((12, 2), (12, 4))
    for _ in range(5):
        actions = red_turn(game)
        # where each move ended, even if the mover was shot there (A9 reaction fire)
        close = sorted({a["unit"] for a in actions if a["type"] == "move"
                        and min(dist(game, a["to"], b) for b in line) <= RIFLE})
        if close:
            assert len(close) >= 2, (game.round, close, actions)
            return
    raise AssertionError("red never attacked")


def test_A5_the_lone_squad_near_a_defended_line_holds_back_while_the_others_come_up():
    """The first side-turn: only r1 is near; it must not end inside the line's reach."""
    scenario = make_scenario(
        ["." * 18] * 7,
        [U("r1", "infantry", "red", (6, 3)), U("r2", "infantry", "red", (0, 1)),
         U("r3", "infantry", "red", (0, 3)), U("r4", "infantry", "red", (0, 5)),
         U("b1", "infantry", "blue", (12, 2)), U("b2", "infantry", "blue", (12, 4))])
    game = Game(scenario, seed=0)
    red_turn(game)
    at = game.unit("r1")["at"]
    assert min(dist(game, at, b) for b in ((12, 2), (12, 4))) > RIFLE, at


def test_A12_an_engineer_waits_while_a_seen_enemy_keeps_its_point_from_counting():
    """A12: with an enemy rifleman in sight within 4 of the point, the count could not
    run; the engineer does not walk onto the point into the rifleman's fire."""
    scenario = make_scenario(
        ["." * 16] * 5,
        [U("e1", "engineer", "red", (5, 2)), U("r1", "infantry", "red", (5, 1)),
         U("r2", "infantry", "red", (5, 3)), U("r3", "infantry", "red", (4, 2)),
         U("b1", "infantry", "blue", (12, 2))],
        features=[F("victory_point", (10, 2), id="mill", owner="blue")])
    game = Game(scenario, seed=0)
    assert "b1" in {u["id"] for u in game.seen_units("red")}
    red_turn(game)
    at = game.unit("e1")["at"]
    assert at != [10, 2] and dist(game, at, (12, 2)) > RIFLE, at


def test_A8_a_side_with_no_enemy_in_sight_moves_towards_the_objectives():
    """Nobody seen (the enemy is far off and out of sight): red does not pass its turn;
    its units move towards the point the enemy holds, where the enemy must be."""
    game = far_enemy_game([U("r1", "infantry", "red", (0, 1)), U("r2", "infantry", "red", (0, 3)),
                           U("e1", "engineer", "red", (1, 2))])
    before = {uid: dist(game, game.unit(uid)["at"], (28, 2)) for uid in ("r1", "r2", "e1")}
    actions = red_turn(game)
    assert any(a["type"] == "move" for a in actions), actions
    after = {uid: dist(game, game.unit(uid)["at"], (28, 2)) for uid in before}
    assert all(after[uid] < before[uid] for uid in before), (before, after)


def test_A9_when_the_enemy_comes_on_the_squads_go_in_rather_than_fall_back():
    """Three riflemen far off: red's two near squads wait on the stage ring while the two
    others are still far behind. Blue then comes on to within rifle range of them: the
    fight is on, so they go in together rather than fall back to a ring six cells from
    where blue now stands, under blue's fire (A9)."""
    scenario = make_scenario(
        ["." * 40] * 7,
        [U("r1", "infantry", "red", (24, 3)), U("r2", "infantry", "red", (23, 2)),
         U("r3", "infantry", "red", (0, 1)), U("r4", "infantry", "red", (0, 5)),
         U("b1", "infantry", "blue", (30, 2)), U("b2", "infantry", "blue", (30, 4)),
         U("b3", "infantry", "blue", (31, 3))])
    game = Game(scenario, seed=0)
    red = AIPlayer(seed=0)  # one player for the game: it remembers where it saw blue
    red.play_turn(game)  # ends red's side-turn
    staged = {uid: tuple(game.unit(uid)["at"]) for uid in ("r1", "r2")}
    for uid in ("b1", "b2", "b3"):  # blue comes on, to within rifle range of red's squads
        options = sorted((min(dist(game, c, r) for r in staged.values()), c)
                         for c in game.reachable_cells(uid))
        cell = next(c for d, c in options if 2 <= d <= RIFLE - 1)
        game.apply({"type": "move", "unit": uid, "to": [cell[0], cell[1]]})
    game.apply({"type": "end_turn"})
    line = [tuple(u["at"]) for u in map(game.unit, ("b1", "b2", "b3")) if u and u.get("at")]
    assert len(line) >= 2  # shot at on the way (A9 alert), blue still stands near
    start = len(game.history)
    red.play_turn(game)
    for a in game.history[start:]:
        if a["type"] == "move" and a["unit"] in staged:
            before = min(dist(game, staged[a["unit"]], b) for b in line)
            assert min(dist(game, a["to"], b) for b in line) <= before, (a, line)


def test_A9_without_contact_the_same_squads_still_wait_on_the_stage():
    """The control: blue stands still and nobody of red's is within its reach: r1 and r2
    do not go in alone (two of four fighters are not the wave)."""
    scenario = make_scenario(
        ["." * 18] * 7,
        [U("r1", "infantry", "red", (6, 3)), U("r2", "infantry", "red", (5, 3)),
         U("r3", "infantry", "red", (0, 1)), U("r4", "infantry", "red", (0, 5)),
         U("b1", "infantry", "blue", (12, 2)), U("b2", "infantry", "blue", (12, 4))])
    game = Game(scenario, seed=0)
    line = ((12, 2), (12, 4))
    red_turn(game)
    for uid in ("r1", "r2"):
        at = game.unit(uid)["at"]
        assert min(dist(game, at, b) for b in line) > RIFLE, (uid, at)


def test_A12_an_engineer_whose_count_did_not_run_goes_for_a_free_point():
    """A12: red's engineer stood on the mill at the end of its side-turn and the count did
    not run (a sniper hidden in the wood within 4 of it, A8: red never saw it). Red knows
    its own count: the next side-turn the engineer leaves for the free chapel rather than
    sit on the mill for the rest of the game."""
    rows = ["." * 13 + "FFF"] * 5
    scenario = make_scenario(
        rows,
        [U("e1", "engineer", "red", (10, 2)), U("b1", "sniper", "blue", (13, 2))],
        features=[F("victory_point", (10, 2), id="mill"),
                  F("victory_point", (3, 2), id="chapel")])
    game = Game(scenario, seed=0)
    assert "b1" not in {u["id"] for u in game.seen_units("red")}
    red_turn(game)
    assert tuple(game.unit("e1")["at"]) == (10, 2)
    mill = next(vp for vp in game.state.vps if vp.id == "mill")
    assert mill.holder != "red"  # the count did not run
    assert "b1" not in {u["id"] for u in game.seen_units("red")}
    red_turn(game)
    assert dist(game, game.unit("e1")["at"], (3, 2)) < 7, game.unit("e1")


def test_A5_with_no_enemy_in_sight_the_mortar_moves_up_towards_the_objective():
    """No enemy seen (A8): the mortar does not sit at the start line; it moves up towards
    the point the enemy holds, so that its range band (A5: 2 to 8) reaches where the
    defenders must stand."""
    game = far_enemy_game([U("m1", "mortar", "red", (0, 2)), U("r1", "infantry", "red", (1, 1)),
                           U("e1", "engineer", "red", (1, 3))])
    for _ in range(3):
        red_turn(game)
    assert dist(game, game.unit("m1")["at"], (28, 2)) <= 20, game.unit("m1")


# -- flanking (engine/ai/attack/flank.py) --------------------------------------------------------
LINE = [U("b1", "infantry", "blue", (12, 6)), U("b2", "infantry", "blue", (12, 8)),
        U("b3", "infantry", "blue", (12, 10))]


def covering(line_game: Game, cell: Any) -> int:
    """How many of the line's riflemen reach the cell with direct fire (A5: range and a
    clear line; the riflemen block each other's lines), on a map with the line alone."""
    cell = tuple(cell)
    return sum(1 for u in line_game.units("blue")
               if 1 <= dist(line_game, u["at"], cell) <= RIFLE
               and line_of_fire_problem(line_game.state, tuple(u["at"]), cell) is None)


# blue's line defends: it wins if red has not destroyed it by the last round (A12)
DEFENCE = Victory(destroy_all=True, on_last_round="blue")


def first_firing_positions(flank_weight: float | None, victory: Victory = DEFENCE,
                           alert: bool = False, **config: Any) -> list[int]:
    """Three riflemen in a column facing red's four squads across open ground: the cells
    where red's moves end within rifle range of the line in the first side-turn it goes
    in, each by how many of the line's riflemen cover it (flank_weight None: both
    flanking weights as shipped in ai.yaml). `alert`: blue moves first and puts the
    three on Alert (A9); `config`: more of ai.yaml's numbers for red."""
    rows = ["." * 22] * 17
    red = [U("r1", "infantry", "red", (5, 6)), U("r2", "infantry", "red", (5, 8)),
           U("r3", "infantry", "red", (5, 10)), U("r4", "infantry", "red", (4, 8))]
    game = Game(make_scenario(rows, [*red, *LINE], victory=victory,
                              first_side="blue" if alert else "red"), seed=0)
    if alert:
        for b in LINE:
            game.apply({"type": "alert", "unit": b.id})
        game.apply({"type": "end_turn"})
    line_game = Game(make_scenario(rows, LINE), seed=0)
    if flank_weight is not None:
        config.update(flank_weight=flank_weight, flank_goal_weight=flank_weight)
    player = AIPlayer(seed=0, config=config or None)
    line = [u.at for u in LINE]
    for _ in range(4):
        start = len(game.history)
        player.play_turn(game)
        ends = [a["to"] for a in game.history[start:] if a["type"] == "move"]
        close = [c for c in ends if min(dist(game, c, b) for b in line) <= RIFLE]
        if close:
            return [covering(line_game, c) for c in close]
        game.apply({"type": "end_turn"})
    raise AssertionError("red never went in")


def test_A5_a_defended_line_is_attacked_from_its_end_where_few_rifles_cover_the_approach():
    """A5 lines of fire: in a column, the riflemen block each other's lines and the far
    ones are out of range, so the end of the line is covered by one or two rifles where
    its face is covered by all three. Flanking, red's wave goes in on the end: its
    firing positions are covered by fewer rifles than a frontal approach's. The control,
    flanking off (flank_weight 0), walks into the face of the line."""
    for flank in (first_firing_positions(3.0), first_firing_positions(None)):  # as shipped
        assert len(flank) >= 2, flank  # still a massed attack
        assert max(flank) <= 2 and sum(flank) / len(flank) <= 1.5, flank
    front = first_firing_positions(0.0)
    assert sum(front) / len(front) > 2, front  # the control: the face of the line


def test_a_meeting_fight_goes_straight_in_without_flanking():
    """Flanking is for breaking a defence (`SideView.against_defence`): where neither
    side wins by holding on (a plain fight to the death), the detour round the end
    only gives the enemy time, and red goes in on the face as with flanking off."""
    meeting = first_firing_positions(3.0, Victory(destroy_all=True))
    assert meeting == first_firing_positions(0.0, Victory(destroy_all=True))
    assert sum(meeting) / len(meeting) > 2, meeting


def test_a_meeting_fight_flanks_a_line_that_waits_on_alert_with_flank_alert():
    """`flank_alert` 1 (flank.py `waits_for_attack`): in the same fight to the death, a
    line that keeps its shots on Alert (A9, shown to red) waits for the attack instead
    of racing. Its riflemen stand in the open: as shipped (`flank_alert_cover` 1) they are
    no waiting posts and red meets them face on, as with the knob at 0 (the control);
    counting posts in the open too (`flank_alert_cover` 0, stop 53's rule), red's moves
    into their reach end where fewer rifles cover them. The other control: against the
    line not on Alert the knob changes nothing."""
    meeting = Victory(destroy_all=True)
    flank = first_firing_positions(3.0, meeting, alert=True, flank_alert=1, flank_alert_cover=0)
    face = first_firing_positions(3.0, meeting, alert=True, flank_alert=0)
    assert len(flank) >= 2 and sum(face) / len(face) > 2, (flank, face)
    assert sum(flank) / len(flank) < sum(face) / len(face), (flank, face)
    assert min(flank) <= 2, flank
    in_open = first_firing_positions(3.0, meeting, alert=True, flank_alert=1)
    assert in_open == face, in_open
    racing = first_firing_positions(3.0, meeting, flank_alert=1, flank_alert_cover=0)
    assert racing == first_firing_positions(3.0, meeting, flank_alert=0), racing


def cover_choice(flank_weight: float) -> tuple[int, int]:
    """A lone squad attacks the north end of the line (12, 2) (12, 4) (12, 6). Two
    firing positions in a wood: (9, 1), three cells from the end, where two riflemen
    reach it, and (8, 4), four cells from it, where hills hide it from the other two
    (A5: a hill blocks the line). Where the squad ends its move."""
    rows = ["." * 20] * 9
    rows[1] = "." * 9 + "F" + "." * 10
    rows[4] = "." * 8 + "F.H" + "." * 9
    rows[5] = "." * 10 + "H" + "." * 9
    game = Game(make_scenario(rows, [
        U("r1", "infantry", "red", (6, 3)), U("b1", "infantry", "blue", (12, 2)),
        U("b2", "infantry", "blue", (12, 4)), U("b3", "infantry", "blue", (12, 6))],
        victory=DEFENCE), seed=0)
    config = {"flank_weight": flank_weight, "flank_goal_weight": flank_weight}
    AIPlayer(seed=0, config=config).play_turn(game)
    return tuple(game.unit("r1")["at"])  # type: ignore[return-value]


def test_A7_a_firing_position_in_cover_that_few_defenders_see_is_preferred():
    """A7 cover and A5 lines: the squad takes the wood that only the end rifleman
    reaches, not the nearer one that two rifles cover, nor open ground in range. The
    control, flanking off, takes the nearer wood."""
    assert cover_choice(3.0) == (8, 4)
    assert cover_choice(0.0) == (9, 1)
