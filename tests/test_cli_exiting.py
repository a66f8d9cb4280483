import subprocess
import sys

from tests.conftest import cli_env

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
