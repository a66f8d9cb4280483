"""Rule verdicts in a run's reports, all derived from the run's ``rules.jsonl``.

A ``rules`` block in report.yml and a ``rules`` suite in junit.xml; report.html gets them as annotations
(``rules.report_view``).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from user_sim.evaluation.rules.verdicts import RuleVerdict, stats_by_rule
from user_sim.reports.summary import add_section
from user_sim.runs.jsonl import read_jsonl
from user_sim.runs.junit import clean, rewrite

RULES_FILE = "rules.jsonl"
_JUNIT_TAG = {"fail": "failure", "error": "error", "inconclusive": "error", "not_applicable": "skipped"}


def read_verdicts(run_dir: Path) -> list[RuleVerdict]:
    """The verdicts of ``run_dir/rules.jsonl`` (none when the file is absent; a torn last line is left out)."""
    return read_jsonl(run_dir / RULES_FILE, RuleVerdict, what="rule verdict")


def rules_block(verdicts: Sequence[RuleVerdict], llm_usage: dict[str, Any] | None = None) -> dict[str, Any]:
    """The ``rules`` block of report.yml: counts per rule, every non-passing verdict, the helpers' LLM usage."""
    return {
        "verdicts": {
            s.rule: {**s.counts, "checks": s.checks, "fail_rate": round(s.fail_rate, 2)}
            for s in stats_by_rule(verdicts)
        },
        "problems": [v.model_dump() for v in verdicts if v.verdict in ("fail", "error", "inconclusive")],
        "llm_usage": llm_usage or {},
    }


def rules_suite(verdicts: Sequence[RuleVerdict]) -> ET.Element:
    """A ``<testsuite name="rules">``: one testcase per verdict (n/a is skipped, inconclusive is an error)."""
    suite = ET.Element("testsuite", name="rules")
    for v in verdicts:
        case = ET.SubElement(
            suite, "testcase", classname=clean(f"rules.{v.rule}"), name=clean(" & ".join(v.conversations) or "(set)")
        )
        tag = _JUNIT_TAG.get(v.verdict)
        if tag is not None:
            ET.SubElement(case, tag, message=clean(f"{v.verdict}: {v.message or ''}"))
    suite.set("tests", str(len(verdicts)))
    suite.set("failures", str(sum(v.verdict == "fail" for v in verdicts)))
    suite.set("errors", str(sum(v.verdict in ("error", "inconclusive") for v in verdicts)))
    suite.set("skipped", str(sum(v.verdict == "not_applicable" for v in verdicts)))
    return suite


def add_rules_to_reports(
    run_dir: Path, llm_usage: dict[str, Any] | None = None, *, junit_copy: Path | None = None
) -> None:
    """Add the verdicts of ``run_dir/rules.jsonl`` to the report.yml and junit.xml already there.

    report.html is rendered again instead, with the rules' annotations (``evaluation.run_page.write_run_page``).
    """
    verdicts = read_verdicts(run_dir)
    if not verdicts:
        return
    report_yml = run_dir / "report.yml"
    if report_yml.is_file():
        add_section(report_yml, "rules", rules_block(verdicts, llm_usage))
    rewrite(run_dir / "junit.xml", lambda root: _replace_rules_suite(root, verdicts), copy=junit_copy)


def _replace_rules_suite(root: ET.Element, verdicts: Sequence[RuleVerdict]) -> None:
    for old in [s for s in root if s.get("name") == "rules"]:
        root.remove(old)  # checked again: replace, never duplicate
    root.append(rules_suite(verdicts))
