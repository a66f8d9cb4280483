"""Dates and times as a chatbot restates them: minutes said as a number, English ``half 7``, ``jam 10``, a day with
its clock time, a clock time with its part of the day, months cut short to common words, Portuguese ``2ª``, a
weekday's hyphened day, a week or third of a month.

Every sentence was written for these tests (a piano tuner, a ferry desk, a bakery, a tile shop…), in the eight
languages; none comes from the labelled sets under bench/. Each positive case has its twin that must not pass:
another time, another day, another month, a date outside the week.
"""

from __future__ import annotations

import pytest

from user_sim.core.goal_canonical import canonical
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_rules import judge
from user_sim.core.goal_values import states


@pytest.mark.parametrize(
    ("said", "value", "expected"),
    [
        ("El afinador llega a las ocho menos diez.", "19:50", True),
        ("El afinador llega a las ocho y diez.", "19:50", False),
        ("O técnico chega às sete e quinze da noite.", "19:15", True),
        ("O técnico chega às sete e quinze da manhã.", "19:15", False),
        ("Il tecnico arriva alle otto meno dieci.", "07:50", True),
        ("Il tecnico arriva all'una e mezza.", "13:30", True),
        ("O técnico chega à uma e meia da tarde.", "13:30", True),
        ("O técnico chega à uma e meia da tarde.", "14:30", False),
        ("Le technicien passe à une heure et demie.", "13:30", True),
        ("Le technicien passe à huit heures moins dix.", "07:50", True),
        ("Le technicien passe à sept heures vingt.", "07:20", True),
        ("Le technicien passe à sept heures vingt.", "07:50", False),
        ("Der Techniker kommt um zehn nach acht.", "08:10", True),
        ("Der Techniker kommt um zehn vor acht.", "08:10", False),
        ("Der Techniker kommt um fünf nach halb acht abends.", "19:35", True),
        ("De monteur komt om vijf voor half negen.", "08:25", True),
        ("De monteur komt om vijf over half negen.", "08:25", False),
        ("Teknisi datang jam delapan lewat sepuluh.", "08:10", True),
        ("Teknisi datang jam delapan kurang sepuluh.", "08:10", False),
        ("Chega quinze para as oito.", "07:45", True),
        ("The tuner comes at ten past seven in the evening.", "19:10", True),
        ("The tuner comes at ten to eight.", "19:50", True),
        ("The tuner comes at ten to eight.", "20:10", False),
        ("See you at half seven.", "7:30", True),
        ("See you at half seven.", "6:30", False),
        ("Tot dan, om half acht.", "7:30", True),
        ("Tot dan, om half acht.", "8:30", False),
        ("Kapal berangkat jam 10.", "10:00", True),
        ("Kapal berangkat jam 10.", "11:00", False),
    ],
)
def test_a_clock_time_said_with_its_minutes_states_that_time_only(said: str, value: str, expected: bool) -> None:
    assert states(said, value) is expected


@pytest.mark.parametrize(
    "text",
    ["as 2 e 3 camisas", "2 jam", "24 jam 7 hari", "1 jam 10 menit", "dalle 2 e 30 minuti", "2 to 4 people"],
)
def test_counts_and_durations_are_no_clock_time(text: str) -> None:
    assert ":" not in canonical(text)


