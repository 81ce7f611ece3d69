"""Reading and writing the user's files so that no file at a path is lost or replaced by
surprise (DESIGN.md, "Validation": atomic saves).

Reading: regular files only (a FIFO would block for ever, a device never ends), and never
more than a limit, checked while reading (the size a device reports is 0).

Writing: a temporary file beside the real target, flushed to disk, then renamed over it,
so a crash leaves the old file or the new one, never half of one. A symbolic link is
followed: the file it points at gets the new text and the link stays a link. A path that
holds something other than a regular file (a device, a FIFO, a folder) is refused. A hard
link cannot be kept by a rename: the saved name gets the new file and the other names keep
the previous version (never a half-written file under any name); a warning says so.
Temporary files left by a save that was killed (`.NAME.PID.XXXXXXXX.tmp`, PID a process
that is no longer running) are removed by the next save of the same file.
"""

from __future__ import annotations

import logging
import os
import re
import stat
import sys
import tempfile
import time
from pathlib import Path
from typing import BinaryIO

log = logging.getLogger(__name__)

# A temporary file whose process we cannot ask about (other systems) is stale after this.
STALE_TEMP_SECONDS = 3600


class UnsafeFileError(OSError):
    """A path the program will not read or write; the message says what it is and why."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


def kind_of(mode: int) -> str:
    """What a non-regular file is, in words."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def read_regular_bytes(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes; UnsafeFileError for anything
    else (checked on the open file, so nothing can swap it in between), OSError when the
    system cannot read it."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)  # non-blocking: opening a FIFO must not wait for a writer
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise UnsafeFileError(f"this is {kind_of(mode)}, not a regular file; refused")
        return read_at_most(fd, limit)
    finally:
        os.close(fd)


def read_stream_bytes(stream: BinaryIO, limit: int) -> bytes:
    """At most `limit` bytes from a binary stream (standard input); UnsafeFileError if more."""
    data = stream.read(limit + 1)
    if len(data) > limit:
        raise UnsafeFileError(too_big(limit))
    return data


def read_at_most(fd: int, limit: int) -> bytes:
    chunks: list[bytes] = []
    total = 0
    while True:
        chunk = os.read(fd, min(1 << 20, limit + 1 - total))
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)
        total += len(chunk)
        if total > limit:
            raise UnsafeFileError(too_big(limit))


def too_big(limit: int) -> str:
    return f"the file is larger than {limit / 1048576:g} MiB, more than this file may be; refused"


def save_target(path: str | os.PathLike[str]) -> Path:
    """The file a save to `path` must replace: the end of any chain of symbolic links.
    UnsafeFileError when something other than a regular file stands there."""
    target = Path(os.path.realpath(path))
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        return target
    if not stat.S_ISREG(mode):
        shown = str(path) if str(target) == os.path.abspath(path) else f"{path} (-> {target})"
        raise UnsafeFileError(f"{shown} is {kind_of(mode)}, not a regular file; "
                              "a save never replaces it, choose a file name")
    return target


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Temporary file beside the target, fsync, then rename over the target."""
    target = save_target(path)
    directory = target.parent
    remove_stale_temps(target)
    old = _stat_or_none(target)
    if old is not None and old.st_nlink > 1:
        log.warning("%s has %d other hard link(s); they keep the previous version",
                    target, old.st_nlink - 1)
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f"{temp_prefix(target)}{os.getpid()}.",
                                        suffix=".tmp", dir=directory)
    except OSError as exc:
        raise _named_for_user(exc, path) from None
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp_name, stat.S_IMODE(old.st_mode) if old is not None else 0o644)
        os.replace(tmp_name, target)
    except BaseException as exc:
        try:
            os.unlink(tmp_name)
        except OSError:
            pass
        if isinstance(exc, OSError):
            raise _named_for_user(exc, path) from None
        raise
    _sync_directory(directory)


def _named_for_user(exc: OSError, path: str | os.PathLike[str]) -> OSError:
    """The error of a failed write, naming the file the user saves to, never the
    temporary file beside it (which is gone)."""
    exc.filename = os.fspath(path)
    exc.filename2 = None
    return exc


def temp_prefix(target: Path) -> str:
    return f".{target.name}."


def remove_stale_temps(target: Path) -> list[Path]:
    """Remove the temporary files a killed save of `target` left (ours by their name, and
    stale: their process is gone). Returns what was removed."""
    pattern = re.compile(re.escape(temp_prefix(target)) + r"(\d+)\.[A-Za-z0-9_]{8}\.tmp")
    removed: list[Path] = []
    try:
        names = os.listdir(target.parent)
    except OSError:
        return removed
    for name in names:
        match = pattern.fullmatch(name)
        if match is None:
            continue
        leftover = target.parent / name
        if not _is_stale(leftover, int(match.group(1))):
            continue
        try:
            if stat.S_ISREG(os.lstat(leftover).st_mode):
                os.unlink(leftover)
                removed.append(leftover)
        except OSError:
            continue
    if removed:
        log.info("removed %d temporary file(s) a killed save left beside %s", len(removed), target)
    return removed


def process_alive(pid: int) -> bool:
    """Whether a process with this id runs on this machine (POSIX); elsewhere, True."""
    if pid == os.getpid():
        return True
    if pid <= 0 or sys.platform == "win32":
        return sys.platform == "win32"
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # it exists but belongs to someone else
        return True
    return True


def _is_stale(path: Path, pid: int) -> bool:
    """Its process is gone, or it is old enough that no save can still be writing it (a
    process id may have been reused since)."""
    if sys.platform != "win32" and pid != os.getpid() and not process_alive(pid):
        return True
    try:
        return time.time() - os.lstat(path).st_mtime > STALE_TEMP_SECONDS
    except OSError:
        return False


def _stat_or_none(path: Path) -> os.stat_result | None:
    try:
        return os.stat(path)
    except FileNotFoundError:
        return None


def _sync_directory(directory: Path) -> None:
    """Make the rename itself durable where the system allows it."""
    if sys.platform == "win32":
        return
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
