"""A learned combiner over the word test: can a classifier find the reached turns the rules miss?

    PYTHONPATH=src python bench/goal_combiner.py                      # leave one set out, over every set
    PYTHONPATH=src python bench/goal_combiner.py --test NEW.jsonl     # train on every set, score a new one

Each conversation is replayed as ``goal_check.py`` does (the structured check, no model). For every chatbot turn up
to the rules' stop, it records what the rules saw: the share of parts delivered, per open part the findings of the
reply's sentences (``goal_finding.finding``) and the check's result, questions in the reply, how much of each open
part's drawn values the reply, the chatbot's messages and the user's messages contain (whole and by token), and
the reply itself (accents dropped, digits masked) as hashed character and word n-grams. A logistic regression
(scikit-learn, balanced classes) is trained on the turns the rules did not call reached, against the label; the
design stops at the first turn where the rules say reached **or** the classifier's probability is above a
threshold. It prints right / premature / late per threshold, and per set for two thresholds.

An experiment, not a design of the product: ``bench/README.md`` ("Round 14") has its figures and why it was not
adopted.
"""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_finding import finding
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_sentences import sentences
from user_sim.core.goals import normalise

SETS = Path(__file__).parent / "goal_set"
FINDINGS = ("delivered", "question", "missing_value", "wrong_value", "handoff", "promise", "not_done")
THRESHOLDS = (0.5, 0.7, 0.8, 0.9, 0.95, 0.98, 0.99)


def cover(values: list[str], text: str) -> tuple[float, float]:
    """The share of ``values`` in ``text``: whole, and by their tokens."""
    said = normalise(text)
    words = set(re.findall(r"\w+", said))
    if not values:
        return 1.0, 1.0
    whole = sum(bool(normalise(v).strip()) and normalise(v).strip() in said for v in values) / len(values)
    shares = []
    for value in values:
        tokens = [t for t in re.findall(r"\w+", normalise(value)) if len(t) > 1 or t.isdigit()]
        shares.append(sum(t in words for t in tokens) / len(tokens) if tokens else 1.0)
    return whole, sum(shares) / len(shares)


def turn_features(
    check: StructuredGoalCheck, before: set[int], decided: Any, transcript: list[tuple[str, str]]
) -> dict[str, float]:
    """What the rules saw at one turn (module docstring)."""
    reply = transcript[-1][1]
    new = sentences(reply)
    user = " ".join(text for speaker, text in transcript if speaker != "Assistant")
    bot = " ".join(text for speaker, text in transcript if speaker == "Assistant")
    counts: Counter[str] = Counter()
    opens = [p for p in check.parts if p.number not in before]
    for part in opens:
        found = Counter(finding(s, part, check.options, user, new) for s in new)
        counts.update(f"any_{k}" for k in FINDINGS if found[k])
        counts.update(f"result_{r.finding}" for r in decided.parts if r.part == part.number)
    values = [v for p in opens for v in p.value_texts]
    (in_reply, in_reply_tokens), (in_bot, in_bot_tokens), (in_user, in_user_tokens) = (
        cover(values, text) for text in (reply, bot, user)
    )
    return {
        "parts": len(check.parts),
        "open": len(opens),
        "share_delivered": len(check.delivered) / max(1, len(check.parts)),
        "newly": len(check.delivered) - len(before),
        "question": float("?" in reply),
        "ends_asking": float(reply.strip().endswith("?")),
        "length": len(reply) / 300,
        "in_reply": in_reply,
        "in_reply_tokens": in_reply_tokens,
        "in_bot": in_bot,
        "in_bot_tokens": in_bot_tokens,
        "in_user": in_user,
        "in_user_tokens": in_user_tokens,
        "info": sum(p.kind == "info" for p in opens),
        "action": sum(p.kind == "action" for p in opens),
        **{k: v / max(1, len(opens)) for k, v in counts.items()},
    }


