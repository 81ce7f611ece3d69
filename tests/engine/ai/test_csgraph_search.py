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

