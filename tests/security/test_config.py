"""security.yml is strict and every problem is reported at its file:line:column before anything runs."""

from __future__ import annotations

import pytest

from tests.security.fakes import make_project
from user_sim.errors import ConfigError


def issues_of(load, project) -> list[str]:
    with pytest.raises(ConfigError) as caught:
        load(project)
    return [str(i) for i in caught.value.issues]


def test_sensei_template_with_empty_values_is_valid(tmp_path, load):
    project = make_project(
        tmp_path,
        """\
        security_test_name:
        execution:
            attempts: 1
            stop_on_breach: false
        generation:
            enabled: true
            model:
            provider:
            temperature: 0.7
            target_context:
        simulation:
            model:
            provider:
            temperature: 0.4
            reference_profile:
        attacks: []
        """,
    )
    campaign = load(project)
    assert campaign.cases == []
    assert campaign.config.name == "security_suite"


def test_unknown_key_is_located_with_suggestion(tmp_path, load):
    project = make_project(
        tmp_path,
        """\
        execution:
          attempts: 1
          stop_on_breech: true
        attacks:
          - name: amnesia
        """,
    )
    [issue] = issues_of(load, project)
    assert issue.endswith(
        "security.yml:3:3: execution.stop_on_breech: unknown key 'stop_on_breech'; did you mean 'stop_on_breach'?"
    )


def test_zero_attempts_is_an_error(tmp_path, load):
    project = make_project(tmp_path, "execution: {attempts: 0}\nattacks: [{name: amnesia}]\n")
    [issue] = issues_of(load, project)
    assert ":1:23: execution.attempts:" in issue and "must be at least 1" in issue


def test_unknown_attack_and_oracle_names_are_located(tmp_path, load):
    project = make_project(
        tmp_path,
        """\
        attacks:
          - name: amnesiaa
          - name: system_prompt_stealer
            oracle:
              type: keyword_absant
              params: {keywords: [x]}
        """,
    )
    issues = issues_of(load, project)
    assert any(":2:11: attacks[0].name: unknown attack 'amnesiaa'; did you mean 'amnesia'?" in i for i in issues)
    assert any(
        ":5:13: attacks[1].oracle.type: unknown oracle 'keyword_absant'; did you mean 'keyword_absent'?" in i
        for i in issues
    )


def test_unknown_attack_param_and_oracle_param_are_located(tmp_path, load):
    project = make_project(
        tmp_path,
        """\
        attacks:
          - name: typoglycemia_attack
            params:
              questoin: What is 2+2?
          - name: amnesia
            oracle:
              type: keyword_absent
              params: {keywords: [x], normalise: true}
        """,
    )
    issues = issues_of(load, project)
    assert any(
        ":4:7: attacks[0].params.questoin: unknown key 'questoin'; did you mean 'question'?" in i for i in issues
    )
    assert any(
        "attacks[1].oracle.params.normalise: unknown key 'normalise'; did you mean 'normalize'?" in i for i in issues
    )


def test_missing_source_file_is_located(tmp_path, load):
    project = make_project(
        tmp_path,
        """\
        attacks:
          - name: custom_benchmark
            source: attacks/nope.yml
        """,
    )
    [issue] = issues_of(load, project)
    assert ":3:13: attacks[0].source: case file 'attacks/nope.yml' not found" in issue


def test_oracle_inside_a_custom_case_file_is_validated_in_that_file(tmp_path, load):
    project = make_project(
        tmp_path,
        """\
        attacks:
          - name: custom_benchmark
            source: attacks/cases.yml
        """,
        {
            "security/attacks/cases.yml": """\
        cases:
          - id: a
            prompt: hello
            oracle: {type: keyword_absent, params: {keywords: [x]}}
          - id: b
            prompt: hello again
            oracle:
              type: regex_absent
              params: {patern: 'x'}
        """
        },
    )
    issues = issues_of(load, project)
    assert len(issues) == 1  # the unknown key with its did-you-mean (not also "pattern is missing")
    assert all("cases.yml:" in i and "cases[1].oracle.params" in i for i in issues)
    assert any(":9:16: cases[1].oracle.params.patern: unknown key" in i for i in issues)


def test_every_problem_is_reported_at_once(tmp_path, load):
    project = make_project(
        tmp_path,
        """\
        attacks:
          - name: nope_one
          - name: nope_two
          - name: amnesia
            oracle: {type: nope_three}
        """,
    )
    assert len(issues_of(load, project)) == 3


@pytest.mark.parametrize(
    ("execution", "message"),
    [
        ("{mode: scripted}", "scripted mode needs at least one entry in execution.turns"),
        ("{mode: direct, turns: [hi]}", "execution.turns is only used in scripted mode"),
        ("{mode: simulated_user}", "simulated_user mode needs warmup_turns of at least 1"),
        ("{mode: simulated_user, warmup_turns: 2}", "needs a warm-up identity"),
        ("{mode: simulated_user, warmup_turns: 2, reference_profile: ghost.yml}", "profile 'ghost.yml' not found"),
        ("{mode: telepathy}", "attacks[0].execution.mode"),
    ],
)
def test_execution_modes_are_checked(tmp_path, load, execution, message):
    project = make_project(tmp_path, f"attacks:\n  - name: amnesia\n    execution: {execution}\n")
    issues = issues_of(load, project)
    assert any(message in i for i in issues), issues


