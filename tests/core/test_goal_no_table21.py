"""One *no* table, read by every rule that reads a no (goal_no_words, round 21).

The *no* alternation is written once (:data:`user_sim.core.goal_no_words.NO_WORDS`, its verb part ``NOT_WORDS`` and
its named parts ``NE`` and ``NO_MORE``) and read by the negation of a sentence (goal_beside), the no that takes a
deed back (goal_gone), the apology before a no (goal_yesno_said), the deed negated (goal_failed), the answer that
does not know (goal_yesno) and, with *without* (``NOT_WITH``), the value that is never reworded (goal_wording,
goal_forms, goal_values); the regret words are one table (``SORRY``) read whole by the negation; a no said is the
no half of ``YES_NO`` (goal_yes_no_words). Each reading beside its done twin, then probes that must stay open.
"""

from __future__ import annotations

import re

import pytest

from tests.core.support import reached_per_turn
from user_sim.core import goal_beside, goal_gone, goal_wording, goal_yesno, goal_yesno_said
from user_sim.core.goal_forms import form_readings
from user_sim.core.goal_needs import owes_requirement
from user_sim.core.goal_no_words import NOT_WITH
from user_sim.core.goal_values import states
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


NEGATED = [  # each word of goal_no_words.NOT_WORDS negating the deed; the twin without it is done
    ("en", "The table for 4 on Friday was not booked.", "not "),
    ("en", "The table for 4 on Friday wasn't booked.", "n't"),
    ("en", "The table for 4 on Friday was never booked.", "never "),
    ("es", "La mesa para 4 el viernes nunca fue reservada.", "nunca "),
    ("pt", "A mesa para 4 na sexta não foi reservada.", "não "),
    ("fr", "La table pour 4 vendredi n'a pas été réservée.", "n'a pas"),
    ("fr", "La table pour 4 vendredi n'a jamais été réservée.", "n'a jamais"),
    ("de", "Der Tisch für 4 am Freitag ist nicht reserviert.", "nicht "),
    ("de", "Der Tisch für 4 am Freitag wurde nie gebucht.", "nie "),
    ("de", "Der Tisch für 4 am Freitag wurde niemals gebucht.", "niemals "),
    ("it", "Il tavolo per 4 venerdì non è prenotato.", "non "),
    ("nl", "De tafel voor 4 op vrijdag is niet gereserveerd.", "niet "),
    ("nl", "De tafel voor 4 op vrijdag is nooit geboekt.", "nooit "),
    ("id", "Meja untuk 4 orang hari Jumat belum dipesan.", "belum "),
    ("id", "Meja untuk 4 orang hari Jumat tidak dipesan.", "tidak "),
]


@pytest.mark.parametrize(("lang", "negated", "word"), NEGATED)
def test_each_not_word_keeps_the_deed_open(lang: str, negated: str, word: str) -> None:
    assert not _reached(lang, negated)
    assert _reached(lang, negated.replace(word, "a" if word.startswith("n'a") else "", 1))


@pytest.mark.parametrize(
    ("unsure", "sure"),
    [  # goal_yesno.unsure reads PLAIN_NOT (nicht, pas, não, non, niet, tidak) and NONE (keine, geen)
        ("Das kann ich nicht sagen.", "Das kann ich sagen."),
        ("Je ne peux pas le dire.", "Je peux le dire."),
        ("Ça, je peux pas le dire.", "Ça, je peux le dire."),
        ("Não posso dizer.", "Posso dizer."),
        ("Non posso dirlo.", "Posso dirlo."),
        ("Dat kan ik niet zeggen.", "Dat kan ik zeggen."),
        ("Saya tidak bisa bilang.", "Saya bisa bilang."),
        ("Dazu habe ich keine Informationen.", "Dazu habe ich Informationen."),
        ("Daar heb ik geen informatie over.", "Daar heb ik informatie over."),
    ],
)
def test_a_plain_not_or_none_before_saying_does_not_know(unsure: str, sure: str) -> None:
    assert goal_yesno.unsure(normalise(unsure))
    assert not goal_yesno.unsure(normalise(sure))


