"""Connector parameters: expand ``${ENV}``, check and coerce against a technology's spec.

Their string forms (JSON, ``k=v,k=v``) are read by :func:`user_sim.config.run_flags.parse_params`.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple
from urllib.parse import quote, quote_plus

from user_sim.errors import ConfigError
from user_sim.wording import did_you_mean

_ENV_REF = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")
_ANY_REF = re.compile(r"\$\{[^}]*\}?")
_CONTROL = re.compile(r"[\x00-\x08\x0a-\x1f\x7f]")
"""Characters no HTTP header value may carry (a tab may)."""
_TRUE = {"true", "yes", "on", "1"}
_FALSE = {"false", "no", "off", "0"}


class ConnectorParam(NamedTuple):
    """One parameter a technology accepts (what ``--list-connector-params`` prints)."""

    name: str
    type: str
    """``string``, ``integer``, ``number``, ``boolean``, ``mapping`` or ``any``."""
    required: bool
    description: str
    default: Any = None
    positive: bool = False
    """A number that must be greater than 0 (a timeout, a port)."""
    header: str | None = None
    """``value``: sent in an HTTP header (a mapping: each value); ``variable``: names the environment variable whose
    value is."""
    choices: tuple[str, ...] = ()
    """The values a string accepts (empty: any); another is refused with its closest match."""


def expand_env(value: Any, key: tuple[str, ...] = ("connector_params",)) -> Any:
    """Replace every ``${NAME}`` in strings (recursively) by the environment variable; missing → UnsetVariable."""
    if isinstance(value, str):
        _refuse_other_references(value, key)
        return _ENV_REF.sub(lambda m: _env(m.group(1), key), value)
    if isinstance(value, Mapping):
        return {k: expand_env(v, (*key, str(k))) for k, v in value.items()}
    if isinstance(value, list):
        return [expand_env(v, key) for v in value]
    return value


def from_environment(value: Any) -> bool:
    """Whether ``value`` (as written) names an environment variable anywhere in it."""
    return _ENV_REF.search(str(value)) is not None


def env_references(text: str) -> list[tuple[str, int]]:
    """Each ``${NAME}`` in ``text``: the variable's name and where the reference starts."""
    return [(match.group(1), match.start()) for match in _ENV_REF.finditer(text)]


def _refuse_other_references(value: str, key: tuple[str, ...]) -> None:
    """Only ``${NAME}`` is expanded: a ``${...}`` of another form (the shell's ``${NAME:-default}``) is refused."""
    for match in _ANY_REF.finditer(value):
        if not _ENV_REF.fullmatch(match.group()):
            detail = (
                f"{match.group()!r}: only ${{NAME}} is expanded (no shell defaults such as ${{NAME:-value}}); "
                "set the variable, or write the value"
            )
            raise ParamError(key, detail)


_URL_HOST = re.compile(r"\b[a-z][a-z0-9+.-]*://(?:[^/\s?#@]*@)?([^/\s?#@]+)", re.IGNORECASE)


def target_addresses(written: Mapping[str, Any]) -> tuple[str, ...]:
    """The hosts (``127.0.0.1:5005``) of the URLs the connector parameters name, as written.

    The user wrote them, so they are not personal data to redact; a host taken from the environment
    (``${HOST}``) and the user:password part of a URL are never among them.
    """
    texts = [value for value in written.values() if isinstance(value, str)]
    hosts = (match.group(1) for text in texts for match in _URL_HOST.finditer(text))
    return tuple(dict.fromkeys(host for host in hosts if "${" not in host))


def secret_redactor(secrets: Mapping[str, str]) -> Callable[[str], str]:
    """Replace each value of ``secrets`` (as is, as ``repr`` quotes it, percent-encoded) in a text by ``${NAME}``.

    Which values are secrets is :func:`user_sim.targets.secrets.secret_values`'s rule (a header's, a key's, a URL's
    credentials); a value no rule names is shown as it is.
    """
    forms: list[tuple[str, str]] = []
    for name, value in secrets.items():
        quoted = repr(value)[1:-1]
        encoded = {quote(value, safe=""), quote(value), quote_plus(value)}  # as an HTTP library puts it in a URL
        pieces = {value, quoted, *encoded, *value.splitlines()}
        forms += [(piece, f"${{{name}}}") for piece in pieces if len(piece.strip()) >= _SHORTEST_SECRET]
    forms.sort(key=lambda form: -len(form[0]))  # the whole value before any of its lines

    def redact(text: str) -> str:
        for piece, shown in forms:
            text = text.replace(piece, shown)
        return text

    return redact


