"""A drawn value said in another surface form: a range of dates joined another way or as two dated days, a stay
in days and nights in shorthand, a size without its unit, minutes with a prime mark, one hour with its article, a
range of hours with its meridiem said once, persons counted by their names as the subject of their enrolment, and
an option named by the part of it that tells it apart.

Every sentence was written for these tests (a fresco course, a cabin, a jungle trek, a futon shop, a spa, a batting
cage, a birding club, a computer course…), in the eight languages; none comes from the labelled sets under bench/.
Each positive case sits beside its twin that must not pass: another range, another stay, another size, another
duration, another hour, another number of names, another option.
"""

from __future__ import annotations

import pytest

from user_sim.core.goal_canonical import canonical
from user_sim.core.goal_rivals import states_among
from user_sim.core.goal_sums import counts_in
from user_sim.core.goal_values import states


@pytest.mark.parametrize(
    ("said", "value", "expected"),
    [
        ("Iscrizione fatta: corso di ceramica sabato 24 e domenica 25 maggio.", "24-25 maggio", True),
        ("Iscrizione fatta: corso di ceramica sabato 10 e domenica 11 maggio.", "24-25 maggio", False),
        ("Inscription faite : stage du samedi 7 au dimanche 8 juin.", "7-8 juin", True),
        ("Inscription faite : stage du samedi 7 au dimanche 9 juin.", "7-8 juin", False),
        ("Booked: the Alder cabin, Fri 3 – Sun 5 October.", "3–5 October", True),
        ("Booked: the Alder cabin, Fri 3 and Sun 5 October.", "3–5 October", False),
        ("Reservado: del viernes 3 al domingo 5 de octubre.", "3-5 de octubre", True),
        ("Reservado: del viernes 3 al sábado 4 de octubre.", "3-5 de octubre", False),
        ("Gebucht: Samstag, 14. und Sonntag, 15. Juni.", "14.-15. Juni", True),
        ("Gebucht: Samstag, 14. und Sonntag, 15. Juli.", "14.-15. Juni", False),
        ("Geboekt: vr 12 – zo 14 september, huisje De Linde.", "vrijdag 12 t/m zondag 14 september", True),
        ("Geboekt: vr 19 – zo 21 september, huisje De Linde.", "vrijdag 12 t/m zondag 14 september", False),
        ("Sudah dipesan: Sabtu 8 dan Minggu 9 November.", "8-9 November", True),
        ("Reservado: sábado 8 e domingo 9 de novembro.", "8-9 de novembro", True),
        ("Reservado: 8 e 10 de novembro.", "8-10 de novembro", False),
    ],
)
def test_a_range_of_dates_joined_another_way_states_it(said: str, value: str, expected: bool) -> None:
    assert states(said, value) is expected


@pytest.mark.parametrize(
    ("said", "value", "expected"),
    [
        ("Sudah kami pesan: paket Kawah Ijen 3H2M untuk 2 orang.", "Kawah Ijen 3 hari 2 malam", True),
        ("Sudah kami pesan: paket Kawah Ijen 2H1M untuk 2 orang.", "Kawah Ijen 3 hari 2 malam", False),
        ("Booked: Highlands tour 3D/2N, two guests.", "3 days 2 nights", True),
        ("Booked: Highlands tour 2D/1N, two guests.", "3 days 2 nights", False),
        ("Prenotato: pacchetto Dolomiti 2 giorni/1 notte.", "2 giorni e 1 notte", True),
        ("Prenotato: pacchetto Dolomiti 3 giorni/2 notti.", "2 giorni e 1 notte", False),
        ("Gebucht: Moselpaket, 3 Tage und 2 Nächte.", "3 Tage 2 Nächte", True),
        ("Reservado: paquete Picos, 2 días y 1 noche.", "2 días 1 noche", True),
    ],
)
def test_a_stay_in_days_and_nights_said_in_shorthand_states_it(said: str, value: str, expected: bool) -> None:
    assert states(said, value) is expected


