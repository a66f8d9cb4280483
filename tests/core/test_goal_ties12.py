"""Sentences that pass every rule and are tied to their part by more than its key words' spelling (round 12).

* a yes/no request answered by a statement that includes the asked thing (goal_shapes.says_included);
* a yes/no request about a limit answered by the limit (goal_ties.limit_answer, goal_queries.limit_kind);
* an action with no drawn value said done by another verb (goal_ties.done_otherwise);
* an answer after a lead-in that praises the question (goal_shapes.past_lead_in, goal_yesno.YES_NO_ANSWER);
* a Romance infinitive said in its third person (goal_answers.conjugated);
* a user question without its mark, by its tag (goal_yesno_asked.asks).

Every sentence was written for these tests (a bike tour, a ski school, a ferry, a kayak hire, a zoo, a boat trip,
a cooking class, a spa), in the eight languages; none comes from the labelled sets under bench/. Each positive case
sits beside its twin: another matter, a question, an offer.
"""

from __future__ import annotations

import pytest

from user_sim.core.goal_parts import decompose
from user_sim.core.goal_queries import limit_kind
from user_sim.core.goal_rules import judge
from user_sim.core.goal_ties import done_otherwise, named
from user_sim.core.goal_yesno_asked import answers_asked, asks


def _answers(goal: str, sentence: str) -> bool:
    part = decompose([goal], None, {})[0]
    return judge(sentence, part.spec, {}) == "delivered" and named(part, sentence)


INCLUDED = [
    ("ask whether the boat trip comes with a lunch stop", "Lunch stop included, about an hour on the island."),
    ("pregunta si el traslado tiene una parada para comer", "Parada para comer incluida, unos 45 minutos."),
    ("pergunte se o passeio tem pausa para o almoço", "Pausa para o almoço incluída no roteiro."),
    ("demande si le stage propose une assurance annulation", "Assurance annulation comprise dans le tarif."),
    ("frag, ob beim Mietwagen ein Kindersitz dabei ist", "Ein Kindersitz ist im Preis nicht enthalten."),
    ("chiedi se il tour prevede una sosta panoramica", "Sosta panoramica inclusa a metà percorso."),
    ("vraag of de fietstocht een koffiestop heeft", "Koffiestop onderweg inbegrepen."),
    ("tanyakan apakah paket tur ada makan siang", "Sudah termasuk makan siang di restoran lokal."),
]


@pytest.mark.parametrize(("goal", "sentence"), INCLUDED)
def test_a_yes_no_request_is_answered_by_the_asked_thing_included(goal: str, sentence: str) -> None:
    assert _answers(goal, sentence)


@pytest.mark.parametrize(
    ("goal", "sentence"),
    [
        ("ask whether the boat trip comes with a lunch stop", "Drinks included, and lunch stop times vary by day."),
        ("pregunta si el traslado tiene una parada para comer", "Agua incluida; la parada para comer es aparte."),
        ("demande si le stage propose une assurance annulation", "Goûter compris, mais l'assurance annulation ?"),
        ("chiedi se il tour prevede una sosta panoramica", "Vuole la sosta panoramica inclusa nel tour?"),
        ("vraag of de fietstocht een koffiestop heeft", "Fietshuur inbegrepen, tussen 10 en 12 uur."),
        ("tanyakan apakah paket tur ada makan siang", "Apakah mau makan siang termasuk?"),
    ],
)
def test_an_inclusion_of_another_thing_or_a_question_answers_nothing(goal: str, sentence: str) -> None:
    assert not _answers(goal, sentence)


LIMITS = [
    ("ask whether there is a weight limit per passenger", "Limit: 110 kg per passenger.", "amount"),
    ("pregunta si hay un límite de peso por pasajero", "Máximo 110 kg por pasajero.", "amount"),
    ("pergunte se há limite de peso por passageiro", "Limite de 110 kg por passageiro.", "amount"),
    ("demande s'il y a une limite de poids par passager", "Limite : 110 kg par passager.", "amount"),
    ("frag, ob es ein Gewichtslimit pro Fahrgast gibt", "Pro Fahrgast maximal 110 kg.", "amount"),
    ("chiedi se ci sono limiti di età per i bambini", "Bambini ammessi dai 6 anni in su.", "age"),
    ("vraag of er een leeftijdsgrens voor kinderen is", "Kinderen vanaf 8 jaar mogen mee.", "age"),
    ("tanyakan apakah ada batas usia untuk anak", "Anak mulai usia 7 tahun boleh ikut.", "age"),
]


@pytest.mark.parametrize(("goal", "sentence", "kind"), LIMITS)
def test_a_yes_no_request_about_a_limit_is_answered_by_the_limit(goal: str, sentence: str, kind: str) -> None:
    assert limit_kind(goal) == kind
    assert _answers(goal, sentence)


