"""`clumsy validate` imports only what validating needs (issue 37, "Start-up"): not the AI,
the balance library, numpy, scipy, matplotlib or the editor's plug-in commands, checked in
a fresh process; and the data catalogs are read with libyaml's parser when PyYAML has it."""

from __future__ import annotations

import json
import subprocess
import sys

import yaml

from conftest import SCENARIOS

HEAVY = ("engine.ai", "engine.balance", "engine.rulesets.stratego", "numpy", "scipy",
         "matplotlib", "editor", "PySide6", "dask")


def modules_after(code: str) -> list[str]:
    out = subprocess.run([sys.executable, "-c", code + "\nimport json, sys\n"
                          "print(json.dumps(sorted(sys.modules)))"],
                         capture_output=True, text=True, timeout=120, check=True).stdout
    return json.loads(out.splitlines()[-1])


def heavy(modules: list[str]) -> list[str]:
    return [m for m in modules if any(m == h or m.startswith(h + ".") for h in HEAVY)]


# the early-win warning (engine/ai/mission/hold_reach.py): the computer player's travel costs
# read cell by cell in pure Python, without its fields, numpy or scipy
EARLY_WIN = ("engine.ai", "engine.ai.config", "engine.ai.mission", "engine.ai.mission.hold_reach",
             "engine.ai.fields", "engine.ai.fields.step_costs", "engine.ai.knowledge",
             "engine.ai.knowledge.belief")


def test_clumsy_validate_imports_neither_the_ai_nor_scipy(tmp_path):
    """On a file with an error the game is never played forward: nothing heavy. On a file
    without one, the early-win warning is worked out (the tutorial's blue gets one), and
    of the computer player only its numpy-free travel costs are loaded."""
    broken = tmp_path / "broken.yaml"
    broken.write_text((SCENARIOS / "tutorial.yaml").read_text(encoding="utf-8")
                      .replace("rounds:", "rounds: -3\nx_rounds:", 1), encoding="utf-8")
    loaded = modules_after("from engine.cli.main import main\n"
                           f"main(['validate', {str(broken)!r}])")
    assert "engine.scenario.validation" in loaded  # it did validate
    assert heavy(loaded) == []
    code = ("import contextlib, io\nfrom engine.cli.main import main\nout = io.StringIO()\n"
            "with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):\n"
            f"    main(['validate', {str(SCENARIOS / 'tutorial.yaml')!r}])\n"
            "print(out.getvalue().count('can win by holding'))")
    out = subprocess.run([sys.executable, "-c", code + "\nimport json, sys\n"
                          "print(json.dumps(sorted(sys.modules)))"],
                         capture_output=True, text=True, timeout=120, check=True).stdout
    warned, loaded = out.splitlines()[-2], json.loads(out.splitlines()[-1])
    assert int(warned) >= 1  # the warning was worked out
    assert [m for m in heavy(loaded) if m not in EARLY_WIN] == []
    # a shipped ruleset and turn system are known without reading the installed packages'
    # entry points (importlib.metadata alone costs a tenth of the start-up)
    assert "importlib.metadata" not in loaded


def test_importing_the_engine_package_loads_nothing_but_itself():
    loaded = modules_after("import engine")
    assert [m for m in loaded if m.startswith("engine.")] == []
    assert "engine.ruleset" in modules_after("from engine import Game\nGame")


def test_clumsy_play_still_finds_its_command_and_loads_the_ai_only_then():
    loaded = modules_after("import contextlib, io\nfrom engine.cli.main import main\n"
                           "with contextlib.suppress(SystemExit), "
                           "contextlib.redirect_stdout(io.StringIO()):\n"
                           "    main(['play', '--help'])")
    assert "engine.cli.play" in loaded and "engine.cli.balance" not in loaded


def test_the_catalogs_are_read_with_the_c_loader_when_there_is_one():
    from engine.data_files import _StrictSafeLoader

    if getattr(yaml, "__with_libyaml__", False):
        assert issubclass(_StrictSafeLoader, yaml.CSafeLoader)
    else:
        assert issubclass(_StrictSafeLoader, yaml.SafeLoader)


def test_clumsy_play_of_a_mission_loads_neither_the_campaign_checks_nor_the_charts():
    """A mission's play needs the AI, but not a campaign's checks (read only by `validate`
    and a campaign's play), the balance runs, matplotlib or Dask, nor the campaign's model,
    reader and writer: the file is told a mission by its `format:` line alone
    (engine/campaign/format.py)."""
    loaded = modules_after("import contextlib, io\nfrom engine.cli.main import main\n"
                           "with contextlib.redirect_stdout(io.StringIO()):\n"
                           f"    main(['play', {str(SCENARIOS / 'tutorial.yaml')!r}, "
                           "'--max-rounds', '1'])")
    assert "engine.ai.player" in loaded  # it did play
    assert [m for m in loaded if m.split(".")[0] in ("matplotlib", "dask", "PySide6", "editor")
            or m in ("engine.cli.campaign_check", "engine.campaign.validation",
                     "engine.campaign.load", "engine.balance.series", "engine.cli.balance")
            or (m.startswith("engine.campaign.") and m != "engine.campaign.format")] == []
