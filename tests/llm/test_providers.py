"""The provider a run identity records: named, inferred by us, or as LangChain's init_chat_model infers it."""

from __future__ import annotations

import subprocess
import sys

import pytest

from user_sim.llm.base import ModelSpec
from user_sim.llm.providers import resolved_provider


@pytest.mark.parametrize(
    ("model", "provider"),
    [
        ("claude-sonnet-4-5", "anthropic"),  # recorded `default`, though the calls go to Anthropic
        ("mistral-large-latest", "mistralai"),
        ("command-r-plus", "cohere"),
        ("deepseek-chat", "deepseek"),
        ("gemini-2.5-flash", "google_genai"),  # ours wins over LangChain's Vertex guess, as in the factory
        ("gpt-4o", "openai"),
        ("llama3.1:8b", "default"),  # nobody can tell: LangChain is left to refuse it
        ("scripted", "default"),
    ],
)
def test_a_provider_only_langchain_can_guess_is_recorded_as_it_guesses(model: str, provider: str) -> None:
    assert resolved_provider(ModelSpec(model)) == provider


def test_resolving_never_imports_langchain_before_it_is_asked_nor_for_the_scripted_user() -> None:
    code = (
        "import sys\n"
        "from user_sim.llm.base import ModelSpec\n"
        "from user_sim.llm.providers import resolved_provider\n"
        "assert resolved_provider(ModelSpec('scripted')) == 'default'\n"
        "assert resolved_provider(ModelSpec('gpt-4o')) == 'openai'\n"
        "print(sorted(m for m in sys.modules if m.startswith('langchain')))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.strip() == "[]", done.stdout
