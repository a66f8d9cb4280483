"""Round-8 classes of premature stops (core/goal_secure.py, goal_beside.REQUEST, goal_yesno, goal_guard).

Every sentence was written for these tests (a table for four, a boat trip, a hall); none comes from the labelled
sets under bench/. Each not-done reply has a done twin in the same language that must still stop.
"""

from __future__ import annotations

import pytest

from tests.core.test_goal_guard import _candidate
from tests.core.test_goal_pending import _reached
from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_done import is_done
from user_sim.core.goal_guard import may_ask
from user_sim.core.goal_parts import decompose

NOT_DONE = [  # a step still to secure it, still free, a confirmation to come, a request or details only noted
    ("en", "Saturday for 4 is still free. To lock it in, please pay a 20 euro deposit."),
    ("es", "Mesa para 4 el sábado: todavía libre. Para garantizar la mesa, paga la señal de 10 €."),
    ("fr", "Table pour 4 samedi : encore disponible. Pour bloquer la table, un acompte de 10 € est demandé."),
    ("de", "Tisch für 4 am Samstag ist noch frei. Um den Tisch zu sichern, überweisen Sie bitte 10 €."),
    ("it", "Tavolo per 4 sabato ancora libero. Per bloccare il tavolo serve un acconto di 10 €."),
    ("pt", "Mesa para 4 no sábado ainda livre. Para garantir a mesa, faça o sinal de 10 €."),
    ("nl", "Tafel voor 4 op zaterdag is nog vrij. Om de tafel vast te leggen, betaal je 10 euro aanbetaling."),
    ("id", "Meja 4 orang hari Sabtu masih kosong kak. Untuk mengunci meja, DP 50 ribu ya."),
    ("en", "Your details for a table for 4 on Saturday are noted. The team will process it once confirmed."),
    ("id", "Data meja 4 orang hari Sabtu sudah kami catat, admin proses kalau slotnya sudah dikonfirmasi."),
    ("fr", "Table pour 4 samedi enregistrée; vous recevrez un SMS une fois la table confirmée."),
    ("nl", "Ik heb je aanvraag voor een tafel voor 4 op zaterdag genoteerd."),
    ("de", "Ihr Anliegen, Tisch für 4 am Samstag, ist notiert."),
    ("pt", "Anotei seus dados para a mesa de 4 no sábado."),
    ("es", "He anotado tus datos: mesa para 4 el sábado."),
]
DONE = [  # their done twins
    ("en", "Your table for 4 on Saturday is booked, ref T-1."),
    ("es", "Mesa para 4 el sábado reservada, código M-2. Tu reserva se ha confirmado."),
    ("fr", "Table pour 4 samedi réservée, réf. T-3."),
    ("de", "Tisch für 4 am Samstag ist reserviert, Nummer R-4."),
    ("it", "Tavolo per 4 sabato prenotato, codice P-5."),
    ("pt", "Mesa para 4 no sábado reservada, código M-6."),
    ("nl", "Tafel voor 4 op zaterdag is gereserveerd, nummer R-7."),
    ("id", "Meja 4 orang hari Sabtu sudah dibooking kak, kode B-8. Terima kasih untuk booking-nya!"),
]


@pytest.mark.parametrize("language, reply", NOT_DONE)
def test_a_deed_still_to_secure_or_only_noted_does_not_stop(language: str, reply: str) -> None:
    assert not _reached(language, reply)


@pytest.mark.parametrize("language, reply", DONE)
def test_its_done_twin_still_stops(language: str, reply: str) -> None:
    assert _reached(language, reply)


def _answered(goal: str, question: str, reply: str) -> bool:
    parts = decompose([goal], None, {})
    check = StructuredGoalCheck(parts, {}, None)
    return check.decide([("User", question), ("Assistant", reply)]).reached


@pytest.mark.parametrize(
    "goal, question, reply, answered",
    [
        ("preguntar si puede subir un acompañante", "¿puede subir un acompañante?", "Sí, puede subir uno.", True),
        (
            "preguntar si puede subir un acompañante",
            "¿y el acompañante?",
            "Si el viento no acompaña, cambiamos.",
            False,
        ),
        ("chiedere se si può portare il cane", "si può portare il cane?", "Sì, il cane è il benvenuto.", True),
        ("chiedere se si può portare il cane", "e il cane?", "Se il cane abbaia, usciamo.", False),
    ],
)
def test_an_if_clause_is_no_yes(goal: str, question: str, reply: str, answered: bool) -> None:
    assert _answered(goal, question, reply) is answered


HALL = (["ask how many guests the hall holds"], {})
TENT = (["vraag of je een eigen tent mee mag nemen naar de camping"], {})


