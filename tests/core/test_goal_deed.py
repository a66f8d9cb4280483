"""The word of doing: participles without an auxiliary, being + participle, pending, a filed request, hand-offs.

(goal_deeds, goal_status, goal_tense, goal_rules, goal_verbs.files_request, goal_withheld.withheld.) Every sentence
was written for these tests (a table, a bike, a permit, a boiler…); none comes from the labelled sets under bench/.
Each positive has its promise, offer, question, pending or hand-off twin beside it, in several languages.
"""

from __future__ import annotations

from typing import Any

import pytest

from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_done import is_done
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_rules import PartSpec, is_handoff, judge
from user_sim.core.goal_status import is_pending
from user_sim.core.goal_tense import is_third_party

Goal = tuple[str, dict[str, list[Any]], dict[str, tuple[str, ...]]]
TABLE: dict[str, Goal] = {
    "en": ("book a table for {{n}} on {{d}}", {"n": ["4"], "d": ["Friday"]}, {"d": ("Friday", "Saturday")}),
    "es": ("reservar una mesa para {{n}} el {{d}}", {"n": ["4"], "d": ["viernes"]}, {"d": ("viernes", "sábado")}),
    "pt": ("reservar uma mesa para {{n}} na {{d}}", {"n": ["4"], "d": ["sexta"]}, {"d": ("sexta", "sábado")}),
    "fr": ("réserver une table pour {{n}} {{d}}", {"n": ["4"], "d": ["vendredi"]}, {"d": ("vendredi", "samedi")}),
    "de": ("einen Tisch für {{n}} am {{d}} reservieren", {"n": ["4"], "d": ["Freitag"]}, {"d": ("Freitag", "Samstag")}),
    "it": ("prenotare un tavolo per {{n}} {{d}}", {"n": ["4"], "d": ["venerdì"]}, {"d": ("venerdì", "sabato")}),
    "nl": ("een tafel reserveren voor {{n}} op {{d}}", {"n": ["4"], "d": ["vrijdag"]}, {"d": ("vrijdag", "zaterdag")}),
    "id": ("pesan meja untuk {{n}} orang hari {{d}}", {"n": ["4"], "d": ["Jumat"]}, {"d": ("Jumat", "Sabtu")}),
}


def reached(goal: Goal, *talk: str) -> bool:
    """Whether the word test (no model) calls the goal reached after the user/chatbot ``talk``."""
    template, values, options = goal
    check = StructuredGoalCheck(decompose([template], None, values), {"n": ("2", "4"), **options}, None)
    pairs = [("User" if i % 2 == 0 else "Assistant", text) for i, text in enumerate(talk)]
    return check.decide(pairs).reached


@pytest.mark.parametrize(
    ("sentence", "done"),
    [
        ("Zwei Pässe gekauft.", True),
        ("Programado para el viernes.", True),
        ("Iscritto al corso del lunedì.", True),
        ("Inscrit pour samedi.", True),
        ("Vastgelegd", True),
        ("Logged.", True),
        ("Agendado para sexta às 10h.", True),
        ("Ihr Tisch für 4 am Freitag steht.", True),
        ("Alles klar, der Termin steht.", True),
        ("Table for 4 on Friday — it's in the book!", True),
        ("Payment received for the March invoice.", True),
        ("Betaling ontvangen voor de factuur van maart.", True),
        ("Registration for the 10k opens on 1 March.", False),  # not the Italian "registrat-"
        ("The modification fee is 10 euros.", False),
        ("Helado de fresa", False),  # ends like a participle, is a noun
        ("Votre commande :", False),  # the noun, not the participle commandé
        ("Unser Angebot:", False),
        ("Tomato soup of the day", False),
        ("Was auf der Karte steht.", False),  # a relative clause puts its verb last too
        ("Den Tisch, der dort steht.", False),
        ("Het menu dat op de site staat.", False),
        ("El local está ubicado en la calle Mayor.", False),  # a state, not a deed
        ("Siamo aperti sabato.", False),
        ("Vous êtes invités à arriver 10 minutes avant.", False),
        ("Il tavolo per 4 è disponibile per la serata di sabato.", False),  # "la serata" is a noun
        ("Está en la entrada, a la izquierda.", False),
    ],
)
def test_service_participles_and_result_states_without_an_auxiliary(sentence: str, done: bool) -> None:
    assert is_done(sentence) is done


@pytest.mark.parametrize(
    ("sentence", "done"),
    [
        ("Du bist für Samstag eingetragen.", True),
        ("Vous êtes inscrite au cours du samedi.", True),
        ("Sei iscritta al corso del sabato.", True),
        ("Estás inscrita en el taller del sábado.", True),
        ("Je bent ingeschreven voor zaterdag.", True),
        ("Uw aanvraag is ontvangen.", True),
        ("Vous serez inscrite dès réception du paiement.", False),  # a future
        ("Your table is booked once we receive the deposit.", False),  # done only under a condition
        ("Your booking is being processed.", False),  # pending
    ],
)
def test_being_and_a_participle_and_their_future_or_conditional_twins(sentence: str, done: bool) -> None:
    assert (judge(sentence, PartSpec("action", {}), {}) == "delivered") is done


