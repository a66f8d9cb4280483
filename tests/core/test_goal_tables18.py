"""One table each, read by every reader: question tags (goal_tags), *and* / *with* / *until* (goal_conjunctions).

Round 18: the tags of goal_rules and goal_yesno_asked, the *and* of goal_listed, goal_spans, goal_when, goal_values
and goal_forms, the *until* of goal_ends, goal_not_rival and goal_unpaid stood as copies; each reader now builds
its words from the one table, with a named extra or exclusion where it reads differently.

Every sentence was written for these tests; none comes from the labelled sets under bench/.
"""

from __future__ import annotations

import re

import pytest

from tests.core.support import reached_per_turn
from tests.core.test_goal_failed import TABLES  # one table of booking goals, shared
from user_sim.core.goal_conjunctions import AND, AND_SIGNS, UNTIL, WITH, either
from user_sim.core.goal_ends import other_end
from user_sim.core.goal_forms import form_readings
from user_sim.core.goal_listed import states_item_count
from user_sim.core.goal_not_rival import kept_of
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_rules import is_question
from user_sim.core.goal_tags import ASK_WORDS, OR_NOT, PLAIN_TAGS, TAGS
from user_sim.core.goal_unpaid import unpaid
from user_sim.core.goal_yesno_asked import asks
from user_sim.core.goals import normalise


def test_a_word_stands_in_one_group_only() -> None:
    for groups in ((TAGS, PLAIN_TAGS, OR_NOT, ASK_WORDS), (AND, AND_SIGNS, WITH, UNTIL)):
        words = [w for group in groups for w in group]
        assert len(words) == len(set(words))


TAGGED = [  # a statement closed by a tag after a comma, no question mark: both readers read a question
    "So the table for 4 is on Friday, right",
    "La mesa es para 4 el viernes, ¿verdad",
    "La mesa es para 4 el viernes, no.",
    "A mesa é para 4 na sexta, né",
    "A mesa é para 4 na sexta, não é.",
    "La table est pour 4 vendredi, n'est-ce pas…",
    "La table est pour 4 vendredi, non",
    "Der Tisch ist für 4 am Freitag, oder",
    "Der Tisch ist für 4 am Freitag, nicht wahr.",
    "Il tavolo è per 4 venerdì, vero",
    "De tafel is voor 4 op vrijdag, toch",
    "De tafel is voor 4 op vrijdag, klopt dat",
    "Mejanya untuk 4 orang hari Jumat, kan",
    "Mejanya untuk 4 orang hari Jumat, bukan",
]


@pytest.mark.parametrize("sentence", TAGGED)
def test_both_readers_read_a_tag_of_the_one_table(sentence: str) -> None:
    assert is_question(sentence)
    assert asks(sentence)


NO_TAG = [  # a yes, an apology or an interjection before a plain tag word: an answer, for both readers
    "Lo siento, no.",
    "Désolé, non.",
    "Sorry, no.",
    "Sí, correcto.",
    "Oui, c'est ça.",
    "Ja, richtig.",
    "Sì, giusto.",
    "Ya, benar.",
    "Yes, that looks right.",  # the adjective, no tag after a comma
    "Muchas gracias, de verdad.",  # the adverb
    "Bien sûr, nous l'avons réservée pour vous !",
]


@pytest.mark.parametrize("sentence", NO_TAG)
def test_a_plain_tag_word_after_a_yes_or_an_apology_is_no_tag(sentence: str) -> None:
    """For the user's reader; the chatbot's reads a plain tag after any words (below), the cautious side."""
    assert not asks(sentence)


@pytest.mark.parametrize(
    ("sentence", "tagged"),
    [
        ("Sí, correcto.", False),
        ("Oui, c'est ça.", False),
        ("Sim, correto.", False),
        ("Ja, richtig.", False),
        ("Lo siento, no.", True),
        ("Reservada, ¿verdad.", True),
        ("Booked already, right.", True),
        ("Réservée, non.", True),
        ("Prenotato, vero.", True),
        ("Schon reserviert, richtig.", True),
        ("Reservada, correto.", True),
        ("All booked, correct.", True),
        ("Tutto prenotato, giusto.", True),
        ("Yes, that looks right.", False),
        ("Muchas gracias, de verdad.", False),
        ("Bien sûr, nous l'avons réservée pour vous !", False),
    ],
)
def test_the_chatbots_reader_reads_a_plain_tag_after_any_words(sentence: str, tagged: bool) -> None:
    """A short tagged sentence of the chatbot's (``Prenotato, vero.``) asks; a yes alone before it answers."""
    assert is_question(sentence) is tagged


