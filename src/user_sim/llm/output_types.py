"""The types of ``chatbot.output`` fields: what JSON Schema to ask for, and how to check and cast the answer.

Types: ``int``, ``float``, ``string`` (also ``str``), ``bool``, ``money`` (old alias: text such as "12.50 €"),
``time``/``time(FORMAT)``, ``date``/``date(FORMAT)``, ``list[T]``, and custom types (``name``, ``format``
regex, ``extraction``: a base type or a mapping of sub-fields), alone or as ``list[name]``. A type none of
these names (SENSEI's own examples write ``type: telefono``) is extracted as text, as SENSEI does; the profile
check warns, naming the valid types, since it may be a typo.

FORMAT is a strftime pattern (``%H:%M``) or SENSEI's written form (``hh:mm:ss``, ``mm/dd/yyyy``,
``day-month-year``), which is translated to strftime; a value is read with it (or a few common fallbacks)
and written back in it. A format in plain words (``time(UTC)``) cannot be parsed: it is passed to the model
as an instruction and the answer is kept as written. Defaults: time ``%H:%M:%S`` (as SENSEI), date
``%Y-%m-%d`` (ISO: unambiguous, where SENSEI used month/day/year).

Every kind answers ``convert(raw) -> (value, problem)``: a value that cannot be read becomes None with a
problem message; "", "null", "none" and "n/a" mean the chatbot never gave it (None, no problem).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from user_sim.errors import ConfigError
from user_sim.wording import did_you_mean

Converted = tuple[Any, str | None]
_NULLS = {"", "null", "none", "n/a", "na", "unknown"}
_NUMBER = re.compile(r"[-+]?(?:\d+(?:[.,]\d+)?|[.,]\d+)(?:[eE][-+]?\d+)?")
_TOKENS = re.compile(r"yyyy|year|month|day|hours?|minutes?|seconds?|yy|dd|hh|mm|ss", re.IGNORECASE)
_FALLBACKS = {
    "time": ("%H:%M:%S", "%H:%M", "%I:%M %p", "%I:%M:%S %p", "%I:%M%p", "%I %p", "%I%p", "%Hh%M"),
    "date": ("%Y-%m-%d", "%d/%m/%Y", "%d-%m-%Y", "%d.%m.%Y", "%B %d, %Y", "%d %B %Y", "%b %d, %Y", "%d %b %Y"),
}
DEFAULT_FORMATS = {"time": "%H:%M:%S", "date": "%Y-%m-%d"}


def is_null(raw: Any) -> bool:
    """Tell whether a raw answer means "not given"."""
    return raw is None or (isinstance(raw, str) and raw.strip().lower() in _NULLS)


@dataclass(frozen=True)
class Scalar:
    """int, float, string or bool."""

    name: str

    def schema(self) -> dict[str, Any]:
        """JSON Schema of a non-null value."""
        return {"type": {"int": "integer", "float": "number", "string": "string", "bool": "boolean"}[self.name]}

    def hint(self) -> str:
        """How the value must be written, for the prompt."""
        return {"int": "an integer", "float": "a number", "string": "text", "bool": "true or false"}[self.name]

    def convert(self, raw: Any) -> Converted:
        """Check and cast one raw value."""
        if is_null(raw):
            return None, None
        return {"int": _to_int, "float": _to_float, "string": _to_str, "bool": _to_bool}[self.name](raw)


def _to_int(raw: Any) -> Converted:
    number, problem = _to_float(raw)
    if problem is None and float(number).is_integer():
        return int(number), None
    return None, f"expected an integer, got {raw!r}"


def _to_float(raw: Any) -> Converted:
    if isinstance(raw, bool):
        return None, f"expected a number, got {raw!r}"
    if isinstance(raw, int | float):
        return float(raw), None
    text = str(raw).strip()
    if _NUMBER.fullmatch(text):
        return float(text.replace(",", ".")), None
    return None, f"expected a number, got {raw!r}"


def _to_str(raw: Any) -> Converted:
    if isinstance(raw, dict | list):
        return None, f"expected text, got {raw!r}"
    return str(raw).strip(), None


def _to_bool(raw: Any) -> Converted:
    if isinstance(raw, bool):
        return raw, None
    word = str(raw).strip().lower()
    if word in ("true", "yes", "1"):
        return True, None
    if word in ("false", "no", "0"):
        return False, None
    return None, f"expected true or false, got {raw!r}"


@dataclass(frozen=True)
class Temporal:
    """time or date, with the strftime format it is written in (None: a format in plain words)."""

    kind: str
    strftime: str | None
    written: str

    def schema(self) -> dict[str, Any]:
        """JSON Schema of a non-null value."""
        return {"type": "string"}

    def hint(self) -> str:
        """How the value must be written, for the prompt."""
        if self.strftime is None:
            return f"a {self.kind} written as: {self.written}"
        example = datetime(2024, 12, 31, 18, 45, 30).strftime(self.strftime)
        return f"a {self.kind} like {example!r} (strftime {self.strftime})"

    def convert(self, raw: Any) -> Converted:
        """Read the value in the declared format (or a common one) and write it back in the declared one."""
        if is_null(raw):
            return None, None
        text = str(raw).strip()
        if self.strftime is None:
            return text, None
        for pattern in (self.strftime, *_FALLBACKS[self.kind]):
            try:
                return datetime.strptime(text, pattern).strftime(self.strftime), None
            except ValueError:
                continue
        return None, f"could not read {text!r} as a {self.kind} in format {self.strftime}"


def to_strftime(written: str, kind: str) -> str | None:
    """Translate SENSEI's written formats (``hh:mm``, ``dd/mm/yyyy``) to strftime; None for plain words."""
    if "%" in written:
        return written
    minute_or_month = "%M" if kind == "time" else "%m"
    table = {"yyyy": "%Y", "year": "%Y", "yy": "%y", "month": "%m", "day": "%d", "dd": "%d", "hh": "%H",
             "hour": "%H", "hours": "%H", "minute": "%M", "minutes": "%M", "second": "%S", "seconds": "%S",
             "ss": "%S", "mm": minute_or_month}  # fmt: skip
    result = _TOKENS.sub(lambda m: table[m.group(0).lower()], written)
    leftover = re.sub(r"%[A-Za-z]", "", result)
    return None if re.search(r"[A-Za-z]", leftover) else result


