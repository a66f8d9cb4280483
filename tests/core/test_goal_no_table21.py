"""One *no* table, read by every rule that reads a no (goal_no_words, round 21).

The *no* alternation is written once (:data:`user_sim.core.goal_no_words.NO_WORDS`, its verb part ``NOT_WORDS`` and
its named parts ``NE`` and ``NO_MORE``) and read by the negation of a sentence (goal_beside), the no that takes a
deed back (goal_gone), the apology before a no (goal_yesno_said), the deed negated (goal_negated), the answer that
does not know (goal_yesno) and, with *without* (``NOT_WITH``), the value that is never reworded (goal_wording,
goal_forms, goal_values); the regret words are one table (``SORRY``) read whole by the negation; a no said is the
no half of ``YES_NO`` (goal_yes_no_words). Each reading beside its done twin, then probes that must stay open.
"""

from __future__ import annotations

import re

import pytest

from tests.core.support import reached_per_turn
from user_sim.core import (
    goal_beside,
    goal_forms,
    goal_gone,
    goal_needs,
    goal_negated,
    goal_values,
    goal_wording,
    goal_yesno,
    goal_yesno_said,
)
from user_sim.core.goal_conjunctions import WITHOUT, WITHOUT_AS_NO, either
from user_sim.core.goal_no_words import NE, NO_MORE, NO_WORDS, NOT_WITH, NOT_WORDS, SORRY
from user_sim.core.goal_plain_not import BARE_NOT, NONE, PLAIN_NOT
from user_sim.core.goal_values import states
from user_sim.core.goal_yes_no_words import NO_SAID, YES_NO
from user_sim.core.goals import normalise

TABLES = {
    "en": ("Book a table for {{n}} on {{day}}", "Friday", "Saturday"),
    "es": ("Reserva una mesa para {{n}} el {{day}}", "viernes", "sábado"),
    "pt": ("Reserve uma mesa para {{n}} na {{day}}", "sexta", "sábado"),
    "fr": ("Réserve une table pour {{n}} {{day}}", "vendredi", "samedi"),
    "de": ("Reserviere einen Tisch für {{n}} am {{day}}", "Freitag", "Samstag"),
    "it": ("Prenota un tavolo per {{n}} {{day}}", "venerdì", "sabato"),
    "nl": ("Reserveer een tafel voor {{n}} op {{day}}", "vrijdag", "zaterdag"),
    "id": ("Pesan meja untuk {{n}} orang hari {{day}}", "Jumat", "Sabtu"),
}


def _reached(lang: str, reply: str) -> bool:
    goal, day, other = TABLES[lang]
    return reached_per_turn([goal], {"n": ["4"], "day": [day]}, {"n": ("4", "6"), "day": (day, other)}, ["Hi", reply])[
        -1
    ]


def test_every_reader_builds_its_no_from_the_one_table() -> None:
    assert NO_WORDS in goal_beside.NEGATION.pattern and NE in goal_beside.NEGATION.pattern
    assert SORRY in goal_beside.NEGATION.pattern
    assert NO_WORDS in goal_gone._GONE.pattern and NO_MORE in goal_gone._GONE.pattern
    assert NO_WORDS in goal_yesno_said._SORRY_NO.pattern and NOT_WORDS in goal_negated._NOT.pattern
    assert PLAIN_NOT in goal_yesno._UNSURE.pattern and NONE in goal_yesno._UNSURE.pattern
    assert PLAIN_NOT in NOT_WORDS and BARE_NOT in PLAIN_NOT and NOT_WORDS in NO_WORDS and NONE in NO_WORDS
    assert BARE_NOT in goal_needs._NOTHING.pattern and NONE in goal_needs._NOTHING.pattern
    assert NOT_WITH in goal_wording._NEGATION.pattern and NOT_WITH in goal_forms._EXTRA
    assert NOT_WITH in goal_forms.INSERTED and goal_forms.INSERTED in goal_forms._EXTRA
    assert goal_values.INSERTED is goal_forms.INSERTED
    assert goal_yesno._NO.pattern == NO_SAID and NO_SAID in YES_NO
    assert either(WITHOUT_AS_NO) in NO_MORE and set(WITHOUT_AS_NO) < set(WITHOUT)  # NO_MORE reads WITHOUT's part


@pytest.mark.parametrize(
    "word", ["nooit", "jamais", "niemals", "nie", "tidak", "belum", "kein", "geen", "tak", "bukan"]
)
def test_a_word_of_the_table_reaches_every_reader(word: str) -> None:
    assert goal_beside.negated(word)
    assert goal_gone.gone(f"{word} booked") and goal_gone.gone(f"{word} geboekt")
    assert goal_yesno_said.sorry_no(f"sorry, {word} termasuk")
    assert goal_wording._NEGATION.fullmatch(word) and re.fullmatch(NOT_WITH, word)


@pytest.mark.parametrize(
    "regret",
    [
        "Sadly,",
        "I'm afraid",
        "Lamentablemente,",
        "Por desgracia,",
        "Infelizmente,",
        "Lamentavelmente,",
        "Malheureusement,",
        "Désolée,",
        "Sayangnya,",
        "Mohon maaf,",
        "Leider",
        "Helaas,",
    ],
)
def test_every_regret_of_the_one_table_negates(regret: str) -> None:
    assert goal_beside.negated(normalise(f"{regret} Friday at 8."))
    assert not goal_beside.negated(normalise("Friday at 8."))


