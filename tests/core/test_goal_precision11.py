"""Premature stops by class (round 11, precision): a hold for minutes until paid, a payment asked to finish or to
start, a deed borrowed from another part, availability only, a wish noted, a recount, a choice offered.

Every sentence was written for these tests (a ferry, a theatre, a locksmith, a campsite, a tailor, a climbing
gym, a piano tuner, a ski school); none comes from the labelled sets under bench/. Each guard has its done twin.
"""

from __future__ import annotations

import pytest

from user_sim.core.goal_beside import REQUEST
from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_others import borrowed_deed
from user_sim.core.goal_owed import on_hold
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_refute import offers_choice, replaced_latest
from user_sim.core.goal_secure import free_only
from user_sim.core.goal_sentences import sentences
from user_sim.core.goals import normalise

HOLDS = [
    "Seats 14 and 15 are held for 10 minutes. Complete the payment to confirm them.",
    "Tus asientos quedan bloqueados 10 minutos; después se liberan.",
    "Vos places sont réservées pendant 10 minutes : réglez pour valider.",
    "Die Plätze sind 10 Minuten für Sie reserviert, danach verfallen sie.",
    "I posti restano bloccati per 10 minuti, poi scadono.",
    "Os lugares ficam reservados por 10 minutos até o pagamento.",
    "De plaatsen worden 10 minuten vastgehouden; daarna komen ze weer vrij.",
    "Kursi ditahan selama 10 menit, setelah itu dilepas.",
]


@pytest.mark.parametrize("said", HOLDS)
def test_a_hold_for_minutes_that_lapses_or_waits_on_payment(said: str) -> None:
    assert on_hold("Book two theatre seats", sentences(said))


@pytest.mark.parametrize(
    "said",
    [
        "Table booked for 20:00. We keep tables for 15 minutes past the time.",
        "Reservierung bestätigt. Wir halten den Tisch 15 Minuten.",
        "Mesa reservada para las 21:00, con tolerancia de 15 minutos.",
        "Booked: a 60-minute massage, paid in full.",
    ],
)
def test_a_house_rule_or_a_duration_is_no_hold(said: str) -> None:
    assert not on_hold("Book a table", sentences(said))


@pytest.mark.parametrize(
    "said",
    [
        "Please complete the payment to confirm your cabin.",
        "Realiza el pago para confirmar la plaza.",
        "Merci d'effectuer le paiement pour finaliser la commande.",
        "Bitte die Zahlung leisten, um die Buchung abzuschließen.",
        "Effettua il pagamento per confermare la prenotazione.",
        "Faça o pagamento para concluir a reserva.",
        "Rond de betaling af om de boeking te bevestigen.",
        "Silakan lakukan pembayaran agar tiket terbit.",
        "To start the repair we need a 30% deposit.",
        "Para empezar el arreglo necesitamos un anticipo.",
        "Pour commencer les retouches, un acompte est demandé.",
        "Um mit dem Stimmen zu beginnen, brauchen wir eine Anzahlung.",
        "Per iniziare il lavoro serve una caparra.",
        "Untuk mulai dikerjakan perlu DP dulu ya.",
    ],
)
def test_a_payment_asked_to_finish_or_to_start(said: str) -> None:
    assert on_hold("Order the repair", sentences(said))


@pytest.mark.parametrize(
    "said",
    [
        "Cabin 12 booked, paid by card. Ref FR-88.",
        "Reserva confirmada: pagas en el mostrador.",
        "Commande validée, paiement reçu.",
        "Payment received, your order is confirmed.",
    ],
)
def test_a_paid_or_pay_later_deed_is_no_hold(said: str) -> None:
    assert not on_hold("Book a cabin", sentences(said))


def _decide(goals: list[str], values: dict[str, list[str]], options: dict[str, tuple[str, ...]], turns: list[str]):
    parts = decompose(goals, None, values)
    check = StructuredGoalCheck(parts, options, None)
    transcript: list[tuple[str, str]] = []
    decisions = []
    for user, bot in zip(turns[::2], turns[1::2], strict=True):
        transcript += [("User", user), ("Assistant", bot)]
        decisions.append(check.decide(transcript).reached)
    return decisions


CAMP = {
    "en": (["Book a pitch for {{day}}.", "Sign me up for the canoe trip at {{time}}."], "Friday", "Saturday"),
    "de": (
        ["Buche einen Stellplatz für {{day}}.", "Melde mich für die Kanutour um {{time}} an."],
        "Freitag",
        "Samstag",
    ),
    "fr": (
        ["Réserve un emplacement pour {{day}}.", "Inscris-moi à la sortie canoë de {{time}}."],
        "vendredi",
        "samedi",
    ),
    "nl": (["Boek een staanplaats voor {{day}}.", "Meld me aan voor de kanotocht om {{time}}."], "vrijdag", "zaterdag"),
}


