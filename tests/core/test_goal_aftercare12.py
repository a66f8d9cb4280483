"""A done deed with its aftercare; another number of another kind (goal_aside, goal_counted, goal_tense).

Every sentence was written for these tests (an extinguisher, a grocery order, a house-sitter, a lesson, blankets);
none comes from the labelled sets under bench/. Each positive sits beside its twin that must stay refused: the
deed itself promised, the request handed over, a confirmation still owed, an offer, a real wrong value.
"""

from __future__ import annotations

import pytest

from user_sim.core.goal_counted import counts_another
from user_sim.core.goal_finding import finding
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_sentences import sentences

EXTINGUISHER = {
    "en": "Order one replacement {{type}} extinguisher.",
    "es": "Pide un extintor de {{type}} de repuesto.",
    "fr": "Commande un extincteur {{type}} de remplacement.",
    "de": "Bestelle einen {{type}}-Feuerlöscher als Ersatz.",
    "it": "Ordina un estintore {{type}} di ricambio.",
    "pt": "Encomende um extintor de {{type}} de reposição.",
    "nl": "Bestel een {{type}}-brandblusser ter vervanging.",
    "id": "Pesan satu tabung pemadam {{type}} pengganti.",
}
TYPES = {"type": ("CO2", "foam")}


def found(goal: str, values: dict[str, list[str]], options: dict[str, tuple[str, ...]], reply: str, at: int) -> str:
    """The finding of the ``at``-th sentence of ``reply`` for the goal's only part."""
    part = decompose([goal], None, values)[0]
    said = sentences(reply)
    return finding(said[at], part, options, "", said)


@pytest.mark.parametrize(
    ("language", "reply"),
    [
        ("en", "I've ordered a CO2 extinguisher for job FX-20 — the technician will bring it on the 12th."),
        ("es", "He pedido un extintor de CO2 para la orden FX-20 — el técnico lo traerá el día 12."),
        ("fr", "J'ai commandé un extincteur CO2 de 5 kg, ajouté au dossier FX-20 — le technicien l'apportera le 12."),
        ("de", "Ich habe einen CO2-Löscher bestellt, der Techniker wird ihn am 12. mitbringen."),
        ("it", "Ho ordinato un estintore CO2 da 5 kg, aggiunto alla pratica FX-20 — il tecnico lo porterà il 12."),
        ("pt", "Encomendei um extintor de CO2 de 5 kg, junto à ordem FX-20 — o técnico vai trazê-lo no dia 12."),
        ("nl", "Ik heb een CO2-blusser besteld — de monteur zal hem op de 12e meebrengen."),
        ("id", "Saya sudah memesan pemadam CO2 5 kg untuk job FX-20 — teknisi akan membawanya tanggal 12."),
    ],
)
def test_what_the_technician_brings_after_the_order_is_aftercare(language: str, reply: str) -> None:
    assert found(EXTINGUISHER[language], {"type": ["CO2"]}, TYPES, reply, 0) == "delivered"


@pytest.mark.parametrize(
    ("language", "reply"),
    [
        ("en", "I've noted a 5kg CO2 extinguisher — a colleague will call you to confirm the order."),
        ("es", "He anotado un extintor de CO2 — un compañero le llamará para confirmar el pedido."),
        ("fr", "J'ai noté un extincteur CO2 — un collègue vous appellera pour confirmer la commande."),
        ("de", "Ich habe einen CO2-Löscher notiert, ein Kollege wird Sie anrufen, um die Bestellung zu bestätigen."),
        ("it", "Ho segnato un estintore CO2 — un collega la chiamerà per confermare l'ordine."),
        ("pt", "Anotei um extintor de CO2 — um colega vai ligar para confirmar a encomenda."),
        ("nl", "Ik heb een CO2-blusser genoteerd — een collega zal u bellen om de bestelling te bevestigen."),
        ("id", "Saya sudah mencatat pemadam CO2 — rekan kami akan menelepon untuk konfirmasi pesanan."),
    ],
)
def test_a_colleague_to_call_or_confirm_is_still_a_hand_off(language: str, reply: str) -> None:
    assert found(EXTINGUISHER[language], {"type": ["CO2"]}, TYPES, reply, 0) != "delivered"


def test_staff_to_do_the_deed_itself_is_still_a_hand_off() -> None:
    reply = "I've noted the CO2 extinguisher, and our team will order it on Monday."
    assert found(EXTINGUISHER["en"], {"type": ["CO2"]}, TYPES, reply, 0) != "delivered"
    reply = "He anotado el extintor de CO2, y el equipo lo pedirá el lunes."
    assert found(EXTINGUISHER["es"], {"type": ["CO2"]}, TYPES, reply, 0) != "delivered"


