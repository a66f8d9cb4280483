"""Premature stops by class (round 10): a step the user still owes, a cart, a hold, a confirmation to come, another
offered choice, an amount in the wrong unit, a precondition, a quote, a listing; and two wrong-value readings.

Every sentence was written for these tests (a ferry, a bakery, a yoga studio, a bike shop, a spa, a dive centre,
a florist, a luggage service); none comes from the labelled sets under bench/.
"""

from __future__ import annotations

import pytest

from user_sim.core.goal_canonical import canonical
from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_counted import counts_another
from user_sim.core.goal_dimension import fits_dimension
from user_sim.core.goal_later import confirms_later
from user_sim.core.goal_owed import in_cart, on_hold, user_step
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_picked import names_other_choice
from user_sim.core.goal_quotes import only_informs
from user_sim.core.goal_sentences import sentences


@pytest.mark.parametrize(
    "said",
    [
        "Reply OK to continue to checkout.",
        "Envía SÍ para continuar con el pago.",
        "Tapez OUI pour poursuivre.",
        "Schreiben Sie JA, um fortzufahren.",
        "Scrivi SÌ per procedere.",
        "Digite SIM para finalizar o pedido.",
        "Typ JA om af te ronden.",
        "Balas OK untuk melanjutkan pemesanan.",
    ],
)
def test_a_step_the_user_still_owes(said: str) -> None:
    assert user_step([said])


@pytest.mark.parametrize(
    "said",
    [
        "Click the link to view your booking.",
        "Pulsa aquí para ver tu reserva.",
        "Your ferry ticket is booked, reply STOP to unsubscribe from texts.",
        "Klik hier om je ticket te downloaden.",
    ],
)
def test_a_link_to_see_the_deed_owes_nothing(said: str) -> None:
    assert not user_step([said])


@pytest.mark.parametrize(
    "goal, proof, cart",
    [
        ("Order the Trekker 2 bike lock", "I've put the Trekker 2 lock in your basket.", True),
        ("Bestel de fietsbel Ding", "De fietsbel Ding ligt in je winkelwagen.", True),
        ("Compra la bomba Flux", "He añadido la bomba Flux a tu carrito.", True),
        ("Beli kunci Trekker 2", "Kunci Trekker 2 sudah masuk keranjang.", True),
        ("Add the Trekker 2 lock to your cart", "The Trekker 2 lock is in your cart.", False),
        ("Order the Trekker 2 bike lock", "Order placed: Trekker 2 lock, ref BK-204.", False),
    ],
)
def test_a_cart_is_no_order(goal: str, proof: str, cart: bool) -> None:
    assert in_cart(goal, proof) is cart


@pytest.mark.parametrize(
    "said, held",
    [
        ("I'm holding the dive slot for you for 48 hours.", True),
        ("Te guardo la plaza hasta las 19:30.", True),
        ("Nous vous la bloquons 24 h.", True),
        ("Ich halte den Termin bis 12 Uhr frei.", True),
        ("Ik houd de plek 2 dagen voor u vast.", True),
        ("Kami tahan slotnya 1x24 jam.", True),
        ("Your place is secured on payment of the deposit.", True),
        ("Bunga dikirim setelah pembayaran diterima.", True),
        ("Le bouquet part après paiement.", True),
        ("Booked: the spa room for 2 hours on Friday.", False),
        ("Keep your ticket for 30 days.", False),
        ("Payment received, the bouquet goes out today.", False),
    ],
)
def test_a_hold_for_a_while_or_until_paid(said: str, held: bool) -> None:
    assert on_hold("Book a dive for Sunday", [said]) is held


def test_a_hold_is_the_deed_of_putting_aside_or_when_said_done() -> None:
    said = "Wir halten das Buch bis Freitag 18 Uhr für Sie."
    assert on_hold("Buche einen Lesekurs", [said])
    assert not on_hold("Lass dir das Buch zurücklegen", [said])
    assert not on_hold("Book a dive for Sunday", ["Done: booked, and we hold your gear for 24 hours."])


