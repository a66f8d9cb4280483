"""Personalities and custom types: the bundled ones, project overrides, and located errors in the project's files."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.foundation.corpus_headers import PROJECT, VALID
from user_sim.cli.validation_check import main as validation_main
from user_sim.config.catalog import load_catalog
from user_sim.core.profile_loader import CheckOptions, check_profile_file, load_profile
from user_sim.errors import ConfigError

BUNDLED_PERSONALITIES = {
    "conversational",
    "curious",
    "direct",
    "disorganized",
    "elderly",
    "formal",
    "impatient",
    "rude",
    "sarcastic",
    "skeptical",
}


def test_ten_bundled_personalities() -> None:
    catalog = load_catalog(None)
    assert {p.name for p in catalog.personalities.values()} == BUNDLED_PERSONALITIES
    for name in BUNDLED_PERSONALITIES:
        personality = catalog.personality(name)
        assert personality is not None and personality.lines() and all(line.strip() for line in personality.lines())


@pytest.mark.parametrize("spelling", ["formal", "Formal", "formal-user", "personalities/formal-user.yml", "formal.yml"])
def test_personality_spellings(spelling: str) -> None:
    catalog = load_catalog(None)
    formal = catalog.personality("formal")
    assert formal is not None and catalog.personality(spelling) is formal
    assert catalog.personality("formality") is None


def test_project_personality_overrides_the_bundled_one_by_name() -> None:
    bundled = load_catalog(None).personality("formal")
    project = load_catalog(PROJECT).personality("formal")
    assert bundled is not None and project is not None
    assert project.lines() == ["You address the assistant as 'usted' and never use slang."]
    assert project.lines() != bundled.lines()
    assert load_catalog(PROJECT).personality("rude") == load_catalog(None).personality("rude")
    tourist = load_catalog(PROJECT).personality("tourist")
    assert tourist is not None and tourist.lines() == [
        "You are visiting the city for the first time and ask for directions often."
    ]


@pytest.mark.parametrize("name", ["currency", "phone_number", "email", "url"])
def test_bundled_types_match_their_own_examples(name: str) -> None:
    custom = load_catalog(None).types[name]
    assert custom.examples, f"{name} ships without examples"
    assert all(custom.matches(example) for example in custom.examples)


@pytest.mark.parametrize(
    ("name", "good", "bad"),
    [
        ("currency", ["0.99 €", "1000 USD", "7£"], ["twelve euros", "12.505 €", "EUR 12", "12"]),
        ("phone_number", ["600-1234567"], ["6001234567", "600-123456", "+34 600 123 456"]),
        (
            "email",
            ["ann@artgal.com", "o'neil@x.ie"],
            ["ann@", "@artgal.com", "ann artgal.com", "ann@artgal", "a@b@c.com"],
        ),
        ("url", ["https://a.io", "http://127.0.0.1:8080/v1"], ["www.a.io", "ftp://a.io", "https://", "https://a b.io"]),
    ],
)
def test_bundled_type_regexes(name: str, good: list[str], bad: list[str]) -> None:
    custom = load_catalog(None).types[name]
    assert [custom.matches(v) for v in good] == [True] * len(good)
    assert [custom.matches(v) for v in bad] == [False] * len(bad)


def test_project_types_and_sensei_regex_wrapper() -> None:
    catalog = load_catalog(PROJECT)
    assert catalog.types["postcode"].format == r"^\d{5}$"  # written r"^\d{5}$" in the file, as SENSEI does
    assert {"currency", "phone_number", "postcode", "iban", "booking_ref"} <= set(catalog.types)


def test_project_type_overrides_the_bundled_one(project_copy: Path) -> None:
    (project_copy / "types" / "currency.yml").write_text(
        "name: currency\ntype_description: euros only\nformat: '^\\d+ EUR$'\nexamples: ['5 EUR']\n", encoding="utf-8"
    )
    custom = load_catalog(project_copy).types["currency"]
    assert custom.matches("5 EUR") and not custom.matches("5 USD")


BROKEN = {
    "types/bad_regex.yml": (
        "name: bad_regex\ntype_description: x\nformat: '^(\\d{5}$'\n",
        "3:9: format: invalid regular expression: missing ), unterminated subpattern at position 1",
    ),
    "types/bad_example.yml": (
        "name: bad_example\ntype_description: x\nformat: '^\\d+$'\nexamples: ['12', '1a']\n",
        "4:11: examples: example '1a' does not match format",
    ),
    "types/bad_extraction.yml": (
        "name: bad_extraction\ntype_description: x\nformat: x\nextraction:\n  unit: {typo: string}\n",
        "5:10: extraction.unit.typo: unknown key 'typo'; did you mean 'type'?",
    ),
    "types/a_list.yml": ("- name: x\n", "1:1: expected a mapping of keys at the top level, got list"),
    "personalities/no_context.yml": ("name: quiet\n", "1:1: context: required key is missing"),
    "personalities/tabs.yml": ("name: t\ncontext:\n\t- x\n", "3:1: invalid YAML: found character '\\t'"),
}


def test_broken_project_files_are_located(project_copy: Path) -> None:
    for relative, (content, _) in BROKEN.items():
        (project_copy / relative).write_text(content, encoding="utf-8")
    with pytest.raises(ConfigError) as raised:
        load_catalog(project_copy)
    found = [str(issue) for issue in raised.value.issues]
    assert len(found) == len(BROKEN)
    for relative, (_, located) in BROKEN.items():
        assert any(line.startswith(f"{project_copy / relative}:{located}") for line in found), (relative, found)


def test_broken_project_file_fails_validation_first(
    project_copy: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (project_copy / "types" / "postcode.yml").write_text(
        "name: postcode\ntype_description: x\nformat: '[0-9'\n", encoding="utf-8"
    )
    profile = next(p for p in VALID if p.name == "minimal.yml")
    code = validation_main(["--profile", str(profile), "-pp", str(project_copy), "--output", str(tmp_path / "out")])
    err = capsys.readouterr().err
    assert code == 2
    errors = [line for line in err.splitlines() if line.startswith("error: ")]
    assert errors == [
        f"error: {project_copy / 'types' / 'postcode.yml'}:3:9: format: invalid regular expression: "
        "unterminated character set at position 0"
    ]


def test_check_profile_file_reports_a_broken_project_instead_of_raising(project_copy: Path) -> None:
    (project_copy / "personalities" / "formal.yml").write_text("name: formal\n", encoding="utf-8")
    profile = next(p for p in VALID if p.name == "minimal.yml")
    check = check_profile_file(profile, CheckOptions(project_dir=project_copy))
    assert [str(i) for i in check.errors] == [
        f"{project_copy / 'personalities' / 'formal.yml'}:1:1: context: required key is missing"
    ]
    with pytest.raises(ConfigError):
        load_profile(profile, CheckOptions(project_dir=project_copy))
