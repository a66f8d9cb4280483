"""Done shapes and ties in Spanish, Indonesian, Dutch and Portuguese (goal_perfect, goal_tense, goal_ties, goal_kinds).

Every sentence was written for these tests (a bike hire, a cottage, a ferry, a train, a ceramics course…); none
comes from the labelled sets under bench/. Each mechanism is tested with must-stay-not-done cases beside it.
"""

from __future__ import annotations

from typing import Any

import pytest

from user_sim.core.goal_beside import negated
from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_done import is_done
from user_sim.core.goal_finding import finding
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_perfect import is_perfect
from user_sim.core.goal_queries import asked_kind
from user_sim.core.goal_tense import is_conditioned
from user_sim.core.goals import normalise


@pytest.mark.parametrize(
    "sentence",
    [
        "Ya está: la bici roja es tuya el domingo.",
        "Ya tienes tu plaza en el taller de cerámica.",
        "Je bent aangemeld voor de keramiekcursus.",
        "Je plek staat vast.",
        "Alles is rond, tot zondag!",
        "Gelukt",
        "Oke kak, sudah dicatat untuk hari Senin.",
        "Nama kakak terdaftar di kelas keramik.",
        "Udah aku daftarkan ya kak.",
        "Pesanan kakak sudah masuk.",
        "Sepeda merah dipesan atas nama Rina.",
    ],
)
def test_done_shapes_in_four_languages(sentence: str) -> None:
    assert is_done(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Pesanan perlu dikonfirmasi dulu ya kak.",
        "Nanti dicatat sama admin kami.",
        "Silakan dibayar di kasir.",
        "Kelas keramik bisa didaftarkan lewat aplikasi.",
        "Sedang diproses, mohon ditunggu.",
        "Vamos a apartarte la bici roja.",
        "We gaan je plek vastleggen.",
        "Vou agendar a aula de cerâmica.",
        "Il corso del lunedì è molto apprezzato.",
        "Le vélo rouge est très demandé.",
        "Eccoci: lunedì c'è posto.",
        "Sampai jumpa hari Senin!",
    ],
)
def test_promises_offers_and_adjectives_stay_not_done(sentence: str) -> None:
    assert not is_done(sentence)


def test_a_degree_word_makes_a_participle_an_adjective() -> None:
    assert is_perfect("Le vélo rouge est réservé.")
    assert not is_perfect("Le vélo rouge est très apprécié.")


BIKE = decompose(["reservar la bici {{color}} para el {{day}}"], None, {"color": ["roja"], "day": ["domingo"]})
OPTIONS = {"color": ("roja", "azul"), "day": ("sábado", "domingo")}


@pytest.mark.parametrize(
    "sentence",
    [
        "Si pagas hoy, la bici roja queda reservada para el domingo.",
        "Kalau sudah transfer, bici roja kami daftarkan untuk domingo.",
        "Zodra je betaalt, staat de bici roja vast voor domingo.",
    ],
)
def test_a_condition_opening_the_sentence_is_no_deed(sentence: str) -> None:
    assert is_conditioned(sentence)
    assert finding(sentence, BIKE[0], OPTIONS, "", [sentence]) == "promise"


def decide(goals: list[str], values: dict[str, list[Any]], options: dict[str, tuple[str, ...]], *talk: str) -> bool:
    """Whether the word test (no model) calls the goal reached after the user/chatbot ``talk``."""
    check = StructuredGoalCheck(decompose(goals, None, values), options, None)
    pairs = [("User" if i % 2 == 0 else "Assistant", text) for i, text in enumerate(talk)]
    return check.decide(pairs).reached


def test_a_bare_done_sentence_delivers_the_values_noun_phrase_beside_it() -> None:
    goal = ["reservar la bici {{color}} para el {{day}}"], {"color": ["roja"], "day": ["domingo"]}
    assert decide(*goal, OPTIONS, "La roja, el domingo.", "¡Apuntado! Bici roja para el domingo, casco incluido.")
    assert decide(*goal, OPTIONS, "La roja.", "Bici roja, domingo de 9 a 13. Reserva hecha.")
    assert decide(
        *goal, OPTIONS, "La roja.", "¡Reserva confirmada! Bici roja para el domingo. Te llegará un SMS en 1 h."
    )


@pytest.mark.parametrize(
    "reply",
    [
        "Perfecto. Bici roja para el domingo. ¿Te la aparto?",  # still asks
        "Anotado. Bici roja para el domingo. Mañana te la vamos a apartar.",  # the chatbot's own promise
        "Anotado. Bici roja para el domingo. Te la podemos guardar hasta las 10.",  # an offer
        "Puedes reservar la bici roja para el domingo en la web. Gracias.",  # offered to the user
        "¡Hecho! La bici azul queda para el sábado. Bici roja para el domingo, no.",  # about another option
        "Reserva hecha. Si pagas hoy, bici roja para el domingo.",  # a condition
        "Listo. Bici roja para el domingo no nos queda.",  # a negation
    ],
)
def test_a_done_sentence_beside_values_that_are_not_done_delivers_nothing(reply: str) -> None:
    goal = ["reservar la bici {{color}} para el {{day}}"], {"color": ["roja"], "day": ["domingo"]}
    assert not decide(*goal, OPTIONS, "La roja, el domingo.", reply)


