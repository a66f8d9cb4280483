"""``run.json``: what was run — versions, the configuration with its secrets redacted, the seed, the profiles.

Redaction (:func:`redact`): a value whose key says it is a credential (``masking.says_credential``: key, token,
secret, pass, pwd, auth, credential, cookie, bearer, session, signature) becomes ``"***"``, and so does every string
holding a ``${ENV_VAR}`` reference — the value it expands to at run time is never seen by this module, let alone
written. Passwords inside URLs (``https://user:pass@host``) and URL query parameters named as credentials
(``?api_key=...``) are masked too. No setting of the run is so named (a test keeps it so): the commands that read
run.json's ``config`` back get every one of them as it was.
"""

from __future__ import annotations

import hashlib
import platform
import re
import sys
from collections.abc import Mapping
from datetime import UTC, datetime
from importlib import metadata
from pathlib import Path
from typing import Any

from user_sim import __version__
from user_sim.masking import MASK, says_credential, url_credentials_masked

_ENV_REF = re.compile(r"\$\{[A-Za-z_][A-Za-z0-9_]*\}")
PACKAGES = (
    "pydantic",
    "pyyaml",
    "langchain",
    "langchain-core",
    "langchain-openai",
    "chatbot-connectors",
    "allpairspy",
    "scikit-learn",
    "rich",
)


def redact(value: Any, key: str | None = None) -> Any:
    """A copy of ``value`` with secrets masked (see module docstring)."""
    if key is not None and says_credential(key) and value not in (None, ""):
        return MASK
    if isinstance(value, Mapping):
        return {k: redact(v, str(k)) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [redact(v) for v in value]
    if isinstance(value, str):
        if _ENV_REF.search(value):
            return MASK
        return url_credentials_masked(value)
    return value


def versions() -> dict[str, str | None]:
    """Versions of user_sim, Python and the key packages (None when a package is not installed)."""
    found: dict[str, str | None] = {"user_sim": __version__, "python": sys.version.split()[0]}
    for name in PACKAGES:
        try:
            found[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            found[name] = None
    return found


def file_sha256(path: Path) -> str:
    """Hex sha256 of a file's bytes."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def build_run_info(
    run_id: str, *, command: str, config: Mapping[str, Any], seed: int, profiles: list[dict[str, Any]]
) -> dict[str, Any]:
    """The content of run.json (``config`` is redacted here; ``profiles`` carry path, sha256, conversations)."""
    return {
        "run_id": run_id,
        "command": command,
        "created_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "versions": versions(),
        "platform": platform.platform(),
        "seed": seed,
        "config": redact(dict(config)),
        "profiles": profiles,
        "resumed_at": [],
    }
