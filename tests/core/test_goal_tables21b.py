"""Round 21: word tables that stood more than once, folded into one table each and read from there.

*For*, *in order to*, *of* (:mod:`user_sim.core.goal_conjunctions`), the imperative of confirming
(:data:`user_sim.core.goal_words.CONFIRM`), the waiting list (:data:`user_sim.core.goal_held.WAITLIST`) and the long
dashes (:data:`user_sim.core.goal_conjunctions.LONG_DASHES`). Each reader takes the one table or a named subset of
it; no reader reads otherwise than before. The tests pin that no module spells a copy again (that each reader reads
each word of its table: test_goal_tables22) and what each reader reads in several languages beside its not-done
twin. Every sentence was written for these tests; none comes from the labelled sets under bench/.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.core.support import reached_per_turn
from user_sim.core import (
    goal_deeds,
    goal_halves,
    goal_measures,
    goal_moved,
    goal_pending,
    goal_rivals,
    goal_unpaid,
)
from user_sim.core.goal_clockwords import time_words
from user_sim.core.goal_dates import WEEKDAYS
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_waitlist import waitlisted
from user_sim.core.goals import normalise

CORE = Path(goal_deeds.__file__).parent


def _reads(table: re.Pattern[str], text: str) -> bool:
    return table.search(normalise(text)) is not None


# 1. No module spells a copy of a folded table (that each reader reads each word: test_goal_tables22)


@pytest.mark.parametrize(
    ("copy", "owner"),
    [
        ("lista de espera|", "goal_held.py"),  # WAITLIST
        ("–—", "goal_conjunctions.py"),  # LONG_DASHES
    ],
)
def test_no_module_spells_a_copy_of_a_folded_table(copy: str, owner: str) -> None:
    spelled = [p.name for p in sorted(CORE.glob("goal_*.py")) if copy in p.read_text(encoding="utf-8")]
    assert spelled in ([], [owner])


def test_the_joins_of_goal_rivals_are_escaped_by_the_one_helper() -> None:
    assert time_words("l' a.m") == r"a\.m|l'"  # a word of a plain table is escaped, never read as a pattern
    assert goal_rivals._BOUNDARY.search("la sala e prenotata e l'auditorium anche")  # an elided article, escaped
    assert goal_rivals._BOUNDARY.search("la sala e prenotata e la terrazza anche")
    assert not goal_rivals._BOUNDARY.search("la sala e prenotata e lauditorium anche")
    assert not goal_rivals._BOUNDARY.search("la sala e prenotata e terrazza anche")
    assert all(goal_rivals._WHEN.search(day) for day in " ".join(WEEKDAYS).split())
    assert goal_rivals._BOUNDARY.search("the room is booked and the studio is booked")
    assert not goal_rivals._BOUNDARY.search("the room is booked and studio b too")


# 2. What each reader reads, beside its not-done twin


@pytest.mark.parametrize(
    ("asks", "done"),
    [
        ("Bitte bestätigen Sie kurz, dann ist der Tisch gebucht.", "Bestätigt, der Tisch ist gebucht."),
        ("Confirma y queda reservada.", "Confirmado y queda reservada."),
        ("Conferma e l'ordine è fatto.", "Confermato e l'ordine è fatto."),
        ("Bevestig even, dan staat de tafel vast.", "Bevestigd, dan staat de tafel vast."),
        ("Confirmez et c'est réservé.", "Confirmé et c'est réservé."),
        ("Please confirm and we're all set.", "Confirmed and we're all set."),
    ],
)
def test_the_imperative_of_confirm_first_reads_confirm_not_its_participle(asks: str, done: str) -> None:
    assert _reads(goal_pending.TO_CONFIRM, asks)
    assert not _reads(goal_pending.TO_CONFIRM, done)


@pytest.mark.parametrize(
    ("goal", "proof"),
    [
        ("Book a table on Thursday", "You're on the waiting list for Thursday."),
        ("Reserva una mesa el jueves", "Le he apuntado en la lista de espera del jueves."),
        ("Reserviere einen Tisch am Donnerstag", "Sie stehen auf unserer Warteliste für Donnerstag."),
        ("Reserveer een tafel op donderdag", "U staat op de wachtlijst voor donderdag."),
        ("Réserve une table jeudi", "Vous êtes sur la liste d'attente pour jeudi."),
        ("Pesan meja hari Kamis", "Sudah saya masukkan ke daftar tunggu hari Kamis."),
    ],
)
def test_a_waiting_list_is_no_booking_unless_the_goal_asks_for_one(goal: str, proof: str) -> None:
    assert waitlisted(goal, proof)
    assert not waitlisted("Put me on the waiting list (lista de espera, Warteliste, wachtlijst, daftar tunggu)", proof)
    assert not waitlisted(goal, f"Your table for Friday is booked; {proof}")  # a deed of its own beside the list


@pytest.mark.parametrize(
    ("owed", "twin"),
    [
        ("Pague o sinal para confirmar a reserva.", "O sinal foi pago e a reserva está confirmada."),
        ("Effettua il pagamento per confermare.", "Il pagamento è effettuato e confermato."),
        ("Bayar DP agar pesanan dikonfirmasi.", "DP sudah dibayar, pesanan dikonfirmasi."),
        ("Complete the payment to confirm.", "The payment is complete and confirmed."),
        ("Réglez l'acompte afin de valider.", "L'acompte est réglé, c'est validé."),
    ],
)
def test_a_payment_to_confirm_reads_in_order_to(owed: str, twin: str) -> None:
    assert _reads(goal_unpaid.PAY_TO_FINISH, owed)
    assert not _reads(goal_unpaid.PAY_TO_FINISH, twin)


@pytest.mark.parametrize(
    ("step", "twin"),
    [
        ("Reply YES to confirm.", "You replied YES, so it's confirmed."),
        ("Responda SÍ para confirmar.", "Respondió SÍ y quedó confirmada."),
        ("Cliquez sur le lien pour confirmer.", "Vous avez cliqué, c'est confirmé."),
        ("Klik op de link om te bevestigen.", "U klikte op de link, het is bevestigd."),
        ("Antworten Sie mit JA zur Bestätigung.", "Sie haben mit JA geantwortet, bestätigt."),
        ("Balas YA untuk konfirmasi.", "Kakak sudah balas YA, sudah dikonfirmasi."),
    ],
)
def test_a_step_to_confirm_reads_in_order_to(step: str, twin: str) -> None:
    assert _reads(goal_pending.TO_CONFIRM, step)
    assert not _reads(goal_pending.TO_CONFIRM, twin)


def test_a_second_object_after_of_the_and_a_value_that_trails_both() -> None:
    (part,) = decompose(["Agende a troca da tela e da bateria do seu {{modelo}}"], None, {"modelo": ["iPad 9"]})
    assert goal_halves.leaves_object(part, "Agendei a troca da tela do iPad 9.", [])
    assert not goal_halves.leaves_object(part, "Agendei a troca da tela e da bateria do iPad 9.", [])


@pytest.mark.parametrize(
    ("goal", "day", "other", "done", "aside", "moved"),
    [
        (
            "Reserva una mesa el {{day}}", "viernes", "sábado", "Reservado el viernes.",
            "La carta del sábado va adjunta.", "He cambiado el día por el sábado.",
        ),
        (
            "Reserviere einen Tisch am {{day}}", "Freitag", "Samstag", "Tisch am Freitag reserviert.",
            "Die Karte für Samstag ist angehängt.", "Ich habe Sie auf Samstag umgebucht.",
        ),
        (
            "Book a table on {{day}}", "Friday", "Saturday", "Booked for Friday.",
            "The menu for Saturday is attached.", "I've put you down for Saturday instead.",
        ),
    ],
)  # fmt: skip
def test_an_option_said_of_another_thing_is_no_move_but_por_swaps(
    goal: str, day: str, other: str, done: str, aside: str, moved: str
) -> None:
    (part,) = decompose([goal], None, {"day": [day]})
    days = {"day": (day, other)}
    assert not goal_moved.moved_after(part, done, [done, aside], days)
    assert goal_moved.moved_after(part, done, [done, moved], days)


def test_a_duration_after_the_for_no_clock_time_follows() -> None:
    lasting = re.compile(rf"(?<!\w)(?:{goal_measures._LASTING}) 01:30")
    assert all(lasting.search(f"{w} 01:30") for w in ("pour", "per", "voor", "por", "fur"))
    assert not any(lasting.search(f"{w} 01:30") for w in ("for", "para", "untuk"))  # "a table for 1:30"


@pytest.mark.parametrize(
    ("done", "twin"),
    [
        ("Perfekt — der Termin steht.", "Perfekt — steht der Termin noch?"),
        ("Alles klar – Ihr Termin steht: Dienstag, 16:40", "Alles klar – steht Ihr Termin am Dienstag?"),
    ],
)
def test_the_long_dashes_cut_a_clause_before_the_state_it_leaves(done: str, twin: str) -> None:
    assert re.search(goal_deeds.RESULT, done.lower())
    assert not re.search(goal_deeds.RESULT, twin.lower())


# 3. Not-done look-alikes of the folded readings replayed whole: none may stop


LOOKALIKES = [
    ("en", "Book a table for 4 on {{day}}", "Friday", "Great! Reply YES to confirm the table for Friday."),
    ("es", "Reserva una mesa para 4 el {{day}}", "viernes", "Responda SÍ para confirmar la mesa del viernes."),
    ("fr", "Réserve une table pour 4 le {{day}}", "vendredi", "Réglez l'acompte afin de valider la table de vendredi."),
    (
        "de",
        "Reserviere einen Tisch für 4 am {{day}}",
        "Freitag",
        "Bitte bestätigen Sie kurz, dann ist der Tisch am Freitag gebucht.",
    ),
    ("it", "Prenota un tavolo per 4 {{day}}", "venerdì", "Conferma e il tavolo di venerdì è fatto."),
    ("nl", "Reserveer een tafel voor 4 op {{day}}", "vrijdag", "U staat op de wachtlijst voor vrijdag."),
    ("pt", "Reserve uma mesa para 4 na {{day}}", "sexta", "Pague o sinal para confirmar a mesa de sexta."),
    ("id", "Pesan meja untuk 4 orang hari {{day}}", "Jumat", "Sudah saya masukkan ke daftar tunggu hari Jumat."),
    ("es", "Reserva una mesa para 4 el {{day}}", "viernes", "Le he apuntado en la lista de espera del viernes."),
    ("de", "Reserviere einen Tisch für 4 am {{day}}", "Freitag", "Sie stehen auf unserer Warteliste für Freitag."),
    ("en", "Book a table for 4 on {{day}}", "Friday", "You're on the waitlist for Friday."),
    ("it", "Prenota un tavolo per 4 {{day}}", "venerdì", "Effettua il pagamento per confermare il tavolo di venerdì."),
]


@pytest.mark.parametrize(("goal", "day", "reply"), [c[1:] for c in LOOKALIKES], ids=[c[0] for c in LOOKALIKES])
def test_no_lookalike_of_a_folded_reading_stops(goal: str, day: str, reply: str) -> None:
    assert reached_per_turn([goal], {"day": [day]}, {"day": (day, "X")}, ["Hi, a table please.", reply]) == [False]
