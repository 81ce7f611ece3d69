"""How a game ended, in a word programs can read (DESIGN.md, "Results").

Every ruleset builds its result here, so `game.result` always has the same four keys:
`{"winner": SIDE | None, "reason": TEXT, "termination": KIND, "round": N}`. People read
`reason` (a mission's reason given in several languages also under `languages`:
engine.scenario.texts.plain_texts); programs (`clumsy play --json`, `clumsy balance`) read `termination`, one of
`TERMINATIONS`: the General Clumsy kinds of RULES.md A12, `end_game` for a mission event
that ends the game, and the Stratego kinds of RULES.md B.

The rules packages import this module, never the reverse.
"""

from __future__ import annotations

from typing import Any, Literal, get_args

from engine.scenario.texts import plain_texts

Termination = Literal["destroy_all", "victory_points", "hold_until", "escort", "kill_unit",
                      "last_round", "end_game", "flag_captured", "no_moves"]
TERMINATIONS: tuple[Termination, ...] = get_args(Termination)

# Short names for tables and charts; None (no result: a game cut short) is "unfinished".
LABELS: dict[str | None, str] = {
    "destroy_all": "all destroyed",
    "victory_points": "victory points",
    "hold_until": "held out",
    "escort": "escorted",
    "kill_unit": "unit killed",
    "last_round": "last round",
    "end_game": "mission event",
    "flag_captured": "flag captured",
    "no_moves": "no moves left",
    None: "unfinished",
}


def make_result(winner: str | None, reason: str, termination: Termination,
                round_: int) -> dict[str, Any]:
    """The `game.result` dict; an unknown termination is a bug in a ruleset, so it raises."""
    if termination not in TERMINATIONS:
        raise ValueError(f"unknown termination {termination!r}; "
                         f"expected one of {', '.join(TERMINATIONS)}")
    return plain_texts({"winner": winner, "reason": reason, "termination": termination,
                        "round": round_})


def game_over_event(result: dict[str, Any]) -> dict[str, Any]:
    """The `game_over` replay event: the result's four keys."""
    return {"type": "game_over", **result}


def termination_label(termination: str | None) -> str:
    """A readable name for a termination kind ("victory_points" -> "victory points")."""
    return LABELS.get(termination, str(termination))
