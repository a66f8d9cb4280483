"""The one progress display of every run command: a rich bar on stderr, drawn only when stderr is a terminal.

rich is imported when a bar is actually drawn, never at ``--help`` time.
"""

from __future__ import annotations

import sys
from typing import Any, TextIO


class ProgressDisplay:
    """``start(total, label)``, ``advance(description)`` as each unit finishes, ``close()`` at the end."""

    def __init__(self, stream: TextIO | None = None, enabled: bool | None = None) -> None:
        self.stream = stream or sys.stderr
        self.enabled = self.stream.isatty() if enabled is None else enabled
        self._progress: Any = None
        self._task: Any = None

    def start(self, total: int, label: str) -> None:
        """Show the bar for ``total`` units."""
        if not self.enabled:
            return
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
        self._progress = Progress(*columns, console=Console(file=self.stream), transient=False)
        self._task = self._progress.add_task(label, total=total)
        self._progress.start()

    def advance(self, description: str) -> None:
        """Count one finished unit; ``description`` says which (rich markup allowed)."""
        if self._progress is not None:
            self._progress.update(self._task, advance=1, description=description)

    def close(self) -> None:
        """Stop drawing (safe to call twice, or without start)."""
        if self._progress is not None:
            self._progress.stop()
            self._progress = None
