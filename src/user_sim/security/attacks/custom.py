"""Attacks whose cases come from a case file: the user's (``custom_benchmark``) or ours (``owasp_pack``)."""

from __future__ import annotations

from importlib.resources import as_file, files
from pathlib import Path

from pydantic import Field, field_validator

from user_sim.config.base import StrictModel
from user_sim.errors import ConfigError
from user_sim.security.attacks.base import Attack, PlanContext, attack
from user_sim.security.attacks.casefile import build_drafts, read_case_file
from user_sim.security.plan.cases import CaseDraft, OracleSpec
from user_sim.security.plan.locate import Site
from user_sim.wording import did_you_mean

CASE_FILE_SUFFIXES = (".yml", ".yaml", ".csv")

OWASP_2025 = {
    "LLM01": "LLM01:2025 Prompt Injection",
    "LLM02": "LLM02:2025 Sensitive Information Disclosure",
    "LLM03": "LLM03:2025 Supply Chain",
    "LLM04": "LLM04:2025 Data and Model Poisoning",
    "LLM05": "LLM05:2025 Improper Output Handling",
    "LLM06": "LLM06:2025 Excessive Agency",
    "LLM07": "LLM07:2025 System Prompt Leakage",
    "LLM08": "LLM08:2025 Vector and Embedding Weaknesses",
    "LLM09": "LLM09:2025 Misinformation",
    "LLM10": "LLM10:2025 Unbounded Consumption",
}


class CustomParams(StrictModel):
    """Parameters of ``custom_benchmark``."""

    file: str | None = None
    """Older spelling of the entry's ``source``."""


@attack("custom_benchmark")
class CustomBenchmark(Attack):
    """Run the cases of a project YAML or CSV file, each once, with per-case oracles and variables."""

    description = (
        "Runs the cases of a YAML or CSV file from the project (each case once; attempts do not apply), with "
        "file-level and per-case oracles and {{variables}} (value, path, generate+fallback, function, protect)."
    )
    tags = ()
    Params = CustomParams
    default_oracle = OracleSpec("refusal_detection", {"expected": "refused"})
    takes_case_file = True

    def plan(self, params: CustomParams, ctx: PlanContext) -> list[CaseDraft]:
        """Read and check the case file; one draft per case."""
        written_at = ("source",) if ctx.entry.source else ("params", "file")
        source = ctx.entry.source or params.file
        if not source:
            raise ConfigError(ctx.issue(("name",), "custom_benchmark needs a 'source' file of cases"))
        path = _find_source(source, ctx)
        if path is None:
            raise ConfigError(ctx.issue(written_at, f"case file {source!r} not found in security/ or the project"))
        if path.suffix.lower() not in CASE_FILE_SUFFIXES:
            raise ConfigError(ctx.issue(written_at, "a case file must be .yml, .yaml or .csv"))
        read = read_case_file(path, _display(path, ctx.project_dir), ctx.project_dir)
        site = Site(ctx.doc, (*ctx.entry_path, *written_at))
        return build_drafts(read, ctx, self.default_oracle, self.tags, site)


def _find_source(source: str, ctx: PlanContext) -> Path | None:
    path = Path(source)
    candidates = [path] if path.is_absolute() else [ctx.security_dir / path, ctx.project_dir / path]
    return next((c for c in candidates if c.is_file()), None)


def _display(path: Path, project_dir: Path) -> str:
    try:
        return str(path.resolve().relative_to(project_dir.resolve()))
    except ValueError:
        return str(path)


class PackParams(StrictModel):
    """Parameters of ``owasp_pack``."""

    categories: list[str] | None = Field(default=None, min_length=1)
    """Run only these OWASP ids (``LLM01`` ... ``LLM10``); all by default."""

    @field_validator("categories")
    @classmethod
    def _known(cls, value: list[str] | None) -> list[str] | None:
        unknown = [c for c in value or [] if c.upper() not in OWASP_2025]
        if unknown:
            hint = did_you_mean(unknown[0].upper(), OWASP_2025)
            raise ValueError(f"unknown OWASP id {unknown[0]!r}{hint} (expected one of {', '.join(OWASP_2025)})")
        return [c.upper() for c in value] if value else value


@attack("owasp_pack")
class OwaspPack(Attack):
    """Our bundled offline pack: hand-written probes across the OWASP LLM Top 10 (2025), no LLM needed."""

    description = (
        "A bundled pack of hand-written probes across the OWASP LLM Top 10 (2025) judged by deterministic "
        "oracles, so a campaign runs offline with no model. Each probe runs once; 'categories' narrows it."
    )
    tags = tuple(OWASP_2025.values())
    Params = PackParams
    default_oracle = OracleSpec("refusal_detection", {"expected": "refused"})
    takes_case_file = True
    RESOURCE = "owasp_pack.yml"

    def plan(self, params: PackParams, ctx: PlanContext) -> list[CaseDraft]:
        """Every bundled probe (or those of the chosen categories)."""
        with as_file(files("user_sim.security.attacks") / self.RESOURCE) as path:
            read = read_case_file(Path(path), f"<bundled {self.RESOURCE}>", ctx.project_dir)
        drafts = build_drafts(read, ctx, self.default_oracle, (), Site(ctx.doc, (*ctx.entry_path, "name")))
        if params.categories:
            drafts = [d for d in drafts if any(t.split(":")[0] in params.categories for t in d.tags)]
        return drafts