@pytest.mark.parametrize(
    ("said", "value", "expected"),
    [
        ("1x matras 160 x 200, antraciet, besteld.", "160 x 200 cm", True),
        ("1x matras 140 x 200, antraciet, besteld.", "160 x 200 cm", False),
        ("1x matras 160 x 200 mm, besteld.", "160 x 200 cm", False),
        ("Commande : une toile 40 × 50.", "40 × 50 cm", True),
        ("Commande : une toile 50 × 65.", "40 × 50 cm", False),
    ],
)
def test_a_size_said_without_its_unit_states_it(said: str, value: str, expected: bool) -> None:
    assert states(said, value) is expected


def test_a_size_before_a_comma_is_one_token() -> None:
    assert canonical("futon 90 x 200, grijs") == "futon 90x200 , grijs"
    assert canonical("2 x 12,50 €") != "2x12 , 50"


@pytest.mark.parametrize(
    ("said", "value", "expected"),
    [
        ("Trattamento prenotato: Shirodhara, 90'", "90 minuti", True),
        ("Trattamento prenotato: Shirodhara, 60'", "90 minuti", False),
        ("Prenotato il massaggio di un'ora giovedì.", "60 minuti", True),
        ("Prenotato il massaggio di un'ora giovedì.", "90 minuti", False),
        ("Réservé : un soin d'une heure jeudi.", "60 minutes", True),
        ("Réservé jeudi à une heure.", "60 minutes", False),
        ("Gebucht: eine Stunde Tennis am Freitag.", "60 Minuten", True),
        ("Geboekt: een uur tennis op vrijdag.", "60 minuten", True),
        ("Geboekt: vrijdag om een uur.", "60 minuten", False),
        ("Booked: an hour on court 2.", "1 hour", True),
        ("Sudah dipesan: sesi pijat sejam.", "60 menit", True),
    ],
)
def test_minutes_with_a_prime_and_one_hour_with_its_article_state_the_duration(
    said: str, value: str, expected: bool
) -> None:
    assert states(said, value) is expected


@pytest.mark.parametrize(
    ("said", "value", "expected"),
    [
        ("Booked: Lane 2, Saturday 4:00–5:00 PM.", "4pm", True),
        ("Booked: Lane 2, Saturday 3:00–4:00 PM.", "4pm", False),
        ("Booked: Lane 2, Saturday 4:00–5:00 PM.", "1 hour", True),
        ("Booked: Lane 2, Saturday 4:00–5:30 PM.", "1 hour", False),
        ("Booked: Lane 2, Saturday 11:00–1:00 PM.", "11am", True),
        ("Booked: Lane 2, Saturday 11:00–1:00 PM.", "11pm", False),
    ],
)
def test_a_range_of_hours_with_its_meridiem_said_once(said: str, value: str, expected: bool) -> None:
    assert states(said, value) is expected


@pytest.mark.parametrize(
    ("said", "value", "counted", "expected"),
    [
        ("C'est fait : Paul et Léa Martin sont inscrits à la balade.", "deux", ("personnes",), True),
        ("C'est fait : Paul, Éric et Léa Martin sont inscrits à la balade.", "deux", ("personnes",), False),
        ("Done: Tom and Mia are now registered for the class.", "2", ("people",), True),
        ("Done: Tom, Ben and Mia are now registered for the class.", "2", ("people",), False),
        ("Erledigt: Lena und Jonas sind angemeldet.", "zwei", ("personen",), True),
        ("Klaar: Sanne en Daan zijn ingeschreven.", "2", ("personen",), True),
        ("Listo: Ana y Luis están apuntados al taller.", "3", ("personas",), False),
        ("Pilates and Yoga are booked for Saturday.", "2", ("people",), False),
    ],
)
def test_persons_counted_by_their_names_enrolled(
    said: str, value: str, counted: tuple[str, ...], expected: bool
) -> None:
    assert counts_in(said, value, counted) is expected


