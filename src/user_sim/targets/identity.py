"""The chatbot a run runs against, as run.json's ``identity`` records it (``runs.identity`` compares it).

Its technology, and a digest of each connector parameter's value — a ``${NAME}`` expanded, so two runs with
different ``BOT_URL`` values are two chatbots and ``${BOT_URL}`` is the URL it holds — made with a slow hash; a
credential (a header's value, a key's or token's, a URL's password or ``?api_key=``: ``masking``'s rules) is masked
before, never digested: a digest of a weak password could be guessed back offline, and a credential does not tell
one chatbot from another (a credential's ``${NAME}`` is not expanded, nor one ``targets.secrets`` hides in errors,
``?code=${KEY}`` or a URL with a key: the name is compared, never the secret). A
project file a parameter names (``custom``'s ``config_path``, ``python``'s ``callable``) is kept as a digest of its
content too: the same path may name another chatbot once the file is edited. An alias (``chat_completions``) is
recorded as its technology.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from user_sim.config.identity_digest import CONTENT, DIGEST
from user_sim.errors import ConfigError
from user_sim.masking import MASK, says_credential, url_credentials_masked
from user_sim.targets.params import env_references, expand_env, from_environment, typed_as_written
from user_sim.targets.secrets import secret_names

if TYPE_CHECKING:
    from user_sim.targets.technology import Technology

_SALT = b"user_sim run identity"
_ROUNDS = 100_000


def digest(value: Any, *, credential: bool = False, expand: bool = True) -> str:
    """The digest of a value (PBKDF2-SHA256 of its JSON), its credentials masked, ``${NAME}`` expanded (:func:`masked`).

    ``credential``: the whole value is one (a header's, a parameter named as a key or token). ``expand`` False: every
    ``${NAME}`` as written, as earlier runs recorded it (:func:`digests_as_written`).
    """
    text = json.dumps(masked(value, credential, expand), sort_keys=True, ensure_ascii=False, default=str)
    return DIGEST + _slow(text.encode("utf-8"))


def _slow(data: bytes) -> str:
    """PBKDF2-SHA256 of ``data``: a weak credential in it cannot be guessed back from run.json at speed."""
    return hashlib.pbkdf2_hmac("sha256", data, _SALT, _ROUNDS).hex()[:32]


def chatbot_identity(technology: str | None, connector_params: Mapping[str, Any], project_dir: Path) -> dict[str, str]:
    """The chatbot of a run: its technology, and a digest of each connector parameter and of each file one names.

    A value is taken in its declared type (``-cp flaws=false`` is run.yml's ``flaws: false``), ``${NAME}`` expanded;
    a relative file is the project folder's (``project_dir``).
    """
    registered = _registered(technology)
    params, secret = _typed(registered, technology, connector_params)
    digests = {f"connector_params.{k}": digest(v, credential=k in secret) for k, v in params.items()}
    files = _file_digests(registered, params, project_dir) if registered else {}
    return {"technology": _canonical(technology)} | dict(sorted(digests.items())) | files


def digests_as_written(technology: str | None, connector_params: Mapping[str, Any]) -> dict[str, str]:
    """The digest of each connector parameter that holds a ``${NAME}``, that reference unexpanded.

    Earlier runs recorded these in run.json (before ``${NAME}`` was expanded): such a run ran with the same parameter
    as written, the most it can tell, and ``runs.identity.check_same_identity`` accepts it as the same.
    """
    params, secret = _typed(_registered(technology), technology, connector_params)
    written = {k: v for k, v in params.items() if masked(v, k in secret, expand=False) != masked(v, k in secret)}
    return {f"connector_params.{k}": digest(v, credential=k in secret, expand=False) for k, v in written.items()}


def _typed(
    registered: Technology | None, technology: str | None, connector_params: Mapping[str, Any]
) -> tuple[dict[str, Any], set[str]]:
    """The parameters in their declared types, and the names of those that are credentials as a whole."""
    spec = registered.parameters if registered else []
    params = typed_as_written(str(technology), connector_params, spec)
    headers = {p.name for p in spec if p.header == "value"}
    return params, {k for k in params if says_credential(k) or k in headers}


def _registered(technology: str | None) -> Technology | None:
    """What ``technology`` is (None when it is unknown: the run refuses it elsewhere)."""
    from user_sim.targets.registration import TARGETS

    try:
        return TARGETS.get(str(technology)) if technology else None
    except ConfigError:
        return None


def _canonical(technology: str | None) -> str:
    """The technology an alias names (``chat_completions`` is ``openai_compatible``), else ``technology``."""
    from user_sim.targets.registration import ALIASES

    return ALIASES.get(str(technology), str(technology))


def _file_digests(registered: Technology, written: Mapping[str, Any], project_dir: Path) -> dict[str, str]:
    """The digest of each project file a parameter names, keyed ``connector_params.<name> file <path>``.

    Slow, as :func:`digest`'s: a file may hold a literal token. A path from the environment is not shown (it may
    be secret); a file that cannot be read is left to the check that refuses it where it was written.
    """
    try:
        files = registered.files(expand_env(written))
    except ConfigError:
        return {}
    found: dict[str, str] = {}
    for name, file in sorted(files.items()):
        path = project_dir / Path(file).expanduser()
        if path.is_file():
            shown = "from the environment" if from_environment(written[name]) else file
            found[f"connector_params.{name} file {shown}"] = CONTENT + _slow(path.read_bytes())
    return found


def masked(value: Any, credential: bool = False, expand: bool = True) -> Any:
    """``value`` with each credential replaced by ``***`` and every other ``${NAME}`` by the value it expands to.

    A credential is what ``credential`` says is one, or sits under a key named as one (``Authorization``,
    ``api_key``), or a URL's password or credential query parameter; a credential's ``${NAME}`` is kept (a name, no
    secret). A variable that is not set is kept as written (the run refuses it where the target is built); with
    ``expand`` False every ``${NAME}`` is.
    """
    if isinstance(value, Mapping):
        return {k: masked(v, credential or says_credential(str(k)), expand) for k, v in value.items()}
    if isinstance(value, list):
        return [masked(v, credential, expand) for v in value]
    if from_environment(value) and credential:
        return value
    if credential and value not in (None, ""):
        return MASK
    if not isinstance(value, str):
        return value
    return url_credentials_masked(_expanded(value) if expand else value)


def _expanded(text: str) -> str:
    """``text`` with each ``${NAME}`` expanded but a secret's and an unset variable's, compared by their names.

    A secret is what ``targets.secrets`` hides in target errors: ``?code=${KEY}``, a URL carrying a password or a query.
    """
    kept = secret_names(text)
    parts, done = [], 0
    for name, at in env_references(text):
        reference = f"${{{name}}}"
        parts += [text[done:at], reference if name in kept else _value_of(reference)]
        done = at + len(reference)
    return "".join(parts) + text[done:]


def _value_of(reference: str) -> str:
    try:
        return str(expand_env(reference))
    except ConfigError:
        return reference
