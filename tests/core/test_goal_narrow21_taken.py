"""A place said taken with a subject of its own: no deed of the user's (goal_taken.taken_away, round 21).

``Sorry, the room for 8 people on Friday is already taken``, ``la mesa … ya está ocupada``, ``der Tisch … ist schon
vergeben``: the place is held by someone else. Not ``taken care of``, not the user's place, and not rooms taken
beside a table booked. Each beside its done twin, then probes that must stay open.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_shorthand import counted_hours_slots
from user_sim.core.goal_values import canonical

ROOM = ("Book a room for {{n}} people on {{day}}", {"n": ["8"], "day": ["Friday"]})
ROOM_OPTIONS = {"n": ("8", "10"), "day": ("Friday", "Saturday")}
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


def _room(reply: str) -> bool:
    return reached_per_turn([ROOM[0]], ROOM[1], ROOM_OPTIONS, ["Hi", reply])[-1]


def _reached(lang: str, reply: str) -> bool:
    goal, day, other = TABLES[lang]
    values, options = {"n": ["4"], "day": [day]}, {"n": ("4", "6"), "day": (day, other)}
    return reached_per_turn([goal], values, options, ["Hi", reply])[-1]


_STUDIO = "boek studio b voor 2 uur"
REGRETS = [  # each word of goal_no_words.SORRY, then of OCCUPIED: REGRET is both, read by goal_shorthand
    "unfortunately", "sadly", "sorry", "lo siento", "désolée", "maaf", "I'm afraid", "lamentablemente",
    "desafortunadamente", "por desgracia", "infelizmente", "lamentavelmente", "malheureusement", "leider",
    "purtroppo", "helaas", "sayangnya", "mohon maaf",
    "taken", "occupato", "occupata", "ocupado", "ocupadas", "besetzt", "vergeben", "bezet", "occupée", "terisi",
]  # fmt: skip


@pytest.mark.parametrize("word", REGRETS)
def test_a_slot_of_hours_regretted_or_taken_states_no_hours(word: str) -> None:
    assert counted_hours_slots(canonical("studio b, donderdag 15:00–17:00"), "2", _STUDIO)
    assert counted_hours_slots(canonical(f"studio b, donderdag 15:00–17:00 {word}"), "2", _STUDIO) == []


@pytest.mark.parametrize(
    ("taken", "done"),
    [
        ("Sorry, the room for 8 people on Friday is already taken.", "The room for 8 people on Friday is booked."),
        ("The room for 8 people on Friday is already taken.", "Your room for 8 people on Friday is booked."),
        ("The room for 8 people on Friday is taken.", "The room for 8 people on Friday is taken care of."),
    ],
)
def test_a_room_taken_beside_its_done_twin(taken: str, done: str) -> None:
    assert not _room(taken)
    assert _room(done)


@pytest.mark.parametrize(
    ("lang", "taken", "done"),
    [
        (
            "es",
            "La mesa para 4 el viernes ya está ocupada.",
            "La mesa para 4 el viernes ya está reservada a su nombre.",
        ),
        ("de", "Der Tisch für 4 am Freitag ist schon vergeben.", "Der Tisch für 4 am Freitag ist für Sie reserviert."),
        ("nl", "De tafel voor 4 op vrijdag is al bezet.", "De tafel voor 4 op vrijdag is voor u gereserveerd."),
        (
            "en",
            "The table for 4 on Friday is already taken.",
            "Table for 4 on Friday booked; all rooms are taken though.",
        ),
    ],
)
def test_a_table_occupied_beside_its_done_twin(lang: str, taken: str, done: str) -> None:
    assert not _reached(lang, taken)
    assert _reached(lang, done)


PROBES = [
    ("en", "Sorry, the table for 4 on Friday is already taken."),
    ("en", "The table for 4 on Friday has been taken by another party."),
    ("es", "Lo siento, la mesa para 4 el viernes ya está ocupada."),
    ("pt", "A mesa para 4 na sexta já está ocupada."),
    ("fr", "La table pour 4 vendredi est déjà occupée."),
    ("de", "Der Tisch für 4 am Freitag ist leider schon vergeben."),
    ("de", "Der Tisch für 4 am Freitag ist besetzt."),
    ("it", "Il tavolo per 4 venerdì è già occupato."),
    ("nl", "Helaas is de tafel voor 4 op vrijdag al bezet."),
    ("id", "Meja untuk 4 orang hari Jumat sudah terisi."),
]


@pytest.mark.parametrize(("lang", "reply"), PROBES)
def test_probes_stay_open(lang: str, reply: str) -> None:
    assert not _reached(lang, reply)
