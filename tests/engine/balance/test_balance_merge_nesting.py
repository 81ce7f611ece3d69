"""`clumsy balance --merge` on a result file nested thousands deep (issue 38, repro r25):
one line, "the JSON nests too deep", exit 2, never a RecursionError."""

from __future__ import annotations

import json
from pathlib import Path

from cli_helpers import clumsy

BASE = Path(__file__).resolve().parents[2] / "fixtures" / "repro" / "r25_merge_base.json"


def test_merge_of_deeply_nested_json_says_it_nests_too_deep(tmp_path):
    base = json.loads(BASE.read_text(encoding="utf-8"))
    text = json.dumps(base)[:-1] + ', "deep": ' + "[" * 3000 + "]" * 3000 + "}"
    deep = tmp_path / "deep.json"
    deep.write_text(text, encoding="utf-8")
    result = clumsy("balance", "--merge", str(BASE), str(deep))
    assert result.returncode == 2
    assert "the JSON nests too deep" in result.stderr
    assert "Traceback" not in result.stderr and len(result.stderr.strip().splitlines()) == 1
