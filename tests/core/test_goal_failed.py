"""A deed tried and failed, and idioms holding a word of doing: no deed (goal_failed, goal_lookalikes.IDIOMS).

Found by probing the check with conversations written to fool it (bench/README, round 15 review): each failure or
idiom beside its done twin in the same words.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_done import is_done
from user_sim.core.goal_failed import failed

TABLES = {
    "en": ("Book a table for {{n}} on {{day}}", "Friday", "Saturday"),
    "es": ("Reserva una mesa para {{n}} el {{day}}", "viernes", "sábado"),
    "pt": ("Reserve uma mesa para {{n}} na {{day}}", "sexta", "sábado"),
    "it": ("Prenota un tavolo per {{n}} {{day}}", "venerdì", "sabato"),
    "fr": ("Réserve une table pour {{n}} {{day}}", "vendredi", "samedi"),
    "de": ("Reserviere einen Tisch für {{n}} am {{day}}", "Freitag", "Samstag"),
    "nl": ("Reserveer een tafel voor {{n}} op {{day}}", "vrijdag", "zaterdag"),
    "id": ("Pesan meja untuk {{n}} orang hari {{day}}", "Jumat", "Sabtu"),
}


def _reached(lang: str, reply: str) -> bool:
    goal, day, other = TABLES[lang]
    values, options = {"n": ["4"], "day": [day]}, {"n": ("4", "6"), "day": (day, other)}
    return reached_per_turn([goal], values, options, ["Hi", reply])[-1]


@pytest.mark.parametrize(
    ("lang", "tried", "done"),
    [
        ("en", "Table for 4 on Friday: I was unable to get that booked.", "Table for 4 on Friday: I got that booked."),
        ("en", "Sorry, I couldn't get the table for 4 on Friday booked.", "I've booked the table for 4 on Friday."),
        ("es", "Mesa para 4 el viernes: lamentablemente no se pudo reservar.", "Mesa para 4 el viernes: reservada."),
        ("pt", "Mesa para 4 na sexta: infelizmente não foi possível reservar.", "Mesa para 4 na sexta: reservada."),
        ("it", "Tavolo per 4 venerdì: non sono riuscito a prenotarlo.", "Tavolo per 4 venerdì: prenotato."),
        ("fr", "Table pour 4 vendredi : je n'ai pas pu la réserver.", "Table pour 4 vendredi : réservée."),
        ("de", "Tisch für 4 am Freitag: ich konnte ihn nicht reservieren.", "Tisch für 4 am Freitag: reserviert."),
        ("nl", "Tafel voor 4 op vrijdag: het reserveren is niet gelukt.", "Tafel voor 4 op vrijdag: gereserveerd."),
        ("id", "Meja untuk 4 orang hari Jumat gagal dipesan.", "Meja untuk 4 orang hari Jumat sudah dipesan."),
    ],
)
def test_a_deed_tried_and_failed_is_not_done(lang: str, tried: str, done: str) -> None:
    assert failed(tried) and not is_done(tried)
    assert not _reached(lang, tried)
    assert _reached(lang, done)


@pytest.mark.parametrize(
    "cannot_undo",
    [
        "Tu mesa para 4 el viernes está reservada; no se puede cancelar.",
        "Ihr Tisch für 4 am Freitag ist reserviert und kann nicht storniert werden.",
        "Meja untuk 4 orang hari Jumat sudah dipesan, tidak bisa dibatalkan.",
    ],
)
def test_a_deed_that_cannot_be_undone_is_no_failure(cannot_undo: str) -> None:
    assert not failed(cannot_undo)


@pytest.mark.parametrize(
    ("lang", "idiom", "done"),
    [
        ("es", "Mesa para 4 el viernes: de hecho, está libre.", "Mesa para 4 el viernes: hecho, reservada."),
        ("it", "Tavolo per 4 venerdì: di fatto è libero.", "Tavolo per 4 venerdì: fatto, è prenotato."),
        ("fr", "Table pour 4 vendredi : tout à fait, c'est possible.", "Table pour 4 vendredi : c'est fait."),
        ("en", "Table for 4 on Friday: in fact, it's free.", "Table for 4 on Friday: done, it's booked."),
    ],
)
def test_an_idiom_holding_a_word_of_doing_is_no_deed(lang: str, idiom: str, done: str) -> None:
    assert not _reached(lang, idiom)
    assert _reached(lang, done)


def test_trying_to_get_it_booked_is_not_done() -> None:
    assert not _reached("en", "I'm trying to get a table for 4 on Friday booked.")
    assert _reached("en", "I got a table for 4 on Friday booked.")


@pytest.mark.parametrize(
    ("lang", "negated", "done"),
    [
        ("en", "The table for 4 on Friday was not booked.", "The table for 4 on Friday was booked."),
        ("en", "The table for 4 on Friday could not be booked.", "The table for 4 on Friday has been booked."),
        ("de", "Der Tisch für 4 am Freitag wurde nicht gebucht.", "Der Tisch für 4 am Freitag wurde gebucht."),
        ("it", "Il tavolo per 4 venerdì non è stato prenotato.", "Il tavolo per 4 venerdì è stato prenotato."),
        ("fr", "La table pour 4 vendredi n'a pas été réservée.", "La table pour 4 vendredi a été réservée."),
        ("nl", "De tafel voor 4 op vrijdag is niet gereserveerd.", "De tafel voor 4 op vrijdag is gereserveerd."),
        ("es", "La mesa para 4 el viernes no se ha reservado.", "La mesa para 4 el viernes se ha reservado."),
        ("pt", "A mesa para 4 na sexta não foi reservada.", "A mesa para 4 na sexta foi reservada."),
    ],
)
def test_a_deed_negated_is_not_done(lang: str, negated: str, done: str) -> None:
    assert not _reached(lang, negated)
    assert _reached(lang, done)


@pytest.mark.parametrize(
    ("lang", "taken"),
    [
        ("en", "Sorry, Friday for 4 is fully booked."),
        ("en", "Tables for 4 on Friday are booked solid."),
        ("es", "El viernes las mesas para 4 ya están todas reservadas."),
        ("pt", "Tentei reservar para 4 na sexta, mas está lotado."),
        ("id", "Meja untuk 4 orang hari Jumat sudah dipesan semua oleh tamu lain."),
    ],
)
def test_every_place_taken_or_only_tried_is_not_done(lang: str, taken: str) -> None:
    assert not _reached(lang, taken)


@pytest.mark.parametrize(
    ("sent", "done"),
    [
        (
            "Te envié el presupuesto P-3321 para la reparación de la lavadora.",
            "Reparación de la lavadora agendada, ref R-3321.",
        ),
        ("I've sent quote #Q-5512 for the washing machine repair.", "Washing machine repair booked, ref R-5512."),
        (
            "Preventivo per la riparazione della lavatrice: numero P-4410.",
            "Riparazione della lavatrice prenotata, n. R-4410.",
        ),
    ],
)
def test_a_quote_sent_is_no_repair_booked(sent: str, done: str) -> None:
    goal = "Book a repair for the {{item}}"
    item = next(i for i in ("lavadora", "washing machine", "lavatrice") if i in sent)
    values, options = {"item": [item]}, {"item": (item, "fridge")}
    assert not reached_per_turn([goal], values, options, ["Hi", sent])[-1]
    assert reached_per_turn([goal], values, options, ["Hi", done])[-1]


@pytest.mark.parametrize(
    ("lang", "earlier", "now"),
    [
        ("it", "L'ultima volta aveva prenotato un tavolo per 4 venerdì.", "Ho prenotato un tavolo per 4 venerdì."),
        (
            "de",
            "Letztes Mal hatten Sie einen Tisch für 4 am Freitag reserviert.",
            "Ich habe einen Tisch für 4 am Freitag reserviert.",
        ),
        (
            "fr",
            "La dernière fois, vous aviez réservé une table pour 4 vendredi.",
            "J'ai réservé une table pour 4 vendredi.",
        ),
        (
            "nl",
            "Vorig jaar had u ook een tafel voor 4 op vrijdag gereserveerd.",
            "Ik heb een tafel voor 4 op vrijdag gereserveerd.",
        ),
        ("pt", "Como você tinha pedido, reservei a mesa para 4 na sexta.", "Reservei a mesa para 4 na sexta."),
    ],
)
def test_a_deed_of_an_earlier_occasion_is_not_done_now(lang: str, earlier: str, now: str) -> None:
    assert _reached(lang, earlier) is (lang == "pt")  # "como tinha pedido, reservei": done beside it
    assert _reached(lang, now)


def test_made_for_you_is_no_deed() -> None:
    assert not _reached("fr", "C'est fait pour vous : table pour 4 vendredi.")
    assert _reached("fr", "C'est fait : table pour 4 vendredi.")


@pytest.mark.parametrize(
    "may",
    [
        "Votre réservation du 3 mai est confirmée.",
        "Ihre Buchung für den 3. Mai ist bestätigt.",
        "La prenotazione del 3 maggio è confermata.",
    ],
)
def test_a_month_named_like_a_negation_negates_nothing(may: str) -> None:
    assert not failed(may, is_done) and is_done(may)  # French and German "mai" is May, not Italian "never"
