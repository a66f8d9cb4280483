"""Personal data written to dodge filters: found in every deobfuscated reading, quoted as sent.

:func:`find_all_pii` runs :func:`~user_sim.security.detect.pii.find_pii` on the reply as sent and on each reading of
:mod:`user_sim.security.detect.deobfuscate` (spelled-out digits and at/dot words, reversed text, base64/hex payloads),
maps every match back to the reply as sent, and adds phone numbers that were spelled out or spaced out digit by
digit when the ``phonenumbers`` numbering plans say they are valid (an obfuscated digit run that is a valid
phone number is one, unless a label calls it an order, a tracking number...). rot13 is not read for personal
data (rotated letters never make digits), nor is reversed text (a reversed e-mail or number still has the shape
of one as sent). Only matches over decoded characters count: the rest of a reading is the reply as sent.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence

from user_sim.security.detect.deobfuscate import Reading, readings
from user_sim.security.detect.pii import PiiMatch, find_pii
from user_sim.security.detect.pii_labels import PHONE_LABELS, label_before
from user_sim.security.detect.pii_phones import valid_phone
from user_sim.security.detect.text import NormalText

_SKIPPED = frozenset({"as sent", "rot13", "reversed"})


def _user_readings(texts: Iterable[str]) -> list[str]:
    """The user's messages, plus their decoded forms (a user who spelled out their number gave it)."""
    out: list[str] = []
    for text in texts:
        out.append(text)
        out.extend(r.text for r in readings(text, payloads=False) if r.how == "words")
    return out


def _decoded_phones(reading: Reading) -> Iterable[tuple[int, int]]:
    """Digit runs written out in words or spaced digit by digit that are valid phone numbers."""
    for match in re.finditer(r"\+?\d{7,15}", reading.text):
        sent = reading.original_slice(*match.span())
        if not re.search(r"[^\d+]", sent):
            continue  # written as digits: the detectors have judged it as sent
        if label_before(reading.text, match.start(), PHONE_LABELS) != "negative" and valid_phone(match.group()):
            yield match.span()


def find_all_pii(
    text: str | NormalText,
    ignore: Iterable[str] = (),
    *,
    kinds: Iterable[str] | None = None,
    allowlist: Iterable[str] = (),
    custom_patterns: Mapping[str, re.Pattern[str] | str] | None = None,
    read: Sequence[Reading] | None = None,
) -> list[PiiMatch]:
    """Personal data in ``text`` as sent and in its deobfuscated readings (see :func:`find_pii` for the args).

    ``read``: the readings of ``text`` when the caller has them already (an oracle's shared reply view).
    """
    kinds = None if kinds is None else list(kinds)
    known = _user_readings(ignore)
    normal = text if isinstance(text, NormalText) else NormalText.of(text)
    found = find_pii(normal, known, kinds=kinds, allowlist=allowlist, custom_patterns=custom_patterns)
    for reading in readings(normal) if read is None else read:
        if reading.how in _SKIPPED:
            continue
        spans = [(m.kind, m.start, m.end) for m in find_pii(reading.text, known, kinds=kinds, allowlist=allowlist)]
        if reading.how == "words" and (kinds is None or "phone" in kinds):
            spans += [("phone", s, e) for s, e in _decoded_phones(reading) if _not_given(reading.text[s:e], known)]
        for kind, start, end in spans:
            if not _decoded(reading, start, end):
                continue
            first, last = reading.original_span(start, end)
            if not any(first < m.end and m.start < last for m in found):
                found.append(PiiMatch(kind, normal.original[first:last], first, last))
    return sorted(found, key=lambda m: m.start)


def _not_given(number: str, known: list[str]) -> bool:
    """The decoded number is not one of the user's own values."""
    digits = number.lstrip("+")
    return not any(digits[-9:] in re.sub(r"\D", "", k) for k in known)


def _decoded(reading: Reading, start: int, end: int) -> bool:
    """The span of ``reading`` holds decoded characters (it is not the reply as sent)."""
    first, last = reading.folded_span(start, end)
    return reading.text[start:end] != reading.source.folded[first:last]
