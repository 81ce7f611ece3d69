"""The `clumsy` command run for real, as a subprocess of the test's own environment."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path


def clumsy(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    exe = shutil.which("clumsy") or str(Path(sys.executable).with_name("clumsy"))
    return subprocess.run([exe, *map(str, args)], capture_output=True, text=True,
                          timeout=timeout)

