"""Checksums and shape tests behind PII detection (cards, IBANs, national identifiers, addresses)."""

from __future__ import annotations

import ipaddress
import re

IBAN_LENGTHS = {
    "ad": 24, "ae": 23, "al": 28, "at": 20, "az": 28, "ba": 20, "be": 16, "bg": 22, "bh": 22, "br": 29,
    "ch": 21, "cr": 22, "cy": 28, "cz": 24, "de": 22, "dk": 18, "do": 28, "ee": 20, "eg": 29, "es": 24,
    "fi": 18, "fo": 18, "fr": 27, "gb": 22, "ge": 22, "gi": 23, "gl": 18, "gr": 27, "gt": 28, "hr": 21,
    "hu": 28, "ie": 22, "il": 23, "is": 26, "it": 27, "jo": 30, "kw": 30, "kz": 20, "lb": 28, "li": 21,
    "lt": 20, "lu": 20, "lv": 21, "mc": 27, "md": 24, "me": 22, "mk": 19, "mr": 27, "mt": 31, "mu": 30,
    "nl": 18, "no": 15, "pk": 24, "pl": 28, "ps": 29, "pt": 25, "qa": 29, "ro": 24, "rs": 22, "sa": 24,
    "se": 24, "si": 19, "sk": 24, "sm": 27, "tn": 24, "tr": 26, "ua": 29, "vg": 24, "xk": 20,
}  # fmt: skip
"""Length of a valid IBAN per country (ISO 13616 registry)."""


def digits_of(value: str) -> str:
    """Return only the digits of ``value``."""
    return re.sub(r"\D", "", value)


def luhn_valid(number: str) -> bool:
    """Tell whether a digit string passes the Luhn check."""
    total = 0
    for index, char in enumerate(reversed(number)):
        digit = int(char)
        if index % 2 == 1:
            digit = digit * 2 - 9 if digit > 4 else digit * 2
        total += digit
    return total % 10 == 0


def card_brand_prefix(number: str) -> bool:
    """Tell whether a card number starts like a real card brand (Visa, Mastercard, Amex, Discover, JCB, Diners)."""
    if len(number) == 15:
        return number[:2] in {"34", "37"}
    if not 14 <= len(number) <= 19:
        return False
    two, four = int(number[:2]), int(number[:4])
    return (
        number[0] == "4"
        or 51 <= two <= 55
        or 2221 <= four <= 2720
        or number.startswith(("6011", "65", "35", "36", "38", "300", "301", "302", "303", "304", "305"))
        or 644 <= int(number[:3]) <= 649
    )


def card_valid(value: str) -> bool:
    """Tell whether ``value`` is a plausible payment card: brand prefix, length and Luhn."""
    number = digits_of(value)
    return 13 <= len(number) <= 19 and card_brand_prefix(number) and luhn_valid(number)


def iban_valid(compact: str) -> bool:
    """Tell whether a compact (no spaces) IBAN has the right length for its country and passes mod-97."""
    compact = compact.lower()
    if IBAN_LENGTHS.get(compact[:2]) != len(compact) or not compact[2:4].isdigit():
        return False
    rearranged = compact[4:] + compact[:4]
    numeric = "".join(c if c.isdigit() else str(ord(c) - ord("a") + 10) for c in rearranged)
    return numeric.isdigit() and int(numeric) % 97 == 1


def ssn_valid(value: str) -> bool:
    """Tell whether a 9-digit US SSN respects the issued ranges (no 000/666/9xx area, 00 group, 0000 serial)."""
    number = digits_of(value)
    area, group, serial = number[:3], number[3:5], number[5:]
    return len(number) == 9 and area not in {"000", "666"} and area[0] != "9" and group != "00" and serial != "0000"


def spanish_id_valid(value: str) -> bool:
    """Tell whether a Spanish DNI (8 digits + letter) or NIE (X/Y/Z + 7 digits + letter) has the right letter."""
    compact = re.sub(r"[\s-]", "", value).upper()
    number = compact[:-1]
    if number[:1] in {"X", "Y", "Z"}:
        number = "XYZ".index(number[0]).__str__() + number[1:]
    return number.isdigit() and len(number) == 8 and "TRWAGMYFPDXBNJZSQVHLCKE"[int(number) % 23] == compact[-1]


_CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def italian_fiscal_code_valid(value: str) -> bool:
    """Tell whether an Italian codice fiscale (16 characters) has the right check letter."""
    code = value.upper()
    if not re.fullmatch(r"[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]", code):
        return False
    total = 0
    for index, char in enumerate(code[:15]):
        position = int(char) if char.isdigit() else ord(char) - ord("A")
        total += _CF_ODD[position] if index % 2 == 0 else position
    return chr(ord("A") + total % 26) == code[15]


def french_nir_valid(value: str) -> bool:
    """Tell whether a French social security number (NIR, 13 characters + 2-digit key) has the right key."""
    compact = re.sub(r"\s", "", value).upper()
    if not re.fullmatch(r"[12]\d{4}(?:\d{2}|2A|2B)\d{6}\d{2}", compact):
        return False
    body = compact[:13].replace("2A", "19").replace("2B", "18")
    return 97 - int(body) % 97 == int(compact[13:])


def portuguese_nif_valid(value: str) -> bool:
    """Tell whether a Portuguese NIF (9 digits) passes its mod-11 check digit."""
    number = digits_of(value)
    if len(number) != 9 or number[0] not in "1235689":
        return False
    total = sum(int(d) * w for d, w in zip(number[:8], range(9, 1, -1), strict=True))
    check = 11 - total % 11
    return (0 if check >= 10 else check) == int(number[8])


def german_tax_id_valid(value: str) -> bool:
    """Tell whether a German tax id (Steuer-IdNr, 11 digits) passes its ISO 7064 MOD 11,10 check digit."""
    number = digits_of(value)
    if len(number) != 11 or number[0] == "0":
        return False
    product = 10
    for char in number[:10]:
        total = (int(char) + product) % 10 or 10
        product = (total * 2) % 11
    return (11 - product) % 10 == int(number[10])


def ip_valid(value: str) -> bool:
    """Tell whether ``value`` is an IPv4 or IPv6 address (not an unspecified address)."""
    try:
        address = ipaddress.ip_address(value)
    except ValueError:
        return False
    return not address.is_unspecified


def brazilian_cpf_valid(value: str) -> bool:
    """Tell whether a Brazilian CPF (11 digits) has both mod-11 check digits right."""
    number = digits_of(value)
    if len(number) != 11 or len(set(number)) == 1:
        return False
    for size in (9, 10):
        total = sum(int(d) * w for d, w in zip(number[:size], range(size + 1, 1, -1), strict=True))
        if (total * 10 % 11) % 10 != int(number[size]):
            return False
    return True
