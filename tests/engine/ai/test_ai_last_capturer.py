"""The side's last engineer is kept out of known and suspected fire while the rest of the
side clears its way (issue 32; engine/ai/mission/last_capturer.py, `last_capturer_danger`, ships
off; docs/ai-log.md, "The Marsh Road's last engineer"). Red must take blue's point before the
last round ends (blue's); the ground by the point is beyond red's sight, where a hidden
defender may wait. Each with its control."""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.ai.attack import hunt
from engine.ai.config import ai_config
from engine.ai.knowledge.presumed import PresumedDefence
from engine.ai.knowledge.unseen_ground import UnclearedGround
from engine.ai.mission.last_capturer import SuspectedFire, is_last_capturer
from engine.ai.planner.moves import Planner
from engine.ai.player import AIPlayer
from engine.ai.view import SideView, TurnCache
from rules_helpers import F, U, Victory, distance, make_scenario

POINT = (14, 3)
ENGINEER = (2, 3)
ALONE = {"clear_cover": 0}  # the keep-back without the clearing (test_ai_clearing.py)


def attack(engineers: int = 1, rounds: int = 12, scout_at: tuple[int, int] | None = None,
           on_last_round: str | None = "blue", blue_at: tuple[int, int] = (15, 3),
           destroy_all: bool = True) -> Game:
    """Red's engineer(s) and two rifles on the west edge of open ground; blue holds the
    point in the east with a rifle on Alert beside it, out of red's sight."""
    units = [U("r_eng", "engineer", "red", ENGINEER), U("r1", "infantry", "red", (3, 2)),
             U("r2", "infantry", "red", (3, 4)), U("b1", "infantry", "blue", blue_at)]
    if engineers > 1:
        units.append(U("r_eng2", "engineer", "red", (2, 4)))
    if scout_at is not None:
        units.append(U("r_sc", "scout", "red", scout_at))
    return Game(make_scenario(
        ["." * 26] * 7, units, features=[F("victory_point", POINT, id="mill", owner="blue")],
        rounds=rounds, victory=Victory(destroy_all=destroy_all, hold_points=1,
                                       on_last_round=on_last_round)), seed=0)


def planner(game: Game, **knobs: Any) -> Planner:
    return Planner(SideView(game, game.side, ai_config({**ALONE, **knobs}), TurnCache()), seed=0)


def engineer_ends(knob: float, **kw: Any) -> int:
    """Red plays one side-turn; how far its engineer then stands from the point."""
    game = attack(**kw)
    AIPlayer(0, {**ALONE, "last_capturer_danger": knob}).play_turn(game)
    at = game.unit("r_eng")["at"]
    return distance(game, tuple(at), POINT)


def test_the_setting_red_does_not_see_the_point_or_its_defender() -> None:
    game = attack()
    view = SideView(game, "red", ai_config(), TurnCache())
    assert view.against_defence() and not view.enemies
    assert is_last_capturer(view, view.unit("r_eng"))
    fire = SuspectedFire(view, PresumedDefence(view), UnclearedGround(view))
    assert fire.loss(view.unit("r_eng"), POINT) > 0  # the ground by the point: not cleared


def test_the_last_engineer_is_kept_back_and_the_rest_clears_its_way() -> None:
    p = planner(attack(), last_capturer_danger=1.0)
    assert p.kept_back and p.wave_ready()
    goal = p.goal(p.view.unit("r_eng"))  # it comes no nearer than it stands
    assert goal.name == "capture" and goal.standoff > 0 and goal.standoff == goal.lead
    assert goal.suspect == 1.0
    rifle = p.goal(p.view.unit("r1"))  # the fighters go to the ground by the point
    assert rifle.name == "attack" and POINT in rifle.cells
    assert all(p.view.grid.distance(c, POINT) <= p.view.rules.patrol_radius
               for c in rifle.cells)


def test_control_knob_off_the_engineer_is_not_kept_back() -> None:
    p = planner(attack(), last_capturer_danger=0.0)  # the knob off
    assert not p.kept_back
    goal = p.goal(p.view.unit("r_eng"))
    assert goal.suspect == 0.0 and not (goal.name == "capture" and goal.standoff > 0)


def test_the_engineer_stays_back_where_without_the_knob_it_goes_forward() -> None:
    kept, sent = engineer_ends(1.0), engineer_ends(0.0)
    assert kept >= 11 and sent <= kept - 4  # it stood 12 from the point


def test_control_not_the_last_engineer_the_last_rounds_or_a_meeting_fight() -> None:
    assert not planner(attack(engineers=2), last_capturer_danger=1.0).kept_back
    assert not planner(attack(rounds=2), last_capturer_danger=1.0).kept_back
    assert not planner(attack(on_last_round=None), last_capturer_danger=1.0).kept_back


def test_control_once_its_way_is_clear_it_goes() -> None:
    """A scout beside the point sees the ground around it and no defender on it: the
    way is clear, the engineer goes for its point."""
    game = attack(scout_at=(13, 2), blue_at=(25, 6))  # the defender far off the point
    p = planner(game, last_capturer_danger=1.0)
    assert not p.kept_back
    goal = p.goal(p.view.unit("r_eng"))
    assert goal.standoff == 0


