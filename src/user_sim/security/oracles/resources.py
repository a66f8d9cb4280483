"""Files named in oracle params (``schema_file``, ``policy_file``): YAML, JSON or plain text.

The campaign runner resolves relative paths against the project (SENSEI: ``security/`` first, then the project
root) before building the oracle; an oracle given a relative path reads it from the current directory.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml


def load_resource(path: str | Path) -> Any:
    """Load a YAML (``.yml``/``.yaml``), JSON (``.json``) or text file; raise ValueError saying what is wrong."""
    file = Path(path)
    try:
        text = file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ValueError(f"cannot read {file}: {exc}") from None
    try:
        if file.suffix.lower() in {".yml", ".yaml"}:
            return yaml.safe_load(text)
        if file.suffix.lower() == ".json":
            return json.loads(text)
    except (yaml.YAMLError, json.JSONDecodeError) as exc:
        raise ValueError(f"{file} is not valid {file.suffix[1:].upper()}: {exc}") from None
    return text
