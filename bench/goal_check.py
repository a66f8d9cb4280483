"""Run goal-check designs over the labelled set and print how right they stop.

    PYTHONPATH=src python bench/goal_check.py --design word_test structured one_question \\
        --base-url http://127.0.0.1:8089/v1 --model qwen1.5b [--limit N] [--language Spanish] [--set heldout]

Each conversation is replayed bot turn by bot turn; after each turn the design decides "reached?", and the
replay stops at the first yes (as a run would). Per design it prints: precision and recall of "reached" over
the decisions made, right-turn stops (stopped exactly at the first labelled-reached turn, or never stopped when
the goal is never reached), premature stops (before it, or in a conversation that never reaches it), late stops
(after it, or never), LLM calls per decision — then the same per trap and per language.
Designs: ``one_question`` (the yes/no question about the whole transcript), ``structured``
(user_sim.core.goal_check), ``word_test`` (the structured check with no model: its cheap checks alone),
``structured_model_recall`` / ``…_reply`` / ``…_some`` (the structured check with its ``model_recall`` option: a
part no rule finds a candidate for is put to the model when the latest reply carries its values — all in one
sentence, all in the reply, or one at least — under the guards of user_sim.core.goal_recall).
Calls go through user_sim's ChatClient (no cache, so every call is made). Exit 3 if the model cannot be called.
``--set`` picks the labelled set: ``development`` (goal_set/conversations.jsonl, the default), ``heldout``
(goal_set/heldout.jsonl: score it once, report it as held-out) or a path. ``--json`` is rewritten after every
conversation, so a stopped run keeps what it replayed; ``--saved F [F…]`` reprints the tables of such files, merged
by conversation (three ``--every 3`` thirds make the whole set), with each stop that was not right.
``--always-yes`` replaces the model by one that cites what the check would ask about and always says yes
(bench/goal_always_yes.py): how far the structured designs' questions alone can stop early.
``translate`` / ``translate_keep`` / ``translate_anchor`` / ``translate_unguarded``: the word test, or the word test
on the conversation the model translated into English under guards on the original (bench/goal_translate.py).
``info_read`` / ``info_shape`` / ``info_twice`` / ``info_both`` / ``info_light`` / ``info_topic``: the word test,
then the model choosing which sentence of the latest reply answers each information request still open, under the
not-doing guards (bench/goal_info.py).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from goal_always_yes import always_yes
from goal_info import design as info
from goal_info import tally as info_tally
from goal_translate import design as translate
from goal_translate import tally

from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_recall import Reach
from user_sim.core.goals import render
from user_sim.core.users.prompts import GoalVerdict, one_question_messages, verdict
from user_sim.llm.base import LLMClient, ModelSpec

SETS = {
    "development": Path(__file__).parent / "goal_set" / "conversations.jsonl",
    "heldout": Path(__file__).parent / "goal_set" / "heldout.jsonl",
}
Decider = Callable[[list[tuple[str, str]]], tuple[bool, int]]


class AlwaysYes:
    """``--always-yes``: each conversation of a structured design gets goal_always_yes's fake model (no server)."""


def one_question(row: dict[str, Any], client: LLMClient | None) -> Decider:
    """The current check: one yes/no question about the whole transcript."""
    goal = "; ".join(f"({i}) {render(g, row['values'])}" for i, g in enumerate(row["goals"], 1))
    text = f"The chatbot has answered or carried out every one of these user requests: {goal}"

    def decide(transcript: list[tuple[str, str]]) -> tuple[bool, int]:
        assert client is not None
        reply = client.complete(
            one_question_messages(text, transcript), purpose="goal_check", temperature=0, schema=GoalVerdict
        )
        return verdict(reply), 1

    return decide


def structured(reach: Reach | None) -> Callable[[dict[str, Any], LLMClient | None], Decider]:
    """The structured check (cheap checks, evidence, verification, bounded vote), with its ``model_recall`` option:
    recall carried by the model where no rule finds a candidate (goal_recall)."""

    def design(row: dict[str, Any], client: LLMClient | None) -> Decider:
        parts = decompose(row["goals"], None, row["values"])
        options = {k: tuple(v) for k, v in row["options"].items()}
        if isinstance(client, AlwaysYes):  # --always-yes: a fake model of this conversation's parts
            client = always_yes(parts, options)
        check = StructuredGoalCheck(parts, options, client, model_recall=reach)

        def decide(transcript: list[tuple[str, str]]) -> tuple[bool, int]:
            decision = check.decide(transcript)
            return decision.reached, decision.calls

        return decide

    return design


DESIGNS = {
    "one_question": one_question,
    "structured": structured(None),
    "word_test": structured(None),
    "structured_model_recall": structured("sentence"),
    "structured_model_recall_reply": structured("reply"),
    "structured_model_recall_some": structured("some"),
    **{name: translate(name) for name in ("translate", "translate_keep", "translate_anchor", "translate_unguarded")},
    **{
        name: info(name)
        for name in (
            "info_read",
            "info_shape",
            "info_twice",
            "info_both",
            "info_light",
            "info_light_twice",
            "info_topic",
        )
    },
}


def replay(row: dict[str, Any], decide: Decider) -> dict[str, Any]:
    """Decide after each bot turn until the first "reached"."""
    transcript: list[tuple[str, str]] = []
    decisions, stop = [], None
    for number, turn in enumerate(row["turns"], start=1):
        transcript += [("User", turn["user"]), ("Assistant", turn["assistant"])]
        reached, calls = decide(list(transcript))
        decisions.append((reached, turn["reached"], calls))
        if reached:
            stop = number
            break
    first = next((i for i, t in enumerate(row["turns"], start=1) if t["reached"]), None)
    kind = "right" if stop == first else "premature" if stop is not None and (first is None or stop < first) else "late"
    return {"decisions": decisions, "stop": kind}


