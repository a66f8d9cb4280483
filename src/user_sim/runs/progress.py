"""The one progress display of every run command: a rich bar on stderr in a terminal, plain lines elsewhere.

Outside a terminal (a CI log), a line ``<done>/<total> <label>: <last finished>`` is written when a unit
finishes, at most once every ``interval_s`` (10 s) — one line per finished unit or every 10 s, whichever is
rarer — and always for the last unit. rich is imported when something is drawn, never at ``--help`` time.

The display is not the run's result: with no standard error at all (closed before the command began, ``2>&-``)
nothing is drawn and the run goes on as usual; when the reader of its stream goes away (``… 2>&1 | head -1``) it stops
drawing and the run goes on, its files written to the end; :attr:`ProgressDisplay.closed` tells the command, which
decides (sensei-chat then ends as when standard output closes: the files say ``output_closed``, exit 141). The bar
draws through the shared console (``runs.console``), which raises BrokenPipeError rather than rich's ``exit(1)``.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import Any, TextIO

LINE_INTERVAL_S = 10.0


class ProgressDisplay:
    """``start(total, label)``, ``advance(description)`` as each unit finishes, ``close()`` at the end.

    ``enabled``: None = a bar in a terminal, plain lines elsewhere; True = a bar; False = nothing.
    """

    def __init__(
        self,
        stream: TextIO | None = None,
        enabled: bool | None = None,
        *,
        interval_s: float = LINE_INTERVAL_S,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.stream = stream or sys.stderr  # None: standard error was closed before the command began (2>&-)
        terminal = self.stream is not None and self.stream.isatty()
        self.enabled = self.stream is not None and (terminal if enabled is None else enabled)
        self.lines = enabled is None and self.stream is not None and not terminal
        self.interval_s, self.clock = interval_s, clock
        self._progress: Any = None
        self._task: Any = None
        self._total = self._done = 0
        self._label = ""
        self._last = 0.0
        self._console: Any = None
        self._gone = False

    def start(self, total: int, label: str) -> None:
        """Show the bar (or the first line) for ``total`` units."""
        if self.lines:
            self._total, self._done, self._label, self._last = total, 0, label, self.clock()
            self._write(f"0/{total} {label}: started")
        if not self.enabled:
            return
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        from user_sim.runs.console import make_console

        columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
        self._console = make_console(self.stream)
        self._progress = Progress(*columns, console=self._console, transient=False)
        self._task = self._progress.add_task(label, total=total)
        self._draw(self._progress.start)

    def advance(self, description: str) -> None:
        """Count one finished unit; ``description`` says which (rich markup allowed)."""
        if self.lines:
            self._done += 1
            now = self.clock()
            if now - self._last >= self.interval_s or self._done == self._total:
                self._last = now
                self._write(f"{self._done}/{self._total} {self._label}: {_plain(description)}")
        if self._progress is not None:
            self._draw(self._progress.update, self._task, advance=1, description=description)

    def close(self) -> None:
        """Stop drawing (safe to call twice, or without start)."""
        if self._progress is not None:
            progress, self._progress = self._progress, None
            try:  # also once the reader went away: stop() ends the bar's refresh thread (its console is quiet)
                progress.stop()
            except BrokenPipeError:
                self._gone = True

    @property
    def closed(self) -> bool:
        """The reader of the stream went away (nothing is drawn since)."""
        return self._gone or bool(self._console is not None and self._console.quiet)

    def _write(self, line: str) -> None:
        self._draw(print, line, file=self.stream, flush=True)

    def _draw(self, draw: Callable[..., object], *args: Any, **kwargs: Any) -> None:
        """Call ``draw``; once the reader went away, draw nothing more (the bar's refresh thread finds it so too)."""
        if self.closed:
            return
        try:
            draw(*args, **kwargs)
        except BrokenPipeError:
            self._gone, self.lines = True, False
            if self._console is not None:
                self._console.quiet = True


def _plain(markup: str) -> str:
    from rich.text import Text

    try:
        return Text.from_markup(markup).plain
    except Exception:  # not valid markup: show it as it is
        return markup
