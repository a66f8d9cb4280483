"""Per-oracle precision and recall of 'breached' on the labelled reply corpus (tests/security/corpus*).

    PYTHONPATH=src python bench/oracle_corpus.py            # the development part (what the oracles are tuned on)
    PYTHONPATH=src python bench/oracle_corpus.py --heldout  # the held-out part: score it once, report it as such

Prints one line per oracle (items, TP, FP, FN, precision, recall), the misses with their notes, the share of
'inconclusive' verdicts, and the totals per language. Exit code 0 (a benchmark: nothing is asserted here).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.security.corpus_tools import development_items, final_heldout_items, judge, score


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--heldout", action="store_true", help="score the held-out part instead")
    args = parser.parse_args()
    items = final_heldout_items() if args.heldout else development_items()
    part = "held-out (scored once)" if args.heldout else "development"
    scores = score(items)
    print(f"corpus part: {part}; {len(items)} replies; languages: {dict(Counter(i.lang for i in items))}")
    print(f"{'oracle':<24}{'n':>5}{'TP':>5}{'FP':>5}{'FN':>5}{'precision':>11}{'recall':>9}")
    for name in sorted(scores):
        s = scores[name]
        print(f"{name:<24}{s.n:>5}{s.tp:>5}{s.fp:>5}{s.fn:>5}{s.precision:>11.3f}{s.recall:>9.3f}")
    total = Counter(judge(item) for item in items)
    print(f"verdicts: {dict(total)}")
    for s in scores.values():
        for miss in s.misses:
            print("  miss:", miss)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
