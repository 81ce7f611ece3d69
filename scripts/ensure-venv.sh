#!/usr/bin/env bash
# Creates .venv with Python 3.11+ and installs the project (editable, with test extras) at
# the exact versions of constraints.txt whenever pyproject.toml, setup.py or
# constraints.txt has changed since the last install. Sourced by run-editor and run-tests,
# so each of them works on a fresh machine by itself.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="$root/.venv"
pick_python() {
  for py in "${PYTHON:-}" python3.13 python3.12 python3.11 python3; do
    [ -n "$py" ] || continue
    if command -v "$py" >/dev/null 2>&1 &&
       "$py" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)' 2>/dev/null; then
      echo "$py"; return 0
    fi
  done
  echo "error: Python 3.11 or newer is needed (set PYTHON=/path/to/python3.11)" >&2
  return 1
}
stamp="$venv/.installed-from"
constraints="$root/constraints.txt"
want="$(cat "$root/pyproject.toml" "$root/setup.py" "$constraints" | sha256sum | cut -d' ' -f1)"
if [ ! -x "$venv/bin/python" ]; then
  py="$(pick_python)"
  echo "setting up $venv with $("$py" --version) ..." >&2
  "$py" -m venv "$venv"
fi
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  echo "installing the project and its dependencies into .venv ..." >&2
  "$venv/bin/python" -m pip install --quiet --upgrade pip -c "$constraints" >&2
  "$venv/bin/python" -m pip install --quiet -c "$constraints" --build-constraint "$constraints" \
    -e "$root[test]" >&2
  echo "$want" > "$stamp"
fi
