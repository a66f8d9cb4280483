"""The one way a credential written literally is hidden in text: ``***`` in its place.

A base module (anyone may import it): run.json's redaction (``reports.run_json``) and the run identity's digests
(``targets.identity``, through ``targets.secrets``) both mask a URL's password with it, so the two never disagree.
"""

from __future__ import annotations

import re

MASK = "***"
"""What stands for a credential written literally."""

_URL_PASSWORD = re.compile(r"(?P<head>[a-z][a-z0-9+.-]*://[^/@:\s]*):[^/@\s]*@", re.IGNORECASE)


def url_password_masked(text: str) -> str:
    """``text`` with the password of each URL in it (``https://user:pass@host``) replaced by ``***``."""
    return _URL_PASSWORD.sub(rf"\g<head>:{MASK}@", text)
