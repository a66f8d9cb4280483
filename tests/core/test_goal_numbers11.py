"""Numbers and quantities in the values a chatbot states (round 11): one normaliser for every language.

Number words, a dozen and a pair, words for persons, feet and inches, a weight or a volume as packs, a count as
a sum of its parts or as a list of names, hedged values and ranges. Every sentence was written for these tests (a
bakery, a ferry, a hardware shop, a boat yard, a wine shop…); none comes from the labelled sets under bench/.
Each positive stands beside a twin that says another count or quantity.
"""

from __future__ import annotations

import pytest

from tests.core.test_goal_check import fake_client
from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_rules import PartSpec, judge
from user_sim.core.goal_values import states


@pytest.mark.parametrize(
    ("text", "value", "said"),
    [
        ("SEVEN seats are held for you.", "7", True),
        ("SEVEN seats are held for you.", "8", False),
        ("Cuatro menús degustación reservados.", "4", True),
        ("Quatorze cartons livrés jeudi.", "14", True),
        ("Quatorze cartons livrés jeudi.", "4", False),
        ("Achtzehn Stühle sind bestellt.", "18", True),
        ("Diciassette posti prenotati.", "17", True),
        ("Treze bilhetes emitidos.", "13", True),
        ("Negentien stoelen gereserveerd.", "19", True),
        ("Tujuh belas kursi sudah dipesan.", "17", True),
        ("Dua puluh lima kursi sudah dipesan.", "25", True),
        ("Selusin kue sus sudah dipesan.", "12", True),
        ("Setengah lusin kue sus sudah dipesan.", "12", False),
        ("Setengah lusin kue sus sudah dipesan.", "6", True),
        ("Een dozijn oesters besteld.", "12", True),
        ("Uma dúzia de pastéis encomendada.", "12", True),
    ],
)
def test_number_words_and_a_dozen_in_every_language(text: str, value: str, said: bool) -> None:
    assert states(text, value) is said


@pytest.mark.parametrize(
    ("text", "value", "said"),
    [
        ("A pair of tickets is booked for Friday.", "2", True),
        ("Un par de entradas reservadas para el viernes.", "2", True),
        ("Um par de bilhetes reservado.", "2", True),
        ("Une paire de billets réservée.", "2", True),
        ("Un paio di notti prenotate.", "2", True),
        ("Sepasang tiket sudah dipesan.", "2", True),
        ("A pair of tickets is booked for Friday.", "3", False),
        ("A pair of boots is on hold for you.", "2", False),  # one pair of boots, not two
        ("Ein paar Tickets sind noch frei.", "2", False),  # German and Dutch "a few"
        ("Een paar kaartjes zijn geboekt.", "2", False),
    ],
)
def test_a_pair_of_counted_things_is_two(text: str, value: str, said: bool) -> None:
    assert states(text, value) is said


@pytest.mark.parametrize(
    ("text", "value", "said"),
    [
        ("Table for 6 pax at 8 pm.", "6 people", True),
        ("Mesa para 6 comensales a las 21:00.", "6 personas", True),
        ("Table pour 6 couverts à 20h.", "6 personnes", True),
        ("Tavolo per 6 coperti alle 20.", "6 persone", True),
        ("Tisch für 6 Gäste um 19 Uhr.", "6 Personen", True),
        ("Tafel voor 6 gasten om 19 uur.", "6 personen", True),
        ("Meja untuk 6 tamu jam 19.00.", "6 orang", True),
        ("Mesa para 5 comensales a las 21:00.", "6 personas", False),
        ("Table for 6 dogs at 8 pm.", "6 people", False),
    ],
)
def test_words_for_persons_are_one_noun(text: str, value: str, said: bool) -> None:
    assert states(text, value) is said


TABLE = PartSpec("action", {"n": ("6",)}, counted={"n": ("people",)})


@pytest.mark.parametrize(
    ("sentence", "finding"),
    [
        ("Booked: a table for 5 guests on Friday.", "wrong_value"),  # guests are people: a wrong count
        ("Reservado: mesa para 5 comensales.", "wrong_value"),
        ("Booked: a table for 6 guests on Friday.", "delivered"),
        ("Booked: a table by the window, 5 minutes from the stage.", "missing_value"),  # minutes are no persons
    ],
)
def test_another_word_for_persons_is_the_same_count(sentence: str, finding: str) -> None:
    options = {"n": ("4", "5", "6")}
    assert judge(sentence, TABLE, options) == finding