@pytest.mark.parametrize(
    ("said", "value", "expected"),
    [
        ("Entrega confirmada: hoje, 17h00.", "hoje às 17h", True),
        ("Entrega confirmada: hoje, 18h00.", "hoje às 17h", False),
        ("Entrega confirmada: amanhã, 17h00.", "hoje às 17h", False),
        ("Recogida confirmada: mañana, 13:30.", "mañana a la una y media", True),
        ("Recogida confirmada: mañana, 14:30.", "mañana a la una y media", False),
        ("Pengambilan: besok, 10.00.", "besok jam 10", True),
        ("Pengambilan: besok, 11.00.", "besok jam 10", False),
        ("Abholung bestätigt: morgen, 19.30 Uhr.", "morgen um halb acht", True),
        ("Abholung bestätigt: morgen, 18.30 Uhr.", "morgen um halb acht", False),
        ("Ophalen: morgen om 19:30.", "morgen om half acht", True),
        ("Ritiro: domani alle 19:30.", "domani alle sette e mezza", True),
        ("Ritiro: domani alle 19:45.", "domani alle sette e mezza", False),
        ("Pickup confirmed for 7:30 PM tomorrow.", "tomorrow at 7.30 pm", True),
        ("Retrait confirmé : demain, 19h30.", "demain à 19h30", True),
        ("Ophalen om 19.00 uur.", "7 uur 's avonds", True),
        ("Ophalen om 20.00 uur.", "7 uur 's avonds", False),
        ("Ambil pukul 07.00.", "jam 7 malam", False),
        ("Abholung um 19 Uhr.", "7 Uhr abends", True),
    ],
)
def test_a_day_with_its_clock_time_is_stated_in_a_confirmation_shape(said: str, value: str, expected: bool) -> None:
    assert states(said, value) is expected


@pytest.mark.parametrize(
    ("said", "value", "expected"),
    [
        ("Marcado para 10 set., às 15h.", "10 de setembro", True),
        ("Marcado para 10 out, às 15h.", "10 de outubro", True),
        ("Marcado para 10 out, às 15h.", "10 de setembro", False),
        ("Prenotato per il 10 ago alle 20.", "10 agosto", True),
        ("Prenotato per il 10 mag.", "10 maggio", True),
        ("Prenotato per il 10 gen.", "10 giugno", False),
        ("Reservado para el 10 ene.", "10 de enero", True),
        ("Sudah dipesan untuk 10 Des 2026.", "10 Desember", True),
        ("Sudah dipesan untuk 10 Des 2026.", "10 November", False),
        ("Consulta marcada: 2ª, 22/12 às 15h.", "segunda-feira", True),
        ("Consulta marcada: 3ª-feira, 23/12 às 15h.", "terça-feira", True),
        ("Consulta marcada: 3ª-feira, 23/12 às 15h.", "segunda-feira", False),
        ("Afspraak staat: za 14-3 om 10:00.", "14 maart", True),
        ("Afspraak staat: za 14-3 om 10:00.", "15 maart", False),
        ("Afspraak staat: op 21-3.", "21 maart", True),
        ("Proefles: wo 10 sept 14:30. Je naam mag je later geven.", "10 september", True),
        ("Proefles: wo 10 sept 14:30. Je naam mag je later geven.", "7 september", False),
    ],
)
def test_a_short_date_states_its_day_and_month_only(said: str, value: str, expected: bool) -> None:
    assert states(said, value) is expected


@pytest.mark.parametrize(
    "text", ["we scored 10 out of 10", "a 2 set menu", "open ma 9-5", "3 days ago", "les 10 des 20 places"]
)
def test_common_words_and_opening_hours_are_no_date(text: str) -> None:
    assert "-" not in canonical(text).replace("ma 9-5", "")


@pytest.mark.parametrize(
    ("said", "value", "expected"),
    [
        ("Your tiles arrive on 9 May.", "second week of May", True),
        ("Your tiles arrive on 16 May.", "second week of May", False),
        ("De tegels komen op 10 mei.", "tweede week van mei", True),
        ("De tegels komen op 10 juni.", "tweede week van mei", False),
        ("Los azulejos llegan el 28 de mayo.", "finales de mayo", True),
        ("Los azulejos llegan el 8 de mayo.", "finales de mayo", False),
        ("Die Fliesen kommen am 3. November.", "Anfang November", True),
        ("Ubin dikirim tanggal 12/5.", "pertengahan Mei", True),
        ("Ubin dikirim tanggal 12/5 dan 25/5.", "pertengahan Mei", False),
        ("Le piastrelle arrivano il 2 maggio.", "la prima settimana di maggio", True),
    ],
)
def test_a_week_or_third_of_a_month_is_stated_by_a_date_inside_it(said: str, value: str, expected: bool) -> None:
    assert states(said, value) is expected


