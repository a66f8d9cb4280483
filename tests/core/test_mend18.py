"""Two mends of round 18: a self-correction's *no* that only reassures, and a value word written with regex signs.

``Moment, nein, kein Problem`` does not take a booking back (goal_refute.retracted), while ``Moment, nein, Freitag
geht nicht`` still does; a drawn value such as ``size( keju`` is read as text, never as a pattern (goal_wording).
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from tests.core.test_goal_failed import _reached  # one table of booking goals, shared
from user_sim.core.goal_keywords import key_words
from user_sim.core.goal_values import states
from user_sim.core.goal_wording import states_reworded
from user_sim.core.goals import normalise


@pytest.mark.parametrize(
    ("lang", "reassured", "retracted"),
    [
        (
            "en",
            "Booked for 4 on Friday... sorry, no, no worries at all.",
            "Booked for 4 on Friday... sorry, no, Friday is full.",
        ),
        (
            "es",
            "Mesa para 4 el viernes reservada... perdón, no, no te preocupes.",
            "Mesa para 4 el viernes reservada... perdón, no, el viernes no puedo.",
        ),
        (
            "pt",
            "Mesa para 4 na sexta reservada... desculpe, não, não tem problema.",
            "Mesa para 4 na sexta reservada... desculpe, não, na sexta não dá.",
        ),
        (
            "de",
            "Tisch für 4 am Freitag ist reserviert. Moment, nein, kein Problem.",
            "Tisch für 4 am Freitag ist reserviert. Moment, nein, Freitag geht nicht.",
        ),
        (
            "fr",
            "Table pour 4 vendredi réservée... pardon, non, pas de souci.",
            "Table pour 4 vendredi réservée... pardon, non, c'est complet.",
        ),
        (
            "it",
            "Tavolo per 4 venerdì prenotato... scusi, no, nessun problema.",
            "Tavolo per 4 venerdì prenotato... scusi, no, venerdì non si può.",
        ),
        (
            "nl",
            "Tafel voor 4 op vrijdag gereserveerd... sorry, nee, geen probleem.",
            "Tafel voor 4 op vrijdag gereserveerd... sorry, nee, vrijdag lukt niet.",
        ),
        (
            "id",
            "Meja untuk 4 orang hari Jumat sudah dipesan... maaf, tidak, tidak masalah.",
            "Meja untuk 4 orang hari Jumat sudah dipesan... maaf, tidak, hari Jumat tidak bisa.",
        ),
    ],
)
def test_a_no_that_only_reassures_takes_nothing_back(lang: str, reassured: str, retracted: str) -> None:
    assert _reached(lang, reassured)
    assert not _reached(lang, retracted)


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("en", "Booked for 4 on Friday... wait, no, problem: Friday is full."),
        ("en", "Booked for 4 on Friday... sorry, no, I'll book it once you pay, no worries."),
        ("es", "Mesa para 4 el viernes reservada... espera, no, hay un problema con el viernes."),
        ("de", "Tisch für 4 am Freitag ist reserviert... Moment, nein, Problem: Freitag ist voll."),
        ("fr", "Table pour 4 vendredi réservée... attendez, non, il y a un problème."),
        ("it", "Tavolo per 4 venerdì prenotato... aspetta, no, c'è un problema."),
        ("nl", "Tafel voor 4 op vrijdag geboekt... wacht, nee, er is een probleem."),
        ("pt", "Mesa para 4 na sexta reservada... opa, não, deu problema."),
        ("id", "Meja untuk 4 orang hari Jumat sudah dipesan... eh, tidak, ada masalah."),
        ("en", "Booked for 4 on Friday... oops, no, no: it was Saturday, sorry."),
    ],
)
def test_a_problem_named_after_the_no_still_retracts(lang: str, reply: str) -> None:
    assert not _reached(lang, reply)


@pytest.mark.parametrize(
    ("value", "said", "stated"),
    [
        ("size( keju", "we have size( & keju ready", True),
        ("c++ keju", "one c++ + keju, coming up", True),
        ("c++ keju", "one cxx + keju, coming up", False),
        ("[x cokelat", "one x + cokelat", False),
    ],
)
def test_a_value_with_regex_signs_is_read_as_text(value: str, said: str, stated: bool) -> None:
    assert states_reworded(normalise(said), normalise(value), value) is stated


HALVES = {
    "en": "Order garlic bread and a large pepperoni.",
    "es": "Pide un pan de ajo y una pizza grande de pepperoni.",
    "pt": "Peça um pão de alho e uma pizza grande de calabresa.",
    "fr": "Commande un pain à l'ail et une grande pizza au pepperoni.",
    "it": "Ordina un pane all'aglio e una pizza grande al salame.",
    "nl": "Bestel een knoflookbrood en een grote pepperonipizza.",
    "id": "Pesan roti bawang putih dan sebuah pizza besar pepperoni.",
    "de": "Bestelle ein Knoblauchbrot und eine große Salamipizza.",
}


@pytest.mark.parametrize(
    ("lang", "half", "whole"),
    [
        (
            "en",
            "Your garlic bread is ordered! Order #4412.",
            "Order #4412 is placed: garlic bread and a large pepperoni.",
        ),
        ("es", "Listo, pedido 4412: pan de ajo.", "Listo, pedido 4412: pan de ajo y pizza grande de pepperoni."),
        (
            "pt",
            "Pronto, pedido 4412 feito: pão de alho.",
            "Pronto, pedido 4412 feito: pão de alho e pizza grande de calabresa.",
        ),
        (
            "fr",
            "C'est commandé : pain à l'ail, n° 4412.",
            "C'est commandé : pain à l'ail et grande pizza au pepperoni, n° 4412.",
        ),
        (
            "it",
            "Ordinato: pane all'aglio, ordine n. 4412.",
            "Ordinato: pane all'aglio e pizza grande al salame, ordine n. 4412.",
        ),
        (
            "nl",
            "Besteld: knoflookbrood, nummer 4412.",
            "Ik heb uw knoflookbrood en grote pepperonipizza besteld, nummer 4412.",
        ),
        (
            "id",
            "Sudah dipesan: roti bawang putih, nomor 4412.",
            "Roti bawang putih dan pizza besar pepperoni sudah dipesan, nomor 4412.",
        ),
        (
            "de",
            "Bestellt: Knoblauchbrot, Nummer 4412.",
            "Ich habe Ihr Knoblauchbrot und eine große Salamipizza bestellt, Nummer 4412.",
        ),
    ],
)
def test_a_second_object_without_a_value_must_be_named_too(lang: str, half: str, whole: str) -> None:
    """``Order garlic bread and a large pepperoni`` (no drawn value) is not done by the bread alone."""
    assert not reached_per_turn([HALVES[lang]], {}, {}, ["Hi", half])[-1]
    assert reached_per_turn([HALVES[lang]], {}, {}, ["Hi", whole])[-1]


ONE = {"de": "Bestelle ein Knoblauchbrot.", "nl": "Bestel een knoflookbrood.", "id": "Pesan roti bawang putih."}


@pytest.mark.parametrize(
    ("lang", "done"),
    [
        ("de", "Ihr Knoblauchbrot ist bestellt, Bestellnummer 4412."),
        ("de", "Erledigt: das Knoblauchbrot ist bestellt."),
        ("nl", "Uw knoflookbrood is besteld, bestelnummer 4412."),
        ("id", "Roti bawang putih sudah dipesan, nomor pesanan 4412."),
    ],
)
def test_a_participle_without_ge_says_the_own_verb_done(lang: str, done: str) -> None:
    """``bestellt`` / ``besteld`` (an inseparable prefix) and Indonesian ``dipesan`` are the part's verb, done."""
    assert reached_per_turn([ONE[lang]], {}, {}, ["Hi", done])[-1]


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("de", "Ihr Knoblauchbrot wird bestellt."),
        ("de", "Ihr Knoblauchbrot ist noch nicht bestellt."),
        ("de", "Soll das Knoblauchbrot bestellt werden?"),
        ("de", "Das Knoblauchbrot kann online bestellt werden."),
        ("de", "Ihre Salamipizza ist bestellt."),
        ("de", "Das Knoblauchbrot ist bestellt, sobald Sie bezahlen."),
        ("de", "Das Knoblauchbrot ist bestellt, nachdem Sie bezahlt haben."),
        ("de", "Ein Kollege meldet sich, sobald das Knoblauchbrot bestellt ist."),
        ("nl", "Uw knoflookbrood wordt besteld."),
        ("nl", "Uw knoflookbrood is niet besteld."),
        ("nl", "Het knoflookbrood kan online besteld worden."),
        ("nl", "Uw pizza is besteld."),
        ("nl", "Knoflookbrood besteld? Graag bevestigen."),
        ("id", "Roti bawang putih akan dipesan."),
        ("id", "Roti bawang putih belum dipesan."),
        ("id", "Roti bawang putih bisa dipesan lewat aplikasi."),
        ("id", "Pizza Anda sudah dipesan."),
        ("id", "Roti bawang putih dipesan setelah Anda membayar."),
        ("id", "Roti bawang putih gagal dipesan."),
    ],
)
def test_participle_look_alikes_stay_open(lang: str, reply: str) -> None:
    assert not reached_per_turn([ONE[lang]], {}, {}, ["Hi", reply])[-1]


