"""The one rich console of every command's tables: terminal width in a terminal, unbounded outside one.

Outside a terminal (CI logs, pipes, files) rich would wrap every table at 80 columns; there the console is as
wide as the widest line, so a table is written on one line per row. rich is imported only when a console is made.

A reader of standard output that goes away (``… | head``) raises BrokenPipeError out of ``print``, as a plain
``print`` does, so the command stops the way every command does then (its files say so, exit 141); rich's own
handling would exit 1 at once, leaving the run's files unfinished.
"""

from __future__ import annotations

import functools
import sys
from typing import IO, Any, TextIO

UNBOUNDED = 10_000
"""The width used outside a terminal: wider than any table row."""


def make_console(stream: TextIO | None = None, *, stderr: bool = False, **options: Any) -> Any:
    """A ``rich.console.Console`` on ``stream`` (default stdout, or stderr), never wrapping at 80 outside a tty."""
    out = stream or (sys.stderr if stderr else sys.stdout)
    width = None if _is_terminal(out) else UNBOUNDED
    return _console_class()(file=out, width=width, **options)


@functools.cache
def _console_class() -> Any:
    from rich.console import Console

    class PipeConsole(Console):
        def on_broken_pipe(self) -> None:
            """Raise BrokenPipeError again (rich would ``exit(1)``); the command decides."""
            self.quiet = True
            raise OutputClosed(self.file)

    return PipeConsole


def _is_terminal(stream: TextIO) -> bool:
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


class OutputClosed(BrokenPipeError):
    """The reader of ``stream`` (standard output or error) went away: raised where the stream is known."""

    def __init__(self, stream: IO[str]) -> None:
        super().__init__(32, f"the reader of standard {'error' if stream is sys.stderr else 'output'} went away")
        self.stream = stream


def gone_outputs(error: BaseException | None = None) -> list[IO[str]]:
    """Standard output and standard error, those of them that are pipes whose reader has gone.

    Without ``select.poll`` (Windows) a pipe cannot be asked: the broken pipe ``error`` is trusted, as coming from the
    stream an :class:`OutputClosed` names, else from standard output (what a plain ``print`` writes to).
    """
    import select

    if not hasattr(select, "poll"):
        named = error.stream if isinstance(error, OutputClosed) else sys.stdout
        return [named] if _fd(named) is not None else []
    return [stream for stream in (sys.stdout, sys.stderr) if reader_gone(stream)]


def reader_gone(stream: TextIO) -> bool:
    """``stream`` is a pipe whose reader has gone (the pipe reports an error); False when it cannot tell."""
    import select

    fd = _fd(stream)
    if fd is None or not hasattr(select, "poll"):  # no poll (Windows): gone_outputs trusts the error instead
        return False
    poller = select.poll()
    poller.register(fd, select.POLLOUT)
    return any(events & select.POLLERR for _, events in poller.poll(0))


def _fd(stream: IO[str]) -> int | None:
    try:
        return stream.fileno()
    except (OSError, ValueError, AttributeError):
        return None
