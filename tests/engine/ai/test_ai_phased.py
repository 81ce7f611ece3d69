"""The AI under the `phased` turn system (RULES.md B): a side far ahead hunts down the
last enemies it cannot see (engine/ai/attack/hunt.py), rather than wait for the last round."""

from __future__ import annotations

from turns_helpers import red_plays, turn_game

from rules_helpers import U, Victory

# the last blue unit, a mortar, waits in the wood of the far corner, out of sight
WOODS = ["." * 20] * 5 + ["." * 17 + "FFF"] * 2
HUNT = {"hunt_ratio": 1.0, "hunt_lead": -9, "hunt_min_kills": 0, "hunt_share": 0.0}


def last_mortar():
    units = [U(f"r{i}", "infantry", "red", (0, i + 2)) for i in range(3)]
    units.append(U("b1", "mortar", "blue", (19, 6)))
    return turn_game("phased", WOODS, units, victory=Victory(destroy_all=True))


def test_B_phased_a_side_far_ahead_searches_out_and_destroys_the_hidden_last_enemy():
    game = last_mortar()
    red_plays(game, HUNT, 5)
    assert game.result is not None and game.result["winner"] == "red"


def test_B_phased_not_hunting_the_side_never_finds_it():
    """The control: without the hunt the infantry go to the middle of the map (no point to
    take, no enemy seen) and the mortar outlives the rounds."""
    game = last_mortar()
    red_plays(game, {**HUNT, "hunt_ratio": 0.0}, 5)
    assert game.result is None and game.unit("b1")["alive"]


def test_the_hunt_counts_only_the_enemies_the_side_saw_destroyed():
    """RULES.md A8: the side's memory (engine/ai/attack/hunt.py) holds the enemies it saw; a kill
    counts when it saw the unit go, not a loss somewhere out of its sight."""
    from engine.ai.attack import hunt
    from engine.ai.config import ai_config
    from engine.ai.planner.moves import Planner
    from engine.ai.view import SideView, TurnCache
    from engine.rules.damage import destroy_unit
    from rules_helpers import make_game, play

    units = [U("r1", "infantry", "red", (0, 0)), U("b1", "infantry", "blue", (2, 0), hp=1),
             U("b2", "infantry", "blue", (19, 6))]
    game = make_game(["." * 20] * 7, units, victory=Victory(destroy_all=True))
    cache = TurnCache()

    def memory():
        planner = Planner(SideView(game, "red", ai_config(), cache), seed=0)
        return hunt.remember(planner.view, planner.values)

    foes, kills, lost = memory()
    assert set(foes) == {"b1"} and kills == 0 and lost == 0
    play(game, {"type": "fire", "unit": "r1", "target": [2, 0]})
    events: list[dict] = []
    destroy_unit(game.state, game.state.units["b2"], events, "out of sight")
    game.events.extend(events)
    foes, kills, lost = memory()
    assert not game.unit("b1")["alive"] and not game.unit("b2")["alive"]
    assert foes == {} and kills == 1 and lost == 0