@pytest.mark.parametrize(
    "reply",
    [
        "Your garlic bread is ordered after you pay.",
        "Garlic bread: ordered after payment.",
        "Pan de ajo pedido después del pago.",
        "Pain à l'ail commandé après paiement.",
        "Pane all'aglio ordinato dopo il pagamento.",
        "Knoflookbrood besteld na betaling.",
        "Knoblauchbrot bestellt nach Zahlung.",
    ],
)
def test_a_deed_after_the_users_payment_is_pending(reply: str) -> None:
    """*After* with the user's deed or a payment named is an event still to come (``ready after 10am`` is a time)."""
    assert not reached_per_turn(["Order garlic bread."], {}, {}, ["Hi", reply])[-1]


@pytest.mark.parametrize(
    ("said", "value", "stated"),
    [
        ("Camiseta 1.ª equipación, talla L", "primera equipación", True),
        ("Bilhete de 2.ª classe", "segunda classe", False),  # Portuguese "segunda" is Monday: no ordinal word
        ("Bilhete de 1.ª classe", "primeira classe", True),
        ("Camiseta 2.ª equipación, talla L", "primera equipación", False),
        ("Mesa en la 3.ª fila", "tercera fila", True),
        ("Mesa en la 4.ª fila", "tercera fila", False),
    ],
)
def test_an_ordinal_with_its_dot_is_the_ordinal_word(said: str, value: str, stated: bool) -> None:
    """Spanish and Portuguese write ordinals with a dot before the mark (``1.ª``, ``3.º``)."""
    assert states(said, value) is stated


