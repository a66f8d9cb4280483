"""The final review of round 20: what two reviewers found in the merged change, each beside its done or not-done twin.

* Confirm-and (``goal_confirm_first.AND_STATE``): a clause after *and* must say the deed's state; a request to confirm
  two things (``your phone number and the name on the booking``) leaves the deed done.
* One opening hour in both readings (``goal_ends``): only twelve hours apart; ``open 10:00 18:00`` gives both ends.
* A range's end (``goal_range_end``): ``departamento`` (a flat) and ``endereço`` name no end of a stay.
* A topic lead with ``circa`` (``goal_words.TOPIC_WORDS``): not before a number (``Circa i 30 minuti``).
* Confirm stems from the one table (``goal_words.CONFIRM``) in goal_finding and goal_agreed.
"""

from __future__ import annotations

import re

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_agreed import GO_ON
from user_sim.core.goal_answers import TOPIC
from user_sim.core.goal_ends import _said_end
from user_sim.core.goal_finding import _ASKS_TO_GO_ON
from user_sim.core.goal_pending import TO_CONFIRM
from user_sim.core.goals import normalise

_GOAL = ["book a table for {{people}} people on {{day}}"]
_VALUES = {"people": ["4"], "day": ["Friday"]}
_OPTIONS = {"people": ("2", "4", "6"), "day": ("Thursday", "Friday")}


def _reached(reply: str) -> bool:
    return reached_per_turn(_GOAL, _VALUES, _OPTIONS, ["Hi, a table for 4 on Friday please.", reply])[-1]


def test_a_request_to_confirm_two_things_leaves_the_deed_done() -> None:
    assert _reached("Table for 4 on Friday is booked. Please confirm your phone number and the name on the booking.")
    assert not _reached("Just confirm and your table for 4 on Friday is booked.")


@pytest.mark.parametrize(
    ("sentence", "pending"),
    [
        ("Kurz bestätigen, und die Bestellung ist aufgegeben.", True),
        ("Confirma y queda reservada.", True),
        ("Conferma e l'ordine è fatto.", True),
        ("Please confirm your phone number and the name on the booking.", False),
        ("Bitte bestätigen Sie Ihre Telefonnummer und die E-Mail.", False),
        ("Confirma tu teléfono y el nombre de la reserva.", False),
        ("Conferma il numero e la mail e il nome.", False),
        ("Conferma numero e mail e il nome.", False),
        ("Conferma e ricevuta inviate.", False),
    ],
)
def test_confirm_and_needs_a_state_after_and(sentence: str, pending: bool) -> None:
    assert (TO_CONFIRM.search(normalise(sentence)) is not None) is pending


@pytest.mark.parametrize(
    ("said", "end"),
    [
        ("apre alle 9", "open"),
        ("buka jam 9", "open"),
        ("we are open 10:00 18:00", None),
        ("open 9:00-18:00", None),
        ("open until 18:00", "close"),
    ],
)
def test_one_hour_in_both_readings_is_twelve_hours_apart(said: str, end: str | None) -> None:
    assert _said_end(normalise(said)) == end


@pytest.mark.parametrize(
    ("goal", "reply"),
    [
        ("Reserva un departamento con llegada el {{date}}.", "Hecho, departamento reservado del 03/03 al 10/03."),
        ("Reserve um quarto no endereço com chegada em {{date}}.", "Feito, quarto reservado de 03/03 a 10/03."),
    ],
)
def test_a_flat_or_an_address_names_no_end_of_the_stay(goal: str, reply: str) -> None:
    values, options = {"date": ["10 March"]}, {"date": ("3 March", "10 March")}
    assert not reached_per_turn([goal], values, options, ["Hola", reply])[-1]


@pytest.mark.parametrize(
    ("sentence", "lead"),
    [
        ("Circa il parcheggio: è gratuito.", True),
        ("Circa la caparra, te lo dico domani.", True),
        ("Circa i 30 minuti, poi è pronta.", False),
        ("Circa le 18, sì, può passare.", False),
    ],
)
def test_circa_leads_a_topic_not_a_number(sentence: str, lead: bool) -> None:
    assert (TOPIC.search(normalise(sentence)) is not None) is lead


@pytest.mark.parametrize("question", ["Bisa saya mengonfirmasi pesanannya sekarang?", "Soll ich das bestätigen?"])
def test_a_question_to_confirm_asks_to_go_on(question: str) -> None:
    assert _ASKS_TO_GO_ON.search(normalise(question))
    assert GO_ON.search(normalise(question))


@pytest.mark.parametrize(
    "sentence", ["Mohon maaf, tidak bisa.", "I'm afraid not, it's closed.", "Por desgracia no, está cerrado."]
)
def test_an_apology_before_a_no_reads_the_one_regret_table(sentence: str) -> None:
    from user_sim.core.goal_no_words import REGRET, SORRY
    from user_sim.core.goal_yesno_said import _SORRY_NO

    assert _SORRY_NO.search(normalise(sentence))
    assert re.match(SORRY, normalise(sentence).lstrip()) and re.match(REGRET, normalise(sentence).lstrip())


@pytest.mark.parametrize(
    ("sentence", "lead"),
    [("Pra a entrega: amanhã.", True), ("Für die Kaution: 50 Euro.", True), ("Por el momento, no tenemos.", False)],
)
def test_a_topic_lead_after_for_reads_the_one_for_table(sentence: str, lead: bool) -> None:
    assert (TOPIC.search(normalise(sentence)) is not None) is lead


@pytest.mark.parametrize(
    ("reply", "reached"),
    [
        ("Studio booked Thursday 6 March 14:00–17:00 with the engineer 15:00–17:00.", False),
        ("Studio booked Thursday 6 March 15:00–17:00, declined by the owner.", False),
        ("Studio booked Thursday 6 March, 15:00–17:00.", True),
    ],
)
def test_a_slot_states_the_hours_only_as_the_one_slot_not_refused(reply: str, reached: bool) -> None:
    goal = ["Book the studio on {{day}} for {{hours}} hours"]
    values = {"day": ["Thursday 6 March"], "hours": ["2"]}
    options = {"day": ("Thursday 6 March", "Friday 7 March"), "hours": ("2", "3")}
    assert reached_per_turn(goal, values, options, ["Hi", reply])[-1] is reached


def test_a_no_that_drops_the_booking_takes_it_back_even_beside_the_users_question() -> None:
    user = "A table for 4 on Friday. Is the terrace open?"
    reply = "Booked for 4 on Friday... sorry, no, the terrace is closed so I couldn't keep the booking."
    assert not reached_per_turn(["Book a table for {{n}} on Friday"], {"n": ["4"]}, {"n": ("4", "6")}, [user, reply])[
        -1
    ]
