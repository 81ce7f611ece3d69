"""AI side-turn time for ~30 units (the bar: under a second on a 2-core machine).

The mission with the most units on one side (The Long Night at Kessel, 20 for the Corps)
gets 10 more infantry on free cells of the Corps' half, so the first side-turn has 30
units to play. Against it, in the same run:
- the RandomPlayer taking as many actions (each one a full `legal_actions()`), the cost of
  merely listing what could be done, action by action;
- a naive one-ply AI that scores every legal action on a cloned game, timed on one
  decision and scaled to the same number of actions.
Run: .venv/bin/python benchmarks/bench_ai.py [--repeat N] [--ai-only]
(`--ai-only` times the AIPlayer alone: the naive AI takes minutes.)
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.timing import timed  # noqa: E402
from engine import Game, load_scenario  # noqa: E402
from engine.ai.player import AIPlayer, RandomPlayer  # noqa: E402
from engine.scenario.model import Scenario, Unit  # noqa: E402

MISSION = Path(__file__).resolve().parent.parent / "scenarios" / "winter_night_defence.yaml"
UNITS = 30


def thirty_unit_scenario() -> tuple[Scenario, str]:
    scenario = load_scenario(MISSION)
    side = scenario.first_side
    own = [u for u in scenario.units if u.side == side]
    taken = {u.at for u in scenario.units if u.at is not None}
    taken |= {f.at for f in scenario.features}
    extra = []
    for row in range(scenario.map.height):
        for col in range(scenario.map.width // 3):
            if len(own) + len(extra) >= UNITS:
                break
            if scenario.map.rows[row][col] == "." and (col, row) not in taken:
                extra.append(Unit(id=f"bench_inf{len(extra)}", type="infantry", side=side,
                                  at=(col, row)))
    return dataclasses.replace(scenario, units=[*scenario.units, *extra]), side


def naive_choice(game: Game) -> dict:
    """Score every legal action on a clone: material balance after it, then distance of
    the side's units to the nearest enemy (what a first one-ply AI would do)."""
    side = game.side
    best, best_score = {"type": "end_turn"}, float("-inf")
    for action in game.legal_actions():
        twin = game.clone()
        twin.apply(action)
        mine = sum(u["hp"] for u in twin.units(side))
        theirs = sum(u["hp"] for u in twin.units() if u["side"] != side)
        enemies = [u["at"] for u in twin.units() if u["side"] != side and u["at"]]
        spread = sum(min(twin.state.grid.distance(u["at"], e) for e in enemies)
                     for u in twin.units(side) if u["at"]) if enemies else 0
        score = mine - theirs - 0.01 * spread
        if score > best_score:
            best, best_score = action, score
    return best


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--ai-only", action="store_true",
                        help="time the AIPlayer alone, not the random and naive players")
    args = parser.parse_args()
    scenario, side = thirty_unit_scenario()
    count = len([u for u in scenario.units if u.side == side])
    actions: list[int] = []

    def ours() -> None:
        game = Game(scenario, seed=0)
        AIPlayer(seed=0).play_turn(game)
        actions.append(len(game.history))

    ours_times = timed(ours, args.repeat)
    n_actions = statistics.median(actions)
    if args.ai_only:
        print(f"side-turn of {count} units ({MISSION.name} + extra infantry), "
              f"{n_actions:.0f} actions, median of {args.repeat}")
        print(f"  AIPlayer                       {statistics.median(ours_times) * 1000:8.1f} ms")
        return

    def random_turn() -> None:
        game = Game(scenario, seed=0)
        player = RandomPlayer(seed=0, config={"random_end_turn_chance": 0.0,
                                              "random_max_actions": int(n_actions) - 1})
        player.play_turn(game)

    random_times = timed(random_turn, args.repeat)
    game = Game(scenario, seed=0)
    naive_one = timed(lambda: naive_choice(game), max(1, args.repeat // 3))
    naive_turn = statistics.median(naive_one) * n_actions

    ours_m, rand_m = statistics.median(ours_times), statistics.median(random_times)
    print(f"side-turn of {count} units ({MISSION.name} + extra infantry), "
          f"{n_actions:.0f} actions, median of {args.repeat}")
    print(f"  AIPlayer                       {ours_m * 1000:8.1f} ms")
    print(f"  RandomPlayer, same #actions    {rand_m * 1000:8.1f} ms  "
          f"(AI / random = {ours_m / rand_m:.2f})")
    print(f"  naive clone-every-action AI    {naive_turn * 1000:8.1f} ms  "
          f"(estimated: {statistics.median(naive_one) * 1000:.0f} ms a decision; "
          f"naive / AI = {naive_turn / ours_m:.0f}x)")
    print(f"  bar: under 1000 ms -> {'OK' if ours_m < 1.0 else 'TOO SLOW'}")


if __name__ == "__main__":
    main()
