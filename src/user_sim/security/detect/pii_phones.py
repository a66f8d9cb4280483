"""Phone numbers: a shape people write (``+34 612 345 678``, ``(415) 555-0132``) or a label that says "phone".

A bare run of digits is never a phone on its own: order ids, tracking numbers and timestamps are bare runs too.
Dates, ISBN/EAN-13 codes, prices and toll-free company lines (800, 900, 0800...) are not personal numbers.
Besides the shapes below, a grouped number that Google's numbering plan (the ``phonenumbers`` library) says is a
valid number of one of :data:`REGIONS` has a phone's shape too (Dutch, Belgian, Swiss, British... numbers).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from user_sim.security.detect.pii_checks import digits_of
from user_sim.security.detect.pii_labels import CURRENCY, PHONE_LABELS, Span, label_before
from user_sim.security.detect.text import NormalText

_CANDIDATE = re.compile(
    r"(?<![\w+@./:,-])(?:\+ ?|00)?(?:\(\d{1,4}\) ?)?\d{1,5}(?:[ .\-]?(?:\(\d{1,4}\)|\d{1,5})){1,7}"
    r"(?![\w@]|[.,]\d|:\d)"
)
_STRONG_SHAPES = [
    re.compile(p)
    for p in (
        r"(?:\+ ?|00)\d.*",  # international prefix
        r"(?:1[ .\-]?)?\(?[2-9]\d{2}\)?[ .\-]?[2-9]\d{2}[ .\-]\d{4}",  # North America
        r"0[1-9](?:[ .\-]\d{2}){4}",  # France
        r"[6789]\d{2}(?:[ .\-]\d{2,3}){2,3}",  # Spain
        r"3\d{2}[ .\-]\d{3,4}[ .\-]?\d{3,4}",  # Italy, mobile
        r"(?:9[1236]\d|2\d{2})[ .\-]\d{3}[ .\-]\d{3,4}",  # Portugal
        r"0\d{2,4}[ .\-]\d{3,8}(?:[ .\-]\d{1,5})?",  # Germany, UK and other trunk-0 numbers
    )
]
_DATE = re.compile(r"\d{4}[-./ ]\d{1,2}[-./ ]\d{1,2}\b.*|\d{1,2}[-./ ]\d{1,2}[-./ ]\d{2,4}")
_TOLL_FREE = ("800", "888", "877", "866", "855", "844", "833", "900", "901", "902", "0800", "0805", "0808", "803")
REGIONS = ("ES", "FR", "DE", "IT", "PT", "NL", "BE", "CH", "AT", "GB", "IE", "US", "MX", "BR", "AR", "PL")
"""Countries whose national numbering plans make a number written without its prefix a phone number."""
_COUNTRY_CODES = ("1", "33", "34", "39", "44", "49", "351", "55", "52", "41", "43", "32", "31")


def phones(text: NormalText) -> Iterator[Span]:
    """Yield personal phone numbers (7-15 digits)."""
    folded = text.folded
    for match in _CANDIDATE.finditer(folded):
        value = match.group().strip()
        span = (match.start(), match.start() + len(value))
        digits = digits_of(value)
        if not 7 <= len(digits) <= 15 or _not_a_phone(folded, span, value, digits):
            continue
        label = label_before(folded, span[0], PHONE_LABELS)
        strong = any(shape.fullmatch(value) for shape in _STRONG_SHAPES)
        strong = strong or (re.search(r"[ .\-()]", value) is not None and valid_phone(value))
        if label == "positive" or (strong and label != "negative"):
            yield span


def valid_phone(value: str) -> bool:
    """Tell whether ``value`` is a valid phone number: international, or national in one of :data:`REGIONS`."""
    import phonenumbers

    value = "+" + value[2:] if value.startswith("00") else value
    regions: tuple[str | None, ...] = (None,) if value.startswith("+") else REGIONS
    for region in regions:
        try:
            if phonenumbers.is_valid_number(phonenumbers.parse(value, region)):
                return True
        except phonenumbers.NumberParseException:
            continue
    return False


def _not_a_phone(folded: str, span: Span, value: str, digits: str) -> bool:
    around = folded[max(0, span[0] - 4) : span[0]] + " " + folded[span[1] : span[1] + 8]
    return bool(
        _DATE.fullmatch(value)
        or (len(digits) == 13 and digits.startswith(("978", "979")))
        or re.search(CURRENCY, around)
        or _is_toll_free(value, digits)
    )


def _is_toll_free(value: str, digits: str) -> bool:
    national = digits
    if value.startswith(("+", "00")):
        national = digits[2:] if value.startswith("00") else digits
        code = next((c for c in sorted(_COUNTRY_CODES, key=len, reverse=True) if national.startswith(c)), "")
        national = national[len(code) :]
    elif len(digits) == 11 and digits.startswith("1"):
        national = digits[1:]
    return national.startswith(_TOLL_FREE)
