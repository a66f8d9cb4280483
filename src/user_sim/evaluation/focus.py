"""Focus files: for each unique error, the conversations that showed it, so a developer reruns just those.

``focus/E1.yml`` (one per unique error, numbered like the errors) and ``focus/all_failures.yml`` (every
conversation with any error) list the run's seed and, per conversation, the profile, its index and replicate,
the conversation's seed and drawn values. ``sensei-chat --focus FILE`` plans the run with that seed and keeps
exactly those conversations: with the same profiles they draw the same values, so against a deterministic
chatbot their transcripts are the same as in the original run.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from pydantic import Field

from user_sim.core.records import ConversationRecord, Record
from user_sim.errors import UsageError
from user_sim.evaluation.records import UniqueError

T = TypeVar("T")
FOCUS_FOLDER = "focus"
ALL_FAILURES = "all_failures.yml"


class FocusConversation(Record):
    """One conversation to rerun."""

    profile: str
    """The profile's test_name."""
    profile_path: str
    index: int
    replicate: int = 0
    serial: str
    seed: int
    """The conversation's own seed (derived from the run seed, the profile and the index)."""
    values: dict[str, list[Any]] = Field(default_factory=dict)
    """The values drawn in the original run (checked again on the rerun)."""
    reasons: list[str] = Field(default_factory=list)
    """What this conversation's own failures said (``E1: charged $15.30 ...``), for the errors of this file."""


class FocusFile(Record):
    """A focus file (``sensei-chat --focus FILE``)."""

    run_id: str
    """The run the conversations come from."""
    seed: int
    """That run's seed: the rerun uses it, so the same conversations are planned."""
    errors: list[str] = Field(default_factory=list)
    """The unique errors (``E1: false information — ...``) these conversations showed."""
    conversations: list[FocusConversation] = Field(min_length=1)
    """The conversations to rerun: at least one (a rerun of none would judge nothing and exit 0)."""


def focus_files(
    errors: Sequence[UniqueError], records: Sequence[ConversationRecord], run_id: str, seed: int
) -> dict[str, FocusFile]:
    """File name → content, one per unique error plus ``all_failures.yml`` (nothing when there is no error)."""
    by_serial = {r.serial: r for r in records}
    out: dict[str, FocusFile] = {}
    for error in errors:
        chosen = [by_serial[s] for s in error.serials if s in by_serial]
        if chosen:  # an error always has its conversations among the run's: a focus file lists at least one
            out[f"{error.id}.yml"] = _file(run_id, seed, [error], chosen)
    if out:
        serials = sorted({s for e in errors for s in e.serials})
        out[ALL_FAILURES] = _file(run_id, seed, errors, [by_serial[s] for s in serials if s in by_serial])
    return out


def _file(run_id: str, seed: int, errors: Sequence[UniqueError], chosen: Sequence[ConversationRecord]) -> FocusFile:
    ordered = sorted(chosen, key=lambda r: (r.profile, r.index, r.replicate))
    return FocusFile(
        run_id=run_id,
        seed=seed,
        errors=[f"{e.id} ({e.severity}): {e.category} — {e.description}" for e in errors],
        conversations=[_conversation(r, errors) for r in ordered],
    )


def _conversation(record: ConversationRecord, errors: Sequence[UniqueError]) -> FocusConversation:
    reasons = [
        f"{e.id}: {o.reason or e.category}" + (f" (turn {o.turn})" if o.turn is not None else "")
        for e in errors
        for o in e.occurrences
        if o.serial == record.serial
    ]
    return FocusConversation.model_validate(record, from_attributes=True).model_copy(update={"reasons": reasons})


def focused(
    plans: Sequence[T], focus: FocusFile, key: Callable[[T], tuple[str, int, int]], values: Callable[[T], Any]
) -> list[T]:
    """The planned conversations the focus file lists, in plan order.

    A listed conversation that is not planned any more (profile renamed, fewer conversations), or that draws other
    values than in the original run (profile edited), is a UsageError: the rerun would not be the same conversation.
    """
    wanted = {(c.profile, c.index, c.replicate): c for c in focus.conversations}
    chosen = [p for p in plans if key(p) in wanted]
    missing = sorted(set(wanted) - {key(p) for p in chosen})
    if missing:
        name, index, replicate = missing[0]
        raise UsageError(f"focus file: conversation {index} (replicate {replicate}) of {name!r} is not in the plan")
    for plan in chosen:
        listed = wanted[key(plan)]
        if values(plan) != listed.values:
            raise UsageError(
                f"focus file: {listed.profile} conversation {listed.index} now draws {values(plan)!r}, "
                f"not {listed.values!r} as in run {focus.run_id}: the profile changed since"
            )
    return chosen


def read_focus_file(path: Path) -> FocusFile:
    """Read and validate a focus file (errors located at file:line:col, exit 2)."""
    from user_sim.config.located import validate_doc
    from user_sim.config.yamlfile import load_yaml

    return validate_doc(FocusFile, load_yaml(path))