def test_reference_profile_identity_is_read(tmp_path, load):
    project = make_project(
        tmp_path,
        """\
        simulation: {reference_profile: shopper.yml}
        attacks:
          - name: amnesia
            execution: {mode: simulated_user, warmup_turns: 2}
        """,
        {
            "profiles/shopper.yml": """\
        test_name: shopper
        user:
          role: You want a large pizza.
          language: Spanish
          context: [be brief, {personality: impatient}]
          goals: [order]
        """
        },
    )
    campaign = load(project)
    identity = next(iter(campaign.entries.values())).identity
    assert identity.role == "You want a large pizza."
    assert identity.language == "Spanish"
    assert identity.context == ("be brief", "personality: impatient")
    assert identity.source_type == "reference_profile"


def test_generated_attacks_need_generation_enabled(tmp_path, load):
    project = make_project(tmp_path, "generation: {enabled: false}\nattacks: [{name: dan_jailbreak}]\n")
    [issue] = issues_of(load, project)
    assert "attacks[0].name: this attack needs the generation model, but generation.enabled is false" in issue


def test_source_is_refused_on_attacks_without_a_case_file(tmp_path, load):
    project = make_project(tmp_path, "attacks: [{name: amnesia, source: x.yml}]\n")
    [issue] = issues_of(load, project)
    assert "attacks[0].source: source is only used by attacks that read a case file" in issue


def test_disabled_attacks_are_checked_but_not_planned(tmp_path, load):
    project = make_project(tmp_path, "attacks: [{name: amnesia, enabled: false}, {name: nope, enabled: false}]\n")
    assert any("unknown attack 'nope'" in i for i in issues_of(load, project))
    project = make_project(tmp_path, "attacks: [{name: amnesia, enabled: false}]\n")
    assert load(project).cases == []


def test_inline_simulation_identity_is_exclusive_with_reference_profile(tmp_path, load):
    project = make_project(tmp_path, "simulation: {reference_profile: a.yml, role: shopper}\nattacks: []\n")
    [issue] = issues_of(load, project)
    assert "either reference_profile or inline role/language/context" in issue


def test_an_empty_oracle_registry_says_so(tmp_path):
    from user_sim.plugins import Registry
    from user_sim.security.plan.campaign import load_campaign

    project = make_project(tmp_path, "attacks: [{name: amnesia}]\n")
    with pytest.raises(ConfigError, match="no oracle is registered"):
        load_campaign(project / "security" / "security.yml", project, oracles=Registry("oracle"))


def test_sensei_aliases_are_accepted(tmp_path, load):
    project = make_project(
        tmp_path,
        """\
        simulation: {default_profile: shopper.yml}
        attacks:
          - name: amnesia
            execution: {mode: simulated_user, warmup_turns: 1, user_profile: shopper.yml}
          - name: custom_benchmark
            params: {file: attacks/c.yml}
        """,
        {"profiles/shopper.yml": "user: {role: hungry}\n", "security/attacks/c.yml": "cases: [{id: a, prompt: hi}]\n"},
    )
    campaign = load(project)
    assert campaign.config.simulation.reference_profile == "shopper.yml"
    assert [c.key for c in campaign.cases] == ["0:amnesia_1", "1:a"]


@pytest.mark.parametrize(
    "oracle", ["{type: regex_match, params: {pattern: '(unclosed'}}", "{type: keyword_absent, params: {keywords: [x]}}"]
)
def test_an_entry_oracle_no_case_uses_is_an_error(tmp_path, load, oracle):
    """An oracle on owasp_pack (every probe has its own) was accepted, unchecked, and judged nothing: exit 0/1."""
    project = make_project(tmp_path, f"attacks:\n  - name: owasp_pack\n    oracle: {oracle}\n")
    [issue] = issues_of(load, project)
    assert ":3:13: attacks[0].oracle: judges no case: every case of owasp_pack has its own oracle" in issue
    assert issue.endswith("which comes first; remove this oracle")  # owasp_pack's probes cannot be edited


def test_an_entry_oracle_no_case_of_a_case_file_uses_says_what_to_change(tmp_path, load):
    project = make_project(
        tmp_path,
        "attacks:\n  - name: custom_benchmark\n    source: attacks/cases.yml\n    oracle: {type: refusal_detection}\n",
        {
            "security/attacks/cases.yml": "cases: [{id: a, prompt: hi, oracle: {type: keyword_absent, "
            "params: {keywords: [x]}}}]\n"
        },
    )
    [issue] = issues_of(load, project)
    assert "attacks[0].oracle: judges no case: every case of custom_benchmark has its own oracle" in issue
    assert "take the own oracle off the cases of the case file that should use it" in issue


def test_an_entry_oracle_some_cases_use_is_accepted(tmp_path, load):
    project = make_project(
        tmp_path,
        "attacks:\n  - name: custom_benchmark\n    source: attacks/cases.yml\n"
        "    oracle: {type: keyword_absent, params: {keywords: [y]}}\n",
        {
            "security/attacks/cases.yml": """\
        cases:
          - {id: a, prompt: hello, oracle: {type: keyword_absent, params: {keywords: [x]}}}
          - {id: b, prompt: hello again}
        """
        },
    )
    assert [case.draft.oracle.params["keywords"] for case in load(project).cases] == [["x"], ["y"]]