USER_ONLY = [  # the user writes no comma, asks an alternative, or ends on a question word; the chatbot states
    ("nl", "zaterdag toch"),
    ("de", "also ist das jetzt gebucht oder nicht"),
    ("es", "ok pero se paga o no"),
    ("pt", "mas tem garantia ou não"),
    ("fr", "c'est inclus ou pas"),
    ("nl", "is het inbegrepen of niet"),
    ("en", "we charge the deposit whether you come or not"),
    ("id", "bisa dibayar di tempat atau tidak"),
    ("id", "bpjs nya gimana"),
    ("id", "bisa dibuat 2 box ga"),
    ("de", "Das Zimmer ist für zwei Nächte gebucht, oder!"),
]


@pytest.mark.parametrize(("lang", "sentence"), USER_ONLY)
def test_the_user_reader_reads_alternatives_and_question_words_the_chatbot_reader_does_not(
    lang: str, sentence: str
) -> None:
    assert asks(sentence), lang
    assert not is_question(sentence), lang


def test_an_ellipsis_is_read_as_its_three_stops() -> None:
    assert normalise("…") == "..."
    assert is_question("Reservado para el viernes, ¿verdad…") and asks("Reservado para el viernes, ¿verdad…")


def _reached(lang: str, reply: str, user: str = "Hi") -> bool:
    goal, day, other = TABLES[lang]
    values, options = {"n": ["4"], "day": [day]}, {"n": ("4", "6"), "day": (day, other)}
    return reached_per_turn([goal], values, options, [user, reply])[-1]


@pytest.mark.parametrize(
    ("lang", "done", "not_done"),
    [
        ("es", "Mesa para 4 el viernes: reservada.", "Mesa para 4 el viernes: reservada, ¿no."),
        ("fr", "Table pour 4 vendredi : réservée.", "Table pour 4 vendredi réservée, non."),
        ("id", "Meja untuk 4 orang hari Jumat sudah dipesan.", "Meja untuk 4 orang hari Jumat dipesan, kan"),
        ("it", "Tavolo per 4 venerdì: prenotato.", "Tavolo per 4 venerdì prenotato, giusto"),
        ("es", "Mesa para 4 el viernes: reservada.", "Mesa para 4 el viernes. Reservada, ¿verdad."),
        ("it", "Tavolo per 4 venerdì: prenotato.", "Tavolo per 4 venerdì. Prenotato, vero."),
        ("de", "Tisch für 4 am Freitag: reserviert.", "Tisch für 4 am Freitag. Schon reserviert, richtig."),
    ],
)
def test_a_done_sentence_beside_its_tagged_twin(lang: str, done: str, not_done: str) -> None:
    assert _reached(lang, done)
    assert not _reached(lang, not_done)


TAG_PROBES = [  # the short statement, promised, asked, failed, another value: each stays open
    ("en", "Friday for 4, right."),
    ("es", "Viernes para 4, ¿verdad"),
    ("es", "4 el viernes, ¿no."),
    ("pt", "Sexta para 4, correto."),
    ("fr", "Vendredi pour 4, non."),
    ("de", "Freitag für 4, richtig."),
    ("it", "Venerdì per 4, vero."),
    ("nl", "Vrijdag voor 4, klopt dat."),
    ("id", "4 orang Jumat, bukan."),
    ("en", "Sorry, no. I couldn't book the table for 4 on Friday."),
    ("es", "Lo siento, no. No quedan mesas para 4 el viernes."),
    ("fr", "Désolé, non : je vais réserver la table pour 4 vendredi."),
    ("de", "Ja, richtig. Tisch für 4 am Samstag ist gebucht."),
    ("id", "Ya, benar. Meja untuk 4 orang hari Jumat akan kami pesan."),
    ("nl", "Ja, toch. Ik reserveer de tafel voor 4 op vrijdag?"),
]