_SHORTEST_SECRET = 4
"""A shorter value is not hidden in messages: replacing it everywhere would garble them, and it is no secret."""


def _env(name: str, key: tuple[str, ...]) -> str:
    try:
        return os.environ[name]
    except KeyError:
        raise UnsetVariable(key, f"environment variable {name!r} is not set") from None


class ParamError(ConfigError):
    """A bad connector parameter, where it is and what is wrong, for a caller that locates it (run.yml:line:column).

    ``key`` is ``connector_params`` then the parameter's name when it has one; ``detail`` what is wrong. The message
    starts with ``shown`` (the dotted key unless said otherwise).
    """

    def __init__(self, key: tuple[str, ...], detail: str, *, shown: str | None = None) -> None:
        super().__init__(f"{shown or '.'.join(key)}: {detail}")
        self.key, self.detail = key, detail


class UnsetVariable(ParamError):
    """A parameter's ``${NAME}`` names an environment variable that is not set."""


def check_params(
    technology: str, given: Mapping[str, Any], spec: list[ConnectorParam], *, unset_ok: bool = False
) -> dict[str, Any]:
    """Refuse unknown and missing parameters (listing the accepted ones), expand ``${ENV}`` and coerce to the types.

    A value that came from the environment is never shown in a message (it may be a secret). With ``unset_ok`` a
    parameter whose variable is not set counts as given and is left out of the result (a dry run needs no secret).
    """
    by_name = {p.name: p for p in spec}
    accepted = _accepted(spec)
    for name in given:
        if name not in by_name:
            hint = did_you_mean(name, by_name)
            unknown = f"unknown parameter {name!r} for {technology!r}{hint} ({accepted})"
            raise ParamError(("connector_params", name), unknown, shown="connector_params")
    values = _expanded(given, unset_ok)
    missing = [p.name for p in spec if p.required and values.get(p.name, given.get(p.name)) in (None, "")]
    if missing:
        raise ParamError(("connector_params",), f"{technology!r} needs {', '.join(map(repr, missing))} ({accepted})")
    checked = {name: coerce(technology, by_name[name], value, written=given[name]) for name, value in values.items()}
    for name, value in checked.items():
        _check_header(by_name[name], value, written=given[name], unset_ok=unset_ok)
    return checked


def _expanded(given: Mapping[str, Any], unset_ok: bool) -> dict[str, Any]:
    """``given`` with ``${ENV}`` expanded; with ``unset_ok``, without the values whose variable is not set."""
    values = {}
    for name, value in given.items():
        try:
            values[name] = expand_env(value, ("connector_params", name))
        except UnsetVariable:
            if not unset_ok:
                raise
    return values


def _accepted(spec: list[ConnectorParam]) -> str:
    if not spec:
        return "it accepts no parameters"
    return "accepted: " + ", ".join(f"{p.name}{'' if p.required else '?'} ({p.type})" for p in spec)


def coerce(technology: str, param: ConnectorParam, value: Any, *, written: Any = None) -> Any:
    """Convert ``value`` (often a string from ``k=v``) to the parameter's declared type.

    ``written`` is the value as given, when ``value`` is its ``${ENV}`` expansion: the message shows that instead.
    """
    try:
        return _coerced(param, value)
    except (TypeError, ValueError) as exc:
        if from_environment(written):  # the exception's text may quote the value
            shown, reason = f"{written!r} (from the environment)", f"expected {_expected(param)}"
        else:
            shown, reason = repr(value), str(exc)
        detail = f"{shown} is not a valid {param.type} for {technology!r} ({reason})"
        raise ParamError(("connector_params", param.name), detail) from None