def test_a_confirmation_with_the_day_and_time_delivers_and_another_time_is_a_wrong_value() -> None:
    part = decompose(["Marque a afinação do piano para {{when}}."], None, {"when": ["hoje às 17h"]})[0]
    options = {"when": ("hoje às 17h", "hoje às 19h")}
    assert judge("Visita confirmada ✅ hoje, 17h00.", part.spec, options) == "delivered"
    assert judge("Visita confirmada ✅ hoje, 19h00.", part.spec, options) == "wrong_value"


@pytest.mark.parametrize(
    ("said", "value", "expected"),
    [
        ("Mesa reservada às 7h30 da noite.", "19:30", True),
        ("Mesa reservada às 7h30 da manhã.", "19:30", False),
        ("Tafel staat om 7u30 's avonds.", "19:30", True),
        ("Pranzo prenotato a mezzogiorno e mezzo.", "12:30", True),
        ("Almoço marcado ao meio-dia e meia.", "12:30", True),
        ("Almoço marcado ao meio-dia.", "12:30", False),
        ("Déjeuner réservé à midi et demi.", "12:30", True),
        ("Mittagessen ist um halb eins reserviert.", "12:30", True),
        ("Mittagessen ist um halb zwei reserviert.", "12:30", False),
        ("Your table for four is booked at 8 tonight.", "20:00", True),
        ("Your table for four is booked at 9 tonight.", "20:00", False),
        ("Ihr Tisch ist für Freitag um 8 reserviert.", "20:00", True),
    ],
)
def test_a_part_of_the_day_noon_and_a_bare_hour_after_at_give_the_clock_time(
    said: str, value: str, expected: bool
) -> None:
    assert states(said, value) is expected


@pytest.mark.parametrize("text", ["we have 3 tables at 8 each", "as 8 pizzas", "at 8 people", "um 8 Euro"])
def test_a_bare_number_after_at_before_a_noun_is_no_clock_time(text: str) -> None:
    assert ":" not in canonical(text)


@pytest.mark.parametrize(
    ("said", "value", "expected"),
    [
        ("Levering morgen om 10:00.", "morgenochtend", True),
        ("Levering morgen om 15:00.", "morgenochtend", False),
        ("Delivery today at 10:00.", "tomorrow morning", False),
        ("Delivery tomorrow at 10:00.", "tomorrow morning", True),
        ("Entrega mañana a las 16:00.", "mañana por la mañana", False),
        ("Entrega mañana a las 10:00.", "mañana por la mañana", True),
        ("Livraison aujourd'hui à 10h.", "demain matin", False),
        ("Abgabe Do., 10:00 Uhr.", "Donnerstagvormittag", True),
        ("Abgabe Do., 15:00 Uhr.", "Donnerstagvormittag", False),
        ("Abgabe Fr., 10:00 Uhr.", "Donnerstagvormittag", False),
        ("Entrega sáb, 15h.", "sábado à tarde", True),
        ("Entrega sáb, 10h.", "sábado à tarde", False),
        ("Levering za 15:00.", "zaterdagmiddag", True),
        ("Delivery window 9:00-12:00.", "morning", True),
        ("Delivery window 11:00-13:00.", "morning", False),
        ("Lieferung zwischen 10 und 14 Uhr.", "vormittags", False),
        ("Entrega das 14h às 18h.", "à tarde", True),
        ("Entrega das 16h às 21h.", "à tarde", False),
    ],
)
def test_a_day_and_its_part_is_met_by_a_clock_time_inside_it_on_that_day(said: str, value: str, expected: bool) -> None:
    assert states(said, value) is expected


@pytest.mark.parametrize(
    ("said", "value", "expected"),
    [
        ("Membership runs 1 Nov through 30 Apr.", "starting in November", True),
        ("Membership runs 1 Oct through 30 Nov.", "starting in November", False),
        ("Das Abo läuft ab 1. November.", "ab November", True),
        ("Das Abo läuft ab 1. Dezember.", "ab November", False),
        ("La cuota se cobra desde el 1 de noviembre.", "a partir de noviembre", True),
        ("Langganan dimulai 1 November.", "mulai November", True),
        ("Langganan dimulai 1 Desember.", "mulai November", False),
    ],
)
def test_a_month_drawn_as_a_start_is_met_by_a_first_date_in_it(said: str, value: str, expected: bool) -> None:
    assert states(said, value) is expected
