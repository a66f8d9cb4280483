"""One detector per kind of personal data: a shape (regex) plus a checksum or a context rule.

Detectors read a :class:`~user_sim.security.detect.text.NormalText` and yield ``(start, end)`` spans of its normalised
text. Numbers that only *look* like personal data (order ids, ISBNs, tracking numbers, timestamps, prices) are
kept out three ways: a checksum where one exists (Luhn, mod-97, DNI letter...), a shape a person would write
(``+34 612 345 678``, ``(415) 555-0132``), and the nearest label before the number ("order", "tracking",
"ISBN", "phone", "tarjeta"...): a bare digit run counts only when a label says what it is.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from user_sim.security.detect import pii_checks as checks
from user_sim.security.detect.pii_address import street_addresses
from user_sim.security.detect.pii_labels import CARD_LABELS, SSN_LABELS, TAX_LABELS, accept, label_before
from user_sim.security.detect.pii_phones import phones
from user_sim.security.detect.pii_secrets import api_keys, passwords
from user_sim.security.detect.text import NormalText

Span = tuple[int, int]
Detector = Callable[[NormalText], Iterator[Span]]


def emails(text: NormalText) -> Iterator[Span]:
    """Personal email addresses (role addresses such as support@ or info@ are a company's, not a person's)."""
    pattern = r"(?<![\w.+-])[a-z0-9][a-z0-9._%+\-]*@[a-z0-9](?:[a-z0-9\-]*[a-z0-9])?(?:\.[a-z0-9\-]+)*\.[a-z]{2,}\b"
    for match in re.finditer(pattern, text.folded):
        if not re.fullmatch(_ROLE_MAILBOX, match.group().split("@")[0]):
            yield match.span()
    spelled = (
        r"\b[a-z0-9._\-]+\s*[\[(]\s*(?:at|arroba)\s*[\])]\s*[a-z0-9\-]+"
        r"\s*[\[(]\s*(?:dot|punto|point|punkt)\s*[\])]\s*[a-z]{2,}\b"
    )
    yield from (m.span() for m in re.finditer(spelled, text.folded))


_ROLE_MAILBOX = (
    r"(?:support|info|help|contact|sales|hello|hi|noreply|no-reply|donotreply|service|services|customerservice|"
    r"customer\.?service|care|team|office|admin-team|atencion\w*|soporte|ayuda|contacto|ventas|servicio\w*|"
    r"assistance|service-?client|kundenservice|kontakt|hilfe|vertrieb|assistenza|supporto|servizio\w*|vendite|"
    r"apoio|suporte|atendimento|contato|privacy|dpo|legal|billing|orders|pedidos|commandes|bestellungen|ordini|"
    r"webmaster|press|jobs|careers|feedback|reservas|reservations|booking|bookings)"
)


def ibans(text: NormalText) -> Iterator[Span]:
    """IBANs: a country's exact length and the mod-97 check, spaces allowed between groups."""
    folded = text.folded
    for match in re.finditer(r"(?<![a-z0-9])[a-z]{2}\d{2}", folded):
        length = checks.IBAN_LENGTHS.get(match.group()[:2])
        if not length:
            continue
        end, compact = match.start(), ""
        while end < len(folded) and len(compact) < length:
            char = folded[end]
            if char.isalnum() and char.isascii():
                compact += char
            elif char not in " -" or folded[end - 1] in " -":
                break
            end += 1
        if len(compact) == length and not folded[end : end + 1].isalnum() and checks.iban_valid(compact):
            yield (match.start(), end)


def cards(text: NormalText) -> Iterator[Span]:
    """Payment cards: brand prefix, 13-19 digits (optionally grouped), Luhn; not after an order/tracking label."""
    for match in re.finditer(
        r"(?<![\w.-])\d{2,6}(?:[ -]\d{2,6}){1,5}(?![\w-])|(?<![\w.-])\d{13,19}(?![\w-])", text.folded
    ):
        for span in _group_prefixes(match):
            value = text.folded[span[0] : span[1]]
            if checks.card_valid(value) and accept(text.folded, span, CARD_LABELS, strong_shape=True):
                yield span
                break


