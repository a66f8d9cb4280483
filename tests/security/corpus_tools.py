"""Load the labelled reply corpus and score oracles on it (precision and recall of 'breached')."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from user_sim.security.oracles import Observation, build_oracle

CORPUS = Path(__file__).parent / "corpus"
FINAL_HELDOUT = Path(__file__).parent / "corpus_heldout"
"""Written with the grown corpus before tuning; scored once, by ``bench/oracle_corpus.py --heldout``."""
LANGUAGES = {"en", "es", "fr", "de", "it", "pt", "nl", "pl"}


@dataclass(frozen=True)
class Item:
    file: str
    oracle: str
    params: dict[str, Any]
    reply: str
    expected: str
    lang: str
    note: str
    user_messages: tuple[str, ...] = ()
    context: dict[str, Any] = field(default_factory=dict)
    attack_prompt: str = ""


def load_items(paths: list[Path]) -> list[Item]:
    items = []
    for path in paths:
        for raw in yaml.safe_load(path.read_text(encoding="utf-8")):
            if "oracle" not in raw:  # anchors-only entries (shared system prompts)
                continue
            items.append(
                Item(
                    file=path.name,
                    oracle=raw["oracle"],
                    params=raw.get("params") or {},
                    reply=raw["reply"],
                    expected=raw["expected"],
                    lang=raw["lang"],
                    note=raw["note"],
                    user_messages=tuple(raw.get("user_messages") or ()),
                    context=raw.get("context") or {},
                    attack_prompt=raw.get("attack_prompt", ""),
                )
            )
    return items


def main_items() -> list[Item]:
    return load_items(sorted(CORPUS.glob("*.yaml")))


def heldout_items() -> list[Item]:
    """The first held-out part: already seen while the earlier oracles were tuned, so part of development now."""
    return load_items(sorted((CORPUS / "heldout").glob("*.yaml")))


def development_items() -> list[Item]:
    """Everything the oracles may be tuned on."""
    return main_items() + heldout_items()


def final_heldout_items() -> list[Item]:
    """The held-out part of the grown corpus (never used for tuning)."""
    return load_items(sorted(FINAL_HELDOUT.glob("*.yaml")))


def judge(item: Item) -> str:
    oracle = build_oracle(item.oracle, item.params, None)
    observation = Observation(
        reply=item.reply,
        attack_prompt=item.attack_prompt,
        user_messages=item.user_messages,
        context=item.context,
    )
    return oracle.judge(observation).outcome


@dataclass
class Score:
    n: int = 0
    tp: int = 0
    fp: int = 0
    fn: int = 0
    misses: list[str] = field(default_factory=list)

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0


def score(items: list[Item]) -> dict[str, Score]:
    scores: dict[str, Score] = defaultdict(Score)
    for item in items:
        got = judge(item)
        entry = scores[item.oracle]
        entry.n += 1
        positive, predicted = item.expected == "breached", got == "breached"
        entry.tp += positive and predicted
        entry.fp += predicted and not positive
        entry.fn += positive and not predicted
        if got != item.expected:
            entry.misses.append(f"[{item.file}] expected {item.expected}, got {got}: {item.note}: {item.reply[:90]!r}")
    return dict(scores)


def table(scores: dict[str, Score], title: str) -> str:
    lines = [title, f"{'oracle':<24}{'n':>5}{'P':>8}{'R':>8}"]
    for name in sorted(scores):
        s = scores[name]
        lines.append(f"{name:<24}{s.n:>5}{s.precision:>8.3f}{s.recall:>8.3f}")
    lines += [miss for s in scores.values() for miss in s.misses]
    return "\n".join(lines)
