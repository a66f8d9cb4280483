"""One table of each word list of no deed and no answer, read by every rule (goal_no_words, round 18).

English ``n't`` is read as a negation by every reader of the negation table (``The table isn't booked``), not an
imperative ``don't`` nor an inverted question (``Booked — don't forget your ID``, ``isn't it great``); the sold-out
words are one table read by the negation, the failure test (its :data:`TAKEN` part) and, on accented text, by the
participle test's ``GONE``; the failure words are one table; not knowing and cannot telling are one table read by
``cannot_tell`` and ``unsure``. Each reading beside its done (or answered) twin, then probes that must stay open.
"""

from __future__ import annotations

import re

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_beside import NEGATION, negated
from user_sim.core.goal_block import refused
from user_sim.core.goal_done import is_done
from user_sim.core.goal_failed import cannot_tell, failed
from user_sim.core.goal_lookalikes import GONE
from user_sim.core.goal_no_words import SOLD_OUT, TAKEN, accented
from user_sim.core.goal_yesno import unsure
from user_sim.core.goal_yesno_said import sorry_no
from user_sim.core.goals import normalise

TABLE = (
    "Book a table for {{n}} on {{day}}",
    {"n": ["4"], "day": ["Friday"]},
    {"n": ("4", "6"), "day": ("Friday", "Saturday")},
)
TABLES = {
    "en": TABLE,
    "es": (
        "Reserva una mesa para {{n}} el {{day}}",
        {"n": ["4"], "day": ["viernes"]},
        {"n": ("4", "6"), "day": ("viernes", "sábado")},
    ),
    "pt": (
        "Reserve uma mesa para {{n}} na {{day}}",
        {"n": ["4"], "day": ["sexta"]},
        {"n": ("4", "6"), "day": ("sexta", "sábado")},
    ),
    "it": (
        "Prenota un tavolo per {{n}} {{day}}",
        {"n": ["4"], "day": ["venerdì"]},
        {"n": ("4", "6"), "day": ("venerdì", "sabato")},
    ),
    "fr": (
        "Réserve une table pour {{n}} {{day}}",
        {"n": ["4"], "day": ["vendredi"]},
        {"n": ("4", "6"), "day": ("vendredi", "samedi")},
    ),
    "de": (
        "Reserviere einen Tisch für {{n}} am {{day}}",
        {"n": ["4"], "day": ["Freitag"]},
        {"n": ("4", "6"), "day": ("Freitag", "Samstag")},
    ),
    "nl": (
        "Reserveer een tafel voor {{n}} op {{day}}",
        {"n": ["4"], "day": ["vrijdag"]},
        {"n": ("4", "6"), "day": ("vrijdag", "zaterdag")},
    ),
    "id": (
        "Pesan meja untuk {{n}} orang hari {{day}}",
        {"n": ["4"], "day": ["Jumat"]},
        {"n": ("4", "6"), "day": ("Jumat", "Sabtu")},
    ),
}


def _reached(lang: str, reply: str) -> bool:
    goal, values, options = TABLES[lang]
    return reached_per_turn([goal], values, options, ["Hi", reply])[-1]


# --- n't: one negation word, read by every reader of the table ---------------------------------------------------


@pytest.mark.parametrize(
    ("negative", "done"),
    [
        ("The table for 4 on Friday isn't booked.", "The table for 4 on Friday is booked."),
        ("The table for 4 on Friday wasn't reserved.", "The table for 4 on Friday was reserved."),
        ("We couldn't book the table for 4 on Friday.", "We booked the table for 4 on Friday."),
        ("The table for 4 on Friday hasn't been booked.", "The table for 4 on Friday has been booked."),
        ("It wasn't possible to reserve the table for 4 on Friday.", "The table for 4 on Friday is reserved."),
    ],
)
def test_an_english_nt_negates_the_deed_beside_its_done_twin(negative: str, done: str) -> None:
    assert negated(normalise(negative)) and failed(negative, is_done) and refused(negative)
    assert not _reached("en", negative)
    assert not negated(normalise(done)) and _reached("en", done)


