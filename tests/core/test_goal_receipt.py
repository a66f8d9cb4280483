"""A receipt closed by a line about what comes next (goal_receipt), and short weekdays on a receipt's line.

Every sentence was written for these tests (a climbing gym, a cat hotel, a ceramics class, a bike rental…), in
several languages; none comes from the labelled sets under bench/. Each positive case has its twin that must not
pass: the closing line owes a confirmation, names the part's deed, hands over to staff, or comes before the done
line; the reply asks the go-ahead; a value is replaced.
"""

from __future__ import annotations

import pytest

from user_sim.core.goal_block import confirmation_block
from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_contradiction import contradicted
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_receipt import receipt_block
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_values import states

CATS = decompose(["book a cat hotel stay from {{start}} to {{end}}"], None, {"start": ["3 May"], "end": ["9 May"]})
CATS_OPTIONS = {"start": ("2 May", "3 May"), "end": ("9 May", "10 May")}
CLAY = decompose(["reserva una clase de cerámica para {{n}} personas el {{day}}"], None, {
    "n": ["2"], "day": ["viernes"]})  # fmt: skip
CLAY_OPTIONS = {"n": ("1", "2", "3"), "day": ("jueves", "viernes")}
BIKES = decompose(["Miete {{n}} E-Bikes für {{tag}}"], None, {"n": ["2"], "tag": ["Sonntag"]})
BIKES_OPTIONS = {"n": ("1", "2", "3"), "tag": ("Samstag", "Sonntag")}
KAYAK = decompose(["sewa {{n}} kayak untuk hari {{hari}}"], None, {"n": ["3"], "hari": ["Minggu"]})
KAYAK_OPTIONS = {"n": ("2", "3"), "hari": ("Sabtu", "Minggu")}


def _receipt(part_set: tuple, reply: str, options: dict) -> str | None:
    return receipt_block(part_set[0], part_set, reply, options, "")


@pytest.mark.parametrize(
    ("part_set", "options", "reply"),
    [
        (CATS, CATS_OPTIONS, "Booked ✅\n• Check-in: 3 May\n• Check-out: 9 May\nWe'll send you a confirmation e-mail."),
        (CATS, CATS_OPTIONS, "Booked ✅\n• Check-in: 3 May\n• Check-out: 9 May\nMochi is going to love it here!"),
        (
            CLAY,
            CLAY_OPTIONS,
            "¡Reserva hecha! ✅\n• Viernes, 18:00\n• 2 personas\nLe prepararemos un delantal a cada uno.",
        ),
        (BIKES, BIKES_OPTIONS, "Gebucht ✅\n• Sonntag, 10:00\n• 2 E-Bikes\nWir werden die Akkus vorher voll laden."),
        (KAYAK, KAYAK_OPTIONS, "Sewa terkonfirmasi ✅\n• Minggu, 08.00\n• 3 kayak\nNanti kami siapkan pelampung juga."),
    ],
)
def test_a_receipt_closed_by_aftercare_delivers(part_set: tuple, options: dict, reply: str) -> None:
    assert confirmation_block(part_set[0], part_set, sentences(reply), options, "") is None  # the promise holds it
    assert _receipt(part_set, reply, options) is not None


@pytest.mark.parametrize(
    ("part_set", "options", "reply"),
    [
        # a confirmation still owed, the deed itself to come, staff to call back, a line before the done one
        (CATS, CATS_OPTIONS, "Noted ✅\n• Check-in: 3 May\n• Check-out: 9 May\nWe'll confirm the booking by e-mail."),
        (CLAY, CLAY_OPTIONS, "¡Anotado! ✅\n• Viernes, 18:00\n• 2 personas\nLe confirmaremos la reserva mañana."),
        (BIKES, BIKES_OPTIONS, "Gebucht ✅\n• Sonntag, 10:00\n• 2 E-Bikes\nUnser Team meldet sich zur Bestätigung."),
        (KAYAK, KAYAK_OPTIONS, "Nanti kami cek dulu ya.\nSewa terkonfirmasi ✅\n• Minggu, 08.00\n• 3 kayak"),
        # the go-ahead still asked; a value replaced in the receipt; a value only in the closing promise
        (CATS, CATS_OPTIONS, "Ready ✅\n• Check-in: 3 May\n• Check-out: 9 May\nShall I confirm?\nMochi will love it."),
        (CATS, CATS_OPTIONS, "Booked ✅\n• Check-in: 2 May\n• Check-out: 9 May\nA confirmation e-mail is on its way."),
        (CLAY, CLAY_OPTIONS, "¡Reserva hecha! ✅\n• 2 personas\nTe guardaremos sitio el viernes."),
        # no receipt: one paragraph with the values, then "I'll get it ready" (the deed itself, said as a pronoun)
        (CLAY, CLAY_OPTIONS, "Justo hay sitio el viernes a las 18:00 para 2 personas. Le voy a preparar todo."),
        (CATS, CATS_OPTIONS, "Good news, we have a room from 3 May to 9 May. I'll get everything ready for Mochi."),
        # the closing line sits above a value line: no receipt's closing word
        (CATS, CATS_OPTIONS, "Booked ✅\n• Check-in: 3 May\nWe'll send you a confirmation e-mail.\n• Check-out: 9 May"),
    ],
)
def test_a_receipt_that_still_owes_the_deed_does_not(part_set: tuple, options: dict, reply: str) -> None:
    assert _receipt(part_set, reply, options) is None


