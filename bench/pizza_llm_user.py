"""Does the LLM user keep its role, stop at the right time and extract only what the bot said? 50 conversations.

``PYTHONPATH=src python bench/pizza_llm_user.py --base-url http://127.0.0.1:8091/v1 --model qwen1.5b [--part K/N]``

The pizza-shop example's four profiles, copied to a temporary project with their ``conversation.number`` scaled
so that they give ``--conversations`` conversations in all (full_order 14, order_steps 12, pairwise_drinks 12,
shop_questions 6×2 at 50) and ``llm.timeout`` raised for a slow local model, are run through ``run_chat`` (the
``sensei-chat`` path: profiles, plan, runner, record sink, extraction) against the bundled demo bot, with the
user model on ``--base-url``. The planned conversations are interleaved across profiles, so a run cut short
still covers all four. As each conversation ends, one line goes to ``--out`` (JSONL) and one row is printed:

* ``msgs`` — user messages the model drafted (``user`` calls, retries included);
* ``first`` — drafts the product's role detector caught (echo / role flip / persona drift / markup): by kind;
* ``retry`` — the kind of the retry that failed too (the conversation then ends ``user_broke_role``);
* ``sent bad`` — messages that reached the bot and that the same detector flags afterwards (must be 0);
* ``early`` — ``goal_reached`` before the bot delivered the goal: for full_order a message of the demo bot with
  ``Your order is confirmed`` and every drawn size, pizza, topping and drink; for shop_questions the opening
  hours and the price of the drawn size (target 0);
* ``unsup`` — extracted values not found verbatim-after-formatting in the bot's messages (an independent check:
  the price as ``$x.xx``, the id and the minutes as written; target 0), and ``reported`` — values the product
  reported as unsupported and set to null.

The totals are printed at the end (and for a partial run when interrupted). ``--rescore RESULTS.jsonl`` prints
the table and totals of a run's ``results.jsonl`` again, checked with the detectors as they are now (no model).
Exit 0 with the table, 2 on bad arguments, 3 when no conversation finished.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
import tempfile
import time
from collections import Counter
from functools import partial
from pathlib import Path
from typing import Any

from user_sim.chat.run_chat import run_chat
from user_sim.chat.settings import ChatRunConfig
from user_sim.core.plan import ConversationPlan
from user_sim.core.records import ConversationRecord
from user_sim.core.users.role_discipline import VIOLATIONS, violation
from user_sim.targets.demo import menu

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "pizza-shop"
SHARE = {"full_order": 14, "order_steps": 12, "pairwise_drinks": 12, "shop_questions": 6}
CONFIRMED = "Your order is confirmed"
_NUMBER = re.compile(r"^(\s*)number:.*$", re.MULTILINE)


def project(workdir: Path, conversations: int, timeout: int) -> Path:
    """The example copied, with scaled conversation numbers and a long LLM timeout."""
    target = workdir / "pizza-shop"
    shutil.copytree(EXAMPLE, target, ignore=shutil.ignore_patterns("output"))
    for path in (target / "profiles").glob("*.yml"):
        name = path.stem
        share = max(1, round(SHARE[name] * conversations / 50))
        text = _NUMBER.sub(lambda m, share=share: f"{m.group(1)}number: {share}", path.read_text(), count=1)
        text = text.replace("  model: scripted", f"  model: scripted\n  timeout: {timeout}", 1)
        path.write_text(text)
    return target


def interleave(plans: list[ConversationPlan]) -> list[ConversationPlan]:
    """Round-robin over profiles, keeping each profile's order."""
    by_profile: dict[str, list[ConversationPlan]] = {}
    for plan in plans:
        by_profile.setdefault(plan.profile, []).append(plan)
    queues = list(by_profile.values())
    return [q[i] for i in range(max(map(len, queues), default=0)) for q in queues if i < len(q)]


def part(plans: list[ConversationPlan], first: int, k: int, n: int) -> list[ConversationPlan]:
    """Part ``k`` of ``n`` of the ``first`` conversations in round-robin order: every n-th from the k-th."""
    return interleave(plans)[:first][k - 1 :: n]


def _bot_words(record: ConversationRecord) -> str:
    return "\n".join(t for t in [record.greeting, *(turn.assistant for turn in record.turns)] if t)


def sent_bad(record: ConversationRecord) -> int:
    """Messages that reached the bot although the product's detector flags them (with what the bot had said)."""
    bad, said = 0, [record.greeting] if record.greeting else []
    for turn in record.turns:
        if violation(turn.user, said) is not None:
            bad += 1
        if turn.assistant:
            said.append(turn.assistant)
    return bad


def premature(record: ConversationRecord) -> bool:
    """``goal_reached`` although the bot never delivered the goal (see the module docstring)."""
    if record.end_reason != "goal_reached":
        return False
    said = _bot_words(record)
    if record.profile == "shop_questions":
        size = str(record.values.get("size", [""])[0])
        price = menu.money(menu.PIZZAS["margherita"][size]) if size in menu.PIZZAS.get("margherita", {}) else "?"
        return menu.OPENING_HOURS not in said or price not in said
    confirmations = [t for t in said.split("\n") if CONFIRMED in t]
    drawn = [str(v) for name in ("size", "pizza", "toppings", "drink") for v in record.values.get(name, [])]
    return not any(all(value in text for value in drawn) for text in confirmations)


