"""The one typed loader every data file of `engine/data` goes through: YAML read safely
(libyaml when PyYAML has it, a key written twice refused) into frozen dataclass records,
each value checked against the record's type hints, and a malformed file refused with a
message naming the file, entry and key. `engine/catalog.py` builds the catalogs on it;
play.yaml, ai.yaml, turn_systems.yaml, scenario_defaults.yaml, stratego.yaml and the others
are read by the modules that use them, through the same functions.

The shipped files' YAML, once read, is kept as Python keeps a module's compiled code
(`read_data_file`, issue 37): its plain data marshalled into the `__pycache__` beside the
files (or under PYTHONPYCACHEPREFIX), with the file's own bytes, and read from there by the
next process while the file's bytes are the same; nothing is written where Python would
write no compiled code (PYTHONDONTWRITEBYTECODE) or cannot write. Reading the seven files
an AI game needs took about 78 million instructions, a fiftieth of an AI round's process
on a 128x128 map; the kept data is read in under 2 million. A file whose data marshal
cannot hold (a YAML timestamp) is read as YAML every time.
"""

from __future__ import annotations

import functools
import importlib.util
import marshal
import os
import sys
import types
from collections.abc import Mapping
from dataclasses import MISSING, fields, is_dataclass
from pathlib import Path
from typing import Any, Literal, TypeVar, Union, get_args, get_origin, get_type_hints

import yaml

DATA_DIR = Path(__file__).parent / "data"


class CatalogError(ValueError):
    """A data file is missing or malformed; the message names the file and entry."""


_T = TypeVar("_T")
_UNION_TYPES: tuple[object, ...] = (Union, types.UnionType)
_KIND_NAMES = {bool: "true or false", int: "a whole number", float: "a number", str: "text"}


def data_error(where: str, message: str) -> CatalogError:
    """The error of a data file: `where` (the file, entry) and what is wrong."""
    return CatalogError(f"{where}: {message}")


def _coerce(value: object, tp: Any, where: str, label: str) -> Any:
    """Check a YAML value against a type hint and freeze containers."""
    origin, args = get_origin(tp), get_args(tp)
    if origin in _UNION_TYPES:
        if value is None and type(None) in args:
            return None
        (inner,) = [a for a in args if a is not type(None)]
        return _coerce(value, inner, where, label)
    if value is None:
        raise data_error(where, f"{label} must not be null")
    if origin is Literal:
        if value not in args:
            raise data_error(where, f"{label}: {value!r} is not one of {', '.join(args)}")
        return value
    if is_dataclass(tp) and isinstance(tp, type):
        return build_record(tp, value, f"{where}: {label}")
    if tp in (bool, int, float, str):
        ok = isinstance(value, tp) and not (tp is int and isinstance(value, bool))
        if tp is float and isinstance(value, int) and not isinstance(value, bool):
            return float(value)
        if not ok:
            raise data_error(where, f"{label} must be {_KIND_NAMES[tp]}, got {value!r}")
        return value
    if origin is Mapping:
        if not isinstance(value, dict):
            raise data_error(where, f"{label} must be a mapping, got {value!r}")
        return types.MappingProxyType({
            _coerce(k, args[0], where, f"{label} key"):
                _coerce(_keyed(v, k, args[1], where, label), args[1], where, f"{label} entry {k!r}")
            for k, v in value.items()})
    if origin in (tuple, frozenset):
        if not isinstance(value, list):
            raise data_error(where, f"{label} must be a list, got {value!r}")
        if origin is tuple and args[-1] is not Ellipsis and len(value) != len(args):
            raise data_error(where, f"{label} must have {len(args)} items, got {value!r}")
        items = []
        for i, v in enumerate(value):
            item_tp = args[0] if args[-1] is Ellipsis or origin is frozenset else args[i]
            named = is_dataclass(item_tp) and isinstance(v, dict) and "id" in v
            item_label = f"{item_tp.__name__.lower()} {v['id']!r}" if named else (
                f"{label} item {i + 1}")
            items.append(_coerce(v, item_tp, where, item_label))
        return tuple(items) if origin is tuple else frozenset(items)
    raise TypeError(f"catalog cannot read type {tp!r}")  # a bug in this module


def _keyed(value: object, key: object, tp: Any, where: str, label: str) -> object:
    """In a mapping of records that have an ``id`` field, the key is the id (a record may
    leave it out, or repeat it)."""
    if not (is_dataclass(tp) and isinstance(value, dict)
            and any(f.name == "id" for f in fields(tp))):
        return value
    if "id" not in value:
        return {"id": key, **value}
    if value["id"] != key:
        raise data_error(where, f"{label} entry {key!r}: id {value['id']!r} differs from its key")
    return value


@functools.cache
def _type_hints(cls: type[Any]) -> dict[str, Any]:
    """A record class's field types, worked out once a class (get_type_hints evaluates the
    annotations' text each call: most of the catalog's reading time before)."""
    return get_type_hints(cls)


