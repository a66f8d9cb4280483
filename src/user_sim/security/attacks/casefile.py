"""Read a YAML or CSV case file into case drafts, checking every placeholder, variable and file it names.

The format is documented in :mod:`user_sim.security.attacks.casefile_model`. Nothing here imports project
code or calls a model: ``function`` files and ``type: path`` files are only checked to exist.
"""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from user_sim.config.yamlfile import YamlDoc, load_yaml, read_text
from user_sim.errors import ConfigError, Issue
from user_sim.security.attacks.base import PlanContext
from user_sim.security.attacks.casefile_model import CaseFile, VariableDef
from user_sim.security.plan.cases import CaseDraft, CaseRuntime, OracleSpec, PromptDraft
from user_sim.security.plan.locate import Site, validate_at
from user_sim.security.plan.variables import BUILTIN_VARIABLES, BoundVariable, find_file, placeholders, render, resolve
from user_sim.security.plan.variables import split_function as _split

CSV_ORACLE_COLUMNS = frozenset({"id", "prompt", "oracle_type", "oracle_params", "keywords", "pattern"})


@dataclass
class RawCase:
    """A case as read from its file, before variables are merged."""

    case_id: str
    prompt: str
    prompt_site: Site
    oracle: OracleSpec | None = None
    oracle_site: Site | None = None
    variables: dict[str, tuple[BoundVariable, Site]] = field(default_factory=dict)
    tags: tuple[str, ...] = ()
    metadata: dict[str, Any] = field(default_factory=dict)


@dataclass
class ReadFile:
    """What a case file declares."""

    cases: list[RawCase]
    variables: dict[str, tuple[BoundVariable, Site]] = field(default_factory=dict)
    oracle: OracleSpec | None = None
    oracle_site: Site | None = None
    tags: tuple[str, ...] = ()
    name: str | None = None
    description: str | None = None


def read_case_file(path: Path, display: str, project_dir: Path) -> ReadFile:
    """Parse and check one case file (YAML or CSV); raise ConfigError with every problem located."""
    issues: list[Issue] = []
    if path.suffix.lower() == ".csv":
        read = _read_csv(path, display, issues)
    else:
        read = _read_yaml(load_yaml(path, display), path.parent, issues)
    for name, (bound, site) in read.variables.items():
        issues += check_variable(name, bound, site, project_dir)
    for case in read.cases:
        for name, (bound, site) in case.variables.items():
            issues += check_variable(name, bound, site, project_dir)
    if issues:
        raise ConfigError(issues)
    return read


def _read_yaml(doc: YamlDoc, base_dir: Path, issues: list[Issue]) -> ReadFile:
    model, problems = validate_at(CaseFile, doc, ())
    if model is None:
        raise ConfigError(problems)
    read = ReadFile([], name=model.name, description=model.description, tags=tuple(model.tags))
    read.variables = _bind(model.variables, doc, ("variables",), base_dir)
    if model.oracle is not None:
        read.oracle, read.oracle_site = OracleSpec(model.oracle.type, model.oracle.params), Site(doc, ("oracle",))
    seen: dict[str, int] = {}
    for i, entry in enumerate(model.cases):
        case_id = str(entry.id) if entry.id is not None else f"custom_{i + 1}"
        if case_id in seen:
            issues.append(
                doc.issue(("cases", i, "id"), f"duplicate case id {case_id!r} (first at cases[{seen[case_id]}])")
            )
        seen.setdefault(case_id, i)
        case = RawCase(
            case_id,
            entry.prompt,
            Site(doc, ("cases", i, "prompt")),
            tags=tuple(entry.tags),
            metadata={**entry.metadata, **({"description": entry.description} if entry.description else {})},
        )
        case.variables = _bind(entry.variables, doc, ("cases", i, "variables"), base_dir)
        if entry.oracle is not None:
            case.oracle, case.oracle_site = (
                OracleSpec(entry.oracle.type, entry.oracle.params),
                Site(doc, ("cases", i, "oracle")),
            )
        read.cases.append(case)
    return read


