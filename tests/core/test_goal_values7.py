"""Drawn values found in more shapes: sentence cuts, ranges, number words, groups, brackets, spread confirmations.

Every sentence was written for these tests (a kayak rental, a bakery, a barber, a ferry…), in several languages;
none comes from the labelled sets under bench/. Each positive case has its twin that must not pass.
"""

from __future__ import annotations

import pytest

from user_sim.core.goal_beside import negated
from user_sim.core.goal_block import confirmation_block
from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_contradiction import contradicted
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_values import canonical, states


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a dotted date before a comma or a dash is no sentence end; one before a capital is
        ("Gebucht: Kajak 2, von 03.06., Rückgabe 05.06., Name Bauer. Danke!", 2),
        ("Reservado del 03.06. - 05.06. a su nombre. Gracias.", 2),
        ("Gebucht für den 03.06. Danke!", 2),
        # an abbreviation before a number, initials, a.m./p.m. before a small letter
        ("Ordine n. 41, ritiro venerdì. Grazie!", 2),
        ("Pedido núm. 88 registrado. Gracias.", 2),
        ("Gravur „L.T.“ in Blockschrift ist notiert. Bis bald!", 2),
        ("Ferry booked at 7 a.m. on Monday. Thanks!", 2),
        ("Ferry booked for 7 p.m. Thanks!", 2),
    ],
)
def test_sentences_are_not_cut_inside_dates_numbers_and_initials(text: str, expected: int) -> None:
    assert len(sentences(text)) == expected, sentences(text)


@pytest.mark.parametrize(
    ("said", "value"),
    [
        # a number hyphened to its word
        ("Your kayak is booked: a 90 min tour on Sunday.", "90-minute"),
        ("Tour of 2 hours confirmed.", "2-hour"),
        # a slot that starts at the drawn hour
        ("Gebucht: Freitag 18–19:30 Uhr, 4 Personen.", "18 Uhr"),
        ("Réservé vendredi de 18 à 19h30.", "18h"),
        ("Booked Friday 6–7:30 pm.", "6 pm"),
        # a value written as a number word, wherever it is ambiguous in a sentence
        ("Apartados 2 botes a su nombre.", "dos"),
        ("Due: prenotato per 2 persone.", "due"),
        ("Separamos 1 caja para usted.", "uno"),
        # a group told by its size
        ("De sloep ligt voor jullie vieren klaar.", "4"),
        ("Wir haben Sie zu viert eingetragen.", "4"),
        ("Meja untuk kami berempat sudah dipesan.", "4"),
        ("Mesa para siete personas reservada.", "7"),
        # brackets around a word of the value
        ("Delivery of the Dream Coil (King) is scheduled.", "Dream Coil king"),
    ],
)
def test_a_value_in_another_shape_is_stated(said: str, value: str) -> None:
    assert states(said, value), canonical(said)


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("Your kayak is booked: a 60 min tour on Sunday.", "90-minute"),
        ("Gebucht: Freitag 17–18:30 Uhr, 4 Personen.", "18 Uhr"),  # the slot starts at another hour
        ("Réservé vendredi de 17 à 18h30.", "18h"),
        ("Apartados 3 botes a su nombre.", "dos"),
        ("Perfetto, siete prenotati alle 16.", "7"),  # Italian "you are"
        ("We vieren zaterdag zijn verjaardag.", "4"),  # Dutch "we celebrate"
        ("Delivery of the Dream Coil (Queen) is scheduled.", "Dream Coil king"),
    ],
)
def test_another_value_in_that_shape_is_not_stated(said: str, value: str) -> None:
    assert not states(said, value), canonical(said)


def test_no_before_a_number_is_an_abbreviation_not_a_negation() -> None:
    assert not negated("no. meter: 14220987331") and not negated("no. 5")
    assert negated("no. that slot is full") and negated("no, sorry")


TOKEN = decompose(["beli pulsa {{amount}} untuk nomor {{phone}}"], None, {
    "amount": ["Rp 50.000"], "phone": ["081234567"]})  # fmt: skip
TOKEN_OPTIONS = {"amount": ("Rp 25.000", "Rp 50.000"), "phone": ("081234567", "089876543")}
BOAT = decompose(["een sloep huren van {{start}} tot {{end}}"], None, {"start": ["8 mei"], "end": ["11 mei"]})
BOAT_OPTIONS = {"start": ("1 mei", "8 mei", "11 mei"), "end": ("8 mei", "11 mei", "15 mei")}
WALK = decompose(["book a {{length}} walk for the dog on {{day}}"], None, {
    "length": ["45-minute"], "day": ["Friday"]})  # fmt: skip
