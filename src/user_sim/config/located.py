"""Validate YAML data against a pydantic model and report errors at their file:line:column."""

from __future__ import annotations

from datetime import date, datetime
from types import UnionType
from typing import Annotated, Any, Literal, TypeVar, Union, get_args, get_origin

from pydantic import BaseModel, ValidationError

from user_sim.config.legacy import OLD_KEYS
from user_sim.config.yamlfile import Path_, YamlDoc
from user_sim.errors import ConfigError, Issue
from user_sim.wording import closest, did_you_mean, meant_hint

M = TypeVar("M", bound=BaseModel)


def validate_doc(model: type[M], doc: YamlDoc, context: dict[str, Any] | None = None) -> M:
    """Return ``model`` validated from ``doc.data``; raise ConfigError with every problem located."""
    if not isinstance(doc.data, dict):
        kind = type(doc.data).__name__ if doc.data is not None else "nothing"
        raise ConfigError(doc.issue((), f"expected a mapping of keys at the top level, got {kind}"))
    try:
        return model.model_validate(doc.data, context=context)
    except ValidationError as exc:
        raise ConfigError(issues_from(exc, doc, model)) from None


def issues_from(exc: ValidationError, doc: YamlDoc, model: type[BaseModel] | None = None) -> list[Issue]:
    """Turn a pydantic ValidationError into located Issues (one per distinct problem)."""
    errors = exc.errors(include_url=False)
    located = _without_union_noise([(data_path(doc.data, tuple(err["loc"])), err) for err in errors])
    typo_targets = _typo_targets(located, model)
    meant = _meant_keys(located)
    issues: dict[tuple[Path_, str], Issue] = {}
    for path, err in located:
        if err["type"] == "missing" and (path in typo_targets or path in meant.values()):
            continue  # the unknown or wrong key next to it already says "did you mean ...?"
        message = _message(err, path, doc, model)
        if path in meant:
            message += f"{meant_hint(repr(meant[path][-1]))} (it is required and missing)"
        is_key = err["type"] in ("extra_forbidden", "invalid_key") or path in meant
        issues.setdefault((path, message), doc.issue(path, message, key=is_key))
    return list(issues.values())


def union_tag(name: str) -> str:
    """A discriminated-union tag that :func:`data_path` never mistakes for a key of the data."""
    return f"<{name}>"


def data_path(data: Any, loc: tuple[Any, ...]) -> Path_:
    """Keep the parts of a pydantic ``loc`` that exist in the data (drops union/validator tags).

    A final part that is absent from a mapping is kept: it names a missing key.
    """
    path: list[str | int] = []
    node = data
    for index, part in enumerate(loc):
        if isinstance(part, str) and part.startswith("<") and part.endswith(">"):
            continue  # a union_tag(): never data, even when a key has the same name
        if _has(node, part):
            path.append(part)
            node = node[part]
        elif index == len(loc) - 1 and isinstance(node, dict) and isinstance(part, str) and not _is_tag(part):
            path.append(part)
    return tuple(path)


Located = list[tuple[Path_, Any]]


def _without_union_noise(located: Located) -> Located:
    """Keep one message per wrong value when several union members rejected it.

    A value that matches no member of a union gets one "Input should be ..." error per member. When one member
    got further (an error deeper inside the value), the others' type errors are noise; otherwise they are merged
    into one message naming every accepted kind.
    """
    deeper = {path[:cut] for path, _ in located for cut in range(len(path))}
    kept: Located = []
    merged: dict[Path_, dict[str, Any]] = {}
    for path, err in located:
        if not str(err["type"]).endswith("_type"):
            kept.append((path, err))
        elif path not in deeper and path not in merged:
            merged[path] = dict(err)
            kept.append((path, merged[path]))
        elif path not in deeper and err["msg"] not in merged[path]["msg"]:
            merged[path]["msg"] += " or " + str(err["msg"]).removeprefix("Input should be ")
    return kept


def _typo_targets(located: Located, model: type[BaseModel] | None) -> set[Path_]:
    """Paths of missing keys that an unknown key beside them probably meant (``fallbak`` for ``fallback``)."""
    targets: set[Path_] = set()
    for path, err in located:
        if err["type"] == "extra_forbidden" and path and model is not None:
            close = closest(str(path[-1]), sorted(keys_at(model, path[:-1])))
            if close:
                targets.add((*path[:-1], close))
    return targets


def _meant_keys(located: Located) -> dict[Path_, Path_]:
    """Keys given with a wrong value beside a missing key of a close name (``goal: [a list]`` for ``goals``)."""
    missing = [path for path, err in located if err["type"] == "missing" and path]
    wrong = {path for path, err in located if err["type"] not in ("missing", "extra_forbidden") and path}
    return {
        path: gap
        for gap in missing
        for path in wrong
        if path[:-1] == gap[:-1] and path != gap and closest(str(path[-1]), [str(gap[-1])])
    }


def _has(node: Any, part: Any) -> bool:
    if isinstance(node, dict):
        return part in node
    return isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node)


def _is_tag(part: str) -> bool:
    return any(ch in part for ch in "[]()-,") or part in {"str", "int", "float", "bool", "list", "dict"}


