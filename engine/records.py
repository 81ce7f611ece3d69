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
  A frozen record's `__setattr__` and `__delattr__` are generic too (FrozenInstanceError
  for the class's own records or a field's name), when no base is a dataclass (a frozen
  subclass's are `@dataclass`'s: it checks the bases' parameters, which say frozen).
  The `__init__` is `@dataclass`'s source, compiled at the class's first record
  (`_lazy_init`): most classes of a process are made never or a few times, and a record
  made often is made fastest by it. Until then `inspect.signature` reads the class as
  `(*args, **kwargs)`. A class without a docstring (`@dataclass` names it by its
  `__init__`'s signature) or with an `InitVar` has all of `@dataclass`'s own at once.
- `many_fields`, `record(frozen=True)` with a generic `__init__` too, for records made
  once or so (the AI's and the rules' numbers, the catalog's types): the fields by
  position or name, each once, every field without a default given; set in the fields'
  order, a default factory called for each record; then `__post_init__`. A field with
  `init=False` or `repr=False`, keyword-only or init-only, or a class variable, is refused
  as the class is made.

An AI round's process compiled 172 methods' source with the `__init__`s and the frozen
guards made as the classes were (106,257 characters; about 0.027 CPU-s); 50 now (48,170
characters: 23 `__init__`s at a first record, 15 of classes without a docstring, 12
guards of frozen subclasses).
"""

from __future__ import annotations

import reprlib
import sys
from collections.abc import Callable
from dataclasses import MISSING, Field, FrozenInstanceError, dataclass, field, fields
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
    frozen, slots = bool(options.get("frozen")), bool(options.get("slots"))
    init = options.get("init", True)
    # `@dataclass` makes the `__init__` and the frozen guards itself for a class without a
    # docstring (it names the class by the `__init__`'s signature) or with an `InitVar`
    plain = not own.get("__doc__") or _init_vars(cls)
    # else its `__init__` compiled at the class's first record (`_lazy_init`)
    lazy = not plain and init and not generic_init and "__init__" not in own
    if generic_init or lazy or (init and "__init__" in own):
        options["init"] = False
    # and the frozen guards generic (`_guards`), for a class with no dataclass among its
    # bases (`@dataclass` checks a frozen class's bases by their parameters, set below)
    guarded = not plain and frozen and not slots and not any(
        hasattr(base, "__dataclass_fields__") for base in cls.__mro__[1:])
    if guarded:
        if "__setattr__" in own or "__delattr__" in own:
            name = "__setattr__" if "__setattr__" in own else "__delattr__"
            raise TypeError(f"Cannot overwrite attribute {name} in class {cls.__name__}")
        options["frozen"] = False
    made: Any = dataclass(cls, repr=False, eq=False, **options)
    every = fields(made)
    made.__dataclass_params__.init = init  # as asked, whoever makes the `__init__`
    if guarded:
        made.__setattr__, made.__delattr__ = _guards(made, frozenset(f.name for f in every))
        made.__dataclass_params__.frozen = True
    if lazy:
        _check_defaults(every)
        made.__init__ = _lazy_init(made, frozen, slots)
    if generic_init:
        if len(made.__dataclass_fields__) != len(every) or len(every) < 2 or any(
                not f.init or not f.repr or f.kw_only for f in every) or "__init__" in own:
            raise TypeError(f"{cls.__qualname__}: many_fields takes two or more plain fields")
        made.__init__ = _init(made, every)
        made.__dataclass_params__.init = False
    if with_repr and "__repr__" not in own:
        made.__repr__ = _repr(tuple(f.name for f in every if f.repr))
    if with_eq:
        if "__eq__" not in own:
            made.__eq__ = _eq(_values([f.name for f in every if f.compare]))
        if not hashes:
            made.__hash__ = _hash(_values([f.name for f in every if (
                f.compare if f.hash is None else f.hash)])) if frozen else None
    return made


def _init_vars(cls: type[Any]) -> bool:
    """Whether the class or a base annotates a field `InitVar`."""
    return any("InitVar" in str(hint) for base in cls.__mro__
               for hint in base.__dict__.get("__annotations__", {}).values())


def _guards(cls: type[Any], names: frozenset[str]
            ) -> tuple[Callable[[Any, str, Any], None], Callable[[Any, str], None]]:
    """A frozen class's `__setattr__` and `__delattr__`, as `@dataclass(frozen=True)`'s:
    FrozenInstanceError for a record of the class itself or for a field's name."""

    def __setattr__(self: Any, name: str, value: Any) -> None:
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self: Any, name: str) -> None:
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    __setattr__.__qualname__ = f"{cls.__qualname__}.__setattr__"
    __delattr__.__qualname__ = f"{cls.__qualname__}.__delattr__"
    return __setattr__, __delattr__


def _check_defaults(every: tuple[Field[Any], ...]) -> None:
    """`@dataclass`'s check of the `__init__`'s parameters, made as the class is: no field
    without a default after one with it (keyword-only fields aside)."""
    seen_default = False
    for f in every:
        if not f.init or f.kw_only:
            continue
        if f.default is not MISSING or f.default_factory is not MISSING:
            seen_default = True
        elif seen_default:
            raise TypeError(f"non-default argument {f.name!r} follows default argument")


def _lazy_init(cls: type[Any], frozen: bool, slots: bool) -> Callable[..., None]:
    """An `__init__` that puts `@dataclass`'s own (`_compiled_init`) in its place at the
    class's first record and makes the record with it: a class never made compiles none."""

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        if cls.__dict__.get("__init__") is __init__:
            cls.__init__ = _compiled_init(cls, frozen, slots)  # type: ignore[misc]
        cls.__init__(self, *args, **kwargs)  # type: ignore[misc]

    __init__.__qualname__ = f"{cls.__qualname__}.__init__"
    return __init__


class _Factory:
    """The default of a parameter whose field has a default factory (`@dataclass`'s own
    marker is private)."""

    def __repr__(self) -> str:
        return "<factory>"


_FACTORY = _Factory()


def _compiled_init(cls: type[Any], frozen: bool, slots: bool) -> Callable[..., None]:
    """The `__init__` `@dataclass` writes for the class (CPython's dataclasses.py
    `_init_fn`, for plain fields: no `InitVar`), the same source compiled the same way:
    the parameters in order (keyword-only ones after `*`), each field set (through
    `object.__setattr__` when frozen), a default factory called when its parameter is not
    given (or always for a field not in `__init__`), then `__post_init__`."""
    every = fields(cls)
    self_name = "__dataclass_self__" if "self" in cls.__dataclass_fields__ else "self"
    names: dict[str, Any] = {f"_type_{f.name}": f.type for f in every}
    names.update({"MISSING": MISSING, "_HAS_DEFAULT_FACTORY": _FACTORY,
                  "__dataclass_builtins_object__": object})
    body = []
    for f in every:
        default = f"_dflt_{f.name}"
        if f.default_factory is not MISSING:
            names[default] = f.default_factory
            value = (f"{default}() if {f.name} is _HAS_DEFAULT_FACTORY else {f.name}"
                     if f.init else f"{default}()")
        elif f.init:
            if f.default is not MISSING:
                names[default] = f.default
            value = f.name
        elif slots and f.default is not MISSING:
            names[default] = f.default
            value = default
        else:
            continue  # the class attribute holds its default
        body.append(f"__dataclass_builtins_object__.__setattr__({self_name},{f.name!r},{value})"
                    if frozen else f"{self_name}.{f.name}={value}")
    if hasattr(cls, "__post_init__"):
        body.append(f"{self_name}.__post_init__()")

    def param(f: Field[Any]) -> str:
        default = "" if f.default is MISSING and f.default_factory is MISSING else \
            f"=_dflt_{f.name}" if f.default is not MISSING else "=_HAS_DEFAULT_FACTORY"
        return f"{f.name}:_type_{f.name}{default}"

    params = [param(f) for f in every if f.init and not f.kw_only]
    keywords = [param(f) for f in every if f.init and f.kw_only]
    if keywords:
        params += ["*", *keywords]
    names["_return_type"] = None
    lines = "\n".join(f"  {line}" for line in body or ["pass"])
    text = (f"def __create_fn__({', '.join(names)}):\n"
            f" def __init__({','.join([self_name, *params])})->_return_type:\n{lines}\n"
            f" return __init__")
    module = sys.modules.get(cls.__module__)
    space: dict[str, Any] = {}
    # compiled without this module's `from __future__ import annotations`, as dataclasses.py
    code = compile(text, "<string>", "exec", dont_inherit=True)
    exec(code, module.__dict__ if module is not None else {}, space)  # noqa: S102
    made: Callable[..., None] = space["__create_fn__"](**names)
    made.__qualname__ = f"{cls.__qualname__}.__init__"
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
