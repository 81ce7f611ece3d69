"""Going in together (issue 32, the attack on a patient defence; engine/ai/attack/assault.py):
against a defence, the fighters that can reach the seen defenders' patrol zones this
side-turn go in together when they are `assault_min_units` or more and worth
`assault_ratio` times the defence, and while they are not, none walks in alone. Each
test has its control: the knob off (0, as shipped), the play is gone."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.config import ai_config
from engine.ai.planner.moves import Planner
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from engine.scenario.model import Victory
from rules_helpers import F, U, make_scenario
from rules_helpers import distance as dist

# blue wins if red has not broken it by the last round (A12): red attacks a defence
DEFENCE = Victory(destroy_all=True, on_last_round="blue")
PATROL = 2  # A9 patrol radius (rules.yaml)


def defence_game(red: int, held: bool, trench: bool = False) -> Game:
    """`red` rifles on the west of a 14x5 plain, seven cells from blue's rifle, in red's
    sight unless dug in (`trench`: A8, in cover it is spotted only within vision less
    3); with `held`, blue holds the point beside it."""
    units = [U(f"r{i + 1}", "infantry", "red", (3, 1 + i)) for i in range(red)]
    units.append(U("b1", "infantry", "blue", (10, 2)))
    features = [F("victory_point", (11, 2), id="keep", owner="blue")] if held else []
    if trench:
        features.append(F("work", (10, 2), type="trench", owner="blue"))
    game = Game(make_scenario(["." * 14] * 5, units, features, victory=DEFENCE), seed=0)
    assert ("b1" in {u["id"] for u in game.seen_units("red")}) is not trench
    return game


def in_zone_after_red_turn(game: Game, **knobs: Any) -> int:
    """Red's side-turn played by the AI: how many of its rifles end it within blue's
    patrol zone."""
    AIPlayer(seed=0, config=knobs or None).play_turn(game)
    blue = next(tuple(u["at"]) for u in game.units("blue"))
    return sum(1 for u in game.units("red") if dist(game, tuple(u["at"]), blue) <= PATROL)


def test_three_rifles_go_in_together_on_a_seen_defender_of_a_held_point() -> None:
    game = defence_game(3, held=True)
    plan = Planner(SideView(game, "red", ai_config({"assault_min_units": 3}), TurnCache()),
                   seed=0).assault.plan()
    assert plan is not None and plan.centres == ((10, 2),)
    assert plan.group == {"r1", "r2", "r3"}
    assert in_zone_after_red_turn(game, assault_min_units=3) == 3


def test_control_without_the_assault_fewer_go_in_than_can() -> None:
    assert in_zone_after_red_turn(defence_game(3, held=True)) < 3


def test_a_defence_it_never_saw_is_not_assaulted() -> None:
    """Blue's rifle dug in out of sight (A8): the side knows of no defender, so the
    assault leaves the attack to the stage as before (the plan is None)."""
    game = defence_game(3, held=True, trench=True)
    p = Planner(SideView(game, "red", ai_config({"assault_min_units": 3}), TurnCache()), seed=0)
    assert p.assault.plan() is None


def test_two_rifles_too_few_to_go_in_keep_out_of_a_held_point_s_defender_zone() -> None:
    game = defence_game(2, held=True)
    plan = Planner(SideView(game, "red", ai_config({"assault_min_units": 3}), TurnCache()),
                   seed=0).assault.plan()
    assert plan is not None and not plan.group
    assert in_zone_after_red_turn(game, assault_min_units=3) == 0


def test_control_without_it_one_walks_into_the_held_point_s_defender_zone() -> None:
    assert in_zone_after_red_turn(defence_game(2, held=True)) >= 1
    # and with the assault on but `assault_hold_off` 0, the fighters attack as before
    assert in_zone_after_red_turn(defence_game(2, held=True), assault_min_units=3,
                                  assault_hold_off=0) >= 1


def test_a_defence_the_group_does_not_outweigh_assault_ratio_times_is_held_off() -> None:
    """Three rifles against one they see: worth three times the defence, so at
    assault_ratio 4 they do not go in, and none walks into its zone for the shot after
    moving (A5: at half range, two cells); at ratio 1 they do."""
    game = defence_game(3, held=False)
    plan = Planner(SideView(game, "red", ai_config({"assault_min_units": 3,
                                                    "assault_ratio": 4.0}), TurnCache()),
                   seed=0).assault.plan()
    assert plan is not None and not plan.group
    assert in_zone_after_red_turn(game, assault_min_units=3, assault_ratio=4.0) == 0
    assert in_zone_after_red_turn(defence_game(3, held=False), assault_min_units=3) == 3
    assert in_zone_after_red_turn(defence_game(3, held=False)) >= 1  # the control


def test_once_begun_the_assault_goes_on_against_a_stronger_defence_it_now_sees() -> None:
    """The assault began (kept in the turn cache for the game); this side-turn the
    defence it sees outweighs the group (assault_ratio 4), yet it goes in again rather
    than falling back and coming again through the kept shots; with `assault_keep` 0
    (the control) it is decided afresh and holds off."""
    def plan(keep: int) -> Any:
        cache = TurnCache()
        cache.assaulting["red"] = 1
        cfg = ai_config({"assault_min_units": 3, "assault_ratio": 4.0, "assault_keep": keep})
        return Planner(SideView(defence_game(3, held=False), "red", cfg, cache),
                       seed=0).assault.plan()

    assert plan(1).group == {"r1", "r2", "r3"}
    assert not plan(0).group
