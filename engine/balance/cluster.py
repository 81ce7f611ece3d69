"""`clumsy balance --scheduler tcp://HOST:PORT`: the games on a Dask distributed cluster
(`dask scheduler` on one machine, `dask worker tcp://HOST:PORT` on each of the others),
through the same `concurrent.futures.Executor` interface as the local process pool, so
`run_played` drives both alike. Dask is the optional extra `cluster`
(`pip install general-clumsy-editor[cluster]`); every worker needs this package installed.

The mission travels as its file's text (`MissionText`), since a worker on another machine
has no path to read; the same text and seed give the same record as a local run. Dask
itself runs a task again when its worker dies; `run_played` retries what still fails."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import Executor
from contextlib import contextmanager
from typing import Any

from engine.balance.errors import BadInput

CONNECT_SECONDS = 10


@contextmanager
def cluster_executor(address: str, connect_seconds: float = CONNECT_SECONDS) -> Iterator[Executor]:
    """An Executor whose futures run on the scheduler at `address`; the client closes at
    the end. No Dask, a malformed address or no scheduler there is a one-line BadInput."""
    if "://" not in address:
        raise BadInput(f"--scheduler {address}: expected an address like tcp://HOST:PORT")
    try:
        from distributed import Client
    except ImportError as exc:
        raise BadInput("--scheduler needs Dask distributed: "
                       "pip install 'general-clumsy-editor[cluster]'") from exc
    try:
        client: Any = Client(address, timeout=connect_seconds, set_as_default=False)
    except (OSError, TimeoutError, ValueError) as exc:
        raise BadInput(f"--scheduler {address}: cannot reach the scheduler: {exc}") from exc
    try:
        yield client.get_executor(pure=False)
    finally:
        client.close()