@dataclass(frozen=True)
class ListOf:
    """``list[T]``: items that cannot be read are dropped (each with a problem)."""

    item: Scalar | Temporal | Custom

    def schema(self) -> dict[str, Any]:
        """JSON Schema of a non-null value."""
        return {"type": "array", "items": self.item.schema()}

    def hint(self) -> str:
        """How the value must be written, for the prompt."""
        return f"a list; each item is {self.item.hint()}"

    def convert(self, raw: Any) -> Converted:
        """Convert each item; a single value is taken as a one-item list."""
        if is_null(raw):
            return None, None
        items = raw if isinstance(raw, list) else [raw]
        kept, problems = [], []
        for item in items:
            value, problem = self.item.convert(item)
            if problem:
                problems.append(problem)
            elif value is not None:
                kept.append(value)
        return kept, ("; ".join(problems) or None)


@dataclass(frozen=True)
class Custom:
    """A custom type: its regex, and either one base value or a mapping of sub-fields."""

    name: str
    pattern: re.Pattern[str] | None
    base: Scalar | Temporal | ListOf | None
    fields: Mapping[str, tuple[Scalar | Temporal | ListOf, str]]
    description: str = ""

    def schema(self) -> dict[str, Any]:
        """JSON Schema of a non-null value: the base value, or an object with ``text`` and the sub-fields."""
        if self.base is not None:
            return self.base.schema() if self.pattern is None else {"type": "string"}
        props: dict[str, Any] = {
            "text": {"type": "string", "description": "the value exactly as written in the conversation"}
        }
        for name, (kind, description) in self.fields.items():
            props[name] = {"anyOf": [kind.schema(), {"type": "null"}], "description": description}
        return {"type": "object", "properties": props, "required": list(props), "additionalProperties": False}

    def hint(self) -> str:
        """How the value must be written, for the prompt."""
        about = f"{self.name} ({self.description})" if self.description else self.name
        pattern = f", matching the regular expression {self.pattern.pattern}" if self.pattern else ""
        return f"a {about}{pattern}"

    def convert(self, raw: Any) -> Converted:
        """Check the regex, then cast the base value or each sub-field."""
        if is_null(raw):
            return None, None
        if self.base is None:
            return self._convert_fields(raw)
        if self.pattern is not None and not self.pattern.fullmatch(str(raw).strip()):
            return None, f"{str(raw).strip()!r} does not match the format of {self.name} ({self.pattern.pattern})"
        return self.base.convert(raw)

    def _convert_fields(self, raw: Any) -> Converted:
        if not isinstance(raw, dict):
            return None, f"expected the fields of {self.name}, got {raw!r}"
        text = raw.get("text")
        if self.pattern is not None and (is_null(text) or not self.pattern.fullmatch(str(text).strip())):
            return None, f"{text!r} does not match the format of {self.name} ({self.pattern.pattern})"
        out, problems = {}, []
        for name, (kind, _description) in self.fields.items():
            out[name], problem = kind.convert(raw.get(name))
            problems += [f"{name}: {problem}"] if problem else []
        return out, ("; ".join(problems) or None)


