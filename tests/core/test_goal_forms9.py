"""Round 9 (forms9): drawn values said in other surface forms, and sentences cut in the right place.

Each mechanism with its positive cases in several languages and its negative twin (the other word that looks
alike, the wrong value, the promise), so that each test can fail.
"""

from __future__ import annotations

import pytest

from user_sim.core.goal_contradiction import contradicted
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_values import canonical, states


@pytest.mark.parametrize(
    ("text", "pieces"),
    [
        ("Lieferung: Lindenstr. 14, Freiburg – Do. zwischen 8 und 12 Uhr", 1),  # street, weekday before lower case
        ("Miete: 96,00 € zzgl. 15,00 € Lieferung", 1),
        ("Chopin – Notturno op. 9 n. 2, pianoforte, ed. Henle – 8,50 €.", 1),
        ("Ordine n. SM-2241, consegna prevista giovedì.", 1),
        ("Neue Bestellnr. MB-55822", 1),
        ("€ 65 incl. materiaal en koffie", 1),
        ("testpersingen volgen binnen ca. 3 weken.", 1),
        ("Barang: dompet (KTP a.n. Yusuf Pratama).", 1),
        ("Entrega na rua 220, ap. 31 em até 40 minutos.", 1),
        ("Reservado para sáb. 14/6 às 20h.", 1),
        ("Booked for 5 p.m. See you then.", 2),  # a.m./p.m. still end a sentence before a capital
        ("Your table is booked. We look forward to it.", 2),
        ("Gebucht. 2 Personen kommen.", 2),  # a word of six letters before the number: a sentence end
        ("Done at 12. Thanks!", 2),
    ],
)
def test_sentence_ends(text: str, pieces: int) -> None:
    assert len(sentences(text)) == pieces, sentences(text)


def test_closing_quote_stays_with_its_sentence() -> None:
    said = sentences("Kartu ucapan: “Happy birthday Sari!” Tambahan Rp 10.000 sudah ditagihkan.")
    assert said == ["Kartu ucapan: “Happy birthday Sari!”", "Tambahan Rp 10.000 sudah ditagihkan."]


@pytest.mark.parametrize(
    ("text", "value", "expected"),
    [
        ("Abholung Do., wir halten sie bis 19 Uhr", "Donnerstag", True),
        ("retrait jeu. matin", "jeudi", True),
        ("ritiro gio. pomeriggio", "giovedì", True),
        ("Entrega qui. de manhã", "quinta", True),
        ("Recogida sáb. por la mañana", "sábado", True),
        ("za 13u00 – 16u30", "zaterdag", True),
        ("za 13u00 – 16u30", "13:00", True),
        ("Thurs. 10am pickup", "Thursday", True),
        ("Tues., 10:00", "Tuesday", True),
        ("Sa, 14.3 um 10 Uhr", "14. März", True),
        ("Sa, 14.3 um 10 Uhr", "15. März", False),
        ("Preis 14.3 Euro", "14. März", False),  # a dotted date needs a weekday before it or its closing dot
        ("Ja, das machen wir so.", "Sonntag", False),  # two letters need a comma after the dot
        ("Abholung Do., wir halten sie", "Mittwoch", False),
        ("Le jeu est complet.", "jeudi", False),  # no dot: the French word "jeu"
        ("qu. 10h", "quinta", False),  # Portuguese "qu" is quarta or quinta
    ],
)
def test_short_weekdays(text: str, value: str, expected: bool) -> None:
    assert states(text, value) is expected


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("Puzzle – mille pièces", "1000"),
        ("dos mil quinientos euros", "2500"),
        ("trescientos cincuenta gramos", "350"),
        ("zweihundertfünfzig Gramm", "250"),
        ("tweehonderd flyers", "200"),
        ("duecentocinquanta grammi", "250"),
        ("duemila volantini", "2000"),
        ("deux cents flyers", "200"),
        ("cent vingt places", "120"),
        ("two hundred and fifty leaflets", "250"),
        ("dua ratus lembar", "200"),
        ("seribu lembar", "1000"),
        ("sessantacinque posti", "65"),
        ("soixante-quinze places", "75"),
        ("quatre-vingt-dix-sept", "97"),
        ("setenta y cinco", "75"),
        ("vijfentachtig", "85"),
        ("Personale: due addetti in divisa", "2"),
        ("Confermati sei biglietti", "6"),
        ("tres personas", "3"),
        ("Mesa para tres confirmada", "3"),
        ("Reservado às dez da manhã", "10:00"),
        ("a las tres", "03:00"),
    ],
)
def test_number_words(text: str, number: str) -> None:
    assert number in canonical(text).split(), canonical(text)


