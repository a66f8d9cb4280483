"""One goal phrase that joins an action and a question is two parts (sentences written for these tests)."""

from __future__ import annotations

import pytest

from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_done import is_done
from user_sim.core.goal_kinds import gives_kind
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_split import asking_parts


@pytest.mark.parametrize(
    "phrase, action, question, asks",
    [
        ("rent a {{boat}} and ask when it must be returned", "rent a kayak", "ask when it must be returned", "time"),
        ("buy a {{boat}}, and find out how much the insurance costs", "buy a kayak", "find out how much", "price"),
        ("alquilar un {{boat}} y preguntar cuánto cuesta la hora", "alquilar un kayak", "preguntar", "price"),
        ("alquilar un {{boat}} y saber dónde se recoge", "alquilar un kayak", "saber dónde se recoge", "place"),
        ("louer un {{boat}} et demander quand il faut le rendre", "louer un kayak", "demander quand", "time"),
        ("ein {{boat}} mieten und fragen, wann es zurück muss", "ein kayak mieten", "fragen, wann", "time"),
        ("ein {{boat}} mieten und erfahren, wie lange die Fahrt dauert", "ein kayak mieten", "erfahren", "duration"),
        ("ein {{boat}} mieten und nach dem Preis fragen", "ein kayak mieten", "nach dem Preis fragen", "price"),
        ("noleggiare un {{boat}} e chiedere quanto costa", "noleggiare un kayak", "chiedere quanto", "price"),
        ("alugar um {{boat}} e perguntar onde fica o cais", "alugar um kayak", "perguntar onde", "place"),
        ("alugar um {{boat}} e saber quanto tempo dura", "alugar um kayak", "saber quanto tempo", "duration"),
        ("sewa {{boat}} untuk besok dan tanya berapa harganya", "sewa kayak untuk besok", "tanya berapa", "price"),
        ("sewa {{boat}} dan cek kapan harus dikembalikan", "sewa kayak", "cek kapan", "time"),
        ("een {{boat}} huren en vragen wanneer die terug moet", "een kayak huren", "vragen wanneer", "time"),
        ("een {{boat}} en peddels huren en naar de prijs vragen", "een kayak en peddels huren", "naar de", "price"),
    ],
)
def test_an_action_and_a_joined_question_are_two_parts(phrase: str, action: str, question: str, asks: str) -> None:
    parts = decompose([phrase], None, {"boat": ["kayak"]})
    assert [p.kind for p in parts] == ["action", "info"]
    assert parts[0].text.casefold() == action.casefold()
    assert parts[0].values == {"boat": ("kayak",)}
    assert parts[1].text.startswith(question) and not parts[1].values
    assert parts[1].asks == asks


@pytest.mark.parametrize(
    "phrase",
    [
        "book a table and a cake",
        "book a flight and ask for a window seat",
        "order a taxi and ask the driver to wait",
        "réserver une table et demander une chaise haute",
        "een tafel reserveren en vragen om een kinderstoel",
        "book a room and check in early",
        "Ski und Skischuhe reservieren",
        "ask when the kayak must be returned",
        "comprar billetes de ida y vuelta",
    ],
)
def test_no_joined_question_no_cut(phrase: str) -> None:
    assert asking_parts(phrase) == [phrase]


def test_a_request_for_a_thing_is_cut_when_it_names_what_it_asks_about() -> None:
    assert asking_parts("book a flight and ask for the price of a window seat") == [
        "book a flight",
        "ask for the price of a window seat",
    ]


def test_two_joined_questions_are_three_parts() -> None:
    parts = decompose(["rent a kayak and ask how much it costs and ask where to pick it up"], None, {})
    assert [(p.kind, p.asks) for p in parts] == [("action", "other"), ("info", "price"), ("info", "place")]