@pytest.mark.parametrize(
    ("phrase", "words"),
    [
        ("Order bread and pizza", ("Order", "bread", "pizza")),
        ("Bestelle Brot und Pizza", ("Bestelle", "Brot", "Pizza")),
        ("Pesan 2 es campur dan 1 pisang ijo serta teh", ("Pesan", "2", "es", "campur", "1", "pisang", "ijo", "teh")),
        ("Commande du pain et une pizza", ("Commande", "du", "pain", "pizza")),
        ("Bestel brood en pizza", ("Bestel", "brood", "pizza")),
    ],
)
def test_and_is_no_key_word(phrase: str, words: tuple[str, ...]) -> None:
    """*And* names nothing a part is about: a chatbot's ``dan`` or ``und`` is no sign it speaks of the part."""
    assert key_words(phrase.split()) == words


def test_a_detail_left_for_after_the_users_check_keeps_the_deed() -> None:
    """``warna menyusul setelah Kakak cek sampel``: a detail follows a deed of the user's; no payment is awaited."""
    reply = "Pemasangan terjadwal: tgl 20, vinyl 24 m², warna menyusul setelah Kakak cek sampel. No. order: VNL-2207."
    assert reached_per_turn(["Pesan pemasangan lantai vinyl."], {}, {}, ["Hi", reply])[-1]
