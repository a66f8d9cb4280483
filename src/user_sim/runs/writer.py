"""A writer thread: what finishes is handed over at once and written in batches, off the runner's thread.

The parallel runner calls its ``on_done`` on the thread that also starts new conversations. When that callback
waits on the disk (an fsync'd results line, a conversation file, a report), every conversation that finishes
meanwhile waits for its replacement to be started, and a run's overhead grows with its number of workers.
:class:`BatchWriter` takes the items instead and one thread writes everything that has piled up in one go
(one fsync for a batch of results lines rather than one each). ``put`` never waits on the disk; a write that
failed is raised by the next ``put`` (so it still stops the run) and by ``close``.

Example::

    writer = BatchWriter(lambda records: log.append_many(records), name="results")
    writer.put(record)       # returns at once
    writer.close()           # everything put so far is written (or its error raised)
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class BatchWriter(Generic[T]):
    """Writes the items given to ``put`` with ``write_batch`` on one thread (see the module docstring)."""

    def __init__(self, write_batch: Callable[[list[T]], None], *, name: str) -> None:
        self._write_batch = write_batch
        self._pending: list[T] = []
        self._busy = False
        self._closed = False
        self._error: BaseException | None = None
        self._changed = threading.Condition()
        self._thread = threading.Thread(target=self._loop, name=name, daemon=True)
        self._thread.start()

    def put(self, item: T) -> None:
        """Queue ``item`` for writing; raise the error of an earlier write that failed."""
        with self._changed:
            self._raise_error()
            if self._closed:
                raise RuntimeError("BatchWriter.put after close")
            self._pending.append(item)
            self._changed.notify_all()

    def flush(self) -> None:
        """Wait until everything put so far is written; raise the error of a write that failed."""
        with self._changed:
            self._changed.wait_for(lambda: self._error is not None or not (self._pending or self._busy))
            self._raise_error()

    def close(self) -> None:
        """Write what is pending, stop the thread, and raise the error of a write that failed."""
        with self._changed:
            self._closed = True
            self._changed.notify_all()
        self._thread.join()
        with self._changed:
            self._raise_error()

    def _raise_error(self) -> None:
        if self._error is not None:
            error, self._error = self._error, None
            raise error

    def _loop(self) -> None:
        while True:
            with self._changed:
                self._changed.wait_for(lambda: bool(self._pending) or self._closed)
                if not self._pending:
                    return
                batch, self._pending, self._busy = self._pending, [], True
            try:
                self._write_batch(batch)
            except BaseException as exc:  # handed to the caller's thread by put/flush/close
                with self._changed:
                    self._error = exc
            finally:
                with self._changed:
                    self._busy = False
                    self._changed.notify_all()
