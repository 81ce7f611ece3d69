"""The mission's AI plans in play (docs/design.md, "AI plans"; engine/ai/planner/plans.py): a
group on `hold` never moves, a `patrol` walks its route round and round, a `reserve`
waits for its round or event, an `ai_plan` action switches a group's plan (an event its
side alone reads), a `defend` group goes to its area and stays; each against a control
with no plan, which moves."""

from __future__ import annotations

from conftest import SCENARIOS
from engine.ai.player import AIPlayer
from engine.rules.game import Game
from engine.scenario.io import scenario_from_text

BASE = (SCENARIOS / "tutorial.yaml").read_text(encoding="utf-8")
PASSIVE_BLUE = {"type": "end_turn"}


def game_with(extra: str) -> Game:
    scenario, problems = scenario_from_text(BASE + extra, "plans.yaml")
    assert scenario is not None
    assert [p for p in problems if p.severity == "error"] == []
    return Game(scenario, seed=3)


def cells_over(game: Game, units: list[str], rounds: int) -> dict[str, list[tuple[int, int]]]:
    """Red's AI plays `rounds` rounds against a blue that only ends its turns; the cells
    each named unit stood on at the end of each red side-turn."""
    red = AIPlayer(seed=1)
    seen: dict[str, list[tuple[int, int]]] = {u: [] for u in units}
    while game.result is None and game.round <= rounds:
        if game.side == "blue":
            game.apply(dict(PASSIVE_BLUE))
            continue
        red.play_turn(game)
        for uid in units:
            unit = game.state.units[uid]
            if unit.alive and unit.at is not None:
                seen[uid].append(unit.at)
    return seen


def test_a_group_on_hold_never_moves_and_without_the_plan_it_does():
    start = {"r_inf1": (8, 1), "r_tank": (9, 5)}
    held = cells_over(game_with("""ai:
  red:
    groups:
      - {id: line, units: [r_inf1, r_tank], plan: hold}
"""), list(start), 4)
    assert all(set(cells) == {start[u]} for u, cells in held.items()), held
    free = cells_over(game_with(""), list(start), 4)  # control: the AI's own judgement
    assert any(set(cells) != {start[u]} for u, cells in free.items()), free


def test_a_patrol_walks_its_route_round_and_round():
    route = [(7, 1), (7, 3)]
    game = game_with("""ai:
  red:
    groups:
      - {id: pickets, units: [r_inf1], plan: patrol, route: [[7, 1], [7, 3]]}
""")
    walked = cells_over(game, ["r_inf1"], 8)["r_inf1"]
    # each side-turn it ends on or next to a route cell (it may stop in cover beside it),
    # and the cell it heads for alternates: there and back again
    near = [next(r for r in route if game.state.grid.distance(c, r) <= 1) for c in walked]
    legs = [r for i, r in enumerate(near) if i == 0 or r != near[i - 1]]
    assert len(legs) >= 3 and all(a != b for a, b in zip(legs, legs[1:], strict=False)), walked
    free = cells_over(game_with(""), ["r_inf1"], 8)["r_inf1"]  # control: no patrol
    assert any(min(game.state.grid.distance(c, r) for r in route) > 1 for c in free), free


def test_a_reserve_waits_for_its_round_then_follows_the_ais_judgement():
    cells = cells_over(game_with("""ai:
  red:
    groups:
      - {id: strike, units: [r_tank], plan: reserve, until_round: 4}
"""), ["r_tank"], 6)["r_tank"]
    assert set(cells[:3]) == {(9, 5)}, cells  # rounds 1-3: it waits
    assert set(cells[3:]) != {(9, 5)}, cells  # from round 4 it moves


def test_an_ai_plan_action_releases_a_group_and_only_its_side_reads_it():
    game = game_with("""events:
  - id: go
    when: {round: 3}
    do:
      - ai_plan: {side: red, group: strike, plan: attack, area: [[4, 2], [5, 2], [4, 3]]}
ai:
  red:
    groups:
      - {id: strike, units: [r_tank], plan: hold, aggression: bold}
""")
    cells = cells_over(game, ["r_tank"], 5)["r_tank"]
    assert set(cells[:2]) == {(9, 5)}, cells
    assert game.state.grid.distance(cells[-1], (4, 2)) < game.state.grid.distance((9, 5), (4, 2)), cells
    assert game.ai_plans_for("red")["r_tank"].plan == "attack"
    assert any(e["type"] == "ai_plan" for e in game.events_for("red"))
    assert not any(e["type"] == "ai_plan" for e in game.events_for("blue"))
    assert game.ai_plans_for("blue") == {}


def test_a_defend_group_goes_to_its_area_and_stays():
    area = {(6, 3), (6, 4), (7, 3)}
    cells = cells_over(game_with("""areas:
  - {id: ford, cells: [[6, 3], [6, 4], [7, 3]]}
ai:
  red:
    groups:
      - {id: guard, units: [r_inf2], plan: defend, area: ford, aggression: cautious}
"""), ["r_inf2"], 6)["r_inf2"]
    first = next(i for i, c in enumerate(cells) if c in area)
    assert len(set(cells[first:])) == 1, cells  # once inside, it stays
