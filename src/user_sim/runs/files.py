"""Atomic file writes for everything a run writes: a reader sees the old file or the new one, never half of one.

The temporary file is created private (``mkstemp``), then given the mode a plain ``open`` would have given
(``0o666`` minus the umask) before it replaces the target, so outputs stay group-readable where the umask says so.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any


def _umask() -> int:
    try:  # Linux: read it without changing it (changing it is process-wide and racy with other threads)
        for line in Path("/proc/self/status").read_text(encoding="ascii").splitlines():
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    except OSError:
        pass
    current = os.umask(0o022)
    os.umask(current)
    return current


def file_mode() -> int:
    """The mode a new file gets from ``open()``: ``0o666`` minus the process umask."""
    return 0o666 & ~_umask()


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` (UTF-8, Unix newlines) through an fsync'd temporary file and ``os.replace``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fchmod(handle.fileno(), file_mode())
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def write_json(path: Path, data: Any) -> None:
    """Write ``data`` as indented JSON (non-ASCII kept, unknown types as ``str``), atomically."""
    write_atomic(path, json.dumps(data, indent=2, ensure_ascii=False, default=str) + "\n")
