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


def expand_env(value: Any, path: str = "connector_params") -> Any:
    """Replace every ``${NAME}`` in strings (recursively) by the environment variable; missing → ConfigError."""
    if isinstance(value, str):
        return _ENV_REF.sub(lambda m: _env(m.group(1), path), value)
    if isinstance(value, Mapping):
        return {k: expand_env(v, f"{path}.{k}") for k, v in value.items()}
    if isinstance(value, list):
        return [expand_env(v, f"{path}[{i}]") for i, v in enumerate(value)]
    return value


def _env(name: str, path: str) -> str:
    try:
        return os.environ[name]
    except KeyError:
        raise ConfigError(f"{path}: environment variable {name!r} is not set") from None


class ParamError(ConfigError):
    """A bad connector parameter, where it is and what is wrong, for a caller that locates it (run.yml:line:column).

    ``key`` is ``connector_params`` then the parameter's name when it has one; ``detail`` what is wrong. The message
    starts with ``shown`` (the dotted key unless said otherwise).
    """

    def __init__(self, key: tuple[str, ...], detail: str, *, shown: str | None = None) -> None:
        super().__init__(f"{shown or '.'.join(key)}: {detail}")
        self.key, self.detail = key, detail


def check_params(technology: str, given: Mapping[str, Any], spec: list[ConnectorParam]) -> dict[str, Any]:
    """Refuse unknown and missing parameters (listing the accepted ones) and coerce values to their types."""
    by_name = {p.name: p for p in spec}
    accepted = _accepted(spec)
    for name in given:
        if name not in by_name:
            hint = did_you_mean(name, by_name)
            unknown = f"unknown parameter {name!r} for {technology!r}{hint} ({accepted})"
            raise ParamError(("connector_params", name), unknown, shown="connector_params")
    missing = [p.name for p in spec if p.required and given.get(p.name) in (None, "")]
    if missing:
        raise ParamError(("connector_params",), f"{technology!r} needs {', '.join(map(repr, missing))} ({accepted})")
    return {name: coerce(technology, by_name[name], value) for name, value in given.items()}


def _accepted(spec: list[ConnectorParam]) -> str:
    if not spec:
        return "it accepts no parameters"
    return "accepted: " + ", ".join(f"{p.name}{'' if p.required else '?'} ({p.type})" for p in spec)


def coerce(technology: str, param: ConnectorParam, value: Any) -> Any:
    """Convert ``value`` (often a string from ``k=v``) to the parameter's declared type."""
    try:
        return _COERCERS.get(param.type, _keep)(value)
    except (TypeError, ValueError) as exc:
        raise ParamError(
            ("connector_params", param.name), f"{value!r} is not a valid {param.type} for {technology!r} ({exc})"
        ) from None


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


_COERCERS: dict[str, Callable[[Any], Any]] = {
    "string": _to_string,
    "integer": _to_int,
    "number": _to_number,
    "boolean": _to_bool,
    "mapping": _to_mapping,
}
