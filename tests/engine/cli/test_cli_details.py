"""The command line used for real, as subprocesses: a mistyped option shows its command's
usage, errors carry `error:`, exit codes match docs/cli.md, replays know their scenario,
balance checks the chart path first, render writes the format its extension names and
draws for a side only what that side knows (RULES.md B, Stratego)."""

from __future__ import annotations

import json
import random
import time

from cli_helpers import clumsy, clumsy_in_process

from conftest import SCENARIOS
from engine.scenario.io import load_scenario, save_scenario

CLASSIC = SCENARIOS / "stratego_classic.yaml"
TUTORIAL = SCENARIOS / "tutorial.yaml"




def test_a_mistyped_option_shows_the_commands_own_usage():
    run = clumsy("play", "--sed", "3", TUTORIAL)
    assert run.returncode == 2
    assert run.stderr.startswith("usage: clumsy play")
    assert "clumsy play: error: unrecognized arguments: --sed" in run.stderr


def test_text_that_is_not_yaml_is_invalid_for_validate_and_render_and_bad_input_for_play(tmp_path):
    """docs/cli.md: `validate` and `render` exit 1 for a file with problems (text that is not
    YAML is one, at its line and column) and 2 for a file they cannot read at all; `play`
    has no "invalid" code and exits 2 for any input it cannot use."""
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: [unclosed\n  x: : :\n", encoding="utf-8")
    for args, code in ((("validate", bad), 1), (("play", bad), 2),
                       (("render", bad, "-o", tmp_path / "x.png"), 1)):
        run = clumsy(*args)
        assert run.returncode == code, (args, run.stderr)
        assert "not valid YAML" in run.stderr and "Traceback" not in run.stderr


# `clumsy render` in this process (cli_helpers.clumsy_in_process: the command line's `main`,
# what the console script runs), as tests/editor/render/test_render.py renders: nine
# process start-ups of Qt and the painter were about 0.3 CPU-s each. The console script
# itself renders in test_install.py's plain install.
def test_render_errors_carry_the_error_prefix(tmp_path):
    run = clumsy_in_process("render", TUTORIAL, "-o", tmp_path / "x.png", "--side", "nobody")
    assert run.returncode == 2
    assert run.stderr.startswith("clumsy render: error: there is no side 'nobody'")
    run = clumsy_in_process("render", TUTORIAL, "-o", tmp_path / "x.png", "--cell-size", "1")
    assert run.stderr.startswith("clumsy render: error: --cell-size")


def test_render_writes_the_format_its_extension_names_or_refuses(tmp_path):
    jpg = tmp_path / "map.jpg"
    assert clumsy_in_process("render", TUTORIAL, "-o", jpg).returncode == 0
    assert jpg.read_bytes()[:3] == b"\xff\xd8\xff"  # a JPEG, not a PNG
    png = tmp_path / "map.png"
    assert clumsy_in_process("render", TUTORIAL, "-o", png).returncode == 0
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    run = clumsy_in_process("render", TUTORIAL, "-o", tmp_path / "map.gif")
    assert run.returncode == 2 and "clumsy render: error:" in run.stderr
    assert ".png" in run.stderr and not (tmp_path / "map.gif").exists()


def test_B_render_side_red_tells_nothing_of_blues_ranks(tmp_path):
    """Two setups that differ only in where blue's ranks stand draw the same for red."""
    scenario = load_scenario(CLASSIC)
    blue = [u for u in scenario.units if u.side == "blue"]
    kinds = [u.type for u in blue]
    random.Random(4).shuffle(kinds)
    for unit, kind in zip(blue, kinds, strict=True):
        unit.type = kind
    other = tmp_path / "other.yaml"
    save_scenario(scenario, other)
    images = []
    for path in (CLASSIC, other):
        out = tmp_path / f"{path.stem}.png"
        assert clumsy_in_process("render", path, "-o", out, "--side", "red").returncode == 0
        images.append(out.read_bytes())
    assert images[0] == images[1]
    full = [tmp_path / "a.png", tmp_path / "b.png"]
    for path, out in zip((CLASSIC, other), full, strict=True):
        assert clumsy_in_process("render", path, "-o", out).returncode == 0
    assert full[0].read_bytes() != full[1].read_bytes()  # without --side, ranks show


def test_a_replay_of_another_scenario_is_refused_naming_both(tmp_path):
    replay = tmp_path / "replay.json"
    assert clumsy("play", TUTORIAL, "--max-rounds", "1", "--replay", replay).returncode == 0
    stored = json.loads(replay.read_text(encoding="utf-8"))
    assert stored["scenario_name"] == str(load_scenario(TUTORIAL).name)  # its first language
    assert len(stored["scenario_hash"]) == 16
    other = SCENARIOS / "square_skirmish.yaml"
    run = clumsy("play", other, "--actions", replay)
    assert run.returncode == 2
    assert "this replay is of the scenario" in run.stderr
    assert load_scenario(TUTORIAL).name in run.stderr and load_scenario(other).name in run.stderr


def test_balance_refuses_a_bad_chart_path_before_playing(tmp_path):
    start = time.monotonic()
    run = clumsy_in_process("balance", TUTORIAL, "--games", "200", "--chart", tmp_path / "no" / "c.png")
    assert run.returncode == 2 and "does not exist" in run.stderr
    assert "games" not in run.stdout.lower()  # no game was played first
    assert time.monotonic() - start < 60
    run = clumsy_in_process("balance", TUTORIAL, "--games", "200", "--chart", tmp_path / "c.jpg")
    assert run.returncode == 2 and "PNG" in run.stderr
