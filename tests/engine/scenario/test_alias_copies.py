"""The uses of an alias (issue 37, `yaml_source._Builder._copy`): each use is a value of
its own, as deepcopy's copies were (a change of one use changes no other use and not the
anchor), with deepcopy's values, but made without deepcopy: an anchored list or mapping is
marshalled once and each use loaded from it; an anchored scalar is shared."""

from __future__ import annotations

import copy
import marshal
import math

import pytest
from counting import calls_of

from engine.scenario import yaml_source
from engine.scenario.yaml_source import YamlSourceError


def build(text: str):  # type: ignore[no-untyped-def]
    return yaml_source.build_yaml(text).document()


@pytest.fixture
def deepcopies(monkeypatch) -> list[object]:
    return calls_of(monkeypatch, copy, "deepcopy")


@pytest.fixture
def dumps(monkeypatch) -> list[object]:
    return calls_of(monkeypatch, yaml_source.marshal, "dumps")


TEXT = ("unit: &u {kind: tank, hp: 3, at: [1, 2], orders: [{go: [3, 4]}], x: 1.5, "
        "big: 99999999999999999999999, ok: yes, none: ~}\n"
        "a: *u\nb: [*u, *u]\n")


def test_each_use_of_an_alias_is_its_own_value_made_without_deepcopy(deepcopies, dumps) -> None:
    doc = build(TEXT)
    unit = doc.data["unit"]
    uses = [doc.data["a"], *doc.data["b"]]
    assert deepcopies == [] and len(dumps) == 1  # marshalled once for three uses
    assert all(use == unit and list(use) == list(unit) for use in uses)
    assert [type(v) for v in uses[0].values()] == [type(v) for v in unit.values()]
    # nothing mutable shared: a change of one use shows nowhere else
    uses[0]["at"].append(9)
    uses[1]["orders"][0]["go"][0] = -1
    uses[2]["hp"] = 0
    assert unit == build(TEXT).data["unit"]
    assert uses[0]["at"] == [1, 2, 9] and uses[1]["at"] == [1, 2] and uses[2]["at"] == [1, 2]
    assert uses[0]["orders"] == uses[2]["orders"] == [{"go": [3, 4]}]
    assert uses[0]["hp"] == uses[1]["hp"] == 3
    ids = {id(v) for use in [unit, *uses] for v in (use, use["at"], use["orders"],
                                                    use["orders"][0], use["orders"][0]["go"])}
    assert len(ids) == 5 * 4


@pytest.mark.parametrize("text", [
    TEXT + "s: &s a long text\nt: [*s, *s]\nr: &u [1]\nq: *u\n",  # &u named again
    TEXT + "n: &n [&m .nan, *m]\no: *n\np: *u\n",
])
def test_the_copies_are_deepcopys(text) -> None:
    """The same document, value for value and mark for mark, as deepcopy's copies made."""
    doc = build(text)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(yaml_source._Builder, "_copy", lambda self, anchor, v: copy.deepcopy(v))
        old = build(text)
    assert (doc.data, doc.marks, doc.key_marks) == (old.data, old.marks, old.key_marks)
    if "q" in doc.data:
        assert doc.data["t"][0] is doc.data["s"]  # a scalar shared, as deepcopy shares it
        assert doc.data["q"] == [1]  # an anchor named again: its new value


def test_a_nan_keeps_deepcopys_sharing(deepcopies) -> None:
    """deepcopy's copy holds the anchor's NaN object, so the two lists compare equal; a
    marshalled copy would hold a NaN of its own, and they would not."""
    doc = build("a: &x [.nan]\nb: *x\n")
    assert math.isnan(doc.data["b"][0]) and doc.data["a"] == doc.data["b"]
    assert doc.data["a"] is not doc.data["b"] and len(deepcopies) == 1
    assert marshal.loads(marshal.dumps(doc.data["a"])) != doc.data["a"]  # why


def test_the_alias_limits_and_errors_stand_where_they_stood() -> None:
    with pytest.raises(YamlSourceError, match="no anchor '&y' before it") as caught:
        build("a: &x [1]\nb: *x\nc: *y\n")
    assert (caught.value.line, caught.value.column) == (3, 4)
    with pytest.raises(YamlSourceError, match="stands inside the value it names") as caught:
        build("a: &x [1, *x]\n")
    assert (caught.value.line, caught.value.column) == (1, 11)
    bomb = 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n' + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [" + ",".join([f"*{chr(97 + i)}"] * 9) + "]\n"
        for i in range(9))
    with pytest.raises(YamlSourceError, match="alias bomb") as caught:
        build(bomb)
    assert caught.value.line == 6
