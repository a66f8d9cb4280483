"""The values of the run flags every command shares, read the same way from the command line and from run.yml.

Light on purpose (no pydantic): ``cli/common.py`` imports it while building ``--help``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Literal

from user_sim.errors import ConfigError, UsageError

MAX_WORKERS = 256
"""The upper bound of ``--workers`` and of ``workers:`` in run.yml, in every command."""
DEFAULT_WORKERS = 4
"""What runs in parallel when nothing else decides (``sensei-chat`` first asks a local model server)."""
CacheMode = Literal["normal", "ignore", "update"]
"""The LLM response cache: read and write, neither (``--ignore-cache``), or write only (``--update-cache``)."""


def cache_mode(*, ignore_cache: bool = False, update_cache: bool = False) -> CacheMode:
    """The mode for the ``--ignore-cache`` / ``--update-cache`` flags (both at once is a UsageError)."""
    if ignore_cache and update_cache:
        raise UsageError("--ignore-cache and --update-cache contradict each other; choose one")
    return "ignore" if ignore_cache else "update" if update_cache else "normal"


def parse_params(raw: Mapping[str, Any] | str | None, label: str = "connector_params") -> dict[str, Any]:
    """Turn ``connector_params`` (mapping, JSON object text or ``k=v,k=v``) into a dict of raw values.

    ``label`` names the input in error messages (``--connector-params`` on the command line). ``${ENV}``
    references are kept: the target factory expands them.
    """
    if raw is None:
        return {}
    if isinstance(raw, Mapping):
        return dict(raw)
    if not isinstance(raw, str):
        raise ConfigError(f"{label}: expected a mapping or a string, not {type(raw).__name__}")
    text = raw.strip()
    if not text:
        return {}
    if text.startswith("{"):
        try:
            value = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ConfigError(f"{label}: invalid JSON: {exc}") from None
        if not isinstance(value, dict):
            raise ConfigError(f"{label}: expected a JSON object")
        return value
    pairs = [pair.partition("=") for pair in text.split(",")]
    for key, sep, value in pairs:
        if not sep or not key.strip():
            raise ConfigError(
                f"{label}: {(key + sep + value).strip()!r} is not key=value (use k=v,k=v or a JSON object)"
            )
    return {key.strip(): value.strip() for key, _, value in pairs}
