"""Frozen records made by `many_fields` (engine/records.py, issue 37): the same records as
`@dataclass(frozen=True)` makes, methods and errors alike, without compiling a method per
field as the class is made."""

from __future__ import annotations

import copy
import dataclasses
import inspect
import pickle
import subprocess
import sys
from typing import Any

import pytest

from conftest import ROOT
from engine.ai.config import default_ai_config
from engine.catalog import Rules, UnitType, load_catalog
from engine.records import many_fields, record


def twins(body: dict[str, Any], post_init: bool = False) -> tuple[type, type]:
    """The same class made by `@dataclass(frozen=True)` and by `many_fields`."""
    made = []
    for make in (dataclasses.dataclass(frozen=True), many_fields):
        namespace = dict(body)
        if post_init:
            def __post_init__(self: Any) -> None:
                if self.a < 0:
                    raise ValueError("a must be >= 0")
                object.__setattr__(self, "checked", True)
            namespace["__post_init__"] = __post_init__
        made.append(make(type("Record", (), namespace)))
    return made[0], made[1]


BODY = {"__annotations__": {"a": "int", "b": "list[int]", "c": "dict[str, int]", "d": "str"},
        "b": dataclasses.field(default_factory=list),
        "c": dataclasses.field(default_factory=dict, compare=False, hash=False),
        "d": "x"}


def outcome(make: Any) -> tuple[str, Any]:
    try:
        return "made", make()
    except Exception as error:  # noqa: BLE001 (the error's kind and text are compared)
        return type(error).__name__, str(error).split("__init__() ")[-1]


