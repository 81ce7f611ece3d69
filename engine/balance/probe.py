"""Strategy probes (`clumsy balance FILE --probe`, the editor's Probe mode): can the mission
be broken? For each side, the AI (at normal) plays it against a portfolio of opponent
styles: the AI itself at every difficulty level, and every scripted style
(engine/ai/scripts.py: greedy, rusher, turtle, a raid on the points, an ambush in cover,
artillery first, a rush for the win, a search; first orders on `orders` missions; a
ruleset with a turn order of its own brings its own, `Ruleset.scripts`: Stratego's rush for
the flag, cautious defence and scout probe, engine/rulesets/stratego/scripted.py). Each
style's score against that side is its wins + draws/2 with its Wilson interval; a style
is an **exploit** when it wins at least balance.yaml's `probe_exploit_score` of its games
and its interval's low end lies above `probe_exploit_low`, against a side that the
AI-vs-AI run calls fair or close (not a side it already finds short of its share). The
report says it in a designer's words, from the games' own events: how the style won, by
which round, and which points it took and whether the side ever retook them.

The games are the balance loop's (engine.balance.run.run_played: processes or a Dask
cluster); a game depends only on its seed, so a probe is reproducible. Against a script
the AI plays side `seed % sides`, so the seeds of a side are chosen to give it that side.
"""

from __future__ import annotations

import statistics
import threading
import time
from collections.abc import Callable, Mapping
from concurrent.futures import Executor
from dataclasses import field
from typing import Any

from engine.balance.run import PlayedGame, Source, default_executor, run_played, scenario_of
from engine.balance.stats import balance_numbers, verdict, wilson
from engine.balance.wording import Say, english, termination_words
from engine.records import record

AI_LEVELS = ("easy", "normal", "hard")
Progress = Callable[[int, int], None]


def probe_styles(scenario: Any) -> list[str]:
    """The styles a probe plays: the AI at each level ("ai:easy"...), then every script
    that plays this mission (first_order only under `orders`; not the held-out scripts,
    which are the AI's own measure, engine/ai/scripts.py `HELDOUT`)."""
    from engine.ai.scripts import HELDOUT, SCRIPTS  # the AI: only when probing
    from engine.ruleset import ruleset_of

    ruleset = ruleset_of(scenario)
    if not ruleset.turn_systems():  # the shared scripts play the shared rules only; a
        # ruleset with a turn order of its own brings its own (Stratego's: a rush for the
        # flag, a cautious defence, a scout probe: engine/rulesets/stratego/scripted.py)
        return [*(f"ai:{level}" for level in AI_LEVELS), *ruleset.scripts]
    scripts = [n for n in SCRIPTS if n not in HELDOUT
               and (n != "first_order" or scenario.turn_system == "orders")]
    return [*(f"ai:{level}" for level in AI_LEVELS), *scripts]


def style_seeds(sides: list[str], side: str, style: str, games: int,
                seed_start: int = 0) -> list[int]:
    """`games` seeds on which the AI plays `side` against `style` (a script plays the
    other sides when `seed % len(sides)` picks `side` for the AI; an AI style plays on
    every seed)."""
    if style.startswith("ai:"):
        return list(range(seed_start, seed_start + games))
    n, index = len(sides), sides.index(side)
    return [(seed_start + k) * n + index for k in range(games)]


@record
class GameStory:
    """What one game tells a probe: who won, how and when, and the points taken."""

    seed: int
    winner: str | None
    termination: str | None
    rounds: int
    # vp id -> (side, round) of every capture, in order
    captures: list[tuple[str, str, int]] = field(default_factory=list)


def game_story(played: PlayedGame) -> GameStory:
    record = played.record
    story = GameStory(record["seed"], record["winner"], record["termination"],
                      record["rounds"])
    round_now = 0
    for e in (played.replay or {}).get("events", []):
        if isinstance(e.get("round"), int):
            round_now = e["round"]
        if e.get("type") == "captured":
            story.captures.append((str(e.get("vp")), str(e.get("side")), round_now))
    return story