WALK_OPTIONS = {"length": ("30-minute", "45-minute"), "day": ("Thursday", "Friday")}
GASSI = decompose(["einen Spaziergang von {{dauer}} für den Hund am {{tag}} buchen"], None, {
    "dauer": ["45 Minuten"], "tag": ["Freitag"]})  # fmt: skip
GASSI_OPTIONS = {"dauer": ("30 Minuten", "45 Minuten"), "tag": ("Donnerstag", "Freitag")}


def _block(parts: tuple, reply: str, options: dict) -> str | None:
    return confirmation_block(parts[0], parts, sentences(reply), options, "")


def test_a_numbered_line_of_a_confirmation_list_gives_its_value() -> None:
    assert _block(TOKEN, "✅ Pembelian berhasil\nNominal: Rp50.000\nNo. HP: 081234567", TOKEN_OPTIONS)
    assert not _block(TOKEN, "✅ Pembelian berhasil\nNominal: Rp50.000\nNo. HP: 089876543", TOKEN_OPTIONS)
    assert not _block(TOKEN, "Pembelian gagal\nNominal: Rp50.000\nNo. HP: 081234567", TOKEN_OPTIONS)


def test_the_other_drawn_date_of_a_stay_replaces_no_value() -> None:
    assert _block(BOAT, "Geregeld!\nDe sloep ligt klaar van 8 mei (10:00) tot 11 mei (17:00).", BOAT_OPTIONS)
    assert not _block(BOAT, "Geregeld!\nDe sloep ligt klaar van 8 mei tot 11 mei, of tot 15 mei.", BOAT_OPTIONS)
    assert not _block(BOAT, "Geregeld!\nDe sloep ligt klaar van 8 mei.\nTerug op 15 mei.", BOAT_OPTIONS)


@pytest.mark.parametrize(
    ("reply", "delivered"),
    [
        ("Done 🐾 Rex has a 45 min walk on Friday, Sam will collect him at noon.", True),
        ("Done 🐾 Rex has a 45 min walk on Friday, if Sam is free.", False),  # a condition
        ("Done 🐾 Rex has a 45 min walk on Friday, we will confirm by text.", False),  # our promise
        ("Done 🐾 Rex has a 45 min walk on Friday, Sam will not be available.", False),  # a negation
        ("Done 🐾 Rex has a 45 min walk on Friday, Sam will move it to Thursday.", False),  # another value
        ("Done 🐾 Rex has a 45 min walk on Friday, Sam will book the walk later.", False),  # the part itself
    ],
)
def test_a_next_step_in_a_clause_of_its_own_does_not_hide_the_values(reply: str, delivered: bool) -> None:
    assert (_block(WALK, reply, WALK_OPTIONS) is not None) is delivered


@pytest.mark.parametrize(
    ("reply", "delivered"),
    [
        ("Erledigt 🐾 Rex hat Freitag einen Spaziergang von 45 min, Sam wird ihn um 12 Uhr abholen.", True),
        ("Erledigt 🐾 Rex hat Freitag einen Spaziergang von 45 min, falls Sam Zeit hat.", False),
        ("Erledigt 🐾 Rex hat Freitag einen Spaziergang von 45 min, ich werde es noch bestätigen.", False),
    ],
)
def test_a_german_next_step_clause(reply: str, delivered: bool) -> None:
    assert (_block(GASSI, reply, GASSI_OPTIONS) is not None) is delivered


@pytest.mark.parametrize(
    ("said", "value", "stated"),
    [
        # a weekday's part of the day: that weekday alone, and its part of the day by word or clock time
        ("Bahn 2 ist reserviert: Freitag, 19:00 bis 20:00 Uhr.", "Freitagabend", True),
        ("Bahn 2 ist reserviert: Freitag, 10:00 bis 11:00 Uhr.", "Freitagabend", False),
        ("Bahn 2 ist reserviert: Samstag, 19:00 Uhr.", "Freitagabend", False),
        ("Freitag ist voll, Samstag 19:00 ist reserviert.", "Freitagabend", False),
        ("Table booked Thursday at 8 pm.", "Thursday evening", True),
        ("Mesa reservada el jueves a las 9:00.", "jueves por la tarde", False),
        ("Geboekt: donderdag om 19:30.", "donderdagavond", True),
        ("Dipesan Kamis jam 19.00.", "Kamis malam", True),
        # an ordinal word said as its numeral, never as a bare number
        ("Cours de piano niveau 2e, jeudi.", "deuxième", True),
        ("Cours de piano niveau 3e, jeudi.", "deuxième", False),
        ("Habitación en la 4ª planta reservada.", "cuarta planta", False),  # "cuarta" is no ordinal read
        ("Zimmer im 4. Stock gebucht.", "vierten Stock", True),
        ("Kamar di lantai ke-4 sudah dipesan.", "lantai keempat", True),
        ("Room for 4 people on the ground floor.", "fourth", False),
        ("Consulta marcada para segunda às 10h.", "segunda", True),  # the Portuguese weekday stays a word
        ("Consulta para 2 a 4 pessoas.", "segunda", False),
    ],
)
def test_weekday_parts_and_ordinals(said: str, value: str, stated: bool) -> None:
    assert states(said, value) is stated, canonical(said)