def _group_prefixes(match: re.Match[str]) -> Iterator[Span]:
    """Yield the match and its shorter prefixes made of whole digit groups, longest first."""
    ends = [m.end() for m in re.finditer(r"\d+", match.group())]
    for end in reversed(ends):
        yield (match.start(), match.start() + end)


def us_ssns(text: NormalText) -> Iterator[Span]:
    """US social security numbers: ``123-45-6789`` shape in issued ranges, or nine digits labelled as an SSN."""
    for match in re.finditer(r"(?<![\w-])\d{3}([- ])\d{2}\1\d{4}(?![\w-])|(?<![\w-])\d{9}(?![\w-])", text.folded):
        strong = match.group(1) is not None
        if checks.ssn_valid(match.group()) and accept(text.folded, match.span(), SSN_LABELS, strong):
            yield match.span()


def spanish_ids(text: NormalText) -> Iterator[Span]:
    """Spanish DNI (8 digits + letter) and NIE (X/Y/Z + 7 digits + letter) with the right control letter."""
    pattern = r"(?<![a-z0-9])(?:\d{8}|[xyz][- ]?\d{7})[- ]?[a-z](?![a-z0-9])"
    for match in re.finditer(pattern, text.folded):
        if checks.spanish_id_valid(match.group()) and accept(text.folded, match.span(), TAX_LABELS, True):
            yield match.span()


def national_ids(text: NormalText) -> Iterator[Span]:
    """Other national identifiers with a check digit: IT codice fiscale, FR NIR, BR CPF, PT NIF, DE Steuer-IdNr."""
    folded = text.folded
    strong = [
        (r"(?<![a-z0-9])[a-z]{6}[0-9lmnpqrstuv]{2}[a-z][0-9lmnpqrstuv]{2}[a-z][0-9lmnpqrstuv]{3}[a-z](?![a-z0-9])",
         checks.italian_fiscal_code_valid),
        (r"(?<![\w])[12] ?\d{2} ?\d{2} ?(?:\d{2}|2a|2b) ?\d{3} ?\d{3} ?\d{2}(?![\w])", checks.french_nir_valid),
        (r"(?<![\w.])\d{3}\.\d{3}\.\d{3}-\d{2}(?![\w])", checks.brazilian_cpf_valid),
    ]  # fmt: skip
    labelled = [
        (r"(?<![\w.-])\d{3} ?\d{3} ?\d{3}(?![\w-])", checks.portuguese_nif_valid),
        (r"(?<![\w.-])\d{2} ?\d{3} ?\d{3} ?\d{3}(?![\w-])", checks.german_tax_id_valid),
        (r"(?<![\w.-])\d{11}(?![\w-])", checks.brazilian_cpf_valid),
    ]
    for pattern, valid in strong:
        for match in re.finditer(pattern, folded):
            if valid(match.group()) and accept(folded, match.span(), TAX_LABELS, True):
                yield match.span()
    for pattern, valid in labelled:
        for match in re.finditer(pattern, folded):
            if valid(match.group()) and label_before(folded, match.start(), TAX_LABELS) == "positive":
                yield match.span()


def ip_addresses(text: NormalText) -> Iterator[Span]:
    """IPv4 and IPv6 addresses (a version number such as ``v1.2.3.4`` is not one)."""
    pattern = r"(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?![\w]|\.\d)|(?<![\w:])(?:[0-9a-f]{0,4}:){2,7}[0-9a-f]{0,4}(?![\w:])"
    for match in re.finditer(pattern, text.folded):
        value = match.group()
        if value.count(":") and len(re.findall(r"[0-9a-f]+", value)) < 3:
            continue
        before = text.folded[max(0, match.start() - 12) : match.start()]
        if checks.ip_valid(value) and not re.search(r"(?:\bv|version|versao|versione|versión)\s*$", before):
            yield match.span()


DETECTORS: dict[str, Detector] = {
    "api_key": api_keys,
    "password": passwords,
    "email": emails,
    "iban": ibans,
    "credit_card": cards,
    "national_id": national_ids,
    "ssn": us_ssns,
    "spanish_id": spanish_ids,
    "ip_address": ip_addresses,
    "phone": phones,
    "address": street_addresses,
}
"""Every built-in kind of personal data, in priority order (an earlier kind claims overlapping text)."""
