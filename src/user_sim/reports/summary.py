"""``report.yml``: the run summary, derived from the records of results.jsonl only.

Shape::

    run_id, stopped, planned, finished, did_not_run (only when some did not run) (runs.completion.RunCompletion),
    conversations, outcomes {passed, failed, error}, end_reasons {reason: count},
    latency_ms {turns, min, mean, p50, p95, max} (3 significant digits),
    usage {purpose: {calls, cached_calls, input_tokens, output_tokens, cost}, total: ...},
    cost (dollars, or "unknown" with known_cost; cost_note says why, once),
    role_violations {kind: drafts not sent} (only when some),
    errors [{profile, conversation, serial, end_reason, error}],
    profiles {test_name: {conversations, outcomes, end_reasons, latency_ms, usage, cost...,
              and with replicates: replicates, cases, pass@1, pass^k (see reports.replicates)}}

and the blocks judges of the run add (:func:`add_section`): ``rules`` (the rules' verdicts), ``validation`` (the
simulated user's and the judge's validation keys and status, written by sensei-chat, sensei-merge and
``sensei-check --evaluate``), ``evaluation`` (its verdict, judge calls and failures with the first one's error,
gate failures: ``evaluation.run_page.evaluation_summary``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import yaml

from user_sim.core.records import ConversationRecord
from user_sim.reports.outcome import conversation_label, extraction_message
from user_sim.reports.replicates import replicate_rates
from user_sim.reports.stats import cost_summary, end_reason_counts, latency_stats, outcome_counts, usage_by_purpose
from user_sim.runs.completion import RunCompletion
from user_sim.runs.files import write_atomic


def build_report(
    records: Sequence[ConversationRecord], run_id: str, completion: RunCompletion | None = None
) -> dict[str, Any]:
    """The report of a run (see module docstring); ``records`` should hold one record per conversation."""
    by_profile: dict[str, list[ConversationRecord]] = {}
    for record in records:
        by_profile.setdefault(record.profile, []).append(record)
    return {
        "run_id": run_id,
        **(completion.fields() if completion is not None else {}),
        **_block(records, note=True),
        "errors": error_list(records),
        "profiles": {
            name: {**_block(group, note=False), **replicate_rates(group)} for name, group in sorted(by_profile.items())
        },
    }


def _block(records: Sequence[ConversationRecord], *, note: bool) -> dict[str, Any]:
    return {
        "conversations": len(records),
        "outcomes": outcome_counts(records),
        "end_reasons": end_reason_counts(records),
        "latency_ms": latency_stats(records),
        "usage": usage_by_purpose(records),
        **cost_summary(records, note=note),
        **role_violations(records),
    }


def role_violations(records: Sequence[ConversationRecord]) -> dict[str, Any]:
    """``{role_violations: {kind: drafts}}`` when the LLM user's drafts broke role (never sent), else {}."""
    counts: dict[str, int] = {}
    for record in records:
        for kind, n in record.role_violations.items():
            counts[kind] = counts.get(kind, 0) + n
    return {"role_violations": dict(sorted(counts.items()))} if counts else {}


def error_list(records: Sequence[ConversationRecord]) -> list[dict[str, Any]]:
    """Every conversation that carries an error (failed target/LLM, budget, extraction problems)."""
    out: list[dict[str, Any]] = []
    for record in records:
        causes = [record.error] if record.error else []
        causes += [extraction_message([problem]) for problem in record.extraction_problems]
        out.extend(
            {
                "profile": record.profile,
                "conversation": conversation_label(record),
                "serial": record.serial,
                "end_reason": record.end_reason,
                "error": cause,
            }
            for cause in causes
        )
    return out


def render_report(records: Sequence[ConversationRecord], run_id: str, completion: RunCompletion | None = None) -> str:
    """The text of report.yml."""
    report = build_report(records, run_id, completion)
    return yaml.safe_dump(report, allow_unicode=True, sort_keys=False, default_flow_style=False)


def read_report(report_yml: Path) -> dict[str, Any]:
    """The top-level mapping of a report.yml; empty when it is absent, unreadable or no mapping."""
    try:
        report = yaml.safe_load(report_yml.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError):
        return {}
    return report if isinstance(report, dict) else {}


def completion_in(report: Mapping[str, Any]) -> RunCompletion | None:
    """The ``stopped``/``planned``/``finished`` of a report.yml's mapping (None when it has none)."""
    from pydantic import ValidationError

    fields = {key: report[key] for key in RunCompletion.model_fields if key in report}
    try:
        return RunCompletion.model_validate(fields) if "planned" in fields else None
    except ValidationError:
        return None


def add_section(report_yml: Path, name: str, block: Any) -> None:
    """Add (or replace) the top-level block ``name`` of an existing report.yml, keeping everything else."""
    update_report(report_yml, {name: block})


def update_report(report_yml: Path, fields: Mapping[str, Any]) -> dict[str, Any]:
    """Add (or replace, where they are) the top-level ``fields`` of an existing report.yml, in one write.

    Returns the report as written, for a caller that goes on with it (it need not read the file again).
    """
    report: dict[str, Any] = yaml.safe_load(report_yml.read_text(encoding="utf-8")) or {}
    report.update(fields)
    write_atomic(report_yml, yaml.safe_dump(report, allow_unicode=True, sort_keys=False))
    return report