def test_the_records_are_those_of_a_frozen_dataclass():
    plain, lean = twins(BODY, post_init=True)
    assert dataclasses.is_dataclass(lean) and lean.__dataclass_params__.frozen
    assert [f.name for f in dataclasses.fields(lean)] == ["a", "b", "c", "d"]
    calls: list[tuple[tuple[Any, ...], dict[str, Any]]] = [
        ((1,), {}), ((1, [2]), {"d": "y"}), ((), {"a": 3, "c": {"k": 1}}), ((1, [2], {}, "z"), {}),
        ((), {}), ((1, [2], {}, "z", 5), {}), ((1,), {"a": 2}), ((1,), {"e": 2}), ((-1,), {})]
    for args, kwargs in calls:
        got = outcome(lambda a=args, k=kwargs: lean(*a, **k))
        want = outcome(lambda a=args, k=kwargs: plain(*a, **k))
        assert got[0] == want[0]
        if got[0] == "made":
            assert repr(got[1]) == repr(want[1]) and got[1].checked
            assert outcome(lambda r=got[1]: hash(r)) == outcome(lambda r=want[1]: hash(r))
            assert dataclasses.astuple(got[1]) == dataclasses.astuple(want[1])
        else:
            assert got[1] == want[1], (args, kwargs)
    one, other = lean(1), lean(1)
    assert one.b is not other.b  # a default factory called for each record
    assert one == other and lean(1, c={"k": 2}) == one and lean(2) != one  # c not compared
    assert hash(lean(1, (2,), {"k": 2})) == hash(lean(1, (2,))) == hash(plain(1, (2,)))
    assert one.__eq__(plain(1)) is NotImplemented and one != plain(1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        one.a = 2  # type: ignore[misc]
    assert dataclasses.replace(one, a=5) == lean(5) and dataclasses.replace(one).checked
    with pytest.raises(ValueError, match="must be >= 0"):
        dataclasses.replace(one, a=-2)
    assert copy.deepcopy(one) == one
    nested = lean(1, [])
    nested.b.append(nested)  # a record in its own repr: "..." as the dataclass writes it
    twin = plain(1, [])
    twin.b.append(twin)
    assert repr(nested) == repr(twin) == "Record(a=1, b=[...], c={}, d='x')"


VARIANTS: list[dict[str, Any]] = [
    {}, {"frozen": True}, {"eq": False}, {"repr": False}, {"frozen": True, "eq": False},
    {"order": True}, {"frozen": True, "unsafe_hash": True}, {"slots": True},
    {"frozen": True, "slots": True}, {"kw_only": True}]
OWN: list[dict[str, Any]] = [
    {}, {"__eq__": lambda self, other: True}, {"__hash__": lambda self: 7},
    {"__repr__": lambda self: "mine"}, {"__eq__": lambda self, other: True, "__hash__": None}]


def test_record_is_a_dataclass_with_the_same_methods():
    """`record(**options)` against `@dataclass(**options)`, on a class of plain fields, one
    out of the comparison and one out of the repr, with its own methods or none."""
    fields = {"__annotations__": {"a": "int", "b": "tuple[int, ...]", "c": "int"},
              "b": dataclasses.field(default=(), compare=False),
              "c": dataclasses.field(default=0, repr=False)}
    for options in VARIANTS:
        for own in OWN:
            made = [outcome(lambda m=make, o=own: m(type("Record", (), {**fields, **o})))
                    for make in (dataclasses.dataclass(**options), record(**options))]
            assert made[0][0] == made[1][0]
            if made[0][0] != "made":  # refused alike (unsafe_hash over the class's own)
                continue
            plain, lean = made[0][1], made[1][1]
            assert dataclasses.is_dataclass(lean) and [f.name for f in dataclasses.fields(
                lean)] == [f.name for f in dataclasses.fields(plain)]
            assert (lean.__hash__ is None) == (plain.__hash__ is None), (options, own)
            for values in ({"a": 1}, {"a": 1, "b": (2,)}, {"a": 2, "c": 3}):
                one, twin = lean(**values), plain(**values)
                if options.get("repr", True):
                    assert repr(one) == repr(twin)
                for other_values in ({"a": 1}, {"a": 1, "b": (3,)}, {"a": 1, "c": 5}):
                    other, other_twin = lean(**other_values), plain(**other_values)
                    assert (one == other) == (twin == other_twin), (options, own, values)
                assert one.__eq__(twin) is twin.__eq__(one) or "__eq__" in own
                if plain.__hash__ not in (None, object.__hash__):
                    assert hash(one) == hash(twin), (options, own, values)


def test_many_fields_keeps_the_class_s_own_methods():
    """As `@dataclass(frozen=True)` keeps them (the catalog's terrain hashes by its id)."""
    for own in OWN:
        plain, lean = twins({**BODY, **own})
        assert (lean.__hash__ is None) == (plain.__hash__ is None), own
        for values in ({"a": 1, "b": (2,)}, {"a": 1, "b": (2,), "c": {"k": 1}}, {"a": 3, "b": ()}):
            one, twin = lean(**values), plain(**values)
            assert repr(one) == repr(twin)
            assert (one == lean(1, (2,))) == (twin == plain(1, (2,)))
            if plain.__hash__ is not None:
                assert hash(one) == hash(twin), (own, values)
    terrain = load_catalog().terrain["F"]
    assert hash(terrain) == hash(terrain) == type(terrain).__dict__["__hash__"](terrain)


def test_other_fields_are_refused():
    with pytest.raises(TypeError, match="plain fields"):
        many_fields(type("R", (), {"__annotations__": {"a": "int", "b": "int"},
                                   "b": dataclasses.field(default=0, repr=False)}))
    with pytest.raises(TypeError, match="plain fields"):
        many_fields(type("R", (), {"__annotations__": {"a": "int"}}))


def dataclass_twin(record: Any) -> Any:
    """The record's values in a `@dataclass(frozen=True)` of the same fields."""
    cls = type(record)
    namespace: dict[str, Any] = {"__annotations__": dict(cls.__annotations__)}
    for f in dataclasses.fields(cls):
        if f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING:
            namespace[f.name] = dataclasses.field(default=f.default,
                                                  default_factory=f.default_factory,
                                                  compare=f.compare, hash=f.hash)
    twin = dataclasses.dataclass(frozen=True)(type(cls.__name__, (), namespace))
    twin.__qualname__ = cls.__qualname__
    return twin(**{f.name: getattr(record, f.name) for f in dataclasses.fields(cls)})


def test_the_ai_numbers_and_the_catalog_read_as_before():
    config = default_ai_config()
    twin = dataclass_twin(config)
    assert repr(config) == repr(twin) and hash(config) == hash(twin)
    assert config.with_overrides({"moves_per_unit": 3}) != config
    assert config.with_overrides({}) == config
    assert pickle.loads(pickle.dumps(config)) == config  # noqa: S301 (our own)
    catalog = load_catalog()
    for item in [catalog.rules, *catalog.units.values(), *catalog.terrain.values()]:
        assert repr(item) == repr(dataclass_twin(item))
    hashed = [u for u in catalog.units.values() if not isinstance(u, Rules)]
    assert all(hash(u) == hash(dataclass_twin(u)) for u in hashed)
    assert isinstance(hashed[0], UnitType)


RECORD_FIELDS: dict[str, Any] = {
    "__doc__": "A record with a docstring (the class `record` makes the methods of).",
    "__annotations__": {"a": "int", "b": "list[int]", "c": "int", "d": "list[int]",
                        "e": "str"},
    "b": dataclasses.field(default_factory=list),
    "c": dataclasses.field(default=3, init=False),
    "d": dataclasses.field(default_factory=lambda: [4], init=False),
    "e": dataclasses.field(default="k", kw_only=True)}
CALLS: list[tuple[tuple[Any, ...], dict[str, Any]]] = [
    ((1,), {}), ((1, [2]), {"e": "y"}), ((), {"a": 3, "b": [5]}), ((), {}), ((1, [2], 3), {}),
    ((1,), {"a": 2}), ((1,), {"c": 2}), ((1,), {"z": 2}), ((-1,), {})]


def made_alike(options: dict[str, Any], post_init: bool) -> tuple[type, type]:
    """The same class made by `@dataclass(**options)` and by `record(**options)`."""
    def __post_init__(self: Any) -> None:
        if self.a < 0:
            raise ValueError("a must be >= 0")

    body = {**RECORD_FIELDS, **({"__post_init__": __post_init__} if post_init else {})}
    return (dataclasses.dataclass(**options)(type("Record", (), dict(body))),
            record(**options)(type("Record", (), dict(body))))


def values_of(one: Any) -> tuple[Any, ...]:
    return tuple(getattr(one, name) for name in ("a", "b", "c", "d", "e"))


def test_record_s_init_and_frozen_guards_are_those_of_a_dataclass():
    """A record class with a docstring: its `__init__` made at its first record and its
    frozen guards generic (records.py), against `@dataclass(**options)`'s: the records,
    the errors of wrong calls, the signature, assigning and deleting fields."""
    for options in [*VARIANTS, {"frozen": True, "kw_only": True}]:
        if options.get("order") or options.get("unsafe_hash"):
            continue  # `@dataclass` itself makes those
        for post_init in (False, True):
            plain, lean = made_alike(options, post_init)
            for args, kwargs in CALLS:
                got = outcome(lambda m=lean, a=args, k=kwargs: m(*a, **k))
                want = outcome(lambda m=plain, a=args, k=kwargs: m(*a, **k))
                assert got[0] == want[0], (options, args, kwargs)
                if got[0] == "made":
                    assert values_of(got[1]) == values_of(want[1])
                else:
                    assert got[1] == want[1], (options, args, kwargs)
            assert str(inspect.signature(lean)) == str(inspect.signature(plain))
            assert lean.__dataclass_params__.init and (
                lean.__dataclass_params__.frozen == plain.__dataclass_params__.frozen)
            one = lean(a=1)
            assert one.b is not lean(a=1).b and one.d is not lean(a=1).d  # factories called
            for change in (lambda r: setattr(r, "a", 2), lambda r: setattr(r, "z", 2),
                           lambda r: delattr(r, "a")):
                one, twin = lean(a=1), plain(a=1)
                assert outcome(lambda c=change, r=one: c(r)) == outcome(
                    lambda c=change, r=twin: c(r))
                assert outcome(lambda r=one: values_of(r)) == outcome(lambda r=twin: values_of(r))


def test_a_frozen_record_s_subclasses_are_checked_as_a_dataclass_s():
    _, lean = made_alike({"frozen": True}, post_init=False)
    with pytest.raises(TypeError, match="cannot inherit non-frozen dataclass from a frozen"):
        record(type("Sub", (lean,), {"__doc__": "A subclass."}))
    sub = record(frozen=True)(type("Sub", (lean,), {"__doc__": "A subclass.",
                                                    "__annotations__": {"f": "int"}, "f": 6}))
    one = sub(1, [2], 7)
    assert values_of(one) + (one.f,) == (1, [2], 3, [4], "k", 7)
    with pytest.raises(dataclasses.FrozenInstanceError):
        one.a = 2  # type: ignore[misc]
    loose = type("Loose", (lean,), {})(1)  # not a dataclass: any attribute but the fields
    loose.z = 2
    with pytest.raises(dataclasses.FrozenInstanceError):
        loose.a = 2
    with pytest.raises(TypeError, match="Cannot overwrite attribute __setattr__"):
        record(frozen=True)(type("Own", (), {"__doc__": "Its own.", "__annotations__": {
            "a": "int"}, "__setattr__": lambda self, name, value: None}))


COUNT_COMPILED = (
    "import sys\ncompiled = []\n"
    "def hook(event, args):\n"
    "    if event == 'compile' and isinstance(args[0], (str, bytes)) and sys._getframe(1).f_code"
    ".co_filename.endswith(('records.py', 'dataclasses.py')):\n"
    "        compiled.append(len(args[0]))\n"
    "sys.addaudithook(hook)\n")


def compiled_in_fresh_process(code: str) -> list[int]:
    """The lengths of the methods' sources `@dataclass` or records.py compiled while
    `code` ran, in a fresh process."""
    out = subprocess.run([sys.executable, "-c", COUNT_COMPILED + code + "\nprint(compiled)"],
                         capture_output=True, text=True, timeout=120, cwd=ROOT, check=True)
    return eval(out.stdout)  # type: ignore[no-any-return]  # noqa: S307 (our own list)


def test_a_record_s_init_is_compiled_at_its_first_record():
    """Nothing compiled as a record class with a docstring is made, its `__init__` at the
    first record, nothing more after (`@dataclass` compiles its `__init__`, and a frozen
    class's guards, as the class is made)."""
    made = ("from engine.records import record\n"
            "@record(frozen=True)\nclass R:\n    'Doc.'\n    a: int\n    b: int = 2\n"
            "at_class = list(compiled)\nR(1)\nat_first = list(compiled)\nR(2, 3)\n"
            "compiled[:] = [len(at_class), len(at_first), len(compiled)]")
    assert compiled_in_fresh_process(made) == [0, 1, 1]


def test_the_ai_numbers_and_the_catalog_compile_no_method():
    """The methods' source compiled as engine/ai/config.py and engine/catalog.py load,
    in a fresh process: none (16,849 characters of frozen guards before the guards were
    generic; 108,252 with `@dataclass(frozen=True)`'s methods)."""
    assert compiled_in_fresh_process("import engine.catalog, engine.ai.config") == []
