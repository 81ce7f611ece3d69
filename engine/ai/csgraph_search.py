"""scipy's compiled Dijkstra for the travel fields (engine/ai/travel.py), imported without
the rest of `scipy.sparse.csgraph`.

The package's `__init__` imports every routine it offers, its Laplacian among them, and
the Laplacian imports `scipy.sparse.linalg` and through it `scipy.linalg`: about 0.075
CPU-s of an AI process's start (half of what scipy costs it, issue 37) for modules the
search never calls. The search's own modules (`_shortest_path` and the `_validation` and
`_tools` it imports) are loaded here with the package present, unrun, only while they
load: its module object is made from its spec (`__path__` set, nothing executed) and
taken out of `sys.modules` again. A later `import scipy.sparse.csgraph` (a benchmark, a
tool) then runs the package's own `__init__`, which finds the three modules loaded and
binds them as they are: the same `dijkstra` object either way
(tests/engine/ai/test_csgraph_search.py). If the package is loaded already, or anything
here fails (another scipy's layout), the public import is used. While the search loads,
no other thread may import the package (it would find the empty one): nothing else here
imports it (the fill's background import of `scipy.ndimage`, engine/grid_arrays.py, does
not), and engine/ai/travel.py loads it once, as it is itself imported.

scipy.sparse itself, which the search imports, loads scipy's array-API layer, whose numpy
namespace (`scipy._lib.array_api_compat.numpy`) begins `from numpy import *`; numpy 2's
`__all__` names its lazily loaded submodules, so the star import loads numpy.f2py,
numpy.testing, numpy.ma, numpy.polynomial and the like: 0.06 CPU-s of an AI process's
0.11 for scipy.sparse, for modules neither the search nor scipy.sparse calls. While
scipy.sparse loads here (`_numpy_star_narrowed`), numpy's `__all__` leaves out the
submodules not loaded yet; afterwards `__all__` is whole again and the namespace answers
a left-out name through a module `__getattr__` (PEP 562) that gives numpy's own, loading
it then: the same objects a whole import binds (tests/engine/ai/test_csgraph_search.py).
The namespace gets that `__getattr__` whichever thread loaded it within, so the editor's
background import of scipy.ndimage (engine/grid_arrays.py) meeting this one is whole too.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import ModuleType
from typing import Any

PACKAGE = "scipy.sparse.csgraph"
SEARCH = PACKAGE + "._shortest_path"
# scipy's numpy namespace, the only module of scipy that star-imports numpy
STARRED = "scipy._lib.array_api_compat.numpy"


@contextmanager
def _numpy_star_narrowed() -> Iterator[None]:
    """Within: `from numpy import *` binds none of numpy's submodules that are not loaded
    yet (see the module's docstring); on leaving, numpy's `__all__` is whole again and
    scipy's numpy namespace, if it loaded within, answers those names lazily."""
    numpy = sys.modules.get("numpy")
    whole = getattr(numpy, "__all__", None)
    lazy = getattr(numpy, "__numpy_submodules__", None)
    if numpy is None or STARRED in sys.modules or not isinstance(whole, list) \
            or not isinstance(lazy, set):
        yield
        return
    left_out = {name for name in lazy if name not in vars(numpy)}
    numpy.__all__ = [name for name in whole if name not in left_out]
    try:
        yield
    finally:
        numpy.__all__ = whole
        starred = sys.modules.get(STARRED)
        if starred is not None:
            _answer_lazily(starred, numpy, left_out)


def _answer_lazily(module: ModuleType, numpy: ModuleType, names: set[str]) -> None:
    """`module.<name>` for each of `names` it lacks is numpy's, looked up when asked."""
    missing = frozenset(name for name in names if name not in vars(module))
    if not missing or "__getattr__" in vars(module):
        for name in missing:  # a namespace with its own __getattr__: bind them now
            setattr(module, name, getattr(numpy, name))
        return

    def __getattr__(name: str) -> Any:
        if name in missing:
            value = getattr(numpy, name)
            setattr(module, name, value)
            return value
        raise AttributeError(f"module {module.__name__!r} has no attribute {name!r}")
    module.__getattr__ = __getattr__  # type: ignore[method-assign]


def _public() -> Callable[..., Any]:
    from scipy.sparse.csgraph import dijkstra
    return dijkstra  # type: ignore[no-any-return]


def load_sparse() -> ModuleType:
    """`scipy.sparse`, imported without the numpy submodules its array-API layer would
    load and nothing calls (see the module's docstring)."""
    with _numpy_star_narrowed():
        return importlib.import_module("scipy.sparse")


def load_dijkstra() -> Callable[..., Any]:
    """`scipy.sparse.csgraph.dijkstra`, without importing the package's other routines
    when it is not loaded yet (see the module's docstring)."""
    if PACKAGE in sys.modules or SEARCH in sys.modules:
        return _public()
    try:
        load_sparse()
        spec = importlib.util.find_spec(PACKAGE)  # scipy.sparse is loaded: runs nothing
        if spec is None or spec.submodule_search_locations is None:
            return _public()
        placeholder = importlib.util.module_from_spec(spec)
    except (ImportError, AttributeError, ValueError):
        return _public()
    sys.modules[PACKAGE] = placeholder
    try:
        search = importlib.import_module(SEARCH)
        dijkstra = search.dijkstra
    except (ImportError, AttributeError):
        for name in [n for n in sys.modules if n.startswith(PACKAGE + ".")]:
            del sys.modules[name]  # a half-loaded search: the package's own import next
        dijkstra = None
    finally:
        if sys.modules.get(PACKAGE) is placeholder:
            del sys.modules[PACKAGE]
    return _public() if dijkstra is None else dijkstra  # type: ignore[no-any-return]
