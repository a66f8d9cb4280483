"""A console script's ``main(argv)`` called in the test's own process, seen as its subprocess would be.

Saves the interpreter start and the imports of every call (about 1.3 s of CPU each); the console script itself
(entry point, ``exit_now``, signals, lazy imports) keeps its subprocess tests (``run_cli(..., process=True)``).
What the process would see is set for the call and restored after it: the environment (no ``*_API_KEY``,
``NO_COLOR``, ``COLUMNS=200``), the current folder, stdout/stderr, and the logging the command configures (its
``basicConfig`` handler writes to the captured stderr, as in the process).
"""

from __future__ import annotations

import contextlib
import importlib
import io
import logging
import os
import subprocess
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path

import pytest


@contextlib.contextmanager
def _process_logging() -> Iterator[None]:
    """Root logging as a fresh process has it (no handlers), restored afterwards."""
    root, ours = logging.getLogger(), logging.getLogger("user_sim")
    handlers, level, our_level = root.handlers[:], root.level, ours.level
    root.handlers = []
    try:
        yield
    finally:
        for handler in root.handlers:
            handler.close()
        root.handlers = handlers
        root.setLevel(level)
        ours.setLevel(our_level)


def run_in_process(
    module: str,
    args: Sequence[str],
    *,
    cwd: Path | None,
    env: Mapping[str, str],
) -> subprocess.CompletedProcess[str]:
    """Run ``module.main(args)`` with ``env`` as the whole environment and ``cwd`` as the current folder."""
    main = importlib.import_module(module).main
    out, err = io.StringIO(), io.StringIO()
    with pytest.MonkeyPatch.context() as patch:
        for name in set(os.environ) - set(env):
            patch.delenv(name)
        for name, value in env.items():
            patch.setenv(name, value)
        if cwd is not None:
            patch.chdir(cwd)
        with _process_logging(), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(list(args))
    return subprocess.CompletedProcess([module, *args], code, out.getvalue(), err.getvalue())
