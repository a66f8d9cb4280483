"""Five premature readings of held-out set 15, each beside its twin that still delivers.

A word that sums up is no deed (``Zusammengefasst: …``); a link to pay leaves the purchase to the user
(``Vous pouvez régler par carte via ce lien``); the chatbot's own *still have to* is no deed and no value of a
block (``Het starterspakket moet ik nog aanmaken``); *ci pensiamo* takes the deed on; a word of being sold out is
no participle of a deed (``è esaurito``).
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_done import is_done
from user_sim.core.goal_hedged import hedged
from user_sim.core.goal_owed import still_to_do
from user_sim.core.goal_pending import TAKING_ON
from user_sim.core.goal_unpaid import unpaid
from user_sim.core.goals import normalise


def reached(
    goal: str, values: dict[str, list[str]], options: dict[str, tuple[str, ...]], turns: list[tuple[str, str]]
) -> bool:
    """The verdict after the last turn (tests.core.support.reached_per_turn)."""
    return reached_per_turn([goal], values, options, [text for turn in turns for text in turn])[-1]


@pytest.mark.parametrize(
    ("summed", "done"),
    [
        (
            "Zusammengefasst: Schriftzug Luna Bar, Pink, 80 cm breit.",
            "Zusammengefasst: Ihre Bestellung ist aufgegeben.",
        ),
        ("Kurzgefasst: Pink, 80 cm, 389 €.", "Bestellt: Pink, 80 cm, 389 €."),
        ("Samengevat: tekst Luna Bar, roze, 80 cm.", "Samengevat: je bestelling is geplaatst."),
        ("Summarised: Luna Bar, pink, 80 cm.", "Ordered: Luna Bar, pink, 80 cm."),
        ("Riassunto: Luna Bar, rosa, 80 cm.", "Riassunto: l'ordine è confermato."),
        ("Resumido: Luna Bar, rosa, 80 cm.", "Resumido: tu pedido está confirmado."),
    ],
)
def test_a_word_that_sums_up_is_no_deed(summed: str, done: str) -> None:
    assert not is_done(summed)
    assert is_done(done)


@pytest.mark.parametrize(
    ("link", "paid"),
    [
        (
            "Vous pouvez régler par carte via ce lien sécurisé : paiement.atelier.fr/c/4410.",
            "Paiement reçu via le lien, merci.",
        ),
        ("You can pay by card via this link: pay.shop.com/4410.", "We received your payment via the link."),
        ("Puedes pagar con tarjeta en este enlace: pago.tienda.es/4410.", "Hemos recibido el pago por el enlace."),
        ("Pode pagar pelo link: pag.loja.pt/4410.", "O pagamento pelo link foi recebido."),
        ("Bezahlen Sie bitte über diesen Link: zahlung.shop.de/4410.", "Die Zahlung über den Link ist erhalten."),
        ("Può pagare tramite questo link: paga.negozio.it/4410.", "Il pagamento tramite link è ricevuto."),
        ("Je kunt betalen via deze link: betaal.winkel.nl/4410.", "Je betaling via de link is ontvangen."),
        ("Silakan bayar lewat link ini: bayar.toko.id/4410.", "Pembayaran lewat link sudah diterima."),
    ],
)
def test_a_link_to_pay_leaves_the_purchase_to_the_user(link: str, paid: str) -> None:
    assert unpaid([link])
    assert not unpaid([paid])


def test_a_link_to_pay_sent_later_is_aftercare() -> None:
    assert not unpaid(["Ya te he reservado los manteles. Te mando al email el enlace para pagar la señal."])
    assert not unpaid(["Your order is confirmed; we'll email you the link to pay the deposit."])


def test_a_purchase_with_a_link_to_pay_is_not_reached_until_paid() -> None:
    goal, values, options = (
        "Achète une marionnette {{puppet}}.",
        {"puppet": ["Guignol"]},
        {"puppet": ("Guignol", "Gnafron")},
    )
    offered = ("Je cherche une marionnette Guignol.", "Nous avons le Guignol à 42 €. Souhaitez-vous le commander ?")
    pay = (
        "Oui, je le prends.",
        "Parfait. Vous pouvez régler par carte via ce lien sécurisé : paiement.atelier.fr/c/4410.",
    )
    done = ("C'est payé.", "Votre commande n° AG-4410 est validée : 1 marionnette Guignol, expédition demain.")
    assert not reached(goal, values, options, [offered, pay])
    assert reached(goal, values, options, [offered, pay, done])


@pytest.mark.parametrize(
    ("owed", "done"),
    [
        (
            "Het starterspakket moet ik nog apart voor je aanmaken.",
            "Het starterspakket heb ik apart voor je aangemaakt.",
        ),
        ("Das Starterpaket muss ich noch anlegen.", "Das Starterpaket habe ich angelegt."),
        ("I still have to set up the starter kit.", "I've set up the starter kit."),
        ("Todavía tengo que pedir el kit de inicio.", "Ya pedí el kit de inicio."),
        ("Ainda preciso registrar o kit inicial.", "Já registrei o kit inicial."),
        ("Je dois encore commander le kit de démarrage.", "J'ai commandé le kit de démarrage."),
        ("Devo ancora ordinare il kit base.", "Ho ordinato il kit base."),
        ("Saya masih harus input paket pemulanya.", "Paket pemulanya sudah saya input."),
    ],
)
def test_the_chatbots_own_still_have_to_settles_nothing(owed: str, done: str) -> None:
    assert still_to_do(owed) and hedged(owed)
    assert not still_to_do(done) and not hedged(done)


def test_a_part_still_to_do_is_not_reached_by_an_offer_over_turns() -> None:
    goal = "Schrijf je in voor de cursus {{level}} en bestel {{kit}}."
    values, options = (
        {"level": ["voor beginners"], "kit": ["het starterspakket"]},
        {"level": ("voor beginners", "gevorderd"), "kit": ("het starterspakket", "het profpakket")},
    )
    offer = (
        "Ik wil me inschrijven voor beginners en het starterspakket.",
        "De cursus voor beginners start 20 oktober. Het starterspakket kost €49,95.",
    )
    owed = "Je bent ingeschreven voor de cursus voor beginners. Het starterspakket moet ik nog apart voor je aanmaken."
    done = "Je bent ingeschreven voor de cursus voor beginners. Het starterspakket staat op je bestelling NA-2010."
    assert not reached(goal, values, options, [offer, ("Prima, Fleur de Vries.", owed)])
    assert reached(goal, values, options, [offer, ("Prima, Fleur de Vries.", done)])


def test_ci_pensiamo_takes_the_deed_on() -> None:
    assert TAKING_ON.search(normalise("Per il kit completo ci pensiamo subito dopo."))
    assert TAKING_ON.search(normalise("Al kit ci penso io."))
    assert not TAKING_ON.search(normalise("Il kit completo è ordinato."))


@pytest.mark.parametrize(
    ("gone", "done"),
    [
        ("Il kit completo è esaurito, aspettiamo il riassortimento.", "Il kit completo è ordinato, arriva martedì."),
        ("El kit completo está agotado.", "El kit completo está pedido."),
        ("O kit completo está esgotado.", "O kit completo está encomendado."),
        ("Le kit complet est épuisé.", "Le kit complet est commandé."),
        ("The full kit is sold out.", "The full kit is ordered."),
    ],
)
def test_sold_out_is_no_deed(gone: str, done: str) -> None:
    assert not is_done(gone)
    assert is_done(done)


def test_a_sold_out_kit_is_not_ordered() -> None:
    goal, values, options = "Ordina il kit {{kit}}.", {"kit": ["completo"]}, {"kit": ("completo", "base")}
    assert not reached(
        goal, values, options, [("vorrei il kit completo", "Il kit completo è esaurito, aspettiamo il riassortimento.")]
    )
    assert reached(goal, values, options, [("vorrei il kit completo", "Il kit completo è ordinato, ordine KIT-0871.")])
