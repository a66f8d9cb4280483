"""The value normaliser reads drawn values in the shapes chatbots write them, and no other value in their place."""

from __future__ import annotations

import pytest

from user_sim.core.goal_canonical import MONTH_WORDS
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_values import canonical, states


@pytest.mark.parametrize(
    ("said", "value"),
    [
        # sizes: spaced, glued, with × or with a unit on each side
        ("Your rug is cut to 160 x 230 cm and ready.", "160x230"),
        ("Leinwand 40×60 ist bestellt.", "40x60"),
        ("Tapete 30 cm x 45 cm, encomendada.", "30x45 cm"),
        # numeric dates, day first; month first only when day first is impossible
        ("La entrega queda para el 07/11.", "7 de noviembre"),
        ("Termin am 04.09. um 10 Uhr eingetragen.", "4. September"),
        ("Rendez-vous fixé au 28.02.2027.", "28 février"),
        ("Pickup booked for 11/23/2026.", "November 23"),
        ("Prenotato per 5-6-2026.", "5 giugno"),
        # ranges: the shared month or clock unit belongs to both members
        ("Chalet geboekt van 6 tot 13 juli.", "6 juli"),
        ("Alquiler confirmado del 2 al 9 de agosto.", "2 de agosto"),
        ("Der Techniker kommt zwischen 8 und 10 Uhr.", "8:00"),
        ("Bezorging tussen 18 en 20 uur ingepland.", "18:00"),
        ("Delivery slot booked from 2 to 4 pm.", "14:00"),
        ("Booked for the 21st of June.", "21 June"),
        # a day of the month without its month
        ("Lesson booked for Thursday the 9th at 17:00.", "9 October"),
        ("Reservado para el día 15, a las 20:00.", "15 de marzo"),
        ("Cuci mobil dijadwalkan tanggal 8.", "8 Januari"),
        ("Dégustation réservée le vendredi 17 à 19h.", "17 novembre"),
        ("Dégustation réservée le vendredi 17 à 19h.", "19:00"),
        ("Dégustation réservée le vendredi 17 à 19h.", "vendredi"),
        # Portuguese March, German März before a cut
        ("Consulta marcada para 3 de março.", "03-03"),
        # clock values written with a dot; Dutch hours that are also a count
        ("Pijat sudah dipesan, Jumat jam 19.30.", "19.30"),
        ("Sloep gehuurd: zaterdag, 2 uur varen.", "2"),
        # durations in words
        ("Massage de trois quarts d'heure réservée.", "45 minutes"),
        ("Sessione di mezz'ora prenotata.", "30 minuti"),
        ("Tour guiada de una hora y media confirmada.", "90 minutos"),
        ("Eine Viertelstunde Parken ist bezahlt.", "15 Minuten"),
        # amounts with a multiplier word; whole euros
        ("Total Rp 250rb sudah dibayar.", "Rp250.000"),
        ("Deposit 1,5 juta diterima.", "Rp1.500.000"),
        ("Der Preis: 35,- Euro, bezahlt.", "35 €"),
        ("Paid, your total was €5.10.", "5.10"),  # a price at a sentence's end is no date
        ("Acompte de 1 480 € reçu.", "1480 €"),
        ("Réservation payée : CHF 64.–", "64 CHF"),
        # labels, routes, articles, agreement
        ("**Size:** M", "M"),
        ("Route: Lyon → Marseille, 2 passengers.", "Lyon-Marseille"),
        ("Fähre Kiel – Oslo gebucht.", "Kiel-Oslo"),
        ("Forfait week-end confirmé.", "le week-end"),
        ("Dos sillas blancas reservadas a su nombre.", "blanco"),
        ("Ja, sonntags haben wir geöffnet.", "Sonntag"),
        # number words
        ("Les hemos apartado dos mesas junto a la ventana.", "2"),
        ("Perfect, you're both on the list for the tasting.", "2"),
        ("Ho messo da parte due torte per lei.", "2"),
        # a month by a date in it; a part of the day by a clock time in it
        ("Abo zum 30. April gekündigt.", "April"),
        ("Afhaling donderdag om 9:30 ingepland.", "'s ochtends"),
        ("Recogida el lunes a las 19:00.", "por la tarde"),
    ],
)
def test_a_value_written_another_way_is_stated(said: str, value: str) -> None:
    assert states(said, value), canonical(said)


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("Booked for 14:00.", "15:30"),
        ("A 8 m² unit is reserved.", "5 m²"),
        ("Booked for the 3rd.", "13 May"),
        ("Booked for the 13th.", "3 May"),
        ("Booked for the 9th; the invoice is due on 1 November.", "9 October"),  # a full date names the month
        ("Dank je, 12 april staat genoteerd.", "12 mei"),
        ("Panel 80 x 100 cm encargado.", "80x120"),
        ("2 × 25 € = 50 €", "25x50"),  # a price product is no size
        ("Van geboekt van 6 tot 13 juli.", "6 augustus"),
        ("Termin am 04.09. eingetragen.", "9. April"),  # day first
        ("O preço dos livros é 30 reais.", "2"),  # Portuguese "dos" is "of the"
        ("Your payment is due on Friday.", "2"),  # English "due"
        ("Afspraak om 3 uur gemaakt.", "3"),  # "om 3 uur" is a clock time only
        ("The table for Mario is booked.", "Maria"),  # a name takes no other ending
        ("Abo zum 30. Mai gekündigt.", "April"),
        ("Recogida el lunes a las 10:00.", "por la tarde"),
        ("Pickup at 10:00.", "evening"),
        ("Delivery from 2 to 4 pm.", "02:00"),
        ("Massage de trois quarts d'heure réservée.", "15 minutes"),
        ("Route: Marseille → Lyon.", "Lyon-Marseille"),
        ("Total Rp 250rb sudah dibayar.", "Rp25.000"),
        ("Bestellt: Brezel x2 – 18h abholen.", "02:00"),  # a multiplied count is no hour of a range
        ("Dégustation réservée le vendredi 17 à 19h.", "17:00"),  # the day is no hour of a range
        ("Table réservée samedi 6 personnes.", "6 juin"),  # a count after a weekday is no day
        ("Sac de 2 500 g de farine.", "2500"),  # spaced groups with no currency stay apart
    ],
)
def test_another_value_is_not_stated(said: str, value: str) -> None:
    assert not states(said, value), canonical(said)


def test_a_german_date_with_an_umlaut_month_does_not_cut_the_sentence() -> None:
    assert "märz" in MONTH_WORDS
    assert sentences("Platz ab dem 1. März gebucht. Danke!") == ["Platz ab dem 1. März gebucht.", "Danke!"]