def test_a_bare_hour_after_a_clock_preposition_is_a_clock_time() -> None:
    (part,) = decompose(["prenotare una visita per {{n}} persone alle {{ora}}"], None, {"n": ["4"], "ora": ["17"]})
    assert part.values == {"n": ("4",), "ora": ("17:00",)}
    assert states("Prenotato: sabato alle 17, 4 persone.", part.values["ora"][0])
    assert not states("Prenotato: sabato alle 18, 17 persone.", part.values["ora"][0])
    (count,) = decompose(["book a table for {{n}} at {{time}}"], None, {"n": ["14"], "time": ["7"]})
    assert count.values == {"n": ("14",), "time": ("7",)}  # a count, and an hour up to 12, stay numbers


@pytest.mark.parametrize(
    ("said", "value", "stated"),
    [
        # one word after a preposition inside the value, never a negation or a number
        ("Sì, rilasciamo il certificato di avvenuta consegna.", "certificato di consegna", True),
        ("Entregamos el certificado de la garantía.", "certificado de garantía", True),
        ("Nous livrons un bouquet de belles pivoines.", "bouquet de pivoines", True),
        ("Rilasciamo il certificato di non consegna.", "certificato di consegna", False),
        ("Entregamos la tarta de 2 pisos.", "tarta de pisos", False),
        ("Entregamos el certificado de la compra.", "certificado de garantía", False),
    ],
)
def test_one_word_after_a_preposition_inside_a_value(said: str, value: str, stated: bool) -> None:
    assert states(said, value) is stated, canonical(said)


@pytest.mark.parametrize(
    ("said", "value", "stated"),
    [
        # a unit in words is its symbol; a measure in another unit of its kind; a length as a side of a size
        ("Banner bestellt: 300 × 80 cm, Vinyl.", "3 Meter", True),
        ("Banner bestellt: 250 × 80 cm, Vinyl.", "3 Meter", False),
        ("Pancarta encargada de 3 metros.", "3 m", True),
        ("Saco de 2500 g de harina reservado.", "2,5 kilos", True),
        ("Saco de 2 kg de harina reservado.", "2,5 kilos", False),
        ("Garrafa de 1500 ml separada.", "1,5 litros", True),
        ("Garrafa de 1500 g separada.", "1,5 litros", False),  # a mass is no volume
        ("Tapete 30 x 45 cm, encomendado.", "30x45 cm", True),
        ("Tapete 30 x 45 cm, encomendado.", "45 cm", True),
    ],
)
def test_units_in_words_and_in_other_units(said: str, value: str, stated: bool) -> None:
    assert states(said, value) is stated, canonical(said)


@pytest.mark.parametrize(
    ("said", "value", "stated"),
    [
        # a mode of service in other words: one word per mode, the other modes stay other values
        ("Le he reservado la sesión por videollamada el martes.", "online", True),
        ("Le he reservado la sesión por videollamada el martes.", "presencial", False),
        ("Séance réservée en visio mardi.", "en ligne", True),
        ("Séance réservée en visio mardi.", "online", True),
        ("Sessione fissata in videochiamata martedì.", "online", True),
        ("Sessão marcada por telefone na terça.", "telefónica", True),
        ("Deje su teléfono, le llamamos el martes.", "telefónica", False),  # a number to call is no mode
        ("Sitzung am Dienstag persönlich in der Praxis.", "in person", True),
        ("Sesi Selasa lewat panggilan video.", "tatap muka", False),
    ],
)
def test_modes_of_service_in_other_words(said: str, value: str, stated: bool) -> None:
    assert states(said, value) is stated, canonical(said)


