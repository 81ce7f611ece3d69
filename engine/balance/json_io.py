"""The `clumsy balance --json` result file and `--merge` (DESIGN.md, "Command line"):
`{"scenario", "opponent", "games": [records], "totals": {SIDE or "draw": {"games", "rate",
"low", "high"}}}`, the totals in the scenario's side order then "draw". Result files of
different seed ranges of one mission merge into one; a seed counted twice, another
mission or another opponent is refused with a one-line error naming the files. Kept runs
(engine.balance.kept: the same document with the mission's hash and text) merge alike;
two of them that played different versions of the mission are refused, and the merge
keeps the hash and text when every file that has one agrees."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from engine.balance.errors import BadInput
from engine.balance.run import GameRecord
from engine.balance.stats import totals
from engine.results import TERMINATIONS
from engine.scenario.io import write_text_atomic

RECORD_KEYS = ("seed", "winner", "termination", "rounds")


def result_document(scenario: str, sides: list[str], records: list[GameRecord],
                    opponent: str = "ai") -> dict[str, Any]:
    games = sorted(({k: r[k] for k in RECORD_KEYS} for r in records), key=lambda r: r["seed"])
    return {"scenario": scenario, "opponent": opponent, "games": games,
            "totals": totals(sides, games)}


def write_result(path: str | Path, document: dict[str, Any]) -> None:
    try:
        write_text_atomic(path, json.dumps(document, indent=1) + "\n")
    except OSError as exc:
        raise BadInput(f"{path}: cannot write the results: {exc.strerror or exc}") from exc


def _record(path: str, index: int, raw: object, sides: list[str]) -> GameRecord:
    where = f"{path}: games[{index}]"
    if not isinstance(raw, dict) or set(raw) < set(RECORD_KEYS):
        raise BadInput(f"{where}: expected an object with {', '.join(RECORD_KEYS)}")
    seed, winner, termination, rounds = (raw[k] for k in RECORD_KEYS)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise BadInput(f"{where}: seed must be a whole number, got {seed!r}")
    if winner is not None and winner not in sides:
        raise BadInput(f"{where}: winner {winner!r} is not one of the sides {', '.join(sides)}")
    if termination is not None and termination not in TERMINATIONS:
        raise BadInput(f"{where}: unknown termination {termination!r}")
    if not isinstance(rounds, int) or isinstance(rounds, bool) or rounds < 0:
        raise BadInput(f"{where}: rounds must be a whole number >= 0, got {rounds!r}")
    return {"seed": seed, "winner": winner, "termination": termination, "rounds": rounds}


def read_result(path: str) -> tuple[str, str, list[str], list[GameRecord]]:
    """scenario name, opponent, sides (the totals' keys but "draw") and the records of one
    result file; anything else is a BadInput naming the file and the key."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise BadInput(f"{path}: cannot read the results: {exc.strerror or exc}") from exc
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise BadInput(f"{path}: not valid JSON: {exc}") from exc
    except RecursionError:  # lists inside lists thousands deep: no result file nests so
        raise BadInput(f"{path}: the JSON nests too deep; a clumsy balance --json result "
                       "nests 4 levels") from None
    if not isinstance(data, dict):
        raise BadInput(f"{path}: expected a clumsy balance --json result object")
    for key, kind in (("scenario", str), ("games", list), ("totals", dict)):
        if not isinstance(data.get(key), kind):
            raise BadInput(f"{path}: missing or wrong key {key!r} (is it a clumsy balance "
                           f"--json file?)")
    sides = [k for k in data["totals"] if k != "draw"]
    if not sides:
        raise BadInput(f"{path}: the totals name no side")
    opponent = data.get("opponent", "ai")
    records = [_record(path, i, raw, sides) for i, raw in enumerate(data["games"])]
    return data["scenario"], str(opponent), sides, records


KEPT_KEYS = ("format", "mission_hash", "engine_version", "mission")


def _kept_keys(path: str) -> dict[str, Any]:
    """The kept run's keys of a result file already read by read_result (none: {})."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    return {k: data[k] for k in KEPT_KEYS if isinstance(data.get(k), str)}


def merge_results(paths: Sequence[str]) -> dict[str, Any]:
    """One result document from several of the same mission and opponent; a seed in two
    files is an error (the same game counted twice)."""
    if len(paths) < 2:
        raise BadInput("--merge needs at least two result files")
    first_scenario, first_opponent, first_sides, _ = read_result(paths[0])
    seen: dict[int, str] = {}
    merged: list[GameRecord] = []
    kept: dict[str, Any] = {}
    hashed_by = ""
    for path in paths:
        scenario, opponent, sides, records = read_result(path)
        if scenario != first_scenario:
            raise BadInput(f"{path}: results of {scenario!r}, not of {first_scenario!r} "
                           f"as {paths[0]}")
        if opponent != first_opponent:
            raise BadInput(f"{path}: opponent {opponent!r}, not {first_opponent!r} as {paths[0]}")
        if sides != first_sides:
            raise BadInput(f"{path}: sides {', '.join(sides)}, not {', '.join(first_sides)} "
                           f"as {paths[0]}")
        keys = _kept_keys(path)
        if "mission_hash" in keys:
            if kept and keys["mission_hash"] != kept["mission_hash"]:
                raise BadInput(f"{path}: a run of another version of the mission than "
                               f"{hashed_by} (mission_hash {keys['mission_hash']}, not "
                               f"{kept['mission_hash']})")
            if not kept:
                kept, hashed_by = keys, path
        for record in records:
            if record["seed"] in seen:
                raise BadInput(f"{path}: seed {record['seed']} is also in {seen[record['seed']]}; "
                               "merge result files of different seed ranges")
            seen[record["seed"]] = path
            merged.append(record)
        if not records:
            raise BadInput(f"{path}: no games")
    document = result_document(first_scenario, first_sides, merged, first_opponent)
    if kept:  # kept runs stay kept runs: the merged file says which mission it played
        document = {**{k: v for k, v in kept.items() if k == "format"}, **document,
                    **{k: v for k, v in kept.items() if k != "format"}}
    return document
