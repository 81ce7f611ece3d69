from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).resolve().parent / "fixtures"
SCENARIOS = ROOT / "scenarios"


@pytest.fixture
def base_text() -> str:
    return (FIXTURES / "base.yaml").read_text(encoding="utf-8")


def shipped_missions() -> list[Path]:
    return sorted(SCENARIOS.glob("*.yaml"))


def position_of(text: str, anchor: str, offset: int = 0) -> tuple[int, int]:
    """1-based line and column of the first occurrence of `anchor` (plus `offset` chars)."""
    index = text.index(anchor) + offset
    line = text.count("\n", 0, index) + 1
    column = index - (text.rfind("\n", 0, index) + 1) + 1
    return line, column
