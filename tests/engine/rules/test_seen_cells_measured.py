"""While a position is read, a side's first few `sees_cell` questions measure its eyes
instead of making the whole set of cells it sees (issue 37, stop 62): a listing that
asks whether a few targets are seen after the side's eyes moved makes no disc of cells;
past `EYES_MEASURED` questions the set is made once; the answers are the set's."""

from __future__ import annotations

from engine.rules import sight_range, vision
from engine.rules.vision import reading_position
from rules_helpers import U, make_game

CELLS = [(c, r) for r in range(4) for c in range(14)]


def moved_game():
    game = make_game(["." * 14] * 4, [U("r1", "infantry", "red", (0, 0)),
                                      U("r2", "sniper", "red", (3, 3)),
                                      U("b1", "infantry", "blue", (13, 3))])
    game.apply({"type": "move", "unit": "r1", "to": [1, 0]})  # red's eyes moved
    return game


def counting_discs(monkeypatch):
    made: list[int] = []  # one item for each set of seen cells made
    real = sight_range.cells_seen
    monkeypatch.setattr(sight_range, "cells_seen",
                        lambda grid, eyes: made.append(1) or real(grid, eyes))
    return made


def test_a_few_questions_make_no_seen_cells(monkeypatch):
    game = moved_game()
    made = counting_discs(monkeypatch)
    asked = CELLS[:6]  # fewer than `vision.EYES_MEASURED`
    with reading_position():
        answers = [vision.sees_cell(game.state, "red", c) for c in asked]
    assert made == []  # main: the side's seen cells made for the first question
    with reading_position():
        visible = vision.visible_cells(game.state, "red")
    assert made == [1]
    assert answers == [c in visible for c in asked] and any(answers)


def test_many_questions_make_the_seen_cells_once(monkeypatch):
    game = moved_game()
    made = counting_discs(monkeypatch)
    with reading_position():
        answers = [vision.sees_cell(game.state, "red", c) for c in CELLS]
        assert made == [1]
        visible = vision.visible_cells(game.state, "red")
    assert made == [1]
    assert answers == [c in visible for c in CELLS]
    with reading_position():  # the same eyes: the kept set, nothing measured or made
        assert [vision.sees_cell(game.state, "red", c) for c in CELLS] == answers
    assert made == [1]


def test_a_cell_off_the_map_is_not_seen_however_near():
    game = moved_game()
    with reading_position():
        assert not vision.sees_cell(game.state, "red", (1, -1))
        assert vision.sees_cell(game.state, "red", (1, 1))
