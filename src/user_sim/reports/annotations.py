"""What a judge of a chat run (the evaluation, the rules) adds to its HTML page, as plain page blocks."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from user_sim.reports.page import Badge, Block, Cell, Link, Tone
from user_sim.reports.svg import BarChart

TurnKey = tuple[str, int]
"""(serial, turn index)."""


@dataclass(frozen=True)
class Annotations:
    """What a judge of the run adds to its page (every field optional)."""

    verdict: Badge | None = None
    """Replaces the verdict the end reasons alone give."""
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
