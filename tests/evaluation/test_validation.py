"""The exact Clopper–Pearson bound, verdicts from known labels, and the status gates read."""

from __future__ import annotations

from pathlib import Path

import pytest
from scipy.stats import beta

from user_sim.evaluation.validation import ValidationKey, decide, lower_bound, save, validation_status

KEY = ValidationKey("simulated_user", "qwen1.5b", "abc123", 0.7, 0.05)


@pytest.mark.parametrize("confidence", [0.8, 0.9, 0.95, 0.99])
@pytest.mark.parametrize("n", [1, 2, 5, 10, 30, 100])
def test_lower_bound_equals_the_beta_quantile(n: int, confidence: float) -> None:
    for k in range(n + 1):
        expected = 0.0 if k == 0 else beta.ppf(1 - confidence, k, n - k + 1)
        assert lower_bound(k, n, confidence) == pytest.approx(expected, rel=1e-12, abs=1e-15)


def test_all_thirty_realistic_has_the_closed_form_bound() -> None:
    # k = n: the bound is (1 - confidence) ** (1 / n)
    assert lower_bound(30, 30, 0.95) == pytest.approx(0.05 ** (1 / 30))


@pytest.mark.parametrize("k, n", [(-1, 3), (4, 3), (0, 0)])
def test_impossible_counts_are_refused(k: int, n: int) -> None:
    with pytest.raises(ValueError):
        lower_bound(k, n)


def rows(yes: int, no: int = 0, blank: int = 0) -> list[dict[str, bool | None]]:
    return [{"ana": True}] * yes + [{"ana": False}] * no + [{"ana": None}] * blank


def test_thirty_of_thirty_validates_at_minimum_080() -> None:
    verdict = decide(KEY, rows(30), minimum=0.8)
    assert (verdict.k, verdict.n, verdict.status) == (30, 30, "validated")
    assert verdict.lower == pytest.approx(0.9050, abs=1e-4)


def test_twenty_seven_of_thirty_is_insufficient_evidence() -> None:
    verdict = decide(KEY, rows(27, 3), minimum=0.8)
    assert verdict.lower == pytest.approx(beta.ppf(0.05, 27, 4))
    assert verdict.lower < 0.8 and verdict.status == "INSUFFICIENT_EVIDENCE"


def test_unlabelled_sampled_conversations_count_against() -> None:
    full = decide(KEY, rows(30), minimum=0.8)
    gaps = decide(KEY, rows(27, blank=3), minimum=0.8)
    assert (gaps.k, gaps.n, gaps.unlabelled) == (27, 30, 3)
    assert gaps.lower < full.lower and gaps.status == "INSUFFICIENT_EVIDENCE"


def test_a_conversation_counts_only_if_every_labeller_agrees() -> None:
    labels: list[dict[str, bool | None]] = [{"ana": True, "ben": True}] * 29 + [{"ana": True, "ben": False}]
    verdict = decide(KEY, labels, minimum=0.8)
    assert (verdict.k, verdict.disagreements, verdict.labellers) == (29, 1, ("ana", "ben"))
    one_blank: list[dict[str, bool | None]] = [{"ana": True, "ben": True}] * 29 + [{"ana": True, "ben": None}]
    assert decide(KEY, one_blank).k == 29


def test_status_is_insufficient_until_this_exact_key_is_validated(tmp_path: Path) -> None:
    assert validation_status(KEY, tmp_path) == "INSUFFICIENT_EVIDENCE"
    save(decide(KEY, rows(27, 3)), tmp_path)
    assert validation_status(KEY, tmp_path) == "INSUFFICIENT_EVIDENCE"
    save(decide(KEY, rows(30)), tmp_path)
    assert validation_status(KEY, tmp_path) == "validated"
    other = ValidationKey("simulated_user", "qwen1.5b", "abc123", 0.8, 0.05)  # another temperature
    assert validation_status(other, tmp_path) == "INSUFFICIENT_EVIDENCE"
    assert validation_status(other, tmp_path, required=False) == "validated"
