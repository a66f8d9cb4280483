"""Helpers shared by the built-in oracles: regex params, evidence snippets, markers quoted inside refusals."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property

from user_sim.security.detect.deobfuscate import Reading, readings
from user_sim.security.detect.refusal import RefusalAnalysis, analyse_refusal
from user_sim.security.detect.text import NormalText, collapse_spaced_letters

REGEX_FLAGS = re.IGNORECASE | re.DOTALL
"""Flags of every regex given in oracle params (as in SENSEI: case-insensitive, ``.`` matches newlines)."""

MAX_EVIDENCE = 5
"""At most this many fragments are kept as evidence."""


def compile_regex(pattern: str) -> str:
    """Check that ``pattern`` compiles (with :data:`REGEX_FLAGS`); raise ValueError saying what is wrong."""
    try:
        re.compile(pattern, REGEX_FLAGS)
    except re.error as exc:
        where = f" at position {exc.pos}" if exc.pos is not None else ""
        raise ValueError(f"invalid regular expression {pattern!r}: {exc.msg}{where}") from None
    return pattern


def snippet(text: str, start: int, end: int, margin: int = 30) -> str:
    """Return ``text[start:end]`` with a little context on each side, on one line."""
    left, right = max(0, start - margin), min(len(text), end + margin)
    body = text[left:right].replace("\n", " ")
    return ("…" if left else "") + body + ("…" if right < len(text) else "")


@dataclass(frozen=True)
class MarkerHits:
    """Where markers were found in a reply, split into leaked and merely quoted inside a refusal."""

    leaked: tuple[str, ...]
    quoted: tuple[str, ...]


class ReplyView:
    """A reply parsed once for every oracle that judges it (each part made when first asked for).

    Normalised, read for refusals, with spaced letters joined, and deobfuscated.
    :attr:`Observation.view <user_sim.security.oracles.base.Observation.view>` holds one per attempt, so a case's
    oracle, the check of the target's known secrets and the escalation read the reply once between them. Decoded
    readings (spelled-out digits, reversed, rot13, base64, hex: see :mod:`user_sim.security.detect.deobfuscate`)
    map every match back to the reply as sent, so evidence quotes the reply and a marker quoted inside a refusal
    is judged where it stands in the reply.
    """

    def __init__(self, reply: str) -> None:
        self.normal = NormalText.of(reply)
        self._decoded: dict[str, Reading] | None = None

    @cached_property
    def analysis(self) -> RefusalAnalysis:
        """Where the reply refuses and where it complies anyway."""
        return analyse_refusal(self.normal)

    @cached_property
    def collapsed(self) -> str | None:
        """The folded reply with spaced-out letters joined (``s e c r e t``), when that changes it."""
        collapsed = collapse_spaced_letters(self.normal.folded)
        return collapsed if collapsed != self.normal.folded else None

    @cached_property
    def _collapsed_analysis(self) -> RefusalAnalysis:
        return analyse_refusal(self.collapsed or "")

    @cached_property
    def readings(self) -> list[Reading]:
        """Every reading of the reply, the reply as sent first (:func:`~user_sim.security.detect.deobfuscate.readings`).

        Oracles look for each marker or pattern in all of them, and a long reply's readings cost far more than the
        search (a 590 KB reply was read 18 times over by ``system_prompt_leakage``).
        """
        return readings(self.normal)

    def variants(self) -> Iterable[tuple[str, RefusalAnalysis, bool]]:
        """Yield ``(folded text, its refusal analysis, is original)`` for each way of reading the reply."""
        yield self.normal.folded, self.analysis, True
        if self.collapsed is not None:
            yield self.collapsed, self._collapsed_analysis, False
        for text in self._readings():
            yield text, self.analysis, False

    def _readings(self) -> dict[str, Reading]:
        """The decoded readings by text."""
        if self._decoded is None:
            self._decoded = {reading.text: reading for reading in self.readings[1:]}
        return self._decoded

    def fragment(self, start: int, end: int, original: bool, folded: str) -> str:
        """Return a human-readable fragment around a match (from the reply as sent whenever it can be mapped)."""
        if original:
            first, last = self.normal.original_span(start, end)
            return snippet(self.normal.original, first, last)
        if (reading := self._readings().get(folded)) is not None:
            return snippet(self.normal.original, *reading.original_span(start, end))
        return snippet(folded, start, end)

    def _shielded(self, analysis: RefusalAnalysis, folded: str, start: int, end: int) -> bool:
        if (reading := self._readings().get(folded)) is not None:
            return self.analysis.is_shielded(*reading.folded_span(start, end))
        return analysis.is_shielded(start, end)

    def classify(self, spans_of: Iterable[tuple[str, list[tuple[int, int]], bool, RefusalAnalysis]]) -> MarkerHits:
        """Split marker spans into leaked and quoted-in-refusal fragments."""
        leaked: list[str] = []
        quoted: list[str] = []
        for folded, spans, original, analysis in spans_of:
            for start, end in spans:
                target = quoted if self._shielded(analysis, folded, start, end) else leaked
                target.append(self.fragment(start, end, original, folded))
        return MarkerHits(tuple(dict.fromkeys(leaked))[:MAX_EVIDENCE], tuple(dict.fromkeys(quoted))[:MAX_EVIDENCE])
