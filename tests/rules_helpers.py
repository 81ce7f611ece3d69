"""Small hand-made scenarios for the rules tests: a few lines of terrain and a unit list.

    game = make_game(["....", "=FF="], [U("r1", "infantry", "red", (0, 0))])

Every scenario is written out and read back through validation, so a test never plays on
a map the editor would refuse. Victory defaults to "nothing ends the game" so that a rule
test is not cut short by destroy_all; victory tests pass their own `Victory`.
"""

from __future__ import annotations

import copy
import random
from typing import Any

from engine import Game
from engine.catalog import Catalog
from engine.rules import vision
from engine.rules.side_channel import Sight, redact
from engine.scenario.io import dump_scenario, scenario_from_text
from engine.scenario.model import Feature, MapSpec, Objective, Scenario, Side, Unit, Victory

__all__ = ["F", "Objective", "U", "Victory", "ai_turn", "distance", "make_game", "make_scenario",
           "play"]


def U(uid: str, type_id: str, side: str, at: tuple[int, int] | None = None,
      **kw: Any) -> Unit:
    """A unit; keyword arguments are the scenario's overrides (hp, ammo, fuel, cargo...)."""
    return Unit(id=uid, type=type_id, side=side, at=at, **kw)


def F(kind: str, at: tuple[int, int], **kw: Any) -> Feature:
    """A feature: F("building", (1, 0), type="depot", owner="red")."""
    return Feature(kind=kind, at=at, **kw)


def make_scenario(terrain: list[str], units: list[Unit], features: list[Feature] | None = None,
                  grid: str = "square", first_side: str = "red", rounds: int = 20,
                  victory: Victory | None = None, sides: tuple[str, ...] = ("red", "blue"),
                  validate: bool = True) -> Scenario:
    scenario = Scenario(
        name="rules test",
        map=MapSpec(width=len(terrain[0]), height=len(terrain), rows=list(terrain), grid=grid),
        sides=[Side(id=s) for s in sides],
        first_side=first_side,
        rounds=rounds,
        turn_system="sides",
        features=list(features or []),
        units=list(units),
        victory=victory if victory is not None else Victory(destroy_all=False),
    )
    if validate:
        text = dump_scenario(scenario)
        read, problems = scenario_from_text(text)
        errors = [str(p) for p in problems if p.severity == "error"]
        assert not errors, "test scenario is invalid:\n" + "\n".join(errors) + "\n" + text
        assert read is not None
        return read
    return scenario


def make_game(terrain: list[str], units: list[Unit], features: list[Feature] | None = None,
              seed: int = 0, catalog: Catalog | None = None, **kw: Any) -> Game:
    return Game(make_scenario(terrain, units, features, **kw), seed=seed, catalog=catalog)


def play(game: Game, *actions: dict[str, Any]) -> list[dict[str, Any]]:
    """Apply actions in order; returns every event."""
    events: list[dict[str, Any]] = []
    for action in actions:
        events += game.apply(action)
    return events


def end_turns(game: Game, n: int = 1) -> list[dict[str, Any]]:
    return play(game, *({"type": "end_turn"} for _ in range(n)))


def distance(game: Game, a: Any, b: Any) -> int:
    """Grid distance between two cells given as lists or tuples."""
    return game.state.grid.distance(tuple(a), tuple(b))


def ai_turn(game: Game, seed: int = 0) -> list[dict[str, Any]]:
    """The side to play plays one side-turn with the AI; the other side then passes (unless
    the game ended). The AI side's actions."""
    from engine.ai.player import AIPlayer  # the rules tests need no AI

    start = len(game.history)
    AIPlayer(seed=seed).play_turn(game)
    actions = game.history[start:]
    if game.result is None:
        game.apply({"type": "end_turn"})
    return actions


def random_step(game: Game, chooser: random.Random, move_share: float = 0.6) -> bool:
    """One random legal action: mostly a move (`move_share`), a tenth of the time the last
    one offered (the side-turn's end); False when nothing is legal."""
    legal = game.legal_actions()
    if not legal:
        return False
    moves = [a for a in legal if a["type"] == "move"]
    others = moves if moves and chooser.random() < move_share else legal[:-1]
    game.apply(legal[-1] if chooser.random() < 0.1 or not others
               else chooser.choice(others))
    return True


def place(game: Game, uid: str, cell: tuple[int, int]) -> None:
    """Move a unit to `cell` by hand (a position set up for a test)."""
    state = game.state
    with vision.changing_position(state):
        unit = state.units[uid]
        state.lift(unit)
        state.place(unit, cell)


def turn_info_redacted(info: dict[str, Any], seen: Sight, unit_ids: set[str]) -> dict[str, Any]:
    """The reference `Game.turn_info_for` is held to: a deep copy of the turn system's
    bookkeeping without the units the side does not see."""
    return redact(copy.deepcopy(info), seen, unit_ids)  # type: ignore[no-any-return]
