"""The travel fields' Dijkstra is scipy's own, imported without the csgraph package's
other routines (engine/ai/fields/csgraph_search.py, issue 37: scipy.linalg at start-up)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def run(code: str) -> str:
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    return done.stdout.strip()


def test_the_ai_imports_the_search_without_scipy_linalg():
    """An AI process loads csgraph's search alone: neither the package nor the Laplacian's
    scipy.linalg; the package imported later is whole and binds the same search."""
    out = run(
        "import sys\n"
        "import engine.ai.player, engine.ai.fields.travel as t\n"
        "print('scipy.linalg' in sys.modules, 'scipy.sparse.linalg' in sys.modules,\n"
        "      'scipy.sparse.csgraph' in sys.modules, 'scipy.sparse.csgraph._shortest_path'\n"
        "      in sys.modules)\n"
        "import numpy as np\n"
        "from scipy.sparse import csr_matrix\n"
        "import scipy.sparse.csgraph as c\n"
        "m = csr_matrix(np.array([[0, 1, 0], [0, 0, 2], [0, 0, 0]], dtype=float))\n"
        "print(c.dijkstra is t.dijkstra, t.dijkstra(m, indices=0).tolist(),\n"
        "      c.laplacian(m).shape, 'scipy.linalg' in sys.modules)\n")
    first, second = out.splitlines()
    assert first == "False False False True"
    assert second == "True [0.0, 1.0, 3.0] (3, 3) True"


def test_a_loaded_package_is_used_as_it_is():
    out = run("import scipy.sparse.csgraph as c\n"
              "from engine.ai.fields.csgraph_search import load_dijkstra\n"
              "print(load_dijkstra() is c.dijkstra)\n")
    assert out == "True"


# modules that exist only once numpy's own submodules' code ran (each their first import)
RAN = ("numpy.f2py.crackfortran", "numpy.testing._private.utils", "numpy.ma.core",
       "numpy.polynomial.polynomial", "numpy._core.defchararray", "unittest")


def test_the_search_loads_without_running_numpys_unread_submodules():
    """scipy.sparse's array-API layer star-imports numpy, whose `__all__` names its
    lazily loaded submodules: an AI process leaves those the search never reads unrun
    (main ran them all: numpy.f2py's Fortran reader, numpy.testing's unittest...), each
    registered to load at its first use, numpy's own module then."""
    out = run(
        "import sys, importlib.util\n"
        f"RAN = {RAN!r}\n"
        "import engine.ai.player, engine.ai.fields.travel as t\n"
        "print(sorted(n for n in RAN if n in sys.modules))\n"
        "import numpy as np\n"
        "from numpy.testing import assert_array_equal\n"
        "assert_array_equal(np.ma.masked_array([1, 2], mask=[0, 1]).filled(0), [1, 0])\n"
        "import numpy.f2py\n"
        "print(np.polynomial.Polynomial([1, 2])(3), np.char.upper('a'), numpy.f2py.crackfortran.__name__,\n"
        "      np.ma is sys.modules['numpy.ma'], type(np.testing) is type(sys))\n"
        "print(sorted(n for n in RAN if n not in sys.modules))\n")
    first, second, third = out.splitlines()
    assert first == "[]"
    assert second == "7.0 A numpy.f2py.crackfortran True True"
    assert third == "[]"


def test_only_numpys_submodules_not_loaded_yet_are_deferred():
    out = run("import sys, numpy, numpy.ma\n"
              "from engine.ai.fields.csgraph_search import defer_numpy_submodules\n"
              "first = defer_numpy_submodules()\n"
              "print('numpy.ma' in first, 'numpy.f2py' in first, 'numpy.testing' in first,\n"
              "      type(sys.modules['numpy.ma']).__name__, defer_numpy_submodules())\n")
    assert out == "False True True module []"


def test_nothing_is_deferred_while_another_thread_runs():
    """LazyLoader is not thread-safe in Python 3.11: a process running threads (the
    editor's) keeps numpy's own loading."""
    out = run("import sys, threading\n"
              "from engine.ai.fields.csgraph_search import defer_numpy_submodules\n"
              "stop = threading.Event()\n"
              "worker = threading.Thread(target=stop.wait)\n"
              "worker.start()\n"
              "print(defer_numpy_submodules(), 'numpy.f2py' in sys.modules)\n"
              "stop.set()\n"
              "worker.join()\n"
              "print(len(defer_numpy_submodules()) > 0)\n")
    assert out.splitlines() == ["[] False", "True"]
