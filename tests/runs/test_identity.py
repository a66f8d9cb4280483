"""``runs.identity``: what a run ran against and with, as --resume and sensei-merge compare it."""

from __future__ import annotations

import pytest

from user_sim.errors import UsageError
from user_sim.runs.identity import check_same_identity
from user_sim.runs.run_info import RunIdentity
from user_sim.targets.identity import chatbot_identity


@pytest.mark.parametrize(
    ("technology", "forms"),
    [
        ("demo", [{"flaws": False}, {"flaws": "false"}, {"flaws": "no"}]),  # run.yml, -cp flaws=false, SENSEI's yes/no
        (
            "openai_compatible",
            [{"base_url": "http://h/v1", "timeout": 10}, {"base_url": "http://h/v1", "timeout": "10"}],
        ),
    ],
)
def test_a_connector_parameter_given_another_way_is_the_same_chatbot(technology, forms):
    """run.yml's ``flaws: false`` and ``-cp flaws=false`` are one setting: a resume or a shard given it either way
    must not be refused as another chatbot."""
    identities = [chatbot_identity(technology, form) for form in forms]
    assert all(identity == identities[0] for identity in identities), identities


def test_another_value_or_another_reference_is_another_chatbot():
    assert chatbot_identity("demo", {"flaws": "true"}) != chatbot_identity("demo", {"flaws": False})
    by_reference = chatbot_identity("openai_compatible", {"base_url": "${BOT_URL}"})
    assert by_reference != chatbot_identity("openai_compatible", {"base_url": "${OTHER_URL}"})


@pytest.mark.parametrize(
    ("technology", "params", "other"),
    [
        ("openai_compatible", {"headers": {"X-Api": "hunter2"}}, {"headers": {"X-Api": "letmein"}}),  # a header's
        ("openai_compatible", {"headers": {"Authorization": "Bearer hunter2"}}, {"headers": {"Authorization": "x"}}),
        ("openai_compatible", {"base_url": "https://bot:hunter2@h/v1"}, {"base_url": "https://bot:letmein@h/v1"}),
        ("fake", {"api_token": "hunter2"}, {"api_token": "letmein"}),  # named as a credential, any technology
    ],
)
def test_a_literal_credential_is_never_digested(technology, params, other):
    """run.json masks a credential written in connector_params; its identity must not keep a digest of it either:
    one fixed salt for every run, so a weak password could be guessed back offline from the digest. A credential
    tells no chatbot from another (a rotated key is the same bot), so it is not compared."""
    assert chatbot_identity(technology, params) == chatbot_identity(technology, other)


def test_a_credential_s_reference_and_the_rest_of_a_url_are_still_compared():
    with_reference = chatbot_identity("openai_compatible", {"headers": {"Authorization": "${BOT_KEY}"}})
    assert with_reference != chatbot_identity("openai_compatible", {"headers": {"Authorization": "${OTHER_KEY}"}})
    assert chatbot_identity("openai_compatible", {"base_url": "https://bot:pw@h/v1"}) != chatbot_identity(
        "openai_compatible", {"base_url": "https://bot:pw@other/v1"}
    )


def test_a_reference_and_the_value_it_expands_to_are_refused_saying_why(monkeypatch):
    """``${BOT_URL}`` then the URL it holds: compared as written, so refused; the message must not leave the user
    believing the values differ, when only the writing does (and never shows the value)."""
    monkeypatch.setenv("BOT_URL", "http://127.0.0.1:9/v1")
    then = RunIdentity(chatbot=chatbot_identity("openai_compatible", {"base_url": "${BOT_URL}"}))
    now = RunIdentity(chatbot=chatbot_identity("openai_compatible", {"base_url": "http://127.0.0.1:9/v1"}))
    with pytest.raises(UsageError) as refused:
        check_same_identity(then, now, "--resume R", "that run", "start a new run")
    said = str(refused.value)
    assert "connector_params.base_url (another value) (values compared as written: a ${NAME} as the reference" in said
    assert "127.0.0.1" not in said
