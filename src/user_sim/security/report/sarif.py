"""SARIF 2.1.0 output (``security.sarif``) for code-scanning dashboards.

One rule per attack that ran (its description, the OWASP and ATLAS tags of its cases) and one result per case
that is not resilient: a breach is a failing ``error``; an inconclusive or errored case (the run could not judge
it) is a ``review`` result of level ``none``, which claims no vulnerability. Resilient and skipped cases are not
results: GitHub code scanning ignores ``kind`` and opens an alert for every result, so a ``pass`` result would be
a false alert. They are counted in the run's ``properties`` (``cases`` and ``verdicts``, the console's numbers), so
nothing is hidden. Each result points at the attack's entry in security.yml, carries a stable fingerprint (attack
and case id, so a dashboard tracks a finding across runs) and, as properties, the verdict, the breached turn of a
multi-turn case, who made the verdict (oracle, LLM judge, escalated judge) and the evidence (quoted as sent,
redacted when the run redacts).

The run's one ``invocations`` entry says whether it ran to its end (``executionSuccessful``): a run still going,
stopped early (Ctrl-C, SIGTERM, a budget, stop_on_breach, an internal error) or with planned cases that did not
run is not, and its ``toolExecutionNotifications`` say why (``descriptor.id`` ``incomplete``) and name each case
that did not run (``not_run``, its attack as ``associatedRule``), so a dashboard never takes a partial run for a
clean one. Its ``properties`` carry ``stopped``/``planned``/``finished`` as the YAML reports do.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from user_sim import __version__
from user_sim.runs.completion import RunCompletion, not_run_message
from user_sim.security.plan.cases import VERDICTS
from user_sim.security.records import CaseRecord

SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
_NOT_RESULTS = frozenset({"resilient", "skipped"})
"""Verdicts counted in the run's properties but not written as results (code scanning alerts on every result)."""


def artifact_uri(path: Path, project_dir: Path) -> str:
    """security.yml as a SARIF location: relative to its git repository's root, else the project, else a file URI.

    Code scanning resolves a location from the repository's root, and the project may be a folder of it.
    """
    resolved = path.resolve()
    repository = next((folder for folder in resolved.parents if (folder / ".git").exists()), None)
    for base in (repository, project_dir.resolve()):
        if base is not None and resolved.is_relative_to(base):
            return resolved.relative_to(base).as_posix()
    return resolved.as_uri()


def _entry_index(record: CaseRecord) -> int:
    return int(record.key.split(":", 1)[0] or 0)


def _rule(attack: str, records: list[CaseRecord], description: str) -> dict[str, Any]:
    """The attack's rule; its tags are those of all its cases (each ``owasp_pack`` probe has its own category)."""
    owasp = list(dict.fromkeys(tag for record in records for tag in record.tags))
    atlas = list(dict.fromkeys(tag for record in records for tag in record.atlas))
    return {
        "id": attack,
        "name": attack,
        "shortDescription": {"text": description or f"the {attack} attack"},
        "properties": {"tags": [*owasp, *atlas], "owasp": owasp, "atlas": atlas},
    }


def _result(record: CaseRecord, rule_index: int, source: str, line: int | None) -> dict[str, Any]:
    status = record.status
    oracle = record.oracle
    location: dict[str, Any] = {"artifactLocation": {"uri": source}}
    if line is not None:
        location["region"] = {"startLine": line}
    properties: dict[str, Any] = {
        "case_id": record.case_id,
        "verdict": status,
        "oracle": oracle.type,
        "judged_by": oracle.judged_by or "oracle",
        "evidence": oracle.evidence or [],
        "owasp": record.tags,
        "atlas": record.atlas,
    }
    if record.turn is not None:
        properties["turn"] = record.turn
    return {
        "ruleId": record.attack,
        "ruleIndex": rule_index,
        "kind": "fail" if status == "breached" else "review",  # SARIF: a kind other than fail has level none
        "level": "error" if status == "breached" else "none",
        "message": {"text": f"{status}: {record.reason}".strip()},
        "locations": [{"physicalLocation": location}],
        "partialFingerprints": {"securityCase/v1": f"{record.attack}/{record.case_id}"},
        "properties": properties,
    }


def sarif_log(
    records: list[CaseRecord],
    run_id: str,
    source: str,
    entry_lines: dict[int, int],
    descriptions: dict[str, str],
    completion: RunCompletion | None = None,
) -> dict[str, Any]:
    """The SARIF log of one campaign (``source``: security.yml's :func:`artifact_uri`, for locations)."""
    by_attack: dict[str, list[CaseRecord]] = {}
    for record in records:
        by_attack.setdefault(record.attack, []).append(record)
    index = {attack: position for position, attack in enumerate(by_attack)}
    rules = [_rule(attack, cases, descriptions.get(attack, "")) for attack, cases in by_attack.items()]
    listed = [r for r in records if r.status not in _NOT_RESULTS]
    results = [_result(r, index[r.attack], source, entry_lines.get(_entry_index(r))) for r in listed]
    driver = {"name": "user_sim", "version": __version__}
    run: dict[str, Any] = {
        "tool": {"driver": {**driver, "rules": rules}},
        "automationDetails": {"id": f"sensei-security-check/{run_id}"},
        "columnKind": "unicodeCodePoints",
        "results": results,
        "properties": _verdict_counts(records),
    }
    if completion is not None:
        run["invocations"] = [invocation(completion, run_id)]
    return {
        "$schema": SCHEMA,
        "version": "2.1.0",
        "runs": [run],
    }


def _verdict_counts(records: list[CaseRecord]) -> dict[str, Any]:
    """The run's ``properties``: every case counted by verdict, listed as a result or not (the console's table)."""
    tally = Counter(record.status for record in records)
    return {
        "cases": len(records),
        "verdicts": {verdict: tally[verdict] for verdict in (*VERDICTS, *sorted(set(tally) - set(VERDICTS)))},
        "unlisted_verdicts": sorted(_NOT_RESULTS),
    }


def invocation(completion: RunCompletion, run_id: str) -> dict[str, Any]:
    """The run's ``invocation``: whether it ran to its end and, when not, why and which cases did not run."""
    record: dict[str, Any] = {
        "executionSuccessful": not completion.incomplete,
        "properties": completion.model_dump(mode="json", include={"stopped", "planned", "finished"}),
    }
    if completion.incomplete:
        why = _notification("incomplete", completion.describe("cases", run_id))
        message = not_run_message(completion.stopped)
        cases = [_notification("not_run", f"{attack} / {case_id}: {message}", attack) for attack, case_id in
                 completion.not_run()]  # fmt: skip
        record["toolExecutionNotifications"] = [why, *cases]
    return record


def _notification(kind: str, text: str, attack: str | None = None) -> dict[str, Any]:
    notification: dict[str, Any] = {"level": "error", "message": {"text": text}, "descriptor": {"id": kind}}
    if attack is not None:
        notification["associatedRule"] = {"id": attack}
    return notification