@pytest.mark.parametrize(
    ("lang", "negative", "done"),
    [
        ("pt", "Reserva feita! Infelizmente, mesa para 4 na sexta.", "Reserva feita! Mesa para 4 na sexta."),
        ("es", "¡Reserva hecha! Lamentablemente, mesa para 4 el viernes.", "¡Reserva hecha! Mesa para 4 el viernes."),
        (
            "fr",
            "Réservation faite ! Malheureusement, table pour 4 vendredi.",
            "Réservation faite ! Table pour 4 vendredi.",
        ),
        (
            "id",
            "Pesanan masuk! Sayangnya, meja untuk 4 orang hari Jumat.",
            "Pesanan masuk! Meja untuk 4 orang hari Jumat.",
        ),
        ("en", "Booking done! Sadly, table for 4 on Friday.", "Booking done! Table for 4 on Friday."),
        ("de", "Buchung erledigt! Tisch für 4 am Freitag nie.", "Buchung erledigt! Tisch für 4 am Freitag."),
        ("nl", "Reservering gedaan! Tafel voor 4 op vrijdag nooit.", "Reservering gedaan! Tafel voor 4 op vrijdag."),
        ("fr", "Réservation faite ! Table pour 4 vendredi, jamais.", "Réservation faite ! Table pour 4 vendredi."),
        ("id", "Pesanan masuk! Meja untuk 4 orang hari Jumat tak.", "Pesanan masuk! Meja untuk 4 orang hari Jumat."),
    ],
)
def test_a_regret_or_a_never_beside_the_values_is_no_deed(lang: str, negative: str, done: str) -> None:
    assert not _reached(lang, negative)
    assert _reached(lang, done)


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("Nasi goreng tidak pedas, siap.", "nasi goreng pedas"),
        ("Sambal belum pedas ya.", "sambal pedas"),
        ("Kue tak manis.", "kue manis"),
        ("Pizza não picante, pronta.", "pizza picante"),
        ("Salsa nunca picante.", "salsa picante"),
        ("Pizza never spicy.", "spicy pizza"),
        ("Tee nie süß.", "Tee süß"),
    ],
)
def test_a_value_negated_by_any_word_of_the_table_is_not_stated(said: str, value: str) -> None:
    assert not states(said, value)
    assert states(re.sub(r"\s(?:tidak|belum|tak|não|nunca|never|nie)\s", " ", said), value)


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("en", "Sadly, we can book the table for 4 on Friday only by phone."),
        ("en", "I'm afraid I'll book the table for 4 on Friday later."),
        ("pt", "Infelizmente, a mesa para 4 na sexta? Vou verificar."),
        ("es", "Lamentablemente, la mesa para 4 el viernes no se pudo reservar."),
        ("fr", "Malheureusement, je réserverai la table pour 4 vendredi demain."),
        ("id", "Sayangnya, meja untuk 4 orang hari Jumat gagal dipesan."),
        ("de", "Den Tisch für 4 am Freitag haben wir niemals reserviert."),
        ("nl", "De tafel voor 4 op vrijdag is nooit gereserveerd."),
        ("fr", "La table pour 4 vendredi n'a jamais été réservée."),
        ("de", "Der Tisch für 4 am Freitag wird nie reserviert."),
        ("id", "Meja untuk 4 orang hari Jumat bukan dipesan, masih menunggu."),
        ("nl", "Helaas, de tafel voor 6 op vrijdag is gereserveerd."),
        ("pt", "Reserva feita! Infelizmente, mesa para 4 no sábado."),
        ("it", "Purtroppo il tavolo per 4 venerdì lo prenoto solo domani."),
    ],
)
def test_no_table_probes_stay_open(lang: str, reply: str) -> None:
    assert not _reached(lang, reply)


@pytest.mark.parametrize(
    ("lang", "negated", "word"),
    [
        ("de", "Den Tisch für 4 am Freitag haben wir niemals reserviert.", "niemals "),
        ("nl", "De tafel voor 4 op vrijdag is nooit gereserveerd.", "nooit "),
        ("fr", "La table pour 4 vendredi a jamais été réservée.", "jamais "),
        ("de", "Der Tisch für 4 am Freitag wurde nie reserviert.", "nie "),
        ("id", "Meja untuk 4 orang hari Jumat belum dipesan.", "belum "),
        ("pt", "A mesa para 4 na sexta nunca foi reservada.", "nunca "),
        ("en", "The table for 4 on Friday was never booked.", "never "),
    ],
)
def test_a_table_word_alone_keeps_the_deed_open(lang: str, negated: str, word: str) -> None:
    assert not _reached(lang, negated)
    assert _reached(lang, negated.replace(word, "", 1))  # the twin differs by the table word only


def test_a_no_more_of_a_place_is_not_read_as_a_sentence_negation() -> None:
    assert goal_gone.gone("Non c'è nessun posto libero.") and goal_gone.gone("Il n'y a plus de place.")
    assert not goal_beside.negated(normalise("Nessun problema, ho prenotato il tavolo."))
    assert not goal_gone.gone("Il ne reste qu'une place.") and not goal_gone.gone("Domani ne ho uno libero.")


@pytest.mark.parametrize("word", ["nggak", "enggak", "gak", "ndak"])
def test_spoken_indonesian_not_is_one_table_read_by_its_three_readers(word: str) -> None:
    from user_sim.core.goal_needs import _NOTHING
    from user_sim.core.goal_no_words import SPOKEN_NOT
    from user_sim.core.goal_shapes import _NEEDLESS
    from user_sim.core.goal_yes_no_words import NOT_AT_ALL

    assert SPOKEN_NOT in _NOTHING.pattern and SPOKEN_NOT in _NEEDLESS.pattern and SPOKEN_NOT in NOT_AT_ALL
    assert _NOTHING.search(f"{word} butuh apa-apa lagi") and _NEEDLESS.search(f"{word} perlu bawa apa-apa")
    assert re.fullmatch(NOT_AT_ALL, f"sama sekali {word}")
    assert not goal_beside.negated(normalise(f"Mau dipisah atau {word}?"))  # no sentence's negation
