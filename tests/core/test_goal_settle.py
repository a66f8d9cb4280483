"""More ways a value said before settles (goal_settle): an offer the user accepted, a weekday echoed cut short.

Every conversation was written for these tests (a caterer, a bike shop, a dog groomer, a boat hire…) in several
languages; none comes from the labelled sets under bench/. Each positive case has a twin that must stay open: an
offer the user declined or changed, an offer of two values, a sold-out day, a done reply that names another
weekday, an abbreviation that is a common word.
"""

from __future__ import annotations

from typing import Any

import pytest

from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_settle import echoes_weekday

Turns = list[tuple[str, str]]

CATERING = (["book a caterer for {{n}} guests on {{date}}"], {"n": ["20"], "date": ["Friday, 14 March"]})
CATERING_OPTIONS = {"n": ("10", "20", "30"), "date": ("Thursday, 13 March", "Friday, 14 March")}
KOCH = (["buche einen Koch für {{n}} Personen am {{date}}"], {"n": ["8"], "date": ["Sonntag, 6. April"]})
KOCH_OPTIONS = {"n": ("6", "8"), "date": ("Samstag, 5. April", "Sonntag, 6. April")}
BARCO = (["reserva un barco para {{n}} personas el {{date}}"], {"n": ["5"], "date": ["domingo 9 de junio"]})
BARCO_OPTIONS = {"n": ("4", "5"), "date": ("sábado 8 de junio", "domingo 9 de junio")}
GROOM = (["book a grooming for {{n}} dogs on {{day}}"], {"n": ["2"], "day": ["Wednesday"]})
GROOM_OPTIONS = {"n": ("1", "2"), "day": ("Tuesday", "Wednesday")}
BICI = (["prenota la revisione di {{n}} bici per {{day}}"], {"n": ["2"], "day": ["venerdì"]})
BICI_OPTIONS = {"n": ("1", "2"), "day": ("giovedì", "venerdì")}
SEPEDA = (["pesan servis {{n}} sepeda hari {{day}}"], {"n": ["3"], "day": ["Kamis"]})
SEPEDA_OPTIONS = {"n": ("2", "3"), "day": ("Rabu", "Kamis")}


def _decide(goal: tuple[list[str], dict[str, list[Any]]], options: dict[str, tuple[str, ...]], turns: Turns) -> bool:
    """The word test (no model) after the last turn, fed turn by turn as the engine does."""
    check = StructuredGoalCheck(decompose(goal[0], None, goal[1]), options, None)
    transcript = [(who, text) for user, bot in turns for who, text in (("User", user), ("Assistant", bot))]
    return [check.decide(transcript[: end + 2]).reached for end in range(0, len(transcript), 2)][-1]


CATER_ASK = ("Hi, we need a caterer for a team dinner.", "Happy to help! What date, and how many guests?")
CATER_OFFER = (
    "Friday 14 March, 20 guests.",
    "On Friday, 14 March, our chef Tom is available. The buffet menu is £35 per guest. "
    "Shall we make the booking for 20 guests?",
)
NAME = "Great. May I have a name for the booking?"
CATER_DONE = "Your booking is confirmed. Guests: 20. Reference CT-118."
KOCH_DONE = "Ihre Buchung ist bestätigt.\nGäste: 8\nBuchungsnummer: KR-5521"
BARCO_DONE = "¡Reserva confirmada! Barco para 5 personas, código BM-33."
KOCH_OFFER = (
    "Am So., 6.4., wir sind 8 Personen.",
    "Für Sonntag, den 6. April, ist Köchin Lena Roth verfügbar. Das Menü kostet 75 € pro Person. "
    "Sollen wir die Buchung für 8 Personen verbindlich vornehmen?",
)
BARCO_OFFER = (
    "Hola, un barco para 5 personas el domingo 9 de junio.",
    "Para el domingo 9 de junio tenemos disponible la lancha Marina, 240 € el día. "
    "¿Te reservo el barco para 5 personas?",
)


@pytest.mark.parametrize(
    ("goal", "options", "turns"),
    [
        (
            CATERING,
            CATERING_OPTIONS,
            [CATER_ASK, CATER_OFFER, ("Yes please, go ahead.", NAME), ("Tom Baker", CATER_DONE)],
        ),
        (
            KOCH,
            KOCH_OPTIONS,
            [KOCH_OFFER, ("Ja bitte, verbindlich buchen.", "Gern. Auf welchen Namen?"), ("Meier", KOCH_DONE)],
        ),
        (
            BARCO,
            BARCO_OPTIONS,
            [BARCO_OFFER, ("sí, perfecto", "¡Genial! ¿A nombre de quién?"), ("Lucía Gómez", BARCO_DONE)],
        ),
    ],
    ids=["en", "de", "es"],
)
def test_an_offer_the_user_accepted_settles_its_value(goal: Any, options: Any, turns: Turns) -> None:
    assert _decide(goal, options, turns)


