"""Round 26: sentences the earlier rounds listed as read wrong, and lists folded into the tables that hold their words.

1. An Indonesian passive future of confirming another matter named first (``Pembayaran akan dikonfirmasi saat tiba``)
   leaves a done move or booking done; the deed's own (``Reservasi akan dikonfirmasi``) still holds it back
   (goal_confirmed_later.OTHER_PASSIVE, read by goal_status.settles_later).
Every sentence was written for these tests; none comes from the labelled sets under bench/.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from tests.core.test_goal_r25 import _MOVED, _moved

_BOOKED = {
    "id": "Meja untuk 4 orang hari Jumat sudah dipesan.",
    "pt": "A sua mesa para 4 na sexta está reservada.",
    "en": "Your table for 4 on Friday is booked.",
}
_TABLE = {
    "id": ("Pesan meja untuk {{n}} orang hari {{day}}", "Jumat", "Sabtu"),
    "pt": ("Reserve uma mesa para {{n}} na {{day}}", "sexta", "sábado"),
    "en": ("Book a table for {{n}} on {{day}}", "Friday", "Saturday"),
}


def _booked(lang: str, after: str) -> bool:
    goal, day, other = _TABLE[lang]
    values, options = {"n": ["4"], "day": [day]}, {"n": ("4", "6"), "day": (day, other)}
    return reached_per_turn([goal], values, options, ["Hi", f"{_BOOKED[lang]} {after}"])[-1]


# 1. An Indonesian passive future of another matter owes nothing; of the deed, it still does


@pytest.mark.parametrize(
    ("lang", "after"),
    [
        ("id", "Pembayaran akan dikonfirmasi saat tiba."),
        ("id", "Pembayarannya akan dikonfirmasi saat tiba."),
        ("id", "Jumlah deposit akan dikonfirmasi saat tiba."),
        ("pt", "O pagamento será confirmado na chegada."),
        ("en", "The payment will be confirmed on arrival."),
    ],
)
def test_a_passive_future_of_another_matter_leaves_the_deed_done(lang: str, after: str) -> None:
    assert _moved(lang, f"{_MOVED[lang]} {after}")
    assert _booked(lang, after)


def test_another_matter_in_a_clause_of_the_same_sentence_owes_nothing() -> None:
    assert _moved(
        "id", "Reservasi untuk 4 orang sudah dipindahkan dari 12 Juli ke 13 Juli, pembayaran akan dikonfirmasi."
    )
    assert not _moved(
        "id", "Reservasi untuk 4 orang sudah dipindahkan dari 12 Juli ke 13 Juli, reservasi akan dikonfirmasi."
    )


@pytest.mark.parametrize(
    ("lang", "after"),
    [
        ("id", "Reservasi akan dikonfirmasi besok."),
        ("id", "Reservasi Anda akan dikonfirmasi saat tiba."),
        ("id", "Pesanan Anda akan dikonfirmasi besok."),
        ("id", "Meja akan dikonfirmasi besok."),
        ("id", "Akan dikonfirmasi besok."),
        ("id", "Ini akan dikonfirmasi besok."),
        ("id", "Ketersediaan akan dikonfirmasi besok."),
        ("pt", "A reserva será confirmada amanhã."),
        ("en", "Your booking will be confirmed tomorrow."),
    ],
)
def test_a_passive_future_of_the_deed_still_holds_it_back(lang: str, after: str) -> None:
    assert _moved(lang, _MOVED[lang])
    assert not _moved(lang, f"{_MOVED[lang]} {after}")


@pytest.mark.parametrize(
    "after", ["Reservasi akan dikonfirmasi besok.", "Meja akan dikonfirmasi besok.", "Akan dikonfirmasi."]
)
def test_an_indonesian_passive_future_of_the_deed_holds_a_booking_back(after: str) -> None:
    assert _booked("id", "")
    assert not _booked("id", after)
