"""Write the mission kinds' `$defs` lines of schemas/scenario.schema.json from the
descriptors of engine/scenario/kinds/ (run after adding or changing a kind):

    .venv/bin/python scripts/schema_kinds.py          # say whether the file is current
    .venv/bin/python scripts/schema_kinds.py --write  # rewrite it
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.scenario.kinds.schema_file import with_kinds  # noqa: E402

SCHEMA = Path(__file__).resolve().parent.parent / "schemas" / "scenario.schema.json"


def main(argv: list[str]) -> int:
    text = SCHEMA.read_text(encoding="utf-8")
    new = with_kinds(text)
    if new == text:
        print(f"{SCHEMA.name} is current")
        return 0
    if "--write" in argv:
        SCHEMA.write_text(new, encoding="utf-8")
        print(f"wrote the kinds of {SCHEMA.name}")
        return 0
    print(f"{SCHEMA.name} differs from the kinds' descriptors; run with --write")
    return 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