@pytest.mark.parametrize(
    ("goal", "options", "turns", "why"),
    [
        (
            CATERING,
            CATERING_OPTIONS,
            [CATER_ASK, CATER_OFFER, ("No, wait, let me check with my boss.", NAME), ("Tom Baker", CATER_DONE)],
            "declined",
        ),
        (
            CATERING,
            CATERING_OPTIONS,
            [CATER_ASK, CATER_OFFER, ("Yes, but make it Thursday 13 March instead.", NAME), ("Tom Baker", CATER_DONE)],
            "changed by the user",
        ),
        (
            KOCH,
            KOCH_OPTIONS,
            [KOCH_OFFER, ("Ja bitte.", "Ihre Buchung ist bestätigt.\nGäste: 8\nDatum: Samstag, 5. April")],
            "another date in the done reply",
        ),
        (
            KOCH,
            KOCH_OPTIONS,
            [
                (
                    "Am So., 6.4., 8 Personen.",
                    "Für Samstag, den 5. April, und Sonntag, den 6. April, ist Köchin Lena Roth verfügbar. "
                    "Sollen wir die Buchung für 8 Personen vornehmen?",
                ),
                ("Ja bitte.", "Gern. Auf welchen Namen?"),
                ("Meier", KOCH_DONE),
            ],
            "two dates offered",
        ),
        (
            BARCO,
            BARCO_OPTIONS,
            [
                (
                    "Hola, un barco para 5 personas el domingo 9 de junio.",
                    "El domingo 9 de junio no nos queda ningún barco. ¿Te reservo el barco para 5 personas el sábado?",
                ),
                ("sí", "¡Genial! ¿A nombre de quién?"),
                ("Lucía Gómez", BARCO_DONE),
            ],
            "sold out",
        ),
        (
            BARCO,
            BARCO_OPTIONS,
            [
                (
                    "Hola, un barco para 5 personas el domingo 9 de junio.",
                    "Para el domingo 9 de junio tenemos disponible la lancha Marina. ¿Quieres saber el precio?",
                ),
                ("sí", "Son 240 € el día. ¿A nombre de quién?"),
                ("Lucía Gómez", "¡Reserva confirmada! Barco para 5 personas, código BM-33."),
            ],
            "no go-ahead asked",
        ),
    ],
    ids=["en-declined", "en-changed", "de-other-date", "de-two-dates", "es-sold-out", "es-no-go-ahead"],
)
def test_an_offer_not_accepted_as_is_settles_nothing(goal: Any, options: Any, turns: Turns, why: str) -> None:
    assert not _decide(goal, options, turns), why


@pytest.mark.parametrize(
    ("goal", "options", "turns"),
    [
        (
            GROOM,
            GROOM_OPTIONS,
            [
                (
                    "hi, pls book a grooming for 2 dogs on wednesday, after 10",
                    "All set! Grooming booked:\n🐶 2 dogs – full groom\n📅 Wed, between 10:00 and 12:00\nRef: DG-401",
                )
            ],
        ),
        (
            BICI,
            BICI_OPTIONS,
            [
                (
                    "ciao, revisione per 2 bici venerdì",
                    "Prenotato ✅\n2 bici – revisione completa\nVen (dalle 9:00) consegna\nCodice: BC-88",
                )
            ],
        ),
        (
            SEPEDA,
            SEPEDA_OPTIONS,
            [
                (
                    "kak mau servis 3 sepeda hari kamis",
                    "Servis terkonfirmasi ✅\n3 sepeda – servis lengkap\nKam, 09.00–12.00\nKode: SP-19",
                )
            ],
        ),
    ],
    ids=["en", "it", "id"],
)
def test_a_weekday_echoed_cut_short_is_carried(goal: Any, options: Any, turns: Turns) -> None:
    assert _decide(goal, options, turns)


@pytest.mark.parametrize(
    ("goal", "options", "turns", "why"),
    [
        (
            GROOM,
            GROOM_OPTIONS,
            [
                (
                    "hi, pls book a grooming for 2 dogs on wednesday, after 10",
                    "All set! Grooming booked:\n🐶 2 dogs – full groom\n📅 Tue, between 10:00 and 12:00\nRef: DG-401",
                )
            ],
            "another weekday",
        ),
        (
            GROOM,
            GROOM_OPTIONS,
            [
                (
                    "hi, pls book a grooming for 2 dogs on wednesday, after 10",
                    "All set! Grooming booked:\n🐶 2 dogs – full groom\nRef: DG-401",
                )
            ],
            "no echo",
        ),
        (
            BICI,
            BICI_OPTIONS,
            [
                (
                    "ciao, revisione per 2 bici venerdì",
                    "Prenotato ✅\n2 bici – revisione completa\nGio (dalle 9:00) consegna",
                )
            ],
            "another day",
        ),
        (
            SEPEDA,
            SEPEDA_OPTIONS,
            [
                (
                    "kak mau servis 3 sepeda hari kamis",
                    "Servis terkonfirmasi ✅\n3 sepeda – servis lengkap\nRab, 09.00–12.00",
                )
            ],
            "another weekday",
        ),
    ],
    ids=["en-other-day", "en-no-echo", "it-other-day", "id-other-day"],
)
def test_a_weekday_not_echoed_is_not_carried(goal: Any, options: Any, turns: Turns, why: str) -> None:
    assert not _decide(goal, options, turns), why


