"""Benchmark: what does a real ``sensei-chat`` process add to the waiting it cannot avoid? (see bench/README.md)

Starts two loopback stubs of its own (``bench/stubs.py``): an OpenAI-compatible LLM (200 ms per completion) and
a Rasa REST chatbot (100 ms per reply). Writes a project whose profile plays its user through that LLM
(``base_url``, so the real langchain-openai client) and talks to the bot through the real ``rasa`` connector,
then runs ``python -m user_sim.cli.chat`` in a subprocess for each scenario K conversations x N steps at W
workers and prints, measured in that run:

* wall: spawn to exit of the process; critical: ceil(K / W) x (LLM calls x 0.2 + bot calls x 0.1) per
  conversation — the time the run cannot go below;
* conv/crit: first LLM request to last reply (at the stubs) over critical; whole/crit: wall over critical;
* first req: spawn to the first request the stubs saw; end: last reply to exit (final reports, shutdown);
* CPU/call: user + system CPU of the child (``os.wait4``) over the requests the stubs counted.

Every ``--src`` is byte-compiled first (``compileall``, which writes ``__pycache__`` next to its sources), so each
version starts from bytecode as an installed package does, whatever ``PYTHONDONTWRITEBYTECODE`` says.

    PYTHONPATH=src python bench/run_overhead.py                          # 20x5x10 and 200x5x50, 3 runs each
    python bench/run_overhead.py --src /work/main/src --src src --repeat 5   # two checkouts, same stubs
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from stubs import Stub, chat_completion, rasa_reply

LLM_S, BOT_S = 0.2, 0.1


def bench_profile(llm_url: str, conversations: int, steps: int) -> dict[str, object]:
    """A ``steps: N`` profile (no outputs: exactly N LLM calls per conversation) played through the stub LLM."""
    return {
        "test_name": "bench",
        "llm": {"model": "stub-model", "base_url": f"{llm_url}/v1"},
        "user": {"role": "You are a customer ordering a pizza.", "goals": ["I want a pizza"]},
        "chatbot": {"fallback": "Sorry, I didn't understand that."},
        "conversation": {"number": conversations, "goal_style": {"steps": steps}},
    }


@dataclass(frozen=True)
class Figures:
    """One measured run."""

    wall: float
    critical: float
    conversation: float
    first_request: float
    teardown: float
    cpu_per_call_ms: float
    llm_calls: int
    bot_calls: int
    records: int
    exit_code: int

    @property
    def conv_ratio(self) -> float:
        return self.conversation / self.critical

    @property
    def whole_ratio(self) -> float:
        return self.wall / self.critical


def run_once(src: Path, llm: Stub, bot: Stub, scenario: tuple[int, int, int], wrap: list[str] | None = None) -> Figures:
    """Run one ``sensei-chat`` process against the stubs and measure it (``wrap``: a profiler command prefix)."""
    conversations, steps, workers = scenario
    llm.reset()
    bot.reset()
    with tempfile.TemporaryDirectory(prefix="bench-run-") as folder:
        project = Path(folder)
        (project / "profiles").mkdir()
        text = json.dumps(bench_profile(llm.base_url, conversations, steps))  # JSON is YAML
        (project / "profiles" / "bench.yml").write_text(text, encoding="utf-8")
        command = [*(wrap or []), sys.executable, "-m", "user_sim.cli.chat", "-pp", str(project), "-t", "rasa"]
        command += ["-cp", json.dumps({"base_url": bot.base_url}), "--workers", str(workers), "--seed", "0"]
        env = {**os.environ, "PYTHONPATH": str(src.resolve()), "OPENAI_API_KEY": "bench"}
        with open(project / "stderr.txt", "wb") as err:
            started = time.perf_counter()
            child = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=err)
            _, status, usage = os.wait4(child.pid, 0)
            ended = time.perf_counter()
        child.returncode = os.waitstatus_to_exitcode(status)
        if os.environ.get("BENCH_DEBUG"):
            print(f"  user {usage.ru_utime:.2f} sys {usage.ru_stime:.2f} vcsw {usage.ru_nvcsw} ivcsw {usage.ru_nivcsw}")
        if child.returncode != 0:
            sys.stderr.write((project / "stderr.txt").read_text(encoding="utf-8")[-2000:])
        if os.environ.get("BENCH_KEEP"):  # keep the last run's output folder for inspection
            subprocess.run(["cp", "-r", str(project / "output"), os.environ["BENCH_KEEP"]], check=False)
        records = sum(1 for p in project.glob("output/runs/*/results.jsonl") for _ in p.open(encoding="utf-8"))
    calls = llm.requests + bot.requests
    per_conversation = (llm.requests * LLM_S + bot.requests * BOT_S) / max(1, conversations)
    critical = math.ceil(conversations / workers) * per_conversation
    first = min(t for t in (llm.first_request, bot.first_request) if t is not None) if calls else float("nan")
    last = max(t for t in (llm.last_reply, bot.last_reply) if t is not None) if calls else float("nan")
    return Figures(
        wall=ended - started,
        critical=critical,
        conversation=last - (llm.first_request or first),
        first_request=first - started,
        teardown=ended - last,
        cpu_per_call_ms=(usage.ru_utime + usage.ru_stime) / max(1, calls) * 1000,
        llm_calls=llm.requests,
        bot_calls=bot.requests,
        records=records,
        exit_code=child.returncode,
    )


def import_floor(repeat: int) -> float:
    """Median wall time of a process that only imports langchain_openai (and skips the interpreter's teardown)."""
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        subprocess.run([sys.executable, "-c", "import os, langchain_openai; os._exit(0)"], check=True)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def median_of(runs: list[Figures]) -> dict[str, float]:
    """The median of every figure over ``runs``."""
    pick = {
        "wall s": lambda f: f.wall,
        "crit s": lambda f: f.critical,
        "conv/crit": lambda f: f.conv_ratio,
        "whole/crit": lambda f: f.whole_ratio,
        "1st req s": lambda f: f.first_request,
        "end s": lambda f: f.teardown,
        "CPU/call ms": lambda f: f.cpu_per_call_ms,
    }
    return {name: statistics.median(get(f) for f in runs) for name, get in pick.items()}


def _scenario(text: str) -> tuple[int, int, int]:
    k, n, w = (int(part) for part in text.lower().split("x"))
    return k, n, w


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--scenario", type=_scenario, action="append", help="KxNxW (default 20x5x10 and 200x5x50)")
    parser.add_argument("--src", type=Path, action="append", help="src folder(s) to measure (default ./src)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per scenario and src; medians are printed")
    parser.add_argument("--wrap", help="prefix the child's command (a profiler: 'py-spy record -o F --'); skews times")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = _arguments(argv)
    scenarios = args.scenario or [(20, 5, 10), (200, 5, 50)]
    sources = args.src or [Path(__file__).resolve().parents[1] / "src"]
    budget = sum(k * (n + 2) for k, n, _ in scenarios) * args.repeat * len(sources) * 2
    print(f"stubs: LLM {LLM_S * 1000:.0f} ms, bot {BOT_S * 1000:.0f} ms; medians of {args.repeat} runs; {_load()}")
    print(f"floor: python -c 'import langchain_openai' takes {import_floor(args.repeat):.2f} s (median)")
    print(f"{'src':<24} {'KxNxW':>10} " + " ".join(f"{n:>11}" for n in median_of([_dummy()])) + "  calls/conv")
    for src in sources:  # run from bytecode, as an installed package does (this machine sets PYTHONDONTWRITEBYTECODE)
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(src)], check=False, stdout=subprocess.DEVNULL)
    failed = False
    with Stub(chat_completion, LLM_S, max_requests=budget) as llm, Stub(rasa_reply, BOT_S, max_requests=budget) as bot:
        for k, n, w in scenarios:
            for src in sources:
                wrap = args.wrap.split() if args.wrap else None
                runs = [run_once(src, llm, bot, (k, n, w), wrap) for _ in range(args.repeat)]
                failed = failed or any(r.exit_code != 0 or r.records != k for r in runs)
                values = " ".join(f"{v:>11.2f}" for v in median_of(runs).values())
                calls = f"{runs[-1].llm_calls / k:g}+{runs[-1].bot_calls / k:g}"
                print(f"{str(src)[-24:]:<24} {f'{k}x{n}x{w}':>10} {values}  {calls}")
    print(f"after: {_load()}")
    return 1 if failed else 0


def _load() -> str:
    return "load average {:.2f} {:.2f} {:.2f}".format(*os.getloadavg())


def _dummy() -> Figures:
    return Figures(1, 1, 1, 0, 0, 0, 0, 0, 0, 0)


if __name__ == "__main__":
    sys.exit(main())