@pytest.mark.parametrize(
    "goal, reply, asked",
    [
        (HALL, "The hall holds up to 120 guests.", True),
        (HALL, "The rental is 2400 euros for 6 hours.", False),
        (HALL, "Your code is RS-3310.", False),
        (TENT, "Ja, je eigen tent mag mee naar de camping.", True),
        (TENT, "2× Campingticket (Camping Noord).", False),
    ],
)
def test_a_count_or_a_yes_no_answer_names_what_was_asked(goal: object, reply: str, asked: bool) -> None:
    part = decompose(goal[0], None, goal[1])[0]  # type: ignore[index]
    assert may_ask(part, reply, [reply]) is asked


def test_the_candidate_helper_still_sees_a_rule_candidate() -> None:
    part, sentence, said = _candidate(HALL, "The hall holds up to 120 guests.")
    assert may_ask(part, sentence, said)


@pytest.mark.parametrize(
    "goal, question, reply, answered",
    [
        ("tanyakan apakah bisa diantar ke rumah", "bisa diantar?", "Sudah dicek kak: bisa diantar.", True),
        ("tanyakan apakah bisa diantar ke rumah", "bisa diantar?", "Sudah dicek kak: ongkirnya 10 ribu.", False),
        ("chiedi se può essere fatta senza glutine", "e senza glutine?", "Sì, certo! La facciamo senza glutine.", True),
        ("chiedi se può essere fatta senza glutine", "e senza glutine?", "Sì, certo! Vi aspettiamo sabato.", False),
        ("ask whether dogs are allowed on the terrace", "and dogs?", "Yes, absolutely. Dogs are welcome there.", True),
        ("ask whether dogs are allowed on the terrace", "and dogs?", "Yes, absolutely. See you Sunday.", False),
    ],
)
def test_a_yes_after_a_lead_in_or_before_its_topic_answers(
    goal: str, question: str, reply: str, answered: bool
) -> None:
    assert _answered(goal, question, reply) is answered


def _goal_reached(goal: list[str], values: dict[str, list[str]], turns: list[tuple[str, str]]) -> bool:
    check = StructuredGoalCheck(decompose(goal, None, values), {k: tuple(v) for k, v in values.items()}, None)
    transcript: list[tuple[str, str]] = []
    reached = False
    for user, bot in turns:
        transcript += [("User", user), ("Assistant", bot)]
        reached = check.decide(list(transcript)).reached
    return reached


@pytest.mark.parametrize(
    "reply, reached",
    [
        ("Ihr Termin steht: Dienstag, 10:00 Uhr, Praxis 2.", True),
        ("Das Angebot steht: Dienstag, 10:00 Uhr, 40 €.", False),
        ("Der Dienstag um 10:00 Uhr steht Ihnen noch offen.", False),
    ],
)
def test_a_deed_noun_that_stands_is_done(reply: str, reached: bool) -> None:
    goal = (["Vereinbare einen Termin für die Fußpflege am {{day}}"], {"day": ["Dienstag"]})
    assert _goal_reached(goal[0], goal[1], [("Dienstag bitte", reply)]) is reached


KIT = (
    ["Sign up for the {{style}} workshop on {{day}}.", "Buy the {{kit}} materials kit for the workshop."],
    {"style": ["italic"], "day": ["Friday"], "kit": ["full"]},
)


@pytest.mark.parametrize(
    "reply, reached",
    [  # the go-ahead of the other part ("About the kit: … Shall I add it?") holds the done sign-up back no more
        ("Signed up ✍️ Friday at 6 pm, italic workshop. About the kit: the full one is 32 €. Shall I add it?", True),
        ("Friday at 6 pm, italic workshop. Shall I sign you up?", False),
        ("Signed up: Friday at 6 pm, italic workshop. Shall I add it?", False),
    ],
)
def test_a_go_ahead_about_another_matter_does_not_hold_a_done_part(reply: str, reached: bool) -> None:
    parts = decompose(KIT[0], None, KIT[1])
    check = StructuredGoalCheck(parts, {k: tuple(v) for k, v in KIT[1].items()}, None)
    check.decide([("User", "italic on Friday, and the full kit"), ("Assistant", reply)])
    assert (1 in check.delivered) is reached


@pytest.mark.parametrize(
    "sentence, done",
    [
        ("Toegevoegd aan je boeking: 3 zakjes.", True),
        ("Zu Ihrer Bestellung hinzugefügt: 3 Tüten.", True),
        ("Aggiunto al tuo ordine: 3 sacchetti.", True),
        ("Agregado a tu pedido: 3 bolsas.", True),
        ("Wil je dat ik 3 zakjes toevoeg?", False),
        ("Soll ich 3 Tüten hinzufügen?", False),
        ("Posso aggiungere 3 sacchetti?", False),
    ],
)
def test_added_to_the_order_is_a_deed(sentence: str, done: bool) -> None:
    assert is_done(sentence) is done