@pytest.mark.parametrize(
    ("language", "reply", "reached"),
    [
        (
            "en",
            "Pitch 7 for Friday is booked ✅ ref CP-19. The canoe trip leaves Friday at 10:00 from the jetty.",
            False,
        ),
        ("de", "Stellplatz 7 für Freitag ist gebucht. Die Kanutour startet um 10:00 am Steg.", False),
        ("fr", "Emplacement 7 pour vendredi réservé, n° CP-19. La sortie canoë part à 10:00 du ponton.", False),
        ("nl", "Staanplaats 7 voor vrijdag is geboekt. De kanotocht vertrekt om 10:00 bij de steiger.", False),
        ("en", "Pitch 7 for Friday is booked ✅ and you're signed up for the canoe trip at 10:00.", True),
        ("en", "All done! Pitch for Friday, canoe trip at 10:00, ref CP-19.", True),
    ],
)
def test_a_second_part_described_is_not_done(language: str, reply: str, reached: bool) -> None:
    goals, day, other = CAMP[language]
    values = {"day": [day], "time": ["10:00"]}
    options = {"day": (day, other), "time": ("10:00", "14:00")}
    assert _decide(goals, values, options, ["pitch + canoe", reply]) == [reached]


TWO_PARTS = (CAMP["en"][0],)


def test_a_borrowed_deed_needs_another_parts_value() -> None:
    parts = decompose(TWO_PARTS[0], None, {"day": ["Friday"], "time": ["10:00"]})
    options = {"day": ("Friday", "Saturday"), "time": ("10:00", "14:00")}
    reply = sentences("Booking confirmed! Pitch for Friday. Canoe trip at 10:00.")
    assert not borrowed_deed(parts[1], parts, "Canoe trip at 10:00.", reply, options, "")
    reply = sentences("Pitch for Friday booked. Canoe trip at 10:00.")
    assert borrowed_deed(parts[1], parts, "Canoe trip at 10:00.", reply, options, "")
    reply = sentences("Pitch for Friday booked. Graag gedaan!")
    assert not borrowed_deed(parts[0], parts, "Pitch for Friday booked.", reply, options, "")


@pytest.mark.parametrize(
    ("said", "free"),
    [
        ("Double room available Friday to Sunday, €180.", True),
        ("Habitación doble disponible de viernes a domingo, 180 €.", True),
        ("Doppelzimmer frei von Freitag bis Sonntag, 180 €.", True),
        ("Kamar double tersedia Jumat sampai Minggu, Rp 900.000.", True),
        ("Double room available Friday to Sunday and booked for you, ref H-2.", False),
        ("Chambre libre vendredi, je l'ai bloquée pour vous.", False),
        ("Double room for Friday, breakfast included.", False),
    ],
)
def test_availability_alone_is_no_booking(said: str, free: bool) -> None:
    assert free_only(said, sentences(said)) is free


def test_the_word_test_keeps_an_available_room_open() -> None:
    goals, values = ["Book a {{room}} room for {{day}}."], {"room": ["double"], "day": ["Friday"]}
    options = {"room": ("single", "double"), "day": ("Friday", "Saturday")}
    turns = [
        "double for friday?",
        "Yes! A double room is available on Friday, €90 with breakfast.",
        "book it",
        "Booked: double room, Friday, €90. Ref RM-4.",
    ]
    assert _decide(goals, values, options, turns) == [False, True]


@pytest.mark.parametrize(
    "said",
    [
        "Ich notiere mir Ihren Wunschtermin.",
        "Ik heb je voorkeursdatum genoteerd.",
        "He apuntado la fecha deseada.",
        "J'ai noté la date souhaitée.",
        "Ho segnato la data preferita.",
        "Saya catat tanggal yang diinginkan.",
    ],
)
def test_a_wish_noted_is_a_request(said: str) -> None:
    assert REQUEST.search(normalise(said)) is not None


def test_a_wish_noted_keeps_the_goal_open() -> None:
    goals, values = ["Vereinbare einen Termin zum Klavierstimmen am {{tag}}."], {"tag": ["Dienstag"]}
    options = {"tag": ("Montag", "Dienstag")}
    turns = [
        "Klavier stimmen am Dienstag?",
        "Gern, ein Techniker kommt vorbei.",
        "Dienstag bitte",
        "Dienstag klingt gut. Ich notiere mir den Wunschtermin Dienstag.",
    ]
    assert _decide(goals, values, options, turns) == [False, False]


def test_a_recount_on_the_receipt_refutes_the_proof() -> None:
    parts = decompose(["Buy {{a}} adult tickets and {{k}} child tickets"], None, {"a": ["2"], "k": ["3"]})
    reply = sentences("Paid ✅\n2 × adult ticket\n2 × child ticket\nRef T-9")
    assert replaced_latest(parts[0], "Paid ✅ / 2 × adult ticket", reply)
    fixed = sentences("Paid ✅\n2 × adult ticket\n3 × child ticket\nRef T-9")
    assert not replaced_latest(parts[0], "Paid ✅ / 2 × adult ticket", fixed)


@pytest.mark.parametrize(
    ("said", "offered"),
    [
        ("For the lesson there is the morning group and the afternoon group. Which one?", True),
        ("Para la clase hay grupo de mañana y grupo de tarde. ¿Cuál prefieres?", True),
        ("Booked the morning group, not the afternoon one. Anything else?", False),
        ("Booked the morning group.", False),
    ],
)
def test_a_choice_offered_is_not_done(said: str, offered: bool) -> None:
    drawn = "morning" if "morning" in said else "mañana"
    other = "afternoon" if drawn == "morning" else "tarde"
    parts = decompose(["Book the ski lesson in the {{slot}} group"], None, {"slot": [drawn]})
    reply = sentences(said)
    assert offers_choice(parts[0], reply[0], reply, {"slot": (drawn, other)}) is offered
