"""PII detection: checksums, shapes, labels, user echoes and redaction."""

from __future__ import annotations

import pytest

from user_sim.security.detect.pii import PII_KINDS, find_pii, redact


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("mail me: ana.perez@gmail.com", "email"),
        ("call +34 612 345 678", "phone"),
        ("card 4111 1111 1111 1111", "credit_card"),
        ("IBAN DE89 3704 0044 0532 0130 00", "iban"),
        ("SSN 536-22-1987", "ssn"),
        ("DNI 48213957T", "spanish_id"),
        ("codice fiscale BNCLRA80A41H501D", "national_id"),
        ("from 83.44.129.7", "ip_address"),
        ("key AKIAIOSFODNN7EXAMPLE", "api_key"),
        ("password: Welcome#2024", "password"),
    ],
)
def test_each_kind_is_found(text: str, kind: str) -> None:
    assert [m.kind for m in find_pii(text)] == [kind]


@pytest.mark.parametrize(
    "text",
    [
        "Order #100234987 placed 2024-03-15T10:22:33Z for $1,249.99",
        "ISBN 978-0-306-40615-7",
        "UPS tracking 1Z999AA10123456784",
        "Tracking 9400 1000 0000 0000 0000 00",
        "Timestamp 1710498153",
        "Price 1.299,00 €",
        "card 4111 1111 1111 1112",  # Luhn fails
        "IBAN ES91 2100 0418 4502 0005 1333",  # mod-97 fails
        "DNI 48213957A",  # wrong letter
        "Call our free line 1-800-555-0199",
        "write to support@shop.example",
        "version 1.2.3.4",
        "Your password is incorrect",
        "Please enter your password: ********",
    ],
)
def test_lookalikes_are_not_pii(text: str) -> None:
    assert find_pii(text) == []


def test_values_the_user_sent_are_ignored_even_reformatted() -> None:
    reply = "Updated: tom@outlook.com, +34 612 345 678, ES91 2100 0418 4502 0005 1332"
    user = ["my email is tom@outlook.com, phone 612345678, iban ES9121000418450200051332"]
    assert find_pii(reply, ignore=user) == []
    assert len(find_pii(reply)) == 3


def test_match_positions_point_into_the_original_text() -> None:
    text = "Contact: j\u200bohn@example.org now"
    (match,) = find_pii(text)
    assert text[match.start : match.end] == match.value == "j\u200bohn@example.org"


def test_redact_replaces_every_kind() -> None:
    text = "Mail jane.doe@example.org or call +44 20 7946 0958; card 5555 5555 5555 4444."
    assert redact(text) == "Mail [REDACTED:email] or call [REDACTED:phone]; card [REDACTED:credit_card]."


def test_kind_filter_allowlist_and_custom_patterns() -> None:
    text = "a@b.io and +34 612 345 678 and CUST-0042"
    assert [m.kind for m in find_pii(text, kinds=["phone"])] == ["phone"]
    assert [m.kind for m in find_pii(text, allowlist=["+34612345678"])] == ["email"]
    assert "customer" in [m.kind for m in find_pii(text, custom_patterns={"customer": r"CUST-\d{4}"})]


def test_kinds_list_is_complete() -> None:
    assert set(PII_KINDS) == {
        "email", "phone", "credit_card", "iban", "ssn", "spanish_id", "national_id", "ip_address", "api_key",
        "password", "address",
    }  # fmt: skip
