"""A second deed the chatbot sends the user to buy at a counter: not done (goal_bought_there, round 22).

*Buy 3 tickets … and add grip socks to the order*: ``Tickets booked … Grip socks are mandatory and you can buy them
at reception on the day`` adds no socks, in the eight languages (``vocês compram na recepção``, ``los compráis en
recepción``, ``vous les achetez à l'accueil``, ``die kaufen Sie an der Kasse``). The done twins (the socks on the
order, or added with more to buy at the desk) stay reached, through :func:`reached_per_turn`.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_bought_there import bought_there

GOALS = {
    "en": "Buy {{qty}} 1-hour tickets for {{date}} and add grip socks to the order",
    "es": "Compra {{qty}} entradas de 1 hora para el {{date}} y añade calcetines antideslizantes al pedido",
    "fr": "Achète {{qty}} entrées d'1 heure pour le {{date}} et ajoute des chaussettes antidérapantes à la commande",
    "de": "Kaufe {{qty}} Eintrittskarten für 1 Stunde am {{date}} und füge Antirutschsocken zur Bestellung hinzu",
    "it": "Compra {{qty}} ingressi da 1 ora per il {{date}} e aggiungi i calzini antiscivolo all'ordine",
    "pt": "Compra {{qty}} entradas de 1 hora para o dia {{date}} e adiciona meias antiderrapantes ao pedido",
    "nl": "Koop {{qty}} tickets van 1 uur voor {{date}} en voeg antislipsokken toe aan de bestelling",
    "id": "Beli {{qty}} tiket 1 jam untuk tanggal {{date}} dan tambahkan kaos kaki anti selip ke pesanan",
}
TICKETS = {
    "en": "Done 🎉\n\nTickets #JP-90211\n3x Jump 1h – 19/07 at 1 pm ........ $47.00\n",
    "es": "¡Listo! 🎉\n\nEntradas #JP-90211\n3x Salto 1h – 19/07 a las 13h ........ 47 €\n",
    "fr": "C'est fait 🎉\n\nBillets #JP-90211\n3x Saut 1h – 19/07 à 13h ........ 47 €\n",
    "de": "Erledigt 🎉\n\nTickets #JP-90211\n3x Springen 1h – 19/07 um 13 Uhr ........ 47 €\n",
    "it": "Fatto 🎉\n\nBiglietti #JP-90211\n3x Salto 1h – 19/07 alle 13 ........ 47 €\n",
    "pt": "Prontinho 🎉\n\nIngressos #JP-90211\n3x Salto 1h – 19/07 às 13h ........ R$ 147,00\n",
    "nl": "Klaar 🎉\n\nTickets #JP-90211\n3x Springen 1u – 19/07 om 13 uur ........ € 47\n",
    "id": "Beres 🎉\n\nTiket #JP-90211\n3x Lompat 1 jam – 19/07 jam 13.00 ........ Rp147.000\n",
}


def _reached(lang: str, reply: str) -> bool:
    values, options = {"qty": ["3"], "date": ["19/07"]}, {"qty": ("2", "3", "4"), "date": ("12/07", "19/07")}
    return reached_per_turn([GOALS[lang]], values, options, ["Hi", TICKETS[lang] + reply])[-1]


AT_THE_DESK = [
    ("pt", "\nAs meias antiderrapantes são obrigatórias e vocês compram na recepção no dia, tá?"),
    ("en", "\nGrip socks are mandatory and you can buy them at reception on the day."),
    ("es", "\nLos calcetines antideslizantes son obligatorios y los compráis en recepción el mismo día."),
    ("fr", "\nLes chaussettes antidérapantes sont obligatoires et vous les achetez à l'accueil le jour même."),
    ("de", "\nAntirutschsocken sind Pflicht, die kaufen Sie an der Kasse am Tag selbst."),
    ("it", "\nI calzini antiscivolo sono obbligatori e li comprate alla reception il giorno stesso."),
    ("nl", "\nAntislipsokken zijn verplicht en die koop je aan de balie op de dag zelf."),
    ("id", "\nKaos kaki anti selip wajib dan kalian beli di resepsionis pada hari itu ya."),
]
ADDED = [
    ("pt", "3x Meia antiderrapante ........ R$ 36,00\n\nO QR code chegou no seu e-mail."),
    ("en", "3x Grip socks ........ $12.00\n\nThe QR code is in your inbox."),
    ("es", "3x Calcetines antideslizantes ........ 12 €\n\nEl QR está en tu correo."),
    ("fr", "3x Chaussettes antidérapantes ........ 12 €\n\nLe QR code est dans votre boîte mail."),
    ("de", "3x Antirutschsocken ........ 12 €\n\nDer QR-Code ist in Ihrem Postfach."),
    ("en", "\nI've added 3 pairs of grip socks to your order, you can buy more at reception on the day."),
]


@pytest.mark.parametrize(("lang", "reply"), AT_THE_DESK)
def test_a_thing_to_buy_at_the_desk_is_not_added(lang: str, reply: str) -> None:
    assert bought_there(reply.strip())
    assert not _reached(lang, reply)


@pytest.mark.parametrize(("lang", "reply"), ADDED)
def test_a_thing_added_to_the_order_stays_done(lang: str, reply: str) -> None:
    assert _reached(lang, reply)
