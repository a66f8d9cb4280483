"""Round 23, copies folded: each reading takes its words from the one table that holds them.

1. A Romance move form's clitics come from :mod:`user_sim.core.goal_you` (``TO_YOU``, ``SE``, ``GLIE``, then ``IT``,
   widened with ``li``, ``los``, ``las``, and ``OF_IT``); the widened *them* is read by goal_later's confirming to come
   too (``se los confirmará``, ``ve li confermerà``), and *already* before a future (goal_tense) reads goal_you.CLITICS.
2. The moved participles of English and French (``moved``, ``rescheduled``, ``changed``; ``déplacé``, ``décalé``,
   ``reporté``) are :data:`user_sim.core.goal_move_words.MOVED_ENGLISH` and ``MOVED_FRENCH``, read by goal_deeds (a
   service done) and goal_range_end (a move from one day to another).
3. The chatbot's own *must* (goal_later.MY_DUTY) and someone's *has to* read goal_keywords.MUST.
4. goal_secure's ``in order to lock`` is its ``to lock``.
5. :func:`user_sim.core.goal_conjunctions.either` writes the same text whatever order the words come in.
Every sentence was written for these tests; none comes from the labelled sets under bench/.
"""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.core.support import table_reached
from tests.core.test_goal_narrow21_moved import _reached
from user_sim.core import goal_conjunctions
from user_sim.core.goal_conjunctions import either
from user_sim.core.goal_later import confirms_later, promised
from user_sim.core.goal_secure import unsecured
from user_sim.core.goal_tense import is_future

# 1. The clitics of a move form (goal_you), in the goal: its first date is then the one asked

_SPOSTATA = "La prenotazione per 4 persone è stata spostata dal 12 al 13 luglio."
_CAMBIADA = "La reserva para 4 fue cambiada del 12 al 13 de julio."
CLITIC_MOVES = [
    ("li", "it", "Potete spostarli? I tavoli per {{n}} persone del {{date}}", _SPOSTATA),
    ("ne", "it", "Vorrei spostarne la data: la prenotazione per {{n}} persone del {{date}}", _SPOSTATA),
    ("glie", "it", "Potete spostarglielo? Il tavolo per {{n}} persone del {{date}}", _SPOSTATA),
    ("ve", "it", "Potete spostarvelo voi? Il tavolo per {{n}} persone del {{date}}", _SPOSTATA),
    ("ci", "it", "Spostateci la prenotazione per {{n}} persone del {{date}}", _SPOSTATA),
    ("los", "es", "Quiero cambiarlos: los boletos para {{n}} del {{date}}", _CAMBIADA),
    ("las", "es", "Necesito trasladarlas: las mesas para {{n}} del {{date}}", _CAMBIADA),
    ("se", "es", "Quiero cambiárselo: el turno para {{n}} del {{date}}", _CAMBIADA),
    ("nos", "es", "Necesito cambiarnos la reserva para {{n}} del {{date}}", _CAMBIADA),
]
NO_MOVE_GOAL = [
    ("it", "Prenota i tavoli per {{n}} persone del {{date}}", _SPOSTATA),
    ("es", "Reserva las mesas para {{n}} del {{date}}", _CAMBIADA),
]


@pytest.mark.parametrize(("word", "lang", "goal", "reply"), CLITIC_MOVES)
def test_a_move_form_with_a_clitic_keeps_the_goals_first_date(word: str, lang: str, goal: str, reply: str) -> None:
    assert word and _reached(lang, 12, reply, goal)


@pytest.mark.parametrize(("lang", "goal", "reply"), NO_MOVE_GOAL)
def test_a_goal_that_moves_nothing_is_not_the_day_moved_from(lang: str, goal: str, reply: str) -> None:
    assert not _reached(lang, 12, reply, goal)


# goal_you.IT widened: *them* before a confirming to come (goal_later) and *already* before a future (goal_tense)


