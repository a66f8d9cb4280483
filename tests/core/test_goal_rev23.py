"""Round 23: readings the round-22 reviewers left wrong, both ways, through :func:`reached_per_turn`.

1. Buying online is no deed (goal_bought_there.ONLINE): ``you can buy them online before your visit``.
2. Every place of the size asked already booked is someone else's booking (goal_no_words.ALL_PLACES, for a count).
3. After a noting, a third party's confirming to come (goal_later.promised: ``Das Restaurant wird es morgen
   bestätigen``, ``zal het morgen bevestigen``, ``vai confirmar``).
4. After a noting, a bare confirming to come (goal_confirmed_later: ``Se confirmará mañana``, ``Sarà confermato``).
5. ``Informo que …``: *que* after a telling is no relative pronoun (goal_confirmed_later.TELL_THAT).
6. The venue's own *own* is not the user's (goal_yesno_said._OURS).
7. A move's start after ``do``, ``desde el`` and a short German date before a dash (goal_range_end._FROM,
   goal_sentences._NO_END); a future after *someone* takes no place (goal_taken._FUTURE); a fronted object of
   another matter after a booking done owes nothing.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn, table_reached
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_taken import taken_away
from user_sim.core.goals import normalise

SOCKS = {
    "en": "Buy {{qty}} 1-hour tickets for {{date}} and add grip socks to the order",
    "es": "Compra {{qty}} entradas de 1 hora para el {{date}} y añade calcetines antideslizantes al pedido",
    "pt": "Compra {{qty}} entradas de 1 hora para o dia {{date}} e adiciona meias antiderrapantes ao pedido",
    "de": "Kaufe {{qty}} Eintrittskarten für 1 Stunde am {{date}} und füge Antirutschsocken zur Bestellung hinzu",
    "it": "Compra {{qty}} ingressi da 1 ora per il {{date}} e aggiungi i calzini antiscivolo all'ordine",
    "fr": "Achète {{qty}} entrées d'1 heure pour le {{date}} et ajoute des chaussettes antidérapantes à la commande",
    "nl": "Koop {{qty}} tickets van 1 uur voor {{date}} en voeg antislipsokken toe aan de bestelling",
    "id": "Beli {{qty}} tiket 1 jam untuk tanggal {{date}} dan tambahkan kaos kaki anti selip ke pesanan",
}
TICKETS = "Done 🎉\n\nTickets #JP-90211\n3x Jump 1h – 19/07 at 1 pm ........ $47.00\n"


def _socks(lang: str, reply: str) -> bool:
    values, options = {"qty": ["3"], "date": ["19/07"]}, {"qty": ("2", "3", "4"), "date": ("12/07", "19/07")}
    return reached_per_turn([SOCKS[lang]], values, options, ["Hi", TICKETS + reply])[-1]


ONLINE = [
    ("en", "\nGrip socks are mandatory; you can buy them online before your visit."),
    ("en", "\nGrip socks can be purchased online in our shop or at the desk on the day."),
    ("es", "\nLos calcetines son obligatorios; puedes comprarlos online antes de venir."),
    ("de", "\nAntirutschsocken sind Pflicht, Sie können sie online kaufen."),
    ("it", "\nI calzini antiscivolo sono obbligatori, li puoi acquistare online."),
    ("nl", "\nAntislipsokken zijn verplicht, je kunt ze online kopen."),
    ("fr", "\nLes chaussettes sont obligatoires, vous pouvez les acheter en ligne."),
    ("pt", "\nAs meias são obrigatórias, vocês compram no site antes de vir."),
    ("id", "\nKaos kaki anti selip wajib, bisa beli online di website kami."),
]
ONLINE_DONE = [
    ("en", "\n3x Grip socks ........ $12.00 — bought online for you ✅"),
    ("en", "\nI've added 3 pairs of grip socks to your order; you can buy more online."),
    ("es", "\nHe añadido 3 pares de calcetines antideslizantes a tu pedido; puedes comprar más online."),
    ("de", "\nIch habe 3 Paar Antirutschsocken zur Bestellung hinzugefügt; weitere können Sie online kaufen."),
]


@pytest.mark.parametrize(("lang", "reply"), ONLINE)
def test_buying_online_is_the_users_deed_to_come(lang: str, reply: str) -> None:
    assert not _socks(lang, reply)


@pytest.mark.parametrize(("lang", "reply"), ONLINE_DONE)
def test_socks_added_stay_added_beside_buying_more_online(lang: str, reply: str) -> None:
    assert _socks(lang, reply)


EVERY_TAKEN = [
    ("en", "Every table for 4 on Friday is already booked."),
    ("en", "All tables for 4 on Friday are already booked, sorry."),
    ("id", "Semua meja untuk 4 orang hari Jumat sudah dipesan."),
    ("es", "Todas las mesas para 4 el viernes ya están reservadas."),
    ("fr", "Toutes les tables pour 4 vendredi sont déjà réservées."),
    ("de", "Alle Tische für 4 am Freitag sind schon reserviert."),
    ("it", "Tutti i tavoli per 4 venerdì sono già prenotati."),
    ("pt", "Todas as mesas para 4 na sexta já estão reservadas."),
    ("nl", "Alle tafels voor 4 op vrijdag zijn al gereserveerd."),
]
EVERY_DONE = [
    ("en", "Your table for 4 on Friday is booked ✅ All other tables are already booked."),
    ("en", "Done, I booked a table for 4 on Friday for all of you ✅"),
    ("es", "Su mesa para 4 el viernes está reservada ✅ Todas las demás ya están reservadas."),
    ("id", "Meja untuk 4 orang hari Jumat sudah dipesan untuk semua ✅"),
    ("de", "Ihr Tisch für 4 am Freitag ist reserviert ✅ Alle anderen Tische sind schon reserviert."),
]
NOTED = [
    ("de", "Notiert: Tisch für 4 am Freitag. Das Restaurant wird es morgen bestätigen."),
    ("nl", "Genoteerd: tafel voor 4 op vrijdag. Het restaurant zal het morgen bevestigen."),
    ("de", "Notiert: Tisch für 4 am Freitag. Der Gastgeber wird Ihnen das morgen bestätigen."),
    ("nl", "Genoteerd: tafel voor 4 op vrijdag. De eigenaar gaat het morgen bevestigen."),
    ("pt", "Anotado: mesa para 4 na sexta. O restaurante vai confirmar amanhã."),
    ("es", "Anotado: mesa para 4 el viernes. El restaurante va a confirmar mañana."),
    ("en", "Noted: a table for 4 on Friday. The restaurant will confirm it tomorrow."),
]
BARE = [
    ("es", "Mesa para 4 el viernes anotada. Se confirmará mañana."),
    ("es", "Anotado: mesa para 4 el viernes. Se le confirmará mañana."),
    ("it", "Tavolo per 4 venerdì annotato. Sarà confermato domani."),
    ("fr", "Table pour 4 vendredi notée. Elle sera confirmée demain."),
    ("en", "Table for 4 on Friday noted. It will be confirmed tomorrow."),
    ("pt", "Mesa para 4 na sexta anotada. Será confirmada amanhã."),
    ("de", "Tisch für 4 am Freitag notiert. Er wird morgen bestätigt."),
    ("nl", "Tafel voor 4 op vrijdag genoteerd. Die wordt morgen bevestigd."),
    ("id", "Meja untuk 4 orang hari Jumat dicatat. Akan dikonfirmasi besok."),
]
TOLD = [
    ("pt", "Pedido enviado: mesa para 4 na sexta. Informo que o restaurante lhe confirmará amanhã."),
    ("pt", "Pedido enviado: mesa para 4 na sexta. Aviso que o gerente lhe confirmará a reserva amanhã."),
    ("es", "Solicitud enviada: mesa para 4 el viernes. Le informo que el restaurante le confirmará mañana."),
    ("it", "Richiesta inviata: tavolo per 4 venerdì. La informo che il ristorante le confermerà domani."),
    ("fr", "Demande envoyée : table pour 4 vendredi. Je vous informe que le restaurant vous confirmera demain."),
]
BOOKED_THEN_CONFIRMED = [
    ("de", "Ihr Tisch für 4 am Freitag ist reserviert. Das Restaurant wird es morgen per SMS bestätigen."),
    ("nl", "Uw tafel voor 4 op vrijdag is gereserveerd. Het restaurant zal het morgen per sms bevestigen."),
    ("de", "Tisch für 4 am Freitag gebucht ✅ Das Restaurant wird Ihnen das morgen noch einmal bestätigen."),
    ("en", "Your table for 4 on Friday is booked. The restaurant will confirm it again by text tomorrow."),
    ("es", "Mesa para 4 el viernes reservada. Se confirmará de nuevo por SMS mañana."),
    ("es", "Su mesa para 4 el viernes está reservada. El pago se confirmará al llegar."),
    ("en", "Your table for 4 on Friday is booked. It will be confirmed again by text tomorrow."),
    ("it", "Tavolo per 4 venerdì prenotato. Sarà confermato di nuovo via SMS domani."),
    ("pt", "Sua mesa para 4 na sexta está reservada. Informo que o restaurante lhe confirmará por SMS amanhã."),
    ("pt", "Mesa para 4 na sexta reservada ✅ Informo que a mesa que reservei é na varanda."),
    ("es", "Su mesa para 4 el viernes está reservada ✅ Le informo que la mesa que le reservé es en la terraza."),
    ("es", "Su mesa para 4 el viernes está reservada. El pago lo confirmará el cajero."),
    ("es", "Mesa para 4 el viernes reservada ✅ El pago lo confirmará el cajero al llegar."),
    ("it", "Il tavolo per 4 venerdì è prenotato. Il pagamento lo confermerà il cassiere."),
    ("fr", "Votre table pour 4 vendredi est réservée. Le paiement, le caissier le confirmera à l'arrivée."),
]
FRONTED_OF_DEED = [
    ("es", "Anotado: mesa para 4 el viernes. La reserva la confirmará el encargado."),
    ("es", "Solicitud enviada: mesa para 4 el viernes. La mesa se la confirmará el restaurante mañana."),
    ("it", "Annotato: tavolo per 4 venerdì. La prenotazione la confermerà il gestore."),
]


@pytest.mark.parametrize(("lang", "reply"), EVERY_TAKEN + NOTED + BARE + TOLD + FRONTED_OF_DEED)
def test_places_taken_and_confirmings_to_come_are_not_the_deed(lang: str, reply: str) -> None:
    assert not table_reached(lang, reply)


@pytest.mark.parametrize(("lang", "reply"), EVERY_DONE + BOOKED_THEN_CONFIRMED)
def test_the_table_booked_stays_booked(lang: str, reply: str) -> None:
    assert table_reached(lang, reply)


OWN_GOALS = {
    "en": "Ask whether you may bring your own birthday cake",
    "es": "Pregunta si puedes llevar tu propia tarta de cumpleaños",
    "de": "Frag, ob du deinen eigenen Geburtstagskuchen mitbringen darfst",
    "pt": "Pergunta se pode levar o próprio bolo de aniversário",
    "nl": "Vraag of je je eigen verjaardagstaart mag meenemen",
    "id": "Tanyakan apakah boleh bawa kue ulang tahun sendiri",
    "fr": "Demande si tu peux apporter ton propre gâteau d'anniversaire",
}
OURS = [
    ("en", "Our own birthday package includes the cake."),
    ("en", "Our own birthday package includes a birthday cake and balloons 🎂"),
    ("en", "We have our own birthday cakes in the party package."),
    ("es", "Tenemos nuestro propio paquete de cumpleaños que incluye la tarta de cumpleaños."),
    ("de", "Unser eigenes Geburtstagspaket enthält den Geburtstagskuchen."),
    ("fr", "Notre propre forfait anniversaire comprend le gâteau d'anniversaire."),
    ("nl", "Ons eigen verjaardagspakket bevat de verjaardagstaart."),
    ("pt", "O nosso próprio pacote de aniversário inclui o bolo de aniversário."),
    ("id", "Kami sendiri punya Paket Birthday yang sudah termasuk kue ulang tahun 🎂"),
]
YOURS = [
    ("en", "Yes, you may bring your own birthday cake; our own birthday package also includes one."),
    ("en", "Yes, you can bring your own cake, no extra charge."),
    ("es", "Sí, puede traer su propia tarta de cumpleaños."),
    ("de", "Ja, Sie dürfen Ihren eigenen Geburtstagskuchen mitbringen."),
    ("en", "No, outside cakes are not allowed; our own birthday package includes the cake."),
    ("en", "Yes, a birthday cake brought from home is included in the party fee, no extra charge."),
]


@pytest.mark.parametrize(("lang", "reply"), OURS)
def test_the_venues_own_package_does_not_answer_about_the_users_own_cake(lang: str, reply: str) -> None:
    assert not reached_per_turn([OWN_GOALS[lang]], {}, {}, ["Hi", reply])[-1]


@pytest.mark.parametrize(("lang", "reply"), YOURS)
def test_a_yes_or_no_about_the_users_own_cake_answers(lang: str, reply: str) -> None:
    assert reached_per_turn([OWN_GOALS[lang]], {}, {}, ["Hi", reply])[-1]


MOVE_GOALS = {
    "pt": ("Muda a minha reserva para {{n}} do dia {{date}} para 13 de julho", "12 de julho", "20 de julho"),
    "es": ("Cambia mi reserva para {{n}} del {{date}} al 13 de julio", "12 de julio", "20 de julio"),
    "de": ("Verschiebe meine Reservierung für {{n}} vom {{date}} auf den 13.07.", "12.07.", "20.07."),
    "it": ("Sposta la prenotazione per {{n}} persone dal {{date}} al 13 luglio", "12 luglio", "20 luglio"),
}
BOOK_GOALS = {
    "pt": "Reserve uma mesa para {{n}} no dia {{date}}",
    "es": "Reserva una mesa para {{n}} el {{date}}",
    "de": "Reserviere einen Tisch für {{n}} am {{date}}",
    "it": "Prenota un tavolo per {{n}} persone il {{date}}",
}


def _dated(goal: str, lang: str, reply: str) -> bool:
    _, day, other = MOVE_GOALS[lang]
    values, options = {"n": ["4"], "date": [day]}, {"n": ("4", "6"), "date": (day, other)}
    return reached_per_turn([goal], values, options, ["Hi", reply])[-1]


MOVED_OFF = [
    ("pt", "Sua mesa para 4 foi mudada do dia 12 de julho para o dia 13 de julho."),
    ("pt", "A reserva para 4 foi remarcada do dia 12 de julho para 13 de julho."),
    ("es", "Su reserva para 4 fue cambiada desde el 12 al 13 de julio."),
    ("es", "Su mesa para 4 se ha movido desde el 12 de julio hasta el 13 de julio."),
    ("de", "Ihr Tisch für 4 wurde vom 12.07. – auf den 13.07. verschoben."),
    ("de", "Ihr Tisch für 4 wurde verschoben vom 12.07. – jetzt am 13.07."),
]
MOVED = [
    ("es", "Su reserva para 4 fue cambiada desde el 12 al 13 de julio."),
    ("es", "Hecho: la reserva para 4 se ha movido desde el 12 de julio al 13 de julio ✅"),
    ("de", "Ihre Reservierung für 4 wurde vom 12.07. – auf den 13.07. verschoben."),
    ("de", "Erledigt – Ihre Reservierung für 4 wurde vom 12.07. auf den 13.07. verschoben ✅"),
    ("it", "Fatto: la prenotazione per 4 persone è stata spostata dal 12 al 13 luglio."),
    ("pt", "Pronto – a reserva para 4 foi mudada do dia 12 de julho para 13 de julho ✅"),
]
BOOKED_ON_THE_DAY = [
    ("de", "Ihr Tisch für 4 ist am 12.07. gebucht ✅ Wir freuen uns auf Sie."),
    ("de", "Gebucht: Tisch für 4 am 12.07. Bis dann!"),
    ("pt", "Sua mesa para 4 está reservada para o dia 12 de julho ✅"),
    ("es", "Su mesa para 4 está reservada desde el 12 de julio a las 20h ✅"),
]


@pytest.mark.parametrize(("lang", "reply"), MOVED_OFF)
def test_a_booking_moved_off_the_day_does_not_book_it(lang: str, reply: str) -> None:
    assert not _dated(BOOK_GOALS[lang], lang, reply)


@pytest.mark.parametrize(("lang", "reply"), BOOKED_ON_THE_DAY)
def test_a_booking_on_the_day_stays_booked(lang: str, reply: str) -> None:
    assert _dated(BOOK_GOALS[lang], lang, reply)


@pytest.mark.parametrize(("lang", "reply"), MOVED)
def test_a_move_from_the_day_asked_is_done(lang: str, reply: str) -> None:
    assert _dated(MOVE_GOALS[lang][0], lang, reply)


def test_a_short_german_date_before_a_dash_ends_no_sentence() -> None:
    assert len(sentences("Ihr Tisch wurde vom 12.07. – auf den 13.07. verschoben.")) == 1
    assert len(sentences("Gebucht: 12.07. Bis dann!")) == 2


@pytest.mark.parametrize(
    ("said", "taken"),
    [
        ("The table for 4 on Friday is booked. Someone will be booked in to help at the table.", False),
        ("Il tavolo per 4 venerdì è prenotato. Qualcuno sarà prenotato per aiutare al tavolo.", False),
        ("Der Tisch für 4 am Freitag ist reserviert. Jemand wird für Sie gebucht, um zu helfen.", False),
        ("Sorry, someone already booked the table for 4 on Friday.", True),
        ("Purtroppo qualcuno ha già prenotato il tavolo per 4 venerdì.", True),
        ("Lo siento, alguien ya reservó la mesa para 4 el viernes.", True),
    ],
)
def test_a_future_after_someone_takes_no_place(said: str, taken: bool) -> None:
    assert taken_away(normalise(said)) is taken
