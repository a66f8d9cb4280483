"""Leave a finished command's process without the interpreter's final teardown.

Once a command has returned, its files are written and closed and nothing is left to do, yet a normal exit
then frees every object of every imported module one by one: after LangChain and the OpenAI SDK are loaded
that takes longer than the last batch of conversations of a run (0.3-1 s on a small machine). :func:`exit_now`
does what a normal exit does that matters — waits for the threads that are not daemons, runs the exit
handlers (coverage, tracing flushes), flushes stdout and stderr — and then ends the process at once.
Console-script entry points use it; ``main(argv)``, which tests call in-process, returns normally.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import sys
import threading


def exit_now(code: int) -> None:
    """Exit with ``code`` without tearing the interpreter down (see the module docstring)."""
    current = threading.current_thread()
    for thread in threading.enumerate():
        if thread is not current and not thread.daemon:
            thread.join()
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):  # a closed or broken pipe: nothing more can reach it
            stream.flush()
    os._exit(code)
