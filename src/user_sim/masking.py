"""The one way a credential is told and hidden: a name that says it is one, and ``***`` in its place.

A base module (anyone may import it): run.json's redaction (``reports.run_json``), the run identity's digests
(``targets.identity``) and the target errors' secrets (``targets.secrets``) read the same name rule and mask a URL's
password and a URL's credential query parameters (``?api_key=``) alike, so they never disagree on what is a
credential.
"""

from __future__ import annotations

import re
from urllib.parse import unquote

MASK = "***"
"""What stands for a credential written literally."""

_CREDENTIAL = re.compile(r"key|token|secret|pass|pwd|auth|credential|cookie|bearer|session|signature", re.IGNORECASE)
"""A name that says its value is a credential (``api_key``, ``X-Auth-Token``, ``DB_PASSWORD``, ``session_id``)."""

_URL_PASSWORD = re.compile(r"(?P<head>[a-z][a-z0-9+.-]*://[^/@:\s]*):[^/@\s]*@", re.IGNORECASE)
_URL = re.compile(r"[a-z][a-z0-9+.-]*://[^\s\"'<>]+", re.IGNORECASE)
_QUERY_PAIR = re.compile(r"(?P<head>[?&;](?P<name>[^=&;#?]+)=)(?P<value>[^&;#]+)")


def url_credentials_masked(text: str) -> str:
    """``text`` with the credentials of each URL in it replaced by ``***``.

    A password (``https://user:pass@host``) and the value of a query parameter named as a credential
    (``?api_key=...``, ``&access_token=...``: :func:`says_credential`).
    """
    text = _URL_PASSWORD.sub(rf"\g<head>:{MASK}@", text)
    return _URL.sub(lambda url: _QUERY_PAIR.sub(_masked_pair, url.group()), text)


def _masked_pair(pair: re.Match[str]) -> str:
    return pair["head"] + MASK if says_credential(unquote(pair["name"])) else pair.group()


def says_credential(name: str) -> bool:
    """Whether ``name`` (a parameter, a mapping key, a variable) says its value is a credential."""
    return _CREDENTIAL.search(name) is not None
