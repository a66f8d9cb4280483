"""Benchmark: SENSEI's 84 public rules on 1,000 recorded conversations, LLM helpers answered offline.

    PYTHONPATH=src python bench/rules.py [SENSEI_REPO]

SENSEI_REPO is SENSEI's git repository (default: the bare copy in /work/.mirror); its rules/ and test_cases/ are
extracted to a temporary folder. The 1,000 conversations cycle through its recorded ones (each a distinct
conversation to the checker). Every rule is checked, inactive ones included; the LLM helpers get an instant
offline answer, so the figure is the checker's own cost. The baseline, measured in the same run, is building the
names of the 1,000 conversations once; the checker's time is printed beside it and as a ratio.
"""

from __future__ import annotations

import dataclasses
import subprocess
import sys
import tarfile
import tempfile
import time
from io import BytesIO
from pathlib import Path
from typing import Any

from user_sim.evaluation.rules import RuleChecker, load_rules, view_of
from user_sim.evaluation.rules.conversations import read_conversations
from user_sim.evaluation.rules.llm_door import HelperLLM
from user_sim.llm.base import ChatMessage, LLMReply, ModelSpec

REPO = Path(sys.argv[1] if len(sys.argv) > 1 else "/work/.mirror/satori-chatbots+user-simulator/repo")
COUNT = 1000


class InstantLLM:
    """Answers every helper question at once (YES), as a cached LLM would."""

    spec = ModelSpec("offline")

    def complete(self, messages: list[ChatMessage], **_: Any) -> LLMReply:
        return LLMReply(text="YES")


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        archive = subprocess.run(["git", "-C", str(REPO), "archive", "HEAD", "rules", "test_cases"],
                                 capture_output=True, check=True).stdout  # fmt: skip
        with tarfile.open(fileobj=BytesIO(archive)) as tar:
            tar.extractall(tmp, filter="data")
        rules = load_rules(Path(tmp) / "rules").rules
        recorded = read_conversations(Path(tmp) / "test_cases").conversations
    conversations = [dataclasses.replace(recorded[i % len(recorded)], source=f"c{i}") for i in range(COUNT)]
    rules = [dataclasses.replace(r, rule=r.rule.model_copy(update={"active": True})) for r in rules]

    start = time.perf_counter()
    views = [view_of(c) for c in conversations]
    baseline = time.perf_counter() - start

    start, cpu = time.perf_counter(), time.process_time()
    checker = RuleChecker(rules, HelperLLM(InstantLLM()))
    verdicts = list(checker.check(views))
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu

    kinds: dict[str, int] = {}
    for v in verdicts:
        kinds[v.verdict] = kinds.get(v.verdict, 0) + v.count
    print(f"{len(rules)} rules x {len(views)} conversations: {sum(kinds.values())} checks {kinds}")
    print(f"baseline (names of {len(views)} conversations): {baseline:.3f} s")
    print(f"rules check: {elapsed:.2f} s wall, {cpu:.2f} s CPU ({elapsed / baseline:.0f}x the baseline; target < 10 s)")


if __name__ == "__main__":
    main()
