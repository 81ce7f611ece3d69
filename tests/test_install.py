"""The project installs anywhere: the wheel carries the schema, the missions, the data and the icons,
a plain install runs from any folder, and the engine's commands run without PySide6
(DESIGN.md, Layout and Command line)."""

from __future__ import annotations

import importlib
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from importlib import resources
from pathlib import Path

import pytest

from conftest import nonempty
from engine.scenario import DEFAULT_MISSION, shipped_mission, shipped_missions
from engine.scenario.schema import schema_file
from engine.scenario.shipped import ShippedFileMissing

ROOT = Path(__file__).resolve().parent.parent
MISSIONS = nonempty(sorted(p.name for p in (ROOT / "scenarios").glob("*.yaml")), "mission")
DATA = nonempty(sorted(p.name for p in (ROOT / "engine" / "data").glob("*.yaml")), "data file")
# What a build reads: the packaging files and every folder that goes into the wheel.
BUILD_INPUTS = ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md", "engine", "editor",
                "scenarios", "schemas", "docs")
GUIDES = sorted(p.name for p in (ROOT / "docs").glob("guide*.md"))
NO_QT = ("PySide6", "shiboken6")
BIN = "Scripts" if os.name == "nt" else "bin"


def test_the_shipped_missions_are_the_scenarios_folder_read_as_package_data():
    assert [m.name for m in shipped_missions()] == MISSIONS
    assert shipped_mission().name == DEFAULT_MISSION
    assert shipped_mission("tutorial").read_text(encoding="utf-8") == (
        ROOT / "scenarios" / "tutorial.yaml").read_text(encoding="utf-8")
    # Through the import system (the editable install's package-dir mapping), not the tree.
    assert importlib.import_module("engine.missions")
    assert Path(str(resources.files("engine.missions"))).resolve() == ROOT / "scenarios"
    assert Path(str(resources.files("engine.schemas"))).resolve() == ROOT / "schemas"


def test_the_schema_is_read_as_package_data():
    assert schema_file().name == "scenario.schema.json"
    text = schema_file().read_text(encoding="utf-8")
    assert text == (ROOT / "schemas" / "scenario.schema.json").read_text(encoding="utf-8")
    assert json.loads(text)["$schema"].endswith("2020-12/schema")


def test_an_unknown_shipped_mission_names_the_shipped_ones():
    with pytest.raises(ShippedFileMissing, match="no shipped mission 'atlantis.yaml'.*tutorial.yaml"):
        shipped_mission("atlantis")


# -- without PySide6 ----------------------------------------------------------------------

def run_clumsy(*commands: list[str], blocked: tuple[str, ...] = NO_QT, cwd: Path | None = None,
               ) -> list[subprocess.CompletedProcess[str]]:
    """Each of `commands` as `clumsy ARGS`, one after the other in one fresh interpreter
    where the `blocked` packages cannot be imported, as in an environment that lacks them:
    each command's exit code and streams (the command line's `main`, as the console script
    runs it, cli_helpers.clumsy_in_process). The process fails if any of them loaded a
    blocked module. One interpreter for the commands of a test: each start-up, the engine
    imported again, was about 0.3 CPU-s."""
    code = (
        "import contextlib, io, json, sys\n"
        f"BLOCKED = {blocked!r}\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] in BLOCKED:\n"
        "            raise ModuleNotFoundError(f'No module named {name!r}', name=name)\n"
        "sys.meta_path.insert(0, Block())\n"
        "from engine.cli.main import main\n"
        "done = []\n"
        "for argv in json.loads(sys.argv[1]):\n"
        "    out, err = io.StringIO(), io.StringIO()\n"
        "    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):\n"
        "        try:\n"
        "            code = main(argv)\n"
        "        except SystemExit as exc:  # argparse's --help and refusals\n"
        "            code = exc.code if isinstance(exc.code, int) else int(exc.code is not None)\n"
        "    done.append([code, out.getvalue(), err.getvalue()])\n"
        "assert not any(m.split('.')[0] in BLOCKED for m in sys.modules), 'a blocked module loaded'\n"
        "print(json.dumps(done))\n"
    )
    run = subprocess.run([sys.executable, "-c", code, json.dumps(commands)], capture_output=True,
                         text=True, timeout=120, cwd=cwd)
    assert run.returncode == 0, run.stderr
    return [subprocess.CompletedProcess(["clumsy", *argv], rc, out, err)
            for argv, (rc, out, err) in zip(commands, json.loads(run.stdout), strict=True)]