def test_a_recorded_request_is_not_the_booking() -> None:
    goal = ["book the {{boat}} kayak for {{day}}"], {"boat": ["blue"], "day": ["Sunday"]}
    options = {"boat": ("blue", "red"), "day": ("Saturday", "Sunday")}
    assert not decide(*goal, options, "Blue, Sunday.", "I've logged your request for the blue kayak on Sunday.")
    assert decide(*goal, options, "Blue, Sunday.", "I've booked the blue kayak for Sunday.")


def test_how_many_asks_a_count_beside_the_counted_word() -> None:
    assert asked_kind("preguntar cuántas habitaciones tiene la casa rural") == "count"
    assert asked_kind("vragen hoeveel het huisje kost") == "price"
    assert asked_kind("tanya jam berapa kapal berangkat") == "clock"  # an hour of the day, not a count
    goal = ["vragen hoeveel slaapkamers het huisje heeft"], {}
    assert decide(*goal, {}, "Hoeveel slaapkamers?", "Het huisje heeft 3 slaapkamers en een tuin.")
    assert not decide(*goal, {}, "Hoeveel slaapkamers?", "Het huisje is vrij vanaf 3 mei.")


def test_a_balance_or_a_fee_asks_a_price() -> None:
    assert asked_kind("saber qual é o saldo do cartão do metrô") == "price"
    goal = ["saber qual é o saldo do cartão do metrô"], {}
    assert decide(*goal, {}, "E o saldo?", "O saldo do cartão do metrô é R$ 18,20.")
    assert not decide(*goal, {}, "E o saldo?", "O cartão do metrô termina em 4471.")


def test_a_yes_no_answer_that_echoes_the_asked_verb() -> None:
    goal = ["tanya apakah boleh membawa sepeda lipat ke kereta"], {}
    assert decide(*goal, {}, "Sepeda lipat boleh?", "Boleh kak, sepeda lipat masuk gerbong belakang.")
    assert not decide(*goal, {}, "Sepeda lipat boleh?", "Kereta berangkat jam 7 pagi.")
    assert decide(
        ["preguntar si venden pilas recargables"], {}, {}, "¿Pilas?", "Vendemos sí: pilas recargables AA y AAA."
    )


def test_a_portuguese_no_before_a_noun_is_no_negation() -> None:
    assert not negated(normalise("O barco sai hoje às 9h no cais 3."))
    assert not negated(normalise("No problem, it's booked."))
    assert negated(normalise("No nos queda la bici roja."))
    assert negated(normalise("O barco não sai hoje."))
    goal = ["marcar o passeio de {{boat}} para {{day}}"], {"boat": ["veleiro"], "day": ["sábado"]}
    options = {"boat": ("veleiro", "lancha"), "day": ("sábado", "domingo")}
    assert decide(*goal, options, "Veleiro, sábado.", "Marcado! Passeio de veleiro no sábado às 9h no cais 3.")


@pytest.mark.parametrize(
    "goal",
    [
        "erfahren, was der Kurs im Monat kostet",
        "herausfinden, ob die Fähre am Sonntag fährt",
        "achterhalen wanneer de veerboot vertrekt",
        "averiguar a qué hora sale el ferry",
        "descobrir quanto custa o bilhete",
    ],
)
def test_a_verb_of_finding_out_opens_an_information_request(goal: str) -> None:
    assert decompose([goal], None, {})[0].kind == "info"


@pytest.mark.parametrize(
    ("sentence", "done"),
    [
        ("Corrigi a encomenda da mesa de jantar.", True),
        ("Recebi o seu pagamento de 40 euros.", True),
        ("Inscrevi a Sofia na turma de cerâmica.", True),
        ("Reservei o quarto duplo para sexta.", True),
        ("Eccomi: il corso di ceramica ha posto lunedì.", False),
        ("Tutti i posti del corso sono a 40 euro.", False),
        ("Quindi lunedì c'è posto.", False),
        ("Sampai jumpa di kelas keramik!", False),
    ],
)
def test_an_opening_first_person_past_is_not_an_italian_plural_or_clitic(sentence: str, done: bool) -> None:
    assert is_perfect(sentence) is done


def test_a_romance_verb_in_another_person_ties_and_the_time_word_is_the_kind() -> None:
    goal = ["saber a qué hora abre la piscina el {{day}}"], {"day": ["lunes"]}
    options = {"day": ("lunes", "martes")}
    assert decide(*goal, options, "¿Y el lunes?", "El lunes abrimos de 7:00 a 22:00.")
    assert not decide(*goal, options, "¿Y el lunes?", "El lunes la sala grande está a 10:00 en obras.")
    assert not decide(*goal, options, "¿Y el lunes?", "El lunes cerramos a las 22:00.")
