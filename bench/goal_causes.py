"""Where the structured goal check loses recall: the cause of each missed part, by language.

    PYTHONPATH=src python bench/goal_causes.py SET.jsonl [SET.jsonl …] [--show]

Replays each conversation with the word test (the structured check with no model) as ``goal_check.py`` does,
and for every labelled-reached turn it did not call reached, names what stopped each part still open, from
its best sentence of all the chatbot's replies so far (the furthest finding, then the most of the part's key words
named, then the latest): ``tie`` (a sentence passed every rule but did not name
the part: the model would be asked), ``not_done`` (the values with no word of doing: the model would be
asked), ``guard`` (either of those, but :func:`user_sim.core.goal_guard.may_ask` refuses it: the chatbot refuses,
offers, hands over or still guards the deed, so no model is asked and no rule should stop there), or the rule
that rejected every sentence (``missing_value``, ``wrong_value``, ``promise``, ``handoff``, ``question``): a part
with no rule-passing sentence is never put to the model, so those cap recall. ``--show`` prints each miss.
Development sets only: never run it on a held-out set.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path
from typing import Any

from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_finding import finding
from user_sim.core.goal_guard import may_ask
from user_sim.core.goal_parts import GoalPart, decompose
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_topic import topic_hits

ORDER = ("delivered", "not_done", "promise", "handoff", "wrong_value", "missing_value", "question")
CAUSE = {"delivered": "tie", "not_done": "not_done"}


def cause(part: GoalPart, check: StructuredGoalCheck, transcript: list[tuple[str, str]]) -> tuple[str, str]:
    """The cause that kept ``part`` open after the latest reply, and the sentence that came closest."""
    found: dict[str, str] = {}
    said_in: dict[str, tuple[list[str], str]] = {}  # each sentence's reply and the user's lines before it
    for i, (speaker, text) in enumerate(transcript):
        if speaker == "Assistant":
            user = " ".join(t for who, t in transcript[:i] if who != "Assistant")
            reply = sentences(text)
            found.update({s: finding(s, part, check.options, user, reply) for s in reply})
            asked = "\n".join(t for who, t in transcript[:i] if who != "Assistant")
            said_in.update({s: (reply, asked) for s in reply})
    best = min(reversed(list(found)), key=lambda s: (ORDER.index(found[s]), -len(topic_hits(part, s))), default="")
    why = found.get(best, "missing_value")
    if why in CAUSE and not may_ask(part, best, *said_in[best], check.options):
        return "guard", best  # "Removal fee of $25 will be collected": refused before the model, no stop due
    return CAUSE.get(why, why), best


def misses(row: dict[str, Any]) -> list[tuple[str, GoalPart, str]]:
    """(cause, part, sentence) for each open part at each labelled-reached turn the word test missed."""
    parts = decompose(row["goals"], None, row["values"])
    check = StructuredGoalCheck(parts, {k: tuple(v) for k, v in row["options"].items()}, None)
    transcript: list[tuple[str, str]] = []
    found = []
    for turn in row["turns"]:
        transcript += [("User", turn["user"]), ("Assistant", turn["assistant"])]
        if check.decide(list(transcript)).reached:
            break
        if turn["reached"]:
            for part in (p for p in parts if p.number not in check.delivered):
                why, sentence = cause(part, check, transcript)
                found.append((why, part, sentence))
    return found


def main(argv: list[str] | None = None) -> int:
    """Print the causes × language table (and each miss with --show)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sets", type=Path, nargs="+")
    parser.add_argument("--show", action="store_true")
    args = parser.parse_args(argv)
    counts: Counter[tuple[str, str]] = Counter()
    for path in args.sets:
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            for why, part, sentence in misses(row):
                counts[why, row["language"]] += 1
                if args.show:
                    print(f"{path.stem}/{row['id']} part {part.number} ({part.kind}: {part.text}) {why}: {sentence}")
    languages = sorted({lang for _, lang in counts})
    causes = sorted({why for why, _ in counts}, key=lambda c: -sum(n for (w, _), n in counts.items() if w == c))
    print(f"| cause | {' | '.join(languages)} | all |")
    print("|---|" + "---:|" * (len(languages) + 1))
    for why in causes:
        row_counts = [counts[why, lang] for lang in languages]
        print(f"| {why} | {' | '.join(map(str, row_counts))} | {sum(row_counts)} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