@pytest.mark.parametrize(
    ("value", "text", "expected"),
    [
        ("Wednesday", "📅 Wed, between 9:00 and 13:00", True),
        ("Saturday", "Sat · 19:30–21:00 · 6 players", True),
        ("sábado", "Sáb (desde las 10:00)", True),
        ("Sabtu", "Sab, 07.00–15.00", True),
        ("Freitag", "Abholung Frei 12", False),  # four letters: "frei" is a word
        ("Dienstag", "Die, die Sie bestellt haben, sind da.", False),  # no number after it
        ("Dienstag", "die Torte, die Sie bestellt haben", False),  # not capitalised
        ("mercredi", "Fruits de mer, 12 €", False),  # not capitalised
        ("Wednesday", "Wed", False),  # nothing after it
        ("Wednesday", "Thu, 9:00", False),  # another day
    ],
)
def test_echoes_weekday(value: str, text: str, expected: bool) -> None:
    assert echoes_weekday(value, text) is expected


MEJA = (
    ["pesan {{n}} porsi bakso untuk diantar", "reservasi meja untuk {{people}} orang hari {{day}} malam"],
    {"n": ["4"], "people": ["8"], "day": ["Sabtu"]},
)
MEJA_OPTIONS = {"n": ("4", "6"), "people": ("4", "8"), "day": ("Jumat", "Sabtu")}
MEJA_ASKED = (
    "kak pesan 4 bakso antar ke kantor, terus reservasi meja 8 orang sabtu malam",
    "Pesanan antar sudah masuk dapur ✅ 4x Bakso · #BK-12. Untuk reservasi Sabtu malam, jam berapa kak?",
)
TAVOLO = (["prenota un tavolo per {{n}} persone {{day}} sera"], {"n": ["6"], "day": ["venerdì"]})
TAVOLO_OPTIONS = {"n": ("4", "6"), "day": ("venerdì", "sabato")}
TAVOLO_ASKED = ("ciao, tavolo per 6 venerdì sera", "Per venerdì sera, a che ora?")


@pytest.mark.parametrize(
    ("goal", "options", "turns"),
    [
        (
            MEJA,
            MEJA_OPTIONS,
            [MEJA_ASKED, ("jam 7", "Atas nama siapa kak?"), ("Rina", "Reservasi beres: meja 8 orang, 19.00.")],
        ),
        (
            TAVOLO,
            TAVOLO_OPTIONS,
            [TAVOLO_ASKED, ("alle 20", "A che nome?"), ("Bianchi", "Prenotazione fatta: tavolo per 6, ore 20:00.")],
        ),
    ],
    ids=["id", "it"],
)
def test_a_value_asked_back_is_carried_from_the_users_words(goal: Any, options: Any, turns: Turns) -> None:
    assert _decide(goal, options, turns)


@pytest.mark.parametrize(
    ("goal", "options", "turns", "why"),
    [
        (
            MEJA,
            MEJA_OPTIONS,
            [
                ("kak reservasi meja 8 orang sabtu malam, terus pesan 4 bakso", "Sabtu malam atau Jumat malam, kak?"),
                ("jam 7", "Atas nama siapa kak?"),
                ("Rina", "Reservasi beres: meja 8 orang, 19.00."),
            ],
            "a choice of two days",
        ),
        (
            TAVOLO,
            TAVOLO_OPTIONS,
            [
                ("ciao, tavolo per 6 venerdì sera", "Venerdì sera siamo al completo, sabato a che ora?"),
                ("alle 20", "A che nome?"),
                ("Bianchi", "Prenotazione fatta: tavolo per 6, ore 20:00."),
            ],
            "sold out, another day",
        ),
        (
            TAVOLO,
            TAVOLO_OPTIONS,
            [
                ("ciao, tavolo per 6 venerdì sera", "Prenoto per venerdì sera?"),
                ("no, aspetta", "A che nome?"),
                ("Bianchi", "Prenotazione fatta: tavolo per 6, ore 20:00."),
            ],
            "a go-ahead question the user declined",
        ),
    ],
    ids=["id-choice", "it-sold-out", "it-declined"],
)
def test_a_value_asked_back_in_doubt_is_not_carried(goal: Any, options: Any, turns: Turns, why: str) -> None:
    assert not _decide(goal, options, turns), why
