"""One reading of a reply (as sent, or with an obfuscation undone) and the way back to the reply as sent."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from user_sim.security.detect.text import NormalText

Substitution = tuple[int, int, str]
"""Replace ``text[start:end]`` of a reading with a string."""


@dataclass(frozen=True)
class Reading:
    """A folded text derived from a reply, where every character knows the reply characters it came from."""

    how: str
    """``as sent``, ``words``, ``transliterated``, ``reversed``, ``rot13``, ``base64``, ``hex`` or ``escapes``."""
    text: str
    """The reading, folded (lower case, no accents) like :attr:`NormalText.folded`."""
    lo: tuple[int, ...]
    """``lo[i]``: first index in the folded reply of the characters that produced ``text[i]``."""
    hi: tuple[int, ...]
    """``hi[i]``: end index (exclusive) in the folded reply of the characters that produced ``text[i]``."""
    source: NormalText
    """The reply, normalised (its ``original`` is the reply as sent)."""

    @classmethod
    def as_sent(cls, source: NormalText) -> Reading:
        """The folded reply itself."""
        size = len(source.folded)
        return cls("as sent", source.folded, tuple(range(size)), tuple(range(1, size + 1)), source)

    @property
    def decoded(self) -> bool:
        """True for every reading but the reply as sent."""
        return self.how != "as sent"

    def folded_span(self, start: int, end: int) -> tuple[int, int]:
        """Map ``[start, end)`` of this reading to the folded reply."""
        if not self.lo or start >= end:
            return (0, 0)
        return (min(self.lo[start:end]), max(self.hi[start:end]))

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        """Map ``[start, end)`` of this reading to the reply as sent."""
        return self.source.original_span(*self.folded_span(start, end))

    def original_slice(self, start: int, end: int) -> str:
        """The characters of the reply as sent behind ``text[start:end]``."""
        first, last = self.original_span(start, end)
        return self.source.original[first:last]

    def substituted(self, how: str, substitutions: Iterable[Substitution]) -> Reading:
        """A new reading with non-overlapping ``substitutions`` applied (overlapping ones are skipped)."""
        parts: list[str] = []
        lo: list[int] = []
        hi: list[int] = []
        position = 0
        for start, end, replacement in sorted(substitutions):
            if start < position or end <= start:
                continue
            parts.append(self.text[position:start])
            lo.extend(self.lo[position:start])
            hi.extend(self.hi[position:start])
            first, last = self.folded_span(start, end)
            parts.append(replacement)
            lo.extend([first] * len(replacement))
            hi.extend([last] * len(replacement))
            position = end
        parts.append(self.text[position:])
        lo.extend(self.lo[position:])
        hi.extend(self.hi[position:])
        return Reading(how, "".join(parts), tuple(lo), tuple(hi), self.source)

    def reversed(self) -> Reading:
        """The reading written backwards (a reversed marker reads forwards again)."""
        return Reading("reversed", self.text[::-1], self.lo[::-1], self.hi[::-1], self.source)
