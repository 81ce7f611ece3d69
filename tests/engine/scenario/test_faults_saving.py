"""Saving never replaces what the user did not mean to replace (DESIGN.md, "Validation":
atomic saves): a link is saved through to its file, a device, FIFO or folder is refused,
and temporary files a killed save left behind are removed by the next save."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from matplotlib.figure import Figure

from conftest import SCENARIOS
from engine.balance.chart import write_figure
from engine.balance.errors import BadInput
from engine.scenario.io import UnsafeFileError, load_scenario, save_scenario, write_text_atomic
from engine.scenario.safe_files import remove_stale_temps

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="POSIX links and devices")


@posix_only
def test_saving_through_a_symlink_writes_the_target_and_keeps_the_link(tmp_path):
    real = tmp_path / "real" / "mission.yaml"
    real.parent.mkdir()
    real.write_text("old\n")
    link = tmp_path / "link.yaml"
    link.symlink_to(real)
    save_scenario(load_scenario(SCENARIOS / "tutorial.yaml"), link)
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert load_scenario(real).name == load_scenario(SCENARIOS / "tutorial.yaml").name
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.yaml", "real"]
    assert sorted(p.name for p in real.parent.iterdir()) == ["mission.yaml"]


@posix_only
def test_saving_through_a_dangling_symlink_creates_its_target(tmp_path):
    link = tmp_path / "link.yaml"
    link.symlink_to(tmp_path / "new.yaml")
    write_text_atomic(link, "text\n")
    assert link.is_symlink() and (tmp_path / "new.yaml").read_text() == "text\n"


@posix_only
def test_a_hard_link_keeps_the_previous_version_and_the_save_warns(tmp_path, caplog):
    """A rename cannot keep a hard link; atomicity wins (docs/guarantees.md): the saved name has the new text, the other name the old, never half."""
    saved = tmp_path / "a.yaml"
    saved.write_text("old\n")
    other = tmp_path / "b.yaml"
    os.link(saved, other)
    write_text_atomic(saved, "new\n")
    assert saved.read_text() == "new\n" and other.read_text() == "old\n"
    assert "other hard link" in caplog.text


@posix_only
def test_saving_keeps_the_file_mode(tmp_path):
    path = tmp_path / "a.yaml"
    path.write_text("old\n")
    path.chmod(0o600)
    write_text_atomic(path, "new\n")
    assert path.stat().st_mode & 0o777 == 0o600


@posix_only
@pytest.mark.parametrize("device", ["/dev/null", "/dev/full"])
def test_a_device_is_never_replaced(device):
    if not os.path.exists(device):
        pytest.skip(f"no {device}")
    before = os.stat(device)
    with pytest.raises(UnsafeFileError, match="is a device, not a regular file"):
        write_text_atomic(device, "x")
    assert os.stat(device).st_ino == before.st_ino


@posix_only
def test_a_symlink_to_a_device_is_refused_and_names_both(tmp_path):
    link = tmp_path / "out.png"
    link.symlink_to("/dev/null")
    with pytest.raises(BadInput, match=r"out.png \(-> /dev/null\) is a device"):
        write_figure(link, Figure())
    assert link.is_symlink()


@posix_only
def test_a_fifo_and_a_folder_are_refused(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(UnsafeFileError, match="named pipe"):
        write_text_atomic(fifo, "x")
    with pytest.raises(UnsafeFileError, match="a folder"):
        write_text_atomic(tmp_path, "x")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pipe"]


def test_the_cli_says_why_it_will_not_write_a_replay_onto_a_folder(tmp_path, capsys):
    from engine.cli.main import main

    code = main(["play", str(SCENARIOS / "tutorial.yaml"), "--max-rounds", "1",
                 "--replay", str(tmp_path)])
    assert code == 2
    err = capsys.readouterr().err
    assert "is a folder, not a regular file" in err and "Traceback" not in err


@posix_only
def test_stale_temp_files_of_a_killed_save_are_removed_by_the_next_save(tmp_path):
    path = tmp_path / "mission.yaml"
    path.write_text("old\n")
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    stale = tmp_path / f".mission.yaml.{dead.pid}.abcd1234.tmp"
    stale.write_text("half")
    live = tmp_path / f".mission.yaml.{os.getppid()}.abcd1234.tmp"  # a save in progress
    live.write_text("half")
    strangers = [tmp_path / ".other.yaml.1.abcd1234.tmp", tmp_path / ".mission.yaml.notes"]
    for p in strangers:
        p.write_text("keep")
    write_text_atomic(path, "new\n")
    assert path.read_text() == "new\n"
    assert not stale.exists() and live.exists() and all(p.exists() for p in strangers)


@posix_only
def test_a_kill_during_save_leaves_the_old_file_and_the_next_save_cleans_up(tmp_path):
    """The fuzzing's `kill -9` during a save, made certain: the child stops for ever right
    after it wrote the temporary file and before the rename."""
    path = tmp_path / "mission.yaml"
    path.write_text("old\n")
    code = (
        "import os, signal, sys\n"
        "from engine.scenario import safe_files\n"
        "real = os.replace\n"
        "def stop(*a):\n"
        "    os.kill(os.getpid(), signal.SIGKILL)\n"
        "safe_files.os.replace = stop\n"
        f"safe_files.write_bytes_atomic({str(path)!r}, b'new' * 1000)\n"
    )
    subprocess.run([sys.executable, "-c", code], check=False, timeout=60)
    leftovers = [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert path.read_text() == "old\n" and len(leftovers) == 1
    write_text_atomic(path, "new\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mission.yaml"]
    assert remove_stale_temps(path) == []


@posix_only
def test_render_refuses_a_device_output_with_exit_2(tmp_path, capsys):
    from engine.cli.main import main

    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full")
    link = tmp_path / "map.png"  # a name render accepts, pointing at a device
    link.symlink_to("/dev/full")
    code = main(["render", str(SCENARIOS / "tutorial.yaml"), "-o", str(link)])
    err = capsys.readouterr().err
    assert code == 2 and "is a device, not a regular file" in err, err
    assert link.is_symlink() and os.path.realpath(link) == "/dev/full"