@record
class StyleResult:
    """One style against the AI playing `side`."""

    style: str
    side: str  # the side the AI plays
    stories: list[GameStory] = field(default_factory=list)
    typical: dict[str, Any] | None = None  # the replay of a game it won, else its first
    exploit: bool = False
    sentence: str = ""
    seconds: float = 0.0  # the wall time of its games (benchmarks/bench_probe.py)

    @property
    def games(self) -> int:
        return len(self.stories)

    @property
    def wins(self) -> int:  # the style's: a winner that is not the AI's side
        return sum(s.winner is not None and s.winner != self.side for s in self.stories)

    @property
    def draws(self) -> int:
        return sum(s.winner is None and s.termination is not None for s in self.stories)

    @property
    def score(self) -> float:
        return (self.wins + self.draws / 2) / self.games if self.games else 0.0

    def interval(self) -> tuple[float, float]:
        return wilson(int(round(self.wins + self.draws / 2)), self.games)

    def row(self) -> dict[str, Any]:
        low, high = self.interval()
        return {"style": self.style, "games": self.games, "wins": self.wins,
                "draws": self.draws, "score": self.score, "low": low, "high": high,
                "exploit": self.exploit, "sentence": self.sentence}


def style_name(style: str, say: Say = english) -> str:
    return say(f"probe.style.{style.replace(':', '_')}")


def side_names(scenario: Any) -> dict[str, str]:
    """{side id: the name the mission gives it} (its id where it has no name): the words
    of a probe name sides as the mission, the dialog and the log do."""
    return {s.id: s.name or s.id for s in scenario.sides}


def tell(result: StyleResult, sides: list[str], say: Say = english,
         names: Mapping[str, str] | None = None) -> str:
    """The style's games in a designer's words, from their own events; sides by their
    names in `names` (ids where it has none)."""
    shown = names or {}
    style = style_name(result.style, say)
    others = [s for s in sides if s != result.side]
    won = [s for s in result.stories if s.winner is not None and s.winner != result.side]
    if not won:
        return say("probe.none", style=style, games=result.games,
                   side=shown.get(result.side, result.side),
                   losses=result.games - result.draws, draws=result.draws)
    how: dict[str, int] = {}
    for s in won:
        label = termination_words(say, s.termination)
        how[label] = how.get(label, 0) + 1
    ways = ", ".join(say("probe.way", how=h, count=c) for h, c in
                     sorted(how.items(), key=lambda kv: (-kv[1], kv[0])))
    rounds = sorted(s.rounds for s in won)
    when = (say("probe.round", round=rounds[0]) if rounds[0] == rounds[-1]
            else say("probe.rounds", first=rounds[0], last=rounds[-1]))
    text = say("probe.wins", style=style, wins=len(won), games=result.games,
               side=" / ".join(shown.get(w, w) for w in others), ways=ways, when=when)
    points = _points_taken(won, result.side)
    if points:
        taken, first, retaken = points
        key = "probe.kept" if not retaken else "probe.retaken"
        listed = (taken[0] if len(taken) == 1 else
                  say("probe.and", first=", ".join(taken[:-1]), last=taken[-1]))
        text += " " + say(key, points=listed, round=first)
    return text


def _points_taken(won: list[GameStory], ai_side: str
                  ) -> tuple[list[str], int, bool] | None:
    """The points the style took in at least half of its wins, the median round it first
    took them, and whether the AI's side ever took one of them back afterwards."""
    counts: dict[str, int] = {}
    firsts: list[int] = []
    retaken = False
    for s in won:
        first: dict[str, int] = {}
        for vp, side, rnd in s.captures:
            if side != ai_side and vp not in first:
                first[vp] = rnd
            elif side == ai_side and vp in first:
                retaken = True
        for vp in first:
            counts[vp] = counts.get(vp, 0) + 1
        firsts += list(first.values())
    often = sorted(vp for vp, c in counts.items() if 2 * c >= len(won))
    if not often or not firsts:
        return None
    return often, int(statistics.median(firsts)), retaken


