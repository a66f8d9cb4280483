"""JSON Schema files generated from the pydantic models (the models are the only source of truth)."""

from __future__ import annotations

import json
from importlib.resources import files
from pathlib import Path
from typing import Any

from pydantic import BaseModel

SCHEMA_DIR = "schema"


def schema_models() -> dict[str, type[BaseModel]]:
    """File name → model for every schema we ship."""
    from user_sim.config.catalog import CustomType, Personality
    from user_sim.config.profile import Profile
    from user_sim.config.run_file import RunFile

    models: dict[str, type[BaseModel]] = {
        "profile.schema.json": Profile,
        "run.schema.json": RunFile,
        "personality.schema.json": Personality,
        "type.schema.json": CustomType,
    }
    from user_sim.security.config import SecurityFile

    models["security.schema.json"] = SecurityFile
    from user_sim.evaluation.rules.model import Rule

    models["rule.schema.json"] = Rule
    return models


def render_schemas() -> dict[str, str]:
    """File name → JSON text, exactly as shipped in ``user_sim/resources/schema``."""
    out = {}
    for name, model in schema_models().items():
        schema: dict[str, Any] = model.model_json_schema(by_alias=True)
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        schema["$id"] = f"https://user-sim.dev/schema/{name}"
        out[name] = json.dumps(schema, indent=2, ensure_ascii=False, sort_keys=True) + "\n"
    return out


def shipped_schema_dir() -> Path:
    """Where the package keeps its schema files."""
    return Path(str(files("user_sim.resources") / SCHEMA_DIR))


def write_schemas(folder: Path) -> list[Path]:
    """Write every schema into ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, text in render_schemas().items():
        (folder / name).write_text(text, encoding="utf-8")
        written.append(folder / name)
    return written


if __name__ == "__main__":  # regenerate the shipped files: python -m user_sim.cli.schemas
    for path in write_schemas(shipped_schema_dir()):
        print(path)