@pytest.mark.parametrize(
    "said, later",
    [
        ("Sie bestätigt Ihnen den Termin noch per E-Mail.", True),
        ("De trainer bevestigt het nog via de app.", True),
        ("La recepción te lo confirma todavía hoy.", True),
        ("The instructor still has to confirm the slot.", True),
        ("Sie erhalten noch eine Bestätigung per E-Mail.", False),
        ("You'll receive a confirmation e-mail shortly.", False),
        ("Termin bestätigt für Freitag.", False),
    ],
)
def test_a_confirmation_still_to_come(said: str, later: bool) -> None:
    assert confirms_later(said) is later


FERRY = decompose(
    ["Book {{seats}} ferry seats on the {{sailing}} sailing"],
    None,
    {"seats": ["2"], "sailing": ["late"]},
)


def test_a_done_reply_naming_the_other_offered_choice_is_refused() -> None:
    offer = "Tonight we sail the Morning Star at 18:00 and the late Night Owl at 23:15. Seats are €30."
    assert names_other_choice(FERRY[0], offer, "Done! 2 seats on the Morning Star, 18:00.")
    assert not names_other_choice(FERRY[0], offer, "Done! 2 seats on the Night Owl, 23:15.")
    assert not names_other_choice(FERRY[0], offer, "Done! 2 seats are booked.")
    german = "Heute fahren die Morgenstern um 18:00 und die späte Nachteule um 23:15. Karten kosten 30 €."
    late = decompose(["Buche {{n}} Plätze auf der {{s}} Fähre"], None, {"n": ["2"], "s": ["späte"]})[0]
    assert names_other_choice(late, german, "Erledigt! 2 Karten für die Morgenstern, 18:00.")
    assert not names_other_choice(late, german, "Erledigt, 2 Karten gebucht.")


def test_an_amount_in_a_named_dimension_needs_its_unit() -> None:
    weight = decompose(["Book a dive for {{day}} and ask the maximum diver weight"], None, {"day": ["Sunday"]})[1]
    assert not fits_dimension(weight, "Sunday 09:00, 2 dives, €95, ref DV-31.")
    assert fits_dimension(weight, "Divers up to 120 kg can join.")
    assert fits_dimension(weight, "Das Höchstgewicht liegt bei 250 lbs.")
    price = decompose(["ask the price of a dive"], None, {})[0]
    assert fits_dimension(price, "A dive is €95.")


def test_a_weight_question_is_not_answered_by_a_booking_line() -> None:
    parts = decompose(["Book a dive for {{day}} and ask the maximum diver weight."], None, {"day": ["Sunday"]})
    check = StructuredGoalCheck(parts, {"day": ("Saturday", "Sunday")}, None)
    booked = "Booked ✓ Sun 09:00 · €95 · Ref DV-31"
    transcript = [("User", "dive on sunday pls, and the weight?"), ("Assistant", booked)]
    assert not check.decide(transcript).reached
    transcript += [("User", "and the weight limit?"), ("Assistant", "The maximum diver weight is 120 kg.")]
    assert check.decide(transcript).reached


CANCEL = decompose(["Cancel your order number {{order}}"], None, {"order": ["5521"]})[0]
ROSES = decompose(["Order a bouquet of {{flower}} for {{day}}"], None, {"flower": ["roses"], "day": ["Friday"]})[0]
OPTIONS = {"flower": ("roses", "tulips", "lilies"), "day": ("Thursday", "Friday", "Saturday")}


@pytest.mark.parametrize(
    "sentence",
    [
        "To cancel 5521 I need the card holder's name.",
        "Para cancelar el 5521 necesito el código postal.",
        "Pour annuler la 5521, il me faut votre e-mail.",
        "Um 5521 zu stornieren, brauche ich Ihre PLZ.",
        "Per annullare il 5521 mi serve il nome.",
        "Para cancelar o 5521 preciso do seu CPF.",
        "Om 5521 te annuleren heb ik uw postcode nodig.",
        "Untuk membatalkan 5521, saya perlu nama pemesan.",
    ],
)
def test_a_precondition_only_informs(sentence: str) -> None:
    assert only_informs(CANCEL, sentence, [sentence], {})


