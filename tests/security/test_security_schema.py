"""The security JSON Schema is generated from the real model, shipped in sync, and accepts what the model accepts."""

from __future__ import annotations

import json

import jsonschema
import pytest
import yaml

from user_sim.cli.schemas import render_schemas, schema_models, shipped_schema_dir
from user_sim.security.plan.security_file import SecurityFile


def test_security_schema_comes_from_the_security_file_model():
    assert schema_models()["security.schema.json"] is SecurityFile


@pytest.mark.parametrize("name", sorted(render_schemas()))
def test_shipped_schema_files_match_the_models(name):
    shipped = shipped_schema_dir() / name
    assert shipped.is_file(), f"run: PYTHONPATH=src python -m user_sim.cli.schemas ({name} is missing)"
    assert shipped.read_text(encoding="utf-8") == render_schemas()[name], f"{name} is stale; regenerate it"


def test_schema_documents_fields_and_rejects_unknown_keys():
    schema = json.loads(render_schemas()["security.schema.json"])
    execution = schema["$defs"]["ExecutionBlock"]
    assert "max_cost" in execution["properties"] and execution["additionalProperties"] is False
    assert execution["properties"]["attempts"]["description"]
    good = {"execution": {"attempts": 2}, "attacks": [{"name": "amnesia", "execution": {"mode": "direct"}}]}
    jsonschema.validate(good, schema)
    SecurityFile.model_validate(good)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"execution": {"atempts": 2}}, schema)


def test_template_is_valid_for_the_model_and_the_schema():
    from importlib.resources import files

    text = (files("user_sim.resources") / "templates" / "security.yml").read_text(encoding="utf-8")
    data = yaml.safe_load(text.replace("{{project_name}}", "demo"))
    SecurityFile.model_validate(data)
    jsonschema.validate(data, json.loads(render_schemas()["security.schema.json"]))
    assert data["generation"]["enabled"] is False
