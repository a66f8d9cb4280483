"""Load rule files: strict model, old spellings with a warning, every expression checked and located."""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from user_sim.config.located import validate_doc
from user_sim.config.yamlfile import YamlDoc, parse_yaml, read_text
from user_sim.errors import ConfigError, Issue, missing_path
from user_sim.evaluation.rules.helpers import RULE_HELPERS, uses_llm
from user_sim.evaluation.rules.language import RefusedExpression, compile_rule_text
from user_sim.evaluation.rules.model import Rule

CONDITION_HELPERS = ("exists", "num_exist")
"""Helpers whose first argument is a condition (a string holding an expression), checked like the rule itself."""


@dataclass(frozen=True)
class LoadedRule:
    """A validated rule with its expressions compiled (checked syntax trees)."""

    rule: Rule
    file: str
    when: ast.Module
    if_: ast.Module
    then: ast.Module
    yields: ast.Module | None
    conditions: dict[str, ast.Module] = field(default_factory=dict)
    """Condition strings of exists()/num_exist(), compiled."""
    uses_llm: bool = False


@dataclass
class RuleSet:
    """Every rule found, and the warnings (old spellings) met on the way."""

    rules: list[LoadedRule] = field(default_factory=list)
    warnings: list[Issue] = field(default_factory=list)

    @property
    def active(self) -> list[LoadedRule]:
        """The rules to check."""
        return [r for r in self.rules if r.rule.active]


def find_rule_files(path: Path) -> list[Path]:
    """``path`` itself, or every .yml/.yaml under the folder ``path`` (recursive, sorted)."""
    if path.is_file():
        return [path]
    if not path.is_dir():
        raise ConfigError(missing_path(path, "rule file or folder"))
    return sorted(p for p in path.rglob("*") if p.suffix in (".yml", ".yaml") and p.is_file())


def load_rules(path: Path) -> RuleSet:
    """Load every rule under ``path``; raise one ConfigError listing every problem of every file."""
    found = RuleSet()
    issues: list[Issue] = []
    for file in find_rule_files(path):
        try:
            found.rules.append(load_rule_file(file, found.warnings))
        except ConfigError as exc:
            issues.extend(exc.issues)
    if issues:
        raise ConfigError(issues)
    return found


def load_rule_file(file: Path, warnings: list[Issue]) -> LoadedRule:
    """Load one rule file (see :func:`load_rules`)."""
    text = read_text(file, str(file))
    doc = parse_yaml(text, str(file))
    _old_spellings(doc, warnings)
    rule = validate_doc(Rule, doc)
    functions = frozenset(RULE_HELPERS.names())
    compiled = {key: _compile(doc, text, key, source, functions) for key, source in _expressions(rule).items()}
    conditions = _conditions(doc, text, rule.assertion_key, compiled[rule.assertion_key], functions)
    trees = [*compiled.values(), *conditions.values()]
    return LoadedRule(
        rule=rule,
        file=str(file),
        when=compiled["when"],
        if_=compiled["if"],
        then=compiled[rule.assertion_key],
        yields=compiled.get("yields"),
        conditions=conditions,
        uses_llm=any(uses_llm(RULE_HELPERS.get(name)) for name in _called(trees) if name in RULE_HELPERS),
    )


def _expressions(rule: Rule) -> dict[str, str]:
    found = {"when": rule.when, "if": rule.if_, rule.assertion_key: rule.assertion}
    if rule.yields is not None:
        found["yields"] = rule.yields
    return found


def _old_spellings(doc: YamlDoc, warnings: list[Issue]) -> None:
    """SENSEI's internal spellings seen in files: `conversations: -1` (all) and `if_:`."""
    data = doc.data if isinstance(doc.data, dict) else {}
    if data.get("conversations") == -1:
        data["conversations"] = "all"
        warnings.append(doc.issue(("conversations",), "`-1` is the old spelling of `all`; write `conversations: all`"))
    if "if_" in data and "if" not in data:
        data["if"] = data.pop("if_")
        warnings.append(doc.issue(("if_",), "`if_` is the old spelling of `if`", key=True))


def _compile(doc: YamlDoc, text: str, key: str, source: str, functions: frozenset[str]) -> ast.Module:
    try:
        return compile_rule_text(source, functions)
    except RefusedExpression as exc:
        line, column = _locate(doc, text, (key,), exc.refusal.line, exc.refusal.column)
        raise ConfigError(Issue(doc.file, line, column, key, exc.refusal.message)) from None


def _conditions(
    doc: YamlDoc, text: str, key: str, tree: ast.Module, functions: frozenset[str]
) -> dict[str, ast.Module]:
    conditions: dict[str, ast.Module] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in CONDITION_HELPERS:
            arg = node.args[0] if node.args else None
            if not (isinstance(arg, ast.Constant) and isinstance(arg.value, str)):
                line, column = _locate(doc, text, (key,), node.lineno, node.col_offset + 1)
                message = f"{node.func.id}() takes its condition as a string literal, e.g. {node.func.id}('price > 5')"
                raise ConfigError(Issue(doc.file, line, column, key, message))
            conditions[arg.value] = _compile(doc, text, key, arg.value, functions)
    return conditions


def _called(trees: list[ast.Module]) -> set[str]:
    return {n.func.id for t in trees for n in ast.walk(t) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}


def _locate(doc: YamlDoc, text: str, path: tuple[Any, ...], line: int, column: int) -> tuple[int, int]:
    """File position of (line, column) inside the expression stored at ``path`` (block scalars included)."""
    start_line, start_col = doc.mark(path)
    lines = text.splitlines()
    first = lines[start_line - 1][start_col - 1 :] if 0 < start_line <= len(lines) else ""
    if first[:1] in ("|", ">"):
        body = [ln for ln in lines[start_line:] if ln.strip()]
        indent = len(body[0]) - len(body[0].lstrip()) if body else 0
        return start_line + line, indent + column
    quoted = 1 if first[:1] in ("'", '"') else 0
    return start_line + line - 1, (start_col + quoted + column - 1) if line == 1 else column
