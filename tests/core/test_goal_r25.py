"""Round 25: sentences the word test still read wrong after round 24.

1. A bare passive future of confirming another matter (``Será confirmado o pagamento``, ``It will be confirmed on
   WhatsApp``) does not hold a done move back; one of the deed itself, named first or after (``Your booking will be
   confirmed tomorrow``, ``Será confirmada a reserva``), still does (goal_confirmed_later).
2. A move or a stay from one day to another with the month said once (``do dia 12 para o dia 13 de julho``, ``from
   the 3rd to the 10th of March``): the first day takes the second's month (goal_spoken.range_first_days).
3. Staff booked in to help (``Someone will be booked in to help``) is no hand-off nor a third party doing the deed;
   ``Someone will call you to confirm`` still is (goal_words.HANDOFF, goal_tense.is_third_party).
4. goal_held's *just done* reads its clitics from goal_you (``Acabei de lhes agendar``, ``Acabamos de os inscrever``).
5. An Italian own cake with no word for *own* (``portare la tua torta``) is not allowed by a package of the venue's
   that includes a cake (goal_yesno_said.own_left).
Every sentence was written for these tests; none comes from the labelled sets under bench/.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn, table_reached
from user_sim.core.goal_held import held
from user_sim.core.goal_later import promised
from user_sim.core.goal_rules import is_handoff

_MOVE_GOALS = {
    "en": ("Move my booking for {{n}} from {{date}} to July 13", "July 12", "July 20"),
    "es": ("Cambia mi reserva para {{n}} del {{date}} al 13 de julio", "12 de julio", "20 de julio"),
    "it": ("Sposta la prenotazione per {{n}} persone dal {{date}} al 13 luglio", "12 luglio", "20 luglio"),
    "pt": ("Muda a minha reserva para {{n}} do dia {{date}} para 13 de julho", "12 de julho", "20 de julho"),
    "fr": ("Déplace ma réservation pour {{n}} du {{date}} au 13 juillet", "12 juillet", "20 juillet"),
    "de": ("Verschiebe meine Reservierung für {{n}} vom {{date}} auf den 13.07.", "12.07.", "20.07."),
    "nl": ("Verplaats mijn reservering voor {{n}} van {{date}} naar 13 juli", "12 juli", "20 juli"),
    "id": ("Pindahkan reservasi untuk {{n}} orang dari tanggal {{date}} ke 13 Juli", "12 Juli", "20 Juli"),
}
_TABLE_GOALS = {
    "en": "Book a table for {{n}} on {{date}}",
    "es": "Reserva una mesa para {{n}} el {{date}}",
    "it": "Prenota un tavolo per {{n}} persone il {{date}}",
    "pt": "Reserve uma mesa para {{n}} no dia {{date}}",
    "de": "Reserviere einen Tisch für {{n}} am {{date}}",
    "nl": "Reserveer een tafel voor {{n}} op {{date}}",
    "id": "Pesan meja untuk {{n}} orang tanggal {{date}}",
    "fr": "Réserve une table pour {{n}} le {{date}}",
}
_MOVED = {
    "en": "Your booking for 4 has been moved from July 12 to July 13.",
    "es": "Su reserva para 4 se ha cambiado del 12 de julio al 13 de julio.",
    "it": "La prenotazione per 4 persone è stata spostata dal 12 luglio al 13 luglio.",
    "pt": "A sua reserva para 4 foi mudada do dia 12 de julho para o dia 13 de julho.",
    "fr": "Votre réservation pour 4 a été déplacée du 12 juillet au 13 juillet.",
    "de": "Ihre Reservierung für 4 wurde vom 12.07. auf den 13.07. verschoben.",
    "nl": "Uw reservering voor 4 is verplaatst van 12 juli naar 13 juli.",
    "id": "Reservasi untuk 4 orang sudah dipindahkan dari 12 Juli ke 13 Juli.",
}


def _moved(lang: str, reply: str, *, move: bool = True) -> bool:
    goal, day, other = _MOVE_GOALS[lang]
    goal = goal if move else _TABLE_GOALS[lang]
    values, options = {"n": ["4"], "date": [day]}, {"n": ("4", "6"), "date": (day, other)}
    return reached_per_turn([goal], values, options, ["Hi", reply])[-1]


# 1. A passive future of another matter owes nothing; of the deed, it still does


@pytest.mark.parametrize(
    ("lang", "after"),
    [
        ("pt", "Será confirmado o pagamento na chegada."),
        ("es", "Será confirmado el pago a la llegada."),
        ("it", "Sarà confermato il pagamento all'arrivo."),
        ("en", "It will be confirmed on WhatsApp."),
        ("fr", "Elle sera confirmée sur WhatsApp."),
        ("en", "The payment will be confirmed on arrival."),
        ("de", "Die Zahlung wird bei Ankunft bestätigt."),
        ("nl", "De betaling wordt bij aankomst bevestigd."),
    ],
)
def test_a_passive_future_of_another_matter_leaves_the_move_done(lang: str, after: str) -> None:
    assert _moved(lang, f"{_MOVED[lang]} {after}")


@pytest.mark.parametrize(
    ("lang", "after"),
    [
        ("en", "Your booking will be confirmed tomorrow."),
        ("en", "It will be confirmed tomorrow."),
        ("pt", "A reserva será confirmada amanhã."),
        ("pt", "Será confirmada a reserva amanhã."),
        ("es", "La reserva será confirmada mañana."),
        ("it", "La prenotazione sarà confermata domani."),
        ("fr", "Votre réservation sera confirmée demain."),
        ("de", "Die Reservierung wird morgen bestätigt."),
        ("nl", "De reservering wordt morgen bevestigd."),
        ("id", "Reservasi akan dikonfirmasi besok."),
    ],
)
def test_a_passive_future_of_the_deed_holds_the_move_back(lang: str, after: str) -> None:
    assert _moved(lang, _MOVED[lang])
    assert not _moved(lang, f"{_MOVED[lang]} {after}")


@pytest.mark.parametrize(
    ("owed", "other"),
    [
        ("Será confirmada el lunes.", "Será confirmado el pago el lunes."),
        ("Elle sera confirmée la veille.", "Sera confirmé le paiement la veille."),
        ("It will be confirmed the day before.", "It will be confirmed by WhatsApp the day before."),
        ("Sarà confermata domani.", "Sarà confermato il pagamento domani."),
        ("Será confirmada a reserva amanhã.", "Será confirmado o pagamento amanhã."),
    ],
)
def test_a_day_after_the_passive_is_no_other_subject(owed: str, other: str) -> None:
    assert promised(owed)
    assert not promised(other)


# 2. The first day of a span takes the month said once after the second


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("pt", "A reserva para 4 foi remarcada do dia 12 para o dia 13 de julho."),
        ("pt", "Pronto – a sua mesa para 4 foi mudada do dia 12 para o dia 13 de julho ✅"),
        ("es", "Listo: su reserva para 4 se ha cambiado del día 12 al día 13 de julio."),
        ("en", "Done: your booking for 4 has been moved from the 12th to the 13th of July."),
        ("id", "Reservasi untuk 4 orang sudah dipindahkan dari tanggal 12 ke tanggal 13 Juli."),
        ("de", "Ihre Reservierung für 4 wurde vom 12. auf den 13. Juli verschoben."),
        ("nl", "Uw reservering voor 4 is verplaatst van 12 naar 13 juli."),
    ],
)
def test_a_move_with_the_month_said_once_is_done_and_leaves_the_first_day(lang: str, reply: str) -> None:
    assert _moved(lang, reply)
    assert not _moved(lang, reply, move=False)  # the booking is on the 13th now, not the 12th


_ARRIVALS = {
    "en": ("Book a room arriving on {{date}}", "March 10", "March 12"),
    "es": ("Reserva una habitación con llegada el {{date}}", "10 de marzo", "12 de marzo"),
    "pt": ("Reserve um quarto com chegada no dia {{date}}", "10 de março", "12 de março"),
}


@pytest.mark.parametrize(
    ("lang", "ending", "starting"),
    [
        (
            "en",
            "Done, your room is booked from the 3rd to the 10th of March.",
            "Done, your room is booked from the 10th to the 14th of March.",
        ),
        (
            "es",
            "Listo, su habitación está reservada del día 3 al día 10 de marzo.",
            "Listo, su habitación está reservada del día 10 al día 14 de marzo.",
        ),
        (
            "pt",
            "Pronto, o seu quarto está reservado do dia 3 ao dia 10 de março.",
            "Pronto, o seu quarto está reservado do dia 10 para o dia 14 de março.",
        ),
    ],
)
def test_a_stay_with_the_month_said_once_starts_on_its_first_day(lang: str, ending: str, starting: str) -> None:
    goal, day, other = _ARRIVALS[lang]
    values, options = {"date": [day]}, {"date": (day, other)}
    assert not reached_per_turn([goal], values, options, ["Hi", ending])[-1]
    assert reached_per_turn([goal], values, options, ["Hi", starting])[-1]


# 3. Staff booked in to help is no hand-off


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("en", "Your table for 4 on Friday is booked. Someone will be booked in to help with the high chair."),
        ("en", "Table for 4 on Friday booked ✅ Someone will be booked to help you with the stroller."),
        ("it", "Il tavolo per 4 venerdì è prenotato. Qualcuno sarà prenotato per aiutarla col seggiolone."),
        ("pt", "Sua mesa para 4 na sexta está reservada. Alguém será agendado para ajudar com a cadeirinha."),
    ],
)
def test_staff_booked_in_to_help_leaves_the_booking_done(lang: str, reply: str) -> None:
    assert table_reached(lang, reply)


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("en", "Your table for 4 on Friday is noted. Someone will call you to confirm."),
        ("en", "Your table for 4 on Friday is noted. Someone will be booking it for you tomorrow."),
        ("it", "Tavolo per 4 venerdì annotato. Qualcuno la richiamerà per confermare."),
        ("es", "Mesa para 4 el viernes anotada. Alguien le llamará para confirmar."),
        ("de", "Tisch für 4 am Freitag notiert. Jemand ruft Sie an, um es zu bestätigen."),
    ],
)
def test_someone_still_to_call_or_book_holds_the_booking_back(lang: str, reply: str) -> None:
    assert not table_reached(lang, reply)


def test_someone_booked_in_is_no_hand_off_and_someone_calling_is() -> None:
    assert not is_handoff("Someone will be booked in to help with the high chair.")
    assert is_handoff("Someone will call you to confirm.")
    assert is_handoff("Someone will be in touch shortly.")


# 4. Just done, with goal_you's clitics


@pytest.mark.parametrize(
    "done",
    [
        "Acabei de lhes agendar a visita.",
        "Acabamos de os inscrever no curso.",
        "Acabo de se la reservar a su hermana.",
        "Je viens de vous en envoyer la confirmation.",
        "Nous venons de leur envoyer les billets.",
        "Acabamos de te la reservar.",
    ],
)
def test_a_service_verb_just_done_after_its_clitics_is_held(done: str) -> None:
    assert held(done)


@pytest.mark.parametrize(
    "look",
    ["Je viens de vérifier.", "Une place vient de se libérer.", "Acabei de lhes perguntar.", "Acabo de ver la agenda."],
)
def test_a_look_just_done_is_not_held(look: str) -> None:
    assert not held(look)


# 5. An Italian own cake, with no word for *own*

_OWN_CAKE = {
    "it": "Chiedi se puoi portare la tua torta di compleanno",
    "es": "Pregunta si puedes llevar tu propia tarta de cumpleaños",
    "pt": "Pergunta se pode levar o próprio bolo de aniversário",
    "fr": "Demande si tu peux apporter ton propre gâteau d'anniversaire",
    "de": "Frag, ob du deinen eigenen Geburtstagskuchen mitbringen darfst",
    "nl": "Vraag of je je eigen verjaardagstaart mag meenemen",
    "id": "Tanyakan apakah boleh bawa kue ulang tahun sendiri",
}


def _own_cake(lang: str, reply: str) -> bool:
    return reached_per_turn([_OWN_CAKE[lang]], {}, {}, ["Hi", reply])[-1]


@pytest.mark.parametrize(
    ("lang", "package"),
    [
        ("it", "Il nostro pacchetto compleanno include la torta di compleanno."),
        ("it", "Abbiamo il nostro pacchetto compleanno che include la torta di compleanno."),
        ("es", "Nuestro paquete de cumpleaños incluye la tarta de cumpleaños."),
        ("fr", "Notre forfait anniversaire comprend le gâteau d'anniversaire."),
        ("id", "Paket Birthday kami sudah termasuk kue ulang tahun."),
    ],
)
def test_a_package_with_a_cake_does_not_allow_the_users_own(lang: str, package: str) -> None:
    assert not _own_cake(lang, package)


@pytest.mark.parametrize(
    ("lang", "allowed"),
    [
        ("it", "Sì, può portare la sua torta di compleanno, nessun supplemento."),
        ("it", "Sì, potete portare la vostra torta di compleanno senza costi."),
        ("es", "Sí, puede traer su tarta de cumpleaños sin coste."),
        ("pt", "Sim, pode levar o seu bolo de aniversário, sem custo."),
        ("fr", "Oui, vous pouvez apporter votre gâteau d'anniversaire."),
        ("de", "Ja, Sie dürfen Ihren Geburtstagskuchen mitbringen."),
        ("nl", "Ja, je mag je verjaardagstaart meenemen."),
    ],
)
def test_the_users_cake_brought_along_is_allowed(lang: str, allowed: str) -> None:
    assert _own_cake(lang, allowed)