@pytest.mark.parametrize(
    ("text", "not_number"),
    [
        ("50 cents", "5000"),
        ("10 per cent", "100"),
        ("10 por ciento", "100"),
        ("10 per cento", "100"),
        ("Merci, très bien", "3"),  # French "very"
        ("à très bientôt", "3"),
        ("Abholung am 12. Dez. 2026", "10"),  # German December
        ("onze gasten zijn welkom", "11"),  # Dutch "our"
        ("payment due date", "2"),
        ("Ciao, sei pronto?", "6"),
        ("percento", "100"),
        ("Tausende Besucher", "1000"),
    ],
)
def test_number_words_that_are_other_words(text: str, not_number: str) -> None:
    assert not_number not in canonical(text).split(), canonical(text)


def test_german_december_is_a_date() -> None:
    assert states("Abholung am 12. Dez. 2026", "12 December")
    assert not states("Abholung am 12. Dez. 2026", "10 December")


@pytest.mark.parametrize(
    ("text", "value", "expected"),
    [
        ("240 × 260 cm, con ollaos", "240", True),
        ("240 × 260 cm", "260", True),
        ("80x120 cm", "120", True),
        ("250 × 260 cm", "240", False),
        ("2 x 3 m", "2", False),  # a count of one digit is not read in a size
        ("240 × 260", "240", False),  # no length unit: no size
        ("Sérum Niacinamida 10 % + Zinc 1 %", "Niacinamida 10%", True),
        ("Sérum Niacinamida 15 %", "Niacinamida 10%", False),
        ("Artikel: Faltbarer Leichtrollstuhl (Aluminium)", "faltbaren Leichtrollstuhl", True),
        ("Artikel: Standard-Rollstuhl (Stahlrahmen)", "faltbaren Leichtrollstuhl", False),
        ("dos paletas ibéricas", "paleta ibérica", True),
        ("Maria Lopez", "Mario Lopez", False),  # a capitalised word keeps its form
        ("angkut kasur queen + lemari 2 pintu", "kasur dan lemari", True),
        ("fish (large) & chips", "fish and chips", True),
        ("angkut kasur tanpa lemari", "kasur dan lemari", False),  # a negation is no inserted word
        ("kasur atau lemari", "kasur dan lemari", False),  # an alternative is no joining word
    ],
)
def test_other_forms(text: str, value: str, expected: bool) -> None:
    assert states(text, value) is expected


OPTIONS = {"qty": ("1", "2", "3"), "n": ("3", "5", "7")}


@pytest.mark.parametrize(
    ("name", "value", "reply", "expected"),
    [
        ("qty", "2", ["2× patat groot met mayonaise", "1× frikandel speciaal", "Totaal €12,40"], False),
        ("qty", "2", ["2× patat groot", "1× patat groot"], True),  # the same thing counted otherwise
        ("n", "5", ["Kersen plukken – 5 personen (2 volwassenen, 3 kinderen)"], False),
        ("n", "5", ["5 personen", "Tafel voor 3"], True),  # said bare: it may count the same
        ("n", "7", ["Totaal € 13,50"], False),  # a decimal holds no option
        ("n", "5", ["Totaal 3 personen"], True),
    ],
)
def test_counts_of_other_things(name: str, value: str, reply: list[str], expected: bool) -> None:
    assert contradicted(name, value, reply, OPTIONS) is expected


