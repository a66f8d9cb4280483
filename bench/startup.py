"""Print the median wall time of ``<command> --help`` for every console script (target: under 0.3 s).

Usage: ``PYTHONPATH=src python bench/startup.py [RUNS]`` (default 15 runs per command). Each run is a fresh
interpreter, as when a user types the command; the figure includes Python's own start-up.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

COMMANDS = {
    "sensei-chat": "user_sim.cli.chat",
    "sensei-security-check": "user_sim.cli.security_check",
    "sensei-validation-check": "user_sim.cli.validation_check",
    "sensei-init-project": "user_sim.cli.init_project",
}
BUDGET_S = 0.3
SRC = Path(__file__).resolve().parents[1] / "src"


def median_help_time(module: str, runs: int) -> float:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(SRC), os.environ.get("PYTHONPATH")]))}
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", module, "--help"], env=env, capture_output=True, check=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    baseline = statistics.median(_timed([sys.executable, "-c", "pass"]) for _ in range(runs))
    print(f"python -c pass (interpreter alone): {baseline * 1000:6.1f} ms")
    worst = 0.0
    for command, module in COMMANDS.items():
        median = median_help_time(module, runs)
        worst = max(worst, median)
        verdict = "ok" if median < BUDGET_S else "OVER BUDGET"
        print(f"{command + ' --help':34} median of {runs}: {median * 1000:6.1f} ms  {verdict}")
    return 0 if worst < BUDGET_S else 1


def _timed(cmd: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, capture_output=True, check=True)
    return time.perf_counter() - start


if __name__ == "__main__":
    sys.exit(main())
