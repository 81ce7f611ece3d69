"""scipy's compiled Dijkstra for the travel fields (engine/ai/fields/travel.py), imported without
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
not), and engine/ai/fields/travel.py loads it once, as it is itself imported.

numpy's submodules the search never calls are left unrun while it loads
(`defer_numpy_submodules`): scipy.sparse loads scipy's array-API layer, whose numpy
namespace (`scipy._lib.array_api_compat.numpy`) begins `from numpy import *`, and numpy
2's `__all__` names its lazily loaded submodules, so the star import ran numpy.f2py (its
Fortran reader's hundreds of regular expressions), numpy.testing (unittest, difflib,
pydoc), numpy.ma, numpy.polynomial and the rest: about 0.3 billion instructions, a
fifteenth of an AI round's process on a 128x128 map (issue 37). Each such submodule not
loaded yet is registered as the import system registers a submodule it loads (in
`sys.modules` and as numpy's attribute), by the standard library's
`importlib.util.LazyLoader`: its own module, whose code runs at the first attribute
anything reads of it. The star import binds it unread; whatever uses it later (a test's
`numpy.testing`) loads it then, the same module. numpy's `__all__`, scipy and every
module already loaded are left as they are; a submodule numpy no longer has, or one
whose loader cannot run lazily, is left to numpy.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
import threading
from collections.abc import Callable
from typing import Any

PACKAGE = "scipy.sparse.csgraph"
# numpy 2's lazily loaded submodules (named in its `__all__`) that neither the search nor
# scipy.sparse reads while they load (numpy.fft, numpy.random and numpy.linalg they do)
UNREAD_NUMPY = ("f2py", "testing", "ma", "polynomial", "char", "rec", "strings",
                "ctypeslib", "core")
SEARCH = PACKAGE + "._shortest_path"


def sparse_rows(data: Any, indices: Any, indptr: Any, size: int) -> Any:
    """The square CSR matrix of `size` rows (`scipy.sparse.csr_matrix`) of these arrays,
    scipy.sparse imported here, after `load_dijkstra` (the travel fields' graphs)."""
    from scipy.sparse import csr_matrix

    return csr_matrix((data, indices, indptr), shape=(size, size))


def _public() -> Callable[..., Any]:
    from scipy.sparse.csgraph import dijkstra
    return dijkstra  # type: ignore[no-any-return]


def load_dijkstra() -> Callable[..., Any]:
    """`scipy.sparse.csgraph.dijkstra`, without importing the package's other routines
    when it is not loaded yet (see the module's docstring)."""
    if PACKAGE in sys.modules or SEARCH in sys.modules:
        return _public()
    if "scipy.sparse" not in sys.modules:
        defer_numpy_submodules()  # before scipy.sparse loads scipy's array-API layer
    try:
        spec = importlib.util.find_spec(PACKAGE)  # imports scipy.sparse, not the package
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


def defer_numpy_submodules() -> list[str]:
    """numpy's `UNREAD_NUMPY` submodules not loaded yet, registered to load at their
    first use (see the module's docstring); the names registered. Nothing is deferred
    while another thread runs: Python 3.11's LazyLoader is not safe when two threads
    read a deferred module for the first time at once, so only a process of one thread
    (a command's, a balance worker's) defers them; the editor's, or any other with
    threads, loads numpy as numpy loads itself."""
    if threading.active_count() > 1:
        return []
    import numpy

    deferred = []
    for sub in UNREAD_NUMPY:
        name = f"numpy.{sub}"
        if name in sys.modules or sub in vars(numpy):
            continue  # loaded already, or numpy binds the name itself
        try:
            spec = importlib.util.find_spec(name)
        except (ImportError, ValueError):
            continue
        if spec is None or spec.loader is None or not hasattr(spec.loader, "exec_module"):
            continue
        spec.loader = importlib.util.LazyLoader(spec.loader)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)  # runs nothing yet: the module's code waits
        setattr(numpy, sub, module)
        deferred.append(name)
    return deferred
