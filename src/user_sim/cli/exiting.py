"""Leave a finished command's process without the interpreter's final teardown.

Once a command has returned, its files are written and closed and nothing is left to do, yet a normal exit
then frees every object of every imported module one by one: after LangChain and the OpenAI SDK are loaded
that takes longer than the last batch of conversations of a run (0.3-1 s on a small machine). :func:`exit_now`
does what a normal exit does that matters — waits for the threads that are not daemons, runs the exit
handlers (coverage, tracing flushes), flushes stdout and stderr — and then ends the process at once.
Console-script entry points use it; ``main(argv)``, which tests call in-process, returns normally.

After a Ctrl-C or SIGTERM the threads still running are calls the run no longer uses (a chatbot or LLM call in
flight, bounded only by its client's timeout): the process waits for them once, saying so, and a second one — then
or any time after the first — stops the waiting. Everything finished is on disk by then, and every file the tool
writes is written atomically, so nothing is lost.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import sys
import threading

from user_sim.exit_codes import ExitCode
from user_sim.runs.interrupt import Interrupts, Terminated

NOTE_AFTER_S = 1.0
"""How long the threads in flight may take after a Ctrl-C before the process says it waits for them."""
WAITING = "waiting for the chatbot or LLM calls still in flight to end (a second Ctrl-C or SIGTERM stops waiting)"


def exit_now(code: int, interrupts: Interrupts | None = None) -> None:
    """Exit with ``code`` without tearing the interpreter down (see the module docstring)."""
    seen = interrupts or Interrupts()
    try:
        seen.waiting = True  # from here a Ctrl-C or SIGTERM stops the waiting
        if seen.count < 2:
            _wait_for_threads(noted=seen.count == 0)
    except KeyboardInterrupt as exc:  # a (second) Ctrl-C or SIGTERM while waiting: stop waiting
        code = stopped_code(exc, code)
    with contextlib.suppress(KeyboardInterrupt):
        atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):  # None: closed before the process began (2>&-), nothing to flush
        with contextlib.suppress(OSError, ValueError):  # a closed or broken pipe: nothing more can reach it
            if stream is not None:
                stream.flush()
    os._exit(code)


def stopped_code(exc: KeyboardInterrupt, code: int | None = None) -> int:
    """The exit code after ``exc`` (Ctrl-C 130, SIGTERM 143), unless ``code`` already says such a stop."""
    if code in (ExitCode.INTERRUPTED, ExitCode.TERMINATED):
        return int(code)
    return int(ExitCode.TERMINATED if isinstance(exc, Terminated) else ExitCode.INTERRUPTED)


def _wait_for_threads(*, noted: bool) -> None:
    """Join every thread that is not a daemon; after a Ctrl-C (not ``noted``), say so if it takes a while."""
    current = threading.current_thread()
    for thread in threading.enumerate():
        if thread is current or thread.daemon:
            continue
        if not noted:
            thread.join(NOTE_AFTER_S)
            if not thread.is_alive():
                continue
            noted = True
            with contextlib.suppress(OSError, ValueError):
                print(f"note: {WAITING}", file=sys.stderr, flush=True)
        thread.join()