def _message(err: Any, path: Path_, doc: YamlDoc, model: type[BaseModel] | None) -> str:
    kind = err["type"]
    if kind == "extra_forbidden":
        return unknown_key_message(str(path[-1]) if path else "?", keys_at(model, path[:-1]) if model else set())
    if kind == "missing":
        return "required key is missing"
    choices = literal_choices(model, path) if model is not None and kind == "literal_error" else []
    plain = plain_message(kind, err.get("ctx") or {}, err.get("input"), choices)
    if plain:
        return plain
    msg = str(err["msg"])
    for prefix in ("Value error, ", "Assertion failed, "):
        msg = msg.removeprefix(prefix)
    return msg


_EXPECTED = {
    "int_type": "an integer",
    "int_parsing": "an integer",
    "int_from_float": "a whole number",
    "float_type": "a number",
    "float_parsing": "a number",
    "string_type": "text",
    "bool_type": "true or false",
    "bool_parsing": "true or false",
    "list_type": "a list",
    "dict_type": "a mapping of keys (key: value lines)",
    "model_type": "a mapping of keys (key: value lines)",
    "model_attributes_type": "a mapping of keys (key: value lines)",
}
_BOUNDS = {
    "less_than_equal": ("le", "at most"),
    "greater_than_equal": ("ge", "at least"),
    "greater_than": ("gt", "greater than"),
    "less_than": ("lt", "less than"),
}


def plain_message(kind: str, ctx: dict[str, Any], value: Any, choices: list[Any] | None = None) -> str | None:
    """Pydantic's common errors in words a profile author uses (no class names), or None.

    ``choices`` are the values a ``literal_error``'s ``Literal`` accepts (:func:`literal_choices`): the closest
    one is suggested; ``ctx['expected']`` is only pydantic's text of them.
    """
    if kind in _EXPECTED:
        return f"must be {_EXPECTED[kind]}, got {_describe(value)}"
    if kind in _BOUNDS:
        key, words = _BOUNDS[kind]
        return f"must be {words} {ctx.get(key)}, got {value!r}"
    if kind == "too_short" and ctx.get("min_length") == 1:
        return "must not be empty"
    if kind == "literal_error":
        expected = str(ctx.get("expected"))
        names = [str(choice) for choice in choices or () if isinstance(choice, str)]
        hint = did_you_mean(value, names) if isinstance(value, str) else ""
        return f"must be one of {expected}, got {value!r}{hint}"
    return None


def literal_choices(model: type[BaseModel], path: Path_) -> list[Any]:
    """The values of every ``Literal`` the model accepts at ``path`` (in order, once each)."""
    candidates: list[Any] = [model]
    for part in path:
        candidates = [step for cand in candidates for step in _step(cand, part)]
    leaves = [leaf for tp in candidates for leaf in _flatten(tp) if get_origin(leaf) is Literal]
    return list(dict.fromkeys(value for leaf in leaves for value in get_args(leaf)))


def _describe(value: Any) -> str:
    if isinstance(value, (date, datetime)):
        return f"the date {value.isoformat()} (put it in quotes to write it as text)"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    if value is None:
        return "nothing"
    return repr(value)


def unknown_key_message(key: str, allowed: set[str], *, none_allowed: str = "no key is allowed here") -> str:
    """Say that ``key`` is not allowed here: the closest allowed key, the allowed keys, or ``none_allowed``."""
    names = sorted(allowed)
    renamed = OLD_KEYS.get(key)
    if renamed in allowed:
        return f"{key!r} is the old name of {renamed!r}, which is also given; keep only {renamed!r}"
    hint = did_you_mean(key, names)
    if hint:
        return f"unknown key {key!r}{hint}"
    listing = f"allowed here: {', '.join(names)}" if names else none_allowed
    return f"unknown key {key!r}; {listing}"


def keys_at(model: type[BaseModel], path: Path_) -> set[str]:
    """Return the keys the model accepts at ``path`` (field names and aliases of every candidate model)."""
    candidates: list[Any] = [model]
    for part in path:
        candidates = [step for cand in candidates for step in _step(cand, part)]
    return {info.alias or name for cand in _models_in(candidates) for name, info in cand.model_fields.items()}


def _step(tp: Any, part: str | int) -> list[Any]:
    out: list[Any] = []
    for cand in _flatten(tp):
        if isinstance(cand, type) and issubclass(cand, BaseModel) and isinstance(part, str):
            for name, info in cand.model_fields.items():
                if part in (name, info.alias):
                    out.append(info.annotation)
        elif get_origin(cand) in (list, tuple) and isinstance(part, int):
            out.extend(get_args(cand)[:1])
        elif get_origin(cand) is dict and isinstance(part, str):
            out.extend(get_args(cand)[1:2])
    return out


def _flatten(tp: Any) -> list[Any]:
    origin = get_origin(tp)
    if origin is Annotated:
        return _flatten(get_args(tp)[0])
    if origin in (Union, UnionType):
        return [leaf for arg in get_args(tp) for leaf in _flatten(arg)]
    return [tp]


def _models_in(types: list[Any]) -> list[type[BaseModel]]:
    return [t for tp in types for t in _flatten(tp) if isinstance(t, type) and issubclass(t, BaseModel)]