@pytest.mark.parametrize(
    "status",
    [
        "Status: pending",
        "Estado: pendiente de confirmación",
        "Statut : en attente",
        "Status: in behandeling",
        "Stato: in attesa di conferma",
        "Status: ausstehend",
        "A reserva está aguardando confirmação.",
        "Masih menunggu konfirmasi ya kak.",
        "Booked provisionally, subject to availability.",
        "Status der Bestellung: in Bearbeitung",
    ],
)
def test_pending_statuses_in_eight_languages(status: str) -> None:
    assert is_pending(status)
    assert not is_done(status)


@pytest.mark.parametrize(
    ("language", "header", "status", "ok"),
    [
        ("de", "Gekauft ✅", "", True),
        ("nl", "Gereserveerd!", "", True),
        ("es", "✅ Reservado", "", True),
        ("en", "Status: CONFIRMED", "", True),
        ("it", "Prenotato ✔️", "", True),
        ("fr", "C'est calé 👍", "", True),
        ("es", "✅ Reservado", "Estado: pendiente de confirmación", False),
        ("en", "Status: pending", "", False),
        ("nl", "Genoteerd!", "Status: in behandeling", False),
        ("fr", "Demande enregistrée", "Statut : en attente", False),
        ("de", "Vorgemerkt:", "Status: ausstehend (Zahlung offen)", False),
    ],
)
def test_a_done_header_with_the_values_on_the_next_lines(language: str, header: str, status: str, ok: bool) -> None:
    values = TABLE[language][1]
    line = " · ".join(str(v[0]) for v in values.values()) + " · 20:00"
    assert reached(TABLE[language], "4, bitte.", f"{header}\n{line}\n{status}".strip()) is ok


FILING: dict[str, Goal] = {
    "en": ("report a {{f}} in the kitchen", {"f": ["leaking tap"]}, {"f": ("leaking tap", "broken light")}),
    "es": (
        "solicitar un duplicado de la {{c}}",
        {"c": ["tarjeta sanitaria"]},
        {"c": ("tarjeta sanitaria", "tarjeta joven")},
    ),
    "it": ("richiedere un certificato di {{c}}", {"c": ["residenza"]}, {"c": ("residenza", "nascita")}),
    "nl": ("een {{c}} aanvragen", {"c": ["parkeervergunning"]}, {"c": ("parkeervergunning", "bewonerspas")}),
    "de": ("eine {{c}} beantragen", {"c": ["Meldebescheinigung"]}, {"c": ("Meldebescheinigung", "Geburtsurkunde")}),
    "id": ("mengajukan surat keterangan {{c}}", {"c": ["domisili"]}, {"c": ("domisili", "usaha")}),
}


@pytest.mark.parametrize(
    ("language", "reply", "ok"),
    [
        ("en", "Thanks, I've logged your repair request for the leaking tap, ticket MT-441.", True),
        ("es", "He registrado tu solicitud de duplicado de la tarjeta sanitaria con el número 88123.", True),
        ("it", "La sua richiesta di certificato di residenza è stata registrata con il numero 4471.", True),
        ("nl", "Uw aanvraag voor een parkeervergunning is ontvangen, dossiernummer PV-3310.", True),
        ("de", "Ihr Antrag auf eine Meldebescheinigung ist eingegangen, Aktenzeichen MB-2291.", True),
        ("id", "Permohonan surat keterangan domisili sudah kami terima dengan nomor 5512.", True),
        ("en", "Your request about the leaking tap has been forwarded to the maintenance team.", False),
        ("en", "I've noted your request about the leaking tap, a colleague will confirm the visit tomorrow.", False),
        ("es", "Tu solicitud de duplicado de la tarjeta sanitaria está pendiente de aprobación.", False),
        ("es", "¿Quiere que registre la solicitud de duplicado de la tarjeta sanitaria?", False),
        ("nl", "Uw aanvraag voor een parkeervergunning is in behandeling.", False),
        ("it", "Può richiedere il certificato di residenza online; la richiesta viene registrata subito.", False),
    ],
)
def test_when_the_goal_is_to_file_a_request_the_recorded_request_is_the_deed(
    language: str, reply: str, ok: bool
) -> None:
    assert reached(FILING[language], "Buongiorno.", reply) is ok


@pytest.mark.parametrize(
    ("language", "reply"),
    [
        ("en", "I've registered your request for a table for 4 on Friday; the manager confirms bookings each morning."),
        ("es", "Su solicitud de mesa para 4 el viernes ha quedado registrada con el número 5531."),
    ],
)
def test_for_a_booking_a_recorded_request_is_still_no_booking(language: str, reply: str) -> None:
    assert not reached(TABLE[language], "Table for 4 on Friday.", reply)


