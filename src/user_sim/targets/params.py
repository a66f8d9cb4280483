"""Connector parameters: expand ``${ENV}``, check and coerce against a technology's spec.

Their string forms (JSON, ``k=v,k=v``) are read by :func:`user_sim.config.run_flags.parse_params`.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from user_sim.errors import ConfigError
from user_sim.wording import did_you_mean

_ENV_REF = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")
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


def expand_env(value: Any, key: tuple[str, ...] = ("connector_params",)) -> Any:
    """Replace every ``${NAME}`` in strings (recursively) by the environment variable; missing → UnsetVariable."""
    if isinstance(value, str):
        return _ENV_REF.sub(lambda m: _env(m.group(1), key), value)
    if isinstance(value, Mapping):
        return {k: expand_env(v, (*key, str(k))) for k, v in value.items()}
    if isinstance(value, list):
        return [expand_env(v, key) for v in value]
    return value


def from_environment(value: Any) -> bool:
    """Whether ``value`` (as written) names an environment variable anywhere in it."""
    return _ENV_REF.search(str(value)) is not None


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
    return {name: coerce(technology, by_name[name], value, written=given[name]) for name, value in values.items()}


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
        return _COERCERS.get(param.type, _keep)(value)
    except (TypeError, ValueError) as exc:
        if from_environment(written):  # the exception's text may quote the value
            shown, reason = f"{written!r} (from the environment)", f"expected {_EXPECTED.get(param.type, param.type)}"
        else:
            shown, reason = repr(value), str(exc)
        detail = f"{shown} is not a valid {param.type} for {technology!r} ({reason})"
        raise ParamError(("connector_params", param.name), detail) from None


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
