"""The travel fields' Dijkstra is scipy's own, imported without the csgraph package's
other routines (engine/ai/csgraph_search.py, issue 37: scipy.linalg at start-up)."""

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
        "import engine.ai.player, engine.ai.travel as t\n"
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
              "from engine.ai.csgraph_search import load_dijkstra\n"
              "print(load_dijkstra() is c.dijkstra)\n")
    assert out == "True"


LEFT_OUT = ("numpy.f2py", "numpy.testing", "numpy.ma", "numpy.polynomial", "numpy.ctypeslib")


def test_the_ai_loads_scipy_sparse_without_numpys_unused_submodules():
    """scipy's array-API layer star-imports numpy, whose `__all__` names its lazily loaded
    submodules: an AI process (and a played round) loads none of them, numpy's `__all__`
    is whole again, and scipy's numpy namespace gives every name of it as numpy does,
    loading a left-out submodule when asked."""
    out = run(
        "import sys, numpy\n"
        f"left = {LEFT_OUT!r}\n"
        "whole = list(numpy.__all__)\n"
        "import engine.ai.player\n"
        "from engine.ai.travel import field_from_costs\n"
        "from engine.grid import make_grid\n"
        "grid = make_grid('hex', 5, 4)\n"
        "enter = numpy.ones(20); enter[7] = numpy.inf\n"
        "field = field_from_costs(grid, enter, [(2, 1)])\n"
        "print([m for m in left if m in sys.modules], numpy.__all__ == whole,\n"
        "      field.get((0, 0)), field.get((2, 1)))\n"
        "import scipy._lib.array_api_compat.numpy as compat\n"
        "import scipy.sparse\n"
        "print(all(getattr(compat, n) is getattr(numpy, n)\n"
        "          for n in numpy.__numpy_submodules__ - {'linalg', 'fft'}),\n"
        "      all(hasattr(compat, n) for n in numpy.__all__),\n"
        "      'numpy.ma' in sys.modules, compat.ma is numpy.ma)\n")
    first, second = out.splitlines()
    assert first == "[] True 2.0 0.0"
    assert second == "True True True True"


def test_a_process_that_loaded_scipy_sparse_first_keeps_it_whole():
    """Nothing is narrowed when scipy's numpy namespace is loaded already."""
    out = run("import scipy.sparse, sys\n"
              "import engine.ai.travel\n"
              f"print(all(m in sys.modules for m in {LEFT_OUT!r}))\n")
    assert out == "True"
