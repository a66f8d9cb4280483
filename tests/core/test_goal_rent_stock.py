"""Round 11 (prec12b): renting is a deed of its own, what is still in stock proves nothing, and an answer about
another matter (delivery, opening hours, a refund) answers no information request."""

from __future__ import annotations

import pytest

from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_clauses import opens_with_deed
from user_sim.core.goal_elsewhere import off_topic
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_stock import in_stock
from user_sim.core.goal_ties import named

_VALUES = {"day": ["Friday"], "size": ["54"], "n": ["3"]}
_OPTIONS = {"day": ("Friday", "Saturday"), "size": ("54", "58")}


@pytest.mark.parametrize(
    "phrase",
    [
        "Book a lane for {{day}} and rent a bowling ball in size {{size}}",
        "Book a lane for {{day}} and hire shoes in size {{size}}",
        "Book a lane for {{day}} and borrow a helmet in size {{size}}",
        "Reserva una pista para el {{day}} y alquila unas zapatillas talla {{size}}",
        "Reserve uma quadra para {{day}} e alugue uma raquete tamanho {{size}}",
        "Pesan lapangan untuk {{day}} dan sewa raket ukuran {{size}}",
        "Pesan lapangan untuk {{day}} dan pinjam helm ukuran {{size}}",
        "Buche einen Platz für {{day}} und leih dir Schuhe in Größe {{size}}",
        "Buche einen Platz für {{day}} und miete ein Rad in Rahmenhöhe {{size}}",
        "Réserve un court pour {{day}} et loue une raquette taille {{size}}",
        "Prenota un campo per {{day}} e noleggia una racchetta misura {{size}}",
        "Prenota un campo per {{day}} e prendi in prestito un casco misura {{size}}",
        "Boek een baan voor {{day}} en huur schoenen in maat {{size}}",
        "Boek een baan voor {{day}} en leen een helm in maat {{size}}",
    ],
)
def test_a_deed_and_a_rental_are_two_parts(phrase: str) -> None:
    parts = decompose([phrase], None, _VALUES)
    assert [p.kind for p in parts] == ["action", "action"]
    assert [set(p.values) for p in parts] == [{"day"}, {"size"}]


@pytest.mark.parametrize(
    "phrase",
    [
        "Rent a car for {{n}} days",
        "Alquila un coche por {{n}} días",
        "Miete ein Auto für {{n}} Tage",
        "Rent a car and a child seat",
        "Order a pizza and a rental car",
        "Book {{n}} rooms and rent {{n}} bikes",  # a shared value keeps one part (goal_parts._share_a_value)
    ],
)
def test_a_rental_alone_or_sharing_a_value_stays_one_part(phrase: str) -> None:
    assert len(decompose([phrase], None, _VALUES)) == 1


def test_rental_nouns_are_no_verbs_of_doing() -> None:
    assert opens_with_deed("leih dir ein Rad") and opens_with_deed("huur een fiets")
    assert not opens_with_deed("rental car included") and not opens_with_deed("lending rules")


_BOOKED = "Booked ✅ Friday 18:00, lane 4, ticket LN-20."


@pytest.mark.parametrize(
    ("stock", "rented"),
    [
        ("We still have 2 balls left in size 54.", "Done: ball in size 54 added to ticket LN-20."),
        ("Quedan 2 bolas en talla 54.", "Listo: bola talla 54 añadida al ticket LN-20."),
        ("Ainda temos 2 bolas no tamanho 54.", "Pronto: bola tamanho 54 adicionada ao ticket LN-20."),
        ("Masih ada 2 bola ukuran 54.", "Sudah: bola ukuran 54 ditambahkan ke tiket LN-20."),
        ("In 54 haben wir noch 2 Kugeln da.", "Erledigt: Kugel Größe 54 zu Ticket LN-20 hinzugefügt."),
        ("Il nous reste 2 boules en taille 54.", "C'est fait : boule taille 54 ajoutée au ticket LN-20."),
        ("Ne abbiamo ancora 2 in misura 54.", "Fatto: boccia misura 54 aggiunta al biglietto LN-20."),
        ("We hebben nog 2 ballen in maat 54.", "Gelukt: bal maat 54 toegevoegd aan ticket LN-20."),
    ],
)
def test_a_sentence_of_what_is_left_gives_no_value_to_a_proof(stock: str, rented: str) -> None:
    assert in_stock(stock) and not in_stock(rented) and not in_stock(_BOOKED)
    parts = decompose(["Book a lane for {{day}} and a ball in size {{size}}"], None, _VALUES)  # one part
    check = StructuredGoalCheck(parts, _OPTIONS, None)
    transcript = [("User", "lane friday + ball 54"), ("Assistant", _BOOKED), ("User", "and the ball?")]
    transcript.append(("Assistant", stock))
    assert not check.decide(list(transcript)).reached  # availability only: the ball is not rented
    transcript += [("User", "ok take it"), ("Assistant", f"{rented} Friday 18:00, lane 4.")]
    assert check.decide(list(transcript)).reached


