"""`clumsy validate`: exit codes 0 (all valid), 1 (any invalid), 2 (any unreadable)."""

from __future__ import annotations

import shutil
import subprocess
import sys

from engine.cli.main import main


def _write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_valid_files_exit_0(base_text, tmp_path, capsys):
    good = _write(tmp_path, "good.yaml", base_text)
    assert main(["validate", good, good]) == 0
    assert capsys.readouterr().out.count(": valid\n") == 2


def test_an_invalid_file_exits_1_with_line_exact_errors(base_text, tmp_path, capsys):
    good = _write(tmp_path, "good.yaml", base_text)
    bad = _write(tmp_path, "bad.yaml", base_text.replace("type: tank", "type: tnak"))
    assert main(["validate", good, bad]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [f"{bad}:32:20: error: there is no unit type 'tnak'; did you mean 'tank'?"]


def test_an_unreadable_file_exits_2_even_beside_invalid_ones(base_text, tmp_path, capsys):
    bad = _write(tmp_path, "bad.yaml", base_text.replace("type: tank", "type: tnak"))
    missing = str(tmp_path / "missing.yaml")
    assert main(["validate", bad, missing]) == 2
    assert "cannot read the file" in capsys.readouterr().err


def test_unsafe_yaml_exits_1_without_a_traceback(tmp_path, capsys):
    evil = _write(tmp_path, "evil.yaml", "name: !!python/object/apply:os.system ['true']\n")
    assert main(["validate", evil]) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err and "not allowed" in err


def test_warnings_alone_exit_0(base_text, tmp_path, capsys):
    warn = _write(tmp_path, "warn.yaml", base_text.replace('"#2e6fd8"', '"#c0392b"'))
    assert main(["validate", warn]) == 0
    captured = capsys.readouterr()
    assert "warning: side 'blue' has the same colour" in captured.err
    assert "valid (1 warning(s))" in captured.out


def test_installed_entry_point_runs(base_text, tmp_path):
    exe = shutil.which("clumsy") or str(__import__("pathlib").Path(sys.executable).with_name("clumsy"))
    bad = _write(tmp_path, "bad.yaml", base_text.replace("rounds: 10", "rounds: 0"))
    run = subprocess.run([exe, "validate", bad], capture_output=True, text=True, timeout=60)
    assert run.returncode == 1
    assert ":15:9: error: 'rounds' is 0; the smallest allowed is 1" in run.stderr


def test_verbose_logs_the_traceback_of_a_caught_error(tmp_path, capsys):
    broken = _write(tmp_path, "broken.yaml", "name: x\nmap: [\n")
    assert main(["validate", broken]) == 1  # not YAML: invalid, with its place
    quiet = capsys.readouterr().err
    assert main(["-v", "validate", broken]) == 1
    verbose = capsys.readouterr().err
    assert "Traceback" not in quiet and quiet.count("\n") == 1
    assert "not valid YAML" in quiet and "not valid YAML" in verbose
    assert len(verbose) > len(quiet)
    assert "DEBUG: engine.cli.main:" in verbose and "Traceback (most recent call last)" in verbose
    assert "ScenarioError" in verbose
