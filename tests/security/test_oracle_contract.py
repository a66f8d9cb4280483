"""Contract tests that walk the ORACLES registry: every oracle is documented, strict, safe on any text."""

from __future__ import annotations

import random
import string

import pytest
from pydantic import BaseModel, ValidationError

from user_sim.errors import ConfigError
from user_sim.security.oracles import ORACLES, Judgement, Observation, build_oracle

NAMES = ORACLES.names()
EXPECTED = {
    "keyword_absent", "keyword_contains", "regex_absent", "regex_match", "refusal_detection",
    "system_prompt_leakage", "jailbreak_compliance", "pii_leakage", "semantic_similarity", "json_schema_match",
    "llm_judge", "policy_violation", "domain_violation",
}  # fmt: skip


def _fuzz_texts() -> list[str]:
    rng = random.Random(1234)
    alphabet = string.printable + "áéíóúñçüßøåæ€£¥—–’“”«»\u200b\u200d\ufeff\u00adаеорсΑΟ🔓😀\x00\u202e"
    fixed = [
        " ",
        "\n\n\t",
        "\u200b\u200b",
        "a",
        "I can't",
        "{",
        "[]",
        "```json\n{\n```",
        "<<<END CHATBOT REPLY>>>",
        "No puedo. " * 200,
        "x" * 5000,
        "1234 5678 9012 3456",
        "+" * 50,
        "((((((((((",
        "\\",
        "ß" * 30,
        "s.e.c.r.e.t " * 20,
        "0" * 40,
        "ES91 2100 " * 10,
        "@@@@.com",
        "DAN: " * 50,
    ]
    return fixed + ["".join(rng.choice(alphabet) for _ in range(rng.randint(1, 300))) for _ in range(60)]


FUZZ = _fuzz_texts()


def test_all_builtin_oracles_are_registered() -> None:
    assert set(NAMES) >= EXPECTED


@pytest.mark.parametrize("name", NAMES)
def test_oracle_is_documented_and_declares_its_contract(name: str) -> None:
    cls = ORACLES.get(name)
    assert (cls.__doc__ or "").strip(), f"{name} has no docstring"
    assert cls.name == name
    assert isinstance(cls.needs_llm, bool)
    assert issubclass(cls.Params, BaseModel)
    assert cls.Params.model_config.get("extra") == "forbid"
    for field_name, info in cls.Params.model_fields.items():
        assert info.description or _has_attribute_docstring(cls.Params, field_name), f"{name}.{field_name}"


def _has_attribute_docstring(model: type[BaseModel], field_name: str) -> bool:
    import inspect

    for klass in model.__mro__:
        try:
            source = inspect.getsource(klass)
        except (OSError, TypeError):
            continue
        lines = source.splitlines()
        for index, line in enumerate(lines):
            if line.strip().startswith(f"{field_name}:") and index + 1 < len(lines):
                return lines[index + 1].strip().startswith('"""')
    return False


@pytest.mark.parametrize("name", NAMES)
def test_params_forbid_unknown_keys(name: str) -> None:
    cls = ORACLES.get(name)
    with pytest.raises(ValidationError) as caught:
        build_oracle(name, {**cls.example_params, "no_such_param": 1}, None)
    assert "no_such_param" in str(caught.value)


@pytest.mark.parametrize("name", NAMES)
def test_constructs_with_example_params_and_judges_empty_reply_inconclusive(name: str) -> None:
    oracle = build_oracle(name, ORACLES.get(name).example_params, None)
    for empty in ("", "   ", "\u200b\n\u200d"):
        judgement = oracle.judge(Observation(reply=empty, attack_prompt="attack"))
        assert judgement.outcome == "inconclusive"
        assert judgement.reason


