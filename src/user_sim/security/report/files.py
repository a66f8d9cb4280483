"""Reports derived from the case records: SENSEI's 5-document suite YAML and summary YAML, JUnit XML and SARIF.

Suite documents (SENSEI 1.1.5 layout, plus our ``inconclusive`` counts, run id, seed, and how much of the run
finished — ``stopped``, ``planned``, ``finished``, ``did_not_run``: the field set of every run command,
``runs.completion``; the suite's ``not_run`` count, older than that set, is kept for its readers):
1. metadata and totals, 2. timings, 3. ``attack_report``, 4. ``interaction`` (one conversation per case),
5. ``security_results`` (status, prompt, reply, oracle, reason, metadata, errors per case).
Every string goes through the redactor before it is written.
"""

from __future__ import annotations

import functools
import json
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from user_sim.core.records import safe_name
from user_sim.runs.completion import RunCompletion
from user_sim.runs.files import write_atomic as write_text
from user_sim.runs.junit import clean as _x
from user_sim.runs.junit import not_run_cases, render, unfinished_case
from user_sim.security.execute.results_log import Redactor, redact_deep, redact_records
from user_sim.security.records import CaseRecord
from user_sim.security.report.sarif import sarif_log


@dataclass(frozen=True)
class RunInfo:
    """What the reports say about the run itself."""

    run_id: str
    name: str
    settings: dict[str, Any]
    """The execution/generation/simulation blocks as configured."""
    seed: int
    wall_seconds: float
    completion: RunCompletion
    """How much of the run finished, why it stopped early, which planned cases did not run (redacted as stored)."""
    extra: dict[str, Any] = field(default_factory=dict)
    source: str = "security/security.yml"
    """security.yml relative to the project (where SARIF results point)."""
    entry_lines: dict[int, int] = field(default_factory=dict)
    """Line of each attack entry in security.yml, by entry index."""
    descriptions: dict[str, str] = field(default_factory=dict)
    """Each attack's description (SARIF rules)."""


def counts(records: Iterable[CaseRecord]) -> dict[str, int]:
    """Totals by verdict, with SENSEI's key names (``errors``) plus ``inconclusive``."""
    tally = Counter(r.status for r in records)
    return {
        "total": sum(tally.values()),
        "resilient": tally["resilient"],
        "breached": tally["breached"],
        "inconclusive": tally["inconclusive"],
        "errors": tally["error"],
        "skipped": tally["skipped"],
    }


def escalation_summary(records: Iterable[CaseRecord]) -> dict[str, int]:
    """How many verdicts each kind of judge made (oracle, LLM judge, escalated judge)."""
    return dict(Counter(r.oracle.judged_by for r in records if r.oracle.judged_by))


def _fields(record: CaseRecord, keys: tuple[str, ...]) -> dict[str, Any]:
    """Some of the record's fields in their results.jsonl form, in the order of ``keys``."""
    plain = record.model_dump(mode="json", include=set(keys))
    return {k: plain[k] for k in keys}


def _times(values: list[float]) -> dict[str, float]:
    if not values:
        return {"average": 0, "max": 0, "min": 0}
    return {"average": round(sum(values) / len(values), 6), "max": round(max(values), 6), "min": round(min(values), 6)}


def suite_documents(records: list[CaseRecord], info: RunInfo) -> list[dict[str, Any]]:
    """The five documents of the suite YAML."""
    return [
        _meta_document(records, info),
        _timing_document(records, info),
        attack_report(records),
        {"interaction": [_fields(r, _INTERACTION_KEYS) for r in records]},
        {"security_results": [_fields(r, _DETAIL_KEYS) for r in records]},
    ]


_INTERACTION_KEYS = ("attack", "case_id", "attempt", "execution_mode", "pre_attack_turns", "conversation")
_DETAIL_KEYS = (
    "attack", "case_id", "status", "prompt", "response", "oracle", "reason", "metadata", "errors", "tags", "atlas",
    "turn",
)  # fmt: skip


