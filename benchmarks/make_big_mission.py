"""Writes scenarios/operation_grey_meadow.yaml, the shipped large mission (128x128, 84
units a side), from the map generator plus the hand-tuned choices below: where the five
victory points stand (a line of villages across the middle), who deploys where, the mix of
each side, the rounds and the briefing. Run it again only to remake the mission:
  .venv/bin/python benchmarks/make_big_mission.py
"""

from __future__ import annotations

import dataclasses
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.scenario.io import dump_scenario, scenario_from_text  # noqa: E402
from engine.scenario.mapgen import MapGenOptions, SideSpec, generate_map  # noqa: E402
from engine.scenario.model import Calendar, Feature, Unit, Victory  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "scenarios" / "operation_grey_meadow.yaml"
SIZE, PER_SIDE, SEED = 128, 84, 11
# the attacker brings armour and sappers, the defender more infantry and guns
ATTACK = ("infantry", "infantry", "tank", "infantry", "engineer", "scout", "tank", "mortar",
          "infantry", "engineer", "supply_truck", "medic")
DEFEND = ("infantry", "infantry", "infantry", "mortar", "sniper", "infantry", "tank",
          "engineer", "infantry", "supply_truck", "medic", "infantry")
VP_ROWS = (24, 44, 64, 84, 104)  # one village a band, down the middle of the meadow
LAND = ".="

BRIEFING = {
    "grey": (
        "The Grey Army has broken through the northern hills and stands on the edge of the "
        "meadow country. Five villages run down the middle of the plain: take and hold four "
        "of them before the Meadow Guard's reserves arrive at the end of round 16.\n"
        "Your sappers take the villages; your armour clears the way."),
    "meadow": (
        "Hold the line of villages down the middle of the meadow. The reserves arrive at the "
        "end of round 16: as long as the Grey Army holds fewer than four villages then, the "
        "meadow is ours.\n"
        "Your guns are dug in behind the villages; your sappers can retake what is lost."),
}


def free_land(rows: list[str], cols: range, taken: set[tuple[int, int]]) -> list[tuple[int, int]]:
    return [(c, r) for r in range(SIZE) for c in cols if rows[r][c] in LAND and (c, r) not in taken]


def nearest_land(rows: list[str], cell: tuple[int, int]) -> tuple[int, int]:
    col, row = cell
    for radius in range(SIZE):
        for r in range(max(0, row - radius), min(SIZE, row + radius + 1)):
            for c in range(max(0, col - radius), min(SIZE, col + radius + 1)):
                if rows[r][c] in LAND:
                    return c, r
    raise ValueError("no land")


def build() -> str:
    sides = (SideSpec("grey", "Grey Army", "#7f8c8d", "human"),
             SideSpec("meadow", "Meadow Guard", "#27ae60", "ai"))
    s = generate_map(MapGenOptions(name="Operation Grey Meadow", width=SIZE, height=SIZE,
                                   seed=SEED, victory_points=0, sides=sides, river=False))
    rows = s.map.rows
    features = [f for f in s.features if f.kind != "victory_point"]
    vps = [nearest_land(rows, (66, r)) for r in VP_ROWS]
    taken = {f.at for f in features} | set(vps)
    for i, cell in enumerate(vps):
        features.append(Feature(kind="victory_point", at=cell, id=f"vp_village{i + 1}",
                                owner="meadow"))
    rng = random.Random(SEED)
    units: list[Unit] = []
    for side, mix, cols in (("grey", ATTACK, range(34, 52)), ("meadow", DEFEND, range(68, 84))):
        cells = sorted(rng.sample(free_land(rows, cols, taken), PER_SIDE), key=lambda c: (c[1], c[0]))
        for i, cell in enumerate(cells):
            units.append(Unit(id=f"{side[0]}_{mix[i % len(mix)]}{i + 1}", type=mix[i % len(mix)],
                              side=side, at=cell))
    scenario = dataclasses.replace(
        s, features=features, units=units, rounds=16, first_side="grey",
        description=("An operational battle on a 128x128 meadow: 84 units a side fight for a "
                     "line of five villages."),
        calendar=Calendar(season="summer", start_hour=5, hours_per_round=1),
        victory=Victory(destroy_all=True, hold_points=4, on_last_round="meadow"),
        briefing=BRIEFING)
    return dump_scenario(scenario)


def main() -> None:
    text = build()
    checked, problems = scenario_from_text(text)
    errors = [p for p in problems if p.severity == "error"]
    if checked is None or errors:
        raise SystemExit("; ".join(p.message for p in errors[:5]))
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.name}: {len(checked.units)} units, {len(text)} characters")


if __name__ == "__main__":
    main()
