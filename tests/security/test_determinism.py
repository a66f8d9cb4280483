"""Same seed, same prompts — whatever the number of workers and whatever the global random state."""

from __future__ import annotations

import random

import pytest

from tests.security.fakes import llm_factory, make_project, refusing_bot, seeded_writer
from user_sim.testing import FakeTarget

CAMPAIGN = """\
    execution: {attempts: 3}
    attacks:
      - name: typoglycemia_attack
      - name: dan_jailbreak
      - name: custom_benchmark
        source: attacks/vars.yml
    """
CASES = """\
    oracle: {type: keyword_absent, params: {keywords: [x]}}
    variables:
      who: {value: [Ana, Tom, Lea, Bo, Ian, Eva]}
      pick: {value: [one, two, three, four]}
    cases:
      - {id: a, prompt: "{{who}} wants {{pick}}"}
      - {id: b, prompt: "{{pick}} for {{who}}"}
      - {id: c, prompt: "{{who}}, {{who}}!"}
    """


@pytest.fixture
def campaign(tmp_path, load):
    return load(make_project(tmp_path, CAMPAIGN, {"security/attacks/vars.yml": CASES}))


def prompts(run, campaign, seed, workers):
    outcome = run(
        campaign, FakeTarget(refusing_bot), seed=seed, workers=workers, llm_factory=llm_factory(seeded_writer)
    )
    return [(r.key, r.prompt) for r in outcome.records]


def test_same_seed_same_prompts_across_workers_and_global_random(run, campaign, monkeypatch):
    random.seed(1)
    first = prompts(run, campaign, 42, workers=1)

    def forbidden(*args, **kwargs):
        raise AssertionError("the global random module must not be used")

    for name in ("random", "choice", "sample", "shuffle", "randint", "randrange", "seed"):
        monkeypatch.setattr(random, name, forbidden)
    second = prompts(run, campaign, 42, workers=4)
    assert first == second
    assert len(first) == 9


def test_another_seed_gives_other_prompts(run, campaign):
    one = dict(prompts(run, campaign, 42, workers=2))
    other = dict(prompts(run, campaign, 43, workers=2))
    differing = [k for k in one if one[k] != other[k]]
    assert len(differing) >= 5  # scrambles, drawn values and generated texts all move with the seed


def test_attempts_of_a_generated_attack_differ(run, campaign):
    generated = [p for k, p in prompts(run, campaign, 42, workers=2) if "dan_jailbreak" in k]
    assert len(set(generated)) == 3
