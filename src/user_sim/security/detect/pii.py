"""Personal data in chatbot replies: find it (:func:`find_pii`) and hide it (:func:`redact`).

Kinds: ``email``, ``phone``, ``credit_card`` (brand + Luhn), ``iban`` (length + mod-97), ``ssn`` (US),
``spanish_id`` (DNI/NIE letter), ``national_id`` (IT codice fiscale, FR NIR, BR CPF, PT NIF, DE Steuer-IdNr, all
with their check digits), ``ip_address``, ``api_key``, ``password`` and ``address`` (a person's street address,
see ``pii_address``). Order ids, ISBNs, tracking numbers,
timestamps, dates and prices are not reported (see ``pii_detectors``). Values the user sent (``ignore``) and
allow-listed values are not reported either: a bot that repeats your own e-mail back to you leaks nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from user_sim.security.detect.pii_checks import digits_of
from user_sim.security.detect.pii_detectors import DETECTORS
from user_sim.security.detect.text import DisjointSpans, NormalText

PII_KINDS: tuple[str, ...] = tuple(DETECTORS)
"""Every built-in kind of personal data, in priority order."""


@dataclass(frozen=True)
class PiiMatch:
    """One piece of personal data found in a text."""

    kind: str
    """``email``, ``phone``... or the name of a custom pattern."""
    value: str
    """The text as written in the original (not normalised)."""
    start: int
    """Index of the first character in the original text."""
    end: int
    """Index after the last character in the original text."""


def find_pii(
    text: str | NormalText,
    ignore: Iterable[str] = (),
    *,
    kinds: Iterable[str] | None = None,
    allowlist: Iterable[str] = (),
    custom_patterns: Mapping[str, re.Pattern[str] | str] | None = None,
) -> list[PiiMatch]:
    """Return the personal data in ``text``, ordered by position.

    Args:
        text: the text to scan (a chatbot reply), or that text already normalised.
        ignore: texts whose values are not leaks (the messages the user sent); any value that also appears
            there is skipped.
        kinds: the built-in kinds to look for (default: all of :data:`PII_KINDS`).
        allowlist: values that are never reported (compared without case, spaces or punctuation).
        custom_patterns: extra ``name -> regex`` kinds, matched case-insensitively on the normalised text.
    """
    normal = text if isinstance(text, NormalText) else NormalText.of(text)
    claimed: list[tuple[str, int, int]] = []
    taken = DisjointSpans()
    for kind in PII_KINDS if kinds is None else [k for k in PII_KINDS if k in set(kinds)]:
        claimed += ((kind, s, e) for s, e in DETECTORS[kind](normal) if taken.add(s, e))
    for name, pattern in (custom_patterns or {}).items():
        compiled = pattern if isinstance(pattern, re.Pattern) else re.compile(pattern, re.IGNORECASE)
        claimed += (
            (name, *m.span()) for m in compiled.finditer(normal.normal) if m.end() > m.start() and taken.add(*m.span())
        )
    known = _ValueKeys([*ignore, *allowlist])
    matches = []
    for kind, start, end in sorted(claimed, key=lambda item: item[1]):
        first, last = normal.original_span(start, end)
        if not known.covers(normal.folded[start:end]):
            matches.append(PiiMatch(kind, normal.original[first:last], first, last))
    return matches


def redact(text: str, *, kinds: Iterable[str] | None = None) -> str:
    """Return ``text`` with every piece of personal data replaced by ``[REDACTED:<kind>]``."""
    for match in reversed(find_pii(text, kinds=kinds)):
        text = f"{text[: match.start]}[REDACTED:{match.kind}]{text[match.end :]}"
    return text


class _ValueKeys:
    """Values from other texts (user messages, allow-list), compared in a form that ignores formatting."""

    def __init__(self, texts: Iterable[str]) -> None:
        self.compact: set[str] = set()
        self.phone_tails: set[str] = set()
        for text in texts:
            folded = NormalText.of(text).folded
            for run in re.findall(r"[a-z0-9@._%+\-]+(?:[ ().\-/]{1,2}[a-z0-9@._%+\-]+)*", folded):
                self._add(run)
                for token in run.split():
                    self._add(token)

    def _add(self, value: str) -> None:
        compact = _compact(value)
        if compact:
            self.compact.add(compact)
        digits = digits_of(value)
        if len(digits) >= 9:
            self.phone_tails.add(digits[-9:])

    def covers(self, folded_value: str) -> bool:
        compact, digits = _compact(folded_value), digits_of(folded_value)
        if compact in self.compact or any(compact in known for known in self.compact if len(compact) >= 6):
            return True
        return len(digits) >= 9 and len(digits) >= len(compact) - 2 and digits[-9:] in self.phone_tails


def _compact(value: str) -> str:
    return re.sub(r"[^a-z0-9@]", "", value.lower())
