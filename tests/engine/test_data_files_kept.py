"""The shipped data files' YAML is read once and kept as Python keeps compiled modules
(engine/data_files.py, issue 37: the seven files an AI game reads took a fiftieth of an
AI round's process): the next process reads the same data without parsing YAML, a file
whose bytes changed is parsed again, and nothing is written where Python writes no
compiled code."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# one process: the files a game reads, how many YAML parses it made, a print of the data
READ = (
    "import yaml, engine.data_files as df\n"
    "parsed = []\n"
    "load = yaml.load\n"
    "yaml.load = lambda *a, **k: parsed.append(1) or load(*a, **k)\n"
    "from engine.catalog import load_catalog\n"
    "from engine.ai.config import ai_config\n"
    "from engine.rules.play_rules import play_rules\n"
    "load_catalog(); ai_config(None); play_rules()\n"
    "names = sorted(p.name for p in df.DATA_DIR.glob('*.yaml'))\n"
    "data = [df.read_data_file(n) for n in names]\n"
    "print(len(parsed), len(repr(data)), hash(repr(data)))\n")


def run(cache: Path, write: bool = True) -> str:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(PYTHONPYCACHEPREFIX=str(cache), PYTHONHASHSEED="0")
    if not write:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    done = subprocess.run([sys.executable, "-c", READ], cwd=ROOT, env=env,
                          capture_output=True, text=True, check=True)
    return done.stdout.strip()


def test_the_next_process_reads_the_shipped_data_without_parsing_yaml(tmp_path):
    first = run(tmp_path).split()
    second = run(tmp_path).split()
    assert int(first[0]) >= 12  # every shipped file parsed (main: parsed in every process)
    assert second[0] == "0"  # none parsed again: each read from its kept parse
    assert first[1:] == second[1:]  # the same data
    assert len(list(tmp_path.rglob("*.yaml.*.marshal"))) == 12


def test_nothing_is_kept_where_python_writes_no_compiled_code(tmp_path):
    first = run(tmp_path, write=False).split()
    second = run(tmp_path, write=False).split()
    assert first == second and int(second[0]) >= 12
    assert not list(tmp_path.rglob("*.marshal"))


def test_a_parse_kept_for_other_bytes_is_not_used(tmp_path, monkeypatch):
    import engine.data_files as df

    monkeypatch.setattr(sys, "pycache_prefix", str(tmp_path))
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    kept = df._kept_path(df.DATA_DIR / "play.yaml")
    assert kept is not None and str(kept).startswith(str(tmp_path))
    raw = (df.DATA_DIR / "play.yaml").read_bytes()
    df._keep(kept, raw + b"\n# edited\n", {"not": "the file's"})
    assert df.read_data_file("play.yaml") != {"not": "the file's"}  # parsed again, kept anew
    assert df._kept_data(kept, raw) == df.read_data_file("play.yaml")
    kept.write_bytes(b"not marshal")  # a damaged one: parsed again
    assert df.read_data_file("play.yaml") == df._kept_data(kept, raw)