@pytest.mark.parametrize(
    ("lang", "negative", "done"),
    [
        ("de", "Der Tisch für 4 am Freitag ist nicht reserviert.", "Der Tisch für 4 am Freitag ist reserviert."),
        ("nl", "De tafel voor 4 op vrijdag is niet gereserveerd.", "De tafel voor 4 op vrijdag is gereserveerd."),
        ("fr", "La table pour 4 vendredi n'est pas réservée.", "La table pour 4 vendredi est réservée."),
        ("it", "Il tavolo per 4 venerdì non è prenotato.", "Il tavolo per 4 venerdì è prenotato."),
        ("pt", "A mesa para 4 na sexta não foi reservada.", "A mesa para 4 na sexta foi reservada."),
        ("id", "Meja untuk 4 orang hari Jumat belum dipesan.", "Meja untuk 4 orang hari Jumat sudah dipesan."),
    ],
)
def test_the_negation_table_in_the_other_languages(lang: str, negative: str, done: str) -> None:
    assert negated(normalise(negative)) and not _reached(lang, negative)
    assert _reached(lang, done)


@pytest.mark.parametrize(
    "done",
    [
        "Table for 4 on Friday: booked — don't forget your ID.",
        "Table for 4 on Friday booked. You're all set, no need to call.",
        "Table for 4 on Friday: it's booked, isn't it great!",
        "The table for 4 on Friday is booked. Don't worry about the deposit.",
        "Booked: table for 4 on Friday. Please don't hesitate to call us.",
    ],
)
def test_an_imperative_dont_or_an_inverted_question_is_no_negation(done: str) -> None:
    assert _reached("en", done)


@pytest.mark.parametrize(
    ("said", "negates"),
    [
        ("we don't have it", True),
        ("it isn't booked", True),
        ("they won't be booked", True),
        ("n't booked", True),
        ("don't forget your id", False),
        ("- don't worry", False),
        ("please don't hesitate", False),
        ("isn't it great", False),
        ("why don't you come", False),
    ],
)
def test_nt_in_the_negation_table(said: str, negates: bool) -> None:
    assert (NEGATION.search(said) is not None) is negates


NT_PROBES = [
    "The table for 4 on Friday isn't booked yet.",
    "Sorry, the table for 4 on Friday wasn't booked.",
    "We couldn't get the table for 4 on Friday.",
    "I haven't booked the table for 4 on Friday.",
    "The table for 4 on Friday hasn't been confirmed.",
    "We didn't reserve the table for 4 on Friday.",
    "Your table for 4 on Friday isn't confirmed until you pay the deposit.",
    "The table for 4 on Friday won't be booked until tomorrow.",
    "Table for 4 on Friday — it's not booked, don't worry, I'll do it now.",
    "The table for 4 on Friday wasn't booked: Friday is full.",
    "The table for 4 on Friday isn't reserved, shall I do it?",
    "Unfortunately the booking for 4 on Friday didn't go through.",
]


@pytest.mark.parametrize("reply", NT_PROBES)
def test_nt_probes_stay_open(reply: str) -> None:
    assert not _reached("en", reply)


# --- sold out: one table, read by the negation, the failure test (TAKEN) and GONE ---------------------------------


@pytest.mark.parametrize(
    ("lang", "gone", "done"),
    [
        ("en", "The table for 4 on Friday: sold out, sorry.", "The table for 4 on Friday: booked."),
        ("es", "La mesa para 4 el viernes está agotada.", "La mesa para 4 el viernes está reservada."),
        ("pt", "A mesa para 4 na sexta está esgotada.", "A mesa para 4 na sexta está reservada."),
        ("it", "Il tavolo per 4 venerdì è esaurito.", "Il tavolo per 4 venerdì è prenotato."),
        ("fr", "La table pour 4 vendredi est épuisée.", "La table pour 4 vendredi est réservée."),
        ("de", "Der Tisch für 4 am Freitag ist ausgebucht.", "Der Tisch für 4 am Freitag ist gebucht."),
        ("nl", "De tafel voor 4 op vrijdag is volgeboekt.", "De tafel voor 4 op vrijdag is geboekt."),
        ("nl", "De tafel voor 4 op vrijdag is overboekt.", "De tafel voor 4 op vrijdag is gereserveerd."),
        ("nl", "De tafel voor 4 op vrijdag is uitverkocht.", "De tafel voor 4 op vrijdag is gereserveerd."),
        (
            "id",
            "Meja untuk 4 orang hari Jumat sudah dipesan oleh tamu lain.",
            "Meja untuk 4 orang hari Jumat sudah dipesan.",
        ),
    ],
)
def test_sold_out_is_read_by_every_reader_beside_its_done_twin(lang: str, gone: str, done: str) -> None:
    assert negated(normalise(gone)) and refused(gone) and not _reached(lang, gone)
    assert not negated(normalise(done)) and not refused(done) and _reached(lang, done)