def test_validate_play_and_balance_work_without_pyside6(tmp_path):
    missions = [str(ROOT / "scenarios" / name) for name in MISSIONS]
    tutorial = str(ROOT / "scenarios" / "tutorial.yaml")
    chart = tmp_path / "balance.png"
    validate, play, balance = run_clumsy(
        ["validate", *missions], ["play", tutorial, "--seed", "1", "--max-rounds", "1", "--json"],
        ["balance", tutorial, "--games", "1", "--jobs", "1", "--chart", str(chart)], cwd=tmp_path)
    assert validate.returncode == 0, validate.stderr
    assert validate.stdout.count(": valid") == len(MISSIONS)
    assert play.returncode == 0, play.stderr
    assert json.loads(play.stdout)["rounds"] == 1
    assert balance.returncode == 0, balance.stderr
    assert "1 game(s)" in balance.stdout and chart.read_bytes().startswith(b"\x89PNG")
    for run in (validate, play, balance):
        assert "Traceback" not in run.stderr and "unavailable" not in run.stderr


def test_render_without_pyside6_says_it_needs_the_editor_dependencies(tmp_path):
    out = tmp_path / "map.png"
    [run] = run_clumsy(["render", str(ROOT / "scenarios" / "tutorial.yaml"), "-o", str(out)],
                       cwd=tmp_path)
    assert run.returncode == 2
    assert "needs the editor's dependencies (PySide6)" in run.stderr
    assert "pip install general-clumsy-editor" in run.stderr
    assert "Traceback" not in run.stderr and not out.exists()


def test_a_plugin_command_that_cannot_load_says_why_only_when_run(tmp_path):
    blocked = (*NO_QT, "editor")
    helped, valid, run = run_clumsy(
        ["--help"], ["validate", str(ROOT / "scenarios" / "tutorial.yaml")],
        ["render", "x.yaml", "-o", str(tmp_path / "x.png")], blocked=blocked)
    assert helped.returncode == 0 and "render" in helped.stdout and helped.stderr == ""
    assert valid.returncode == 0  # only the tutorial's own warning, nothing of the plug-in
    assert all(": warning: " in line for line in valid.stderr.splitlines())
    assert run.returncode == 2
    assert "clumsy render: this command comes with general-clumsy-editor" in run.stderr
    assert "No module named 'editor'" in run.stderr and "Traceback" not in run.stderr


def test_editor_check_starts_on_the_shipped_mission_and_fails_on_a_broken_file(tmp_path, base_text):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path)}

    def check(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "editor.app", "--check", *args],
                              capture_output=True, text=True, timeout=120, cwd=tmp_path, env=env)

    shipped = check()
    assert shipped.returncode == 0, shipped.stderr
    assert "window shown on 'Crossing the Wend' (0 error(s))" in shipped.stdout
    bad = tmp_path / "bad.yaml"
    bad.write_text(base_text.replace("type: tank", "type: tnak"), encoding="utf-8")
    broken = check(str(bad))
    assert broken.returncode == 1 and "there is no unit type 'tnak'" in broken.stderr
    missing = check(str(tmp_path / "missing.yaml"))
    assert missing.returncode == 2 and "cannot read the file" in missing.stderr
    assert "Traceback" not in broken.stderr + missing.stderr


# -- the wheel ----------------------------------------------------------------------------

