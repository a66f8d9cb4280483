"""An order summary put to the user to check while a choice is still asked: not done (goal_go_ahead, round 22).

``Fechou! Confere aí: 2x Smash Duplo Bacon … Total … Pagamento: Pix, cartão na entrega ou dinheiro?``: the
chatbot sets the order out for the user to check and still asks how to pay; an opening *deal!* or *done!* says
nothing placed. The done twins (the order placed, or a summary to check with no question left) stay reached,
through :func:`reached_per_turn`.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn

GOALS = {
    "en": "Order {{qty}} {{burger}} burgers for delivery",
    "es": "Pide {{qty}} hamburguesas {{burger}} a domicilio",
    "fr": "Commande {{qty}} burgers {{burger}} en livraison",
    "de": "Bestelle {{qty}} {{burger}} Burger zur Lieferung",
    "it": "Ordina {{qty}} hamburger {{burger}} a domicilio",
    "pt": "Peça {{qty}} hambúrgueres {{burger}} para entrega",
    "nl": "Bestel {{qty}} {{burger}} burgers voor bezorging",
    "id": "Pesan {{qty}} burger {{burger}} untuk diantar",
}
_LINES = "\n\n2x Smash Bacon ........ 19,80\nTotal ... 22,80\n\n"


def _reached(lang: str, reply: str) -> bool:
    values, options = (
        {"qty": ["2"], "burger": ["smash bacon"]},
        {"qty": ("1", "2"), "burger": ("smash bacon", "cheese")},
    )
    return reached_per_turn([GOALS[lang]], values, options, ["Hi", reply])[-1]


TO_CHECK = [
    ("pt", f"Fechou! Confere aí:{_LINES}Pagamento: Pix, cartão na entrega ou dinheiro?"),
    ("en", f"Done! Check it over:{_LINES}Payment: cash, card on delivery or online?"),
    ("es", f"¡Listo! Revisa:{_LINES}Pago: ¿efectivo, tarjeta o Bizum?"),
    ("de", f"Erledigt! Bitte prüfen:{_LINES}Zahlung: bar, Karte oder PayPal?"),
    ("fr", f"C'est fait ! Vérifiez :{_LINES}Paiement : espèces, carte ou en ligne ?"),
    ("it", f"Fatto! Controlla:{_LINES}Pagamento: contanti, carta o Satispay?"),
    ("nl", f"Klaar! Check even:{_LINES}Betaling: contant, pin of iDEAL?"),
    ("id", f"Siap, sudah Kak! Cek dulu ya:{_LINES}Pembayaran: transfer, QRIS atau COD?"),
]
PLACED = [
    ("pt", f"Pedido #4512 confirmado ✅{_LINES}Pagamento via Pix recebido!"),
    ("en", f"Order #4512 placed ✅{_LINES}Paid online, thank you!"),
    ("es", f"¡Pedido #4512 confirmado! ✅{_LINES}Pago con tarjeta recibido."),
    ("de", f"Bestellung #4512 bestätigt ✅{_LINES}Zahlung per Karte erhalten."),
    ("fr", f"Commande #4512 confirmée ✅{_LINES}Paiement par carte reçu."),
    ("en", f"Order #4512 placed ✅ Check-in: 7 pm at the counter.{_LINES}Do you pay by cash or card?"),
]
PLACED_TO_CHECK = [  # placed, the summary to check, nothing asked but more
    ("en", f"Order #4512 placed ✅ Check it over:{_LINES}Anything else?"),
    ("pt", f"Pedido #4512 confirmado ✅ Confere aí:{_LINES}Bom apetite!"),
    ("de", f"Bestellung #4512 bestätigt ✅ Bitte prüfen:{_LINES}Guten Appetit!"),
    ("es", f"¡Pedido #4512 confirmado! ✅ Revisa:{_LINES}¿Algo más?"),
    ("en", f"Order #4512 placed ✅ Check it over:{_LINES}How did you hear about us?"),
]


@pytest.mark.parametrize(("lang", "reply"), TO_CHECK)
def test_a_summary_to_check_with_a_choice_still_asked_is_not_done(lang: str, reply: str) -> None:
    assert not _reached(lang, reply)


@pytest.mark.parametrize(("lang", "reply"), PLACED + PLACED_TO_CHECK)
def test_an_order_placed_stays_done(lang: str, reply: str) -> None:
    assert _reached(lang, reply)
