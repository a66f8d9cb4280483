"""Round 21's mends: readings the fold widened, kept to their old reach through named subsets of the one table.

1. A yes qualified by *not directly* still answers (goal_yesno.unsure reads the plain *not* of
   goal_plain_not.PLAIN_NOT before a verb of saying, and *dire*'s forms, not ``directly`` / ``direkter``): ``Yes, the
   hotel has parking, but not directly at the entrance``; ``I can't say``, ``non saprei dirle`` stay unsure.
2. A request to confirm opens with an imperative (goal_confirm_first.CONFIRM_NOW), no bare stem: ``Bestätigen
   Sie kurz und alles ist gebucht`` is still to confirm, ``Bestätig kurz …`` and ``Konfirm dan …`` are no request
   of that form; *never* (``nie``, ``niemals``, ``jamais``, ``nooit``, of goal_no_words.NOT_WORDS) negates a slot
   of hours (goal_shorthand._NO_SLOT): ``studio b, donderdag 15:00–17:00 lukt nooit`` states no two hours.
3. Copies folded into their tables, read through named parts: goal_needs' negations (goal_plain_not.BARE_NOT, no
   *not yet*: ``Belum kak, saya masih perlu cek KTP`` still needs); goal_recap._THEN_ASK's *then* words
   (goal_conjunctions.THEN and AFTERWARDS: ``alors je demande au restaurant``, ``allora chiedo al ristorante`` now
   too); the *you* of goal_recap and goal_deeds (goal_you.YOU).
4. The purpose words taken by named groups (goal_purpose.TO_DO, AGAR, …): goal_unpaid.START_BY_PAY reads
   ``supaya`` with ``agar`` (``Supaya bisa mulai dikerjakan, silakan bayar DP``).
"""

from __future__ import annotations

import re

import pytest

from tests.core.support import reached_per_turn
from user_sim.core import goal_recap
from user_sim.core.goal_confirm_first import CONFIRM_FIRST
from user_sim.core.goal_needs import owes_requirement
from user_sim.core.goal_shorthand import counted_hours_slots
from user_sim.core.goal_unpaid import START_BY_PAY
from user_sim.core.goal_values import canonical
from user_sim.core.goal_yesno import unsure
from user_sim.core.goals import normalise

# 1. A yes qualified by *not directly* answers; not knowing still does not.

_EN = "Ask whether the hotel has parking"
_ES = "Pregunta si el hotel tiene aparcamiento"
_DE = "Frag, ob das Hotel einen Parkplatz hat"
_IT = "Chiedi se l'hotel ha un parcheggio"
_NL = "Vraag of het hotel parkeergelegenheid heeft"
_PT = "Pergunte se o hotel tem estacionamento"
_ID = "Tanyakan apakah hotel punya parkir"

QUALIFIED_YES = [
    (_EN, "Yes, the hotel has parking, but not directly at the entrance."),
    (_EN, "Yes, the hotel has parking, though never directly at the door."),
    (_ES, "Sí, el hotel tiene aparcamiento, pero nunca directamente en la puerta."),
    (_DE, "Ja, das Hotel hat einen Parkplatz, aber kein direkter Zugang zum Eingang."),
    (_DE, "Ja, das Hotel hat einen Parkplatz, aber nie direkt am Eingang."),
]
UNSURE_TWINS = [
    (_EN, "Yes, the hotel has parking, but I can't say where exactly."),
    (_EN, "The hotel has parking, I think, but no information on the spaces."),
    (_ES, "Sí, el hotel tiene aparcamiento, pero no sabría decirle dónde."),
    (_DE, "Ja, das Hotel hat einen Parkplatz, aber genau kann ich das nicht sagen."),
    (_DE, "Ja, einen Parkplatz, aber dazu habe ich keine Informationen."),
    (_IT, "Sì, l'hotel ha un parcheggio, ma non saprei dirle se è libero."),
    (_IT, "Sì, il parcheggio c'è, ma non posso dirti di più."),
    (_NL, "Ja, het hotel heeft parkeergelegenheid, maar dat kan ik niet zeggen."),
    (_PT, "Sim, o hotel tem estacionamento, mas não tenho informação sobre vagas."),
    (_PT, "Sim, o hotel tem estacionamento, mas não sei dizer onde."),
    (_ID, "Iya, hotel punya parkir, tapi saya tidak bisa memastikan."),
]


@pytest.mark.parametrize(("goal", "reply"), QUALIFIED_YES)
def test_a_yes_qualified_by_not_directly_answers(goal: str, reply: str) -> None:
    assert reached_per_turn([goal], {}, {}, ["Hi", reply]) == [True]


@pytest.mark.parametrize(("goal", "reply"), UNSURE_TWINS)
def test_not_knowing_beside_a_yes_answers_nothing(goal: str, reply: str) -> None:
    assert reached_per_turn([goal], {}, {}, ["Hi", reply]) == [False]


def test_directly_is_no_verb_of_saying() -> None:
    assert not unsure("yes, but not directly at the entrance")
    assert not unsure("ja, aber nicht direkt am eingang")
    assert unsure("non posso dirle nulla")
    assert unsure("no sabria decirle")


# 2. Confirm first: only an imperative; never negates a slot of hours.


