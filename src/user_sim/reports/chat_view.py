"""The blocks of a chat run's report: pass/fail by profile and the conversation viewer."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from typing import Any

from user_sim.core.records import ConversationRecord
from user_sim.reports.annotations import Annotations
from user_sim.reports.conversation_yaml import interaction
from user_sim.reports.outcome import conversation_label, outcome_of
from user_sim.reports.page import Badge, Block, Cell, Details, Facts, Link, Message, Note, Table, Tone
from user_sim.reports.replicates import rate_words, replicate_rates
from user_sim.wording import plural

OUTCOME_TONE: dict[str, Tone] = {"passed": "ok", "failed": "fail", "error": "warn", "checked": "fail"}


def profiles_table(records: Sequence[ConversationRecord], notes: Annotations, *, judged: bool = True) -> Table:
    """Pass/fail by profile (and the judges' columns), by :func:`shown_outcome`.

    Before the run is judged (``judged`` false) none is passed: they "ran, not judged yet", and no pass rate shows.
    """
    outcomes: dict[str, Counter[str]] = {}
    for record in records:
        outcomes.setdefault(record.profile, Counter())[shown_outcome(record, notes)] += 1

    def verdict(record: ConversationRecord) -> str:  # a rule or gate failed it; a judge could not judge it
        return {"checked": "failed"}.get(outcome := shown_outcome(record, notes), outcome)

    rates = {name: replicate_rates([r for r in records if r.profile == name], verdict) for name in outcomes}
    replicated = ["pass@1", "pass^k"] if judged and any(rates.values()) else []
    headers = [
        "profile",
        "conversations",
        "passed" if judged else "ran, not judged yet",
        "failed",
        "errors",
        *replicated,
        *notes.profile_columns,
    ]
    rows: list[list[Cell]] = []
    for name, counts in sorted(outcomes.items()):
        row: list[Cell] = [name, sum(counts.values()), counts["passed"], counts["failed"], counts["error"]]
        row += [_rate(rates[name], rate) for rate in replicated]
        rows.append(row + list(notes.profile_cells.get(name, [""] * len(notes.profile_columns))))
    return Table(headers, rows, "Pass/fail by profile")


def shown_outcome(record: ConversationRecord, notes: Annotations) -> str:
    """The conversation's outcome as the page counts it: ``checked`` or ``unjudged`` instead of passed.

    ``checked``: a rule or gate failed it (counted in the judge's own column); ``unjudged``: a judge could not judge it.
    """
    outcome: str = outcome_of(record)
    if outcome == "passed" and record.serial in notes.failed:
        return "checked"
    return "unjudged" if outcome == "passed" and record.serial in notes.unjudged else outcome


def role_table(records: Sequence[ConversationRecord]) -> Table | None:
    """Drafts of the LLM user that broke role (never sent) by profile and kind; None when none did.

    The last column counts the conversations that ended ``user_broke_role`` (never a pass).
    """
    kinds = sorted({kind for r in records for kind, n in r.role_violations.items() if n})
    if not kinds:
        return None
    rows: list[list[Cell]] = []
    for name in sorted({r.profile for r in records}):
        group = [r for r in records if r.profile == name]
        row: list[Cell] = [name, *(sum(r.role_violations.get(kind, 0) for r in group) for kind in kinds)]
        rows.append([*row, sum(r.end_reason == "user_broke_role" for r in group)])
    caption = "Role discipline: drafts of the simulated user not sent"
    return Table(["profile", *kinds, "ended user_broke_role"], rows, caption)


def _rate(rates: dict[str, Any], rate: str) -> str:
    """``0.67 (k=3)``, ``not judged`` (a replicate was not judged), or blank for a profile without replicates."""
    if rate not in rates:
        return ""
    return rate_words(rates, rate) + ("" if rates[rate] is None else f" (k={rates['replicates']})")


def serial_links(serials: Sequence[str], most: int = 8) -> list[Link | Badge | str]:
    """Links to the first ``most`` conversations, then how many more there are (the summary stays short)."""
    links: list[Link | Badge | str] = [Link(s, s) for s in serials[:most]]
    return links + ([f"+{len(serials) - most} more"] if len(serials) > most else [])


def conversations(records: Sequence[ConversationRecord], notes: Annotations, *, judged: bool = True) -> list[Block]:
    """One collapsible viewer per conversation, in profile order (an end reason is green only once judged)."""
    ordered = sorted(records, key=lambda r: (r.profile, r.index, r.replicate))
    if not ordered:
        return [Note("no conversation in this run")]
    return [_conversation(r, notes, judged) for r in ordered]


def _conversation(record: ConversationRecord, notes: Annotations, judged: bool) -> Details:
    outcome = shown_outcome(record, notes)
    tone = OUTCOME_TONE.get(outcome, "warn") if judged or outcome != "passed" else "plain"
    title: list[Link | Badge | str] = [
        f"{record.profile} #{conversation_label(record)}",
        Badge(record.end_reason, tone),
        plural(len(record.turns), "turn"),
        *notes.titles.get(record.serial, ()),
    ]
    facts: list[tuple[str, Cell]] = [("serial", record.serial), ("seed", record.seed)]
    facts += [(k, _json(v)) for k, v in (("values", record.values), ("data output", record.data_output)) if v]
    if record.error:
        facts.append(("error", record.error))
    body: list[Block] = [Facts(facts), *notes.notes.get(record.serial, ())]
    return Details(record.serial, title, body + _messages(record, notes))


def _messages(record: ConversationRecord, notes: Annotations) -> list[Block]:
    blocks: list[Block] = []
    if record.greeting:
        blocks.append(Message("Assistant (greeting)", record.greeting))
    for turn in record.turns:
        key = (record.serial, turn.index)
        blocks.append(Message("User", turn.user, tone="ok"))
        text = turn.assistant if turn.assistant is not None else f"(no reply: {turn.error or 'target error'})"
        tone = notes.turn_tones.get(key, "plain")
        blocks.append(Message(f"Assistant · turn {turn.index}", text, notes.turn_notes.get(key, ()), tone))
    if not record.turns and not record.greeting:
        blocks += [Message(who, text) for entry in interaction(record) for who, text in entry.items()]
    return blocks


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, default=str)
