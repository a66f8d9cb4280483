"""Round 22 reviewer's cases (fix22c2): a move across a spaced dash, a move clause run on past a deed of its own,
an order placed then put to check, the chatbot's own buying at a counter; read through :func:`reached_per_turn`."""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from tests.core.test_goal_fix22_check_over import _LINES
from tests.core.test_goal_fix22_check_over import GOALS as ORDERS

TABLES = {
    "en": ("Book a table for {{n}} on {{date}}", "July 12"),
    "es": ("Reserva una mesa para {{n}} el {{date}}", "12 de julio"),
    "fr": ("Réserve une table pour {{n}} le {{date}}", "12 juillet"),
    "de": ("Reserviere einen Tisch für {{n}} am {{date}}", "12.07."),
    "it": ("Prenota un tavolo per {{n}} persone il {{date}}", "12 luglio"),
    "pt": ("Reserve uma mesa para {{n}} no dia {{date}}", "12 de julho"),
    "nl": ("Reserveer een tafel voor {{n}} op {{date}}", "12 juli"),
    "id": ("Pesan meja untuk {{n}} orang tanggal {{date}}", "12 Juli"),
}


def _table(lang: str, reply: str) -> bool:
    goal, date = TABLES[lang]
    return reached_per_turn([goal], {"n": ["4"], "date": [date]}, {}, ["Hi", reply])[-1]


MOVED_ACROSS_DASH = [
    ("fr", "Votre table pour 4 a été déplacée du 12 juillet – au samedi 13 juillet."),
    ("es", "Su mesa para 4 fue cambiada del 12 de julio – al sábado 13 de julio."),
    ("it", "Il tavolo per 4 è stato spostato dal 12 luglio – a sabato 13 luglio."),
    ("nl", "Uw tafel voor 4 is verzet van 12 juli – naar zaterdag 13 juli."),
    ("pt", "Sua mesa para 4 foi mudada de 12 de julho – para sábado, 13 de julho."),
    ("en", "Your table for 4 was moved from July 12 – to Saturday, July 13."),
    ("en", "Your table for 4 was rescheduled from July 12 — now on July 13."),
]
BOOKED_BESIDE_DASH = [
    ("en", "Your table for 4 is booked for July 12 – we moved the old hold."),
    ("en", "Your table for 4 is booked from July 12 – to Saturday, July 14."),
    ("fr", "Votre table pour 4 est réservée du 12 juillet – au samedi 14 juillet."),
    ("de", "Ihr Tisch für 4 ist am 12.07. gebucht – wir haben die alte Option verschoben."),
    ("it", "Il tavolo per 4 è prenotato per il 12 luglio – abbiamo spostato la vecchia opzione."),
    ("nl", "Uw tafel voor 4 is geboekt op 12 juli – we hebben de oude optie verzet."),
    ("pt", "Sua mesa para 4 está reservada para 12 de julho – mudamos a reserva antiga."),
]
BOOKED_AFTER_A_MOVE = [
    ("en", "We moved the old hold; your table for 4 is booked from July 12 to July 14."),
    ("en", "We moved the old hold, so your table for 4 is booked from July 12 to July 14."),
    ("it", "Abbiamo spostato la vecchia opzione; il tavolo per 4 è prenotato dal 12 luglio al 14 luglio."),
    ("de", "Die alte Option wurde verschoben; Ihr Tisch für 4 ist vom 12.07. bis 14.07. gebucht."),
    ("fr", "L'ancienne option a été déplacée ; votre table pour 4 est réservée du 12 juillet au 14 juillet."),
    ("nl", "De oude optie is verzet; uw tafel voor 4 is geboekt van 12 juli tot 14 juli."),
    ("pt", "A reserva antiga foi mudada; sua mesa para 4 está reservada de 12 de julho a 14 de julho."),
    ("id", "Pesanan lama sudah dipindahkan; meja untuk 4 orang dipesan dari 12 Juli sampai 14 Juli."),
]
MOVED_RUN_ON = [
    ("en", "We moved your table for 4; it now goes from July 12 to July 13."),
    ("en", "Your table for 4 was rescheduled (from July 12 to July 13)."),
    ("de", "Ihr Tisch für 4 wurde verschoben; er ist jetzt vom 12.07. bis 13.07."),
    ("fr", "Votre table pour 4 a été déplacée ; elle va maintenant du 12 juillet au 13 juillet."),
]


@pytest.mark.parametrize(("lang", "reply"), MOVED_ACROSS_DASH + MOVED_RUN_ON)
def test_a_table_moved_off_the_date_is_not_booked_on_it(lang: str, reply: str) -> None:
    assert not _table(lang, reply)


