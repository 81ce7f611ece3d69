"""The balance report's words (verdict, table, chart) in the editor's language: each key
of engine/balance/wording.py with its English template through Qt's translate() (context
"BalanceWords"), so lupdate finds them; `say` is what the dialog hands the engine's
table, chart and verdict. Its test (test_balance_words.py, in tests/editor/balance) holds
the two lists equal."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from engine.balance.wording import TEMPLATES

translate = QCoreApplication.translate

WORDS: dict[str, Callable[[], str]] = {
    'verdict.unbalanced_more': lambda: translate("BalanceWords", 'Not balanced: {side} wins more often than its fair share {fair} (95% interval {low}-{high}).'),
    'verdict.unbalanced_less': lambda: translate("BalanceWords", 'Not balanced: {side} wins less often than its fair share {fair} (95% interval {low}-{high}).'),
    'verdict.balanced': lambda: translate("BalanceWords", 'Balanced: every side wins within {margin} of its fair share {fair} (95% intervals).'),
    'verdict.too_wide': lambda: translate("BalanceWords", 'Too wide to call balanced: the 95% interval of {side} is +-{half} after {games} game(s); about {more} more game(s) would narrow it to +-{target}.'),
    'table.head': lambda: translate("BalanceWords", '{scenario}: {games} game(s), opponent {opponent}, average {rounds} rounds'),
    'table.ai_rate': lambda: translate("BalanceWords", 'AI win rate vs {opponent}: {rate} ({wins}/{games})'),
    'table.ai_plays': lambda: translate("BalanceWords", 'AI plays'),
    'table.games': lambda: translate("BalanceWords", 'games'),
    'table.wins': lambda: translate("BalanceWords", 'wins'),
    'table.rate': lambda: translate("BalanceWords", 'rate'),
    'table.result': lambda: translate("BalanceWords", 'result'),
    'table.interval': lambda: translate("BalanceWords", '95% interval'),
    'table.how': lambda: translate("BalanceWords", 'how it ended'),
    'table.draw': lambda: translate("BalanceWords", 'draw'),
    'table.unfinished': lambda: translate("BalanceWords", 'unfinished'),
    'table.by_first': lambda: translate("BalanceWords", 'by who moved first:'),
    'table.first_row': lambda: translate("BalanceWords", '{first} first, {games} game(s): {cells}'),
    'table.rounds': lambda: translate("BalanceWords", 'rounds: {histogram}'),
    'chart.title': lambda: translate("BalanceWords", '{scenario}: {games} games'),
    'chart.title_vs': lambda: translate("BalanceWords", '{scenario}: {games} games, AI vs {opponent}'),
    'chart.win_rates': lambda: translate("BalanceWords", 'win rates by side'),
    'chart.rate_axis': lambda: translate("BalanceWords", 'rate (95% Wilson interval)'),
    'chart.how_ended': lambda: translate("BalanceWords", 'how the games ended'),
    'chart.end_round_axis': lambda: translate("BalanceWords", 'round the game ended'),
    'chart.games_axis': lambda: translate("BalanceWords", 'games'),
    'chart.end_round': lambda: translate("BalanceWords", 'round of the end'),
    'chart.by_first': lambda: translate("BalanceWords", 'by who moved first'),
    'chart.side_wins': lambda: translate("BalanceWords", '{side} wins'),
    'chart.first_games': lambda: translate("BalanceWords", '{first} first ({games} games)'),
    'opponent.random': lambda: translate("BalanceWords", 'random play'),
    'probe.style.ai_easy': lambda: translate("BalanceWords", 'The AI on easy'),
    'probe.style.ai_normal': lambda: translate("BalanceWords", 'The AI on normal'),
    'probe.style.ai_hard': lambda: translate("BalanceWords", 'The AI on hard'),
    'probe.style.greedy': lambda: translate("BalanceWords", 'A greedy shooter'),
    'probe.style.rusher': lambda: translate("BalanceWords", 'A rush for the points'),
    'probe.style.turtle': lambda: translate("BalanceWords", 'A turtle in cover'),
    'probe.style.first_order': lambda: translate("BalanceWords", 'First orders'),
    'probe.style.raider': lambda: translate("BalanceWords", 'A raid on the points'),
    'probe.style.ambush': lambda: translate("BalanceWords", 'An ambush in cover'),
    'probe.style.artillery': lambda: translate("BalanceWords", 'Artillery first'),
    'probe.style.objective': lambda: translate("BalanceWords", 'A rush for the win'),
    'probe.style.search': lambda: translate("BalanceWords", 'A searching shooter'),
    'probe.style.flanker': lambda: translate("BalanceWords", 'A flank march'),
    'probe.style.kiter': lambda: translate("BalanceWords", 'Fire and fall back'),
    'probe.style.blitz': lambda: translate("BalanceWords", 'A blitz on the points'),
    'probe.style.garrison': lambda: translate("BalanceWords", 'A garrison and a reserve'),
    'probe.style.infiltrator': lambda: translate("BalanceWords", 'An unseen infiltration'),
    'probe.style.decoy': lambda: translate("BalanceWords", 'A decoy and a raid'),
    'probe.style.flag_rush': lambda: translate("BalanceWords", 'A rush for the flag'),
    'probe.style.cautious': lambda: translate("BalanceWords", 'A cautious defence'),
    'probe.style.scout_probe': lambda: translate("BalanceWords", 'Scouts first'),
    'probe.none': lambda: translate("BalanceWords", '{style} wins none of {games} against {side} ({losses} lost, {draws} drawn).'),
    'probe.wins': lambda: translate("BalanceWords", '{style} wins {wins} of {games} as {side}: {ways}, {when}.'),
    'probe.way': lambda: translate("BalanceWords", '{how} {count}'),
    'probe.round': lambda: translate("BalanceWords", 'in round {round}'),
    'probe.rounds': lambda: translate("BalanceWords", 'by round {first}-{last}'),
    'probe.kept': lambda: translate("BalanceWords", '{points} taken in round {round} and never retaken.'),
    'probe.retaken': lambda: translate("BalanceWords", '{points} taken in round {round}, some retaken later.'),
    'probe.exploit': lambda: translate("BalanceWords", 'exploit'),
    'probe.and': lambda: translate("BalanceWords", '{first} and {last}'),
    'probe.head': lambda: translate("BalanceWords", 'Probe of {scenario}: {games} game(s) a style and side; the AI against AI: {verdict}'),
    'probe.side': lambda: translate("BalanceWords", 'The AI as {side}:'),
    'probe.style': lambda: translate("BalanceWords", 'style'),
    'probe.score': lambda: translate("BalanceWords", 'score'),
    'termination.destroy_all': lambda: translate("BalanceWords", 'all destroyed'),
    'termination.victory_points': lambda: translate("BalanceWords", 'victory points'),
    'termination.hold_until': lambda: translate("BalanceWords", 'held out'),
    'termination.escort': lambda: translate("BalanceWords", 'escorted'),
    'termination.kill_unit': lambda: translate("BalanceWords", 'unit killed'),
    'termination.last_round': lambda: translate("BalanceWords", 'last round'),
    'termination.end_game': lambda: translate("BalanceWords", 'mission event'),
    'termination.flag_captured': lambda: translate("BalanceWords", 'flag captured'),
    'termination.no_moves': lambda: translate("BalanceWords", 'no moves left'),
    'termination.unfinished': lambda: translate("BalanceWords", 'unfinished'),
}


def say(key: str, **values: object) -> str:
    """One text of the report in the editor's language (English for a key it lacks)."""
    words = WORDS.get(key)
    return (words() if words is not None else TEMPLATES[key]).format(**values)