def test_a_quote_and_a_listing_only_inform_but_a_deed_does_not() -> None:
    quote = ["A bouquet of roses for Friday takes a day to prepare.", "The price is €45."]
    assert only_informs(ROSES, quote[0], quote, OPTIONS)
    listing = "Our roses come on Thursdays, Fridays and Saturdays."
    assert only_informs(ROSES, listing, [listing], OPTIONS)
    receipt = ["Siap ✅", "Roses for Friday", "Total €45"]
    assert not only_informs(ROSES, receipt[1], receipt, OPTIONS)
    done = ["Roses for Friday: ordered, €45.", "Ref FL-88."]
    assert not only_informs(ROSES, done[0], done, OPTIONS)
    plain = "Your roses arrive on Friday."
    assert not only_informs(ROSES, plain, [plain], OPTIONS)


def test_an_ordinal_or_a_unit_counts_nothing() -> None:
    assert counts_another("Delivery: tomorrow, Rua Augusta 12, 3ºE", "3", ("menus",))
    assert counts_another("Sábado 10:00 – 12:00 (2 horas)", "2", ("lugares",))
    assert not counts_another("Mesa para 2, sábado", "2", ("lugares",))


def test_a_decimal_is_no_clock() -> None:
    assert "02:00" not in canonical("De tocht duurt 2,5 uur.")
    assert "19:30" in canonical("Vertrek om 19.30 uur.")


def test_the_word_test_keeps_a_cart_and_a_step_open() -> None:
    parts = decompose(["Order the {{model}} bike lock"], None, {"model": ["Trekker 2"]})
    options = {"model": ("Trekker 2", "Trekker 3")}
    cart = [("User", "trekker 2 lock pls"), ("Assistant", "Done ✓ The Trekker 2 lock is in your basket.")]
    assert not StructuredGoalCheck(parts, options, None).decide(cart).reached
    step = [("User", "trekker 2 lock pls"), ("Assistant", "Trekker 2 lock, €25.\nReply YES to complete the order.")]
    assert not StructuredGoalCheck(parts, options, None).decide(step).reached
    done = [("User", "trekker 2 lock pls"), ("Assistant", "Done ✓ Trekker 2 lock ordered, ref BK-204.")]
    assert StructuredGoalCheck(parts, options, None).decide(done).reached
    assert sentences("Done ✓ Trekker 2 lock ordered, ref BK-204.")


def test_another_parts_receipt_does_not_answer_a_follow_up_question() -> None:
    parts = decompose(["Book a dive for {{day}} and ask how much the deposit is."], None, {"day": ["Sunday"]})
    check = StructuredGoalCheck(parts, {"day": ("Saturday", "Sunday")}, None)
    transcript = [
        ("User", "sunday, and how much is the deposit?"),
        ("Assistant", "Booked ✓ Sun 09:00 · €95 · Ref DV-31"),
    ]
    assert not check.decide(transcript).reached
    transcript += [("User", "how much is the deposit?"), ("Assistant", "The deposit is €20.")]
    assert check.decide(transcript).reached


def test_a_change_by_the_user_after_the_offer_is_no_go_ahead() -> None:
    parts = decompose(["Book the spa for {{n}} guests on {{day}}"], None, {"n": ["6"], "day": ["Friday"]})
    options = {"n": ("4", "6"), "day": ("Friday", "Saturday")}
    offer = ("Assistant", "Friday works: the spa for 6 guests. Shall we book it?")
    for answer, reached in [
        ("Yes, but make it Thursday instead.", False),
        ("Ja, aber lieber am Mittwoch.", False),
        ("Sí, pero mejor el martes.", False),
        ("Yes please, Friday.", True),
        ("yes please", True),
    ]:
        transcript = [("User", "spa for 6 on friday?"), offer, ("User", answer), ("Assistant", "Done, it is booked.")]
        check = StructuredGoalCheck(parts, options, None)
        check.decide(transcript[:2])
        assert check.decide(transcript).reached is reached, answer
