"""Balance runs that are kept (`clumsy balance ... --keep` or `--out FILE`, the editor's
Balance dialog): a run is the file `MISSION.balance.json` beside the mission (or one
chosen), the `--json` result document (engine.balance.json_io: "scenario", "opponent",
"games", "totals", so `--merge` and older readers take it as it is) with more keys:

- "format": "clumsy-balance-run/1";
- "mission_hash": the mission's `scenario_hash` (16 hex digits of the SHA-256 of its
  saved text), "mission": that text, "engine_version": this package's version,
  "created": the UTC time it was written;
- "probe" and "baseline" (a probe's), "sweep" (a sweep's rows), "suggestion" (a
  suggestion's), when the run played them.

A kept run whose hash differs from the mission's now is **stale**; `mission_changes`
says what changed between the mission it played and the mission now, in a designer's
words ("rounds 12 -> 14", "unit b_tank removed").
"""

from __future__ import annotations

import datetime
import json
from collections.abc import Mapping
from dataclasses import field
from pathlib import Path
from typing import Any

from engine.balance.errors import BadInput
from engine.balance.json_io import read_result, result_document, write_result
from engine.balance.run import GameRecord
from engine.records import record
from engine.scenario.io import dump_scenario, scenario_hash
from engine.scenario.model import Scenario

RUN_FORMAT = "clumsy-balance-run/1"
SUFFIX = ".balance.json"


def engine_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("general-clumsy-editor")
    except PackageNotFoundError:  # a checkout run without installing
        return "unknown"


def run_path(mission: str | Path) -> Path:
    """`MISSION.balance.json` beside the mission: `scenarios/x.yaml` -> `scenarios/x.balance.json`."""
    path = Path(mission)
    return path.with_name(path.stem + SUFFIX)


def kept_document(scenario: Scenario, records: list[GameRecord], opponent: str = "ai",
                  extra: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The run's file: the result document of `records` with the mission's hash and text,
    the engine's version, the time, and `extra` (probe, baseline, sweep, suggestion)."""
    doc = result_document(scenario.name, [s.id for s in scenario.sides], records, opponent)
    doc = {"format": RUN_FORMAT, **doc,
           "mission_hash": scenario_hash(scenario), "engine_version": engine_version(),
           "created": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
           "mission": dump_scenario(scenario)}
    doc.update(extra or {})
    return doc


def write_kept(path: str | Path, document: dict[str, Any]) -> None:
    write_result(path, document)


@record
class KeptRun:
    """A kept run read back: the result document's parts, and the keys a kept run adds
    (None in a plain `--json` file of before)."""

    path: str
    scenario: str
    opponent: str
    sides: list[str]
    records: list[GameRecord]
    mission_hash: str | None = None
    mission_text: str | None = None
    engine_version: str | None = None
    created: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)  # probe, baseline, sweep, suggestion

    def is_stale(self, scenario: Scenario) -> bool:
        """The mission changed since the run (a run without a hash is never called fresh)."""
        return self.mission_hash != scenario_hash(scenario)

    def changes(self, scenario: Scenario) -> list[str]:
        """What changed between the mission the run played and `scenario` ([] when none,
        or ["the run does not say which mission it played"] for an older file)."""
        if not self.is_stale(scenario):
            return []
        if self.mission_text is None:
            return ["the run does not say which mission it played"]
        from engine.scenario.io import scenario_from_text

        old, _ = scenario_from_text(self.mission_text, self.path, deep=False)
        if old is None:
            return ["the mission it played cannot be read back"]
        return mission_changes(old, scenario) or ["the mission's text"]


def read_kept(path: str | Path) -> KeptRun:
    """A kept run, or a `--json` result of before (no hash: always stale); anything else
    is a one-line BadInput naming the file."""
    name, opponent, sides, records = read_result(str(path))
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    text = data.get("mission")
    return KeptRun(str(path), name, opponent, sides, records,
                   _str_or_none(data.get("mission_hash")),
                   text if isinstance(text, str) else None,
                   _str_or_none(data.get("engine_version")), _str_or_none(data.get("created")),
                   {k: data[k] for k in ("probe", "baseline", "sweep", "suggestion")
                    if k in data})


def _str_or_none(value: object) -> str | None:
    return value if isinstance(value, str) else None


def read_kept_if_any(path: str | Path) -> KeptRun | None:
    """The kept run at `path`, None when there is none or it cannot be read."""
    if not Path(path).is_file():
        return None
    try:
        return read_kept(path)
    except BadInput:
        return None


# -- what changed --------------------------------------------------------------------------
def mission_changes(old: Scenario, new: Scenario) -> list[str]:
    """The differences between two versions of a mission that matter to its balance, one
    short line each: settings, victory, the map, units added, removed, moved or changed,
    features, events."""
    out: list[str] = []
    a, b = old.to_data(), new.to_data()
    for key in ("rounds", "first_side", "turn_system", "ruleset"):
        if a.get(key) != b.get(key):
            out.append(f"{key} {a.get(key)} -> {b.get(key)}")
    va, vb = a.get("victory", {}), b.get("victory", {})
    for key in sorted(set(va) | set(vb)):
        if va.get(key) != vb.get(key):
            out.append(f"victory {key} {_short(va.get(key))} -> {_short(vb.get(key))}")
    if a["map"] != b["map"]:
        out.append("the map")
    ua = {u["id"]: u for u in a.get("units", [])}
    ub = {u["id"]: u for u in b.get("units", [])}
    out += [f"unit {uid} added ({ub[uid]['side']} {ub[uid]['type']})"
            for uid in ub if uid not in ua]
    out += [f"unit {uid} removed ({ua[uid]['side']} {ua[uid]['type']})"
            for uid in ua if uid not in ub]
    for uid in ua:
        if uid in ub and ua[uid] != ub[uid]:
            if {k: v for k, v in ua[uid].items() if k != "at"} == \
                    {k: v for k, v in ub[uid].items() if k != "at"}:
                out.append(f"unit {uid} moved {ua[uid].get('at')} -> {ub[uid].get('at')}")
            else:
                out.append(f"unit {uid} changed")
    ea = {e["id"]: e for e in a.get("events", [])}
    eb = {e["id"]: e for e in b.get("events", [])}
    out += [f"event {eid} added" for eid in eb if eid not in ea]
    out += [f"event {eid} removed" for eid in ea if eid not in eb]
    out += [f"event {eid}: {_short(ea[eid]['when'])} -> {_short(eb[eid]['when'])}"
            if ea[eid]["when"] != eb[eid]["when"] and ea[eid].get("do") == eb[eid].get("do")
            else f"event {eid} changed"
            for eid in ea if eid in eb and ea[eid] != eb[eid]]
    for key, word in (("features", "features"), ("sides", "sides"),
                      ("areas", "areas"), ("deployment", "deployment"), ("ai", "AI plans")):
        if a.get(key) != b.get(key):
            out.append(f"the {word}")
    return out


def _short(value: object) -> str:
    text = json.dumps(value) if value is not None else "none"
    return text if len(text) <= 40 else text[:37] + "..."