@pytest.mark.parametrize(
    ("said", "asks"),
    [
        ("bestatigen sie kurz und alles ist gebucht.", True),
        ("bitte bevestig en het is geboekt.", True),
        ("confirma y queda reservada.", True),
        ("confirmez et c'est reserve.", True),
        ("conferma e il tavolo e prenotato.", True),
        ("bestatig kurz und alles ist gebucht.", False),
        ("konfirm dan pesanan beres.", False),
        ("konfirmasi pesanan sudah masuk.", False),
        ("confirmed: table for 4.", False),
        ("confermato e prenotato.", False),
    ],
)
def test_confirm_first_is_an_imperative(said: str, asks: bool) -> None:
    assert (re.match(CONFIRM_FIRST, said) is not None) == asks


_STUDIO = "boek studio b voor 2 uur"


@pytest.mark.parametrize(
    "said",
    [
        "studio b, donderdag 15:00–17:00 lukt nooit",
        "der raum am donnerstag 15:00–17:00 geht nie",
        "der raum wird niemals 15:00–17:00 gebucht",
        "le studio jamais reserve 15:00–17:00",
    ],
)
def test_never_states_no_slot_of_hours(said: str) -> None:
    assert counted_hours_slots(canonical("studio b geboekt, donderdag 15:00–17:00"), "2", _STUDIO)
    assert counted_hours_slots(canonical(said), "2", _STUDIO) == []


# 3. Folded copies: the narrow negations of a need, the then words, the you.


def test_not_yet_still_needs_and_not_needed_owes_nothing() -> None:
    assert owes_requirement("Belum kak, saya masih perlu cek KTP-nya dulu.")
    assert owes_requirement("Für die Anmeldung brauche ich noch Ihren Ausweis.")
    assert not owes_requirement("Tidak perlu apa-apa lagi, kak.")
    assert not owes_requirement("Für die Anmeldung brauche ich keinen Ausweis.")
    assert not owes_requirement("Un documento non serve.")


_THEN = {
    "fr": (["Réserve une table pour 4 le {{day}}"], "vendredi", "samedi"),
    "it": (["Prenota un tavolo per 4 {{day}}"], "venerdì", "sabato"),
    "en": (["Book a table for 4 on {{day}}"], "Friday", "Saturday"),
}


@pytest.mark.parametrize(
    ("lang", "reply", "reached"),
    [
        ("fr", "Table pour 4 vendredi réservée.", True),
        ("fr", "Table pour 4 vendredi notée, alors je demande au restaurant la confirmation.", False),
        ("it", "Tavolo per 4 venerdì prenotato.", True),
        ("it", "Tavolo per 4 venerdì annotato, allora chiedo al ristorante.", False),
        ("en", "Table for 4 on Friday noted, and then I ask the kitchen.", False),
    ],
)
def test_then_i_ask_reads_every_then_word(lang: str, reply: str, reached: bool) -> None:
    goals, day, other = _THEN[lang]
    assert reached_per_turn(goals, {"day": [day]}, {"day": (day, other)}, ["Hi", reply]) == [reached]


def test_then_i_ask_you_is_no_step_owed() -> None:
    ask = goal_recap._THEN_ASK
    assert ask.search(normalise("Table notée, alors je demande au restaurant."))
    assert not ask.search(normalise("Table notée, alors je demande vous."))
    assert not ask.search(normalise("Mesa anotada, luego le pregunto usted."))
    assert not ask.search(normalise("Tisch notiert, dann frage ich Sie."))


# 4. Purpose words by named groups.


@pytest.mark.parametrize(
    ("said", "owed"),
    [
        ("Supaya bisa mulai dikerjakan, silakan bayar DP 30% dulu ya kak.", True),
        ("Agar bisa mulai diproses, mohon bayar DP dulu.", True),
        ("To start the work, please pay the deposit.", True),
        ("Pesanan sudah mulai dikerjakan, DP sudah dibayar.", False),
        ("The work has started and the deposit is paid.", False),
    ],
)
def test_start_by_pay_reads_agar_and_supaya(said: str, owed: bool) -> None:
    assert (START_BY_PAY.search(normalise(said)) is not None) == owed


# Probes: not-done look-alikes of the readings this round widened (a yes beside *not directly*, sold to you).

PROBES = [
    ([_EN], "Not directly, but I can ask the hotel whether it has parking."),
    ([_EN], "Does the hotel have parking? Not directly at the entrance, I think."),
    ([_EN], "I'll check whether the hotel has parking, though not directly with them."),
    ([_ES], "No sé si el hotel tiene aparcamiento, pero no directamente en la entrada."),
    ([_ES], "¿El hotel tiene aparcamiento? Nunca directamente en la puerta, creo."),
    ([_DE], "Ich frage nach, ob das Hotel einen Parkplatz hat, aber nicht direkt beim Hotel."),
    ([_DE], "Vielleicht hat das Hotel einen Parkplatz, aber nicht direkt am Eingang."),
    ([_IT], "Forse l'hotel ha un parcheggio, ma non direttamente all'ingresso."),
    ([_NL], "Misschien heeft het hotel parkeergelegenheid, maar niet direct bij de ingang."),
    ([_PT], "Talvez o hotel tenha estacionamento, mas não diretamente na entrada."),
    (["Buy the blue bicycle"], "The blue bicycle will be sold to you once you pay."),
    (["Buy the blue bicycle"], "Can the blue bicycle be sold to you tomorrow?"),
    (["Buy the blue bicycle"], "The blue bicycle was sold to another customer, not to you."),
    (["Beli sepeda biru"], "Sepeda biru dijual kepada anda? Belum, masih menunggu pembayaran."),
]


@pytest.mark.parametrize(("goals", "reply"), PROBES)
def test_no_lookalike_of_a_widened_reading_stops(goals: list[str], reply: str) -> None:
    assert reached_per_turn(goals, {}, {}, ["Hi", reply]) == [False]
