"""``runs.identity``: what a run ran against and with, as --resume and sensei-merge compare it."""

from __future__ import annotations

import pytest

from user_sim.runs.identity import chatbot_identity


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
