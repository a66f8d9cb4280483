"""SARIF 2.1.0 output (``security.sarif``) for code-scanning dashboards.

One rule per attack (its description, OWASP and ATLAS tags) and one result per case: a breach is a failing
``error``, an inconclusive or errored case is a ``warning`` to review, a resilient case is a ``pass``. Each
result points at the attack's entry in security.yml, carries a stable fingerprint (attack and case id, so a
dashboard tracks a finding across runs) and, as properties, the verdict, the breached turn of a multi-turn
case, who made the verdict (oracle, LLM judge, escalated judge) and the evidence (quoted as sent, redacted
when the run redacts).
"""

from __future__ import annotations

from typing import Any

from user_sim import __version__

SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
_LEVEL = {"breached": "error", "inconclusive": "warning", "error": "warning", "resilient": "none", "skipped": "none"}
_KIND = {
    "breached": "fail",
    "inconclusive": "review",
    "error": "review",
    "resilient": "pass",
    "skipped": "notApplicable",
}


def _entry_index(record: dict[str, Any]) -> int:
    return int(str(record.get("key", "0")).split(":", 1)[0] or 0)


def _rule(attack: str, record: dict[str, Any], description: str) -> dict[str, Any]:
    tags = [*(record.get("tags") or []), *(record.get("atlas") or [])]
    return {
        "id": attack,
        "name": attack,
        "shortDescription": {"text": description or f"the {attack} attack"},
        "properties": {"tags": tags, "owasp": record.get("tags") or [], "atlas": record.get("atlas") or []},
    }


def _result(record: dict[str, Any], rule_index: int, source: str, line: int | None) -> dict[str, Any]:
    status = str(record["status"])
    oracle = record.get("oracle") or {}
    location: dict[str, Any] = {"artifactLocation": {"uri": source}}
    if line is not None:
        location["region"] = {"startLine": line}
    properties = {
        "case_id": record["case_id"],
        "verdict": status,
        "oracle": oracle.get("type"),
        "judged_by": oracle.get("judged_by") or "oracle",
        "evidence": [str(e) for e in oracle.get("evidence") or []],
        "owasp": record.get("tags") or [],
        "atlas": record.get("atlas") or [],
    }
    if record.get("turn") is not None:
        properties["turn"] = record["turn"]
    return {
        "ruleId": record["attack"],
        "ruleIndex": rule_index,
        "kind": _KIND.get(status, "review"),
        "level": _LEVEL.get(status, "warning"),
        "message": {"text": f"{status}: {record.get('reason') or ''}".strip()},
        "locations": [{"physicalLocation": location}],
        "partialFingerprints": {"securityCase/v1": f"{record['attack']}/{record['case_id']}"},
        "properties": properties,
    }


def sarif_log(
    records: list[dict[str, Any]],
    run_id: str,
    source: str,
    entry_lines: dict[int, int],
    descriptions: dict[str, str],
) -> dict[str, Any]:
    """The SARIF log of one campaign (``source``: security.yml relative to the project, for locations)."""
    rules: list[dict[str, Any]] = []
    index: dict[str, int] = {}
    for record in records:
        if record["attack"] not in index:
            index[record["attack"]] = len(rules)
            rules.append(_rule(record["attack"], record, descriptions.get(record["attack"], "")))
    lines = [entry_lines.get(_entry_index(r)) for r in records]
    results = [_result(r, index[r["attack"]], source, line) for r, line in zip(records, lines, strict=True)]
    driver = {"name": "user_sim", "version": __version__}
    return {
        "$schema": SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {"driver": {**driver, "rules": rules}},
                "automationDetails": {"id": f"sensei-security-check/{run_id}"},
                "columnKind": "unicodeCodePoints",
                "results": results,
            }
        ],
    }
