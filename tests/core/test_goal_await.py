"""The next step left to the user (core/goal_await.py) and a proof over turns while the chatbot still asks.

Every sentence was written for these tests (a table for four, a kayak); none comes from the labelled sets under
bench/. Each refused reply has a done twin that must still be accepted.
"""

from __future__ import annotations

import pytest

from tests.core.test_goal_pending import TABLE
from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_secure import unsecured


def _reached(language: str, first: str, second: str | None = None) -> bool:
    goal, day, other = TABLE[language]
    parts = decompose([goal], None, {"people": ["4"], "day": [day]})
    check = StructuredGoalCheck(parts, {"people": ("2", "4"), "day": (day, other)}, None)
    transcript = [("User", f"4, {day}"), ("Assistant", first.format(day=day))]
    reached = check.decide(transcript).reached
    if second is None:
        return reached
    return reached or check.decide([*transcript, ("User", "ok"), ("Assistant", second.format(day=day))]).reached


WAITING = [  # the user is to report their own step, or holds a payment link: nothing is booked yet
    ("en", "I've sent you the payment link, let me know when you're done."),
    ("es", "Te he enviado el enlace de pago, avísame cuando hayas terminado."),
    ("pt", "Já te mandei o link de pagamento, me avise quando concluir."),
    ("fr", "Je vous ai envoyé le lien de paiement, dites-moi quand c'est fait."),
    ("de", "Ich habe dir den Zahlungslink geschickt, sag Bescheid, sobald du fertig bist."),
    ("it", "Ti ho inviato il link di pagamento, fammi sapere quando hai finito."),
    ("nl", "Ik heb je de betaallink gestuurd, laat me weten wanneer je klaar bent."),
    ("id", "Sudah saya kirim link pembayaran, kabari saya kalau sudah ya."),
]
DONE = [  # the twin: the payment came, the deed is done
    ("en", "Payment received! Table for 4 on {day} booked."),
    ("es", "¡Pago recibido! Mesa para 4 el {day} reservada."),
    ("pt", "Pagamento recebido! Mesa para 4 no {day} reservada."),
    ("fr", "Paiement reçu ! Table pour 4 {day} réservée."),
    ("de", "Zahlung erhalten! Tisch für 4 am {day} reserviert."),
    ("it", "Pagamento ricevuto! Tavolo per 4 {day} prenotato."),
    ("nl", "Betaling ontvangen! Tafel voor 4 op {day} gereserveerd."),
    ("id", "Pembayaran diterima! Meja untuk 4 orang hari {day} sudah dibooking."),
]
OFFER = {
    "en": "Table for 4 on {day} at 8pm, 20 € deposit.",
    "es": "Mesa para 4 el {day} a las 20h, señal de 20 €.",
    "pt": "Mesa para 4 no {day} às 20h, sinal de 20 €.",
    "fr": "Table pour 4 {day} à 20h, acompte de 20 €.",
    "de": "Tisch für 4 am {day} um 20 Uhr, 20 € Anzahlung.",
    "it": "Tavolo per 4 {day} alle 20, caparra di 20 €.",
    "nl": "Tafel voor 4 op {day} om 20 uur, 20 € aanbetaling.",
    "id": "Meja untuk 4 orang hari {day} jam 20, DP 20 ribu.",
}


@pytest.mark.parametrize(("language", "reply"), WAITING)
def test_a_step_left_to_the_user_is_read_in_eight_languages(language: str, reply: str) -> None:
    assert unsecured([reply]), language
    assert not _reached(language, OFFER[language], reply)


@pytest.mark.parametrize(("language", "reply"), DONE)
def test_the_paid_twin_still_stops(language: str, reply: str) -> None:
    assert not unsecured([reply.format(day="x")]), language
    assert _reached(language, OFFER[language], reply)


@pytest.mark.parametrize(
    "sentence",
    [
        "Let me know if you have any questions.",
        "Dimmi pure se ti serve altro.",
        "Laat het me weten als je nog vragen hebt.",
        "Your order is paid and confirmed.",
    ],
)
def test_an_open_invitation_or_a_paid_order_leaves_nothing_to_the_user(sentence: str) -> None:
    assert not unsecured([sentence])


STILL_ASKING = [  # a done word about something else, beside the values, while the chatbot still collects details
    ("en", "Great that the 4 of you picked us! On {day} tables are from 7pm to 11pm. What time suits you?"),
    ("pt", "Que bom que vocês 4 escolheram a gente! No {day} as mesas são das 19h às 23h. Qual horário prefere?"),
    ("it", "Che bello che avete scelto noi in 4! {day} i tavoli sono dalle 19 alle 23. A che ora preferisci?"),
    ("nl", "Fijn dat jullie met 4 voor ons kozen! Op {day} zijn de tafels van 19 tot 23 uur. Hoe laat komen jullie?"),
]


@pytest.mark.parametrize(("language", "reply"), STILL_ASKING)
def test_a_reply_still_asking_the_user_proves_nothing_over_its_sentences(language: str, reply: str) -> None:
    assert not _reached(language, reply)
