"""``targets.identity``: the chatbot a run.json records, as --resume and sensei-merge compare it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from user_sim.targets.identity import chatbot_identity


def identity(technology: str, params: dict[str, Any]) -> dict[str, str]:
    """The chatbot's identity in a project that names no file."""
    return chatbot_identity(technology, params, Path())


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
    identities = [identity(technology, form) for form in forms]
    assert all(one == identities[0] for one in identities), identities


@pytest.mark.parametrize(
    ("param", "variable", "values"),
    [
        ("https://fn.example/api/chat?code=${FN_KEY}", "FN_KEY", ["key-one", "key-two"]),  # an Azure Functions key
        ("${BOT_URL}", "BOT_URL", ["https://fn.example/api?code=key-one", "https://fn.example/api?code=key-two"]),
        ("${BOT_URL}", "BOT_URL", ["https://bot:one@h.example/v1", "https://bot:two@h.example/v1"]),
    ],
)
def test_a_secret_from_the_environment_is_compared_by_its_name(monkeypatch, param, variable, values):
    """``?code=${FN_KEY}`` (a secret every target error hides) was expanded into the digest: the key rotated, a resume
    was refused as another chatbot, and the digest was made of the secret."""
    identities = []
    for value in values:
        monkeypatch.setenv(variable, value)
        identities.append(identity("openai_compatible", {"base_url": param}))
    assert identities[0] == identities[1]
    monkeypatch.delenv(variable)
    assert identity("openai_compatible", {"base_url": param}) == identities[0]


def test_another_value_or_another_reference_is_another_chatbot():
    assert identity("demo", {"flaws": "true"}) != identity("demo", {"flaws": False})
    by_reference = identity("openai_compatible", {"base_url": "${BOT_URL}"})
    assert by_reference != identity("openai_compatible", {"base_url": "${OTHER_URL}"})


@pytest.mark.parametrize(
    ("technology", "params", "other"),
    [
        ("openai_compatible", {"headers": {"X-Api": "hunter2"}}, {"headers": {"X-Api": "letmein"}}),  # a header's
        ("openai_compatible", {"headers": {"Authorization": "Bearer hunter2"}}, {"headers": {"Authorization": "x"}}),
        ("openai_compatible", {"base_url": "https://bot:hunter2@h/v1"}, {"base_url": "https://bot:letmein@h/v1"}),
        ("fake", {"api_token": "hunter2"}, {"api_token": "letmein"}),  # named as a credential, any technology
        ("openai_compatible", {"base_url": "http://h/v1?api_key=hunter2"}, {"base_url": "http://h/v1?api_key=x"}),
    ],
)
def test_a_literal_credential_is_never_digested(technology, params, other):
    """run.json masks a credential written in connector_params; its identity must not keep a digest of it either:
    one fixed salt for every run, so a weak password could be guessed back offline from the digest. A credential
    tells no chatbot from another (a rotated key is the same bot), so it is not compared."""
    assert identity(technology, params) == identity(technology, other)


def test_a_credential_s_reference_and_the_rest_of_a_url_are_still_compared():
    with_reference = identity("openai_compatible", {"headers": {"Authorization": "${BOT_KEY}"}})
    assert with_reference != identity("openai_compatible", {"headers": {"Authorization": "${OTHER_KEY}"}})
    assert identity("openai_compatible", {"base_url": "https://bot:pw@h/v1"}) != identity(
        "openai_compatible", {"base_url": "https://bot:pw@other/v1"}
    )


def test_an_alias_is_its_technology():
    """``chat_completions`` is ``openai_compatible`` (--list-connectors: "Alias of"): one chatbot, recorded so."""
    params = {"base_url": "http://h/v1", "model": "bot"}
    assert identity("chat_completions", params) == identity("openai_compatible", params)
    assert identity("chat_completions", params)["technology"] == "openai_compatible"
