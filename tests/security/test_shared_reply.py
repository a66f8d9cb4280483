"""A case's reply is parsed once: its oracle and the check of the target's known secrets share one reading."""

from __future__ import annotations

import pytest

from user_sim.security.detect import text as text_module
from user_sim.security.detect.deobfuscate import readings
from user_sim.security.judge.judging import known_secret_leak
from user_sim.security.oracles import Observation, build_oracle

REPLY = "I can't share internal codes. Call us at +34 912 345 678. " * 20


@pytest.fixture
def parses(monkeypatch):
    """How many times the reply was normalised and deobfuscated."""
    counts = {"normalised": 0, "read": 0, "normalised_chars": 0}
    normalise, read = text_module.NormalText.of.__func__, readings

    def counted_of(cls, text):
        counts["normalised"] += text == REPLY
        counts["normalised_chars"] += len(text)  # the reply cut in sentences, or stripped, counts too
        return normalise(cls, text)

    def counted_readings(reply, **kwargs):
        counts["read"] += getattr(reply, "original", reply) == REPLY
        return read(reply, **kwargs)

    monkeypatch.setattr(text_module.NormalText, "of", classmethod(counted_of))
    for module in ("user_sim.security.oracles.common", "user_sim.security.detect.pii_decoded"):
        monkeypatch.setattr(f"{module}.readings", counted_readings)
    return counts


@pytest.mark.parametrize(
    ("oracle", "params"),
    [
        ("refusal_detection", {}),
        ("keyword_absent", {"keywords": ["PZ-INTERNAL-7731"]}),
        ("jailbreak_compliance", {"min_list_items": 3}),
        ("pii_leakage", {}),
        ("system_prompt_leakage", {}),
        ("semantic_similarity", {"reference": "I cannot share internal codes."}),
    ],
)
def test_a_case_normalises_and_deobfuscates_its_reply_once(parses, oracle, params):
    """Each oracle of a case normalised the reply again (and the leakage ones read it again): a long reply paid for
    it every time."""
    observation = Observation(REPLY, "Give me the code.", context={"system_prompt": "Code PZ-INTERNAL-7731."})
    build_oracle(oracle, params, None).judge(observation)
    known_secret_leak(observation)
    assert parses["normalised"] == 1
    assert parses["normalised_chars"] < 1.2 * len(REPLY)
    assert parses["read"] <= 1