@pytest.mark.parametrize(
    ("later", "now"),
    [
        ("El encargado se los confirmará mañana.", "El encargado se los confirmó ayer."),
        ("El encargado las confirmará mañana.", "El encargado las confirmó ayer."),
        ("Il gestore ve li confermerà domani.", "Il gestore ve li ha confermati ieri."),
        ("Il gestore li confermerà domani.", "Il gestore li ha confermati ieri."),
        ("Le gérant vous les confirmera demain.", "Le gérant vous les a confirmés hier."),
        ("O gerente lhes confirmará amanhã.", "O gerente lhes confirmou ontem."),
    ],
)
def test_them_before_a_confirming_to_come_is_promised(later: str, now: str) -> None:
    assert promised(later)
    assert not promised(now)


@pytest.mark.parametrize(
    ("future", "past"),
    [
        ("Ya los reservaré mañana.", "Ya los reservé ayer."),
        ("Ya se las mandaré.", "Ya se las mandé."),
        ("Já lhes ligarei amanhã.", "Já lhes liguei ontem."),
        ("Ya te llamaré.", "Ya te llamé."),
    ],
)
def test_already_before_a_future_with_its_clitics_is_the_future(future: str, past: str) -> None:
    assert is_future(future)
    assert not is_future(past)


# 2. The moved participles (goal_move_words.MOVED_ENGLISH, MOVED_FRENCH): a move from the 12th books the 13th only

MOVED_FROM_THE_12TH = [
    ("en", "Your booking for 4 was rescheduled from July 12 to July 13."),
    ("en", "Your booking for 4 was changed from July 12 to July 13."),
    ("en", "Your booking for 4 was moved from July 12 to July 13."),
    ("fr", "La réservation pour 4 a été décalée du 12 au 13 juillet."),
    ("fr", "La réservation pour 4 a été reportée du 12 au 13 juillet."),
    ("fr", "La réservation pour 4 a été déplacée du 12 au 13 juillet."),
    ("it", "La prenotazione per 4 persone è stata cambiata dal 12 al 13 luglio."),
    ("es", "La reserva para 4 fue remarcada del 12 al 13 de julio."),
]


@pytest.mark.parametrize(("lang", "reply"), MOVED_FROM_THE_12TH)
def test_a_moved_participle_moves_the_booking_off_the_first_day(lang: str, reply: str) -> None:
    assert not _reached(lang, 12, reply)
    assert _reached(lang, 13, reply)


# A participle alone says the move done (goal_deeds.SERVICE); without it the reply says no deed
_BARE_EN, _BARE_FR = "Table for 4, July 13.", "Table pour 4, 13 juillet."
SAID_DONE = [
    ("en", "Move my table for {{n}} to {{date}}", "Rescheduled: table for 4, July 13.", _BARE_EN),
    ("en", "Move my table for {{n}} to {{date}}", "Moved: table for 4, July 13.", _BARE_EN),
    ("fr", "Décale ma table pour {{n}} au {{date}}", "Décalée : table pour 4, 13 juillet.", _BARE_FR),
    ("fr", "Reporte ma table pour {{n}} au {{date}}", "Reportée : table pour 4, 13 juillet.", _BARE_FR),
    ("fr", "Déplace ma table pour {{n}} au {{date}}", "Déplacée : table pour 4, 13 juillet.", _BARE_FR),
]


@pytest.mark.parametrize(("lang", "goal", "done", "bare"), SAID_DONE)
def test_a_moved_participle_alone_says_the_move_done(lang: str, goal: str, done: str, bare: str) -> None:
    assert _reached(lang, 13, done, goal)
    assert not _reached(lang, 13, bare, goal)


# 3. goal_keywords.MUST, a function word: the modal before a confirming holds the deed back (goal_later)

