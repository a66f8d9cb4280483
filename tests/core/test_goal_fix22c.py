"""Round 22 review mends (fix22c1): promises after a request only sent, availability to confirm, waiting lists.

1. A confirming to come holds a deed back unless a sentence states the booking itself (goal_withheld.BOOKED_DEED):
   a request sent, forwarded or put through is no booking, a table booked, reserved or confirmed is.
2. The availability to confirm is the deed's own matter, not another object (goal_words.AVAILABILITY read by
   goal_later): ``will confirm the availability tomorrow`` is the deed still to come.
3. A done clause beside a waiting list is the deed only when it states the drawn values the list names or a
   booking (goal_waitlist.waitlisted): an e-mail sent or details registered is not.
"""

from __future__ import annotations

import pytest

from tests.core.test_goal_mend22 import _table

ONLY_SENT = [
    ("en", "I've put your table for 4 on Friday through. The restaurant will confirm it tomorrow."),
    ("en", "Table for 4 on Friday: sent to the restaurant. The restaurant will confirm it tomorrow."),
    ("en", "I've forwarded the table for 4 on Friday to the restaurant. The manager will confirm it tomorrow."),
    ("pt", "Enviei o seu pedido de mesa para 4 na sexta. O restaurante lhe confirmará amanhã."),
    ("es", "He enviado la mesa para 4 el viernes al restaurante. El gerente le confirmará mañana."),
    ("fr", "J'ai transmis la table pour 4 vendredi au restaurant. Le gérant vous confirmera demain."),
    ("it", "Ho inoltrato il tavolo per 4 venerdì al ristorante. Il gestore le confermerà domani."),
    (
        "de",
        "Ich habe Ihre Anfrage für einen Tisch für 4 am Freitag verschickt. Das Restaurant wird es morgen bestätigen.",
    ),
    ("nl", "Ik heb uw aanvraag voor een tafel voor 4 op vrijdag verstuurd. Het restaurant zal het morgen bevestigen."),
    ("id", "Permintaan meja untuk 4 orang hari Jumat sudah saya kirim. Restoran akan mengonfirmasi besok."),
]


@pytest.mark.parametrize(("lang", "reply"), ONLY_SENT)
def test_a_request_only_sent_whose_confirmation_is_to_come_is_not_done(lang: str, reply: str) -> None:
    assert not _table(lang, reply)


BOOKED_THEN_CONFIRMED = [
    ("en", "Your table for 4 on Friday is booked. The restaurant will confirm it again by text the day before."),
    ("es", "Su mesa para 4 el viernes está reservada. Se la confirmaremos de nuevo por SMS el día antes."),
    ("fr", "Votre table pour 4 vendredi est réservée. Nous vous la confirmerons par SMS la veille."),
    ("de", "Ihr Tisch für 4 am Freitag ist reserviert. Wir werden es Ihnen am Vortag per SMS bestätigen."),
    ("it", "Il suo tavolo per 4 venerdì è prenotato. Glielo confermeremo via SMS il giorno prima."),
    ("pt", "Sua mesa para 4 na sexta está reservada. Vamos ligar na véspera para confirmar."),
    ("nl", "Uw tafel voor 4 op vrijdag is geboekt. We zullen het de dag ervoor per sms bevestigen."),
    (
        "id",
        "Meja untuk 4 orang hari Jumat sudah dipesan. Kami akan mengonfirmasi lagi lewat WhatsApp sehari sebelumnya.",
    ),
    ("it", "Prenotazione confermata: tavolo per 4 venerdì. Glielo confermeremo di nuovo il giorno prima."),
    ("de", "Ihr Tisch für 4 am Freitag ist gebucht. Das Restaurant wird es Ihnen am Vortag noch einmal bestätigen."),
]


@pytest.mark.parametrize(("lang", "reply"), BOOKED_THEN_CONFIRMED)
def test_a_booking_stated_done_then_confirmed_again_stays_done(lang: str, reply: str) -> None:
    assert _table(lang, reply)


CONFIRMED_THEN_CONFIRMED = [
    ("es", "Reserva confirmada: mesa para 4 el viernes. Se la confirmaremos de nuevo por SMS el día antes."),
    ("fr", "Réservation confirmée : table pour 4 vendredi. Nous vous la confirmerons par SMS la veille."),
    ("de", "Buchung bestätigt: Tisch für 4 am Freitag. Wir werden es Ihnen am Vortag per SMS bestätigen."),
    ("nl", "Reservering bevestigd: tafel voor 4 op vrijdag. We zullen het de dag ervoor per sms bevestigen."),
    ("pt", "Reserva confirmada: mesa para 4 na sexta. Vamos ligar na véspera para confirmar."),
    (
        "id",
        "Reservasi dikonfirmasi: meja untuk 4 orang hari Jumat. "
        "Kami akan mengonfirmasi lagi lewat WhatsApp sehari sebelumnya.",
    ),
]


@pytest.mark.parametrize(("lang", "reply"), CONFIRMED_THEN_CONFIRMED)
def test_a_booking_stated_confirmed_then_confirmed_again_stays_done(lang: str, reply: str) -> None:
    assert _table(lang, reply)


