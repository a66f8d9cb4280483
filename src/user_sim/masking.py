"""The one way a credential is told and hidden: a name that says it is one, and ``***`` in its place.

A base module (anyone may import it): run.json's redaction (``reports.run_json``), the run identity's digests
(``targets.identity``) and the target errors' secrets (``targets.secrets``) read the same name rule and mask a URL's
password alike, so they never disagree on what is a credential.
"""

from __future__ import annotations

import re

MASK = "***"
"""What stands for a credential written literally."""

_CREDENTIAL = re.compile(r"key|token|secret|pass|pwd|auth|credential|cookie|bearer|session|signature", re.IGNORECASE)
"""A name that says its value is a credential (``api_key``, ``X-Auth-Token``, ``DB_PASSWORD``, ``session_id``)."""

_URL_PASSWORD = re.compile(r"(?P<head>[a-z][a-z0-9+.-]*://[^/@:\s]*):[^/@\s]*@", re.IGNORECASE)


def url_password_masked(text: str) -> str:
    """``text`` with the password of each URL in it (``https://user:pass@host``) replaced by ``***``."""
    return _URL_PASSWORD.sub(rf"\g<head>:{MASK}@", text)


def says_credential(name: str) -> bool:
    """Whether ``name`` (a parameter, a mapping key, a variable) says its value is a credential."""
    return _CREDENTIAL.search(name) is not None
