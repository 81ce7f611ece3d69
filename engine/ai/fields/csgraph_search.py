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
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from collections.abc import Callable
from typing import Any

PACKAGE = "scipy.sparse.csgraph"
SEARCH = PACKAGE + "._shortest_path"


def _public() -> Callable[..., Any]:
    from scipy.sparse.csgraph import dijkstra
    return dijkstra  # type: ignore[no-any-return]


def load_dijkstra() -> Callable[..., Any]:
    """`scipy.sparse.csgraph.dijkstra`, without importing the package's other routines
    when it is not loaded yet (see the module's docstring)."""
    if PACKAGE in sys.modules or SEARCH in sys.modules:
        return _public()
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