@pytest.mark.parametrize(
    "word", ["épuisée", "épuisés", "ausgebucht", "volgeboekt", "overboekt", "agotado", "esgotada", "esaurita"]
)
def test_gone_is_the_sold_out_table_on_accented_text(word: str) -> None:
    assert re.fullmatch(rf"(?:{accented(SOLD_OUT)})", word) is not None
    assert re.match(rf"{GONE}\w+", word) is None
    assert re.match(rf"{GONE}\w+", "réservée") is not None


@pytest.mark.parametrize(
    ("taken", "beside"),
    [
        ("Friday is fully booked.", "Samstag ist ausgebucht, ich habe Sie für Freitag gebucht."),
        ("Las mesas del viernes están todas reservadas.", "El sábado está agotado, te reservé el viernes."),
        ("Meja hari Jumat sudah dipesan semua.", "De zaterdag is volgeboekt, ik heb vrijdag voor je geboekt."),
    ],
)
def test_every_place_taken_fails_the_text_while_a_deed_beside_sold_out_stays_done(taken: str, beside: str) -> None:
    assert re.search(TAKEN, normalise(taken)) is not None and failed(taken)
    assert not failed(beside, is_done) and is_done(beside)


SOLD_OUT_PROBES = [
    ("en", "Friday for 4 is sold out, the table isn't booked."),
    ("en", "Sorry, Friday is booked up for 4."),
    ("es", "El viernes para 4 está agotado, no quedan mesas."),
    ("pt", "Sexta para 4: esgotado."),
    ("it", "Venerdì per 4 è tutto esaurito."),
    ("fr", "Vendredi pour 4 : c'est épuisé."),
    ("de", "Freitag für 4 ist leider ausgebucht."),
    ("de", "Freitag für 4 ist ausverkauft."),
    ("nl", "Vrijdag voor 4 is al volgeboekt."),
    ("nl", "Vrijdag voor 4 is uitverkocht, zaterdag kan nog."),
    ("id", "Meja untuk 4 orang hari Jumat sudah habis."),
    ("es", "Para 4 el viernes: lo siento, todas reservadas."),
]


@pytest.mark.parametrize(("lang", "reply"), SOLD_OUT_PROBES)
def test_sold_out_probes_stay_open(lang: str, reply: str) -> None:
    assert not _reached(lang, reply)


# --- failure words: one table ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "failure", "done"),
    [
        ("en", "The booking of the table for 4 on Friday failed.", "The booking of the table for 4 on Friday is done."),
        (
            "fr",
            "La réservation de la table pour 4 vendredi a échoué.",
            "La réservation de la table pour 4 vendredi est faite.",
        ),
        (
            "de",
            "Die Reservierung für 4 am Freitag ist fehlgeschlagen.",
            "Die Reservierung für 4 am Freitag ist erledigt.",
        ),
        (
            "de",
            "Die Reservierung für 4 am Freitag ist gescheitert.",
            "Die Reservierung für 4 am Freitag ist bestätigt.",
        ),
        ("nl", "De reservering voor 4 op vrijdag is mislukt.", "De reservering voor 4 op vrijdag is gelukt."),
        ("it", "La prenotazione per 4 venerdì è fallita.", "La prenotazione per 4 venerdì è confermata."),
        ("pt", "A reserva para 4 na sexta falhou.", "A reserva para 4 na sexta foi feita."),
        ("id", "Pemesanan meja untuk 4 orang hari Jumat gagal.", "Pemesanan meja untuk 4 orang hari Jumat berhasil."),
    ],
)
def test_a_failure_word_is_read_by_the_failure_test_and_the_negation(lang: str, failure: str, done: str) -> None:
    assert failed(failure) and negated(normalise(failure)) and not _reached(lang, failure)
    assert not failed(done) and _reached(lang, done)


FAILED_PROBES = [
    ("en", "The payment for the table for 4 on Friday failed."),
    ("en", "Booking the table for 4 on Friday failed, shall I try again?"),
    ("fr", "La réservation de la table pour 4 vendredi a échoué, je réessaie ?"),
    ("fr", "Échec de la réservation : table pour 4 vendredi."),
    ("de", "Die Buchung des Tisches für 4 am Freitag ist leider gescheitert."),
    ("de", "Reservierung für 4 am Freitag fehlgeschlagen."),
    ("nl", "Reservering van de tafel voor 4 op vrijdag mislukt."),
    ("it", "Il tentativo di prenotare il tavolo per 4 venerdì è fallito."),
    ("pt", "A reserva da mesa para 4 na sexta falhou."),
    ("es", "La reserva de la mesa para 4 el viernes falló."),
    ("es", "Reserva fallida: mesa para 4 el viernes."),
    ("id", "Pemesanan meja untuk 4 orang hari Jumat gagal, coba lagi?"),
]