def table(results: list[tuple[dict[str, Any], dict[str, Any]]]) -> dict[str, Any]:
    """Precision, recall, stop counts and calls of some replayed conversations."""
    tp = fp = fn = tn = calls = 0
    for _, result in results:
        for said, truth, used in result["decisions"]:
            tp, fp = tp + (said and truth), fp + (said and not truth)
            fn, tn = fn + (truth and not said), tn + (not said and not truth)
            calls += used
    decisions = tp + fp + fn + tn
    stops = {kind: sum(r["stop"] == kind for _, r in results) for kind in ("right", "premature", "late")}
    return {
        "n": len(results),
        "decisions": decisions,
        "precision": tp / (tp + fp) if tp + fp else float("nan"),
        "recall": tp / (tp + fn) if tp + fn else float("nan"),
        **stops,
        "calls/decision": calls / decisions if decisions else 0.0,
    }


def grouped(done: list[tuple[dict[str, Any], dict[str, Any]]]) -> dict[str, dict[str, Any]]:
    """The table of all conversations, then per trap and per language."""
    groups: dict[str, dict[str, Any]] = {"all": table(done)}
    for key in ("trap", "language"):
        by: dict[str, list[Any]] = defaultdict(list)
        for row, result in done:
            by[row[key]].append((row, result))
        groups.update({name: table(items) for name, items in sorted(by.items())})
    return groups


def reprint(rows: list[dict[str, Any]], files: list[Path]) -> int:
    """Print the tables of saved --json runs, merged by conversation (e.g. three thirds of one design)."""
    merged: dict[str, dict[str, Any]] = defaultdict(dict)
    for file in files:
        for key, value in json.loads(file.read_text(encoding="utf-8")).items():
            if key.endswith("/conversations"):
                merged[key.split("/")[0]].update(value)
    for design, results in merged.items():
        done = [(row, results[row["id"]]) for row in rows if row["id"] in results]
        show(f"design {design} (saved: {len(done)} conversations)", grouped(done))
        for row, result in done:
            if result["stop"] != "right":
                print(f"  {result['stop']}: {row['id']}")
    return 0


def show(title: str, rows: dict[str, dict[str, Any]]) -> None:
    """Print one table."""
    print(f"\n{title}")
    print(f"| {'group':<16} | n | decisions | precision | recall | right | premature | late | calls/decision |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name, t in rows.items():
        print(
            f"| {name:<16} | {t['n']} | {t['decisions']} | {t['precision']:.2f} | {t['recall']:.2f} | "
            f"{t['right']}/{t['n']} | {t['premature']}/{t['n']} | {t['late']}/{t['n']} | {t['calls/decision']:.2f} |"
        )


def client_for(args: argparse.Namespace) -> LLMClient:
    """A ChatClient on the served model, without cache."""
    from user_sim.llm.client import ChatClient

    spec = ModelSpec(model=args.model, provider="openai", base_url=args.base_url, temperature=0.0, api_key_env=None)
    client: LLMClient = ChatClient(spec, timeout=900.0)
    return client


def main(argv: list[str] | None = None) -> int:
    """Run the designs; print the tables (and write them as JSON with --json)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--design", nargs="+", default=["word_test"], choices=sorted(DESIGNS))
    parser.add_argument("--base-url", default="http://127.0.0.1:8089/v1")
    parser.add_argument("--model", default="qwen1.5b")
    parser.add_argument("--limit", type=int, default=0, help="only the first N conversations")
    parser.add_argument("--language", help="only this language")
    parser.add_argument("--every", type=int, default=1, help="only every K-th conversation (K=2: half the set)")
    parser.add_argument("--offset", type=int, default=0, help="with --every: start at this conversation")
    parser.add_argument("--json", type=Path, help="also write the figures here (rewritten after each conversation)")
    parser.add_argument("--set", default="development", help="development, heldout, or a path to a JSONL set")
    parser.add_argument("--always-yes", action="store_true", help="structured designs: a model that says yes")
    parser.add_argument("--saved", type=Path, nargs="+", help="no run: print the tables of these --json files, merged")
    args = parser.parse_args(argv)
    path = SETS.get(args.set, Path(args.set))
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    if args.saved:
        return reprint(rows, args.saved)
    rows = [r for r in rows if args.language in (None, r["language"])][args.offset :: args.every][: args.limit or None]
    client: Any = AlwaysYes() if args.always_yes else None if args.design == ["word_test"] else client_for(args)
    figures: dict[str, Any] = {}
    for design in args.design:
        began = time.perf_counter()
        try:
            done = []
            for row in rows:
                done.append((row, replay(row, DESIGNS[design](row, None if design == "word_test" else client))))
                print(f"{design} {row['id']}: {done[-1][1]['stop']}", file=sys.stderr, flush=True)
                figures[f"{design}/conversations"] = {row["id"]: result for row, result in done}
                save(args.json, figures)
        except Exception as exc:  # the model could not be called: no figures
            print(f"{design}: not measured: {type(exc).__name__}: {exc}", file=sys.stderr)
            return 3
        groups = grouped(done)
        show(f"design {design} ({time.perf_counter() - began:.0f} s)", groups)
        if design.startswith("translate"):
            print(tally(client))
        if design.startswith("info_"):
            print(info_tally(client))
        figures[design] = groups
        save(args.json, figures)
    return 0


def save(path: Path | None, figures: dict[str, Any]) -> None:
    """Write the figures so far (when --json was given)."""
    if path:
        path.write_text(json.dumps(figures, indent=1), encoding="utf-8")


if __name__ == "__main__":
    raise SystemExit(main())
