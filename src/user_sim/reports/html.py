"""``report.html``: one self-contained page (inline CSS, no script, no external fetch) for people to read.

Every piece of text that comes from a conversation, a profile or an error goes through :func:`html.escape`
(``_e``) — a chatbot reply holding ``<script>`` shows as text. A Content-Security-Policy that forbids scripts
and every fetch is there as a second fence.
"""

from __future__ import annotations

import html
import json
from collections.abc import Sequence
from typing import Any

from user_sim.core.records import ConversationRecord
from user_sim.reports.conversation_yaml import interaction
from user_sim.reports.outcome import conversation_label, outcome_of
from user_sim.reports.summary import build_report
from user_sim.wording import plural

_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"
_STYLE = """
body{font-family:system-ui,sans-serif;margin:2rem;max-width:70rem;color:#222}
table{border-collapse:collapse;margin:.5rem 0 1.5rem}td,th{border:1px solid #ccc;padding:.25rem .6rem;text-align:left}
th{background:#f3f3f3}.passed{color:#176317}.failed{color:#9a5b00}.error{color:#a11}
details{border:1px solid #ddd;border-radius:4px;margin:.4rem 0;padding:.3rem .6rem}summary{cursor:pointer}
.msg{white-space:pre-wrap;margin:.2rem 0 .6rem;padding:.3rem .5rem;border-radius:4px}
.User{background:#eef4ff}.Assistant{background:#f4f4f4}.who{font-weight:600;font-size:.85rem}
code{background:#f3f3f3;padding:0 .2rem}
"""


def _e(value: Any) -> str:
    """Escape any value for HTML text or attribute context."""
    return html.escape(value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str))


def render_html(records: Sequence[ConversationRecord], run_id: str) -> str:
    """The whole page."""
    report = build_report(records, run_id)
    body = [
        f"<h1>sensei-chat run <code>{_e(run_id)}</code></h1>",
        _overview(report),
        _profiles_table(report),
        _errors(report),
        "<h2>Conversations</h2>",
        *(_profile_section(name, [r for r in records if r.profile == name]) for name in report["profiles"]),
    ]
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f'<meta http-equiv="Content-Security-Policy" content="{_CSP}">'
        f"<title>sensei-chat {_e(run_id)}</title><style>{_STYLE}</style></head>\n<body>\n"
        + "\n".join(body)
        + "\n</body></html>\n"
    )


def _overview(report: dict[str, Any]) -> str:
    outcomes, latency = report["outcomes"], report["latency_ms"]
    cost = report["cost"] if report["cost"] == "unknown" else f"${report['cost']:.6f}"
    rows = [
        ("conversations", report["conversations"]),
        *((name, outcomes[name]) for name in ("passed", "failed", "error")),
        ("cost", cost + (f" (known part ${report['known_cost']:.6f})" if "known_cost" in report else "")),
        ("response time (ms)", ", ".join(f"{k} {v}" for k, v in latency.items() if k != "turns")),
        (
            "tokens in / out",
            f"{report['usage'].get('total', {}).get('input_tokens', 0)} / "
            f"{report['usage'].get('total', {}).get('output_tokens', 0)}",
        ),
    ]
    return "<table>" + "".join(f"<tr><th>{_e(k)}</th><td>{_e(v)}</td></tr>" for k, v in rows) + "</table>"


def _profiles_table(report: dict[str, Any]) -> str:
    reasons = [r for r, n in report["end_reasons"].items() if n]
    head = "".join(f"<th>{_e(r)}</th>" for r in ["profile", "conversations", *reasons])
    rows = [
        f"<tr><td>{_e(name)}</td><td>{block['conversations']}</td>"
        + "".join(f"<td>{block['end_reasons'][r]}</td>" for r in reasons)
        + "</tr>"
        for name, block in report["profiles"].items()
    ]
    return f"<h2>End reasons by profile</h2><table><tr>{head}</tr>{''.join(rows)}</table>"


def _errors(report: dict[str, Any]) -> str:
    if not report["errors"]:
        return ""
    items = "".join(
        f"<li><b>{_e(err['profile'])}</b> #{_e(err['conversation'])} ({_e(err['end_reason'])}): {_e(err['error'])}</li>"
        for err in report["errors"]
    )
    return f"<h2>Errors</h2><ul>{items}</ul>"


def _profile_section(name: str, records: Sequence[ConversationRecord]) -> str:
    return f"<h3>{_e(name)}</h3>\n" + "\n".join(_conversation(r) for r in records)


def _conversation(record: ConversationRecord) -> str:
    outcome = outcome_of(record)
    title = (
        f'#{_e(conversation_label(record))} · <span class="{outcome}">{_e(record.end_reason)}</span> · '
        f"{plural(len(record.turns), 'turn')} · serial <code>{_e(record.serial)}</code>"
    )
    facts = [("values", record.values), ("data_output", record.data_output), ("error", record.error)]
    details = "".join(f"<tr><th>{_e(k)}</th><td>{_e(v)}</td></tr>" for k, v in facts if v)
    messages = "".join(
        f'<div class="who">{_e(who)}</div><div class="msg {_e(who)}">{_e(text)}</div>'
        for entry in interaction(record)
        for who, text in entry.items()
    )
    return f"<details><summary>{title}</summary><table>{details}</table>{messages}</details>"