def test_the_structured_check_proves_the_receipt_with_no_call() -> None:
    check = StructuredGoalCheck(BIKES, BIKES_OPTIONS, None)
    reply = "Gebucht ✅\n• Sonntag, 10:00\n• 2 E-Bikes\nWir werden die Akkus vorher voll laden."
    decision = check.decide([("User", "2 E-Bikes für Sonntag bitte"), ("Assistant", reply)])
    assert decision.reached and decision.calls == 0
    check = StructuredGoalCheck(BIKES, BIKES_OPTIONS, None)
    reply = "Vorgemerkt ✅\n• Sonntag, 10:00\n• 2 E-Bikes\nWir bestätigen die Buchung morgen."
    assert not check.decide([("User", "2 E-Bikes für Sonntag bitte"), ("Assistant", reply)]).reached


@pytest.mark.parametrize(
    ("said", "value", "expected"),
    [
        ("Climbing wall · Sat · 10:30 · 2 people", "Saturday", True),
        ("Climbing wall · Sun · 10:30 · 2 people", "Saturday", False),
        ("Pickup: Wed, between 9:00 and 12:00", "Wednesday", True),
        ("Pickup: Thu, between 9:00 and 12:00", "Wednesday", False),
        ("Retrait : boutique du port, ven (dès 10:00)", "vendredi", True),
        ("Retrait : boutique du port, sam (dès 10:00)", "vendredi", False),
        ("Ritiro · mer · dalle 14:00", "mercoledì", True),
        # no clock or date after the short form, or two words between: no day
        ("We sat down with the owner at last.", "Saturday", False),
        ("Sat and Sun open from 10:00", "Saturday", False),
    ],
)
def test_a_short_weekday_on_a_receipt_line(said: str, value: str, expected: bool) -> None:
    assert states(said, value) is expected


@pytest.mark.parametrize(
    ("name", "value", "reply", "expected"),
    [
        # a deadline or the end of a span is no other value of the deed
        ("date", "14 mars", "Réservé ✅\n• Samedi 14/03, 15h\nSolde à régler jusqu'au 10/03.", False),
        ("day", "sábado", "Reservado ✅\n• Sábado, 17:00\nSi cambia algo, avísanos hasta el jueves.", False),
        ("day", "Samstag", "Gebucht ✅\n• Samstag, 10:00\nKostenlos stornierbar bis Donnerstag.", False),
        ("day", "zaterdag", "Geboekt ✅\n• Zaterdag 10:00\nAnnuleren kan uiterlijk donderdag.", False),
        ("day", "Sabtu", "Terkonfirmasi ✅\n• Sabtu, 10.00\nPelunasan paling lambat Kamis.", False),
        # another day said plainly, or as a farewell that names the day of the deed, still replaces it
        ("date", "14 mars", "Réservé ✅\n• Samedi 14/03, 15h\nÀ noter : ce sera le 10/03.", True),
        ("day", "sábado", "Reservado ✅\n• Sábado, 17:00\n¡Hasta el jueves!", True),
        ("day", "Samstag", "Gebucht ✅\n• Samstag, 10:00\nBis Donnerstag!", True),
    ],
)
def test_a_deadline_replaces_no_value(name: str, value: str, reply: str, expected: bool) -> None:
    assert contradicted(name, value, sentences(reply), {}) is expected


VISIT = decompose(["concierta una visita al vivero para el {{day}}"], None, {"day": ["lunes"]})
TERMIN = decompose(["vereinbare einen Beratungstermin für {{tag}}"], None, {"tag": ["Dienstag"]})
SLOT = decompose(["get a repair slot for your {{item}} on {{day}}"], None, {"item": ["bike"], "day": ["Friday"]})
SLOT_OPTIONS = {"item": ("bike",), "day": ("Thursday", "Friday")}


@pytest.mark.parametrize(
    ("part_set", "values", "reply", "expected"),
    [
        # the participles of arranging and assigning are done words on a receipt's header
        (VISIT, {"day": ("lunes", "martes")}, "Visita concertada ✓\nLunes 10:30 · Vivero El Roble", True),
        (TERMIN, {"tag": ("Montag", "Dienstag")}, "Termin vereinbart ✅\nDienstag, 15:00 · Filiale Mitte", True),
        (SLOT, SLOT_OPTIONS, "Done ✅\n• bike\n• Fri, 09:00", True),
        # the same words offered, asked or still to do
        (VISIT, {"day": ("lunes", "martes")}, "¿Le concierto una visita?\nLunes 10:30 · Vivero El Roble", False),
        (TERMIN, {"tag": ("Montag", "Dienstag")}, "Ich kann den Termin vereinbaren:\nDienstag, 15:00", False),
        (
            SLOT,
            SLOT_OPTIONS,
            "A slot can be assigned:\n• bike\n• Fri, 09:00",
            False,
        ),
    ],
)
def test_arranged_and_assigned_headers(part_set: tuple, values: dict, reply: str, expected: bool) -> None:
    check = StructuredGoalCheck(part_set, values, None)
    assert check.decide([("User", "hola"), ("Assistant", reply)]).reached is expected
