"""A failed save's message names the user's file, never the temporary file beside it
(issue 38, found by the fault run)."""

from __future__ import annotations

import errno
import os
import tempfile

import pytest

from engine.scenario import safe_files
from engine.scenario.safe_files import write_bytes_atomic


def _refuse(*args, **kwargs):
    name = args[0] if args else kwargs.get("dir", "")
    raise OSError(errno.ENOSPC, "No space left on device", os.fspath(name))


@pytest.mark.parametrize("step", ["fsync", "replace", "mkstemp"])
def test_a_failed_write_names_the_users_file(tmp_path, monkeypatch, step):
    target = tmp_path / "mission.yaml"
    target.write_text("old\n", encoding="utf-8")
    if step == "mkstemp":
        monkeypatch.setattr(tempfile, "mkstemp",
                            lambda **kw: _refuse(os.path.join(kw["dir"], ".mission.yaml.1.x.tmp")))
    elif step == "replace":
        monkeypatch.setattr(safe_files.os, "replace", lambda src, dst: _refuse(src))
    else:
        real = os.fdopen

        class Fails:
            def __init__(self, fh):
                self.fh = fh

            def __enter__(self):
                return self

            def __exit__(self, *a):
                self.fh.close()

            def write(self, data):
                raise OSError(errno.ENOSPC, "No space left on device")

        monkeypatch.setattr(safe_files.os, "fdopen", lambda fd, mode: Fails(real(fd, mode)))
    with pytest.raises(OSError) as caught:
        write_bytes_atomic(target, b"new\n")
    assert ".tmp" not in str(caught.value)
    assert caught.value.filename == str(target)
    assert target.read_text(encoding="utf-8") == "old\n"
    assert [p.name for p in tmp_path.iterdir()] == ["mission.yaml"]
