"""The shared tables of the goal check and the tests that read them: *if / when / as soon as / after*
(core/goal_conjunctions.py), *free / available* (goal_status.FREE), a sentence that names a part (goal_answers).

Every sentence was written for these tests; none comes from the labelled sets under bench/.
"""

from __future__ import annotations

import re

import pytest

from tests.core.test_goal_pending import _reached
from user_sim.core.goal_answers import names_part
from user_sim.core.goal_await import TELL_WHEN
from user_sim.core.goal_conjunctions import AFTER, IF, ON_RECEIPT, SOON, WHEN, either
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_pending import FEASIBLE, UPON
from user_sim.core.goal_secure import ONCE_CONFIRMED, STILL_FREE
from user_sim.core.goal_tense import CONDITION, is_conditional
from user_sim.core.goals import normalise

GROUPS = {"IF": IF, "WHEN": WHEN, "SOON": SOON, "AFTER": AFTER, "ON_RECEIPT": ON_RECEIPT}


def test_a_word_stands_in_one_group_only() -> None:
    seen: dict[str, str] = {}
    for name, words in GROUPS.items():
        for word in words:
            assert word not in seen, f"{word!r} in {seen.get(word)} and {name}"
            seen[word] = name


def test_either_joins_the_groups_as_whole_alternatives() -> None:
    joined = re.compile(rf"(?<!\w){either(WHEN, SOON)}(?!\w)")
    assert joined.fullmatch("as soon as") and joined.fullmatch("wanneer") and joined.fullmatch("une fois")
    assert joined.search("laat het me weten als") and not joined.search("as")  # Dutch "als" is a WHEN word


@pytest.mark.parametrize("word", [*IF, *SOON])
def test_every_if_and_soon_word_makes_a_condition(word: str) -> None:
    assert CONDITION.search(f"reservado {word} confirma el pago"), word


@pytest.mark.parametrize("word", SOON)
def test_every_soon_word_waits_on_an_event(word: str) -> None:
    assert UPON.search(f"it is booked {word} the deposit arrives"), word


@pytest.mark.parametrize("word", [*IF, *WHEN, *SOON, *AFTER])
def test_every_word_before_a_confirmation_still_to_come(word: str) -> None:
    assert ONCE_CONFIRMED.search(f"the slot is yours {word} the studio has confirmed"), word


@pytest.mark.parametrize("word", [w for w in (*WHEN, *SOON, *AFTER) if w != "als"])
def test_every_when_word_leaves_the_step_to_the_user(word: str) -> None:
    assert TELL_WHEN.search(f"let me know {word} you are done"), word


@pytest.mark.parametrize(
    "sentence",
    [
        "On receipt of the deposit the table is yours.",
        "Dès réception du paiement la table est à vous.",
        "Nach Eingang der Zahlung ist der Tisch reserviert.",
        "Após o pagamento a mesa fica reservada.",
        "Meja sudah dibooking setelah DP masuk.",
        "Cuando recibamos el pago, la mesa queda reservada.",
    ],
)
def test_an_event_of_payment_waits_and_conditions(sentence: str) -> None:
    assert UPON.search(normalise(sentence)) and is_conditional(sentence), sentence


@pytest.mark.parametrize(
    "sentence",
    [  # when and after alone say a time, not a condition nor an event to wait on
        "Done: the prescription is renewed and you can pick it up when you like.",
        "Listo, la receta está renovada, puede pasar a recogerla cuando quiera.",
        "Reserved for Friday, ready for collection after 10am.",
        "Gebucht: Freitag, der Parkplatz ist nach 18 Uhr frei.",
    ],
)
def test_when_and_after_alone_are_no_condition(sentence: str) -> None:
    assert not is_conditional(sentence), sentence
    assert not UPON.search(normalise(sentence)), sentence


@pytest.mark.parametrize(
    ("sentence", "waits"),
    [
        ("let me know if you have any questions.", False),  # a courtesy: a bare if ties nothing
        ("laat het me weten als je nog vragen hebt.", False),  # Dutch "als" is "if" here
        ("kabari kami kalau ada pertanyaan.", False),
        ("let me know if you've paid.", True),
        ("kabari saya kalau sudah transfer ya.", True),
        ("laat me weten wanneer je betaald hebt.", True),
    ],
)
def test_tell_when_reads_if_only_before_the_users_deed(sentence: str, waits: bool) -> None:
    assert (TELL_WHEN.search(sentence) is not None) is waits, sentence


@pytest.mark.parametrize(
    "word", ["free", "available", "disponible", "disponível", "libre", "libera", "livre", "frei", "verfügbar", "vrij"]
)
def test_every_free_word_is_read_by_still_free_and_feasible(word: str) -> None:
    assert STILL_FREE.search(normalise(f"the slot is still {word}")), word
    assert FEASIBLE.search(normalise(f"sabado {word}")), word


@pytest.mark.parametrize(
    ("language", "reply", "reached"),
    [
        ("pt", "Sábado às 20h está disponível para 4 pessoas.", False),  # available is no booking
        ("pt", "Mesa para 4 no sábado reservada.", True),
        ("id", "Meja untuk 4 orang hari Sabtu masih tersedia.", False),
        ("id", "Meja untuk 4 orang hari Sabtu sudah dibooking.", True),
    ],
)
def test_availability_is_no_booking(language: str, reply: str, reached: bool) -> None:
    assert _reached(language, reply) is reached


@pytest.mark.parametrize(
    ("sentence", "named"),
    [
        ("Your table for 4 on Saturday.", True),  # the drawn values
        ("The table is in the garden.", True),  # a key word
        ("Thanks for waiting!", False),
    ],
)
def test_names_part_reads_the_values_and_the_key_words(sentence: str, named: bool) -> None:
    part = decompose(["book a table for {{people}} on {{day}}"], None, {"people": ["4"], "day": ["Saturday"]})[0]
    assert names_part(part, sentence) is named