GROCERIES = {
    "en": ("Place your grocery order with delivery on {{day}}.", "Thursday"),
    "es": ("Haz tu pedido del súper con entrega el {{day}}.", "jueves"),
    "fr": ("Passe ta commande de courses avec livraison {{day}}.", "jeudi"),
    "de": ("Gib deine Lebensmittelbestellung mit Lieferung am {{day}} auf.", "Donnerstag"),
    "it": ("Fai l'ordine della spesa con consegna {{day}}.", "giovedì"),
    "pt": ("Faça o pedido do mercado com entrega na {{day}}.", "quinta"),
    "nl": ("Plaats je boodschappenbestelling met bezorging op {{day}}.", "donderdag"),
    "id": ("Pesan belanjaan dengan pengiriman hari {{day}}.", "Kamis"),
}
DELIVERED = {
    "en": "I've changed the slot: your booking 77-12 will now be delivered on Thursday.",
    "es": "He cambiado la franja: la reservación 77-12 se entregará el jueves.",
    "fr": "J'ai modifié le créneau : la réservation 77-12 sera livrée jeudi.",
    "de": "Ich habe das Zeitfenster geändert: die Bestellung 77-12 wird am Donnerstag geliefert.",
    "it": "Ho cambiato la fascia: la prenotazione 77-12 verrà consegnata giovedì.",
    "pt": "Mudei o horário: a sua encomenda 77-12 será entregue na quinta.",
    "nl": "Ik heb het tijdvak aangepast: bestelling 77-12 wordt nu bezorgd op donderdag.",
    "id": "Saya sudah ubah jadwalnya: pesanan 77-12 akan dikirim hari Kamis.",
}
CONFIRMED = {
    "en": "I've changed the slot: your booking for Thursday will be confirmed tomorrow.",
    "es": "He cambiado la franja: la reservación del jueves se confirmará mañana.",
    "fr": "J'ai modifié le créneau : la réservation de jeudi sera confirmée demain.",
    "de": "Ich habe das Zeitfenster geändert: die Bestellung für Donnerstag wird morgen bestätigt.",
    "it": "Ho cambiato la fascia: la prenotazione di giovedì verrà confermata domani.",
    "pt": "Mudei o horário: a encomenda de quinta será confirmada amanhã.",
    "nl": "Ik heb het tijdvak aangepast: de bestelling voor donderdag wordt morgen bevestigd.",
    "id": "Saya sudah ubah jadwalnya: pesanan hari Kamis akan dikonfirmasi besok.",
}


CHECKED = {
    "en": "I've changed the slot: your booking for Thursday will be reviewed tomorrow.",
    "es": "He cambiado la franja: la reservación del jueves será revisada mañana.",
    "de": "Ich habe das Zeitfenster geändert: die Bestellung für Donnerstag wird morgen geprüft.",
}


@pytest.mark.parametrize("language", sorted(CHECKED))
def test_the_deed_named_as_the_subject_of_a_check_is_still_open(language: str) -> None:
    goal, day = GROCERIES[language]
    assert found(goal, {"day": [day]}, {"day": (day, "Montag")}, CHECKED[language], 0) != "delivered"


@pytest.mark.parametrize("language", sorted(GROCERIES))
def test_the_deed_named_as_the_subject_of_its_delivery_is_no_promise(language: str) -> None:
    goal, day = GROCERIES[language]
    options = {"day": (day, "Montag")}
    assert found(goal, {"day": [day]}, options, DELIVERED[language], 0) == "delivered"
    assert found(goal, {"day": [day]}, options, CONFIRMED[language], 0) != "delivered"  # a confirmation owed