def record_fields(cls: type[Any], raw: object, where: str,
                  partial: bool = False) -> dict[str, Any]:
    """The checked values of a YAML mapping for the fields of a dataclass, refusing unknown
    fields and values of the wrong type, and missing fields unless `partial` (overrides of
    some numbers). Errors are CatalogError naming `where` (the file) and the field."""
    if not isinstance(raw, dict):
        raise data_error(where, f"must be a mapping of fields, got {raw!r}")
    written = [f for f in fields(cls) if not f.metadata.get("derived")]  # not worked out
    known = [f.name for f in written]
    for key in raw:
        if key not in known:
            raise data_error(where, f"unknown field {str(key)!r} (known: {', '.join(known)})")
    values: dict[str, Any] = {}
    hints = _type_hints(cls)
    for f in written:
        if f.name in raw:
            values[f.name] = _coerce(raw[f.name], hints[f.name], where, f"field {f.name!r}")
        elif not partial and f.default is MISSING and f.default_factory is MISSING:
            raise data_error(where, f"missing field {f.name!r}")
    return values


def build_record(cls: type[_T], raw: object, where: str) -> _T:
    """Make a frozen record from a YAML mapping (`record_fields`, then the record's own
    checks in `__post_init__`, whose ValueError is reported with `where`)."""
    values = record_fields(cls, raw, where)
    try:
        return cls(**values)
    except ValueError as error:
        raise data_error(where, str(error)) from None




_FastSafeLoader: type = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when built


class _StrictSafeLoader(_FastSafeLoader):  # type: ignore[misc,valid-type]
    """PyYAML's safe loader (its C parser, libyaml, when PyYAML has it; else the pure-Python
    one) that also refuses a key written twice, a silent typo otherwise."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        self.flatten_mapping(node)
        seen: set[object] = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in seen:
                raise yaml.constructor.ConstructorError(
                    None, None, f"key {key!r} appears twice", key_node.start_mark)
            seen.add(key)
        return super().construct_mapping(node, deep=deep)


def read_data_file(name: str, directory: Path | None = None) -> object:
    """The YAML of one data file (of `engine/data` unless `directory` says otherwise), read
    safely; a missing file, invalid YAML or a key written twice is a CatalogError naming
    the file (and line). A shipped file's data may come from its kept parse (see the
    module's docstring): the same data, fresh objects every call."""
    directory = DATA_DIR if directory is None else Path(directory)
    path = directory / name
    try:
        raw = path.read_bytes()
        kept = _kept_path(path) if directory == DATA_DIR else None
        if kept is not None:
            found = _kept_data(kept, raw)
            if found is not _NOTHING:
                return found
        text = raw.decode("utf-8")
        if "\r" in text:  # as a file opened as text reads it (universal newlines)
            text = text.replace("\r\n", "\n").replace("\r", "\n")
        data = yaml.load(text, Loader=_StrictSafeLoader)  # safe: a SafeLoader subclass
        if kept is not None:
            _keep(kept, raw, data)
        return data
    except FileNotFoundError:
        raise CatalogError(f"{name}: file not found in {directory}") from None
    except yaml.MarkedYAMLError as error:
        mark, what = error.problem_mark, "; ".join(filter(None, (error.context, error.problem)))
        at = f" line {mark.line + 1}, column {mark.column + 1}:" if mark else ""
        raise CatalogError(f"{name}:{at} not valid YAML: {what}") from None
    except yaml.YAMLError as error:
        raise CatalogError(f"{name}: not valid YAML: {error}") from None


# what a kept parse begins with: a change of this module's format gives a new one
_KEPT_FORMAT = "engine.data_files 1"
_NOTHING = object()


def _kept_path(path: Path) -> Path | None:
    """Where a shipped file's parse is kept: its `__pycache__` (or PYTHONPYCACHEPREFIX's)
    as Python places a module's compiled code, `NAME.yaml.TAG.marshal`; None where Python
    keeps none."""
    tag = sys.implementation.cache_tag
    if tag is None:
        return None
    try:
        place = Path(importlib.util.cache_from_source(str(path.with_suffix(".py"))))
    except (NotImplementedError, ValueError):
        return None
    return place.with_name(f"{path.name}.{tag}.marshal")


def _kept_data(kept: Path, raw: bytes) -> object:
    """The data kept for a file whose bytes are `raw`, or `_NOTHING` (none kept, kept for
    other bytes, unreadable)."""
    try:
        blob = kept.read_bytes()
        form, source, data = marshal.loads(blob)
    except (OSError, EOFError, ValueError, TypeError):
        return _NOTHING
    return data if form == _KEPT_FORMAT and source == raw else _NOTHING


def _keep(kept: Path, raw: bytes, data: object) -> None:
    """Keep a file's parse (written whole, then renamed into place: a reader finds the
    old one or the new one); nothing where Python writes no compiled code or cannot."""
    if sys.dont_write_bytecode:
        return
    try:
        blob = marshal.dumps((_KEPT_FORMAT, raw, data))
    except ValueError:  # a value marshal cannot hold
        return
    temporary = kept.with_name(f"{kept.name}.{os.getpid()}.tmp")
    try:
        kept.parent.mkdir(parents=True, exist_ok=True)
        temporary.write_bytes(blob)
        os.replace(temporary, kept)
    except OSError:
        try:
            temporary.unlink()
        except OSError:
            pass


def load_record(cls: type[_T], name: str, directory: Path | None = None) -> _T:
    """Read a data file holding one mapping of fields into a frozen record of `cls`."""
    return build_record(cls, read_data_file(name, directory), name)