def _meta_document(records: list[CaseRecord], info: RunInfo) -> dict[str, Any]:
    return {
        "serial": info.run_id,
        "run_id": info.run_id,
        "security_test_name": info.name,
        **info.settings,
        "summary": counts(records),
        "errors": [e for r in records for e in r.errors],
        "total_cost($)": round(sum(r.cost for r in records), 8),
        "verdicts_by": escalation_summary(records),
        "seed": info.seed,
        **info.completion.fields(),
        "not_run": info.completion.unfinished,  # kept for readers of earlier suites
        **info.extra,
    }


def _timing_document(records: list[CaseRecord], info: RunInfo) -> dict[str, Any]:
    pre = [t for r in records for t in r.pre_attack_response_times]
    attack = [r.attack_response_time for r in records if r.attack_response_time is not None]
    return {
        "conversation time": round(info.wall_seconds, 6),
        "assistant response time": pre + attack,
        "response time report": _times(pre + attack),
        "pre-attack assistant response time": pre,
        "pre-attack response time report": _times(pre),
        "attack assistant response time": attack,
        "attack response time report": _times(attack),
    }


def attack_report(records: list[CaseRecord]) -> dict[str, Any]:
    """SENSEI's ``attack_report`` document (failures = breaches)."""
    per: dict[str, dict[str, Any]] = {}
    for r in records:
        row = per.setdefault(r.attack, {"name": r.attack, "attempts": 0, "failures": 0, "errors": 0, "inconclusive": 0})
        row["attempts"] += 1
        row["failures"] += r.status == "breached"
        row["errors"] += r.status == "error"
        row["inconclusive"] += r.status == "inconclusive"
    total = counts(records)
    return {
        "attack_report": {
            "total_attacks": len(per),
            "total_attempts": total["total"],
            "total_failures": total["breached"],
            "errors": total["errors"],
            "inconclusive": total["inconclusive"],
            "attacks": list(per.values()),
        }
    }


_SUMMARY_KEYS = ("attack", "case_id", "status", "reason", "oracle", "errors", "tags", "atlas", "turn")


def summary_document(records: list[CaseRecord], info: RunInfo) -> dict[str, Any]:
    """SENSEI's compact summary YAML."""
    return {
        "security_test_name": info.name,
        "serial": info.run_id,
        "summary": counts(records),
        **info.completion.fields(),
        "results": [_fields(r, _SUMMARY_KEYS) for r in records],
        "verdicts_by": escalation_summary(records),
    }


_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
"""libyaml's safe dumper when PyYAML has it (ten times faster on a large campaign), else the pure-Python one."""


def write_reports(
    folder: Path,
    records: list[CaseRecord],
    info: RunInfo,
    redactor: Redactor | None,
    fail_on: str,
    copies: Mapping[str, Path] | None = None,
) -> dict[str, Path]:
    """Write the suite YAML, junit.xml, security.sarif, report.html, then the summary YAML, into ``folder``.

    The summary goes last: a reader (or a run killed between two writes) that finds it finds the rest of that moment.
    ``copies`` (``--junit FILE``, ``--sarif FILE``: report name → file) get each its report's text, every time.
    """
    from user_sim.security.report.html import render_security_html

    paths = {
        "suite": folder / f"{safe_name(info.name, 'security_suite')}_{info.run_id}.yml",
        "summary": folder / f"security_report_{info.run_id}.yml",
        "junit": folder / "junit.xml",
        "sarif": folder / "security.sarif",
        "html": folder / "report.html",
    }
    redactor = functools.lru_cache(maxsize=None)(redactor) if redactor is not None else None  # each text once
    docs = redact_deep(suite_documents(records, info), redactor)
    write_text(paths["suite"], yaml.dump_all(docs, Dumper=_DUMPER, allow_unicode=True, sort_keys=False))
    safe_records = redact_records(records, redactor)
    completion = RunCompletion.model_validate(redact_deep(info.completion.model_dump(mode="json"), redactor))
    write_text(paths["junit"], junit_xml(safe_records, info.name, fail_on, completion))
    sarif = sarif_log(safe_records, info.run_id, info.source, info.entry_lines, info.descriptions, completion)
    write_text(paths["sarif"], json.dumps(sarif, indent=2, ensure_ascii=False) + "\n")
    baseline = redact_deep(info.extra.get("baseline"), redactor)
    page = render_security_html(safe_records, info.run_id, info.name, completion, baseline)
    write_text(paths["html"], page)
    summary = redact_deep(summary_document(records, info), redactor)  # last: whoever finds it finds the rest
    write_text(paths["summary"], yaml.dump(summary, Dumper=_DUMPER, allow_unicode=True, sort_keys=False))
    for name, copy in (copies or {}).items():
        write_text(copy, paths[name].read_text(encoding="utf-8"))
    return paths


