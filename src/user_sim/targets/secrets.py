"""Which values from the environment are secrets: the ones every target error hides (``params.secret_redactor``).

A connector parameter's ``${NAME}`` takes its value from the environment. That value is a secret, and replaced by
``${NAME}`` wherever a target error quotes it, when

1. the parameter is sent in an HTTP header (``headers``), or names the variable whose value is (``api_key_env``:
   that variable's value);
2. the parameter's name, a mapping key above the value, or the variable's own name says it is a credential
   (``masking.says_credential``: it holds key, token, secret, pass, pwd, auth, credential, cookie, bearer, session or
   signature: ``api_key: ${K}``, ``headers``' ``Authorization``, ``${BOT_TOKEN}``);
3. it sits in a URL's credentials (``https://user:${PASS}@host``) or anywhere in a URL's query string, whatever the
   parameter's name (``?code=${K}``, ``?sig=${S}``: Azure Functions' and SAS keys are named so), or it is itself a
   URL that carries either (``${BOT_URL}`` = ``https://u:p@host/`` or ``https://host/api?code=...``).

Any other value (``${MODE}`` in a URL path, a host, a model name) is shown as it is: hiding every value everywhere
garbled ordinary words in every message ("target failed: ${MODE} reply" for MODE=empty).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any
from urllib.parse import urlsplit

from user_sim.masking import says_credential
from user_sim.targets.params import ConnectorParam, env_references


def secret_values(written: Mapping[str, Any], params: Mapping[str, Any], spec: list[ConnectorParam]) -> dict[str, str]:
    """The environment's values the parameters ``written`` (as given) take that are secrets, by variable name.

    ``params``: the checked parameters (the variable an ``api_key_env`` names); ``spec``: the technology's.
    """
    headers = {p.name: p.header for p in spec}
    names: set[str] = set()
    for name, value in written.items():
        if headers.get(name) == "variable" and params.get(name):
            names.add(str(params[name]))
        names |= secret_names(value, always=headers.get(name) == "value" or says_credential(name))
    return {name: os.environ[name] for name in names if os.environ.get(name)}


def secret_names(value: Any, *, always: bool = False) -> set[str]:
    """The variables of ``value`` whose values are secrets (``always``: every one, by where ``value`` goes)."""
    if isinstance(value, Mapping):
        return {
            n for key, item in value.items() for n in secret_names(item, always=always or says_credential(str(key)))
        }
    if isinstance(value, list):
        return {n for item in value for n in secret_names(item, always=always)}
    if not isinstance(value, str):
        return set()
    return {
        name
        for name, at in env_references(value)
        if always or says_credential(name) or _in_credentials(value, at) or _url_credentials(os.environ.get(name, ""))
    }


def _in_credentials(text: str, at: int) -> bool:
    """Whether position ``at`` of ``text`` is in a URL's user:password@ or in its query string (after ``?``)."""
    scheme = text.rfind("://", 0, at)
    if scheme >= 0:
        ends = [i for i in (text.find(c, scheme + 3) for c in "/?#") if i >= 0]
        authority_end = min(ends, default=len(text))
        if at < authority_end and "@" in text[at:authority_end]:
            return True
    query = text.rfind("?", 0, at)
    url = text[scheme:query] if 0 <= scheme < query else ""  # the ? of a URL (no space between), not of a sentence
    return bool(url) and not any(c.isspace() for c in url) and "#" not in text[query:at]


def _url_credentials(value: str) -> bool:
    """Whether ``value`` is a URL that carries a user or password, or a query string."""
    try:
        parts = urlsplit(value.strip())
    except ValueError:
        return False
    if not (parts.scheme and parts.netloc):
        return False
    return bool(parts.username or parts.password or parts.query)
