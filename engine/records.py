"""The engine's dataclasses, made without compiling most of their methods (issue 37).

`@dataclass` writes each method of a class (`__init__`, `__repr__`, `__eq__`, `__hash__`,
a frozen class's guards) as Python source naming every field and compiles it as the
class is made: an AI round's process compiled 415 of them as its modules loaded (about
0.055 CPU-s, a twentieth of the process; 108,252 characters for the AI's numbers,
`AIConfig` with 242 fields, the rules' and the catalog's types alone). Here those methods
are made once, generic over a class's fields, with the same values, order and errors as
the generated ones (tests/engine/test_records.py holds them equal to `@dataclass`'s):

- `record(**options)`, the engine's `@dataclass`: the same options; `__repr__` is
  `Name(field=repr, ...)` ("..." for a record met again within its own repr), `__eq__`
  compares the compared fields' values as one tuple when the other is of the same class
  (else NotImplemented), a frozen record's `__hash__` hashes the tuple of those hashed, a
  mutable one's is None; none of them over the class's own (as `@dataclass` sets them).
  The `__init__` stays `@dataclass`'s (records made often are made fastest by it).
- `many_fields`, `record(frozen=True)` with a generic `__init__` too, for records made
  once or so (the AI's and the rules' numbers, the catalog's types): the fields by
  position or name, each once, every field without a default given; set in the fields'
  order, a default factory called for each record; then `__post_init__`. A field with
  `init=False` or `repr=False`, keyword-only or init-only, or a class variable, is refused
  as the class is made.

An AI round's process now compiles 167 (the `__init__`s and the frozen guards: about
0.027 CPU-s).
"""

from __future__ import annotations

import reprlib
from collections.abc import Callable
from dataclasses import MISSING, Field, dataclass, field, fields
from operator import attrgetter
from typing import Any, TypeVar, dataclass_transform, overload

_T = TypeVar("_T")


@overload
def record(cls: type[_T], /) -> type[_T]: ...


@overload
def record(cls: None = None, /, *, init: bool = True, repr: bool = True, eq: bool = True,
           order: bool = False, unsafe_hash: bool = False, frozen: bool = False,
           match_args: bool = True, kw_only: bool = False, slots: bool = False,
           weakref_slot: bool = False) -> Callable[[type[_T]], type[_T]]: ...


@dataclass_transform(field_specifiers=(field, Field))  # type checkers read it as @dataclass
def record(cls: type[_T] | None = None, /, **options: Any) -> Any:
    """`@dataclass(**options)` whose `__repr__`, `__eq__` and (frozen) `__hash__` are
    generic (see the module's docstring), set as `@dataclass` sets them: not over the
    class's own, `__hash__` None for a mutable record compared by its fields."""
    if cls is None:
        return lambda later: record(later, **options)
    if options.get("order") or options.get("unsafe_hash"):  # as @dataclass makes them
        return dataclass(cls, **options)
    return _made(cls, options, generic_init=False)


@dataclass_transform(frozen_default=True, field_specifiers=(field, Field))
def many_fields(cls: type[_T]) -> type[_T]:
    """`record(frozen=True)` with a generic `__init__` too (see the module's docstring)."""
    return _made(cls, {"frozen": True}, generic_init=True)  # type: ignore[no-any-return]


