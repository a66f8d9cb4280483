"""Simulated versus real conversation shapes, side by side — descriptive only.

Per side: conversations, user messages per conversation, user message length and chatbot reply length (words;
mean, median, 90th percentile), the truncation rate (conversations whose last user message got no reply, or that
a turn limit / budget cut off), and the share of each end reason (real logs carry one only when they say so).
No test is made and no verdict is given: a reader compares the two columns.
"""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Sequence
from typing import Any

from user_sim.core.records import ConversationRecord
from user_sim.evaluation.real_logs import Dialogue
from user_sim.reports.conversation_yaml import interaction
from user_sim.wording import plural

_CUT = {"turn_limit", "budget"}


def from_records(records: Sequence[ConversationRecord]) -> list[Dialogue]:
    """Our run's conversations as dialogues (the bot's greeting included)."""
    return [
        Dialogue([(who.lower(), text) for entry in interaction(r) for who, text in entry.items()], r.end_reason)
        for r in records
    ]


def _spread(values: Sequence[float]) -> dict[str, float]:
    if not values:
        return {"mean": 0.0, "median": 0.0, "p90": 0.0}
    ordered = sorted(values)
    return {
        "mean": round(statistics.fmean(ordered), 2),
        "median": round(statistics.median(ordered), 2),
        "p90": round(ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))], 2),
    }


def shape(dialogues: Sequence[Dialogue]) -> dict[str, Any]:
    """The shape of one side."""
    words = {
        role: [len(t.split()) for d in dialogues for r, t in d.messages if r == role] for role in ("user", "assistant")
    }
    truncated = sum((bool(d.messages) and d.messages[-1][0] == "user") or d.end_reason in _CUT for d in dialogues)
    reasons = Counter(d.end_reason or "unknown" for d in dialogues)
    n = len(dialogues) or 1
    return {
        "conversations": len(dialogues),
        "user_messages_per_conversation": _spread([sum(r == "user" for r, _ in d.messages) for d in dialogues]),
        "user_message_words": _spread(words["user"]),
        "reply_words": _spread(words["assistant"]),
        "truncation_rate": round(truncated / n, 3),
        "end_reasons": {reason: round(count / n, 3) for reason, count in sorted(reasons.items())},
    }


def side_by_side(simulated: dict[str, Any], real: dict[str, Any]) -> list[tuple[str, str, str]]:
    """(measure, simulated, real) rows."""
    rows = [("conversations", str(simulated["conversations"]), str(real["conversations"]))]
    for key in ("user_messages_per_conversation", "user_message_words", "reply_words"):
        for stat in ("mean", "median", "p90"):
            rows.append((f"{key} {stat}", f"{simulated[key][stat]:g}", f"{real[key][stat]:g}"))
    rows.append(("truncation_rate", f"{simulated['truncation_rate']:.1%}", f"{real['truncation_rate']:.1%}"))
    for reason in sorted(set(simulated["end_reasons"]) | set(real["end_reasons"])):
        sim, rl = simulated["end_reasons"].get(reason, 0.0), real["end_reasons"].get(reason, 0.0)
        rows.append((f"end_reason {reason}", f"{sim:.1%}", f"{rl:.1%}"))
    return rows


def render_text(rows: Sequence[tuple[str, str, str]]) -> str:
    """A plain-text table."""
    width = max(len(r[0]) for r in rows)
    lines = [f"{'measure':<{width}}  {'simulated':>10}  {'real':>10}"]
    lines += [f"{a:<{width}}  {b:>10}  {c:>10}" for a, b, c in rows]
    return "\n".join(lines)


def render_html(rows: Sequence[tuple[str, str, str]], run: str, logs: str, unread: Sequence[str] = ()) -> str:
    """A self-contained page in the reports' template: the same table, with where each side came from.

    ``unread``: the logs of the folder that could not be read (``file:line:col: why``), named above the table, as
    the real column leaves them out.
    """
    from user_sim.reports.page import Note, Page, Section, Table, render

    table = Table(["measure", "simulated", "real"], [list(row) for row in rows])
    note = Note(f"simulated: {run} · real: {logs} · descriptive only: no test is made and no verdict is given")
    left_out = [Note(left_out_words(len(unread)), "warn")] if unread else []
    left_out += [Note(line, "warn") for line in unread]
    section = Section("Simulated versus real conversations (descriptive)", [note, *left_out, table], "shapes")
    return render(Page("sensei-check shapes", [], [section]))


def left_out_words(unread: int) -> str:
    """``the real column leaves out 2 bad logs:``, said before the logs of the folder that could not be read."""
    return f"the real column leaves out {plural(unread, 'bad log')}:"