Kind = Scalar | Temporal | ListOf | Custom
_SCALARS = {"int": "int", "integer": "int", "float": "float", "number": "float", "string": "string",
            "str": "string", "text": "string", "money": "string", "bool": "bool", "boolean": "bool"}  # fmt: skip
_CALL = re.compile(r"^(time|date)\s*(?:\((.*)\))?$", re.IGNORECASE | re.DOTALL)
_LIST = re.compile(r"^list\s*\[\s*(.+?)\s*\]$", re.IGNORECASE)
BASE_TYPES = ("int", "float", "string", "bool", "time", "date", "time(FORMAT)", "date(FORMAT)", "list[T]")


def parse_output_type(written: str, custom_types: Mapping[str, Any] | None = None) -> Kind:
    """The Kind for a declared type; an unknown one is extracted as text (as SENSEI does; the profile check warns)."""
    text = written.strip()
    customs = custom_types or {}
    named = _custom_name(text, customs)
    if named is not None:
        kind = _custom(customs[named])
        return kind if named == text else ListOf(kind)
    return _base_kind(text) or Scalar("string")


def unknown_output_type(written: str, custom_names: Collection[str]) -> str | None:
    """Why ``written`` is not a known output type (then extracted as text), with the valid ones; None if known."""
    text = written.strip()
    if _custom_name(text, custom_names) is not None or _base_kind(text) is not None:
        return None
    listed = _LIST.match(text)
    inner = listed.group(1).strip() if listed else text
    hint = _meant(inner, [*BASE_TYPES, *custom_names], shown=lambda name: repr(text.replace(inner, name)))
    custom = f", or a custom type ({', '.join(sorted(custom_names))})" if custom_names else ""
    return f"unknown output type {written!r}{hint} (expected {', '.join(BASE_TYPES)}{custom}); it is extracted as text"


