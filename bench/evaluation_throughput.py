"""Benchmark: does the evaluator keep its workers busy? (see bench/README.md)

Evaluates K recorded conversations of N turns each against a stub judge that sleeps ``latency`` seconds per
call, through the real path (``Evaluator`` → judge calls → ``ChatClient`` → structured-output parsing → scores,
unique errors, gates), with W workers. Prints the wall time next to the critical path
``ceil(calls / W) × latency``: the time the evaluation cannot go below. A ratio near 1.0 means the evaluator
adds little beyond the waiting it cannot avoid.

    PYTHONPATH=src python bench/evaluation_throughput.py --conversations 1000 --turns 5 --latency 0.2 --workers 16
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import threading
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests.evaluation.judge_server: the verdict builder

from tests.evaluation.judge_server import verdict


class StubJudgeModel:
    """A LangChain-shaped chat model that sleeps, then answers a valid verdict for the schema it is asked for."""

    def __init__(self, latency: float) -> None:
        self.latency = latency
        self.calls = 0
        self._lock = threading.Lock()

    def with_structured_output(self, schema: dict[str, Any], **_: Any) -> Any:
        def invoke(messages: list[Any]) -> dict[str, Any]:
            time.sleep(self.latency)
            with self._lock:
                self.calls += 1
            failing = "1" in str(messages[-1].content)[-3:]  # a few turns fail, so unique errors are found
            answer = verdict(schema, score=2 if failing else 4, label="repetition" if failing else "no failure")
            usage = {"input_tokens": sum(len(m.content) for m in messages) // 4, "output_tokens": 60}
            return {"raw": SimpleNamespace(content=json.dumps(answer), usage_metadata=usage)}

        return SimpleNamespace(invoke=invoke)


def records(conversations: int, turns: int) -> list[Any]:
    """K recorded conversations of N answered turns."""
    from user_sim.core.records import ConversationRecord, Turn

    return [
        ConversationRecord(
            run_id="bench",
            profile=f"profile_{k % 4}",
            profile_path="profiles/bench.yml",
            index=k,
            serial=f"c{k:05d}",
            seed=k,
            role="a customer ordering a pizza",
            goals=["a large margherita", "the total price"],
            turns=[Turn(index=i, user=f"message {i} of {k}", assistant=f"reply {i} to {k}") for i in range(turns)],
            end_reason="steps_done",
            started_at="2026-01-01T00:00:00+00:00",
            duration_s=1.0,
        )
        for k in range(conversations)
    ]


def measure(conversations: int, turns: int, latency: float, workers: int, design: str) -> dict[str, Any]:
    """Evaluate once; return the figures of one line."""
    from user_sim.config.evaluation import EvaluationConfig
    from user_sim.evaluation.evaluator import Evaluator
    from user_sim.llm.base import ModelSpec
    from user_sim.llm.client import ChatClient

    stub = StubJudgeModel(latency)
    client = ChatClient(ModelSpec("stub-judge", temperature=0.0), model_factory=lambda spec: stub)
    config = EvaluationConfig(model="stub-judge", workers=workers, design=design, numeric_thresholds={"helpfulness": 3})
    batch = records(conversations, turns)
    start = time.perf_counter()
    evaluator = Evaluator(config, client=client, run_id="bench")
    for record in batch:
        evaluator.submit(record)
    evaluation = evaluator.finish()
    wall = time.perf_counter() - start
    critical = math.ceil(evaluation.judge_calls / workers) * latency
    return {
        "design": design,
        "workers": workers,
        "wall": wall,
        "critical": critical,
        "ratio": wall / critical if critical else float("nan"),
        "calls": evaluation.judge_calls,
        "stub calls": stub.calls,
        "per turn": evaluation.calls_per_turn,
        "unique errors": len(evaluation.unique_errors),
    }


def main(argv: list[str] | None = None) -> int:
    """Print one line per design."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--conversations", type=int, default=1000)
    parser.add_argument("--turns", type=int, default=5)
    parser.add_argument("--latency", type=float, default=0.2, help="seconds per judge call")
    parser.add_argument("--workers", type=int, default=16)
    parser.add_argument("--design", nargs="+", default=["turn", "conversation"], choices=["turn", "conversation"])
    args = parser.parse_args(argv)
    print("| design | workers | wall s | critical s | ratio | judge calls | stub calls | calls/turn | unique errors |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for design in args.design:
        row = measure(args.conversations, args.turns, args.latency, args.workers, design)
        print(
            f"| {row['design']} | {row['workers']} | {row['wall']:.2f} | {row['critical']:.2f} | {row['ratio']:.3f} "
            f"| {row['calls']} | {row['stub calls']} | {row['per turn']} | {row['unique errors']} |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