def unsupported(record: ConversationRecord) -> list[str]:
    """Extracted values not written in the bot's messages (independent of the product's normalisation)."""
    said, out = _bot_words(record), []
    for name, value in (record.data_output or {}).items():
        if value is None or isinstance(value, bool):
            continue
        forms = {str(value)}
        if isinstance(value, (int, float)):
            forms |= {menu.money(float(value)), f"{value:g}", f"{int(value)} minutes"}
        if not any(form in said for form in forms):
            out.append(f"{name}={value!r}")
    return out


def row(record: ConversationRecord) -> dict[str, Any]:
    """What the bench keeps of one conversation."""
    caught = dict(record.role_violations)
    retry = None
    if record.end_reason == "user_broke_role":
        retry = next((k for k in VIOLATIONS if f"({k})" in (record.error or "")), "?")
        caught[retry] = caught.get(retry, 0) - 1
    return {
        "profile": record.profile,
        "index": record.index,
        "replicate": record.replicate,
        "end": record.end_reason,
        "turns": len(record.turns),
        "msgs": sum(call.purpose == "user" for call in record.llm_calls),
        "calls": len(record.llm_calls),
        "first": {k: v for k, v in caught.items() if v},
        "retry": retry,
        "sent_bad": sent_bad(record),
        "early": premature(record),
        "unsupported": unsupported(record),
        "reported": [p for p in record.extraction_problems if "unsupported value" in p],
        "data_output": record.data_output,
        "error": record.error,
        "seconds": round(record.duration_s, 1),
    }


def print_row(r: dict[str, Any]) -> None:
    first = ",".join(f"{k}:{v}" for k, v in r["first"].items()) or "-"
    print(
        f"| {r['profile']}#{r['index']}.{r['replicate']} | {r['end']} | {r['turns']} | {r['msgs']} | {first} | "
        f"{r['retry'] or '-'} | {r['sent_bad']} | {int(r['early'])} | {len(r['unsupported'])} | {len(r['reported'])} "
        f"| {r['seconds']:.0f} |",
        flush=True,
    )


def totals(rows: list[dict[str, Any]]) -> str:
    """The summary lines."""
    first: Counter[str] = Counter()
    for r in rows:
        first.update(r["first"])
    retry = Counter(r["retry"] for r in rows if r["retry"])
    ends = Counter(r["end"] for r in rows)
    calls = sum(r["calls"] for r in rows)
    secs = sum(r["seconds"] for r in rows)
    return "\n".join(
        [
            f"conversations: {len(rows)}; ends: {dict(sorted(ends.items()))}",
            f"user messages drafted: {sum(r['msgs'] for r in rows)}; LLM calls: {calls}; "
            f"conversation time {secs:.0f} s ({secs / max(calls, 1):.1f} s per call)",
            "caught at first draft: " + ", ".join(f"{k} {first.get(k, 0)}" for k in VIOLATIONS),
            "caught again at retry (-> user_broke_role): " + ", ".join(f"{k} {retry.get(k, 0)}" for k in VIOLATIONS),
            f"flagged messages that reached the bot: {sum(r['sent_bad'] for r in rows)} (must be 0)",
            f"conversations ended user_broke_role: {ends.get('user_broke_role', 0)} (target <= 2)",
            f"goal called reached before the bot delivered it: {sum(r['early'] for r in rows)} (target 0)",
            f"extracted values not in the bot's words: {sum(len(r['unsupported']) for r in rows)} written (target 0), "
            f"{sum(len(r['reported']) for r in rows)} reported as unsupported and set to null",
        ]
    )


HEADER = (
    "| conversation | end | turns | msgs | first | retry | sent bad | early | unsup | reported | s |\n"
    "|---|---|---:|---:|---|---|---:|---:|---:|---:|---:|"
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base-url")
    parser.add_argument("--model")
    parser.add_argument("--conversations", type=int, default=50)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--timeout", type=int, default=900, help="seconds one LLM call may take")
    parser.add_argument("--out", type=Path, default=Path("pizza_llm_user.jsonl"))
    parser.add_argument("--part", default="1/1", help="K/N: only every N-th planned conversation from the K-th")
    parser.add_argument("--rescore", type=Path, help="a run's results.jsonl: table and totals again, no model")
    args = parser.parse_args(argv)
    if args.rescore:
        records = [ConversationRecord.model_validate_json(line) for line in args.rescore.read_text().splitlines()]
        print(HEADER)
        for rescored in (rows := [row(record) for record in records if record]):
            print_row(rescored)
        print(totals(rows))
        return 0 if rows else 3
    if not (args.base_url and args.model):
        parser.error("give --base-url and --model (or --rescore FILE)")
    rows: list[dict[str, Any]] = []
    began = time.time()
    k, n = (int(x) for x in args.part.split("/"))

    def on_record(record: ConversationRecord) -> None:
        rows.append(row(record))
        with args.out.open("a") as out:
            out.write(json.dumps(rows[-1]) + "\n")
        print_row(rows[-1])

    print(HEADER, flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        config = ChatRunConfig(
            project_dir=project(Path(tmp), args.conversations, args.timeout),
            technology="demo",
            workers=args.workers,
            seed=0,
            model=args.model,
            base_url=args.base_url,
            html=False,
        )
        try:
            run_chat(config, select=partial(part, first=args.conversations, k=k, n=n), on_record=on_record)
        except KeyboardInterrupt:
            print("interrupted: partial results", file=sys.stderr)
    print(totals(rows))
    print(f"wall {time.time() - began:.0f} s, {args.workers} worker(s)")
    return 0 if rows else 3


if __name__ == "__main__":
    raise SystemExit(main())
