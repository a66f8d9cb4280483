"""Checks that need the whole profile and the project: placeholders, personalities, types, variables, counts."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from user_sim.config.catalog import Catalog
from user_sim.config.functions import parse_number
from user_sim.config.languages import canonical_language
from user_sim.config.profile import SCRIPTED_MODEL as SCRIPTED
from user_sim.config.profile import ChatbotSpec, Profile, User
from user_sim.config.profile_conversation import ChangeLanguage, ConversationSpec, RandomStyles
from user_sim.config.profile_variables import Variable
from user_sim.config.yamlfile import YamlDoc
from user_sim.core.variable_data import DataContext, resolve_variable
from user_sim.core.variables import ResolvedVariable, VariableError, VariablePlan, build_plan
from user_sim.errors import Issue
from user_sim.llm.output_types import unknown_output_type
from user_sim.wording import closest, did_you_mean, meant_hint

PLACEHOLDER = re.compile(r"\{\{\s*(\w+)\s*\}\}")
ANY_BRACES = re.compile(r"\{\{(.*?)\}\}")
QUOTED_PERSONALITY = re.compile(r"^\s*personality\s*:\s*(\S.*)$")


@dataclass
class Findings:
    """Errors and warnings found in one profile."""

    doc: YamlDoc
    errors: list[Issue] = field(default_factory=list)
    warnings: list[Issue] = field(default_factory=list)

    def error(self, path: tuple[str | int, ...], message: str, *, key: bool = False) -> None:
        """Record an error at ``path``."""
        self.errors.append(self.doc.issue(path, message, key=key))

    def warn(self, path: tuple[str | int, ...], message: str) -> None:
        """Record a warning at ``path``."""
        self.warnings.append(self.doc.issue(path, message))


def variable_entries(user: User) -> list[tuple[int, str, Variable]]:
    """(index in goals, name, definition) of every goal variable."""
    return [(i, name, var) for i, item in enumerate(user.goals) if isinstance(item, dict) for name, var in item.items()]


def check_user(user: User, catalog: Catalog, found: Findings) -> None:
    """Language, context/personality and placeholder checks."""
    if user.language is not None:
        try:
            canonical_language(user.language)
        except ValueError as exc:
            found.error(("user", "language"), str(exc))
    _check_context(user, catalog, found)
    _check_placeholders(user, found)


def _check_context(user: User, catalog: Catalog, found: Findings) -> None:
    items = [user.context] if isinstance(user.context, dict) else (user.context or [])
    if isinstance(items, str):
        return
    mappings = [(i, item) for i, item in enumerate(items) if isinstance(item, dict)]
    base = ("user", "context")
    for index, item in enumerate(items):
        quoted = QUOTED_PERSONALITY.match(item) if isinstance(item, str) else None
        if quoted:
            found.warn(
                (*base, index),
                f"this line is plain text, so no personality is applied; to use one write "
                f"it unquoted: '- personality: {_personality_name(quoted.group(1))}'",
            )
    personalities = 0
    for index, item in mappings:
        path = base if isinstance(user.context, dict) else (*base, index)
        if "personality" in item:
            personalities += 1
            if personalities > 1:
                found.error(path, "only one {personality: NAME} is allowed in context")
        _check_personality(item, path, catalog, found)


def _check_personality(item: dict[str, str], path: tuple[str | int, ...], catalog: Catalog, found: Findings) -> None:
    unknown = [k for k in item if k != "personality"]
    if unknown:
        hint = did_you_mean(unknown[0], ["personality"]) or "; only 'personality' is allowed"
        found.error((*path, unknown[0]), f"unknown key {unknown[0]!r} in context{hint}", key=True)
        return
    name = str(item.get("personality", ""))
    personality = catalog.personality(name)
    if personality is None:
        found.error((*path, "personality"), catalog.unknown_personality(name))
    elif "/" in name or name.endswith((".yml", ".yaml")):
        found.warn((*path, "personality"), f"the path form {name!r} is old; write 'personality: {personality.name}'")


def _personality_name(text: str) -> str:
    stem = text.strip().strip("'\"").rsplit("/", 1)[-1]
    for suffix in (".yml", ".yaml", "-user", "_user"):
        stem = stem.removesuffix(suffix)
    return stem


def _check_placeholders(user: User, found: Findings) -> None:
    defined = {name for _, name, _ in variable_entries(user)}
    used: set[str] = set()
    meant_names: set[str] = set()  # named in a "did you mean": their "never used" would only repeat that error
    for index, item in enumerate(user.goals):
        if isinstance(item, str):
            used |= _check_goal_placeholders(item, ("user", "goals", index), found)
            for name in sorted(set(PLACEHOLDER.findall(item)) - defined):
                close = closest(name, sorted(defined))
                meant_names |= {close} if close else set()
                hint = meant_hint(f"{{{{{close}}}}}") if close else f" ('- {name}: {{type, data, function}}')"
                found.error(("user", "goals", index), f"placeholder {{{{{name}}}}} has no variable definition{hint}")
    seen: set[str] = set()
    for index, name, _ in variable_entries(user):
        if name in seen:
            found.error(("user", "goals", index, name), f"variable {name!r} is defined twice", key=True)
        seen.add(name)
        if name not in used and name not in meant_names:
            found.error(
                ("user", "goals", index, name),
                f"variable {name!r} is never used in a goal (write {{{{{name}}}}} in a goal phrase)",
                key=True,
            )


def _check_goal_placeholders(goal: str, path: tuple[str | int, ...], found: Findings) -> set[str]:
    """Report malformed ``{{...}}`` in one goal phrase; return the variable names it uses."""
    used = set(PLACEHOLDER.findall(goal))
    for inner in ANY_BRACES.findall(goal):
        if not PLACEHOLDER.fullmatch(f"{{{{{inner}}}}}"):
            name = re.match(r"\s*(\w*)", inner).group(1)  # type: ignore[union-attr]
            used.add(name)
            found.error(
                path,
                f"invalid placeholder {{{{{inner}}}}}: write "
                f"{{{{{name or 'name'}}}}} and put the function in the variable's 'function:'",
            )
    return used


def check_variables(user: User, ctx: DataContext, found: Findings) -> VariablePlan | None:
    """Resolve every variable and build the matrices; None when a variable is broken."""
    resolved: list[ResolvedVariable] = []
    where: dict[str, tuple[str | int, ...]] = {}
    for index, name, var in variable_entries(user):
        where[name] = ("user", "goals", index, name)
        try:
            resolved.append(resolve_variable(name, var, ctx))
        except VariableError as exc:
            found.error((*where[name], *exc.subpath), str(exc))
            if exc.subpath[:1] == ("function",):
                _data_problems(name, var, ctx, where[name], found)
    if len(resolved) != len(where):
        return None
    try:
        return build_plan(resolved)
    except VariableError as exc:
        found.error((*where.get(exc.variable or "", ("user", "goals")), *exc.subpath), str(exc))
        return None


def _data_problems(name: str, var: Variable, ctx: DataContext, where: tuple[str | int, ...], found: Findings) -> None:
    """Report data problems of a variable whose function is broken (as if it were default())."""
    try:
        resolve_variable(name, var.model_copy(update={"function": None}), ctx)
    except VariableError as exc:
        found.error((*where, *exc.subpath), str(exc))


def check_any_needs_llm(profile: Profile, plan: VariablePlan, found: Findings, override: str | None = None) -> None:
    """any() lists need an LLM: an error with the scripted user (the profile's or ``--model``'s), a note otherwise."""
    model = override or profile.llm.model
    for index, name, _ in variable_entries(profile.user):
        pending = plan.variables[name].pending_any
        if not pending:
            continue
        path = ("user", "goals", index, name, "data")
        if model != SCRIPTED:
            found.warn(path, f"any({pending[0]}) needs an LLM at run time (values generated once and cached)")
        elif override:
            found.error(
                path,
                "any() needs an LLM to generate values, but --model scripted runs the scripted user, which has none; "
                "list the values or run without --model scripted",
            )
        else:
            found.error(
                path,
                "any() needs an LLM to generate values, but llm.model is 'scripted'; "
                "list the values or use a real model",
            )


def check_outputs(chatbot: ChatbotSpec, catalog: Catalog, found: Findings) -> None:
    """Every output name used once; an unknown output type is a warning (extracted as text, as SENSEI does)."""
    seen: set[str] = set()
    for index, item in enumerate(chatbot.output):
        for name, spec in item.items():
            if name in seen:  # both would be extracted into one field: the later would silently win
                found.error(("chatbot", "output", index, name), f"output {name!r} is defined twice", key=True)
            seen.add(name)
            problem = unknown_output_type(spec.type, list(catalog.types))
            if problem:
                found.warn(("chatbot", "output", index, name, "type"), problem)


def check_styles(conversation: ConversationSpec, found: Findings) -> None:
    """Languages named in 'change language' must be known."""
    for index, style in enumerate(conversation.interaction_style):
        path: tuple[str | int, ...] = ("conversation", "interaction_style", index)
        options = style.random if isinstance(style, RandomStyles) else [style]
        for position, option in enumerate(options):
            if isinstance(option, ChangeLanguage):
                sub = (*path, "random", position) if isinstance(style, RandomStyles) else path
                _check_languages(option.change_language, (*sub, "change language"), found)


def _check_languages(languages: list[str], path: tuple[str | int, ...], found: Findings) -> None:
    for index, language in enumerate(languages):
        try:
            canonical_language(language)
        except ValueError as exc:
            found.error((*path, index), str(exc))


def conversation_count(conversation: ConversationSpec, plan: VariablePlan | None, found: Findings) -> int:
    """Number of conversations (before replicates); an error when it would be 0."""
    spec = parse_number(conversation.number)
    path = ("conversation", "number")
    if spec.old_spelling:
        found.warn(path, f"{conversation.number!r} is an old spelling; write {_modern_number(conversation.number)!r}")
    if plan is None or spec.fixed is not None:
        return spec.fixed or 0
    count = spec.count(plan.forward_size, plan.pairwise_size)
    matrices = [m for m in plan.matrices() if spec.matrix in ("any", m.kind)]
    growing = sorted({name for m in matrices for name in m.columns if plan.variables[name].pending_any})
    if growing:  # an LLM fills these lists at run time: the count is not known yet, which is not an error
        found.warn(
            path,
            f"{conversation.number!r} can only be counted once any() has generated the values of "
            f"{', '.join(growing)} (at run time); validation counted the listed values only ({count})",
        )
        return count
    if count <= 0:
        which = {"any": "forward() or pairwise()", "forward": "forward()", "pairwise": "pairwise()"}[spec.matrix]
        found.error(
            path,
            f"{conversation.number!r} needs at least one {which} variable to count combinations; give a number instead",
        )
    return count


def _modern_number(value: Any) -> str:
    text = str(value).strip()
    if text.startswith("sample"):
        return "combinations" + text[len("sample") :]
    return "combinations"


def check_format(profile: Profile, project_dir: Path | None, found: Findings) -> None:
    """A speech format needs its configuration file."""
    fmt = profile.llm.format
    if fmt.type == "speech" and fmt.config and project_dir and not (project_dir / fmt.config).is_file():
        found.error(("llm", "format", "config"), f"speech configuration {fmt.config!r} not found in the project")
