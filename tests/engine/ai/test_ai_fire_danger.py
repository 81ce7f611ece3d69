"""A forest fire in the computer player's danger (A6; engine/ai/knowledge/view_danger.py `loss_of`,
`fire_danger`; docs/ai-log.md, traced on the Boot Camp at Little Harrow, where a rifle walked
into the forest its own tank had just set alight and burnt to death in every game against
the search script): a ground unit ending its side-turn on a burning cell loses
`fire_damage`, counted as a loss on the cells the side knows to be burning, with its
control (the knob at 0: the fire is not seen)."""

from __future__ import annotations

from engine import Game
from engine.ai.config import ai_config
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from rules_helpers import U, Victory, make_scenario

FOREST = ["........", "..FF....", "..FF....", "........", "........"]


def forest_fight(fire: tuple[int, int] = (3, 2), red: tuple[int, int] = (2, 2)) -> Game:
    """Red's rifle in a small forest, a blue rifle five cells east of it in the open, in
    sight; the forest cell `fire` burns and red has seen it light."""
    units = [U("r1", "infantry", "red", red), U("b1", "infantry", "blue", (7, 2))]
    game = Game(make_scenario(FOREST, units, victory=Victory(destroy_all=True)), seed=0)
    game.state.ignite(fire, [], "shell")
    game._remember_structures()  # what an action does after a shot: the sides look again
    return game


def red_after_its_turn(knob: float, **kw: tuple[int, int]) -> tuple[tuple[int, int], int]:
    game = forest_fight(**kw)
    AIPlayer(0, {"fire_danger": knob}).play_turn(game)
    r1 = game.unit("r1")
    return tuple(r1["at"]), r1["hp"]


def test_the_rifle_does_not_walk_into_the_burning_forest() -> None:
    at, hp = red_after_its_turn(1.0)
    assert at != (3, 2) and hp == 10


def test_control_without_it_the_rifle_walks_into_the_flames_and_burns() -> None:
    at, hp = red_after_its_turn(0.0)
    assert at == (3, 2) and hp == 8  # rules.yaml fire_damage 2


def test_a_rifle_in_a_burning_forest_leaves_it() -> None:
    at, hp = red_after_its_turn(1.0, fire=(3, 2), red=(3, 2))
    assert at != (3, 2) and hp == 10


def test_control_without_it_the_rifle_stays_in_the_flames() -> None:
    at, hp = red_after_its_turn(0.0, fire=(3, 2), red=(3, 2))
    assert at == (3, 2) and hp == 8


def test_the_fire_is_a_loss_only_where_the_side_knows_it_burns() -> None:
    game = forest_fight()
    unit = next(u for u in SideView(game, "red", ai_config(), TurnCache()).own)
    on = SideView(game, "red", ai_config({"fire_danger": 1.0}), TurnCache()).loss_of(unit)
    off = SideView(game, "red", ai_config({"fire_danger": 0.0}), TurnCache()).loss_of(unit)
    assert on((3, 2)) > off((3, 2))
    assert on((2, 1)) == off((2, 1))  # the forest beside it does not burn


def test_a_fire_the_side_has_not_seen_is_no_loss() -> None:
    """A8: the fires are those the side last saw (belief.py): one lit after its last look,
    before the sides look again, is not known."""
    units = [U("r1", "infantry", "red", (2, 2)), U("b1", "infantry", "blue", (7, 2))]
    game = Game(make_scenario(FOREST, units, victory=Victory(destroy_all=True)), seed=0)
    SideView(game, "red", ai_config(), TurnCache())  # the side's map is read once
    game.state.ignite((3, 2), [], "shell")
    view = SideView(game, "red", ai_config({"fire_danger": 1.0}), TurnCache())
    assert (3, 2) not in view.state.fires
    unit = view.own[0]
    assert view.loss_of(unit)((3, 2)) == SideView(
        game, "red", ai_config({"fire_danger": 0.0}), TurnCache()).loss_of(unit)((3, 2))
