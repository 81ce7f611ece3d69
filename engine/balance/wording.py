"""The words of a balance report (verdict, table, chart) as keys and English templates.

The engine speaks English (`english`); the editor passes its own `Say` (the same keys
through Qt's translate(), editor/balance/wording.py), so the verdict, the table and the
chart read in the editor's language while the engine never imports Qt. A template's
placeholders are named; numbers come already formatted ("45%")."""

from __future__ import annotations

from collections.abc import Callable

from engine.results import LABELS

Say = Callable[..., str]

TEMPLATES: dict[str, str] = {
    # the verdict
    "verdict.unbalanced_more": "Not balanced: {side} wins more often than its fair share "
                               "{fair} (95% interval {low}-{high}).",
    "verdict.unbalanced_less": "Not balanced: {side} wins less often than its fair share "
                               "{fair} (95% interval {low}-{high}).",
    "verdict.balanced": "Balanced: every side wins within {margin} of its fair share {fair} "
                        "(95% intervals).",
    "verdict.too_wide": "Too wide to call balanced: the 95% interval of {side} is +-{half} "
                        "after {games} game(s); about {more} more game(s) would narrow it "
                        "to +-{target}.",
    # the table
    "table.head": "{scenario}: {games} game(s), opponent {opponent}, average {rounds} rounds",
    "table.ai_rate": "AI win rate vs {opponent}: {rate} ({wins}/{games})",
    "table.ai_plays": "AI plays",
    "table.games": "games",
    "table.wins": "wins",
    "table.rate": "rate",
    "table.result": "result",
    "table.interval": "95% interval",
    "table.how": "how it ended",
    "table.draw": "draw",
    "table.unfinished": "unfinished",
    "table.by_first": "by who moved first:",
    "table.first_row": "{first} first, {games} game(s): {cells}",
    "table.rounds": "rounds: {histogram}",
    # the chart
    "chart.title": "{scenario}: {games} games",
    "chart.title_vs": "{scenario}: {games} games, AI vs {opponent}",
    "chart.win_rates": "win rates by side",
    "chart.rate_axis": "rate (95% Wilson interval)",
    "chart.how_ended": "how the games ended",
    "chart.end_round_axis": "round the game ended",
    "chart.games_axis": "games",
    "chart.end_round": "round of the end",
    "chart.by_first": "by who moved first",
    "chart.side_wins": "{side} wins",
    "chart.first_games": "{first} first ({games} games)",
    "opponent.random": "random play",
    # strategy probes (engine/balance/probe.py)
    "probe.style.ai_easy": "The AI on easy",
    "probe.style.ai_normal": "The AI on normal",
    "probe.style.ai_hard": "The AI on hard",
    "probe.style.greedy": "A greedy shooter",
    "probe.style.rusher": "A rush for the points",
    "probe.style.turtle": "A turtle in cover",
    "probe.style.first_order": "First orders",
    "probe.style.raider": "A raid on the points",
    "probe.style.ambush": "An ambush in cover",
    "probe.style.artillery": "Artillery first",
    "probe.style.objective": "A rush for the win",
    "probe.style.search": "A searching shooter",
    "probe.style.flanker": "A flank march",
    "probe.style.kiter": "Fire and fall back",
    "probe.style.blitz": "A blitz on the points",
    "probe.style.garrison": "A garrison and a reserve",
    "probe.style.infiltrator": "An unseen infiltration",
    "probe.style.decoy": "A decoy and a raid",
    "probe.style.flag_rush": "A rush for the flag",
    "probe.style.cautious": "A cautious defence",
    "probe.style.scout_probe": "Scouts first",
    "probe.none": "{style} wins none of {games} against {side} ({losses} lost, {draws} drawn).",
    "probe.wins": "{style} wins {wins} of {games} as {side}: {ways}, {when}.",
    "probe.way": "{how} {count}",
    "probe.round": "in round {round}",
    "probe.rounds": "by round {first}-{last}",
    "probe.kept": "{points} taken in round {round} and never retaken.",
    "probe.retaken": "{points} taken in round {round}, some retaken later.",
    "probe.exploit": "exploit",
    "probe.and": "{first} and {last}",
    "probe.head": "Probe of {scenario}: {games} game(s) a style and side; the AI against AI: {verdict}",
    "probe.side": "The AI as {side}:",
    "probe.style": "style",
    "probe.score": "score",
}
# how a game ended (engine.results.LABELS), one key each: "termination.last_round"
TEMPLATES.update({f"termination.{k or 'unfinished'}": v for k, v in LABELS.items()})


def english(key: str, **values: object) -> str:
    """One text of the report in English."""
    return TEMPLATES[key].format(**values)


def termination_words(say: Say, kind: str | None) -> str:
    key = f"termination.{kind or 'unfinished'}"
    return say(key) if key in TEMPLATES else str(kind)


def opponent_words(say: Say, opponent: str) -> str:
    """"random play", or the scripted opponent's name."""
    return say("opponent.random") if opponent == "random" else opponent