def _expected(param: ConnectorParam) -> str:
    """What ``param`` accepts, in words that do not quote the value (it may be a secret from the environment)."""
    if param.choices:
        return f"one of {', '.join(map(repr, param.choices))}"
    return _EXPECTED.get(param.type, param.type) + (" greater than 0" if param.positive else "")


def typed_as_written(technology: str, written: Mapping[str, Any], spec: list[ConnectorParam]) -> dict[str, Any]:
    """``written`` with each value that holds no ``${NAME}`` in its declared type; the others as written.

    The same setting given in run.yml (``flaws: false``) or on the command line (``-cp flaws=false``) is then one
    value (``runs.identity`` compares them); nothing is expanded. A value its type refuses is left as written.
    """
    by_name = {p.name: p for p in spec}
    typed = dict(written)
    for name, value in written.items():
        if name in by_name and not from_environment(value):
            with contextlib.suppress(ParamError):  # checked elsewhere; as written here
                typed[name] = coerce(technology, by_name[name], value)
    return typed


def _coerced(param: ConnectorParam, value: Any) -> Any:
    coerced = _COERCERS.get(param.type, _keep)(value)
    if param.positive and coerced is not None and not coerced > 0:
        raise ValueError("it must be greater than 0")
    if param.choices and coerced not in param.choices:
        hint = did_you_mean(str(coerced), param.choices)
        raise ValueError(f"expected {_expected(param)}{hint}")
    return coerced


def _check_header(param: ConnectorParam, value: Any, *, written: Any, unset_ok: bool) -> None:
    """Refuse a value sent in an HTTP header that holds a control character or starts with whitespace.

    What requests refuses to send. Trailing whitespace is sent (and a recipient drops it, RFC 9110 5.5), so it is
    no fault. The value is never shown: it may be a secret.
    """
    key = ("connector_params", param.name)
    if param.header == "value":
        texts = value.values() if isinstance(value, Mapping) else [value]
        source = " (from the environment)" if from_environment(written) else ""
        where = f"{written!r}{source}" if source else "the value"
    elif param.header == "variable" and value:
        if value not in os.environ:
            if unset_ok:
                return
            raise ParamError(key, f"environment variable {value!r} is not set")
        texts, where = [os.environ[value]], f"environment variable {value!r}"
    else:
        return
    fault = next((found for text in texts if isinstance(text, str) and (found := _header_fault(text))), None)
    if fault:
        raise ParamError(key, f"{where} {fault}, which an HTTP header cannot carry; the value is not shown")


def _header_fault(text: str) -> str | None:
    """What keeps ``text`` out of an HTTP header value, or None when it fits."""
    if _CONTROL.search(text):
        return "holds a control character (newline, carriage return, NUL)"
    if text[:1] in (" ", "\t"):
        return "starts with whitespace"
    return None


def _keep(value: Any) -> Any:
    return value


def _to_string(value: Any) -> str:
    if isinstance(value, (Mapping, list)):
        raise TypeError("expected a single value")
    return str(value)


def _to_int(value: Any) -> int:
    if isinstance(value, bool) or (isinstance(value, float) and not value.is_integer()):
        raise ValueError("expected a whole number")
    return int(value)


def _to_number(value: Any) -> float:
    if isinstance(value, bool):
        raise ValueError("expected a number")
    return float(value)


def _to_bool(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in _TRUE | _FALSE:
        return text in _TRUE
    raise ValueError("expected true or false")


def _to_mapping(value: Any) -> dict[str, str]:
    if isinstance(value, str):
        value = json.loads(value) if value.strip() else {}
    if not isinstance(value, Mapping):
        raise TypeError("expected a mapping")
    return {str(k): str(v) for k, v in value.items()}


_EXPECTED = {
    "string": "a single value",
    "integer": "a whole number",
    "number": "a number",
    "boolean": "true or false",
    "mapping": "a mapping",
}
_COERCERS: dict[str, Callable[[Any], Any]] = {
    "string": _to_string,
    "integer": _to_int,
    "number": _to_number,
    "boolean": _to_bool,
    "mapping": _to_mapping,
}