@pytest.mark.parametrize(("lang", "reply"), TAG_PROBES)
def test_tag_probes_stay_open(lang: str, reply: str) -> None:
    assert not _reached(lang, reply)


UNTIL_SAID = [
    "We are open until 18:00.",
    "Estamos abiertos hasta las 18:00.",
    "A loja fica aberta até às 18h.",
    "Nous sommes ouverts jusqu'à 18h.",
    "Wir haben bis 18 Uhr geöffnet.",
    "Siamo aperti fino alle 18.",
    "Wij zijn open tot 18:00.",
    "Toko buka hingga jam 21.",
    "Toko buka s/d 21.00.",
]


@pytest.mark.parametrize("said", UNTIL_SAID)
def test_open_until_is_the_closing_end_in_every_language(said: str) -> None:
    opens = decompose(["Ask what time the shop opens"], None, {})[0]
    closes = decompose(["Ask what time the shop closes"], None, {})[0]
    assert other_end(opens, said)
    assert not other_end(closes, said)


def test_every_until_word_is_read_by_the_three_readers() -> None:
    part = decompose(["Ask what time the shop opens"], None, {})[0]
    for word in (w for w in UNTIL if "\\" not in w and "(" not in w):
        assert other_end(part, f"The shop is open {word} 18:00."), word
        assert unpaid([f"The table stays reserved {word} you pay the deposit."]), word
    assert re.fullmatch(either(UNTIL), "jusqu'aux") and re.fullmatch(either(UNTIL), "fino alle")


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("Mesa para 4, saldo até 15/06.", "15/06"),
        ("Pagate il saldo fino al 12 agosto.", "12"),
        ("Réglez le solde jusqu'en mai.", "mai"),
        ("Bayar sampai dengan 15 Juni.", "15"),
        ("Betalen uiterlijk 15 juni.", "15"),
        ("Please pay before 18:00.", "18:00"),
    ],
)
def test_a_deadline_is_set_aside(said: str, kept: str) -> None:
    assert kept not in kept_of(said)


@pytest.mark.parametrize(
    "said",
    ["Geboekt: zaterdag van 15:00 tot 16:00.", "Sudah dibooking: Sabtu jam 15.00 hingga 16.00."],
)
def test_the_to_of_a_span_is_no_deadline(said: str) -> None:
    assert "16" in kept_of(said)


def test_before_is_a_deadline_but_no_closing_end() -> None:
    part = decompose(["Ask what time the shop opens"], None, {})[0]
    assert "18:00" not in kept_of("Pick it up before 18:00.")
    assert not other_end(part, "We open before 9:00.")


@pytest.mark.parametrize("joined", [*AND, "&", "+"])
def test_every_and_of_the_table_lists_labelled_items(joined: str) -> None:
    assert states_item_count(f"hamacas a9 {joined} a10", "2")
    assert not states_item_count(f"hamacas a9 {joined} a10", "3")


def test_with_and_and_are_one_inside_a_value() -> None:
    readings = form_readings("pizza with mushrooms", "pizza with mushrooms")
    assert any(re.fullmatch(r, "pizza large and mushrooms") for r in readings)
    assert not any(re.fullmatch(r, "pizza not and mushrooms") for r in readings)


USER_UNION = [  # the chatbot reader's tags, now read in a user's sentence too (the union of the two old lists)
    "C'est inclus dans le prix, non",
    "Das ist im Preis inbegriffen, nicht wahr",
    "Das ist im Preis inbegriffen, richtig.",
    "El IVA está incluido en el precio, cierto",
    "O IVA está incluído no preço, correto",
    "Het is bij de prijs inbegrepen, klopt dat",
    "Pajaknya sudah termasuk harga, kan",
    "That is included in the price, isn't it",
]


@pytest.mark.parametrize("sentence", USER_UNION)
def test_the_user_reader_reads_the_chatbot_readers_tags(sentence: str) -> None:
    assert asks(sentence)


