"""Information requests answered in words (goal_yesno, goal_kinds, goal_answers.opens_on, goal_guard's info branch).

Every sentence was written for these tests (a spa, a bakery, a climbing gym, a ferry, a museum, a piano tuner, a
language school, a kennel), in the eight languages; none comes from the labelled sets under bench/.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_guard import may_ask
from user_sim.core.goal_kinds import priced
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_queries import asked_kind, is_yes_no
from user_sim.core.goal_rules import judge
from user_sim.core.goal_ties import named
from user_sim.core.goal_yesno_asked import answers_asked


def _part(goal: str, values: dict[str, list[str]] | None = None):  # type: ignore[no-untyped-def]
    return decompose([goal], None, values or {})[0]


def _answers(goal: str, sentence: str, values: dict[str, list[str]] | None = None) -> bool:
    part = _part(goal, values)
    return judge(sentence, part.spec, {}) == "delivered" and named(part, sentence)


@pytest.mark.parametrize(
    "goal",
    [
        "ask whether towels are provided",
        "pregunta si hay toallas",
        "demande s'il y a des serviettes",
        "frag, ob es Handtücher gibt",
        "chiedi se ci sono asciugamani",
        "pergunte se há toalhas",
        "vraag of er handdoeken zijn",
        "tanyakan apakah ada handuk",
    ],
)
def test_a_yes_no_request_is_read_in_every_language_even_in_the_imperative(goal: str) -> None:
    part = _part(goal)
    assert part.kind == "info" and is_yes_no(goal) and part.asks == "other"


def test_a_yes_no_request_about_a_price_still_wants_a_yes_or_no() -> None:
    assert asked_kind("ask whether the price includes VAT") == "other"
    assert asked_kind("ask what the yearly membership costs") == "price"
    assert asked_kind("demander le délai de livraison") == "duration"
    assert asked_kind("preguntar el plazo de entrega") == "duration"
    assert asked_kind("den Treffpunkt erfragen") == "place"


@pytest.mark.parametrize(
    "goal, sentence",
    [
        ("ask whether towels are provided", "Yes, towels are handed out at the desk."),
        ("pregunta si hay toallas", "Sí, tenemos toallas en el vestuario."),
        ("frag, ob man dort Kletterschuhe leihen kann", "Ja, Kletterschuhe verleihen wir für 4 €."),
        ("chiedi se il museo è accessibile in sedia a rotelle", "E sì, il museo è tutto accessibile con rampe."),
        ("vraag of er ook glutenvrij brood is", "Zeker, we bakken elke dag glutenvrij brood."),
        ("tanyakan apakah ada kelas malam", "Ada kak, kelas malam mulai jam 19.00."),
        # a topic announced before the yes
        ("ask whether the old piano stool can be taken away", "As for the old stool: yes, we take it away."),
    ],
)
def test_a_statement_that_opens_with_yes_or_no_answers(goal: str, sentence: str) -> None:
    assert _answers(goal, sentence)


@pytest.mark.parametrize(
    "goal, sentence",
    [
        ("vraag of honden van twee welkom zijn", "Honden zijn welkom vanaf twee jaar, aan de lijn."),
        ("demande si le petit-déjeuner est compris", "Le petit-déjeuner est inclus dans le tarif."),
        ("preguntar si hay plazas individuales libres", "Quedan tres plazas individuales disponibles."),
        ("frag, ob für Kinder ein Helm nötig ist", "Für Kinder ist ein Helm Pflicht."),
        ("perguntar se o estacionamento é gratuito", "O estacionamento para clientes é grátis."),
        ("chiedi se la pulizia finale è compresa", "La pulizia finale non è inclusa, costa 40 €."),
    ],
)
def test_a_statement_that_restates_every_topic_word_answers(goal: str, sentence: str) -> None:
    assert _answers(goal, sentence)


@pytest.mark.parametrize(
    "goal, sentence",
    [
        ("ask whether towels are provided", "Are towels provided? Good question."),  # a question
        ("ask whether towels are provided", "I'll check whether towels are provided."),  # a promise
        ("ask whether towels are provided", "You can ask the desk whether towels are provided."),  # hand it over
        ("ask whether towels are provided", "Your question about towels provided has been noted."),
        (
            "vraag of honden van twee welkom zijn",
            "U wilt weten of honden van twee welkom zijn.",
        ),  # the question told back
        ("demande si le petit-déjeuner est compris", "Je ne sais pas si le petit-déjeuner est compris."),
        ("frag, ob für Kinder ein Helm nötig ist", "Ob ein Helm für Kinder nötig ist, hängt vom Kurs ab."),
        ("vraag of honden van twee welkom zijn", "Honden van twee zijn misschien welkom, dat weet ik niet zeker."),
        ("preguntar si hay plazas individuales libres", "Las plazas individuales cuestan 30 €."),  # another matter
        ("vraag of er ook glutenvrij brood is", "Ja, we zijn morgen open."),  # a yes to something else
        ("pregunta si hay toallas", "Sí, claro."),  # names nothing of it
    ],
)
def test_a_statement_that_does_not_answer_is_not_taken(goal: str, sentence: str) -> None:
    assert not _answers(goal, sentence)


def test_a_yes_right_after_the_user_asked_it_answers() -> None:
    part = _part("chiedi se si può comprare il pane integrale sul posto")
    answer = "Certo, il pane lo trovate in cassa."
    assert not named(part, answer)  # alone, one topic word of four does not say which question it answers
    assert answers_asked(part, "Perfetto. E il pane integrale si può comprare lì?", answer)
    assert not answers_asked(part, "Perfetto, grazie.", answer)  # nothing was asked
    assert not answers_asked(part, "E aprite domenica?", "Certo, dalle 8 alle 13.")  # another question
    assert not answers_asked(part, "E il pane integrale si può comprare lì?", "Certo, lo trovate in cassa.")
    assert not answers_asked(part, "E il pane integrale si può comprare lì?", "Forse sì, il pane non so.")


def test_a_price_said_as_money_is_no_count() -> None:
    assert priced("Dogs are welcome for 3 € per night.", "3")
    assert priced("Hunde kosten 3 EUR pro Nacht.", "3")
    assert not priced("3 nights for 90 €.", "3")
    assert not priced("Your 3 nights are booked, 3 € per dog.", "3")


def test_an_answer_before_the_action_waits_for_the_action() -> None:
    goals = ["book a kennel stay for {{days}} days", "ask whether the dog can bring its own basket"]
    turns = [
        "Hi, can my dog stay 4 days? Can he bring his own basket?",
        "Yes, dogs can bring their own basket. Which days would you like?",
        "From Monday, please.",
        "Your kennel stay is booked for 4 days from Monday, ref K-118.",
    ]
    assert reached_per_turn(goals, {"days": ["4"]}, {}, turns) == [False, True]


def test_a_price_asked_alone_is_answered_by_the_next_amount() -> None:
    goals = ["book a piano tuning on {{day}}", "ask how much it costs"]
    turns = [
        "Hello, can the tuner come on Friday?",
        "Done: your piano tuning is booked for Friday at 10:00, ref PT-22.",
        "ok and what will it cost me?",
        "The standard tuning is 120 € incl. VAT.",
    ]
    assert reached_per_turn(goals, {"day": ["Friday"]}, {}, turns) == [False, True]


def test_an_amount_of_another_matter_does_not_answer_a_price_asked_among_other_things() -> None:
    goals = ["ask how much the deposit is"]
    turns = [
        "Hello, do you rent tile cutters? I need one Saturday. And how much is the deposit?",
        "We do. Rent: 35 € a day, blades extra (6 € each). Shall I reserve it?",
    ]
    assert reached_per_turn(goals, {}, {}, turns) == [False]


@pytest.mark.parametrize(
    "sentence, asked",
    [("Hallo!", False), ("Please arrive 15 minutes early.", False), ("Towels are at the desk.", True)],
)
def test_an_open_request_is_not_put_to_the_model_on_a_sentence_about_nothing_of_it(sentence: str, asked: bool) -> None:
    part = _part("ask whether towels are provided")
    assert may_ask(part, sentence, [sentence]) is asked


def test_a_request_with_no_key_word_is_still_left_to_the_model() -> None:
    part = _part("ask whether that is ok")
    assert not part.keywords and may_ask(part, "Sure thing.", ["Sure thing."])


def test_a_topic_announced_before_the_answer_ties_it() -> None:
    part = _part("preguntar el plazo de entrega")
    assert _answers("preguntar el plazo de entrega", "Sobre el plazo: la fabricación lleva unos 20 días hábiles.")
    assert not named(part, "La fabricación lleva unos 20 días hábiles.")  # says nothing of the delivery


def test_a_number_word_and_a_unit_are_named_by_their_digits_and_symbol() -> None:
    assert _answers("vraag of kinderen van vier welkom zijn", "Kinderen zijn welkom vanaf 4 jaar.")
    assert not _answers("vraag of kinderen van vier welkom zijn", "Kinderen zijn welkom vanaf 14 jaar.")
    assert _answers("tanya harga per kilo", "Botol plastik sekarang Rp 3.000/kg ya.")
    assert not _answers("tanya harga per kilo", "Ongkos jemput Rp 3.000 ya.")  # no kilo: another price


@pytest.mark.parametrize(
    "goal, sentence, answers",
    [
        ("demande si le petit-déjeuner est compris", "Oui, le petit-déjeuner est servi de 7 h à 10 h.", False),
        ("demande si le petit-déjeuner est compris", "Oui, le petit-déjeuner est inclus.", True),
        ("frag, ob Hunde erlaubt sind", "Ja, Hunde bekommen bei uns eine Decke.", False),
        ("frag, ob Hunde erlaubt sind", "Ja, Hunde sind willkommen.", True),
        ("frag, ob Hunde erlaubt sind", "Nein, Hunde bleiben leider draußen.", True),  # a no denies the predicate
        ("vraag of honden mogen", "Ja hoor, honden kunnen gewoon mee naar binnen.", True),
        ("tanyakan apakah parkir gratis", "Iya kak, parkir ada di belakang gedung.", False),
    ],
)
def test_a_yes_must_name_the_predicate_the_request_asks_about(goal: str, sentence: str, answers: bool) -> None:
    assert _answers(goal, sentence) is answers


@pytest.mark.parametrize(
    "sentence, asked",
    [
        ("Glass: 96 € VAT included.", False),  # the price of something else
        ("Fitting costs 45 € within the city.", True),
        ("Die Montage kostet 45 €.", True),
    ],
)
def test_a_price_of_another_thing_is_not_put_to_the_model(sentence: str, asked: bool) -> None:
    part = _part("ask what the fitting costs") if sentence[0] != "D" else _part("frag, was die Montage kostet")
    assert may_ask(part, sentence, [sentence]) is asked


def test_a_compound_amount_is_a_price() -> None:
    assert asked_kind("vragen wat het nieuwe maandbedrag wordt") == "price"
    assert asked_kind("frag nach dem Mitgliedsbeitrag") == "price"