def side_fair_or_close(baseline: list[Mapping[str, Any]], sides: list[str],
                       side: str) -> bool:
    """The AI-vs-AI run does not find `side` short of its share (its verdict is balanced
    or too wide, or the unbalance is in `side`'s favour)."""
    v = verdict(sides, list(baseline))
    if v.kind != "unbalanced":
        return True
    named = v.values.get("side")
    more = v.key.endswith("_more")
    return (named == side) == more


@record
class Probe:
    """A whole probe: the AI-vs-AI baseline and every style against every side."""

    scenario: Any
    baseline: list[dict[str, Any]] = field(default_factory=list)
    results: list[StyleResult] = field(default_factory=list)
    cancelled: bool = False

    def document(self) -> dict[str, Any]:
        """The `--json` shape: {"probe": {SIDE: [row, ...]}, "baseline": {...}, "names"}.
        The baseline's verdict is data in no language: {"kind", "key", "values"} (the
        side in `values` by its id), worded by `verdict_words` in the reader's language."""
        sides = [s.id for s in self.scenario.sides]
        probe: dict[str, list[dict[str, Any]]] = {s: [] for s in sides}
        for r in self.results:
            probe[r.side].append(r.row())
        v = verdict(sides, self.baseline) if self.baseline else None
        return {"scenario": self.scenario.name, "names": side_names(self.scenario),
                "probe": probe,
                "baseline": {"games": len(self.baseline),
                             "verdict": (None if v is None else
                                         {"kind": v.kind, "key": v.key,
                                          "values": dict(v.values)}),
                             "results": self.baseline}}


def verdict_words(baseline: Mapping[str, Any], say: Say = english,
                  names: Mapping[str, str] | None = None) -> str:
    """The baseline's verdict of a probe document in the words of `say`, the side by its
    name in `names`; "-" when no baseline game was played."""
    v = baseline.get("verdict")
    if not v:
        return "-"
    values = dict(v["values"])
    if "side" in values:
        values["side"] = (names or {}).get(str(values["side"]), values["side"])
    return say(v["key"], **values)


def run_probe(source: Source, games: int, *, jobs: int = 1, seed_start: int = 0,
              styles: list[str] | None = None, executor: Executor | None = None,
              cancel: threading.Event | None = None, progress: Progress | None = None,
              max_rounds: int | None = None, say: Say = english) -> Probe:
    """Play the baseline (AI against AI, `games` games) and, for each side, `games` games
    of every style against it; sum them up with the exploit flags and sentences."""
    scenario = scenario_of(source)
    sides = [s.id for s in scenario.sides]
    chosen = styles if styles is not None else probe_styles(scenario)
    plan: list[tuple[str | None, str, list[int]]] = [(None, "ai:normal",
                                                      list(range(seed_start,
                                                                 seed_start + games)))]
    for side in sides:
        for style in chosen:
            plan.append((side, style, style_seeds(sides, side, style, games, seed_start)))
    total = sum(len(p[2]) for p in plan)
    if progress:
        progress(0, total)
    probe = Probe(scenario)
    own_pool = executor is None  # one pool for the whole probe, not one a style
    pool = executor if executor is not None else default_executor(jobs)
    try:
        _play_plan(probe, source, plan, pool, jobs, cancel, progress, total, max_rounds)
    finally:
        if own_pool:
            pool.shutdown(wait=True, cancel_futures=True)
    names = side_names(scenario)
    for r in probe.results:
        r.exploit = is_exploit(r, probe.baseline, sides)
        r.sentence = tell(r, sides, say, names)
    return probe