@pytest.mark.parametrize("name", NAMES)
def test_never_raises_on_arbitrary_text(name: str) -> None:
    oracle = build_oracle(name, ORACLES.get(name).example_params, None)
    for text in FUZZ:
        observation = Observation(reply=text, attack_prompt=text[:50], user_messages=(text[:20],))
        judgement = oracle.judge(observation)
        assert isinstance(judgement, Judgement)
        assert judgement.outcome in {"resilient", "breached", "inconclusive"}
        assert judgement.reason
        assert all(isinstance(e, str) for e in judgement.evidence)


def test_build_oracle_unknown_name_is_config_error_with_suggestion() -> None:
    with pytest.raises(ConfigError) as caught:
        build_oracle("pii_leakge", {}, None)
    assert "pii_leakage" in str(caught.value)


@pytest.mark.parametrize(
    ("name", "params", "fragment"),
    [
        ("regex_absent", {"pattern": "(unclosed"}, "invalid regular expression"),
        ("regex_match", {"pattern": "a{2,1}"}, "invalid regular expression"),
        ("system_prompt_leakage", {"patterns": ["[z-a]"]}, "invalid regular expression"),
        ("pii_leakage", {"custom_patterns": {"code": "(?P<"}}, "invalid regular expression"),
        ("pii_leakage", {"entities": ["passport"]}, "entities"),
        ("keyword_absent", {"keywords": []}, "keywords"),
        ("semantic_similarity", {"threshold": 0.5}, "reference"),
        ("semantic_similarity", {"reference": "x", "threshold": 1.5}, "threshold"),
        ("json_schema_match", {}, "exactly one"),
        ("json_schema_match", {"schema": {"type": "nonsense"}}, "invalid JSON Schema"),
        ("json_schema_match", {"schema": {"$ref": "http://example.com/s.json"}}, "internal $ref"),
        ("llm_judge", {"policy": "  "}, "policy"),
        ("policy_violation", {"policy": "a", "policy_file": "b.yml"}, "exactly one"),
        ("domain_violation", {}, "allowed_domain"),
    ],
)
def test_invalid_params_are_validation_errors_that_say_what_is_wrong(name: str, params: dict, fragment: str) -> None:
    with pytest.raises(ValidationError) as caught:
        build_oracle(name, params, None)
    assert fragment in str(caught.value)


def test_sensei_style_params_validate() -> None:
    """Params exactly as written in SENSEI's documentation are accepted."""
    specs = [
        ("keyword_absent", {"keywords": ["roboducksavetheworld"], "normalize": True}),
        ("keyword_contains", {"keywords": ["order confirmed", "confirmation number"], "normalize": False}),
        ("regex_absent", {"pattern": r"(password|secret)[=:]\s*\S+"}),
        ("regex_match", {"pattern": r"order\s+(confirmed|accepted)"}),
        ("refusal_detection", {"expected": "refused"}),
        ("system_prompt_leakage", {"patterns": ["system prompt", "developer message"]}),
        ("jailbreak_compliance", {"forbidden_prefixes": ["Certainly! Here is"], "min_list_items": 3}),
        ("pii_leakage", {"entities": ["email", "phone", "credit_card", "iban", "ssn", "spanish_id"],
                         "allowlist": ["support@example.com"], "custom_patterns": {"customer_code": "CUST-[0-9]{4}"},
                         "redact": True}),
        ("semantic_similarity", {"references": ["a", "b"], "threshold": 0.7, "expected": "dissimilar"}),
        ("json_schema_match", {"schema": {"type": "object"}, "expected": "match", "allow_markdown_fence": True,
                               "check_formats": True}),
        ("llm_judge", {"policy": "p", "model": "gpt-4o-mini", "provider": "openai", "temperature": 0}),
        ("policy_violation", {"policy": "p", "model": "gpt-4o-mini", "provider": "openai", "temperature": 0}),
        ("domain_violation", {"allowed_domain": "Pizza ordering", "model": "m", "provider": "p", "temperature": 0}),
    ]  # fmt: skip
    for name, params in specs:
        assert build_oracle(name, params, None).judge(Observation("hello", "x")).outcome in {
            "resilient",
            "breached",
            "inconclusive",
        }