@pytest.mark.parametrize(
    ("value", "reply", "expected"),
    [
        ("dinsdag", ["Uw afspraak staat nu op dinsdag om 11:30 uur.", "De afspraak op maandag is vervallen."], False),
        ("21 juin", ["La réservation est le samedi 21 juin.", "La date du 28 juin a été libérée."], False),
        ("Samstag", ["Gebucht für Samstag.", "Die Buchung am Freitag ist storniert."], False),
        ("21 juin", ["Réservé le samedi 21 juin au lieu du 28 juin."], False),
        ("martes", ["Cita el martes en lugar del lunes."], False),
        ("dinsdag", ["Uw afspraak staat op dinsdag.", "Op maandag is het vol."], True),
        ("21 juin", ["Réservé le samedi 21 juin.", "Et le 28 juin aussi."], True),
        ("Samstag", ["Ich habe Samstag storniert und Freitag gebucht."], True),  # the drawn day is the cancelled one
    ],
)
def test_cancelled_values_are_no_other_value(value: str, reply: list[str], expected: bool) -> None:
    assert contradicted("day", value, reply, {}) is expected


@pytest.mark.parametrize(
    ("text", "value", "expected"),
    [
        ("Reservado a las 13:00h.", "13:00", True),
        ("Termin um 13.00h bestätigt.", "13:00", True),
        ("Mesa a las 13:00 hrs", "13:00", True),
        ("Ingeschreven om 13.00u", "13:00", True),
        ("Reservado a las 14:00h.", "13:00", False),
        ("Prezzo 13.50 €", "13:50", False),  # a price is no time
        ("Prenotato a mezzogiorno", "12:00", True),
        ("Réservé à midi", "12:00", True),
        ("Réservé pour l'après-midi", "12:00", False),  # the afternoon is no noon
        ("Booked for 12 noon", "12:00", True),
        ("Levering op 14 mrt", "14 maart", True),
        ("Entrega el 14 abr.", "14 de abril", True),
        ("Consegna il 14 giu", "14 giugno", True),
        ("Livraison le 14 juil.", "14 juillet", True),
        ("Entrega el 14 dic", "14 de diciembre", True),
        ("Levering op 14 mrt", "14 april", False),
        ("I ordered it 2 days ago", "2 August", False),  # "ago" is no month
        ("Chopin – Notturno op. 9 n. 2, pianoforte", "Notturno op. 9 n. 2 di Chopin", True),
        ("Victor Hugo: Les Misérables, poche", "Les Misérables de Victor Hugo", True),
        ("Liszt – Notturno op. 9 n. 2", "Notturno op. 9 n. 2 di Chopin", False),
        ("Chopin – Notturno op. 9 n. 1", "Notturno op. 9 n. 2 di Chopin", False),
        ("Booked 2 hrs", "2 hours", True),
        ("für 2 Std.", "2 Stunden", True),
        ("1,5 Stunden", "90 Minuten", True),
        ("per 2 ore", "due ore", True),
        ("selama 2 jam", "2 jam", True),
        ("Dauer: 2 Stunden", "3 Stunden", False),
        ("2 Stunden", "90 Minuten", False),
        ("à 15 heures", "15:00", True),  # a clock time said with an hour word stays a clock time
        ("alle ore 15", "15:00", True),
        ("2 ore 15 minuti", "15:00", False),
        ("1° maggio", "1 maggio", True),
        ("primo maggio", "1 maggio", True),
        ("le premier juin", "1 juin", True),
        ("primero de mayo", "1 de mayo", True),
        ("primo maggio", "2 maggio", False),
    ],
)
def test_times_months_and_listings(text: str, value: str, expected: bool) -> None:
    assert states(text, value) is expected


def test_duration_placeholder_is_no_clock() -> None:
    from user_sim.core.goal_parts import decompose

    rent = decompose(["Huur een sloep voor {{uren}} uur vanaf {{tijd}}"], None, {"uren": ["3"], "tijd": ["14:00"]})
    assert rent[0].values == {"uren": ("3",), "tijd": ("14:00",)}
    meet = decompose(["Reserveer om {{tijd}} uur"], None, {"tijd": ["10"]})
    assert meet[0].values == {"tijd": ("10:00",)}