def probe_style(source: Source, side: str, style: str, games: int, *, jobs: int = 1,
                seed_start: int = 0, baseline: list[Mapping[str, Any]] | None = None,
                executor: Executor | None = None, cancel: threading.Event | None = None,
                progress: Progress | None = None, max_rounds: int | None = None,
                say: Say = english) -> StyleResult:
    """One cell of a probe played on its own: `games` games of `style` against the AI
    (at normal) playing `side`, on the very seeds `run_probe` from `seed_start` gives that
    cell, so N games extend a smaller probe's N' < N. The result is judged by the exploit
    rule against `baseline` (a probe's AI-vs-AI records, its document's
    `baseline.results`; none: the style alone decides) and told in a sentence. A side or a
    style the mission does not have is a ValueError naming it."""
    scenario = scenario_of(source)
    sides = [s.id for s in scenario.sides]
    if side not in sides:
        raise ValueError(f"no side {side!r} in {scenario.name} (its sides: "
                         f"{', '.join(sides)})")
    styles = probe_styles(scenario)
    if style not in styles:
        raise ValueError(f"no probe style {style!r} for {scenario.name} (its styles: "
                         f"{', '.join(styles)})")
    seeds = style_seeds(sides, side, style, games, seed_start)
    probe = Probe(scenario)
    if progress:
        progress(0, len(seeds))
    own_pool = executor is None
    pool = executor if executor is not None else default_executor(jobs)
    try:
        _play_plan(probe, source, [(side, style, seeds)], pool, jobs, cancel, progress,
                   len(seeds), max_rounds)
    finally:
        if own_pool:
            pool.shutdown(wait=True, cancel_futures=True)
    result = probe.results[0] if probe.results else StyleResult(style, side)
    result.exploit = is_exploit(result, list(baseline or []), sides)
    result.sentence = tell(result, sides, say, side_names(scenario))
    return result


def _play_plan(probe: Probe, source: Source, plan: list[tuple[str | None, str, list[int]]],
               pool: Executor, jobs: int, cancel: threading.Event | None,
               progress: Progress | None, total: int, max_rounds: int | None) -> None:
    sides = [s.id for s in probe.scenario.sides]
    done = 0
    for side, style, seeds in plan:
        if cancel is not None and cancel.is_set():
            probe.cancelled = True
            break
        result = StyleResult(style, side or "")
        opponent, difficulty = _players(style, side, sides)
        started = time.perf_counter()
        for played in run_played(source, seeds, pool, jobs=jobs, opponent=opponent,
                                 max_rounds=max_rounds, cancel=cancel, replays=True,
                                 difficulty=difficulty):
            if side is None:
                probe.baseline.append(played.record)
            else:
                story = game_story(played)
                result.stories.append(story)
                style_won = story.winner is not None and story.winner != side
                if result.typical is None or (style_won and not _won_typical(result)):
                    result.typical = played.replay
            done += 1
            if progress:
                progress(done, total)
        result.seconds = time.perf_counter() - started
        if side is not None and result.stories:
            result.stories.sort(key=lambda s: s.seed)
            probe.results.append(result)


def is_exploit(result: StyleResult, baseline: list[Mapping[str, Any]],
               sides: list[str]) -> bool:
    """Wins at least `probe_exploit_score` of its games, its interval's low end above
    `probe_exploit_low` (balance.yaml), against a side the AI-vs-AI run calls fair or
    close."""
    numbers = balance_numbers()
    if not result.games:
        return False
    low, _ = wilson(result.wins, result.games)
    return (result.wins / result.games >= numbers.probe_exploit_score
            and low > numbers.probe_exploit_low
            and (not baseline or side_fair_or_close(baseline, sides, result.side)))


def _won_typical(result: StyleResult) -> bool:
    typical = result.typical or {}
    winner = (typical.get("result") or {}).get("winner")
    return winner is not None and winner != result.side


def _players(style: str, side: str | None, sides: list[str]
             ) -> tuple[str, dict[str, str] | None]:
    """(the balance loop's opponent, the AI's levels) for a style against `side`."""
    if not style.startswith("ai:"):
        return style, None
    level = style.split(":", 1)[1]
    if side is None:
        return "ai", None
    return "ai", {s: (level if s != side else "normal") for s in sides}