@pytest.mark.parametrize(
    ("text", "value", "said"),
    [
        ("Reserved: winter storage for your 22' boat.", "22 ft", True),
        ("Reserved: winter storage for your 22′ boat.", "22 ft", True),
        ("Reserved: winter storage for your 22-foot boat.", "22 ft", True),
        ("Reserved: winter storage for your 22 feet boat.", "22 ft", True),
        ("Reserved: winter storage for your 24' boat.", "22 ft", False),
        ("Reserved: a slip for 22 minutes.", "22 ft", False),
        ('Ordered: the 5" touch panel.', "5 inch", True),
        ("Pedido: la pantalla de 5 pulgadas.", "5 inch", True),
        ("Encomendado: o ecrã de 5 polegadas.", "5 inch", True),
        ('Ordered: the 7" touch panel.', "5 inch", False),
        ("Bestellt: 24 Zoll Monitor.", "2 ft", True),  # 24 inches are 2 feet
    ],
)
def test_feet_and_inches_in_words_and_marks(text: str, value: str, said: bool) -> None:
    assert states(text, value) is said


@pytest.mark.parametrize(
    ("text", "value", "said"),
    [
        ("Ordered: 2 × 500 g of ground coffee.", "1 kg", True),
        ("Ordered: 2x 500g of ground coffee.", "1 kg", True),
        ("Commande validée : 2 × amandes grillées 500 g.", "1 kg", True),
        ("Commande validée : 2 sachets de 500 g d'amandes.", "1 kg", True),
        ("Bestellt: 2 Packungen à 500 g Kaffee.", "1 kg", True),
        ("Ordinato: 2 confezioni da 500 g di caffè.", "1 kg", True),
        ("Encomenda feita: 3 garrafas de 1,5 L.", "4.5 l", True),
        ("Besteld: 3 flessen van 2 liter.", "6 l", True),
        ("Sudah dipesan: 2 bungkus 250 g kopi.", "500 g", True),
        ("Ordered: 4 bottles of 75 cl.", "3 l", True),
        ("Ordered: 3 × 500 g of ground coffee.", "1 kg", False),
        ("Ordered: 2 × 500 g of ground coffee.", "2 kg", False),
        ("Ordered: 1 × 500 g of ground coffee.", "500 g", True),
        ("Ordered: a 2 × 5 m tarp.", "10 m", False),  # a size, not ten metres
    ],
)
def test_a_weight_or_volume_as_packs_times_their_size(text: str, value: str, said: bool) -> None:
    assert states(text, value) is said


NOODLES = PartSpec("action", {"n": ("2",)}, counted={"n": ("portions", "nouilles")})
GUESTS = PartSpec("action", {"n": ("3",)}, counted={"n": ("people",)})


@pytest.mark.parametrize(
    ("part", "sentence", "finding"),
    [
        (NOODLES, "Commande enregistrée : 1 × nouilles (doux), 1 × nouilles (relevé).", "delivered"),
        (NOODLES, "Commande enregistrée : 1 × nouilles (doux), 2 × nouilles (relevé).", "wrong_value"),
        (NOODLES, "Commande enregistrée : 1 × nouilles (doux), 1 × soupe pho.", "wrong_value"),
        (GUESTS, "Booked for 2 adults and 1 child on Sunday.", "delivered"),
        (GUESTS, "Booked for 2 adults and 2 children on Sunday.", "wrong_value"),
        (GUESTS, "Booked for 3 guests: 2 adults and 1 child.", "delivered"),  # a total and its breakdown
        (GUESTS, "Tickets booked for Ana, Bruno and Carla.", "delivered"),
        (GUESTS, "Billets réservés pour Ana, Bruno et Carla.", "delivered"),
        (GUESTS, "Tiket sudah dipesan atas nama Ana, Bruno dan Carla.", "delivered"),
        (GUESTS, "Tickets booked for Ana and Bruno.", "wrong_value"),  # two names: another count
        (GUESTS, "Tickets booked for Friday, Saturday and Sunday.", "missing_value"),  # days are no persons
    ],
)
def test_a_count_as_a_sum_of_parts_or_a_list_of_names(part: PartSpec, sentence: str, finding: str) -> None:
    options = {"n": ("1", "2", "3", "4")}
    assert judge(sentence, part, options) == finding


