"""Round-13 class of premature stops: a step still owed to finish the deed or make it official (goal_needs).

Every sentence was written for these tests (a table for four); none comes from the labelled sets under bench/. Each
not-done reply has a done twin in the same language that must still stop.
"""

from __future__ import annotations

import pytest

from tests.core.test_goal_pending import _reached
from user_sim.core.goal_contradiction import contradicted
from user_sim.core.goal_needs import owed_to_finish

NOT_DONE = [  # noted or held, and a need or a payment still owed to finish it or make it official
    ("en", "Noted: table for 4 on Saturday. To finish the booking I need a phone number."),
    ("es", "Anotado: mesa para 4 el sábado. Para completar la reserva necesito un teléfono."),
    ("pt", "Anotei aqui: mesa para 4 no sábado. Pra eu finalizar a reserva, preciso de um telefone."),
    ("fr", "C'est noté : table pour 4 samedi. Pour finaliser la réservation, il me faut un numéro."),
    ("de", "Notiert: Tisch für 4 am Samstag. Um die Reservierung abzuschließen, brauche ich Ihre Nummer."),
    ("it", "Annotato: tavolo per 4 sabato. Per completare la prenotazione mi serve un numero."),
    ("nl", "Genoteerd: tafel voor 4 op zaterdag. Om de reservering af te ronden heb ik je nummer nodig."),
    ("id", "Sudah aku catat: meja 4 orang hari Sabtu. Untuk menyelesaikan booking, saya perlu nomor HP."),
    ("id", "Meja 4 orang hari Sabtu sudah aku tahan. Supaya resmi ter-booking, perlu DP 50 ribu ya."),
    ("en", "I've put the table for 4 on Saturday aside. To make it official, a 10 euro deposit please."),
    ("es", "Mesa para 4 el sábado apartada. Para que sea oficial, hace falta una señal de 10 €."),
    ("fr", "Table pour 4 samedi bloquée. Pour que ce soit officiel, un acompte de 10 € est demandé."),
    ("de", "Tisch für 4 am Samstag vorgemerkt. Damit es offiziell ist, bitte 10 € Anzahlung."),
    ("it", "Tavolo per 4 sabato tenuto da parte. Per renderlo ufficiale serve una caparra di 10 €."),
    ("nl", "Tafel voor 4 op zaterdag vastgehouden. Om het officieel te maken is een aanbetaling van 10 euro nodig."),
    ("pt", "Mesa para 4 no sábado reservada provisoriamente. Pra ficar oficial, preciso do sinal de 10 €."),
]
DONE = [  # their done twins: booked, and a need for afterwards or a closing "lastly" that finishes nothing
    ("en", "Your table for 4 on Saturday is booked, ref T-1. To finish, enjoy your evening!"),
    ("es", "Mesa para 4 el sábado reservada, código M-2. Para terminar, no necesito nada más."),
    ("pt", "Mesa para 4 no sábado reservada, código M-6. Para finalizar, não preciso de mais nada."),
    ("fr", "Table pour 4 samedi réservée, réf. T-3. Pour terminer, bonne soirée !"),
    ("de", "Tisch für 4 am Samstag ist reserviert, Nummer R-4. Ich brauche nichts weiter."),
    ("it", "Tavolo per 4 sabato prenotato, codice P-5. Per concludere, buona serata!"),
    ("nl", "Tafel voor 4 op zaterdag is gereserveerd, nummer R-7. Ik heb verder niets nodig."),
    ("id", "Meja 4 orang hari Sabtu sudah dibooking kak, kode B-8. DP sudah masuk, resmi ya!"),
]


@pytest.mark.parametrize("language, reply", NOT_DONE)
def test_a_step_owed_to_finish_does_not_stop(language: str, reply: str) -> None:
    assert not _reached(language, reply)


@pytest.mark.parametrize("language, reply", DONE)
def test_its_done_twin_stops(language: str, reply: str) -> None:
    assert _reached(language, reply)


@pytest.mark.parametrize(
    "sentence, owed",
    [
        ("Pra eu finalizar a inscrição, preciso de 2 fotos recentes.", True),
        ("Para finalizar, não preciso de mais nada.", False),
        ("Pour terminer, merci de votre paiement.", False),
        ("Supaya resmi ter-booking, perlu DP 30%.", True),
        ("Um die Anmeldung abzuschließen, brauche ich eine Kopie.", True),
        ("Die Anmeldung ist abgeschlossen, ich brauche nichts mehr.", False),
    ],
)
def test_owed_to_finish(sentence: str, owed: bool) -> None:
    assert owed_to_finish(sentence) is owed


SPANS = [  # a drawn duration, and a slot that spans another length / the same length ("twee uur" is also two o'clock)
    ("en", "2 hours", "Booked: Saturday, 3 pm - 4 pm.", "Booked: Saturday, 3 pm - 5 pm."),
    ("es", "dos horas", "Reservado: sábado de 15:00 a 16:00.", "Reservado: sábado de 15:00 a 17:00."),
    ("pt", "duas horas", "Reservado: sábado das 15h às 16h.", "Reservado: sábado das 15h às 17h."),
    ("fr", "deux heures", "C'est réservé : samedi, 15h – 16h (1 h).", "C'est réservé : samedi, 15h – 17h."),
    ("de", "zwei Stunden", "Gebucht: Samstag, 15:00 - 16:00 Uhr.", "Gebucht: Samstag, 15:00 - 17:00 Uhr."),
    ("it", "due ore", "Prenotato: sabato, 15:00 - 16:00.", "Prenotato: sabato, 15:00 - 17:00."),
    ("nl", "anderhalf uur", "Geboekt: zaterdag van 15:00 tot 16:00.", "Geboekt: zaterdag van 15:00 tot 16:30."),
    ("id", "dua jam", "Sudah dibooking: Sabtu jam 15.00 - 16.00.", "Sudah dibooking: Sabtu jam 15.00 - 17.00."),
    ("en", "90 minutes", "Booked: Saturday, 15:00 - 16:00.", "Booked: Saturday, 15:00 - 16:30."),
]


@pytest.mark.parametrize("language, duration, other, same", SPANS)
def test_a_slot_of_another_length_is_another_duration(language: str, duration: str, other: str, same: str) -> None:
    assert contradicted("duration", duration, [other], {})
    assert not contradicted("duration", duration, [same], {})