USER_STATEMENTS = [  # a plain tag word said plainly by the user: no question
    "The price is right.",
    "È vero.",
    "Ok, è vero.",
    "Das ist richtig.",
    "Ik weet dat het kan.",
    "No, no.",
    "Vale, correcto.",
    "Dígame la verdad",
    "Turn right",
    "Iya, benar.",
]


@pytest.mark.parametrize("sentence", USER_STATEMENTS)
def test_a_plain_tag_word_said_plainly_is_no_question(sentence: str) -> None:
    assert not asks(sentence)


CLOSES = {
    "en": "Ask what time the shop closes",
    "es": "Pregunta a qué hora cierra la tienda",
    "pt": "Pergunte a que horas a loja fecha",
    "fr": "Demande à quelle heure ferme le magasin",
    "de": "Frag, wann der Laden schließt",
    "nl": "Vraag hoe laat de winkel sluit",
    "id": "Tanyakan jam berapa toko tutup",
}

UNTIL_PROBES = [  # an until word with no hour (a farewell, "till late", a day), promised, or the opening end only
    ("en", "We open at 9:00 and stay open till late."),
    ("es", "La tienda abre a las 9:00. ¡Hasta pronto!"),
    ("pt", "A loja abre às 9h, até breve!"),
    ("fr", "Le magasin ouvre à 9h, jusqu'à nouvel ordre."),
    ("fr", "Le magasin ouvre à 9h jusqu'en décembre."),
    ("de", "Der Laden öffnet um 9 Uhr. Bis bald!"),
    ("nl", "De winkel gaat open om 9 uur, tot ziens!"),
    ("nl", "De winkel gaat open om 9 uur, tot en met zaterdag."),
    ("en", "The shop will be open until 18:00 tomorrow, I'll check."),
    ("es", "Le paso con un compañero que le dirá si abrimos hasta las 20:00."),
]


@pytest.mark.parametrize(("lang", "reply"), UNTIL_PROBES)
def test_until_probes_stay_open(lang: str, reply: str) -> None:
    assert not reached_per_turn([CLOSES[lang]], {}, {}, ["Hi", reply])[-1]


@pytest.mark.parametrize(
    ("lang", "reply"), [("en", "The shop is open until 18:00."), ("id", "Toko buka s/d jam 21.00.")]
)
def test_open_until_an_hour_answers_when_it_closes(lang: str, reply: str) -> None:
    assert reached_per_turn([CLOSES[lang]], {}, {}, ["Hi", reply])[-1]


LISTED_PROBES = [  # labels joined by "+" or "&" that state no 2: a third label, another count, no label
    ("hamacas a9 + a10 + a11", "2"),
    ("tavoli t1 + t2 e t3", "2"),
    ("lits a9 & a10 et a11", "2"),
    ("platze b3 + b4", "3"),
    ("seats r12 + 13", "2"),
    ("lugares a9 + a10, a11", "2"),
    ("kursi a9 + b", "2"),
    ("mesa a9 + 10%", "2"),
    ("kamar 12a + 12b", "3"),
    ("cabines c4 & c5", "1"),
]


@pytest.mark.parametrize(("said", "count"), LISTED_PROBES)
def test_listed_probes_state_no_count(said: str, count: str) -> None:
    assert not states_item_count(said, count)


WITH_PROBES = [  # a value joined by "with": another word of joining, a negation, an alternative, another order
    ("pizza with mushrooms", "pizza or mushrooms"),
    ("pizza with mushrooms", "pizza not with mushrooms"),
    ("pizza with mushrooms", "pizza with no mushrooms"),
    ("pizza with mushrooms", "mushrooms with pizza"),
    ("tarta con nata", "tarta sin nata"),
    ("tarta con nata", "tarta grande o nata"),
    ("gateau avec creme", "gateau sans creme"),
    ("gateau avec creme", "gateau ou avec creme"),
    ("kuchen mit sahne", "kuchen ohne sahne"),
    ("nasi dengan ayam", "nasi tanpa ayam"),
]


@pytest.mark.parametrize(("needle", "said"), WITH_PROBES)
def test_with_probes_are_no_form_of_the_value(needle: str, said: str) -> None:
    assert not any(re.fullmatch(r, said) for r in form_readings(needle, needle))
