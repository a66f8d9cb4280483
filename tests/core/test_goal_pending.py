"""An action not done yet (goal_pending, goal_go_ahead, goal_open): refused before the model and by the word test.

Every sentence was written for these tests (a table for four, a kayak, a boiler visit); none comes from the
labelled sets under bench/. Each refused reply has a done twin that must still be accepted.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.core.test_goal_guard import _candidate
from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_go_ahead import asks_go_ahead
from user_sim.core.goal_guard import may_ask
from user_sim.core.goal_open import proof_holds
from user_sim.core.goal_parts import decompose

TABLE = {
    "en": ("book a table for {{people}} on {{day}}", "Saturday", "Friday"),
    "es": ("reservar una mesa para {{people}} el {{day}}", "sábado", "viernes"),
    "fr": ("réserver une table pour {{people}} le {{day}}", "samedi", "vendredi"),
    "de": ("einen Tisch für {{people}} am {{day}} reservieren", "Samstag", "Freitag"),
    "it": ("prenotare un tavolo per {{people}} {{day}}", "sabato", "venerdì"),
    "pt": ("reservar uma mesa para {{people}} no {{day}}", "sábado", "sexta"),
    "nl": ("een tafel voor {{people}} op {{day}} reserveren", "zaterdag", "vrijdag"),
    "id": ("booking meja untuk {{people}} orang hari {{day}}", "Sabtu", "Jumat"),
}


def _reached(language: str, reply: str) -> bool:
    goal, day, other = TABLE[language]
    parts = decompose([goal], None, {"people": ["4"], "day": [day]})
    check = StructuredGoalCheck(parts, {"people": ("2", "4"), "day": (day, other)}, None)
    return check.decide([("User", f"4, {day}"), ("Assistant", reply)]).reached


NOT_DONE = [  # no stop: go-ahead asked, pending, done once an event comes, a request noted, checked and free
    ("en", "Your table for 4 on Saturday has been reserved, ref T-441. Shall I confirm it?"),
    ("en", "Your booking for 4 on Saturday has been registered and is pending confirmation."),
    ("es", "Mesa para 4 el sábado a las 21:00, reservada a nombre de Ruiz. ¿Te la confirmo?"),
    ("es", "Mesa para 4 el sábado reservada en cuanto pagues la señal."),
    ("fr", "Table pour 4 samedi à 20h, c'est noté. Je vous la réserve ?"),
    ("fr", "Votre réservation pour 4 samedi est enregistrée, en attente de confirmation."),
    ("fr", "J'ai bien noté votre demande de table pour 4 samedi."),
    ("de", "Tisch für 4 am Samstag um 20 Uhr ist vorgemerkt. Soll ich ihn verbindlich buchen?"),
    ("de", "Ich habe Ihren Wunsch nach einem Tisch für 4 am Samstag notiert."),
    ("it", "Tavolo per 4 sabato alle 20, ho segnato tutto. Confermo?"),
    ("it", "La prenotazione per 4 sabato è registrata ed è in attesa di conferma."),
    ("pt", "Mesa para 4 no sábado às 20h, anotado! Posso confirmar?"),
    ("pt", "Sua reserva para 4 no sábado foi registrada e está aguardando confirmação."),
    ("nl", "Uw reservering voor 4 op zaterdag is ontvangen en in behandeling genomen."),
    ("nl", "Tafel voor 4 op zaterdag gereserveerd zodra de aanbetaling binnen is."),
    ("id", "Meja untuk 4 orang hari Sabtu sudah saya catat. Mau saya bookingkan sekarang?"),
    ("id", "Reservasi meja untuk 4 orang hari Sabtu sudah tercatat, menunggu konfirmasi dari restoran."),
    ("es", "Apuntado: mesa para 4 el sábado. Responda SÍ para confirmar."),
    ("de", "Notiert: Tisch für 4 am Samstag. Antworten Sie mit JA zur Bestätigung."),
    ("id", "Dicatat: meja 4 orang hari Sabtu. Balas YA untuk konfirmasi."),
    ("en", "A table for 4 on Saturday has been provisionally held for you."),
    ("it", "Ho inoltrato la richiesta di un tavolo per 4 sabato al ristorante."),
    ("en", "Checked: Saturday for 4 is free."),
    ("es", "He mirado la agenda: el sábado hay mesa para 4 libre."),
    ("fr", "J'ai vérifié : samedi, une table pour 4 est disponible."),
    ("de", "Ich habe nachgesehen: am Samstag ist ein Tisch für 4 frei."),
    ("it", "Ho controllato: sabato c'è un tavolo per 4 libero."),
    ("pt", "Já verifiquei: sábado tem mesa para 4 livre."),
    ("nl", "Ik heb gekeken: zaterdag is er een tafel voor 4 vrij."),
    ("id", "Sudah dicek kak, Sabtu untuk 4 orang bisa."),
]
DONE = [  # their done twins
    ("en", "Your table for 4 on Saturday has been reserved, ref T-441."),
    ("es", "Mesa para 4 el sábado reservada, código M-22."),
    ("fr", "Votre table pour 4 samedi est réservée, réf. T-12."),
    ("fr", "Votre table pour 4 samedi est réservée comme demandé, réf. T-12."),
    ("de", "Ihr Tisch für 4 am Samstag ist reserviert, Nummer R-77."),
    ("it", "Il tavolo per 4 sabato è prenotato, codice P-9."),
    ("pt", "Mesa para 4 no sábado reservada, código M-5."),
    ("nl", "Uw tafel voor 4 op zaterdag is gereserveerd, nummer R-3."),
    ("id", "Meja untuk 4 orang hari Sabtu sudah dibooking, kode B-8."),
    ("en", "Your table for 4 on Saturday has been reserved, ref T-441. Anything else I can do?"),
    ("en", "Booked: your table for 4 on Saturday, ref T-441. Reply here if you need to change it."),
    ("es", "Mesa para 4 el sábado reservada, código M-22. ¿Es todo?"),
    ("pt", "Mesa para 4 no sábado reservada, código M-5. É tudo?"),
    ("en", "I've checked and booked your table for 4 on Saturday, ref T-1."),
    ("it", "Ho controllato e ho prenotato il tavolo per 4 sabato, codice P-1."),
    ("en", "Saturday for 4 was available, so I've booked it: ref T-2."),
]


@pytest.mark.parametrize("language, reply", NOT_DONE)
def test_the_word_test_does_not_stop_on_an_action_not_done(language: str, reply: str) -> None:
    assert not _reached(language, reply)


@pytest.mark.parametrize("language, reply", DONE)
def test_the_word_test_still_stops_on_the_done_twin(language: str, reply: str) -> None:
    assert _reached(language, reply)


def _table_candidate(language: str, reply: str) -> tuple[Any, str, list[str]]:
    goal, day, _ = TABLE[language]
    return _candidate(([goal], {"people": ["4"], "day": [day]}), reply)


@pytest.mark.parametrize(
    "language, reply",
    [
        ("en", "Sure, a table for 4 on Saturday works for us!"),
        ("en", "Table for 4 on Saturday at 8. I'm on it."),
        ("es", "Claro, mesa para 4 el sábado, sin problema."),
        ("es", "Para 4 el sábado tenemos sitio. Me encargo yo."),
        ("fr", "Bien sûr, une table pour 4 samedi, c'est possible."),
        ("fr", "Parfait, 4 personnes samedi. Je m'en occupe."),
        ("de", "Natürlich, Tisch für 4 am Samstag geht klar."),
        ("de", "Samstag für 4 Personen, das kriegen wir hin."),
        ("it", "Certo, tavolo per 4 sabato, nessun problema."),
        ("it", "Tavolo per 4 sabato, ci penso io."),
        ("pt", "Claro, mesa para 4 no sábado, sem problema!"),
        ("pt", "Mesa para 4 no sábado, pode deixar."),
        ("nl", "Natuurlijk, een tafel voor 4 op zaterdag kan prima."),
        ("nl", "Tafel voor 4 op zaterdag, dat regelen we."),
        ("id", "Bisa kak, meja 4 orang hari Sabtu masih kosong."),
        ("id", "Siap kak, meja 4 orang hari Sabtu. Nanti saya bantu ya."),
        ("en", "A table for 4 on Saturday is 40 euros deposit."),
        ("es", "Mesa para 4 el sábado: a las 20:00 o a las 22:00. ¿Cuál prefieres?"),
        ("en", "Table for 4 on Saturday: call us to finish it."),
        ("it", "Tavolo per 4 sabato: chiamateci al numero 0432 11 22."),
        ("id", "Meja 4 orang hari Sabtu, hubungi kami via WA ya."),
        ("de", "Tisch für 4 am Samstag wurde leider nicht reserviert, das System ist ausgefallen."),
        ("nl", "Tafel voor 4 op zaterdag is helaas niet gelukt."),
    ],
)
def test_an_agreement_an_offer_or_a_promise_is_not_put_to_the_model(language: str, reply: str) -> None:
    part, sentence, said = _table_candidate(language, reply)
    assert not may_ask(part, sentence, said)


@pytest.mark.parametrize(
    "language, reply",
    [
        ("en", "Great: a table for 4, Saturday 8pm, name Smith."),
        ("es", "Perfecto: mesa para 4, sábado 21:00, a nombre de Ruiz."),
        ("de", "Prima: Tisch für 4, Samstag 20 Uhr, auf Müller."),
        ("nl", "Top: tafel voor 4, zaterdag 20 uur, op naam van Jansen."),
    ],
)
def test_a_bare_summary_with_no_marker_still_goes_to_the_model(language: str, reply: str) -> None:
    part, sentence, said = _table_candidate(language, reply)
    assert may_ask(part, sentence, said)


@pytest.mark.parametrize(
    "question",
    [
        "¿Se lo reservo?",
        "Je vous la bloque ?",
        "Lo prenoto?",
        "Procedo?",
        "Zal ik hem vastleggen?",
        "Buche ich das so?",
        "Saya pesankan ya?",
        "Posso marcar?",
        "Is that correct?",
        "Passt das?",
        "Klopt dat?",
        "Fecho o pedido?",
        "Prenoto il tavolo?",
        "Vuoi che lo prenoti?",
        "Ich trage Sie ein?",
        "Zet ik je erop?",
        "Mau langsung saya proses?",
    ],
)
def test_a_go_ahead_question_in_eight_languages(question: str) -> None:
    part = decompose(["rent a kayak for {{day}}"], None, {"day": ["Sunday"]})[0]
    assert asks_go_ahead(part, ["Kayak for Sunday.", question])


@pytest.mark.parametrize(
    "question",
    [
        "Anything else I can help with?",
        "¿Algo más?",
        "¿Es todo?",
        "Puis-je faire autre chose pour vous ?",
        "Noch etwas?",
        "Ada lagi yang bisa dibantu?",
        "Was dat alles?",
    ],
)
def test_anything_else_is_no_go_ahead(question: str) -> None:
    part = decompose(["rent a kayak for {{day}}"], None, {"day": ["Sunday"]})[0]
    assert not asks_go_ahead(part, ["Kayak for Sunday.", question])


def test_a_logged_request_is_the_deed_of_a_report_not_of_a_booking() -> None:
    report = decompose(["report a {{fault}}"], None, {"fault": ["leaking boiler"]})[0]
    booking = decompose(["book a boiler visit for {{day}}"], None, {"day": ["Monday"]})[0]
    assert proof_holds(report, "I've logged your request about the leaking boiler, ticket B-12.", [])
    assert not proof_holds(booking, "I've logged your request for a boiler visit on Monday.", [])
    assert proof_holds(booking, "Boiler visit booked for Monday, as requested.", [])
