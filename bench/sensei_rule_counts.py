"""Record SENSEI's own pass / fail / not-applicable counts for its public rules on its recorded conversations.

Not a test and not part of the package: run it with a Python that can import SENSEI's ``metamorphic`` package
(user-simulator; its metamorphic checker is the same in the public repository's HEAD and on PyPI), e.g.

    python bench/sensei_rule_counts.py SENSEI_PKG_DIR SENSEI_DATA_DIR > tests/evaluation/rules/data/sensei_counts.json

SENSEI_DATA_DIR holds ``rules/`` and ``test_cases/`` (``git archive HEAD rules test_cases`` of SENSEI's repository).
Each rule file is checked alone, against the recorded conversations of its chatbot (PAIRS), like a fresh
``sensei-check`` run per rule: SENSEI keeps its global rules' filtered conversations in a module-level list that
is never emptied, so checking several global rules in one process mixes them up.
Rules that call an LLM helper are skipped (they need OpenAI).
"""

from __future__ import annotations

import contextlib
import glob
import io
import json
import os
import sys
from pathlib import Path

import yaml

PAIRS = {
    "ada_chatbot": ["ada_chatbot_tests"],
    "financial": ["financial"],
    "julie": ["julie_amtrack_chatbot_tests"],
    "kuki": ["kuki_chatbot_tests"],
    "lola_chatbot": ["lola_chatbot_tests"],
    "millie": ["millie_chatbot_tests"],
    "mutation_eval/bike-shop": ["mutation_eval/bikeshop"],
    "mutation_eval/photography": ["mutation_eval/photography"],
    "mutation_eval/pizza": ["mutation_eval/pizza"],
    "mutation_eval/veterinary": ["mutation_eval/veterinary"],
    "photography": ["photography_test"],
    "pizza_order": ["pizza_order_test", "pizza_order_test_custom", "pizza_order_test_predefined"],
    "serviceform": ["serviceform_chatbot_tests"],
}
LLM_HELPERS = (
    "semantic_content",
    "only_talks_about",
    "responds_in_same_language",
    "language(",
    "tone(",
    "utterance_index",
)


def conversation_files(folder: Path) -> list[str]:
    files = glob.glob(str(folder / "**/*.yaml"), recursive=True) + glob.glob(str(folder / "**/*.yml"), recursive=True)
    return sorted(f for f in files if "__report__" not in f)


def main() -> None:
    pkg, data = Path(sys.argv[1]), Path(sys.argv[2])
    sys.path.insert(0, str(pkg))
    os.environ.setdefault("OPENAI_API_KEY", "unused")
    import metamorphic
    from metamorphic.rules import Rule
    from metamorphic.tests import Test

    out: dict[str, dict[str, dict[str, int]]] = {}
    for group, folders in PAIRS.items():
        tests = []
        for folder in folders:
            for file in conversation_files(data / "test_cases" / folder):
                text = Path(file).read_text(encoding="utf-8")
                rel = os.path.relpath(file, data / "test_cases")
                try:
                    tests.append(Test.build_test(rel, yaml.safe_load_all(text)))
                except Exception as exc:  # sensei-check stops on such a file; leave it out, and say so
                    print(f"unreadable by SENSEI: {rel}: {type(exc).__name__}", file=sys.stderr)
        for rule_file in sorted((data / "rules" / group).glob("*.y*ml")):
            data_ = yaml.safe_load(rule_file.read_text(encoding="utf-8"))
            expressions = " ".join(str(v) for k, v in data_.items() if k in ("when", "if", "then", "oracle", "yields"))
            if any(name in expressions for name in LLM_HELPERS):
                continue
            metamorphic.filtered_tests.clear()
            rule = Rule(**data_)
            try:
                with contextlib.redirect_stdout(io.StringIO()):  # SENSEI prints its progress
                    results = rule.test(tests)
                counts = {kind: len(items) for kind, items in results.items()}
            except Exception as exc:  # SENSEI itself crashed on this rule
                counts = {"crash": 1, "reason": f"{type(exc).__name__}: {exc}"}  # type: ignore[dict-item]
            out.setdefault(str(rule_file.relative_to(data / "rules")), {})["+".join(folders)] = counts
    json.dump(out, sys.stdout, indent=1, sort_keys=True)


if __name__ == "__main__":
    main()
