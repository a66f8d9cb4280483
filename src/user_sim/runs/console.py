"""The one rich console of every command's tables: terminal width in a terminal, unbounded outside one.

Outside a terminal (CI logs, pipes, files) rich would wrap every table at 80 columns; there the console is as
wide as the widest line, so a table is written on one line per row. rich is imported only when a console is made.

A reader that goes away (``… | head``) raises ``BrokenPipeError`` out of ``print`` as the built-in print does, so
the command ends as every command does then (exit 141, ``cli.common``); rich would exit 1 on its own.
"""

from __future__ import annotations

import sys
from typing import Any, TextIO

UNBOUNDED = 10_000
"""The width used outside a terminal: wider than any table row."""


def make_console(stream: TextIO | None = None, *, stderr: bool = False, **options: Any) -> Any:
    """A ``rich.console.Console`` on ``stream`` (default stdout, or stderr), never wrapping at 80 outside a tty."""
    from rich.console import Console

    out = stream or (sys.stderr if stderr else sys.stdout)
    width = None if _is_terminal(out) else UNBOUNDED
    console = Console(file=out, width=width, **options)
    console.on_broken_pipe = _raise_broken_pipe  # type: ignore[method-assign]  # rich's own answer: SystemExit(1)
    return console


def _raise_broken_pipe() -> None:
    raise BrokenPipeError("the reader of the console's stream went away")


def _is_terminal(stream: TextIO) -> bool:
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())
