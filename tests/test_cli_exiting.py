import subprocess
import sys
import time

from tests.conftest import cli_env
from user_sim.runs.interrupt import Interrupts

PROGRAM = """
import atexit, sys, threading
from user_sim.cli.exiting import exit_now

done = threading.Event()
threading.Thread(target=lambda: (done.wait(5), print("thread finished", end=" "))).start()
atexit.register(lambda: print("exit handler ran", end=" "))
print("buffered output", end=" ")
print("to stderr", end="", file=sys.stderr)
done.set()
exit_now(3)
print("never")
"""


def test_exit_now_waits_for_threads_runs_exit_handlers_flushes_and_keeps_the_code():
    done = subprocess.run([sys.executable, "-c", PROGRAM], env=cli_env(), capture_output=True, text=True, timeout=60)
    assert done.returncode == 3
    assert done.stdout == "buffered output thread finished exit handler ran "
    assert done.stderr == "to stderr"


SIGNALLED = """
import os, signal, sys
from user_sim.cli.common import console_script

def main(argv=None):  # a signal before the command handles any (as while its flags are parsed)
    os.kill(os.getpid(), getattr(signal, sys.argv[1]))
    return 0

signal.signal(signal.SIGINT, signal.default_int_handler)  # as in a terminal (a background job ignores it)
signal.signal(signal.SIGTERM, signal.SIG_DFL)
console_script(main)()
"""


def test_a_signal_before_the_command_handles_it_exits_130_or_143_without_a_traceback():
    for name, code in (("SIGINT", 130), ("SIGTERM", 143)):
        done = subprocess.run(
            [sys.executable, "-c", SIGNALLED, name], env=cli_env(), capture_output=True, text=True, timeout=60
        )
        assert done.returncode == code, done.stderr
        assert "Traceback" not in done.stderr


STOPPED_TWICE = """
import os, signal, sys, threading, time
from user_sim.cli.common import console_script
from user_sim.runs.interrupt import on_sigterm

SENT = getattr(signal, sys.argv[1])

def main(argv=None):
    threading.Thread(target=time.sleep, args=(120,)).start()  # a chatbot call in flight that hangs
    with on_sigterm():
        try:
            os.kill(os.getpid(), SENT)  # the first Ctrl-C or SIGTERM stops the run ...
            time.sleep(30)
        except KeyboardInterrupt:
            os.kill(os.getpid(), SENT)  # ... and a second and a third come while that stop writes the run's files
            time.sleep(0.1)
            os.kill(os.getpid(), SENT)
            time.sleep(0.3)
            print("files written", flush=True)
            raise
    return 0

signal.signal(signal.SIGINT, signal.default_int_handler)
signal.signal(signal.SIGTERM, signal.SIG_DFL)
console_script(main)()
"""


def test_more_signals_while_the_first_ones_stop_writes_the_files_let_them_be_written_then_exit_without_waiting():
    """A second (or third) Ctrl-C or SIGTERM at the end of the first one's grace used to cut the report writing short
    (files saying ``running``, no resume command); they are held back until the command returns, and the process
    then exits at once instead of waiting for the call that hangs."""
    for name, code in (("SIGINT", 130), ("SIGTERM", 143)):
        started = time.monotonic()
        done = subprocess.run(
            [sys.executable, "-c", STOPPED_TWICE, name], env=cli_env(), capture_output=True, text=True, timeout=100
        )
        assert done.returncode == code, done.stderr
        assert done.stdout == "files written\n", done.stderr
        assert "Traceback" not in done.stderr and time.monotonic() - started < 60


def test_signals_after_the_first_are_held_back_until_the_waiting():
    assert [Interrupts(count=n).raises() for n in (1, 2, 3)] == [True, False, False]  # Ctrl-C pressed three times
    assert Interrupts(count=2, waiting=True).raises()