SITTER = {
    "en": ("Hire a house-sitter on {{day}}.", "Friday", "Hired! Rita will look after your house on Friday."),
    "es": ("Contrata a un cuidador de casa el {{day}}.", "viernes", "¡Contratado! Rita cuidará de tu casa el viernes."),
    "fr": ("Engage une gardienne le {{day}}.", "vendredi", "C'est fait ! Rita gardera votre maison vendredi."),
    "de": ("Engagiere einen Haushüter für {{day}}.", "Freitag", "Gebucht! Rita wird am Freitag aufpassen."),
    "it": ("Assumi una custode per {{day}}.", "venerdì", "Fatto! Rita si prenderà cura della casa venerdì."),
    "pt": ("Contrate um cuidador de casa na {{day}}.", "sexta", "Contratado! A Rita vai cuidar da sua casa na sexta."),
    "nl": ("Huur een huisoppas in voor {{day}}.", "vrijdag", "Geregeld! Rita zal vrijdag op uw huis passen."),
    "id": ("Sewa penjaga rumah untuk hari {{day}}.", "Jumat", "Beres! Rita akan menjaga rumah Anda hari Jumat."),
}
OWN_PROMISE = {
    "en": "Hired! I will hire Rita for your house on Friday.",
    "es": "¡Contratado! Te contrataré a Rita para el viernes.",
    "fr": "C'est fait ! Je vous engagerai Rita vendredi.",
    "de": "Gebucht! Ich werde Rita für Freitag engagieren.",
    "it": "Fatto! Ti assumerò Rita per venerdì.",
    "pt": "Contratado! Vou contratar a Rita para sexta.",
    "nl": "Geregeld! Ik zal Rita voor vrijdag inhuren.",
    "id": "Beres! Saya akan menyewa Rita untuk hari Jumat.",
}
OFFERED = {
    "en": "Hired! Rita will be available on Friday.",
    "es": "¡Contratado! Rita estará disponible el viernes.",
    "fr": "C'est fait ! Rita sera disponible vendredi.",
    "de": "Gebucht! Rita wird am Freitag verfügbar sein.",
    "it": "Fatto! Rita sarà disponibile venerdì.",
    "pt": "Contratado! A Rita estará disponível na sexta.",
    "nl": "Geregeld! Rita zal vrijdag beschikbaar zijn.",
    "id": "Beres! Rita akan tersedia hari Jumat.",
}


@pytest.mark.parametrize("language", sorted(SITTER))
def test_what_the_hired_person_will_do_beside_a_done_word_is_aftercare(language: str) -> None:
    goal, day, reply = SITTER[language]
    options = {"day": (day, "Montag")}
    assert found(goal, {"day": [day]}, options, reply, 1) == "delivered"
    assert found(goal, {"day": [day]}, options, OWN_PROMISE[language], 1) != "delivered"  # the chatbot's promise
    assert found(goal, {"day": [day]}, options, OFFERED[language], 1) != "delivered"  # only available


LESSON = {
    "en": ("Book a trial lesson on {{day}}.", "Thursday", "Thursday with Will", "Will book Thursday"),
    "es": ("Reserva una clase de prueba el {{day}}.", "jueves", "jueves con Sara", "Será reservada el jueves"),
    "it": ("Prenota una lezione di prova {{day}}.", "giovedì", "giovedì con Sara", "Sara prenotata giovedì"),
    "pt": ("Marque uma aula experimental na {{day}}.", "quinta", "quinta com Sara", "Será marcada na quinta"),
}


@pytest.mark.parametrize("language", sorted(LESSON))
def test_a_name_inside_the_sentence_is_no_future_verb(language: str) -> None:
    goal, day, named, future = LESSON[language]
    options = {"day": (day, "Montag")}
    assert found(goal, {"day": [day]}, options, f"Done!\n{named}", 1) == "delivered"
    assert found(goal, {"day": [day]}, options, f"Done!\n{future}", 1) != "delivered"  # the future opens it


RANGES = [
    "Dispatch in 3–5 working days.",
    "Envío en 3 a 5 días hábiles.",
    "Expédition sous 3 à 5 jours ouvrés.",
    "Versand in 3 bis 5 Werktagen.",
    "Spedizione in 3-5 giorni lavorativi.",
    "Envio em 3 a 5 dias úteis.",
    "Verzending binnen 3 tot 5 werkdagen.",
    "Dikirim dalam 3 sampai 5 hari kerja.",
]
COUNTED = ("blankets", "mantas", "couvertures", "decken", "coperte", "mantas", "dekens", "selimut")


@pytest.mark.parametrize("sentence", RANGES)
def test_a_range_of_days_is_no_other_count(sentence: str) -> None:
    assert counts_another(sentence, "3", COUNTED)


@pytest.mark.parametrize(
    "sentence",
    [
        "3 blankets, navy.",
        "3 a 5 mantas.",
        "3 à 5 couvertures.",
        "3 bis 5 Decken.",
        "3-5 coperte.",
        "Total: 3.",
        "3 tot 5 dekens.",
        "3 sampai 5 selimut.",
    ],
)
def test_a_range_of_the_counted_thing_or_a_bare_number_stays_another_count(sentence: str) -> None:
    assert not counts_another(sentence, "3", COUNTED)