def test_a_list_of_names_counts_persons_only() -> None:
    boxes = PartSpec("action", {"n": ("3",)}, counted={"n": ("boxes",)})
    assert judge("Shipped for Ana, Bruno and Carla.", boxes, {"n": ("2", "3")}) == "missing_value"


NOODLE_GOAL = decompose(
    ["commander {{n}} portions de {{plat}} à emporter"], None, {"n": ["2"], "plat": ["nouilles sautées"]}
)
NOODLE_OPTIONS = {"n": ("1", "2", "3"), "plat": ("nouilles sautées", "soupe pho")}


@pytest.mark.parametrize(
    ("reply", "reached"),
    [
        (
            "C'est enregistré ✅\n• 1 × Nouilles sautées (doux)\n• 1 × Nouilles sautées (relevé)\nÀ tout à l'heure !",
            True,
        ),
        ("C'est enregistré ✅\n• 1 × Nouilles sautées (doux)\n• 2 × Nouilles sautées (relevé)", False),
        ("C'est enregistré ✅\n• 1 × Nouilles sautées (doux)\n• 1 × Soupe pho", False),
        ("Je peux enregistrer :\n• 1 × Nouilles sautées (doux)\n• 1 × Nouilles sautées (relevé)\nOn valide ?", False),
    ],
)
def test_receipt_lines_add_up_to_the_count(reply: str, reached: bool) -> None:
    check = StructuredGoalCheck(NOODLE_GOAL, NOODLE_OPTIONS, fake_client()[0])
    decision = check.decide([("User", "2 nouilles sautées, un doux et un relevé"), ("Assistant", reply)])
    assert decision.reached is reached and decision.calls == 0


@pytest.mark.parametrize(
    ("text", "value", "said"),
    [
        ("Cut to about 20 cm, ready on Friday.", "20 cm", True),  # a hedge word is no other value
        ("Dipotong sekitar 20 cm, siap hari Jumat.", "20 cm", True),
        ("Zugeschnitten auf ca. 20 cm.", "20 cm", True),
        ("Cortado a unos 20 cm.", "20 cm", True),
        ("Coupé à environ 20 cm.", "20 cm", True),
        ("Op ongeveer 20 cm gezaagd.", "20 cm", True),
        ("Cut to 19–21 cm, ready on Friday.", "20 cm", False),  # a range commits to no drawn value
        ("Cut to about 25 cm, ready on Friday.", "20 cm", False),
    ],
)
def test_hedged_values_and_ranges(text: str, value: str, said: bool) -> None:
    assert states(text, value) is said


@pytest.mark.parametrize(
    ("text", "value", "said"),
    [
        ("Total charged: 1.234,50 €", "€1,234.50", True),
        ("Total charged: €1,234.50", "1234,50 €", True),
        ("Total cobrado: R$ 1.234,50", "1234.50", True),
        ("Total charged: 1 234,50 €", "1234.50", True),
        ("Total charged: 1.243,50 €", "€1,234.50", False),
    ],
)
def test_decimal_marks_thousands_and_currency_place(text: str, value: str, said: bool) -> None:
    assert states(text, value) is said


@pytest.mark.parametrize(
    ("text", "value", "said"),
    [
        ("Two dozen eggs are set aside for you.", "24", True),
        ("Dos docenas de huevos apartadas.", "24", True),
        ("2 Dutzend Eier sind zurückgelegt.", "24", True),
        ("Two dozen eggs are set aside for you.", "12", False),
        ("Half a dozen eggs are set aside for you.", "6", True),
        ("Ordered: 1½ kg of flour.", "1.5 kg", True),
        ("Ordered: ½ l of cream.", "0.5 l", True),
        ("Ordered: 1½ kg of flour.", "11 kg", False),
        ("Ordered: 2¼ kg of flour.", "2.5 kg", False),
    ],
)
def test_dozens_and_fraction_signs(text: str, value: str, said: bool) -> None:
    assert states(text, value) is said
