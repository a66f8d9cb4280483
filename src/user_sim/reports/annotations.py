"""What a judge of a chat run (the evaluation, the rules) adds to its HTML page, as plain page blocks."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from user_sim.reports.page import Badge, Block, Cell, Link, Tone
from user_sim.reports.svg import BarChart

TurnKey = tuple[str, int]
"""(serial, turn index)."""
_K = TypeVar("_K")
_V = TypeVar("_V")


@dataclass(frozen=True)
class Annotations:
    """What a judge of the run adds to its page (every field optional)."""

    verdict: Badge | None = None
    """Joins the verdict the end reasons alone give (the graver of the two leads: ``html.render_html``)."""
    tiles: Sequence[tuple[str, Cell, Tone]] = ()
    profile_columns: Sequence[str] = ()
    """Extra columns of the pass/fail-by-profile table ..."""
    profile_cells: Mapping[str, Sequence[Cell]] = field(default_factory=dict)
    """... and their cells, by profile."""
    summary: Sequence[Block] = ()
    """Blocks after the pass/fail table (gates, unique errors)."""
    charts: Sequence[BarChart] = ()
    titles: Mapping[str, Sequence[Link | Badge | str]] = field(default_factory=dict)
    """Extra parts of a conversation's title, by serial."""
    notes: Mapping[str, Sequence[Block]] = field(default_factory=dict)
    """Blocks shown before a conversation's messages, by serial."""
    turn_notes: Mapping[TurnKey, Sequence[Cell]] = field(default_factory=dict)
    """Notes under a chatbot reply, by (serial, turn)."""
    turn_tones: Mapping[TurnKey, Tone] = field(default_factory=dict)
    """Colour of a chatbot reply (``fail`` for a failed turn)."""
    failed: frozenset[str] = frozenset()
    """Serials of the conversations a judge failed (a rule, a gate): never counted as passed on the page."""
    unjudged: frozenset[str] = frozenset()
    """Serials of the conversations a judge could not judge (the judge failed, a rule was inconclusive): never
    counted as passed either."""


_SEVERITY: dict[Tone, int] = {"fail": 3, "warn": 2, "ok": 1, "muted": 0, "plain": 0}


def combine(first: Annotations, second: Annotations) -> Annotations:
    """Both judges on one page (the evaluation's and the rules'): blocks side by side, the graver verdict and tone."""
    blank_first, blank_second = [""] * len(first.profile_columns), [""] * len(second.profile_columns)
    profiles = [*first.profile_cells, *(p for p in second.profile_cells if p not in first.profile_cells)]
    tones = dict(first.turn_tones)
    for key, tone in second.turn_tones.items():
        tones[key] = _graver(tones.get(key), tone)
    return Annotations(
        verdict=graver_verdict(first.verdict, second.verdict),
        tiles=[*first.tiles, *second.tiles],
        profile_columns=[*first.profile_columns, *second.profile_columns],
        profile_cells={
            p: [*first.profile_cells.get(p, blank_first), *second.profile_cells.get(p, blank_second)] for p in profiles
        },
        summary=[*first.summary, *second.summary],
        charts=[*first.charts, *second.charts],
        titles=_joined(first.titles, second.titles),
        notes=_joined(first.notes, second.notes),
        turn_notes=_joined(first.turn_notes, second.turn_notes),
        turn_tones=tones,
        failed=first.failed | second.failed,
        unjudged=first.unjudged | second.unjudged,
    )


def graver_verdict(first: Badge | None, second: Badge | None) -> Badge | None:
    """The graver of two verdicts, with the other's text when it did not pass either.

    ``RULES FAILED · INCONCLUSIVE: JUDGE FAILED`` in the graver's tone; the first wins a tie; a missing one never does.
    """
    if first is None or second is None:
        return first or second
    graver, other = (second, first) if _SEVERITY[second.tone] > _SEVERITY[first.tone] else (first, second)
    if other.tone in ("fail", "warn") and other.text != graver.text:
        return Badge(f"{graver.text} · {other.text}", graver.tone)
    return graver


def _graver(first: Tone | None, second: Tone) -> Tone:
    return second if first is None or _SEVERITY[second] > _SEVERITY[first] else first


def _joined(first: Mapping[_K, Sequence[_V]], second: Mapping[_K, Sequence[_V]]) -> dict[_K, list[_V]]:
    out = {key: list(values) for key, values in first.items()}
    for key, values in second.items():
        out.setdefault(key, []).extend(values)
    return out