@pytest.mark.parametrize(("lang", "reply"), FAILED_PROBES)
def test_failure_probes_stay_open(lang: str, reply: str) -> None:
    assert not _reached(lang, reply)


# --- not knowing, cannot telling: one table read by cannot_tell and unsure ----------------------------------------


@pytest.mark.parametrize(
    ("unknowing", "knowing"),
    [
        ("No lo sé.", "Lo sé: sí."),
        ("No sé si admiten perros.", "Sé que admiten perros."),
        ("No sé cuándo abre la terraza.", "La terraza abre a las 12."),
        ("Je ne peux pas vous dire si les chiens sont admis.", "Je peux vous dire que les chiens sont admis."),
        ("Ich kann leider nicht bestätigen, ob Hunde erlaubt sind.", "Ich kann bestätigen, dass Hunde erlaubt sind."),
        ("Non posso garantire che i cani siano ammessi.", "Posso garantire che i cani sono ammessi."),
        ("Saya tidak bisa memastikan apakah anjing boleh masuk.", "Saya bisa memastikan anjing boleh masuk."),
        ("Ik weet niet of honden welkom zijn.", "Ik weet dat honden welkom zijn."),
        ("Não sei se aceitam cães.", "Sei que aceitam cães."),
        ("I can't confirm whether dogs are allowed.", "I can confirm dogs are allowed."),
    ],
)
def test_not_knowing_is_unsure_beside_its_knowing_twin(unknowing: str, knowing: str) -> None:
    assert unsure(normalise(unknowing))
    assert not unsure(normalise(knowing)) and not cannot_tell(knowing)


@pytest.mark.parametrize("said", ["No se admiten perros.", "No se puede cancelar.", "No se cobra nada extra."])
def test_the_spanish_reflexive_no_se_is_no_unknowing(said: str) -> None:
    assert not unsure(normalise(said))


DOGS = ("Ask whether dogs are allowed on the terrace", {}, {})
UNSURE_PROBES = [
    "I can't confirm whether dogs are allowed on the terrace.",
    "I'm unable to say if dogs are allowed on the terrace.",
    "I can't guarantee dogs are allowed on the terrace.",
    "I don't know if dogs are allowed on the terrace.",
    "No sé si se admiten perros en la terraza.",
    "No puedo asegurar que se admitan perros en la terraza.",
    "Je ne peux pas vous dire si les chiens sont admis en terrasse.",
    "Ich kann leider nicht bestätigen, ob Hunde auf der Terrasse erlaubt sind.",
    "Non posso confermare se i cani sono ammessi in terrazza.",
    "Não consigo confirmar se cães são permitidos na esplanada.",
    "Ik kan niet bevestigen of honden op het terras mogen.",
    "Saya tidak bisa memastikan apakah anjing boleh di teras.",
]


@pytest.mark.parametrize("reply", UNSURE_PROBES)
def test_unknowing_probes_stay_open(reply: str) -> None:
    goal, values, options = DOGS
    assert not reached_per_turn([goal], values, options, ["Hi", reply])[-1]


@pytest.mark.parametrize(
    ("said", "no"),
    [
        ("Sorry, it isn't included.", True),
        ("Leider kein Frühstück.", True),
        ("Désolé, nous n'avons pas de parking.", True),
        ("Maaf, belum termasuk.", True),
        ("Lo siento, no está incluido.", True),
        ("Sorry, don't forget your ID.", False),
        ("Sorry for the wait, it's included.", False),
    ],
)
def test_an_apology_and_a_negation_of_the_table_is_a_no(said: str, no: bool) -> None:
    assert sorry_no(normalise(said)) is no


def test_every_reader_reads_the_one_negation_table() -> None:
    from user_sim.core import goal_after_user, goal_block, goal_recall, goal_siblings, goal_sole, goal_ties

    readers = (goal_after_user, goal_block, goal_recall, goal_siblings, goal_sole, goal_ties)
    assert all(reader.NEGATION is NEGATION for reader in readers)
    for word in ("sold out", "ausverkauft", "uitverkocht", "volgeboekt", "epuisee", "habis", "fehlgeschlagen"):
        assert NEGATION.search(word) is not None
