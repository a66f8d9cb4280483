"""Replay today's goal check over the conversations a pizza-bench run recorded: would it stop before the bot delivered?

``PYTHONPATH=src python bench/goal_replay.py RESULTS.jsonl [...] [--base-url http://127.0.0.1:8091/v1]``

``bench/pizza_llm_user.py`` runs whole conversations, so a goal-check change made after a run is not covered by its
``early`` column. This script takes a run's ``results.jsonl`` (the product's records, with every turn), rebuilds
each conversation's plan from the example's profiles (seed 0, the record's index and replicate; a record whose
drawn values differ from the rebuilt plan is skipped and counted), and asks the structured goal check of the code
as it is now after each bot reply, in order, as the run did. It prints, per conversation, the turn at which the
check would stop (or ``-``), the turn at which the recorded run stopped on ``goal_reached`` (or its end reason),
and whether the replayed stop is premature by the pizza bench's own rule (``pizza_llm_user.premature``: the demo
bot's confirmation with every drawn value, or the opening hours and the drawn size's price). Then the totals.
Without ``--base-url`` only the word test runs (no model call).

What a replay cannot show: a stop later than the recorded conversation's last turn (the user kept talking in the
run because the check of that day did not stop; the replay sees the same turns).
Exit 0 with the table, 2 on bad arguments, 3 when the model cannot be called or no record was replayed.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from pizza_llm_user import EXAMPLE, premature

from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_parts import decompose
from user_sim.core.plan import plan_conversation
from user_sim.core.profile_loader import load_profile
from user_sim.core.records import ConversationRecord
from user_sim.core.users.base import Dialogue
from user_sim.errors import LLMError
from user_sim.llm.base import LLMClient, ModelSpec


def replay(record: ConversationRecord, client: LLMClient | None) -> tuple[int | None, bool] | None:
    """(1-based turn at which today's check stops or None, premature?) — None when the plan cannot be rebuilt."""
    plan = plan_conversation(
        load_profile(EXAMPLE / "profiles" / f"{record.profile}.yml"), 0, record.index, record.replicate
    )
    if dict(plan.values) != dict(record.values):
        return None
    templates = [goal.template for goal in plan.goals]
    parts = decompose(templates, plan.goal.template if plan.goal else None, plan.values)
    check = StructuredGoalCheck(parts, plan.options, client)
    for cut in range(1, len(record.turns) + 1):
        turns = [t.model_copy() for t in record.turns[:cut]]
        if turns[-1].assistant is None:
            break
        if check.decide(Dialogue(record.greeting, turns).transcript()).reached:
            stopped = record.model_copy(update={"turns": turns, "end_reason": "goal_reached"})
            return cut, premature(stopped)
    return None, False


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("results", type=Path, nargs="+", help="results.jsonl files of pizza-bench runs")
    parser.add_argument("--base-url", help="the model's server (without it: the word test alone, no model)")
    parser.add_argument("--model", default="qwen1.5b")
    args = parser.parse_args(argv)
    client: LLMClient | None = None
    if args.base_url:
        from user_sim.llm.client import ChatClient

        spec = ModelSpec(model=args.model, provider="openai", base_url=args.base_url, temperature=0.0, api_key_env=None)
        client = ChatClient(spec, timeout=900.0)
    lines = [line for path in args.results for line in path.read_text().splitlines() if line.strip()]
    records = [ConversationRecord.model_validate_json(line) for line in lines]
    print("| conversation | recorded end | recorded turns | replay stops at | premature |\n|---|---|---:|---:|---:|")
    replayed = early = skipped = 0
    for record in records:
        try:
            found = replay(record, client)
        except LLMError as error:
            print(f"the model cannot be called: {error}", file=sys.stderr)
            return 3
        if found is None:
            skipped += 1
            continue
        stop, is_early = found
        replayed, early = replayed + 1, early + is_early
        name = f"{record.profile}#{record.index}.{record.replicate}"
        print(f"| {name} | {record.end_reason} | {len(record.turns)} | {stop or '-'} | {int(is_early)} |", flush=True)
    print(f"\nreplayed {replayed}, skipped {skipped} (plan differs), premature stops {early} (target 0)")
    return 0 if replayed else 3


if __name__ == "__main__":
    raise SystemExit(main())