def junit_xml(records: list[CaseRecord], name: str, fail_on: str, completion: RunCompletion | None = None) -> str:
    """One testcase per case: a breach is a failure, an error or inconclusive case an error (``--fail-on``: a failure).

    A case the run could not judge (``inconclusive``: the judge, the generation or the warm-up failed) is an
    ``<error type="inconclusive">``, never a ``<skipped>``: CI shows a skipped test green, and the run exits 3.

    A planned case that did not run (``completion.did_not_run``) is an ``<error type="not_run">``
    (:func:`user_sim.runs.junit.not_run_cases`, the same as sensei-chat's junit.xml); a run cut short after every
    case ran has one more (:func:`user_sim.runs.junit.unfinished_case`).
    """
    root = ET.Element("testsuites", name=_x(name))
    by_attack: dict[str, list[CaseRecord]] = {}
    for r in records:
        by_attack.setdefault(r.attack, []).append(r)
    not_run = completion.did_not_run if completion is not None else {}
    stopped = completion.stopped if completion is not None else None
    for attack in dict.fromkeys([*by_attack, *not_run]):
        rows = by_attack.get(attack, [])
        suite = ET.SubElement(root, "testsuite", name=_x(attack))
        tally = Counter(_junit_case(suite, attack, r, fail_on) for r in rows)
        absent = not_run_cases(suite, f"security.{attack}", not_run.get(attack, []), stopped)
        suite.set("tests", str(len(rows) + absent))
        suite.set("failures", str(tally["failure"]))
        suite.set("errors", str(tally["error"] + absent))
        suite.set("skipped", str(tally["skipped"]))
    unfinished_case(root, completion)  # the totals of <testsuites> are the sums of its suites (runs.junit.recount)
    return render(root, indent=False)


def _junit_case(suite: ET.Element, attack: str, r: CaseRecord, fail_on: str) -> str:
    case = ET.SubElement(
        suite, "testcase", classname=_x(f"security.{attack}"), name=_x(r.case_id), time=f"{r.duration:.3f}"
    )
    properties = ET.SubElement(case, "properties")
    for name, value in (("owasp", ", ".join(r.tags)), ("atlas", ", ".join(r.atlas)), ("turn", r.turn),
                        ("judged_by", r.oracle.judged_by or "oracle")):  # fmt: skip
        if value not in (None, ""):
            ET.SubElement(properties, "property", name=name, value=_x(value))
    body = _x(f"prompt: {r.prompt}\nreply: {r.response}")
    status, reason = r.status, _x(r.reason)
    if status == "breached" or (status == "inconclusive" and fail_on == "inconclusive"):
        ET.SubElement(case, "failure", message=reason, type=status).text = body
        return "failure"
    if status in ("error", "inconclusive"):  # not judged: an error, never a <skipped> that CI shows green
        ET.SubElement(case, "error", message=reason, type=status).text = body
        return "error"
    if status == "skipped":
        ET.SubElement(case, "skipped", message=_x(f"{status}: {r.reason}"))
        return "skipped"
    return "passed"
