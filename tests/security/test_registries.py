"""Contract tests that walk the attack, executor and oracle registries."""

from __future__ import annotations

import random
import re

import pytest
from pydantic import ValidationError

from tests.security.fakes import make_project, refusing_writer, seeded_writer
from user_sim.security.attacks import ATTACKS, Attack, describe
from user_sim.security.attacks.custom import OWASP_2025
from user_sim.security.detect.refusal import is_refusal
from user_sim.security.execute.executors import EXECUTORS
from user_sim.security.oracles.base import ORACLES
from user_sim.security.plan.cases import CaseRuntime

REQUIRED = {
    "amnesia",
    "system_prompt_stealer",
    "typoglycemia_attack",
    "base64_injection",
    "custom_benchmark",
    "affirmative_suffix",
    "aim_jailbreak",
    "authoritative_role_impersonation",
    "complementary_transition",
    "dan_jailbreak",
    "self_refine",
    "ucar",
    "owasp_pack",
}
OWASP_TAG = re.compile(r"^LLM(0[1-9]|10):2025 \S.*$")
ALL_ATTACKS = sorted(ATTACKS.names())


def test_registry_has_every_required_attack_and_plugin_group():
    assert set(ATTACKS.names()) >= REQUIRED
    assert ATTACKS.group == "user_sim.attacks"
    assert set(EXECUTORS.names()) == {"direct", "scripted", "simulated_user"}


def test_duplicate_attack_name_is_refused():
    with pytest.raises(ValueError, match="registered twice"):
        ATTACKS.add("amnesia", Attack)


@pytest.mark.parametrize("name", ALL_ATTACKS)
def test_attack_contract(name):
    cls = ATTACKS.get(name)
    info = describe(cls)
    assert cls.name == name
    assert len(cls.description) > 20
    assert cls.default_oracle is not None
    assert all(OWASP_TAG.match(tag) for tag in cls.tags), cls.tags
    if name != "custom_benchmark":  # the user's file decides what it tests
        assert cls.tags, "every built-in attack says which OWASP risk it probes"
    with pytest.raises(ValidationError):
        cls.Params.model_validate({"surely_not_a_param": 1})
    assert all(p["description"] for p in info["params"]), "every param is documented"


def _runtime(respond=seeded_writer, seed=3):
    from tests.security.fakes import fake_client
    from user_sim.llm.base import ModelSpec

    llm = fake_client(ModelSpec("fake"), seed, respond)
    return CaseRuntime(random.Random(seed), seed, lambda: llm, is_refusal, "pizza orders", lambda p, n: None)


@pytest.mark.parametrize("name", sorted(set(ALL_ATTACKS) - {"custom_benchmark"}))
def test_every_attack_plans_and_builds_prompts(tmp_path, load, name):
    project = make_project(tmp_path, f"execution: {{attempts: 3}}\nattacks: [{{name: {name}}}]\n")
    campaign = load(project)
    cases = campaign.cases
    expected = 3 if not ATTACKS.get(name).takes_case_file else len(cases)
    assert len(cases) == expected >= 3
    assert len({c.key for c in cases}) == len(cases)
    for case in cases:
        draft = case.draft.build(_runtime())
        assert draft.text, f"{case.key} built no prompt"
        assert not is_refusal(draft.text)
        for marker in draft.protected:
            assert marker in draft.text


@pytest.mark.parametrize("name", sorted(n for n in ALL_ATTACKS if ATTACKS.get(n).needs_llm))
def test_generated_attacks_never_send_a_refusal(tmp_path, load, name):
    project = make_project(tmp_path, f"attacks: [{{name: {name}}}]\n")
    [case] = load(project).cases
    draft = case.draft.build(_runtime(refusing_writer))
    assert draft.text is None
    assert "refused" in draft.inconclusive


def test_owasp_pack_covers_the_top_ten_offline(tmp_path, load):
    project = make_project(tmp_path, "attacks: [{name: owasp_pack}]\n")
    cases = load(project).cases
    assert len(cases) >= 20
    covered = {tag.split(":")[0] for c in cases for tag in c.draft.tags}
    assert covered == set(OWASP_2025)
    assert not any(c.draft.needs_llm for c in cases)
    prompts = [c.draft.preview.lower() for c in cases]
    assert any("ignore previous instructions" in p and "system prompt" in p for p in prompts)
    assert {c.draft.oracle.type for c in cases} <= {
        "keyword_absent",
        "regex_absent",
        "system_prompt_leakage",
        "pii_leakage",
    }


def test_owasp_pack_categories_filter(tmp_path, load):
    project = make_project(tmp_path, "attacks: [{name: owasp_pack, params: {categories: [llm07]}}]\n")
    cases = load(project).cases
    assert cases and all(c.draft.tags == ("LLM07:2025 System Prompt Leakage",) for c in cases)


@pytest.mark.skipif(not ORACLES.names(), reason="the real oracles (branch 'oracles') are not merged yet")
@pytest.mark.parametrize("name", ALL_ATTACKS)
def test_default_oracles_validate_against_the_real_registry(tmp_path, name):
    from user_sim.security.plan.campaign import load_campaign

    if name == "custom_benchmark":
        pytest.skip("its cases come from the user's file")
    project = make_project(tmp_path, f"attacks: [{{name: {name}}}]\n")
    assert load_campaign(project / "security" / "security.yml", project).cases
