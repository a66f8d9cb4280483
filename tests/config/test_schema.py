"""The JSON Schema files shipped in the package are generated from the models, and agree with them."""

from __future__ import annotations

import json
from importlib.resources import files
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml

from tests.config.corpus_headers import INVALID, PROJECT, VALID, read_headers
from user_sim.cli.schemas import render_schemas, shipped_schema_dir


def _validator(name: str) -> jsonschema.Draft202012Validator:
    schema = json.loads((shipped_schema_dir() / name).read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def _errors(name: str, data: Any) -> list[str]:
    return [f"{list(e.absolute_path)}: {e.message}" for e in _validator(name).iter_errors(data)]


def test_shipped_schemas_are_exactly_the_generated_ones() -> None:
    rendered = render_schemas()
    shipped = {p.name: p.read_text(encoding="utf-8") for p in shipped_schema_dir().glob("*.json")}
    assert set(shipped) == set(rendered), "stale or missing schema files: run python -m user_sim.cli.schemas"
    for name, text in rendered.items():
        assert shipped[name] == text, f"{name} is out of date: run python -m user_sim.cli.schemas"


@pytest.mark.parametrize("path", VALID, ids=lambda p: p.name)
def test_valid_profiles_validate_against_the_schema(path: Path) -> None:
    errors = _errors("profile.schema.json", yaml.safe_load(path.read_text(encoding="utf-8")))
    if read_headers(path).jsonschema:
        assert errors == []
    else:  # old spellings the model rewrites with a warning are not part of the schema: the header says so
        assert errors


@pytest.mark.parametrize(
    "name",
    ["shape_missing_keys.yml", "shape_unknown_keys.yml", "shape_wrong_types.yml", "shape_constraints.yml"],
)
def test_shape_errors_are_schema_errors_too(name: str) -> None:
    path = next(p for p in INVALID if p.name == name)
    assert _errors("profile.schema.json", yaml.safe_load(path.read_text(encoding="utf-8")))


def test_run_files_validate_against_the_schema() -> None:
    corpus_run = yaml.safe_load((PROJECT / "run.yml").read_text(encoding="utf-8"))
    assert "dry-run" in corpus_run  # the dashed spelling the loader accepts is in the schema too
    assert _errors("run.schema.json", corpus_run) == []
    template = (files("user_sim.resources") / "templates" / "run.yml").read_text(encoding="utf-8")
    assert _errors("run.schema.json", yaml.safe_load(template.replace("{{project_name}}", "demo"))) == []
    assert _errors("run.schema.json", {"workers": 0, "dry-run": "maybe", "colour": 1}) != []


def test_personality_and_type_files_validate_against_their_schemas() -> None:
    bundled = Path(str(files("user_sim.resources")))
    for folder, schema in (("personalities", "personality.schema.json"), ("types", "type.schema.json")):
        for path in [*sorted((bundled / folder).glob("*.yml")), *sorted((PROJECT / folder).glob("*.yml"))]:
            assert _errors(schema, yaml.safe_load(path.read_text(encoding="utf-8"))) == [], path


def test_example_profile_template_validates_against_the_schema() -> None:
    text = (files("user_sim.resources") / "templates" / "example_profile.yml").read_text(encoding="utf-8")
    assert _errors("profile.schema.json", yaml.safe_load(text)) == []