def test_the_goal_is_not_reached_while_the_joined_question_is_open() -> None:
    parts = decompose(["rent a {{boat}} and ask when it must be returned"], None, {"boat": ["kayak"]})
    check = StructuredGoalCheck(parts, {}, None)
    transcript = [("User", "I'd like to rent a kayak. When must it be back?")]
    transcript.append(("Assistant", "Done: your kayak is booked, rental number KY-5521."))
    assert not check.decide(list(transcript)).reached
    transcript += [("User", "And when must it be back?"), ("Assistant", "Please return it by 18:00 today.")]
    assert check.decide(list(transcript)).reached


@pytest.mark.parametrize(
    "goal",
    ["ask what time the last ferry leaves", "preguntar a qué hora sale el último ferry", "tanya jam berapa kapal"],
)
def test_what_time_is_answered_by_an_hour_not_by_a_day(goal: str) -> None:
    part = decompose([goal], None, {})[0]
    assert part.asks == "clock"
    assert not gives_kind("Tomorrow (Sunday) the sea is calm, a fine day for it.", part.asks)
    assert not gives_kind("Hari Minggu cuacanya cerah.", part.asks)
    assert gives_kind("The last one leaves at 7 pm.", part.asks)
    assert gives_kind("El último sale a las 19:15.", part.asks)


@pytest.mark.parametrize(
    "sentence",
    [
        "C'est noté, je vous mettrai ça dans le planning.",  # noted, and the deed promised in the same sentence
        "Parfait, je vous inscrirai demain.",
        "Komt goed!",  # an assurance, not a deed
        "Va bene, ci penso io.",
    ],
)
def test_a_noted_with_its_deed_still_to_come_or_an_assurance_is_not_done(sentence: str) -> None:
    assert not is_done(sentence)


@pytest.mark.parametrize("sentence", ["Fixed!", "Noté !", "Reservado: mesa para 2.", "Genoteerd!"])
def test_a_short_done_word_still_is_done(sentence: str) -> None:
    assert is_done(sentence)


@pytest.mark.parametrize(
    "phrase, action",
    [
        ("Miete ein {{boat}} und frag, ob Schwimmwesten dabei sind.", "Miete ein kayak"),
        ("Loue un {{boat}} et demande s'il y a un parking.", "Loue un kayak"),
        ("Noleggia un {{boat}} e chiedi se c'è il parcheggio.", "Noleggia un kayak"),
        ("Huur een {{boat}} en vraag of er parkeerplaats is.", "Huur een kayak"),
        ("Alquila un {{boat}} y pregunta si hay aparcamiento.", "Alquila un kayak"),
        ("Alugue um {{boat}} e pergunte se tem estacionamento.", "Alugue um kayak"),
    ],
)
def test_a_joined_question_in_the_imperative_is_cut_too(phrase: str, action: str) -> None:
    parts = decompose([phrase], None, {"boat": ["kayak"]})
    assert [p.kind for p in parts] == ["action", "info"]
    assert parts[0].text.casefold() == action.casefold()


@pytest.mark.parametrize(
    "phrase",
    [
        "Loue un {{boat}} et demande une facture.",
        "Noleggia un {{boat}} e chiedi un casco.",
        "Huur een {{boat}} en vraag om een zwemvest.",
    ],
)
def test_an_imperative_request_for_a_thing_stays_in_the_action(phrase: str) -> None:
    assert [p.kind for p in decompose([phrase], None, {"boat": ["kayak"]})] == ["action"]


@pytest.mark.parametrize(
    "phrase, question",
    [
        ("rent a hot tub for {{day}} and ask whether delivery to Harrogate is free", "ask whether delivery to"),
        ("order a cake for {{day}} and ask if delivery to Leeds costs extra", "ask if delivery to Leeds"),
        ("book a room for {{day}} and ask how to get to the hotel", "ask how to get to"),
    ],
)
def test_a_question_with_to_in_it_is_no_request_to_someone(phrase: str, question: str) -> None:
    parts = decompose([phrase], None, {"day": ["Friday"]})
    assert [p.kind for p in parts] == ["action", "info"]
    assert parts[1].text.startswith(question)
