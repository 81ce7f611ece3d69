"""A mission with a rule pack of 20 unit types and 5 terrain types against the same
mission without one (issue 35: within 10%): validate, open and play.

The pack's types are clones of the catalog's under new ids, symbols and characters (the
same numbers), and the packed mission uses them wherever the plain one uses the
originals, so both play the same game: the AI reads a type's numbers, never its name.
Medians of wall-clock time, and the ratio of Python function calls (the work itself,
which a busy machine does not blur). Validating and opening the packed mission twice
builds its catalog once: the build is kept per pack content (engine/scenario/packs).
Run: .venv/bin/python benchmarks/bench_rule_pack.py [--repeat N] [--mission NAME]
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.timing import timed  # noqa: E402
from engine.ai.player import AIPlayer  # noqa: E402
from engine.catalog import load_catalog  # noqa: E402
from engine.rules.game import Game  # noqa: E402
from engine.scenario.io import dump_scenario, read_scenario, scenario_from_text  # noqa: E402
from engine.scenario.packs import RulePacks  # noqa: E402
from engine.scenario.shipped import shipped_mission  # noqa: E402

NEW_CHARS = "abcdefghijklmnopqrstuvwxyz"
UNIT_TYPES, TERRAIN_TYPES = 20, 5


def packed(text: str, name: str = "plain.yaml") -> str:
    """`text` (a mission without a pack) with a pack of 20 unit and 5 terrain types, cloned
    from the catalog's, used in place of the originals."""
    scenario, problems = scenario_from_text(text, name)
    assert scenario is not None and scenario.rules is None
    catalog = load_catalog()
    used_chars = sorted({ch for row in scenario.map.rows for ch in row},
                        key=lambda c: -sum(row.count(c) for row in scenario.map.rows))
    taken = set(catalog.terrain)
    free = [c for c in NEW_CHARS if c not in taken]
    terrain: list[dict[str, Any]] = []
    swap: dict[str, str] = {}
    for i, ch in enumerate((used_chars + [c for c in catalog.terrain if c not in used_chars])
                           [:TERRAIN_TYPES]):
        t = catalog.terrain[ch]
        terrain.append({"char": free[i], "id": f"{t.id}_pack", "base": t.id,
                        "name": f"{t.name} (pack)"})
        if ch in used_chars:
            swap[ch] = free[i]
    used_types = list(dict.fromkeys(u.type for u in scenario.units))
    others = [t for t in catalog.units if t not in used_types]
    units = []
    for i, type_id in enumerate((used_types + others)[:UNIT_TYPES]):
        units.append({"id": f"{type_id}_pack", "base": type_id, "symbol": f"P{i:02d}",
                      "name": f"{catalog.units[type_id].name} (pack)"})
    scenario.rules = RulePacks(inline={"format": "clumsy-rules/1", "units": units,
                                       "terrain": terrain})
    scenario.map.rows = ["".join(swap.get(c, c) for c in row) for row in scenario.map.rows]
    renamed = {t: f"{t}_pack" for t in used_types}
    for unit in scenario.units:
        unit.type = renamed[unit.type]
    return dump_scenario(scenario)


def play(path: Path, seed: int = 1) -> tuple[Any, int]:
    scenario, _ = read_scenario(path)
    game = Game(scenario, seed=seed)
    players = {s.id: AIPlayer(seed=seed) for s in scenario.sides}
    while game.result is None:
        players[game.side].play_turn(game)
    return game.result.get("winner"), game.state.round


def calls(fn: Any) -> int:
    """Python function calls `fn` makes: the same work counts the same on a busy machine,
    where wall-clock medians of a few seconds wander by 10% or more."""
    profile = cProfile.Profile()
    profile.enable()
    fn()
    profile.disable()
    return int(pstats.Stats(profile).total_calls)  # type: ignore[attr-defined]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=9)
    parser.add_argument("--play-repeat", type=int, default=3)
    parser.add_argument("--mission", default="harrow_ford")
    args = parser.parse_args()
    plain_text = Path(str(shipped_mission(args.mission))).read_text(encoding="utf-8")
    pack_text = packed(plain_text)
    with tempfile.TemporaryDirectory() as folder:
        paths = {"without": Path(folder) / "plain.yaml", "with": Path(folder) / "pack.yaml"}
        paths["without"].write_text(plain_text, encoding="utf-8")
        paths["with"].write_text(pack_text, encoding="utf-8")
        results = {kind: play(path) for kind, path in paths.items()}
        assert results["with"] == results["without"], results  # the same game
        rows = []
        for label, repeat, make in (
                ("validate", args.repeat,
                 lambda p: lambda: scenario_from_text(p.read_text(encoding="utf-8"), str(p))),
                ("open", args.repeat, lambda p: lambda: read_scenario(p, deep=False)),
                ("play", args.play_repeat, lambda p: lambda: play(p))):
            medians = {kind: statistics.median(timed(make(path), repeat))
                       for kind, path in paths.items()}
            counts = {kind: calls(make(path)) for kind, path in paths.items()}
            rows.append((label, medians["without"], medians["with"],
                         counts["with"] / counts["without"]))
    print(f"mission: {args.mission}; pack: {UNIT_TYPES} unit types, {TERRAIN_TYPES} terrain "
          f"types; both play the same game (seed 1: {results['with']})")
    for label, without, with_pack, call_ratio in rows:
        print(f"{label:9s} without {without * 1000:8.1f} ms   with {with_pack * 1000:8.1f} ms"
              f"   ratio {with_pack / without:5.3f}   function calls ratio {call_ratio:5.3f}")


if __name__ == "__main__":
    main()