AVAILABILITY_TO_COME = [
    ("en", "Noted: a table for 4 on Friday. The restaurant will confirm the availability tomorrow."),
    ("de", "Notiert: Tisch für 4 am Freitag. Das Restaurant wird die Verfügbarkeit morgen bestätigen."),
    ("nl", "Genoteerd: tafel voor 4 op vrijdag. Het restaurant zal de beschikbaarheid morgen bevestigen."),
    ("es", "Anotado: mesa para 4 el viernes. El restaurante le confirmará la disponibilidad mañana."),
    ("fr", "Noté : table pour 4 vendredi. Le restaurant vous confirmera la disponibilité demain."),
    ("it", "Annotato: tavolo per 4 venerdì. Il ristorante le confermerà la disponibilità domani."),
    ("pt", "Anotado: mesa para 4 na sexta. O restaurante lhe confirmará a disponibilidade amanhã."),
    ("en", "Table for 4 on Friday sent to the restaurant; they will confirm the availability tomorrow."),
]


@pytest.mark.parametrize(("lang", "reply"), AVAILABILITY_TO_COME)
def test_the_availability_still_to_confirm_holds_the_deed_back(lang: str, reply: str) -> None:
    assert not _table(lang, reply)


AVAILABILITY_CONFIRMED = [
    ("en", "Your table for 4 on Friday is booked. The restaurant will confirm the availability of high chairs."),
    ("de", "Ihr Tisch für 4 am Freitag ist gebucht. Das Restaurant wird die Verfügbarkeit morgen bestätigen."),
    ("nl", "Uw tafel voor 4 op vrijdag is geboekt. Het restaurant zal de beschikbaarheid morgen bevestigen."),
    ("es", "Su mesa para 4 el viernes está reservada. El restaurante le confirmará la disponibilidad mañana."),
    ("en", "Your table for 4 on Friday is booked. The restaurant will confirm the availability tomorrow."),
]


@pytest.mark.parametrize(("lang", "reply"), AVAILABILITY_CONFIRMED)
def test_a_booking_stated_done_is_not_held_back_by_an_availability_to_confirm(lang: str, reply: str) -> None:
    assert _table(lang, reply)


LISTED_BESIDE_ANOTHER_DEED = [
    ("en", "You're on the waiting list for Friday, and your details for 4 people have been registered."),
    ("en", "Friday is full: you're on the waiting list for a table for 4 on Friday, and we've sent you an e-mail."),
    ("es", "El viernes está completo: está en la lista de espera para 4 el viernes y le hemos enviado un correo."),
    ("id", "Jumat penuh: Kakak masuk daftar tunggu untuk 4 orang hari Jumat dan kami sudah kirim email."),
    (
        "fr",
        "Vendredi est complet : vous êtes sur la liste d'attente pour 4 vendredi et nous vous avons envoyé un e-mail.",
    ),
    (
        "de",
        "Freitag ist voll: Sie stehen auf der Warteliste für 4 am Freitag, und wir haben Ihnen eine E-Mail geschickt.",
    ),
    ("it", "Venerdì è pieno: è in lista d'attesa per 4 venerdì e le abbiamo inviato un'email."),
    ("pt", "Sexta está cheia: está na lista de espera para 4 na sexta e enviamos um e-mail."),
    ("nl", "Vrijdag is vol: u staat op de wachtlijst voor 4 op vrijdag en we hebben u een e-mail gestuurd."),
    ("es", "Está en la lista de espera para el viernes, y sus datos para 4 personas han sido registrados."),
]


@pytest.mark.parametrize(("lang", "reply"), LISTED_BESIDE_ANOTHER_DEED)
def test_a_waiting_list_beside_a_deed_of_something_else_is_not_done(lang: str, reply: str) -> None:
    assert not _table(lang, reply)


BOOKED_BESIDE_A_LIST = [
    ("en", "Your table for 4 on Friday is booked; the waiting list for the terrace is full, so it's indoors."),
    ("de", "Ihr Tisch für 4 am Freitag ist gebucht; für die Terrasse stehen Sie auf der Warteliste."),
    ("en", "Your table for 4 on Friday is booked; you're also on the waiting list for the terrace."),
    ("es", "Su mesa para 4 el viernes está reservada; también está en la lista de espera para la terraza."),
    ("nl", "Uw tafel voor 4 op vrijdag is geboekt; u staat ook op de wachtlijst voor het terras."),
    ("en", "Your table for Friday is booked; you're also on the waiting list for 4 on the terrace."),
    ("it", "Il tavolo per venerdì è prenotato; è anche in lista d'attesa per 4 in terrazza."),
    ("pt", "A mesa para sexta está reservada; também está na lista de espera para 4 na esplanada."),
    ("id", "Meja hari Jumat sudah dipesan; Kakak juga masuk daftar tunggu untuk 4 orang di teras."),
]


@pytest.mark.parametrize(("lang", "reply"), BOOKED_BESIDE_A_LIST)
def test_a_booking_beside_a_waiting_list_for_something_else_stays_done(lang: str, reply: str) -> None:
    assert _table(lang, reply)