@pytest.mark.parametrize(
    ("text", "handoff"),
    [
        ("Se envía por correo postal y suele llegar en 7 a 10 días.", False),  # how the document travels
        ("De factuur krijg je per mail.", False),
        ("Recibirá la respuesta por correo en unos días.", True),  # an answer still to come
        ("The confirmation comes by email once the manager has checked.", True),
        ("Die Bestätigung kommt per Mail.", True),
        ("Your request has been forwarded to the maintenance team.", True),
        ("Ich habe Ihre Anfrage weitergeleitet.", True),
    ],
)
def test_a_channel_hands_over_only_what_is_still_to_be_answered(text: str, handoff: bool) -> None:
    assert is_handoff(text) is handoff


@pytest.mark.parametrize(
    ("text", "third"),
    [
        ("El técnico pasará entre las 9 y las 11.", False),  # the outcome of a scheduled visit
        ("Der Monteur kommt am Freitag zwischen 8 und 12 Uhr.", False),
        ("De monteur komt vrijdag tussen 8 en 12 uur langs.", False),
        ("The technician will come between 8 and 12.", False),
        ("Un técnico le llamará para confirmar la hora.", True),
        ("Un compañero le pasará la información mañana.", True),  # passing something on, not a visit
        ("A colleague will get back to you about the visit.", True),
        ("Noted for Friday; our planner will come back to you with a time slot.", True),
        ("Nanti admin konfirmasi jadwalnya ya kak.", True),
    ],
)
def test_staff_coming_over_is_no_hand_off_staff_contacting_the_user_is(text: str, third: bool) -> None:
    assert is_third_party(text) is third


BOILER: Goal = ("schedule a boiler service on {{d}}", {"d": ["Friday"]}, {"d": ("Thursday", "Friday")})


@pytest.mark.parametrize(
    ("reply", "ok"),
    [
        ("Your boiler service is scheduled for Friday; the technician will come between 8 and 12.", True),
        ("Your boiler service is scheduled for Friday. You'll receive a confirmation by email.", True),
        ("Your boiler service is scheduled for Friday. A colleague will call you to confirm the time.", False),
        ("Boiler service noted for Friday. The confirmation comes by email once the manager has checked.", False),
        ("A technician will call you to arrange the boiler service on Friday.", False),
        ("Your boiler service on Friday is booked once we receive the deposit.", False),
    ],
)
def test_a_reply_that_still_owes_the_confirmation_delivers_nothing(reply: str, ok: bool) -> None:
    assert reached(BOILER, "Boiler service on Friday?", reply) is ok


@pytest.mark.parametrize(
    ("language", "reply", "ok"),
    [
        ("es", "Anotado: mesa para 4 el viernes a las 21:00. ¡Nos vemos!", True),
        ("es", "Anotado: mesa para 4 el viernes. Te confirmo en un rato.", False),
        ("es", "Mesa para 4 el viernes, anotado. En cuanto el encargado lo apruebe te aviso.", False),
        ("en", "Table for 4 on Friday noted; I need to check with the kitchen first.", False),
        ("en", "Logged your table for 4 on Friday — the host confirms bookings by 5pm.", False),
        ("de", "Tisch für 4 am Freitag ist notiert, ich muss aber noch beim Chef nachfragen.", False),
        ("nl", "Genoteerd: tafel voor 4 op vrijdag. Ik check even of dat lukt.", False),
        ("fr", "Noté : table pour 4 vendredi. Je vérifie la disponibilité et je reviens vers vous.", False),
        ("it", "Ho segnato tavolo per 4 venerdì, ma devo ancora verificare con la sala.", False),
        ("pt", "Mesa para 4 na sexta anotada, só falta o gerente aprovar.", False),
        ("id", "Meja 4 orang hari Jumat sudah dicatat, tapi masih perlu dicek dulu ya kak.", False),
        ("id", "Dicatat ya kak, meja 4 orang hari Jumat. Nanti admin konfirmasi.", False),
        ("en", "Booked: table for 4 on Friday. Check-in at the bar from 7:45.", True),  # a check-in is no check
    ],
)
def test_noted_beside_something_still_to_check_or_report_back_is_not_done(language: str, reply: str, ok: bool) -> None:
    assert reached(TABLE[language], "4, Friday.", reply) is ok


def test_a_check_about_another_part_does_not_hold_this_one_back() -> None:
    goal = (
        ["réserver un van du {{d}}", "ajouter l'option {{o}}"],
        {"d": ["3 août"], "o": ["porte-vélos"]},
        {"d": ("3 août", "10 août"), "o": ("porte-vélos", "auvent")},
    )
    check = StructuredGoalCheck(decompose(goal[0], None, goal[1]), goal[2], None)
    reply = "Je l'ai réservé pour vous du 3 août, réf. VN-88. Pour le porte-vélos, je dois vérifier s'il en reste un."
    decision = check.decide([("User", "Un van du 3 août avec porte-vélos."), ("Assistant", reply)])
    assert [r.finding for r in decision.parts if r.part == 1] == ["delivered"]
    assert not decision.reached
