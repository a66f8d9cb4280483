"""The profile reference (``docs/profile-reference.md``), generated from the pydantic models' docstrings.

Every key of every block reachable from :class:`~user_sim.config.profile.Profile` (and of ``run.yml``,
personality and type files) gets a row: its type, its default, and its field docstring; every block gets its
own docstring and an example from :mod:`user_sim.config.reference_examples`. A test keeps the committed file
equal to :func:`render_reference`, validates every example against its model and checks that the examples
use every key. Regenerate with ``python -m user_sim.config.reference``.
"""

from __future__ import annotations

import inspect
import types
import typing
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from pydantic import BaseModel
from pydantic.fields import FieldInfo

DOC_PATH = Path("docs") / "profile-reference.md"
INTRO = """\
# Profile reference

Generated from the pydantic models by `python -m user_sim.config.reference`; do not edit by hand (a test
keeps this file equal to what the models say). The models reject unknown keys, so a misspelt key is an error
with a "did you mean" hint, located at `file:line:column`. Old SENSEI spellings accepted with a warning are
listed in the README ("SENSEI compatibility").

A profile is one YAML file under `profiles/`. Its top-level keys are those of [profile](#profile).
"""


def top_models() -> list[tuple[str, str, type[BaseModel]]]:
    """(title, where it is written, model) of every file format documented, the profile first."""
    from user_sim.config.catalog import CustomType, Personality
    from user_sim.config.profile import Profile
    from user_sim.config.run_file import RunFile

    return [
        ("profile", "a file under `profiles/`", Profile),
        ("run.yml", "`run.yml` at the project root", RunFile),
        ("personality", "a file under `personalities/`", Personality),
        ("type", "a file under `types/`", CustomType),
    ]


def render_reference() -> str:
    """The whole reference, as Markdown."""
    from user_sim.config.reference_examples import EXAMPLES

    parts = [INTRO]
    for title, where, root in top_models():
        for path, model in walk(root, title):
            parts.append(_section(path, model, where if model is root else None, EXAMPLES.get(model.__name__, [])))
    return "\n".join(parts)


def walk(root: type[BaseModel], name: str) -> Iterator[tuple[str, type[BaseModel]]]:
    """Every model reachable from ``root``, once, with the first key path that leads to it."""
    seen: set[type[BaseModel]] = set()
    queue: list[tuple[str, type[BaseModel]]] = [(name, root)]
    while queue:
        path, model = queue.pop(0)
        if model in seen:
            continue
        seen.add(model)
        yield path, model
        for key, field in model.model_fields.items():
            for child, suffix in _models_in(field.annotation):
                queue.append((f"{path}.{field.alias or key}{suffix}", child))


def keys(model: type[BaseModel]) -> list[str]:
    """The keys a file writes for ``model`` (aliases where there are some)."""
    return [field.alias or name for name, field in model.model_fields.items()]


def _section(path: str, model: type[BaseModel], where: str | None, examples: list[str]) -> str:
    doc = _markdown(inspect.cleandoc(model.__doc__ or ""))
    lines = [f'<a id="{model.__name__.lower()}"></a>', "", f"## `{path}`", "", doc]
    if where:
        lines += ["", f"Written as {where}."]
    lines += ["", "| key | type | default | what it does |", "|---|---|---|---|"]
    for name, field in model.model_fields.items():
        text = _markdown(" ".join((field.description or "").split())).replace("|", "\\|")
        lines.append(f"| `{field.alias or name}` | {type_name(field.annotation)} | {_default(field)} | {text} |")
    for example in examples:
        lines += ["", "Example:", "", "```yaml", example.rstrip("\n"), "```"]
    return "\n".join(lines) + "\n"


def _default(field: FieldInfo) -> str:
    if field.is_required():
        return "required"
    value = field.get_default(call_default_factory=True)
    if isinstance(value, BaseModel):
        return "(its defaults)"
    return "`" + ("null" if value is None else str(value).lower() if isinstance(value, bool) else str(value)) + "`"


def _markdown(text: str) -> str:
    """Docstrings are reST: ````code```` becomes Markdown's `code`."""
    return text.replace("``", "`")


def type_name(annotation: Any) -> str:
    """A reader's name for a type annotation: ``list of text``, ``integer or text``, a link to a block."""
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is typing.Annotated:
        return type_name(args[0])
    if origin in (typing.Union, types.UnionType):
        named = [type_name(a) for a in args if a is not type(None)]
        return " or ".join(dict.fromkeys(named)) + (" or null" if type(None) in args else "")
    if origin is typing.Literal:
        return "one of " + ", ".join(f"`{a}`" for a in args)
    if origin is list:
        return f"list of {_grouped(type_name(args[0]))}"
    if origin is dict:
        return f"mapping of name → {_grouped(type_name(args[1]))}"
    if inspect.isclass(annotation) and issubclass(annotation, BaseModel):
        return f"[{annotation.__name__}](#{annotation.__name__.lower()})"
    return _SIMPLE.get(annotation, getattr(annotation, "__name__", str(annotation)))


def _grouped(name: str) -> str:
    return f"({name})" if " or " in name else name


_SIMPLE: dict[Any, str] = {str: "text", int: "integer", float: "number", bool: "true/false", Any: "any"}


def _models_in(annotation: Any, suffix: str = "") -> Iterator[tuple[type[BaseModel], str]]:
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if inspect.isclass(annotation) and issubclass(annotation, BaseModel):
        yield annotation, suffix
    elif origin is typing.Annotated:
        yield from _models_in(args[0], suffix)
    elif origin is list:
        yield from _models_in(args[0], suffix + "[]")
    elif origin is dict:
        yield from _models_in(args[1], suffix + ".NAME")
    else:
        for arg in args:
            yield from _models_in(arg, suffix)


if __name__ == "__main__":  # regenerate the committed file: python -m user_sim.config.reference
    DOC_PATH.parent.mkdir(exist_ok=True)
    DOC_PATH.write_text(render_reference(), encoding="utf-8")
    print(DOC_PATH)