@pytest.mark.parametrize(
    ("needless", "needed"),
    [  # goal_needs reads BARE_NOT (nicht, niet, non, tidak) and NONE (kein, geen): nothing more is needed
        ("Einen Ausweis brauche ich nicht.", "Einen Ausweis brauche ich."),
        ("Een paspoort is niet nodig.", "Een paspoort is nodig."),
        ("Per il check-in non mi serve un documento.", "Per il check-in mi serve un documento."),
        ("Untuk check-in saya tidak perlu KTP Anda.", "Untuk check-in saya perlu KTP Anda."),
        ("Ich brauche keinen Ausweis von Ihnen.", "Ich brauche Ihren Ausweis."),
        ("Ik heb geen paspoort nodig.", "Ik heb uw paspoort nodig."),
    ],
)
def test_a_bare_not_or_none_owes_no_requirement(needless: str, needed: str) -> None:
    assert not owes_requirement(needless)
    assert owes_requirement(needed)


@pytest.mark.parametrize(
    "said",
    [  # goal_yesno.denies: the first yes or no is a no of NO_SAID (NO_ALONE, none, NOT_AT_ALL)
        "No, dogs stay outside.", "Nope, dogs stay outside.", "Nein, Hunde bleiben draußen.",
        "Non, les chiens restent dehors.", "Nee, honden blijven buiten.", "Não, os cães ficam lá fora.",
        "Tidak, anjing di luar.", "Bukan, itu di luar.", "Keine Hunde im Restaurant.", "Geen honden binnen.",
        "Ninguno, lo siento.", "Nessuno, mi dispiace.", "Nenhum, infelizmente.", "Aucun, désolé.", "None, sorry.",
    ],
)  # fmt: skip
def test_each_no_said_denies(said: str) -> None:
    assert goal_yesno.denies(normalise(said))
    assert not goal_yesno.denies(normalise("Yes, " + said.split(", ", 1)[-1]))


@pytest.mark.parametrize("word", ["not", "nicht", "kein", "geen", "tidak", "never", "sin", "ohne", "sem", "sans"])
def test_a_value_never_takes_a_negation_or_without_inside(word: str) -> None:  # NOT_WITH: goal_forms, goal_values
    readings = form_readings("pizza with mushrooms", "pizza with mushrooms")
    assert any(re.fullmatch(r, "pizza grande with mushrooms") for r in readings)
    assert not any(re.fullmatch(r, f"pizza {word} with mushrooms") for r in readings)
    assert states("certificato di avvenuta distruzione", "certificato di distruzione")
    assert not states(f"certificato di {word} distruzione", "certificato di distruzione")


def test_a_regret_ne_and_portuguese_without_negate_but_not_other_withouts() -> None:
    assert all(goal_beside.negated(normalise(f"{w} friday")) for w in ("sadly", "leider", "purtroppo", "helaas"))
    assert goal_beside.negated(normalise("vendredi ne convient")) and not goal_beside.negated("vendredi convient")
    assert goal_gone.gone(normalise("Sexta sem vaga.")) and not goal_gone.gone(normalise("Una mesa sin vistas."))
    assert not goal_gone.gone(normalise("Ein Tisch ohne Aussicht.")) and not goal_gone.gone("une table sans vue")


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
    from user_sim.core.goal_shapes import _NEEDLESS
    from user_sim.core.goal_yes_no_words import NOT_AT_ALL

    assert _NOTHING.search(f"{word} butuh apa-apa lagi") and _NEEDLESS.search(f"{word} perlu bawa apa-apa")
    assert re.fullmatch(NOT_AT_ALL, f"sama sekali {word}")
    assert not goal_beside.negated(normalise(f"Mau dipisah atau {word}?"))  # no sentence's negation