_COURSES = ("Microsoft Word dasar", "Microsoft Excel lanjutan", "desain grafis")
_VANS = ("Ford Transit", "Renault Master")
_CLASSES = ("danza contemporanea", "danza classica")
_PARKS = ("Taman Safari", "Taman Mini")


@pytest.mark.parametrize(
    ("said", "value", "options", "expected"),
    [
        ("Kelas: Word Dasar – batch Mei, sudah terdaftar.", "Microsoft Word dasar", _COURSES, True),
        ("Kelas: Excel Lanjutan – batch Mei, sudah terdaftar.", "Microsoft Word dasar", _COURSES, False),
        ("Termin steht: Donnerstag für Ihren Transit.", "Ford Transit", _VANS, True),
        ("Termin steht: Donnerstag für Ihren Master.", "Ford Transit", _VANS, False),
        ("Iscrizione fatta al corso di Contemporanea del martedì.", "danza contemporanea", _CLASSES, True),
        ("Iscrizione fatta al corso di Classica del martedì.", "danza contemporanea", _CLASSES, False),
        ("Tiket Safari untuk 3 orang sudah dipesan.", "Taman Safari", _PARKS, True),
        ("Tiket Mini untuk 3 orang sudah dipesan.", "Taman Safari", _PARKS, False),
        ("Your skates are rented.", "quad skates", ("quad skates", "a helmet"), False),
        ("Het dressoir is verkocht.", "eiken dressoir", ("eiken dressoir", "Pastoe kastje"), False),
        (
            "Te inscribimos; síguenos en redes sociales.",
            "maquillaje social",
            ("maquillaje social", "maquillaje de novias"),
            False,
        ),
    ],
)
def test_an_option_named_by_what_tells_it_apart(
    said: str, value: str, options: tuple[str, ...], expected: bool
) -> None:
    assert states_among(said, value, options) is expected


def test_a_name_after_an_indefinite_article_is_a_kind_not_the_option() -> None:
    options = ("Ford Mustang", "Chevrolet Camaro")
    assert states_among("Encomenda feita: o seu Mustang 2019 chega em maio.", "Ford Mustang", options)
    assert not states_among("Um Mustang 2019 sai por cerca de R$ 420 mil.", "Ford Mustang", options)


@pytest.mark.parametrize(
    ("said", "value", "options", "expected"),
    [
        ("Je tickets voor de kasteelrondvaart zijn verstuurd.", "rondvaart langs het kasteel", ("wandeling",), True),
        ("Je tickets voor de stadsrondvaart zijn verstuurd.", "rondvaart langs het kasteel", ("wandeling",), False),
        ("Gebucht: Altstadtführung am Samstag.", "Führung durch die Altstadt", ("Hafenrundfahrt",), True),
        ("Gebucht: Hafenführung am Samstag.", "Führung durch die Altstadt", ("Hafenrundfahrt",), False),
        ("Gebucht: ein Balkonzimmer für zwei Nächte.", "Zimmer mit Balkon", ("Zimmer ohne Balkon",), True),
        ("2× friet groot met mayonaise, klaar om 18:00.", "mayo", ("mayo", "curry"), True),
        ("2× friet groot met curry, klaar om 18:00.", "mayo", ("mayo", "curry"), False),
    ],
)
def test_a_compound_or_a_whole_word_states_the_value(
    said: str, value: str, options: tuple[str, ...], expected: bool
) -> None:
    assert states_among(said, value, (value, *options)) is expected


@pytest.mark.parametrize(
    ("said", "value", "expected"),
    [
        ("Réservé : soin du visage, durée 1h30, jeudi 16h.", "90 minutes", True),
        ("Réservé : soin du visage, durée 1h, jeudi 16h.", "90 minutes", False),
        ("Prenotato: massaggio di 1h, giovedì alle 16.", "60 minuti", True),
        ("Réservé jeudi à 1h30.", "90 minutes", False),
    ],
)
def test_a_duration_said_as_hours_and_minutes_after_a_word_of_lasting(said: str, value: str, expected: bool) -> None:
    assert states(said, value) is expected
