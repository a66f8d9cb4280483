"""An adversarial probe of round 18's merge (each must stay not reached), beside done twins.

A reassuring *no* that goes on with a correction (goal_refute), a deed done only once the user confirms
(goal_pending.TO_CONFIRM, goal_conjunctions.ON_RECEIPT), a cancellation or change policy's deadline read as the
booking's time (goal_not_rival.policy_free), *no sé* before an article (goal_unknown_words.DONT_KNOW). A confirmation
joined by *and* (``Kurz bestätigen, und das Knoblauchbrot ist bestellt``), left open here, is read since round 20
(tests/core/test_goal_prec20.py).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.core.support import reached_per_turn
from tests.core.test_goal_failed import _reached
from user_sim.core.goal_canonical import canonical
from user_sim.core.goal_not_rival import policy_free

PROBES: list[tuple[list[str], dict[str, list[str]], dict[str, tuple[str, ...]], list[str]]] = [
    (
        ["Book a table for {{n}} on {{day}}"],
        {"n": ["4"], "day": ["Friday"]},
        {"n": ("4", "6"), "day": ("Friday", "Saturday")},
        ["Hi", "Booked for 4 on Friday... sorry, no, no worries, I've put you down for Saturday instead."],
    ),
    (["Bestel een knoflookbrood."], {}, {}, ["Hi", "Na uw bevestiging is het knoflookbrood besteld."]),
    (
        ["Reserviere einen Tisch für {{n}} am {{day}}"],
        {"n": ["4"], "day": ["Freitag"]},
        {"n": ("4", "6"), "day": ("Freitag", "Samstag")},
        ["Hi", "Sagen Sie einfach Ja, dann ist der Tisch für 4 am Freitag reserviert."],
    ),
    (
        ["Reserviere einen Tisch für {{n}} am {{day}}"],
        {"n": ["4"], "day": ["Freitag"]},
        {"n": ("4", "6"), "day": ("Freitag", "Samstag")},
        [
            "Hi",
            "Tisch für 4 am Freitag ist reserviert. Moment, nein, kein Problem, ich trage Sie lieber für Samstag ein.",
        ],
    ),
    (
        ["Reserva una mesa para {{n}} el {{day}}"],
        {"n": ["4"], "day": ["viernes"]},
        {"n": ("4", "6"), "day": ("viernes", "sábado")},
        ["Hi", "Mesa para 4 el viernes reservada... perdón, no, no hay problema en cambiarla: queda para el sábado."],
    ),
    (
        ["Réserve une table pour {{n}} {{day}}"],
        {"n": ["4"], "day": ["vendredi"]},
        {"n": ("4", "6"), "day": ("vendredi", "samedi")},
        ["Hi", "Table pour 4 vendredi réservée... pardon, non, pas de souci, je la mets plutôt samedi."],
    ),
    (
        ["Prenota un tavolo per {{n}} {{day}}"],
        {"n": ["4"], "day": ["venerdì"]},
        {"n": ("4", "6"), "day": ("venerdì", "sabato")},
        ["Hi", "Tavolo per 4 venerdì prenotato... scusi, no, nessun problema a spostarlo: lo metto sabato."],
    ),
    (
        ["Pesan meja untuk {{n}} orang hari {{day}}"],
        {"n": ["4"], "day": ["Jumat"]},
        {"n": ("4", "6"), "day": ("Jumat", "Sabtu")},
        [
            "Hi",
            "Meja untuk 4 orang hari Jumat sudah dipesan... maaf, tidak, tidak masalah, saya pindahkan ke hari Sabtu.",
        ],
    ),
    (
        ["Reserviere einen Tisch für {{n}} am {{day}}"],
        {"n": ["4"], "day": ["Freitag"]},
        {"n": ("4", "6"), "day": ("Freitag", "Samstag")},
        [
            "Hi",
            "Tisch für 4 am Freitag ist reserviert... Moment, nein, kein Problem, Freitag ist doch voll, "
            "ich rufe Sie an.",
        ],
    ),
    (
        ["Bestelle ein Knoblauchbrot."],
        {},
        {},
        ["Hi", "Bitte bestätigen Sie kurz, dann ist das Knoblauchbrot bestellt."],
    ),
    (["Bestelle ein Knoblauchbrot."], {}, {}, ["Hi", "Sagen Sie einfach Ja, dann ist das Knoblauchbrot bestellt."]),
    (["Bestelle ein Knoblauchbrot."], {}, {}, ["Hi", "Nach Ihrer Bestätigung ist das Knoblauchbrot bestellt."]),
    (["Bestel een knoflookbrood."], {}, {}, ["Hi", "Bevestig even, dan is uw knoflookbrood besteld."]),
    (
        ["Reserviere einen Tisch für {{n}} am {{day}}"],
        {"n": ["4"], "day": ["Freitag"]},
        {"n": ("4", "6"), "day": ("Freitag", "Samstag")},
        ["Hi", "Nach Ihrer Bestätigung ist der Tisch für 4 am Freitag reserviert."],
    ),
    (
        ["Reserveer een tafel voor {{n}} op {{day}}"],
        {"n": ["4"], "day": ["vrijdag"]},
        {"n": ("4", "6"), "day": ("vrijdag", "zaterdag")},
        ["Hi", "Bevestig even, dan is de tafel voor 4 op vrijdag gereserveerd."],
    ),
    (
        ["Reserveer een tafel om {{time}}"],
        {"time": ["16:00"]},
        {"time": ("16:00", "19:00")},
        ["Hi", "Uw tafel is gereserveerd. Kosteloos annuleren kan tot 16:00."],
    ),
    (
        ["Réserve une table à {{time}}"],
        {"time": ["14:30"]},
        {"time": ("14:30", "20:00")},
        ["Hi", "Votre table est réservée. Annulation gratuite jusqu'à 14.30."],
    ),
    (
        ["Prenota un tavolo alle {{time}}"],
        {"time": ["14:30"]},
        {"time": ("14:30", "20:00")},
        ["Hi", "Il tavolo è prenotato. Cancellazione gratuita fino alle 14.30."],
    ),
    (
        ["Reserve uma mesa às {{time}}"],
        {"time": ["14:30"]},
        {"time": ("14:30", "20:00")},
        ["Hi", "Mesa reservada! Cancelamento grátis até 14.30."],
    ),
    (
        ["Réserve une table à {{time}}"],
        {"time": ["14:30"]},
        {"time": ("14:30", "20:00")},
        ["Hi", "Votre table est réservée. Vous pouvez la modifier jusqu'à 14.30 la veille."],
    ),
    (
        ["Reserve uma mesa às {{time}}"],
        {"time": ["14:30"]},
        {"time": ("14:30", "20:00")},
        ["Hi", "Mesa reservada! Pode alterar a reserva até 14.30 do dia anterior."],
    ),
    (
        ["Réserve une table à {{time}}"],
        {"time": ["14:30"]},
        {"time": ("14:30", "20:00")},
        ["Hi", "Votre table est réservée. Annulation gratuite jusqu'à 14:30."],
    ),
    (
        ["Reserve uma mesa às {{time}}"],
        {"time": ["14:30"]},
        {"time": ("14:30", "20:00")},
        ["Hi", "Mesa reservada! Cancelamento grátis até 14:30."],
    ),
    (
        ["Reserveer een tafel om {{time}}"],
        {"time": ["16:00"]},
        {"time": ("16:00", "19:00")},
        ["Hi", "Uw tafel is gereserveerd. Wijzigen kan tot en met 16.00."],
    ),
    (
        ["Pregunta si el hotel admite perros."],
        {},
        {},
        ["¿El hotel admite perros?", "No sé la política exacta del hotel; sí admiten algunos animales."],
    ),
]


@pytest.mark.parametrize(("goals", "values", "options", "turns"), PROBES)
def test_probe_stays_open(goals: list[str], values: dict[str, list[str]], options: Any, turns: list[str]) -> None:
    assert not any(reached_per_turn(goals, values, options, turns))


DONE: list[tuple[list[str], dict[str, list[str]], dict[str, tuple[str, ...]], list[str]]] = [
    (
        ["Réserve une table à {{time}}"],
        {"time": ["14:30"]},
        {"time": ("14:30", "20:00")},
        ["Hi", "Votre table est réservée à 14h30. Annulation gratuite jusqu'à 12:00."],
    ),
    (
        ["Reserveer een tafel om {{time}}"],
        {"time": ["16:00"]},
        {"time": ("16:00", "19:00")},
        ["Hi", "Uw tafel om 16:00 is gereserveerd. Wijzigen kan tot en met 12:00."],
    ),
    (
        ["Book a table for {{n}} on {{day}}"],
        {"n": ["4"], "day": ["Friday"]},
        {"n": ("4", "6"), "day": ("Friday", "Saturday")},
        ["Hi", "Booked for 4 on Friday... sorry, no, no worries at all."],
    ),
    (
        ["Bestelle ein Knoblauchbrot."],
        {},
        {},
        ["Hi", "Danke für Ihre Bestätigung, das Knoblauchbrot ist bestellt."],
    ),
    (["Pregunta si el hotel admite perros."], {}, {}, ["¿El hotel admite perros?", "Sí, admitimos perros pequeños."]),
]


@pytest.mark.parametrize(("goals", "values", "options", "turns"), DONE)
def test_done_twin_is_reached(goals: list[str], values: dict[str, list[str]], options: Any, turns: list[str]) -> None:
    assert reached_per_turn(goals, values, options, turns)[-1]


REVIEW = [  # the final review of round 18 found each reached on the code before it and rightly so, lost by the round
    (
        "Ask whether the shop is open on Sunday.",
        "Is the shop open on Sunday?",
        "Yes, we are open on Sunday until 18:00.",
    ),
    ("Pregunta si admiten perros.", "¿Admiten perros?", "Sí, admitimos perros pequeños. No se la puedo reservar aún."),
]


@pytest.mark.parametrize(("goal", "user", "reply"), REVIEW)
def test_review_done_twins(goal: str, user: str, reply: str) -> None:
    assert reached_per_turn([goal], {}, {}, [user, reply])[-1]


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("pt", "Mesa para 4 na sexta reservada. Sim, correto."),
        ("en", "Your table for 4 on Friday is booked. Parking? Sorry, no."),
        ("id", "Meja untuk 4 orang hari Jumat sudah dipesan. Konfirmasi sudah kami kirim ke email Anda dan WhatsApp."),
        ("en", "Your table for 4 on Friday is booked. We confirm every booking by email, then send a reminder."),
        ("it", "Tavolo per 4 venerdì prenotato. La conferma arriva via email, allora ci vediamo venerdì!"),
    ],
)
def test_review_done_bookings(lang: str, reply: str) -> None:
    """A yes alone is no tag; a *no* answering a question asked between takes nothing back; confirm-then opens."""
    assert _reached(lang, reply)


def test_a_policy_deadline_is_read_only_after_a_policy_word() -> None:
    said = canonical("Your booking is changed: the room is yours until 11:00. Alternatively, a table before 19:00.")
    assert "11:00" in policy_free(said) and "19:00" in policy_free(said)
    assert "14:30" not in policy_free(canonical("Cancellazione gratuita fino alle 14:30."))


def test_amounts_after_a_word_ending_in_a_clock_word_stay_amounts() -> None:
    assert "02:10" not in canonical("The total was 2.10 euros.") and "04:50" not in canonical("We store 4.50 litres")
