"""Two mends of round 18: a self-correction's *no* that only reassures, and a value word written with regex signs.

``Moment, nein, kein Problem`` does not take a booking back (goal_refute.retracted), while ``Moment, nein, Freitag
geht nicht`` still does; a drawn value such as ``size( keju`` is read as text, never as a pattern (goal_wording).
"""

from __future__ import annotations

import pytest

from tests.core.test_goal_failed import _reached  # one table of booking goals, shared
from user_sim.core.goal_wording import states_reworded
from user_sim.core.goals import normalise


@pytest.mark.parametrize(
    ("lang", "reassured", "retracted"),
    [
        (
            "en",
            "Booked for 4 on Friday... sorry, no, no worries at all.",
            "Booked for 4 on Friday... sorry, no, Friday is full.",
        ),
        (
            "es",
            "Mesa para 4 el viernes reservada... perdón, no, no te preocupes.",
            "Mesa para 4 el viernes reservada... perdón, no, el viernes no puedo.",
        ),
        (
            "pt",
            "Mesa para 4 na sexta reservada... desculpe, não, não tem problema.",
            "Mesa para 4 na sexta reservada... desculpe, não, na sexta não dá.",
        ),
        (
            "de",
            "Tisch für 4 am Freitag ist reserviert. Moment, nein, kein Problem.",
            "Tisch für 4 am Freitag ist reserviert. Moment, nein, Freitag geht nicht.",
        ),
        (
            "fr",
            "Table pour 4 vendredi réservée... pardon, non, pas de souci.",
            "Table pour 4 vendredi réservée... pardon, non, c'est complet.",
        ),
        (
            "it",
            "Tavolo per 4 venerdì prenotato... scusi, no, nessun problema.",
            "Tavolo per 4 venerdì prenotato... scusi, no, venerdì non si può.",
        ),
        (
            "nl",
            "Tafel voor 4 op vrijdag gereserveerd... sorry, nee, geen probleem.",
            "Tafel voor 4 op vrijdag gereserveerd... sorry, nee, vrijdag lukt niet.",
        ),
        (
            "id",
            "Meja untuk 4 orang hari Jumat sudah dipesan... maaf, tidak, tidak masalah.",
            "Meja untuk 4 orang hari Jumat sudah dipesan... maaf, tidak, hari Jumat tidak bisa.",
        ),
    ],
)
def test_a_no_that_only_reassures_takes_nothing_back(lang: str, reassured: str, retracted: str) -> None:
    assert _reached(lang, reassured)
    assert not _reached(lang, retracted)


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("en", "Booked for 4 on Friday... wait, no, problem: Friday is full."),
        ("en", "Booked for 4 on Friday... sorry, no, I'll book it once you pay, no worries."),
        ("es", "Mesa para 4 el viernes reservada... espera, no, hay un problema con el viernes."),
        ("de", "Tisch für 4 am Freitag ist reserviert... Moment, nein, Problem: Freitag ist voll."),
        ("fr", "Table pour 4 vendredi réservée... attendez, non, il y a un problème."),
        ("it", "Tavolo per 4 venerdì prenotato... aspetta, no, c'è un problema."),
        ("nl", "Tafel voor 4 op vrijdag geboekt... wacht, nee, er is een probleem."),
        ("pt", "Mesa para 4 na sexta reservada... opa, não, deu problema."),
        ("id", "Meja untuk 4 orang hari Jumat sudah dipesan... eh, tidak, ada masalah."),
        ("en", "Booked for 4 on Friday... oops, no, no: it was Saturday, sorry."),
    ],
)
def test_a_problem_named_after_the_no_still_retracts(lang: str, reply: str) -> None:
    assert not _reached(lang, reply)


@pytest.mark.parametrize(
    ("value", "said", "stated"),
    [
        ("size( keju", "we have size( & keju ready", True),
        ("c++ keju", "one c++ + keju, coming up", True),
        ("c++ keju", "one cxx + keju, coming up", False),
        ("[x cokelat", "one x + cokelat", False),
    ],
)
def test_a_value_with_regex_signs_is_read_as_text(value: str, said: str, stated: bool) -> None:
    assert states_reworded(normalise(said), normalise(value), value) is stated