# The wheel as `pip wheel --no-build-isolation` builds it, without pip: the build backend
# that pyproject.toml names, its PEP 517 `build_wheel` called in a process of its own, as
# pip's hook runner calls it. pip's start-up and its metadata step (the backend's
# `prepare_metadata_for_build_wheel`, a setuptools run of its own, for pip to learn the name
# and version) were 0.5 of the build's 1.1 CPU-s; the wheels' files are the same, byte for byte.
BUILD_WHEEL = (
    "import importlib, sys, tomllib\n"
    "with open('pyproject.toml', 'rb') as f:\n"
    "    module, _, attr = tomllib.load(f)['build-system']['build-backend'].partition(':')\n"
    "backend = importlib.import_module(module)\n"
    "for name in filter(None, attr.split('.')):\n"
    "    backend = getattr(backend, name)\n"
    "print(backend.build_wheel(sys.argv[1]))\n"
)


@pytest.fixture(scope="module")
def wheel(shared_runs) -> Path:
    """A wheel built offline from a copy of the working tree (the checkout stays clean),
    once a run: the tests using it may run in both xdist workers (tests/shared_runs.py)."""
    folder = shared_runs.folder / "wheel"

    def build() -> str:
        src, dist = folder / "src", folder / "dist"
        for name in BUILD_INPUTS:
            path = ROOT / name
            if path.is_dir():
                shutil.copytree(path, src / name,
                                ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
            else:
                src.mkdir(parents=True, exist_ok=True)
                shutil.copy2(path, src / name)
        done = subprocess.run([sys.executable, "-c", BUILD_WHEEL, str(dist)], cwd=src,
                              capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr
        [built] = dist.glob("general_clumsy_editor-*.whl")
        return str(built)

    return Path(shared_runs.once(json.dumps(["wheel", str(ROOT)]), build))


def test_the_wheel_holds_both_packages_the_schema_every_mission_and_the_data(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "engine/schemas/scenario.schema.json" in names
    assert "engine/schemas/campaign.schema.json" in names
    assert {f"engine/missions/{m}" for m in MISSIONS} <= names
    assert "engine/missions/wend.campaign.yml" in names  # the shipped campaign
    assert {f"engine/data/{d}" for d in DATA} <= names
    icons = nonempty((ROOT / "editor" / "icons").glob("*.svg"), "icon in editor/icons/")
    assert {f"editor/icons/{i.name}" for i in icons} <= names
    assert "guide.md" in GUIDES and {f"editor/guide/{g}" for g in GUIDES} <= names  # F1's guide
    sources = {p.relative_to(ROOT).as_posix() for top in ("engine", "editor")
               for p in nonempty((ROOT / top).rglob("*.py"), f"module in {top}/")}
    assert sources - names == set()
    assert not [n for n in names if n.startswith(("scenarios/", "schemas/", "tests/", "docs/"))
                or ".data/" in n]  # no top-level folders, no data-files under the prefix


def test_the_wheel_declares_both_commands_and_the_render_plugin(wheel):
    with zipfile.ZipFile(wheel) as whl:
        [entry_file] = [n for n in whl.namelist() if n.endswith(".dist-info/entry_points.txt")]
        entries = whl.read(entry_file).decode("utf-8")
    assert "[console_scripts]\nclumsy = engine.cli.process:run\nclumsy-editor = editor.app:main" in entries
    assert "[clumsy.commands]\nrender = editor.render.cli:register" in entries


class FreshEnvironment:
    """A new virtual environment whose only packages are this test environment's (through a
    .pth file, so installing needs no network), and a way to run programs in it from `/`."""

    def __init__(self, tmp_path: Path) -> None:
        self.venv = tmp_path / "venv"
        subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(self.venv)],
                       check=True, timeout=120)
        self.python = self.venv / BIN / "python"
        self.env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
        self.env.update(QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
                        XDG_CONFIG_HOME=str(tmp_path))
        self.site = Path(self.run(self.python, "-c", "import sysconfig\n"
                                  "print(sysconfig.get_paths()['purelib'])").stdout.strip())
        ours = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
        (self.site / "test_dependencies.pth").write_text("\n".join(sorted(ours)) + "\n",
                                                         encoding="utf-8")

    def pip_install(self, *args: str | Path) -> None:
        """pip run by the new environment's interpreter (it sees this environment's pip
        through the .pth file), as `pip --python` runs it after a start-up of its own (0.3
        CPU-s). The modules are not compiled at the install (`--no-compile`, 0.8 of its 1.6
        CPU-s): each command run after it compiles only what it imports."""
        done = subprocess.run([str(self.python), "-m", "pip", "install", "--no-deps",
                               "--no-index", "--no-compile", "--quiet", *map(str, args)],
                              capture_output=True, text=True, timeout=300, env=self.env)
        assert done.returncode == 0, done.stderr

    def run(self, *args: str | Path) -> subprocess.CompletedProcess[str]:
        return subprocess.run([str(a) for a in args], capture_output=True, text=True, timeout=180,
                              cwd=Path(self.venv.anchor), env=self.env)

    def installed_files(self) -> list[str]:
        """engine's and editor's __file__, then every shipped mission, as this install sees them."""
        where = self.run(self.python, "-c", "import engine, editor\n"
                         "from engine.scenario import shipped_missions\n"
                         "print(engine.__file__, editor.__file__, *shipped_missions(), sep='\\n')")
        assert where.returncode == 0, where.stderr
        return where.stdout.splitlines()


@pytest.mark.slow
def test_a_plain_install_of_the_wheel_works_from_any_folder(wheel, tmp_path):
    """Not editable, run from `/`: the commands find the schema and the missions inside the
    installed package."""
    fresh = FreshEnvironment(tmp_path)
    fresh.pip_install(wheel)
    engine_file, editor_file, *missions = fresh.installed_files()
    for installed in (engine_file, editor_file, *missions):
        assert Path(installed).is_relative_to(fresh.site), installed
    assert [Path(m).name for m in missions] == MISSIONS

    clumsy = fresh.venv / BIN / "clumsy"
    validate = fresh.run(clumsy, "validate", *missions)
    assert validate.returncode == 0, validate.stderr
    assert validate.stdout.count(": valid") == len(MISSIONS)
    png = tmp_path / "tutorial.png"
    tutorial = next(m for m in missions if m.endswith("tutorial.yaml"))
    render = fresh.run(clumsy, "render", tutorial, "-o", png, "--cell-size", "6")
    assert render.returncode == 0, render.stderr
    assert png.read_bytes().startswith(b"\x89PNG")
    editor = fresh.run(fresh.venv / BIN / "clumsy-editor", "--check")
    assert editor.returncode == 0, editor.stderr
    assert "window shown on 'Crossing the Wend' (0 error(s))" in editor.stdout
    guide = fresh.run(fresh.python, "-c", "from editor.window.help_dialog import guide_file\n"
                      "print(*(guide_file(lang) for lang in ('it', 'en')), sep='\\n')")
    assert guide.returncode == 0, guide.stderr
    expected = ["guide.it.md" if "guide.it.md" in GUIDES else "guide.md", "guide.md"]
    found = [Path(line).resolve() for line in guide.stdout.splitlines()]
    assert found == [(fresh.site / "editor" / "guide" / n).resolve() for n in expected]


@pytest.mark.slow
def test_an_install_outside_the_prefix_finds_its_schema_and_missions(wheel, tmp_path):
    """As `pip install --user` does: the package lies outside sys.prefix, so nothing may be
    looked up under the prefix."""
    fresh = FreshEnvironment(tmp_path)
    target = tmp_path / "elsewhere"
    fresh.pip_install("--target", target, wheel)
    fresh.env["PYTHONPATH"] = str(target)
    engine_file, editor_file, *missions = fresh.installed_files()
    for installed in (engine_file, editor_file, *missions):
        assert Path(installed).is_relative_to(target), installed
    validate = fresh.run(fresh.python, "-m", "engine.cli.main", "validate", *missions)
    assert validate.returncode == 0, validate.stderr
    assert validate.stdout.count(": valid") == len(MISSIONS)
    editor = fresh.run(fresh.python, "-m", "editor.app", "--check")
    assert editor.returncode == 0, editor.stderr