def turns_of(path: Path) -> list[dict[str, Any]]:
    """One record per chatbot turn up to the rules' stop."""
    records = []
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        options = {k: tuple(v) for k, v in row["options"].items()}
        check = StructuredGoalCheck(decompose(row["goals"], None, row["values"]), options, None)
        transcript: list[tuple[str, str]] = []
        for number, turn in enumerate(row["turns"], start=1):
            transcript += [("User", turn["user"]), ("Assistant", turn["assistant"])]
            before = set(check.delivered)
            decided = check.decide(list(transcript))
            features = turn_features(check, before, decided, transcript)
            records.append(
                {"set": path.stem, "id": row["id"], "turn": number, "rules": decided.reached}
                | {"label": turn["reached"], "reply": turn["assistant"], "features": features}
            )
            if decided.reached:
                break
    return records


class Combiner:
    """The classifier over the features and the masked reply's n-grams."""

    def __init__(self, keys: list[str]) -> None:
        from sklearn.feature_extraction.text import HashingVectorizer
        from sklearn.linear_model import LogisticRegression

        self.keys = keys
        self.chars = HashingVectorizer(analyzer="char_wb", ngram_range=(2, 4), n_features=2**18, alternate_sign=False)
        self.words = HashingVectorizer(analyzer="word", ngram_range=(1, 2), n_features=2**18, alternate_sign=False)
        self.model = LogisticRegression(max_iter=3000, class_weight="balanced")

    def matrix(self, records: list[dict[str, Any]]) -> Any:
        from scipy.sparse import csr_matrix, hstack

        numbers = csr_matrix([[r["features"].get(k, 0.0) for k in self.keys] for r in records])
        texts = [re.sub(r"\d+", "0", normalise(r["reply"])) for r in records]
        return hstack([numbers, self.chars.transform(texts), self.words.transform(texts)]).tocsr()

    def fit(self, records: list[dict[str, Any]]) -> Combiner:
        unproved = [r for r in records if not r["rules"]]
        self.model.fit(self.matrix(unproved), [r["label"] for r in unproved])
        return self

    def probabilities(self, records: list[dict[str, Any]]) -> list[float]:
        return [float(p) for p in self.model.predict_proba(self.matrix(records))[:, 1]]


def stops(records: list[dict[str, Any]], probabilities: list[float], threshold: float) -> Counter[str]:
    """Right / premature / late of the design "rules, or the classifier above ``threshold``"."""
    by: dict[str, list[tuple[dict[str, Any], float]]] = defaultdict(list)
    for record, p in zip(records, probabilities, strict=True):
        by[record["id"]].append((record, p))
    kinds: Counter[str] = Counter()
    for items in by.values():
        first = next((r["turn"] for r, _ in items if r["label"]), None)
        stop = next((r["turn"] for r, p in items if r["rules"] or p > threshold), None)
        late = first is not None and (stop is None or stop > first)
        kinds["late" if late else "right" if stop == first else "premature"] += 1
    return kinds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--test", type=Path, nargs="*", default=[], help="score these sets, trained on every set")
    args = parser.parse_args()
    records = [r for path in sorted(SETS.glob("*.jsonl")) for r in turns_of(path)]
    keys = sorted({k for r in records for k in r["features"]})
    if args.test:
        tested = [r for path in args.test for r in turns_of(path)]
        probabilities = Combiner(keys).fit(records).probabilities(tested)
        print("rules only", dict(stops(tested, [0.0] * len(tested), 2.0)))
        for threshold in THRESHOLDS:
            print(threshold, dict(stops(tested, probabilities, threshold)))
        return 0
    totals: dict[float, Counter[str]] = defaultdict(Counter)
    for name in sorted({r["set"] for r in records}):
        tested = [r for r in records if r["set"] == name]
        probabilities = Combiner(keys).fit([r for r in records if r["set"] != name]).probabilities(tested)
        totals[2.0] += stops(tested, [0.0] * len(tested), 2.0)
        for threshold in THRESHOLDS:
            totals[threshold] += stops(tested, probabilities, threshold)
        shown = {t: dict(stops(tested, probabilities, t)) for t in (0.9, 0.95)}
        print(name, "rules only", dict(stops(tested, [0.0] * len(tested), 2.0)), shown, flush=True)
    print("all sets, rules only", dict(totals.pop(2.0)))
    for threshold, kinds in totals.items():
        print(f"all sets, rules or p > {threshold}", dict(kinds))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