@pytest.mark.parametrize(
    ("said", "value", "stated"),
    [
        # a clock slot states its start, never its end (a wrong time beside the right one)
        ("Mesa reservada de 20:00 a 22:00.", "20:00", True),
        ("Mesa reservada de 20:00 a 22:00.", "22:00", False),
        ("Baan geboekt van 18:00 tot 19:30.", "19:30", False),
        ("Court booked 5–6 pm.", "6 pm", False),
        ("Court booked 5–6 pm.", "5 pm", True),
        ("Court booked at 6 pm, until 7 pm.", "6 pm", True),
    ],
)
def test_a_clock_slot_states_its_start_only(said: str, value: str, stated: bool) -> None:
    assert states(said, value) is stated, canonical(said)


def test_a_clock_slot_that_starts_at_the_drawn_time_contradicts_nothing() -> None:
    assert not contradicted("time", "19:00", ["Gebucht: Freitag 19–20:30 Uhr."], {})
    assert contradicted("time", "19:00", ["Gebucht: Freitag 18–19:30 Uhr."], {})


def test_an_article_before_a_placeholder_is_no_clock_preposition() -> None:
    (pizza,) = decompose(["order a {{size}} pizza"], None, {"size": ["16"]})
    assert pizza.values == {"size": ("16",)}
    (cours,) = decompose(["réserver un cours à {{heure}}"], None, {"heure": ["18"]})
    assert cours.values == {"heure": ("18:00",)}


LESSON = decompose(["réserver un cours de maths le {{day}} à {{time}}"], None, {"day": ["mardi"], "time": ["17h"]})
LESSON_OPTIONS = {"day": ("lundi", "mardi"), "time": ("14h", "17h")}
CONSULTA = decompose(["marcar uma consulta na {{day}}"], None, {"day": ["quinta"]})
CONSULTA_OPTIONS = {"day": ("quarta", "quinta")}


@pytest.mark.parametrize(
    ("parts", "options", "reply", "delivered"),
    [
        (LESSON, LESSON_OPTIONS, "C'est fait ✅ Cours de maths mardi 17h, Thomas vous enverra ses coordonnées.", True),
        (LESSON, LESSON_OPTIONS, "C'est fait ✅ Cours de maths mardi 17h, si Thomas est libre.", False),
        (CONSULTA, CONSULTA_OPTIONS, "Pronto ✅ Consulta na quinta às 9h, a Dra. Lima vai atender você.", True),
        (CONSULTA, CONSULTA_OPTIONS, "Pronto ✅ Consulta na quinta às 9h, se houver vaga.", False),
    ],
)
def test_a_closing_condition_is_no_next_step(parts: tuple, options: dict, reply: str, delivered: bool) -> None:
    assert (_block(parts, reply, options) is not None) is delivered


TABLE = decompose(["book a table for {{n}} people on {{day}} at {{time}}"], None, {
    "n": ["4"], "day": ["Saturday"], "time": ["8 pm"]})  # fmt: skip
TABLE_OPTIONS = {"n": ("2", "4", "6"), "day": ("Friday", "Saturday"), "time": ("7 pm", "8 pm")}


@pytest.mark.parametrize(
    ("reply", "reached"),
    [
        ("Booked ✅ Saturday 8 pm for 4, the host will greet you at the door.", True),
        ("Booked ✅ Saturday 8 pm for 4, if a table frees up.", False),
        ("Booked ✅ Saturday 8 pm for 4, unless it rains.", False),
        ("Booked ✅ Saturday from 6 to 8 pm for 4.", False),  # the drawn time is the slot's end
        ("Here's the summary:\n- Saturday, 8 pm\n- 4 people\nShall I book it?", False),
    ],
)
def test_the_whole_check_on_a_done_word_and_its_values(reply: str, reached: bool) -> None:
    check = StructuredGoalCheck(TABLE, TABLE_OPTIONS, None)
    assert check.decide([("User", "A table for 4 on Saturday at 8 pm"), ("Assistant", reply)]).reached is reached


CONSULT = decompose(["marcar uma consulta {{modo}} na {{dia}}"], None, {"modo": ["online"], "dia": ["quinta"]})
CONSULT_OPTIONS = {"modo": ("presencial", "online"), "dia": ("quarta", "quinta")}


@pytest.mark.parametrize(
    ("reply", "reached"),
    [
        ("Pronto! Consulta por videochamada na quinta às 10h.", True),
        ("Temos consulta por videochamada na quinta às 10h. Posso marcar?", False),  # a call noun is no participle
        ("Pronto! Consulta presencial na quinta às 10h.", False),
    ],
)
def test_a_mode_said_as_a_call_noun_is_no_deed(reply: str, reached: bool) -> None:
    check = StructuredGoalCheck(CONSULT, CONSULT_OPTIONS, None)
    assert check.decide([("User", "Uma consulta online na quinta"), ("Assistant", reply)]).reached is reached