MUST_STILL_TO_CONFIRM = [
    ("en", "Your table for 4 on Friday is booked, but the manager must still confirm it.", "You must arrive by 7pm."),
    (
        "fr",
        "Votre table pour 4 vendredi est réservée, mais le restaurant doit encore la confirmer.",
        "Le groupe doit arriver à 19h.",
    ),
    (
        "de",
        "Ihr Tisch für 4 am Freitag ist reserviert, das Restaurant muss ihn noch bestätigen.",
        "Man muss nur pünktlich sein.",
    ),
    (
        "it",
        "Il tavolo per 4 venerdì è prenotato, ma il ristorante deve ancora confermarlo.",
        "Si deve arrivare puntuali.",
    ),
    (
        "nl",
        "Je tafel voor 4 op vrijdag is geboekt, maar het restaurant moet het nog bevestigen.",
        "Je moet wel op tijd komen.",
    ),
    (
        "es",
        "Su mesa para 4 el viernes está reservada, pero el encargado todavía debe confirmarla.",
        "Debe llegar a las 19h.",
    ),
    (
        "id",
        "Meja untuk 4 orang hari Jumat sudah dipesan, tapi restoran masih harus konfirmasi.",
        "Anda harus datang tepat waktu.",
    ),
]
_DONE = {
    "en": "Your table for 4 on Friday is booked.",
    "fr": "Votre table pour 4 vendredi est réservée.",
    "de": "Ihr Tisch für 4 am Freitag ist reserviert.",
    "it": "Il tavolo per 4 venerdì è prenotato.",
    "nl": "Je tafel voor 4 op vrijdag is geboekt.",
    "es": "Su mesa para 4 el viernes está reservada.",
    "id": "Meja untuk 4 orang hari Jumat sudah dipesan.",
}


@pytest.mark.parametrize(("lang", "held", "other"), MUST_STILL_TO_CONFIRM)
def test_must_before_a_confirming_holds_the_deed_back(lang: str, held: str, other: str) -> None:
    assert not table_reached(lang, held)
    assert table_reached(lang, f"{_DONE[lang]} {other}")  # *must* of another thing holds nothing back


@pytest.mark.parametrize(
    ("mine", "yours"),
    [
        ("I must confirm it with the kitchen.", "You must confirm it with the bank."),
        ("On doit la confirmer avec la cuisine.", "Vous devez la confirmer avec la banque."),
        ("Ich muss es bestätigen.", "Sie müssen es bestätigen."),
        ("Dafür muss ich es bestätigen.", "Dafür müssen Sie es bestätigen."),
        ("Ik moet het bevestigen.", "U moet het bevestigen."),
        ("Saya harus konfirmasi ke dapur.", "Anda harus konfirmasi ke bank."),
    ],
)
def test_the_chatbots_own_must_is_a_confirmation_to_come(mine: str, yours: str) -> None:
    assert confirms_later(mine)
    assert not confirms_later(yours)


# 4. goal_secure: *in order to* is read as its *to* (goal_purpose.TO_DO)


@pytest.mark.parametrize(
    ("step", "done"),
    [
        ("In order to lock in the date, a 50% deposit is needed.", "The date is locked in."),
        ("In order to secure the slot, please pay the deposit.", "The slot is secured."),
        ("In order to hold the table, we need a card.", "We hold the table for you."),
    ],
)
def test_in_order_to_secure_is_a_step_still_to_take(step: str, done: str) -> None:
    assert unsecured([step])
    assert not unsecured([done])


# 5. either: one text whatever order the words come in (longest first, then A to Z)


def test_either_writes_one_text_whatever_the_order_of_the_words() -> None:
    words = ("ab", "cd", "ef", "gh", "xyz", "ij")
    assert {either(tuple(order)) for order in itertools.permutations(words)} == {"(?:xyz|ab|cd|ef|gh|ij)"}
    assert either(("gh", "ab"), ("xyz", "cd")) == either(("cd",), ("ab", "xyz", "gh")) == "(?:xyz|ab|cd|gh)"


def test_either_writes_one_text_whatever_the_hash_seed() -> None:
    code = "from user_sim.core.goal_conjunctions import AND, BUT, OR, either; print(either(AND, BUT, OR))"
    src = str(Path(goal_conjunctions.__file__).resolve().parents[2])  # the source this test imports
    texts = set()
    for seed in ("1", "2", "3", "4"):
        env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": src}
        texts.add(subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True).stdout)
    assert len(texts) == 1
    assert texts.pop().startswith("(?:")