@pytest.mark.parametrize(("lang", "reply"), BOOKED_BESIDE_DASH + BOOKED_AFTER_A_MOVE)
def test_a_table_booked_from_the_date_beside_a_move_is_done(lang: str, reply: str) -> None:
    assert _table(lang, reply)


def _order(lang: str, reply: str) -> bool:
    values = {"qty": ["2"], "burger": ["smash bacon"]}
    options = {"qty": ("1", "2"), "burger": ("smash bacon", "cheese")}
    return reached_per_turn([ORDERS[lang]], values, options, ["Hi", reply])[-1]


PLACED_THEN_CHECK = [
    ("en", f"Order #4512 placed ✅ Check your receipt:{_LINES}Will you be home, or shall the driver leave it?"),
    ("pt", f"Pedido #4512 confirmado ✅ Confere aí:{_LINES}Quer talheres ou guardanapos extras?"),
    ("de", f"Bestellung #4512 bestätigt ✅ Bitte prüfen:{_LINES}Soll der Fahrer klingeln oder anrufen?"),
    ("es", f"Pedido confirmado ✅ Revisa:{_LINES}¿El repartidor llama o toca el timbre?"),
    ("fr", f"Commande #4512 confirmée ✅ Vérifiez :{_LINES}Le livreur sonne ou appelle ?"),
    ("it", f"Ordine #4512 confermato ✅ Controlla:{_LINES}Il rider suona o chiama?"),
    ("nl", f"Bestelling #4512 geplaatst ✅ Check even:{_LINES}Zal de bezorger aanbellen of bellen?"),
    ("id", f"Pesanan #4512 sudah dikonfirmasi ✅ Cek dulu ya:{_LINES}Kurir telepon atau langsung antar?"),
]
OPENER_THEN_CHECK = [
    ("it", f"Fatto! Controlla:{_LINES}Pagamento: contanti, carta o Satispay?"),
    ("de", f"Erledigt! Bitte prüfen:{_LINES}Zahlung: bar, Karte oder PayPal?"),
    ("pt", f"Fechou! Confere aí:{_LINES}Pagamento: Pix, cartão na entrega ou dinheiro?"),
    ("it", f"Quasi fatto! Controlla il tuo ordine:{_LINES}Lo invio o vuoi cambiare qualcosa?"),
    ("es", f"¡Casi hecho! Revisa tu pedido:{_LINES}¿Lo envío o cambio algo?"),
]


@pytest.mark.parametrize(("lang", "reply"), PLACED_THEN_CHECK)
def test_an_order_placed_then_put_to_check_is_done(lang: str, reply: str) -> None:
    assert _order(lang, reply)


@pytest.mark.parametrize(("lang", "reply"), OPENER_THEN_CHECK)
def test_a_bare_opener_then_a_check_with_a_choice_is_not_done(lang: str, reply: str) -> None:
    assert not _order(lang, reply)


SOCKS = {
    "pt": "Compre {{qty}} ingressos para {{date}} e adicione meias antiderrapantes ao pedido",
    "es": "Compra {{qty}} entradas para el {{date}} y añade calcetines antideslizantes al pedido",
    "en": "Buy {{qty}} tickets for {{date}} and add grip socks to the order",
}
_TICKETS = "Done 🎉\n\nTickets #JP-90211\n3x Jump 1h – 19/07 at 1 pm ........ $47.00\n\n"


def _socks(lang: str, reply: str) -> bool:
    values = {"qty": ["3"], "date": ["19/07"]}
    options = {"qty": ("2", "3", "4"), "date": ("12/07", "19/07")}
    return reached_per_turn([SOCKS[lang]], values, options, ["Hi", _TICKETS + reply])[-1]


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("pt", "Já compramos as meias antiderrapantes na recepção e adicionamos ao seu pedido ✅"),
        ("es", "Hemos comprado los calcetines antideslizantes en recepción y los añadimos a tu pedido ✅"),
    ],
)
def test_the_chatbots_own_buying_at_the_counter_is_done(lang: str, reply: str) -> None:
    assert _socks(lang, reply)


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("pt", "As meias antiderrapantes são obrigatórias e vocês compram na recepção no dia."),
        ("es", "Los calcetines antideslizantes son obligatorios y los compráis en recepción."),
        ("en", "Grip socks are mandatory and you can buy them at reception on the day."),
    ],
)
def test_socks_the_user_buys_at_the_counter_are_not_done(lang: str, reply: str) -> None:
    assert not _socks(lang, reply)
