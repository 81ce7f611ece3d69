"""DESIGN.md "Results": the termination kinds live in one place, and a result has four keys."""

from __future__ import annotations

import pytest

from engine.results import TERMINATIONS, game_over_event, make_result, termination_label


def test_the_kinds_are_the_ones_design_md_names():
    assert TERMINATIONS == ("destroy_all", "victory_points", "hold_until", "escort", "kill_unit",
                            "last_round", "end_game", "flag_captured", "no_moves")


def test_a_result_has_the_four_keys_and_the_event_repeats_them():
    result = make_result("red", "red captured the flag", "flag_captured", 7)
    assert result == {"winner": "red", "reason": "red captured the flag",
                      "termination": "flag_captured", "round": 7}
    assert game_over_event(result) == {"type": "game_over", **result}


def test_an_unknown_termination_is_refused_with_the_kinds_listed():
    with pytest.raises(ValueError, match="unknown termination 'surrender'.*destroy_all"):
        make_result(None, "they gave up", "surrender", 3)  # type: ignore[arg-type]


def test_every_kind_and_no_result_have_a_readable_label():
    labels = [termination_label(kind) for kind in (*TERMINATIONS, None)]
    assert all(label and "_" not in label for label in labels)
    assert len(set(labels)) == len(labels)
    assert termination_label(None) == "unfinished"