def _made(cls: type[Any], options: dict[str, Any], generic_init: bool) -> Any:
    """The dataclass with the generic methods the class does not define itself."""
    options = dict(options)
    with_repr, with_eq = options.pop("repr", True), options.pop("eq", True)
    own = cls.__dict__
    own_hash = own.get("__hash__", MISSING)
    hashes = not (own_hash is MISSING or (own_hash is None and "__eq__" in own))
    if generic_init:
        options["init"] = False
    made: Any = dataclass(cls, repr=False, eq=False, **options)
    every = fields(made)
    if generic_init:
        if len(made.__dataclass_fields__) != len(every) or len(every) < 2 or any(
                not f.init or not f.repr or f.kw_only for f in every) or "__init__" in own:
            raise TypeError(f"{cls.__qualname__}: many_fields takes two or more plain fields")
        made.__init__ = _init(made, every)
    if with_repr and "__repr__" not in own:
        made.__repr__ = _repr(tuple(f.name for f in every if f.repr))
    if with_eq:
        if "__eq__" not in own:
            made.__eq__ = _eq(_values([f.name for f in every if f.compare]))
        if not hashes:
            made.__hash__ = _hash(_values([f.name for f in every if (
                f.compare if f.hash is None else f.hash)])) if options.get("frozen") else None
    return made


def _values(names: list[str]) -> Callable[[Any], tuple[Any, ...]]:
    """The named fields' values as one tuple (of one value or none, too)."""
    if len(names) >= 2:
        return attrgetter(*names)
    return lambda record: tuple(getattr(record, name) for name in names)


def _init(cls: type[Any], every: tuple[Field[Any], ...]) -> Callable[..., None]:
    names = tuple(f.name for f in every)
    known = frozenset(names)
    defaults = tuple((f.name, f.default, f.default_factory) for f in every)
    required = sum(default is MISSING and factory is MISSING for _, default, factory in defaults)
    if any(default is not MISSING or factory is not MISSING
           for _, default, factory in defaults[:required]):
        raise TypeError(f"{cls.__qualname__}: a field without a default follows one with it")
    takes = f"{len(names) + 1}" if required == len(names) else \
        f"from {required + 1} to {len(names) + 1}"
    post_init = hasattr(cls, "__post_init__")
    set_field = object.__setattr__
    where = f"{cls.__qualname__}.__init__()"

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        if len(args) > len(names):
            raise TypeError(f"{where} takes {takes} positional arguments but "
                            f"{len(args) + 1} were given")
        given = dict(zip(names, args, strict=False))  # args may be fewer
        for name, value in kwargs.items():
            if name not in known:
                raise TypeError(f"{where} got an unexpected keyword argument {name!r}")
            if name in given:
                raise TypeError(f"{where} got multiple values for argument {name!r}")
            given[name] = value
        if len(given) < len(names):
            missing = [name for name, default, factory in defaults if name not in given
                       and default is MISSING and factory is MISSING]
            if missing:
                raise TypeError(f"{where} missing {_listed(missing)}")
            for name, default, factory in defaults:
                if name not in given:
                    given[name] = default if factory is MISSING else factory()
        for name in names:
            set_field(self, name, given[name])
        if post_init:
            self.__post_init__()

    __init__.__qualname__ = f"{cls.__qualname__}.__init__"
    return __init__


def _listed(missing: list[str]) -> str:
    """The missing arguments as Python names them: "1 required positional argument: 'a'",
    "2 ... arguments: 'a' and 'b'", "3 ...: 'a', 'b', and 'c'"."""
    names = [repr(m) for m in missing]
    if len(names) > 2:
        names = [", ".join(names[:-1]) + ",", names[-1]]
    plural = "s" if len(missing) > 1 else ""
    return f"{len(missing)} required positional argument{plural}: {' and '.join(names)}"


def _repr(names: tuple[str, ...]) -> Callable[[Any], str]:
    @reprlib.recursive_repr()
    def __repr__(self: Any) -> str:
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in names)
        return f"{self.__class__.__qualname__}({inner})"

    return __repr__


def _eq(values: Callable[[Any], tuple[Any, ...]]) -> Callable[[Any, object], Any]:
    def __eq__(self: Any, other: object) -> Any:
        if other.__class__ is self.__class__:
            return values(self) == values(other)
        return NotImplemented

    return __eq__


def _hash(values: Callable[[Any], tuple[Any, ...]]) -> Callable[[Any], int]:
    def __hash__(self: Any) -> int:
        return hash(values(self))

    return __hash__