def test_a_cell_struck_from_the_dark_is_suspected_ground() -> None:
    """The damage struck by a shooter the side did not see is weighed within the radius
    (ambushed.py `struck_cells`: the side's own events), not beyond it."""
    game = attack()

    def fire(struck: bool) -> SuspectedFire:
        view = SideView(game, "red", ai_config({**ALONE, "last_capturer_danger": 1.0}), TurnCache())
        if struck:
            view.cache.struck_read["red"] = (game.serial, len(game.events_for("red")))
            view.cache.struck["red"] = {(7, 3): (game.round, 6.0)}
        return SuspectedFire(view, PresumedDefence(view), UnclearedGround(view))

    hit, calm = fire(True), fire(False)
    eng = hit.view.unit("r_eng")
    assert hit.struck() == [((7, 3), 6.0)] and calm.struck() == []
    assert hit.loss(eng, (6, 3)) > calm.loss(eng, (6, 3))  # 1 cell off: within 2
    assert hit.loss(eng, (4, 3)) == calm.loss(eng, (4, 3))  # 3 cells off


# -- the keep-back lifted while the side can expect to win by destroying all -----------------
# (`last_capturer_release_ratio`, `last_capturer_release_kills`; docs/ai-log.md, "The last
# engineer released"). Red's memory (the search's, hunt.py `remember`) is set as a side's
# would be after a fight: the enemies it saw destroyed, those it knows of still standing.

def remembered(game: Game, kills: int, known: dict[str, tuple[float, tuple[int, int]]],
               **knobs: Any) -> Planner:
    """Red's planner with the knob on, its memory holding `kills` enemies seen destroyed
    and the armed enemies `known` (id -> (worth, last seen))."""
    view = SideView(game, "red", ai_config({**ALONE, "last_capturer_danger": 1.0, **knobs}),
                    TurnCache())
    memory = hunt.search_memory(view)
    memory.kills["red"] = {f"gone{i}" for i in range(kills)}
    memory.own_ids["red"] = {u.id for u in view.own}
    memory.foes["red"] = dict(known)
    memory.events_read = (game.serial, len(game.events_for("red")))
    return Planner(view, seed=0)


def test_the_engineer_goes_once_the_side_can_expect_to_win_by_destroying_all() -> None:
    """Two enemies seen destroyed, no armed enemy known: red's two rifles
    outweigh what it knows of, so its last engineer is not kept back and goes."""
    p = remembered(attack(), kills=2, known={})
    assert not p.kept_back
    goal = p.goal(p.view.unit("r_eng"))  # sent as any engineer is, not held where it stands
    assert not (goal.name == "capture" and goal.standoff > 0)
    held = remembered(attack(), kills=0, known={}).goal(p.view.unit("r_eng"))
    assert held.name == "capture" and held.standoff > 0  # control: no fight won yet


def test_control_the_release_needs_the_kills_the_weight_and_destroy_all() -> None:
    assert remembered(attack(), kills=1, known={}).kept_back  # one seen destroyed, not 2
    heavy = {"b9": (100.0, (20, 3))}  # one armed enemy known, worth more than red's rifles
    assert remembered(attack(), kills=2, known=heavy).kept_back
    light = {"b9": (1.0, (20, 3))}
    assert not remembered(attack(), kills=2, known=light).kept_back
    assert remembered(attack(destroy_all=False), kills=2, known={}).kept_back
    assert remembered(attack(), kills=2, known={}, last_capturer_release_ratio=0.0).kept_back


def test_the_memory_is_kept_at_every_decision_of_the_attacker() -> None:
    """The side's memory (its units, the enemies it saw and saw destroyed) is kept from
    its first decision on, while it still has two engineers (nothing kept back yet)."""
    game = attack(engineers=2)
    cache = TurnCache()
    view = SideView(game, "red", ai_config({**ALONE, "last_capturer_danger": 1.0}), cache)
    assert not Planner(view, seed=0).kept_back
    assert hunt.search_memory(view).own_ids["red"] == {"r_eng", "r_eng2", "r1", "r2"}
    off = SideView(game, "red", ai_config({**ALONE, "last_capturer_danger": 1.0,
                                           "last_capturer_release_ratio": 0.0}), TurnCache())
    Planner(off, seed=0)
    assert "red" not in hunt.search_memory(off).own_ids  # control: the release off


# -- only the engineer the side began with alone (`last_capturer_sole`; docs/ai-log.md,
# "The only engineer"): the survivor of several goes as before.

def survivor(**knobs: Any) -> Planner:
    """Red's planner with one engineer left, its memory (kept from its first decision,
    `TurnCache.own_capturers`) holding the two it began with."""
    cfg = ai_config({**ALONE, "last_capturer_danger": 1.0, **knobs})
    first = TurnCache()
    assert not Planner(SideView(attack(engineers=2), "red", cfg, first), seed=0).kept_back
    assert first.own_capturers["red"] == {"r_eng", "r_eng2"}
    cache = TurnCache(own_capturers=first.own_capturers)  # a later side-turn's cache
    return Planner(SideView(attack(), "red", cfg, cache), seed=0)


def test_the_survivor_of_two_engineers_is_not_kept_back() -> None:
    p = survivor()
    eng = p.view.unit("r_eng")
    assert not is_last_capturer(p.view, eng) and not p.kept_back
    goal = p.goal(eng)  # sent as any engineer is: no suspected fire weighed, not held
    assert goal.suspect == 0.0 and not (goal.name == "capture" and goal.standoff > 0)


def test_control_the_survivor_kept_back_with_the_rule_off() -> None:
    p = survivor(last_capturer_sole=0)
    assert is_last_capturer(p.view, p.view.unit("r_eng")) and p.kept_back
