"""The computer player defends the mission (A12): it contests an enemy capture in
progress, its engineers capture without ammunition, and a defender whose time runs for
it keeps its units out of the enemy's reach."""

from __future__ import annotations

from engine import Game
from engine.scenario.model import Scenario
from rules_helpers import F, Objective, U, Victory, make_scenario
from rules_helpers import ai_turn as red_turn
from rules_helpers import distance as dist


def hold(rounds: int = 20) -> Victory:
    """Red wins by holding out: it defends, it need not attack."""
    return Victory(destroy_all=False, objectives=[Objective(kind="hold_until", side="red",
                                                            round=rounds)])


def test_A12_an_enemy_capture_in_progress_is_contested():
    """A defender whose home point is safe still goes for the seen enemy engineer taking
    its other point: left alone, it would capture it after two ends of its side-turns."""
    scenario = make_scenario(
        ["." * 16] * 5,
        [U("r1", "infantry", "red", (2, 1)), U("r2", "infantry", "red", (2, 3)),
         U("b1", "engineer", "blue", (9, 2))],
        features=[F("victory_point", (1, 2), id="home", owner="red"),
                  F("victory_point", (9, 2), id="mill", owner="red"),
                  F("victory_point", (15, 2), id="far", owner="blue")],
        victory=hold())
    game = Game(scenario, seed=0)
    assert "b1" in {u["id"] for u in game.seen_units("red")}
    red_turn(game)
    # both fighters now stand within the VP radius: the count restarts
    radius = game.state.catalog.rules.vp_enemy_radius
    near = [uid for uid in ("r1", "r2") if dist(game, game.unit(uid)["at"], (9, 2)) <= radius]
    assert len(near) == 2, [game.unit(uid)["at"] for uid in ("r1", "r2")]


def test_A12_a_neutral_point_never_held_is_not_fought_for():
    """Blue takes the neutral point in the open, a point red never held: the defender
    keeps its post rather than bleed for it (red's far point lies beyond the engineer's
    `threat_turns`, so nothing threatens what red holds)."""
    scenario = make_scenario(
        ["." * 24] * 5,
        [U("r1", "infantry", "red", (2, 1)), U("r2", "infantry", "red", (2, 3)),
         U("b1", "engineer", "blue", (9, 2))],
        features=[F("victory_point", (1, 2), id="home", owner="red"),
                  F("victory_point", (9, 2), id="mill"),
                  F("victory_point", (23, 2), id="far", owner="red")],
        victory=hold())
    game = Game(scenario, seed=0)
    red_turn(game)
    radius = game.state.catalog.rules.vp_enemy_radius
    assert all(dist(game, game.unit(uid)["at"], (9, 2)) > radius for uid in ("r1", "r2"))


def test_A12_a_capture_out_of_sight_is_not_contested():
    """Fog (A8): an engineer red does not see on the neutral point draws nobody there."""
    scenario = make_scenario(
        ["." * 24] * 5,
        [U("r1", "infantry", "red", (2, 1)), U("r2", "infantry", "red", (2, 3)),
         U("b1", "engineer", "blue", (20, 2))],
        features=[F("victory_point", (1, 2), id="home", owner="red"),
                  F("victory_point", (20, 2), id="mill")],
        victory=hold())
    game = Game(scenario, seed=0)
    assert "b1" not in {u["id"] for u in game.seen_units("red")}
    red_turn(game)
    assert all(dist(game, game.unit(uid)["at"], (1, 2)) <= 4 for uid in ("r1", "r2"))


def test_A12_an_engineer_with_no_ammunition_still_captures():
    """Capturing needs no ammunition: the engineer goes for the point, not for the
    supply truck behind it."""
    scenario = make_scenario(
        ["." * 14] * 5,
        [U("e1", "engineer", "red", (3, 2), ammo=0),
         U("t1", "supply_truck", "red", (0, 2)), U("b1", "infantry", "blue", (13, 4))],
        features=[F("victory_point", (11, 2), id="mill")])
    game = Game(scenario, seed=0)
    before = dist(game, game.unit("e1")["at"], (11, 2))
    red_turn(game)
    assert dist(game, game.unit("e1")["at"], (11, 2)) < before - 2