def type_name(written: str, custom_names: Collection[str]) -> str:
    """The spelling of a declared type that a reader going by name understands.

    An alias as its base (``Int``, ``integer`` -> ``int``, ``text`` -> ``string``), ``Time(F)`` -> ``time(F)``,
    ``list[...]`` of that, a custom name as written, and ``string`` for an unknown type (extracted as text, as
    ``parse_output_type`` does).
    """
    text = written.strip()
    listed = _LIST.match(text)
    if listed and (_custom_name(text, custom_names) is not None or _base_kind(text) is not None):
        return f"list[{type_name(listed.group(1), custom_names)}]"
    if text in custom_names:
        return text
    kind = _base_kind(text)
    if isinstance(kind, Scalar):
        return kind.name
    call = _CALL.match(text)
    if isinstance(kind, Temporal) and call is not None:
        written_format = (call.group(2) or "").strip()
        return f"{kind.kind}({written_format})" if written_format else kind.kind
    return "string"


def _custom_name(text: str, customs: Collection[str]) -> str | None:
    """The custom type ``text`` names, alone or as ``list[name]``; None when it names none."""
    listed = _LIST.match(text)
    name = listed.group(1).strip() if listed else text
    return name if name in customs else None


def _meant(written: str, known: Sequence[str], *, shown: Callable[[str], str] = repr) -> str:
    """The did-you-mean of a mistyped type name among ``known`` (placeholders such as ``time(FORMAT)`` left out)."""
    return did_you_mean(written, [name for name in known if "(" not in name and "[" not in name], written=shown)


def _base_kind(text: str) -> Scalar | Temporal | ListOf | None:
    if text.lower() in _SCALARS:
        return Scalar(_SCALARS[text.lower()])
    call = _CALL.match(text)
    if call:
        kind, fmt = call.group(1).lower(), (call.group(2) or "").strip().strip("'\"")
        written = fmt or DEFAULT_FORMATS[kind]
        return Temporal(kind, to_strftime(written, kind), written)
    listed = _LIST.match(text)
    if listed:
        item = _base_kind(listed.group(1))
        return ListOf(item) if isinstance(item, Scalar | Temporal) else None
    return None


def _custom(definition: Any) -> Custom:
    name = str(_get(definition, "name"))
    extraction = _get(definition, "extraction", "string")
    description = str(_get(definition, "type_description", "") or "")
    pattern = _compile(_get(definition, "format"), name)
    if isinstance(extraction, Mapping):
        return Custom(name, pattern, None, _sub_fields(name, extraction), description)
    base = _base_kind(str(extraction))
    if base is None:
        raise ConfigError(
            f"custom type {name}: unknown extraction type {extraction!r}{_meant(str(extraction), BASE_TYPES)} "
            f"(expected one of {', '.join(BASE_TYPES)})"
        )
    return Custom(name, pattern, base, {}, description)


def _sub_fields(name: str, extraction: Mapping[str, Any]) -> dict[str, tuple[Scalar | Temporal | ListOf, str]]:
    fields = {}
    for sub, spec in extraction.items():
        # a sub-field is a type name, a mapping, or the catalog's ExtractionField model ({type, description})
        plain = isinstance(spec, str)
        written = spec if plain else _get(spec, "type", "string")
        kind = _base_kind(str(written))
        if kind is None:
            raise ConfigError(
                f"custom type {name}: sub-field {sub} has unknown type {written!r}{_meant(str(written), BASE_TYPES)} "
                f"(expected one of {', '.join(BASE_TYPES)})"
            )
        fields[str(sub)] = (kind, "" if plain else str(_get(spec, "description", "") or ""))
    return fields


def _compile(written: Any, name: str) -> re.Pattern[str] | None:
    if not written:
        return None
    text = str(written).strip()
    quoted = re.fullmatch(r"r?(['\"])(.*)\1", text, re.DOTALL)  # SENSEI files write r'...' Python literals
    try:
        return re.compile(quoted.group(2) if quoted else text)
    except re.error as exc:
        raise ConfigError(f"custom type {name}: invalid format regex {text!r}: {exc}") from None


def _get(definition: Any, key: str, default: Any = None) -> Any:
    if isinstance(definition, Mapping):
        return definition.get(key, default)
    return getattr(definition, key, default)