def _bind(
    defs: dict[str, VariableDef], doc: YamlDoc, at: tuple[str | int, ...], base_dir: Path
) -> dict[str, tuple[BoundVariable, Site]]:
    return {name: (BoundVariable(d, base_dir), Site(doc, (*at, name))) for name, d in defs.items()}


def _read_csv(path: Path, display: str, issues: list[Issue]) -> ReadFile:
    reader = csv.DictReader(io.StringIO(read_text(path, display), newline=""))
    columns = [c for c in reader.fieldnames or [] if c is not None]
    if "prompt" not in columns:
        raise ConfigError(Issue(display, 1, 1, "", "a CSV case file needs a 'prompt' column"))
    read = ReadFile([])
    seen: set[str] = set()
    for n, row in enumerate(reader, 1):
        cell = _CsvRow(display, reader.line_num, columns)
        case_id = (row.get("id") or "").strip() or f"custom_{n}"
        if not (row.get("prompt") or "").strip():
            issues.append(cell.at("prompt").issue("empty prompt"))
        if case_id in seen:
            issues.append(cell.at("id").issue(f"duplicate case id {case_id!r}"))
        seen.add(case_id)
        case = RawCase(case_id, row.get("prompt") or "", cell.at("prompt"))
        case.metadata = {k: v for k, v in row.items() if k is not None and k not in CSV_ORACLE_COLUMNS}
        case.oracle, case.oracle_site = _csv_oracle(row, cell, issues)
        read.cases.append(case)
    return read


@dataclass(frozen=True)
class _CsvRow:
    file: str
    line: int
    columns: list[str]

    def at(self, column: str) -> Site:
        col = self.columns.index(column) + 1 if column in self.columns else 1
        return Site(None, file=self.file, line=self.line, column=col, label=f"row {self.line}.{column}")


def _csv_oracle(row: dict[str, Any], cell: _CsvRow, issues: list[Issue]) -> tuple[OracleSpec | None, Site | None]:
    oracle_type = (row.get("oracle_type") or "").strip()
    if not oracle_type:
        return None, None
    try:
        params = json.loads(row.get("oracle_params") or "{}")
    except json.JSONDecodeError as exc:
        issues.append(cell.at("oracle_params").issue(f"oracle_params is not valid JSON: {exc.msg}"))
        return None, None
    if not isinstance(params, dict):
        issues.append(cell.at("oracle_params").issue("oracle_params must be a JSON object"))
        return None, None
    if (row.get("keywords") or "").strip():
        params["keywords"] = [k.strip() for k in row["keywords"].split("|") if k.strip()]
    if (row.get("pattern") or "").strip():
        params["pattern"] = row["pattern"]
    return OracleSpec(oracle_type, params), cell.at("oracle_type")


def check_variable(name: str, bound: BoundVariable, site: Site, project_dir: Path) -> list[Issue]:
    """Check that the files a variable names exist (and that code stays inside the project)."""
    spec = bound.definition
    if spec.type == "path" and find_file(str(spec.value), bound.base_dir, project_dir) is None:
        return [site.issue(f"file {spec.value!r} not found (looked in {bound.base_dir} and the project)", ("value",))]
    if spec.function is None:
        return []
    parts = _split(spec.function)
    if parts is None:
        return [site.issue("function must look like 'file.py:function_name'", ("function",))]
    found = find_file(parts[0], bound.base_dir, project_dir)
    if found is None:
        return [site.issue(f"function file {parts[0]!r} not found", ("function",))]
    if not found.is_relative_to(project_dir.resolve()):
        return [site.issue(f"function file {parts[0]!r} is outside the project folder", ("function",))]
    return []