def test_a_deed_done_beside_what_is_left_is_not_availability() -> None:
    assert not in_stock("Noch 2 da – eine habe ich dir reserviert.")
    assert not in_stock("Il reste à payer 10 €.")


_BATCH = "Order the starter kit and ask how long the first batch takes until it is ready to drink"


@pytest.mark.parametrize(
    ("other", "own"),
    [
        ("Delivery is usually 2–3 working days.", "The first batch is ready to drink after about 4 weeks."),
        ("Shipping takes 3 days.", "Your first batch takes about 4 weeks until it is ready."),
        ("We're open 7 days a week.", "Count 4 weeks before the first batch is ready to drink."),
        ("Refunds take 5 working days.", "The first batch needs 4 weeks to be ready to drink."),
    ],
)
def test_a_duration_about_another_matter_answers_nothing(other: str, own: str) -> None:
    part = decompose([_BATCH], None, {})[1]
    assert part.kind == "info" and part.asks == "duration"
    assert not named(part, other)
    assert named(part, own)


@pytest.mark.parametrize(
    ("goal", "question", "other", "own"),
    [
        (
            "Encarga el kit y pregunta cuánto tarda la primera cerveza en estar lista",
            "¿y cuánto tarda?",
            "El envío tarda 2–3 días laborables.",
            "La primera cerveza está lista en unas 4 semanas.",
        ),
        (
            "Bestelle das Set und frag, wie lange der erste Sud braucht, bis er trinkfertig ist",
            "und wie lange dauert das?",
            "Die Lieferung dauert 2–3 Werktage.",
            "Der erste Sud ist nach etwa 4 Wochen trinkfertig.",
        ),
        (
            "Bestel de set en vraag hoe lang de eerste batch duurt tot hij drinkbaar is",
            "en hoe lang duurt dat?",
            "De levering duurt 2 tot 3 werkdagen.",
            "De eerste batch is na zo'n 4 weken drinkbaar.",
        ),
    ],
)
def test_the_users_own_question_is_not_answered_about_another_matter(
    goal: str, question: str, other: str, own: str
) -> None:
    parts = decompose([goal], None, {})
    check = StructuredGoalCheck(parts, {}, None)
    transcript = [("User", "the kit please"), ("Assistant", "Order placed: kit, order #K-12, 59 €.")]
    transcript += [("User", question), ("Assistant", other)]
    assert _asked(check, transcript) != "delivered"
    transcript += [("User", question), ("Assistant", own)]
    assert _asked(check, transcript) == "delivered"


def _asked(check: StructuredGoalCheck, transcript: list[tuple[str, str]]) -> str:
    """The information part's finding (the order's own confirmation is not what these tests are about)."""
    return next((r.finding for r in check.decide(list(transcript)).parts if r.part == 2), "none")


@pytest.mark.parametrize(
    ("goal", "sentence"),
    [
        ("Ask when the shop closes on Saturday", "We are open until 18:00 on Saturday."),
        ("Pregunta cuánto tarda el pedido en llegar", "El pedido tarda 2–3 días, el envío es gratis."),
        ("Frag, wie lange die Rückerstattung für die Bestellung dauert", "Die Rückerstattung dauert 5 Werktage."),
    ],
)
def test_a_matter_the_request_asks_about_is_no_other_matter(goal: str, sentence: str) -> None:
    part = decompose([goal], None, {})[-1]
    assert named(part, sentence)
    assert not off_topic(part, sentence, part.keywords)
    assert off_topic(part, "Tracking link comes by e-mail tonight.", part.keywords)  # its twin: another matter


def test_tracking_is_part_of_a_delivery_asked_about() -> None:
    part = decompose(["Demande combien de temps prend la livraison"], None, {})[-1]
    sentence = "Comptez 3 à 5 jours ouvrés, avec un numéro de suivi envoyé par e-mail."
    assert not off_topic(part, sentence, part.keywords)
    other = decompose(["Demande combien de temps dure la coupe"], None, {})[-1]  # its twin: a haircut
    assert off_topic(other, sentence, other.keywords)
