"""Values a confirmation writes in shorthand: short weekdays, durations as clock slots, joined words, hours drawn
before ``Uhr``.

Every sentence was written for these tests (a florist, a sauna, a smoothie bar, a climbing gym…), in several
languages; none comes from the labelled sets under bench/. Each positive case has its twin that must not pass.
"""

from __future__ import annotations

import pytest

from user_sim.core.goal_parts import decompose
from user_sim.core.goal_rules import judge
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_values import states


@pytest.mark.parametrize(
    ("said", "value", "expected"),
    [
        ("Abholung: Do., 20.03., ab 9 Uhr im Laden.", "Donnerstag", True),
        ("Abholung: Mi., 19.03., ab 9 Uhr im Laden.", "Donnerstag", False),
        ("Recogida: vie. 21/3, de 10:00 a 13:00.", "viernes", True),
        ("Recogida: jue. 20/3, de 10:00 a 13:00.", "viernes", False),
        ("Sauna reservata: gio 20/03 – 18:00.", "giovedì", True),
        ("Sauna reservata: ven 21/03 – 18:00.", "giovedì", False),
        ("Retirada: qua 19/03 às 10h.", "quarta-feira", True),
        ("Retirada: qui 20/03 às 10h.", "quarta-feira", False),
        ("Afhalen: vr 21-03, 11.00 uur.", "vrijdag", True),
        ("Afhalen: za 22-03, 11.00 uur.", "vrijdag", False),
        ("Retrait : sam. 22/03, 10:30.", "samedi", True),
        ("Climbing slot: Tue, 14:00 with Sam.", "Tuesday", True),
        ("Climbing slot: Thu, 14:00 with Sam.", "Tuesday", False),
        ("Jadwal: Kam, 20/03 jam 10.00.", "Kamis", True),
        # a short form with no date or clock after it is no day; one shared by two days of a language neither
        ("Grüße von Fr. Weber aus dem Laden.", "Freitag", False),
        ("Entrega: qu 19/03.", "quarta-feira", False),
        ("Das kostet so 12,50 € pro Person.", "Sonntag", False),
    ],
)
def test_a_weekday_cut_short_before_its_date_or_time(said: str, value: str, expected: bool) -> None:
    assert states(said, value) is expected


@pytest.mark.parametrize(
    ("said", "value", "expected"),
    [
        ("Sauna privata prenotata: 18:30–20:00.", "90 minuti", True),
        ("Sauna privata prenotata: 18:30–19:30.", "90 minuti", False),
        ("Kletterhalle gebucht, 10:00 bis 12:00 Uhr.", "2 Stunden", True),
        ("Kletterhalle gebucht, 10:00 bis 11:00 Uhr.", "2 Stunden", False),
        ("Court booked 17:15-18:00.", "45 minutes", True),
        ("Court booked at 17:15.", "45 minutes", False),
    ],
)
def test_a_duration_given_as_a_clock_slot(said: str, value: str, expected: bool) -> None:
    assert states(said, value) is expected


@pytest.mark.parametrize(
    ("said", "value", "expected"),
    [
        ("1x Smoothie Manga + Maracujá (400 ml)", "manga com maracujá", True),
        ("1x Smoothie Manga (400 ml)", "manga com maracujá", False),
        ("1x Smoothie manga sem maracujá", "manga com maracujá", False),
        ("Bouquet: tulipes & pivoines, livré demain.", "tulipes et pivoines", True),
        ("Bouquet: tulipes, livré demain.", "tulipes et pivoines", False),
        ("2× Bagel Lachs + Frischkäse", "Lachs mit Frischkäse", True),
        ("Tosti ham en kaas, afhalen om 12:00.", "ham & kaas", True),
        ("Tosti ham, afhalen om 12:00.", "ham & kaas", False),
    ],
)
def test_joining_words_inside_a_value_are_one(said: str, value: str, expected: bool) -> None:
    assert states(said, value) is expected


@pytest.mark.parametrize(
    ("template", "said", "expected"),
    [
        ("Buche die Sauna am Montag um {{time}} Uhr.", "Gebucht: Montag, 10:00–12:00 Uhr.", True),
        ("Buche die Sauna am Montag um {{time}} Uhr.", "Gebucht: Montag, 11:00–12:00 Uhr.", False),
        ("Boek de sauna maandag om {{time}} uur.", "Geboekt: maandag 10.00 uur.", True),
        ("Boek de sauna maandag om {{time}} uur.", "Geboekt: maandag voor 10 personen om 11.00 uur.", False),
    ],
)
def test_an_hour_drawn_before_a_clock_word_is_a_clock_time(template: str, said: str, expected: bool) -> None:
    (part,) = decompose([template], None, {"time": ["10"]})
    assert part.values["time"] == ("10:00",)
    assert states(said, part.values["time"][0]) is expected


@pytest.mark.parametrize(
    ("goal", "values", "said", "expected"),
    [
        # another option number before another noun counts another thing: no wrong value
        ("Bestel {{qty}} broodjes kaas en een koffie.", {"qty": ["2"]}, "1× koffie groot", "missing_value"),
        ("Bestel {{qty}} broodjes kaas en een koffie.", {"qty": ["2"]}, "Besteld: 3 broodjes kaas", "wrong_value"),
        ("Reserva una mesa para {{n}} personas.", {"n": ["4"]}, "Añadidas 2 botellas de cava.", "missing_value"),
        ("Reserva una mesa para {{n}} personas.", {"n": ["4"]}, "Mesa reservada para 2 personas.", "wrong_value"),
        ("Reserva una mesa para {{n}} personas.", {"n": ["4"]}, "Mesa reservada para 2.", "wrong_value"),
        ("Sewa {{n}} sepeda untuk 2 hari.", {"n": ["4"]}, "Sabtu–Senin (3 hari)", "missing_value"),
        ("Sewa {{n}} sepeda untuk 2 hari.", {"n": ["4"]}, "Disewa: 3 sepeda.", "wrong_value"),
        # a number inside a decimal is no other value
        ("Encarga {{n}} litros de horchata.", {"n": ["3"]}, "Total: 15,50 €", "missing_value"),
        ("Encarga {{n}} litros de horchata.", {"n": ["3"]}, "Total: 5 litros", "wrong_value"),
    ],
)
def test_another_count_of_another_thing_is_no_wrong_value(
    goal: str, values: dict[str, list[str]], said: str, expected: str
) -> None:
    (part,) = decompose([goal], None, values)
    options = {name: ("1", "2", "3", "4", "5") for name in values}
    assert judge(said, part.spec, options) == expected


@pytest.mark.parametrize(
    ("said", "value", "expected"),
    [
        ("Rondvaart geboekt · zo 20-04 · 14.00 uur", "20 april", True),
        ("Rondvaart geboekt · zo 27-04 · 14.00 uur", "20 april", False),
        ("Visita guidata: sabato 19-04 alle 10", "19 aprile", True),
        ("Öffnungszeiten: Do 09-12 Uhr", "9 Dezember", False),
        ("Lieferung in 24-48 Stunden", "24 April", False),
    ],
)
def test_a_hyphened_day_and_month_after_a_weekday_is_a_date(said: str, value: str, expected: bool) -> None:
    assert states(said, value) is expected


def test_an_emoji_that_opens_a_line_keeps_the_line_break() -> None:
    text = "Servizio prenotato ✅\n\n🧳 3 valigie\n💶 15 €, pagamento alla consegna"
    assert sentences(text) == ["Servizio prenotato", "3 valigie", "15 €, pagamento alla consegna"]
    assert sentences("Prenotato 🎉 per sabato alle 10") == ["Prenotato per sabato alle 10"]