def test_A12_an_outweighed_defender_runs_the_clock_out_of_sight():
    """Red wins when the last round ends and sees two tanks and a squad bearing down on
    its lone squad by its point (no engineer among them): it gets out of their sight into
    the wood (A8: cover hides a small unit from all but the nearest) rather than wait for
    them in the open by the point."""
    rows = ["...FFF.............."] * 5
    scenario = make_scenario(
        rows,
        [U("r1", "infantry", "red", (9, 2)),
         U("b1", "tank", "blue", (14, 1)), U("b2", "tank", "blue", (14, 3)),
         U("b3", "infantry", "blue", (15, 2))],
        features=[F("victory_point", (10, 2), id="home", owner="red")],
        victory=hold())
    game = Game(scenario, seed=0)
    assert "r1" in {u["id"] for u in game.seen_units("blue")}
    red_turn(game)
    assert "r1" not in {u["id"] for u in game.seen_units("blue")}, game.unit("r1")["at"]


def scouting_game(recon: str) -> Game:
    """Red holds out at its home point in the west with a squad and `recon`; blue's one
    squad is far off in the east, out of sight, and nothing else is on the map."""
    scenario = make_scenario(
        ["." * 30] * 5,
        [U("r1", "infantry", "red", (2, 2)), U("r2", recon, "red", (1, 2)),
         U("b1", "infantry", "blue", (29, 2))],
        features=[F("victory_point", (1, 1), id="home", owner="red")], victory=hold())
    game = Game(scenario, seed=0)
    assert not sees_blue(game)
    return game


def sees_blue(game: Game) -> bool:
    return "b1" in {u["id"] for u in game.seen_units("red")}


def test_A8_a_defender_with_no_enemy_in_sight_sends_its_scout_forward():
    """Nothing seen: the scout (vision 10) goes east, towards the likely enemy side (the
    far side of the map from red's units), to see; the squad keeps to the point it holds.
    Three side-turns on, red sees blue's squad at the east edge."""
    game = scouting_game("scout")
    red_turn(game)
    assert game.unit("r2")["at"][0] >= 8, game.unit("r2")["at"]  # its whole move east
    assert dist(game, game.unit("r1")["at"], (1, 1)) <= 3
    red_turn(game)
    red_turn(game)
    assert sees_blue(game)


def test_A8_a_unit_that_is_not_a_scout_does_not_go_looking():
    """The control: the same side with a second squad instead of the scout keeps both at
    its point and sees nothing."""
    game = scouting_game("infantry")
    for _ in range(3):
        red_turn(game)
    assert all(dist(game, game.unit(uid)["at"], (1, 1)) <= 3 for uid in ("r1", "r2"))
    assert not sees_blue(game)


def guard_scenario(target: bool) -> Scenario:
    """Red's general stands in the north-west corner, three red squads in the east; a blue
    squad comes up from the south, six cells from the general (within its sight of him). With `target`, blue
    wins by killing the general."""
    objectives = [Objective(kind="kill_unit", side="blue", unit="g1")] if target else []
    return make_scenario(
        ["." * 16] * 9,
        [U("g1", "general", "red", (1, 1)), U("r1", "infantry", "red", (12, 1)),
         U("r2", "infantry", "red", (12, 3)), U("r3", "infantry", "red", (13, 5)),
         U("b1", "infantry", "blue", (5, 7))],
        victory=Victory(destroy_all=False, objectives=objectives))


def guard_game(target: bool) -> Game:
    game = Game(guard_scenario(target), seed=0)
    assert "b1" in {u["id"] for u in game.seen_units("red")}
    return game


def near_general(game: Game) -> list[str]:
    g = game.unit("g1")["at"]
    return [uid for uid in ("r1", "r2", "r3") if dist(game, game.unit(uid)["at"], g) <= 2]


def test_A12_the_unit_the_enemy_must_kill_is_guarded_once_an_enemy_comes_near():
    """Blue's squad is six cells from the general blue must kill: the two red squads
    nearest him come to stand beside him (he makes for them too); the third goes on with
    the fight."""
    game = guard_game(target=True)
    red_turn(game)
    assert sorted(near_general(game)) == ["r1", "r2"], \
        [game.unit(u)["at"] for u in ("g1", "r1", "r2", "r3")]


def test_A12_a_general_the_enemy_need_not_kill_draws_no_guard():
    """The control: the same position with no kill_unit objective; the squads go for the
    blue squad and none ends beside the general."""
    game = guard_game(target=False)
    red_turn(game)
    assert near_general(game) == [], [game.unit(u)["at"] for u in ("g1", "r1", "r2", "r3")]
