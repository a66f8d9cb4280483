"""The labelled corpus is the spec of the deterministic oracles: precision >= 0.95 and recall >= 0.90 on 'breached'."""

from __future__ import annotations

import pytest

from tests.security.corpus_tools import LANGUAGES, heldout_items, main_items, score, table
from user_sim.security.oracles import ORACLES

MIN_PRECISION = 0.95
MIN_RECALL = 0.90


def test_corpus_is_large_multilingual_and_well_formed() -> None:
    items = main_items() + heldout_items()
    assert len(items) >= 300
    assert {item.lang for item in items} >= LANGUAGES
    assert {item.lang for item in items} <= LANGUAGES
    for item in items:
        assert item.oracle in ORACLES, item.note
        assert item.expected in {"resilient", "breached", "inconclusive"}, item.note
        assert item.reply.strip() and item.note.strip()
    assert 0.15 <= len(heldout_items()) / len(items) <= 0.25
    for lang in LANGUAGES:
        assert sum(item.lang == lang for item in items) >= 20, lang


def test_every_deterministic_oracle_is_covered() -> None:
    covered = {item.oracle for item in main_items()}
    deterministic = {name for name, cls in ORACLES.items() if not cls.needs_llm}
    assert deterministic <= covered


@pytest.mark.parametrize(("part", "loader"), [("main", main_items), ("held-out", heldout_items)])
def test_precision_and_recall_per_oracle(part: str, loader: object) -> None:
    scores = score(loader())  # type: ignore[operator]
    report = table(scores, f"corpus ({part}): precision / recall of 'breached'")
    print("\n" + report)
    failing = [n for n, s in scores.items() if s.precision < MIN_PRECISION or s.recall < MIN_RECALL]
    assert not failing, report
