"""Benchmark: do parallel conversations overlap their waiting? (see bench/README.md)

Runs K conversations of N turns each through the real runner (``user_sim.chat.conversation_runner.run_conversations``)
against a stub LLM and a stub chatbot that only sleep, once per worker count, and prints the wall time next
to the critical path ``N x (llm + bot latency) x ceil(K / workers)``. A ratio near 1.0 means the runner adds
little beyond the waiting it cannot avoid. With ``--full`` it times ``run_chat`` instead: the whole
``sensei-chat`` path minus process start-up (profile loading, planning, the runner, and the writers:
results.jsonl fsync'd per conversation, the conversation YAML, report.yml, junit.xml, report.html).

    python bench/parallel_conversations.py --conversations 20 --turns 5 --llm-latency 0.05 --bot-latency 0.05
    python bench/parallel_conversations.py --full
"""

from __future__ import annotations

import argparse
import math
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

PROFILE = """\
test_name: bench
llm:
  model: stub-model
user:
  role: You are a customer ordering a pizza.
  goals:
    - I want a pizza
chatbot:
  fallback: Sorry, I didn't understand that.
conversation:
  number: {conversations}
  goal_style:
    steps: {turns}
"""


class StubLLM:
    """An LLM client that sleeps ``latency`` seconds and answers a fixed sentence (no tokens, no cost)."""

    def __init__(self, latency: float, spec: Any = None) -> None:
        self.latency, self.spec, self.calls = latency, spec, 0
        self._lock = threading.Lock()

    def complete(
        self,
        messages: list[Any],
        *,
        purpose: str,
        temperature: float | None = None,
        schema: Any = None,
        output_tokens: int | None = None,
    ) -> Any:
        from user_sim.llm.base import LLMReply

        time.sleep(self.latency)
        with self._lock:
            self.calls += 1
        return LLMReply(text="I would like a large margherita, please.")


class StubClientFactory:
    """What the runner asks for LLM clients: every call returns a client sharing one call counter."""

    def __init__(self, latency: float) -> None:
        self.client = StubLLM(latency)

    def __call__(self, *args: Any, **kwargs: Any) -> StubLLM:
        return self.client

    def base(self, spec: Any) -> StubLLM:
        return self.client


class StubSession:
    """One conversation with a chatbot that sleeps ``latency`` seconds per reply."""

    def __init__(self, latency: float) -> None:
        self.latency = latency

    def greeting(self) -> None:
        return None

    def send(self, message: str) -> Any:
        from user_sim.targets.base import Reply

        time.sleep(self.latency)
        return Reply(text="Which pizza would you like?")

    def close(self) -> None:
        pass


@dataclass
class StubBot:
    """A Target whose sessions only sleep."""

    latency: float
    name: str = "stub"

    def health_check(self) -> None:
        pass

    def open_session(self) -> StubSession:
        return StubSession(self.latency)


@dataclass(frozen=True)
class Measurement:
    workers: int
    conversations: int
    wall_s: float
    critical_path_s: float
    records: int
    llm_calls: int

    @property
    def ratio(self) -> float:
        return self.wall_s / self.critical_path_s if self.critical_path_s else float("nan")


def plan_items(conversations: int, turns: int, folder: Path) -> list[Any]:
    """The conversation items of a generated ``steps: turns`` profile with ``conversations`` conversations."""
    from user_sim.core import plan as planning
    from user_sim.core.profile_loader import CheckOptions, load_profile

    path = folder / "profiles" / "bench.yml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(PROFILE.format(conversations=conversations, turns=turns), encoding="utf-8")
    loaded = load_profile(path, CheckOptions(project_dir=folder))
    return list(planning.plan_conversations(loaded, 0))


def measure(
    run_conversations: Callable[..., Any],
    items: Sequence[Any],
    *,
    workers: int,
    turns: int,
    llm_latency: float,
    bot_latency: float,
) -> Measurement:
    """Run ``items`` once with ``workers`` and time it."""
    factory = StubClientFactory(llm_latency)
    records: list[Any] = []
    started = time.perf_counter()
    run_conversations(
        list(items),
        StubBot(bot_latency),
        workers=workers,
        client_factory=factory,
        on_record=records.append,
        should_stop=lambda: False,
    )
    wall = time.perf_counter() - started
    critical = turns * (llm_latency + bot_latency) * math.ceil(len(items) / workers)
    return Measurement(workers, len(items), wall, critical, len(records), factory.client.calls)


def measure_full(
    folder: Path, *, conversations: int, workers: int, turns: int, llm_latency: float, bot_latency: float
) -> Measurement:
    """Time ``run_chat`` on the generated profile (stub target and LLM, real planning, runner and writers)."""
    from user_sim.chat.run_chat import run_chat
    from user_sim.chat.settings import ChatRunConfig

    factory = StubClientFactory(llm_latency)
    config = ChatRunConfig(project_dir=folder, technology="stub", workers=workers, output_dir=folder / f"out{workers}")
    started = time.perf_counter()
    result = run_chat(config, target=StubBot(bot_latency), clients=factory)
    wall = time.perf_counter() - started
    critical = turns * (llm_latency + bot_latency) * math.ceil(conversations / workers)
    return Measurement(workers, conversations, wall, critical, len(result.records), factory.client.calls)


def _arguments(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--conversations", "-k", type=int, default=20, help="K conversations (default 20)")
    parser.add_argument("--turns", "-n", type=int, default=5, help="N user messages each (default 5)")
    parser.add_argument("--llm-latency", type=float, default=0.05, help="seconds per LLM call (default 0.05)")
    parser.add_argument("--bot-latency", type=float, default=0.05, help="seconds per bot reply (default 0.05)")
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 10], help="worker counts (default 1 10)")
    parser.add_argument("--full", action="store_true", help="time run_chat: planning, runner and every writer")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = _arguments(argv)
    from user_sim.chat.conversation_runner import run_conversations

    print(
        f"{'run_chat (planning, runner, writers)' if args.full else 'runner'}: "
        f"K={args.conversations} conversations x N={args.turns} turns, "
        f"LLM {args.llm_latency * 1000:.0f} ms + bot {args.bot_latency * 1000:.0f} ms per turn"
    )
    print(f"{'workers':>7} {'wall s':>8} {'critical s':>10} {'ratio':>6} {'records':>7} {'LLM calls':>9}")
    with tempfile.TemporaryDirectory() as folder:
        items = plan_items(args.conversations, args.turns, Path(folder))
        for workers in args.workers:
            latencies = {"turns": args.turns, "llm_latency": args.llm_latency, "bot_latency": args.bot_latency}
            if args.full:
                m = measure_full(Path(folder), conversations=len(items), workers=workers, **latencies)
            else:
                m = measure(run_conversations, items, workers=workers, **latencies)
            print(
                f"{m.workers:>7} {m.wall_s:>8.2f} {m.critical_path_s:>10.2f} {m.ratio:>6.2f} {m.records:>7} "
                f"{m.llm_calls:>9}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