def parameter_variables(
    ctx: PlanContext, existing: dict[str, tuple[BoundVariable, Site]]
) -> tuple[dict[str, tuple[BoundVariable, Site]], list[Issue]]:
    """Turn the entry's ``parameters`` into variables (a bare value replaces only the ``value``)."""
    out: dict[str, tuple[BoundVariable, Site]] = {}
    issues: list[Issue] = []
    for name, raw in ctx.entry.parameters.items():
        at = (*ctx.entry_path, "parameters", name)
        data = raw
        if not isinstance(raw, dict) and name in existing:
            keep = existing[name][0].definition
            data = {"value": raw, "type": keep.type, "protect": keep.protect}
        model, problems = validate_at(VariableDef, ctx.doc, at, data=data)
        issues += problems
        if model is not None:
            out[name] = (BoundVariable(model, ctx.security_dir), Site(ctx.doc, at))
    for name, (bound, site) in out.items():
        issues += check_variable(name, bound, site, ctx.project_dir)
    return out, issues


def build_drafts(
    read: ReadFile, ctx: PlanContext, default_oracle: OracleSpec | None, tags: tuple[str, ...], case_site: Site
) -> list[CaseDraft]:
    """Merge variables (file < case < parameters), check placeholders, and make one draft per case."""
    overrides, issues = parameter_variables(ctx, read.variables)
    used: set[str] = set()
    drafts = []
    for case in read.cases:
        bound = {**read.variables, **case.variables, **overrides}
        names = placeholders(case.prompt)
        used.update(names)
        issues += _placeholder_issues(case, names, bound)
        oracle, site = _pick_oracle(case, read, ctx, default_oracle, case_site)
        build = _builder(case.prompt, names, {n: b for n, (b, _s) in bound.items()}, ctx.project_dir)
        generates = any(bound[n][0].definition.generate is not None for n in names if n in bound)
        drafts.append(
            CaseDraft(
                case.case_id,
                build,
                case.prompt,
                oracle,
                tags=(*tags, *read.tags, *case.tags),
                metadata=case.metadata,
                oracle_site=site,
                needs_llm=generates,
            )
        )
    issues += _unused(read.variables, used, "variable {!r} is defined but no prompt uses it")
    issues += _unused(overrides, used, "parameter {!r} is not a placeholder of any case in this file")
    if issues:
        raise ConfigError(issues)
    return drafts


def _placeholder_issues(case: RawCase, names: list[str], bound: dict[str, tuple[BoundVariable, Site]]) -> list[Issue]:
    """A placeholder of the case's prompt that nothing defines; a variable of the case its prompt does not use."""
    undefined = [
        case.prompt_site.issue(f"placeholder {{{{{n}}}}} has no definition in variables or parameters")
        for n in names
        if n not in bound and n not in BUILTIN_VARIABLES
    ]
    unused = [
        site.issue(f"variable {n!r} is not used in this case's prompt")
        for n, (_b, site) in case.variables.items()
        if n not in names
    ]
    return undefined + unused


def _unused(variables: dict[str, tuple[BoundVariable, Site]], used: set[str], message: str) -> list[Issue]:
    """``message`` (formatted with the name) at each of ``variables`` that no prompt uses."""
    return [site.issue(message.format(name)) for name, (_b, site) in variables.items() if name not in used]


def _pick_oracle(
    case: RawCase, read: ReadFile, ctx: PlanContext, default: OracleSpec | None, case_site: Site
) -> tuple[OracleSpec, Site | None]:
    if case.oracle is not None:
        return case.oracle, case.oracle_site
    if ctx.entry.oracle is not None:
        return OracleSpec(ctx.entry.oracle.type, dict(ctx.entry.oracle.params)), None
    if read.oracle is not None:
        return read.oracle, read.oracle_site
    if default is None:
        raise ConfigError(case_site.issue(f"case {case.case_id!r} has no oracle and the attack has no default"))
    return default, None


def _builder(template: str, names: list[str], bound: dict[str, BoundVariable], project_dir: Path) -> Any:
    def build(runtime: CaseRuntime) -> PromptDraft:
        resolution = resolve(names, bound, runtime, project_dir)
        meta = {"variables": dict(resolution.notes)} if resolution.notes else {}
        if resolution.inconclusive is not None:
            return PromptDraft(None, inconclusive=resolution.inconclusive, metadata=meta)
        return PromptDraft(
            render(template, resolution.values), tuple(resolution.protected), meta, stand_in=resolution.stand_in
        )

    return build