@pytest.mark.parametrize(
    ("goal", "sentence"),
    [
        ("ask whether there is a weight limit per passenger", "The flight costs $189 per passenger."),
        ("demande s'il y a une limite de poids par passager", "Bagage à main : 5 kg maximum."),
        ("chiedi se ci sono limiti di età per i bambini", "Il tour dura 2 ore."),
        ("vraag of er een leeftijdsgrens voor kinderen is", "Kinderen betalen € 8."),
        ("pregunta si hay un límite de peso por pasajero", "¿Cuántos kg pesa cada pasajero?"),
    ],
)
def test_a_value_of_another_kind_or_about_another_thing_is_no_limit(goal: str, sentence: str) -> None:
    assert not _answers(goal, sentence)


def test_a_yes_no_request_about_a_price_is_no_limit() -> None:
    assert limit_kind("ask whether the price includes VAT") == "other"
    assert limit_kind("ask about the passenger weight limit") == "other"  # a question of value already


ANOTHER_VERB = [
    ("also book the morning childcare", "Done: morning childcare added for both kids."),
    ("reserva también la guardería de la mañana", "Listo, guardería de la mañana añadida para los dos."),
    ("marque também um exame de sangue", "Exame de sangue agendado para terça às 8h."),
    ("réserve aussi la garderie du matin", "C'est ajouté : garderie du matin pour vos deux enfants."),
    ("buche auch die Frühbetreuung", "Frühbetreuung ist eingetragen für beide Kinder."),
    ("prenota anche il pre-scuola del mattino", "Fatto: pre-scuola del mattino aggiunto per entrambi."),
    ("reserveer ook de ochtendopvang", "Ochtendopvang is toegevoegd voor beide kinderen."),
    ("pesan juga penitipan anak pagi", "Penitipan anak pagi sudah ditambahkan."),
]


@pytest.mark.parametrize(("goal", "sentence"), ANOTHER_VERB)
def test_an_action_with_no_value_is_said_done_by_another_verb(goal: str, sentence: str) -> None:
    part = decompose([goal], None, {})[0]
    assert part.kind == "action" and not part.value_texts
    assert judge(sentence, part.spec, {}) == "delivered" and done_otherwise(part, sentence)


@pytest.mark.parametrize(
    ("goal", "sentence"),
    [
        ("also book the morning childcare", "Morning childcare opens at 7:45."),
        ("réserve aussi la garderie du matin", "Voulez-vous que j'ajoute la garderie du matin ?"),
        ("buche auch die Frühbetreuung", "Die Frühbetreuung ist leider nicht mehr verfügbar."),
        ("reserveer ook de ochtendopvang", "Fietsverhuur is toegevoegd aan uw boeking."),
    ],
)
def test_no_deed_a_question_or_another_thing_done_is_no_action(goal: str, sentence: str) -> None:
    part = decompose([goal], None, {})[0]
    assert not (judge(sentence, part.spec, {}) == "delivered" and done_otherwise(part, sentence))


@pytest.mark.parametrize(
    ("goal", "sentence", "answered"),
    [
        ("ask whether the kayak comes with a paddle", "Good question — yes, every kayak comes with a paddle.", True),
        ("pregunta si el kayak lleva remo", "Buena pregunta: sí, cada kayak lleva su remo.", True),
        ("frag, ob ein Paddel beim Kajak dabei ist", "Gute Frage! Ja, ein Paddel ist dabei.", True),
        ("ask whether the kayak comes with a paddle", "Good question — I'll ask the team about the paddle.", False),
    ],
)
def test_a_lead_in_that_praises_the_question_is_read_past(goal: str, sentence: str, answered: bool) -> None:
    assert _answers(goal, sentence) is answered


@pytest.mark.parametrize(
    ("goal", "sentence", "answered"),
    [
        ("pergunte se ele pode regar as plantas", "Rega sim, está incluído no serviço.", True),
        ("chiedi se può annaffiare le piante", "Annaffia sì, è compreso.", True),
        ("pergunte se ele pode regar as plantas", "Regra da casa: sem animais.", False),
    ],
)
def test_an_infinitive_is_said_in_its_third_person(goal: str, sentence: str, answered: bool) -> None:
    assert _answers(goal, sentence) is answered


@pytest.mark.parametrize(
    ("message", "question"),
    [
        ("and the bike rack, right", True),
        ("se puede llevar al perro o no", True),
        ("dá pra levar o cachorro, né", True),
        ("le casque est compris ou pas", True),
        ("geht das mit dem Hund, oder", True),
        ("il casco è compreso, vero", True),
        ("kan de hond mee, toch", True),
        ("helm nya gimana", True),
        ("the bike rack is on the car", False),
        ("quiero llevar al perro", False),
        ("le casque est dans le sac", False),
        ("helm nya sudah saya bawa", False),
    ],
)
def test_a_question_is_read_by_its_mark_or_its_tag(message: str, question: bool) -> None:
    assert asks(message) is question


@pytest.mark.parametrize(("message", "answered"), [("helmnya gimana", True), ("helmnya sudah saya bawa", False)])
def test_a_yes_after_a_question_without_its_mark(message: str, answered: bool) -> None:
    part = decompose(["tanyakan apakah bisa pinjam helm"], None, {})[0]
    sentences = ["Bisa, kak.", "Helm sudah termasuk dalam paket sewa."]
    assert answers_asked(part, message, sentences[0], sentences) is answered
